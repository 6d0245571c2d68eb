import { type FieldError, formatMessage, messages } from '@ossature/contract';
import type { RecordValues } from '../../metadata/field-definition.js';
import type { RegisteredInlineCollection } from '../../metadata/registered-module.js';

/**
 * Rows holding a record already held by an earlier row of the same collection, for the fields declared
 * distinctInCollection: the screen leaves those records out of a row's options, but a save is the rule. Each later
 * row is named with the line (1-based) that holds the record first.
 */
export function duplicateRowErrors(collections: RegisteredInlineCollection[], record: RecordValues): FieldError[] {
  const errors: FieldError[] = [];
  for (const collection of collections) {
    const distinct = collection.fields.filter(({ field }) => field.relation?.distinctInCollection);
    const rows = record.collections[collection.name] ?? [];
    for (const { name } of distinct) {
      const firstLine = new Map<unknown, number>();
      for (const [index, row] of rows.entries()) {
        const value = row[name];
        if (value === null || value === undefined) continue;
        const line = firstLine.get(value);
        if (line === undefined) firstLine.set(value, index + 1);
        else errors.push({ path: `${collection.name}.${index}.${name}`, text: formatMessage(messages.form.duplicateInCollection, { line }) });
      }
    }
  }
  return errors;
}
