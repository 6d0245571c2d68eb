import { type Expression, type SqlBool, sql } from 'kysely';
import type { DialectName } from '../../infra/database.js';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import { textSortKey } from '../../infra/text-sort-key.js';

/** What a list's rows are sorted by (list-sort.ts): a column, and whether it holds text, which sorts by its key. */
export interface RowSort {
  column: string;
  direction: 'asc' | 'desc';
  text: boolean;
}

export interface RowsQuery {
  db: DynamicDb;
  dialect: DialectName;
  table: string;
  where: Expression<SqlBool>;
  /** The columns read for each row: names from the module definition (and `id`). */
  columns: readonly string[];
  /**
   * Sort by this column first, text by its key (infra/text-sort-key.ts), then by id so pages never overlap. Empty
   * values are the smallest (first ascending, last descending) on both databases: the order their list indexes
   * hold, read forward or backward.
   */
  sort: RowSort | null;
}

export interface PageQuery extends RowsQuery {
  limit: number;
  offset: number;
}

/** Every row matching, sorted in SQL; ties broken by id, newest first when nothing else is asked. */
export function sortedRows(query: RowsQuery) {
  let select = query.db
    .selectFrom(query.table)
    .where(() => query.where)
    .select(query.columns.map((column) => sql.ref(column).as(column)));
  if (query.sort) {
    const column = query.sort.text ? textSortKey(query.dialect, sql.ref(query.sort.column)) : sql.ref(query.sort.column);
    select = select.orderBy(query.sort.direction === 'asc' ? sql`${column} asc nulls first` : sql`${column} desc nulls last`);
  }
  return select.orderBy(sql.ref('id'), query.sort?.direction ?? 'desc');
}

/** One page of rows, in the order of sortedRows. */
export async function rowsPage(query: PageQuery): Promise<Record<string, unknown>[]> {
  return sortedRows(query).limit(query.limit).offset(query.offset).execute();
}

export interface CountAnswer {
  count: number;
  /** The count stopped at the cap: there are more rows than `count`, how many is the exact count's call to tell. */
  capped: boolean;
}

/**
 * Counts the rows, but stops at `cap` + 1: the first page of a list never waits for an exact COUNT(*) over a
 * million rows. Without a cap (the separate count call), counts them all.
 */
export async function countRows(db: DynamicDb, table: string, where: Expression<SqlBool>, cap: number | null): Promise<CountAnswer> {
  if (cap === null) {
    const row = await db.selectFrom(table).where(() => where).select(sql<number>`cast(count(*) as double precision)`.as('total')).executeTakeFirst();
    return { count: Number(row?.total ?? 0), capped: false };
  }
  const row = await db
    .selectFrom((inner) => inner.selectFrom(table).where(() => where).select(sql`1`.as('one')).limit(cap + 1).as('counted'))
    .select(sql<number>`cast(count(*) as double precision)`.as('total'))
    .executeTakeFirst();
  const count = Number(row?.total ?? 0);
  return count > cap ? { count: cap, capped: true } : { count, capped: false };
}
