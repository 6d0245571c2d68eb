import type { Property } from '@ossature/contract';
import { type ControlProps, type JsonFormsRendererRegistryEntry, type RankedTester, and, rankWith, uiTypeIs } from '@jsonforms/core';
import { withJsonFormsControlProps } from '@jsonforms/react';
import type { ComponentType } from 'react';
import { type FormScope, useFormScope } from '../view/form-scope';
import { FieldTooltip } from './FieldTooltip';
import { OpenedRecord } from './OpenedRecord';

/** What a field kind's component gets: its property, value and error, and how to change the value. */
export interface FieldProps {
  property: Property;
  value: unknown;
  error: string | undefined;
  readOnly: boolean;
  onChange(value: unknown): void;
  /** Reports what the field shows as refused input the form never received ('Date invalide'), null once fixed. */
  onInvalid(message: string | null): void;
  /** DOM id of the input, unique on the page (labels point at it; tests select by label, never by id). */
  id: string;
  scope: FormScope;
}

export const fieldName = (scope: string | undefined) => scope?.split('/').pop() ?? '';

/** Dispatch on the field kind the UI schema carries (to-uischema.ts writes it into options.kind). */
export const kindIs = (kinds: readonly string[]): RankedTester =>
  rankWith(10, and(uiTypeIs('Control'), (uischema) => kinds.includes(String(uischema.options?.kind))));

/**
 * A JSON Forms renderer entry for field kinds: the tester picks it by kind, JSON Forms evaluates the display rule
 * (`visible`), and the component reads and writes the value through the form scope (record or row).
 */
export function fieldEntry(kinds: readonly string[], Component: ComponentType<FieldProps>): JsonFormsRendererRegistryEntry {
  // The component is captured from the arguments: one renderer per family of kinds.
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  function FieldRenderer({ uischema, visible, enabled }: ControlProps) {
    const scope = useFormScope();
    const name = fieldName(uischema.scope);
    const property = scope.properties[name];
    if (!visible || !property) return null;
    // A new fieldKey (SPEC §3) builds the control anew: what it held for the old one goes with it.
    const field = (
      <Component
        key={property.fieldKey ?? name}
        property={property}
        value={scope.values[name] ?? null}
        error={scope.errorOf(name)}
        readOnly={scope.readOnly || property.read_only || !enabled}
        onChange={(value) => scope.setValue(name, value)}
        onInvalid={(message) => scope.form.reportInputError(`${scope.prefix}${name}`, message)}
        id={`${scope.idBase}field-${scope.prefix}${name}`.replace(/[.:]/g, '-')}
        scope={scope}
      />
    );
    const shown = property.formName ? (
      <OpenedRecord form={property.formName} property={property} scope={scope}>
        {field}
      </OpenedRecord>
    ) : (
      field
    );
    return property.tooltip ? <FieldTooltip text={property.tooltip}>{shown}</FieldTooltip> : shown;
  }
  return { tester: kindIs(kinds), renderer: withJsonFormsControlProps(FieldRenderer) };
}
