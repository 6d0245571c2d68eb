import type { FormResponse, FormSubmission } from '@ossature/contract';
import { collectionFormOf } from '../rules/required-check';
import type { FormState, RowState } from './form-state';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
type WireRow = NonNullable<FormSubmission['collection']>[string][number];

/** Rows as a save sends them: identifiers and values, and the rows of their nested collections. */
export const wireRows = (rows: readonly RowState[]): WireRow[] =>
  rows.map((row) => ({
    identifier: row.identifier,
    values: row.values,
    ...(row.collection ? { collection: Object.fromEntries(Object.entries(row.collection).map(([name, nested]) => [name, wireRows(nested)])) } : {}),
  }));

/**
 * What the user started from, for what they changed: each changed field's loaded value, and the loaded rows of each
 * changed collection. Saved over someone else's newer change, only these changes are written (the server merges).
 */
function originalOf(state: FormState, collection: NonNullable<FormSubmission['collection']>): NonNullable<FormSubmission['original']> {
  const values = Object.fromEntries(
    Object.keys(state.values)
      .filter((name) => !sameJson(state.values[name], state.values_original[name]))
      .map((name) => [name, state.values_original[name] ?? null]),
  );
  const rows = Object.fromEntries(
    Object.entries(collection)
      .map(([name, sent]) => [name, wireRows(state.collection_original[name] ?? []), sent] as const)
      .filter(([, loaded, sent]) => !sameJson(loaded, sent))
      .map(([name, loaded]) => [name, loaded]),
  );
  return { values, ...(Object.keys(rows).length > 0 ? { collection: rows } : {}) };
}

/**
 * What a save sends: the values, the rows of the collections edited inside the form (deferred sub-form and list
 * collections are saved by their own forms), the version and the time the values were read, and what the user
 * started from (originalOf).
 */
export function submissionOf(state: FormState, description: FormResponse, extra: Partial<FormSubmission> = {}): FormSubmission {
  const collection: NonNullable<FormSubmission['collection']> = {};
  for (const property of Object.values(description.properties)) {
    const form = collectionFormOf(property);
    if (!form || form.deferred || form.read_only) continue;
    collection[property.name] = wireRows(state.collection[property.name] ?? []);
  }
  return {
    identifier: description.identifier,
    values: state.values,
    ...(Object.keys(collection).length > 0 ? { collection } : {}),
    ...(description.identifier !== null ? { version: description.version, loaded_at: description.loaded_at, original: originalOf(state, collection) } : {}),
    ...extra,
  };
}
