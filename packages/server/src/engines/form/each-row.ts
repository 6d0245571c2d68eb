import type { RegisteredInlineCollection } from '../../metadata/registered-module.js';
import type { RowState } from './form-state.js';

/**
 * Calls `visit` on every row of these collections and of their nested collections, with the prefix of the row's
 * fields in error paths ('contacts.0.', 'contacts.0.means.1.').
 */
export function forEachRow(
  collections: RegisteredInlineCollection[],
  rows: Record<string, RowState[] | undefined>,
  visit: (collection: RegisteredInlineCollection, row: RowState, prefix: string) => void,
  prefix = '',
): void {
  for (const collection of collections) {
    for (const [index, row] of (rows[collection.name] ?? []).entries()) {
      const path = `${prefix}${collection.name}.${index}.`;
      visit(collection, row, path);
      if (row.rows) forEachRow(collection.collections, row.rows, visit, path);
    }
  }
}
