import { type DynamicDb, dynamic } from './dynamic-db.js';
import { sql } from 'kysely';
import type { IndexTerm, TableSpec } from '../metadata/table-spec.js';
import type { Db } from './database.js';
import { withIdColumn } from './migrations/column-helpers.js';
import { textSortKey } from './text-sort-key.js';

const SQL_TYPES = { text: 'text', integer: 'integer', bigint: 'bigint', double: 'double precision' } as const;

/**
 * Tables and their column names in the schema the connection works in. On PostgreSQL only current_schema() is read:
 * other schemas of the same database (other applications, parallel test files) may come and go meanwhile.
 */
async function existingColumns(db: DynamicDb, dialect: Db['dialect']): Promise<Map<string, Set<string>>> {
  const columns = new Map<string, Set<string>>();
  if (dialect === 'postgres') {
    const rows = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns where table_schema = current_schema()`.execute(db);
    for (const row of rows.rows) columns.set(row.table_name, (columns.get(row.table_name) ?? new Set()).add(row.column_name));
    return columns;
  }
  for (const table of await db.introspection.getTables()) columns.set(table.name, new Set(table.columns.map((column) => column.name)));
  return columns;
}

/** Index names in the schema the connection works in. */
async function existingIndexes(db: DynamicDb, dialect: Db['dialect']): Promise<Set<string>> {
  const rows =
    dialect === 'postgres'
      ? (await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema()`.execute(db)).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(db)).rows;
  return new Set(rows.map((row) => row.name));
}

/**
 * One term of an index in SQL: a column, or a text column's sort key. On PostgreSQL, a list order's terms hold empty
 * values first (nullsFirst), as SQLite's do on their own; the tenant and the id are never empty.
 */
function indexTerm(term: IndexTerm, dialect: Db['dialect'], nullsFirst: boolean) {
  const value = typeof term === 'string' ? sql.ref(term) : textSortKey(dialect, sql.ref(term.textKey));
  return nullsFirst && dialect === 'postgres' && term !== 'client_id' && term !== 'id' ? sql`${value} nulls first` : value;
}

/**
 * Brings the database in line with the module definitions: missing tables are created, missing columns added,
 * missing indexes created. No data is ever dropped — a column a definition no longer has keeps its data; the only
 * thing dropped is an index an earlier version made that is not made any more (TableSpec.droppedIndexes). On
 * PostgreSQL an advisory lock makes concurrent instances apply it one at a time.
 */
export async function syncModuleSchema(database: Db, specs: TableSpec[]): Promise<string[]> {
  const changes: string[] = [];
  await dynamic(database.kysely).transaction().execute(async (trx) => {
    if (database.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('ossature.schema-sync'))`.execute(trx);
    const existing = await existingColumns(trx, database.dialect);
    const indexes = await existingIndexes(trx, database.dialect);
    for (const spec of specs) {
      const columns = existing.get(spec.name);
      if (!columns) {
        let create = withIdColumn(trx.schema.createTable(spec.name), database.dialect);
        for (const column of spec.columns) {
          const isParent = column.name === 'parent_id' && spec.parent;
          create = create.addColumn(column.name, SQL_TYPES[column.type], (builder) => {
            const required = column.notNull ? builder.notNull() : builder;
            return isParent ? required.references(`${spec.parent}.id`).onDelete('cascade') : required;
          });
        }
        await create.execute();
        changes.push(`create table ${spec.name}`);
      } else {
        for (const column of spec.columns.filter((candidate) => !columns.has(candidate.name))) {
          // Added columns are nullable: existing rows have no value for them.
          await trx.schema.alterTable(spec.name).addColumn(column.name, SQL_TYPES[column.type]).execute();
          changes.push(`add column ${spec.name}.${column.name}`);
        }
      }
      for (const index of spec.indexes) {
        const on = trx.schema.createIndex(index.name).ifNotExists().on(spec.name);
        const create = on.expression(sql.join(index.columns.map((term) => indexTerm(term, database.dialect, index.nullsFirst === true))));
        await (index.unique ? create.unique() : create).execute();
      }
      for (const name of (spec.droppedIndexes ?? []).filter((dropped) => indexes.has(dropped))) {
        await trx.schema.dropIndex(name).execute();
        changes.push(`drop index ${name}`);
      }
    }
  });
  return changes;
}
