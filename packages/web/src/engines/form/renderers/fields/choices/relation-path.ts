import type { FormScope } from '../../../view/form-scope';

/**
 * The field path the options call names: `collection.field` inside a collection row ('lines.product'), the field's
 * name on the record. The row scope's prefix is 'lines.2.'.
 */
export function relationFieldPath(scope: FormScope, name: string): string {
  const collection = scope.prefix.split('.')[0];
  return collection ? `${collection}.${name}` : name;
}

/** A related record's id when the value is one (a positive integer): only then is there a record to link to (SPEC §5). */
export const relatedId = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);
