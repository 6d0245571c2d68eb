import type { Property } from '@ossature/contract';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { theme } from '../src/app/theme';
import type { FieldProps } from '../src/engines/form/renderers/field-entry';
import type { FormScope } from '../src/engines/form/view/form-scope';

/**
 * Renders one field component the way the form does (a controlled value it writes through onChange). Without a
 * `scope`, no form is around it: input kinds never use one. Returns every value the field gave the form, and the
 * last refused input it reported (see FieldProps.onInvalid).
 */
export function renderField(
  Component: ComponentType<FieldProps>,
  property: Partial<Property> & { type: string },
  initial: unknown,
  options: { readOnly?: boolean; error?: string; scope?: FormScope } = {},
) {
  const changes: unknown[] = [];
  const reported = { invalid: null as string | null };
  const fullProperty: Property = { name: 'field', label: 'Champ', required: false, read_only: false, ...property };
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <Component
        property={fullProperty}
        value={value}
        error={options.error}
        readOnly={options.readOnly ?? false}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        onInvalid={(message) => {
          reported.invalid = message;
        }}
        id="field-field"
        scope={options.scope ?? ({} as FormScope)}
      />
    );
  }
  // A cache of its own per field rendered: the options a select kept do not leak into the next test.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <Harness />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, changes, reported, queryClient };
}
