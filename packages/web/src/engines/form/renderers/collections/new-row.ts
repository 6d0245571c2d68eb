import { type RowState, newRowKey } from '../../state/form-state';
import type { ScopeRows } from '../../view/form-scope';

/**
 * A row not saved yet of one of a scope's collections, from the template the server gives (SPEC §3 Collection `new`:
 * defaults, computed values).
 */
export function newRow(rows: ScopeRows, collection: string, values: Record<string, unknown> = {}): RowState {
  return { key: newRowKey(), identifier: null, values: { ...rows.template(collection), ...values } };
}
