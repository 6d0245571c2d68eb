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

/** A first-level collection row's prefix: 'lines.2.' (the collection and the row's index). */
const ROW_PREFIX = /^([a-z][a-z0-9_]*)\.(\d+)\.$/;

/**
 * The related ids a field holds in the other rows of its collection, as they are on screen (saved or not), sorted
 * and each once: what the options call sends as the collection's values. Undefined outside a collection row.
 */
export function otherRowValues(scope: FormScope, name: string): number[] | undefined {
  const match = ROW_PREFIX.exec(scope.prefix);
  if (!match) return undefined;
  const index = Number(match[2]);
  const rows = scope.form.state.collection[match[1]!] ?? [];
  const held = rows.flatMap((row, position) => (position === index ? [] : [row.values[name]].flat()));
  return [...new Set(held.map(relatedId).filter((id): id is number => id !== null))].toSorted((a, b) => a - b);
}
