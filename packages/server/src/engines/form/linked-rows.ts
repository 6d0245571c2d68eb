import type { DynamicDb } from '../../infra/dynamic-db.js';
import type { RegisteredLinkedCollection, RegisteredModule } from '../../metadata/registered-module.js';
import type { RowState } from './form-state.js';
import { fromColumns } from '../../records/table-store.js';

/** At most this many linked records come with a form (the most recent first); the list screen shows them all. */
export const LINKED_ROWS_MAX = 50;

/**
 * Records of another module pointing at `parentId` (a vehicle's maintenance records; through a field, an employee's
 * absences), their shown columns only, without the record `excluded` (the one on screen).
 */
export async function readLinkedRows(
  db: DynamicDb,
  collection: RegisteredLinkedCollection,
  target: RegisteredModule,
  clientId: number,
  parentId: number,
  excluded: number | null = null,
): Promise<RowState[]> {
  const { parentField, columns, orderBy } = collection.definition;
  const fields = target.stored.filter(({ name }) => columns.includes(name));
  const rows = (await db
    .selectFrom(target.table)
    .select(['id', ...fields.map(({ name }) => name)])
    .where('client_id', '=', clientId)
    .where(parentField, '=', parentId)
    .$if(excluded !== null, (query) => query.where('id', '!=', excluded))
    .orderBy(orderBy?.field ?? 'id', orderBy?.direction ?? 'desc')
    .orderBy('id', 'desc')
    .limit(LINKED_ROWS_MAX)
    .execute()) as Record<string, unknown>[];
  return rows.map((row) => ({ identifier: Number(row.id), values: fromColumns(fields, row) }));
}
