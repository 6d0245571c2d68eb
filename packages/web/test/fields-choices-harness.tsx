import type { Property } from '@ossature/contract';
import type { ComponentType } from 'react';
import type { FieldProps } from '../src/engines/form/renderers/field-entry';
import type { FormScope } from '../src/engines/form/view/form-scope';
import type { FormController } from '../src/engines/form/state/use-form-controller';
import { initialFormState } from '../src/engines/form/state/form-state';
import { renderField } from './fields-inputs-harness';

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
  const scope = { prefix: options.prefix ?? '', values: {}, idBase: 'form', form: { name: 'absence', state: initialFormState, ...options.form } } as FormScope;
  return renderField(Component, property, initial, { readOnly: options.readOnly, scope });
}
