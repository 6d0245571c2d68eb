import type { Property } from '@ossature/contract';
import { ThemeProvider } from '@mui/material';
import { render } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { theme } from '../src/app/theme';
import type { FieldProps } from '../src/engines/form/renderers/field-entry';
import type { FormScope } from '../src/engines/form/view/form-scope';
import type { FormController } from '../src/engines/form/state/use-form-controller';

export interface ChoiceHarnessOptions {
  readOnly?: boolean;
  /** The scope's prefix: '' for the record, 'lines.2.' for a collection row. */
  prefix?: string;
  /** The form around (its name and the calls a choice kind makes: reload after a tree change). */
  form?: Partial<FormController>;
}

/**
 * Renders one choice field the way the form does (a controlled value written through onChange), in a scope of form
 * `absence` unless told otherwise. Returns every value the field gave the form.
 */
export function renderChoice(
  Component: ComponentType<FieldProps>,
  property: Partial<Property> & { type: string },
  initial: unknown,
  options: ChoiceHarnessOptions = {},
) {
  const changes: unknown[] = [];
  const fullProperty: Property = { name: 'field', label: 'Champ', required: false, read_only: false, ...property };
  const scope = { prefix: options.prefix ?? '', form: { name: 'absence', ...options.form } } as FormScope;
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <Component
        property={fullProperty}
        value={value}
        error={undefined}
        readOnly={options.readOnly ?? false}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        id="field-field"
        scope={scope}
      />
    );
  }
  const view = render(
    <ThemeProvider theme={theme}>
      <Harness />
    </ThemeProvider>,
  );
  return { ...view, changes };
}
