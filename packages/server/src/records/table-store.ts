import type { DynamicDb } from '../infra/dynamic-db.js';
import { argument, preparedPerTable } from '../infra/prepared-query.js';
import { kindOf } from '../metadata/kinds/index.js';
import { type RecordStore, type StoreScope, type StoredRecord, newRecordColumns } from '../metadata/record-store.js';
import type { NamedField, RegisteredModule } from '../metadata/registered-module.js';

/** Canonical values → column values of the given fields (only those present in `values`). */
export function toColumns(fields: NamedField[], values: Record<string, unknown>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const { name, field } of fields) {
    if (name in values) columns[name] = values[name] === null ? null : kindOf(field.kind).toColumn(values[name]);
  }
  return columns;
}

/** Column values of a row → canonical values of the given fields. */
export function fromColumns(fields: NamedField[], row: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const { name, field } of fields) {
    // fromColumn(null) gives each kind's empty value: null, [] for lists, false for booleans.
    values[name] = kindOf(field.kind).fromColumn(row[name] ?? null);
  }
  return values;
}

/** The same, for a row read as an array (a row stream's): the fields' column values from index `first` on. */
export function fromColumnArray(fields: NamedField[], row: readonly unknown[], first: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  fields.forEach(({ name, field }, index) => (values[name] = kindOf(field.kind).fromColumn(row[first + index] ?? null)));
  return values;
}

/** One record of a module's table, tenant-filtered: every load and save reads one. */
const readQuery = preparedPerTable((db: DynamicDb, table) =>
  db.selectFrom(table).selectAll().where('id', '=', argument<number>('id')).where('client_id', '=', argument<number>('clientId')),
);

/**
 * The store of every declared module: one row per record in the table derived from its definition, always filtered
 * by the tenant. Identifiers and column names come from the registry, never from a request.
 */
export function tableStore(module: RegisteredModule): RecordStore {
  const { table, stored } = module;
  return {
    async read(scope: StoreScope, id: number): Promise<StoredRecord | undefined> {
      const [row] = await readQuery(table)(scope.db, scope.dialect, { id, clientId: scope.clientId });
      if (!row) return undefined;
      return {
        id: Number(row.id),
        version: Number(row.version),
        values: fromColumns(stored, row),
        createdAt: String(row.created_at),
        createdBy: Number(row.created_by),
        updatedAt: String(row.updated_at),
        updatedBy: Number(row.updated_by),
      };
    },

    async insert(scope, values) {
      const row = await scope.db
        .insertInto(table)
        .values({
          ...toColumns(stored, values),
          client_id: scope.clientId,
          ...newRecordColumns(scope),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async update(scope, id, values, expectedVersion) {
      const result = await scope.db
        .updateTable(table)
        .set({ ...toColumns(stored, values), version: expectedVersion + 1, updated_at: scope.now, updated_by: scope.userId })
        .where('id', '=', id)
        .where('client_id', '=', scope.clientId)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async remove(scope, id) {
      await scope.db.deleteFrom(table).where('id', '=', id).where('client_id', '=', scope.clientId).execute();
    },
  };
}
