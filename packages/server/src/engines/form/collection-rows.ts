import type { DialectName } from '../../infra/database.js';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import { argument, preparedPerTable } from '../../infra/prepared-query.js';
import type { StoreScope } from '../../metadata/record-store.js';
import type { RegisteredInlineCollection } from '../../metadata/registered-module.js';
import type { RowState } from './form-state.js';
import { fromColumns, toColumns } from '../../records/table-store.js';


/** What a collection save did, row by row, for the history. */
export interface RowChange {
  type: 'Création' | 'Modification' | 'Suppression';
  identifier: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const rowsQuery = preparedPerTable((db: DynamicDb, table) =>
  db
    .selectFrom(table)
    .selectAll()
    .where('client_id', '=', argument<number>('clientId'))
    .where('parent_id', '=', argument<number>('parentId'))
    .orderBy('position')
    .orderBy('id'),
);

/** The rows of one collection of a record, in their saved order; built once per table (every load reads them). */
export async function readRows(
  db: DynamicDb,
  dialect: DialectName,
  collection: RegisteredInlineCollection,
  clientId: number,
  parentId: number,
): Promise<RowState[]> {
  const rows = await rowsQuery(collection.table)(db, dialect, { clientId, parentId });
  return rows.map((row) => ({ identifier: Number(row.id), values: fromColumns(collection.stored, row) }));
}

/**
 * Makes the stored rows match the submitted ones: rows without identifier are inserted, known ones updated when they
 * changed, missing ones deleted; positions follow the submitted order (SPEC §3: ORDER = position).
 * A submitted identifier that is not one of this parent's rows is refused by the caller before we get here.
 */
export async function writeRows(
  scope: StoreScope,
  collection: RegisteredInlineCollection,
  parentId: number,
  existing: RowState[],
  submitted: RowState[],
  sameValues: (a: Record<string, unknown>, b: Record<string, unknown>) => boolean,
): Promise<RowChange[]> {
  const changes: RowChange[] = [];
  const keep = new Set(submitted.flatMap((row) => (row.identifier ? [row.identifier] : [])));
  const removed = existing.filter((candidate) => !keep.has(candidate.identifier!));
  // One statement for every removed row, however many the user deleted.
  if (removed.length > 0) {
    await scope.db
      .deleteFrom(collection.table)
      .where('id', 'in', removed.map((row) => row.identifier!))
      .where('client_id', '=', scope.clientId)
      .execute();
  }
  for (const row of removed) changes.push({ type: 'Suppression', identifier: row.identifier!, before: row.values, after: null });
  const byId = new Map(existing.map((row) => [row.identifier, row]));
  for (const [position, row] of submitted.entries()) {
    const columns = { ...toColumns(collection.stored, row.values), position };
    const previous = row.identifier ? byId.get(row.identifier) : undefined;
    if (!previous) {
      const inserted = await scope.db
        .insertInto(collection.table)
        .values({ ...columns, client_id: scope.clientId, parent_id: parentId })
        .returning('id')
        .executeTakeFirstOrThrow();
      changes.push({ type: 'Création', identifier: Number(inserted.id), before: null, after: row.values });
      continue;
    }
    const moved = existing.indexOf(previous) !== position;
    const changed = !sameValues(previous.values, row.values);
    if (!moved && !changed) continue;
    await scope.db
      .updateTable(collection.table)
      .set(columns)
      .where('id', '=', previous.identifier)
      .where('client_id', '=', scope.clientId)
      .execute();
    if (changed) changes.push({ type: 'Modification', identifier: previous.identifier!, before: previous.values, after: row.values });
  }
  return changes;
}
