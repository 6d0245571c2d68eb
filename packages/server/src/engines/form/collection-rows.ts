import type { DialectName } from '../../infra/database.js';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import { argument, preparedPerTable } from '../../infra/prepared-query.js';
import type { StoreScope } from '../../metadata/record-store.js';
import type { RegisteredInlineCollection } from '../../metadata/registered-module.js';
import type { RowState } from './form-state.js';
import { fromColumns, toColumns } from '../../records/table-store.js';
import { computeRow } from '../../records/compute-values.js';


/** What a collection save did, row by row, for the history. */
export interface RowChange {
  type: 'Création' | 'Modification' | 'Suppression';
  identifier: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** A nested collection's change: its collection and the line (1-based) of the row it belongs to. */
  nested?: { collection: RegisteredInlineCollection; line: number };
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
  return withNestedRows(db, collection, clientId, rows.map((row) => ({ identifier: Number(row.id), values: fromColumns(collection.stored, row) })));
}

/** Each row with the rows of its nested collections: one query per nested collection, whatever the number of rows. */
async function withNestedRows(db: DynamicDb, collection: RegisteredInlineCollection, clientId: number, rows: RowState[]): Promise<RowState[]> {
  if (collection.collections.length === 0) return rows;
  const ids = rows.map((row) => row.identifier!);
  const nestedByParent = new Map<number, Record<string, RowState[]>>(ids.map((id) => [id, {}]));
  for (const nested of collection.collections) {
    for (const id of ids) nestedByParent.get(id)![nested.name] = [];
    if (ids.length === 0) continue;
    const stored = (await db
      .selectFrom(nested.table)
      .selectAll()
      .where('client_id', '=', clientId)
      .where('parent_id', 'in', ids)
      .orderBy('parent_id')
      .orderBy('position')
      .orderBy('id')
      .execute()) as Record<string, unknown>[];
    const read = await withNestedRows(db, nested, clientId, stored.map((row) => ({ identifier: Number(row.id), values: computeRow(nested, fromColumns(nested.stored, row)) })));
    for (const [index, row] of stored.entries()) nestedByParent.get(Number(row.parent_id))![nested.name]!.push(read[index]!);
  }
  return rows.map((row) => ({ ...row, rows: nestedByParent.get(row.identifier!)! }));
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
      changes.push(...(await writeNestedRows(scope, collection, Number(inserted.id), position, undefined, row, sameValues)));
      continue;
    }
    const moved = existing.indexOf(previous) !== position;
    const changed = !sameValues(previous.values, row.values);
    if (moved || changed) {
      await scope.db
        .updateTable(collection.table)
        .set(columns)
        .where('id', '=', previous.identifier)
        .where('client_id', '=', scope.clientId)
        .execute();
    }
    if (changed) changes.push({ type: 'Modification', identifier: previous.identifier!, before: previous.values, after: row.values });
    changes.push(...(await writeNestedRows(scope, collection, previous.identifier!, position, previous, row, sameValues)));
  }
  return changes;
}

/**
 * The nested collections of one row made to match the submitted row's (prepared: every nested collection given).
 * A removed row's nested rows go with it (ON DELETE CASCADE).
 */
async function writeNestedRows(
  scope: StoreScope,
  collection: RegisteredInlineCollection,
  rowId: number,
  position: number,
  previous: RowState | undefined,
  row: RowState,
  sameValues: (a: Record<string, unknown>, b: Record<string, unknown>) => boolean,
): Promise<RowChange[]> {
  const changes: RowChange[] = [];
  for (const nested of collection.collections) {
    const existing = previous?.rows?.[nested.name] ?? [];
    const submitted = row.rows?.[nested.name] ?? [];
    const written = await writeRows(scope, nested, rowId, existing, submitted, sameValues);
    changes.push(...written.map((change) => ({ ...change, nested: change.nested ?? { collection: nested, line: position + 1 } })));
  }
  return changes;
}
