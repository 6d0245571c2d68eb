import { type FieldError, conditionHolds, formatMessage, messages } from '@ossature/contract';
import { type RecordValues, constraintsOf } from '../../metadata/field-definition.js';
import { isEmptyValue } from '../../metadata/kinds/index.js';
import type { NamedField, RegisteredInlineCollection } from '../../metadata/registered-module.js';
import { forEachRow } from './each-row.js';
import type { RowState } from './form-state.js';

/** A non-empty value's first broken constraint, as its field's error reads it ('{label} : {constraint}'); else null. */
export function constraintErrorOf(field: NamedField['field'], value: unknown, record: RecordValues, row: Record<string, unknown>): string | null {
  const broken = isEmptyValue(value) ? undefined : constraintsOf(field).find((constraint) => !constraint.check(value, record, row));
  return broken ? formatMessage(messages.form.constraint, { label: field.label, constraint: broken.message }) : null;
}

/**
 * SPEC §5 on the server: constraint errors first ('{label} : {constraint}'), then 'Ce champ est requis' for each
 * required field left empty — hidden fields (display condition false) are not required. Collection rows are checked
 * recursively with their paths, nested collections' rows (`rows`, as prepared) under theirs; read-only collections are
 * skipped.
 */
export function checkRecord(
  fields: NamedField[],
  collections: RegisteredInlineCollection[],
  record: RecordValues,
  rows: Record<string, RowState[]>,
): FieldError[] {
  const constraintErrors: FieldError[] = [];
  const requiredErrors: FieldError[] = [];
  const visit = (scope: NamedField[], values: Record<string, unknown>, prefix: string) => {
    for (const { name, field } of scope) {
      if (!conditionHolds(field.displayCondition, values)) continue;
      const value = values[name];
      const broken = constraintErrorOf(field, value, record, values);
      if (broken) {
        constraintErrors.push({ path: `${prefix}${name}`, text: broken });
      } else if (field.required && !field.readOnly && isEmptyValue(value) && value !== false) {
        requiredErrors.push({ path: `${prefix}${name}`, text: messages.form.required });
      }
    }
  };
  visit(fields, record.values, '');
  const editable = collections.filter((collection) => collection.definition.element !== 'ReadOnlyCollection');
  forEachRow(editable, rows, (collection, row, prefix) => visit(collection.fields, row.values, prefix));
  return [...constraintErrors, ...requiredErrors];
}
