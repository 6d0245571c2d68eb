import type { ColumnAggregate, ColumnType } from '@ossature/contract';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import type { GroupSort } from './list-request.js';

/** A column totalled in the footer and in each group row. */
export interface AggregatedColumn {
  name: string;
  column: string;
  aggregate: ColumnAggregate;
}

/** One group of rows: its value, how many rows, their share of the rows grouped, and each column's aggregate. */
export interface GroupRow {
  value: unknown;
  count: number;
  /** Percent of the rows of the level grouped (the whole list at the first level, the parent group below). */
  percentage: number;
  aggregates: Record<string, number | null>;
}

export interface GroupPage {
  groups: GroupRow[];
  /** How many groups the level has, for the groups' own pagination. */
  totalGroups: number;
}

/** Text-like types hold '' as well as null for "nothing": both fall in one empty group. */
const TEXT_TYPES: ReadonlySet<ColumnType> = new Set(['text', 'choice', 'date', 'datetime', 'month', 'year', 'time']);

/** The SQL of a group's value: '' folded into null for text-like columns. */
export function groupValue(column: string, type: ColumnType): RawBuilder<unknown> {
  return TEXT_TYPES.has(type) ? sql`nullif(${sql.ref(column)}, '')` : sql`${sql.ref(column)}`;
}

/**
 * Numbers come back as numbers from both databases: PostgreSQL's sum and count are numeric and bigint, which its
 * driver hands over as text, so every figure is cast to double precision (exact for integers up to 2^53).
 */
export const aggregateSql = ({ column, aggregate }: AggregatedColumn): RawBuilder<number | null> =>
  aggregate === 'count'
    ? sql<number>`cast(count(${sql.ref(column)}) as double precision)`
    : sql<number | null>`cast(${sql.raw(aggregate)}(${sql.ref(column)}) as double precision)`;

/** Nothing sorts last whatever the direction: SQLite puts nulls first ascending, PostgreSQL last. */
const lastIfNull = (term: RawBuilder<unknown>) => sql`case when ${term} is null then 1 else 0 end`;

export interface GroupQuery {
  db: DynamicDb;
  table: string;
  /** Tenant, filters, search and the enclosing groups' values: every row the level groups. */
  where: Expression<SqlBool>;
  column: string;
  type: ColumnType;
  aggregates: readonly AggregatedColumn[];
  sort: GroupSort;
  /** What ordering by value orders by, given the group's value (group-order.ts); the value itself by default. */
  valueOrder?: (value: RawBuilder<unknown>) => RawBuilder<unknown>[];
  limit: number;
  offset: number;
}

/**
 * One level of groups, computed in one SQL query: GROUP BY the column, the count, the aggregates, the percentage of
 * the level's rows (a window over the groups' counts) and the number of groups (a window too), one page of groups
 * sorted by value (what the group shows: `valueOrder`), count or percentage. Nothing is loaded into Node but the page.
 */
export async function groupPage(query: GroupQuery): Promise<GroupPage> {
  const value = groupValue(query.column, query.type);
  const direction = query.sort.direction === 'DESC' ? sql`desc` : sql`asc`;
  // Empty groups come last in either direction, on both databases; groups of one count by what their value shows,
  // ascending. What a related record's label shows is read for every group of the level (the order needs them all),
  // so only when the groups are ordered by value: groups of one count go by a relation's id. The value is named with
  // its table there: a related table may hold a column of the same name (a manager is an employee), which an inner
  // query would otherwise take for its own.
  const byValue = query.sort.by === 'VALUE' || query.type !== 'relation';
  const shown = byValue && query.valueOrder ? query.valueOrder(groupValue(`${query.table}.${query.column}`, query.type)) : [value];
  const order =
    query.sort.by === 'VALUE'
      ? sql`${lastIfNull(value)}, ${sql.join(shown.map((term) => sql`${lastIfNull(term)}, ${term} ${direction}`))}`
      : sql`count(*) ${direction}, ${lastIfNull(value)}, ${sql.join(shown.map((term) => sql`${term} asc`))}`;
  const rows = await query.db
    .selectFrom(query.table)
    .where(() => query.where)
    .select([
      value.as('group_value'),
      sql<number>`cast(count(*) as double precision)`.as('group_count'),
      sql<number>`cast(100.0 * count(*) / sum(count(*)) over () as double precision)`.as('group_percentage'),
      sql<number>`cast(count(*) over () as double precision)`.as('group_total'),
      ...query.aggregates.map((aggregate, index) => aggregateSql(aggregate).as(`aggregate_${index}`)),
    ])
    .groupBy(value)
    .orderBy(order)
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const totalGroups = rows.length > 0 ? Number(rows[0]!.group_total) : await countGroups(query);
  return {
    totalGroups,
    groups: rows.map((row) => ({
      value: row.group_value,
      count: Number(row.group_count),
      percentage: Number(row.group_percentage),
      aggregates: Object.fromEntries(query.aggregates.map((aggregate, index) => [aggregate.name, row[`aggregate_${index}`] === null ? null : Number(row[`aggregate_${index}`])])),
    })),
  };
}

/** A page past the last group still says how many groups there are. */
const countGroups = (query: GroupQuery) => countGroupTuples(query.db, query.table, query.where, [{ column: query.column, type: query.type }]);

/**
 * How many groups a list grouped by `columns` (outermost first) has at its deepest level: the distinct tuples of
 * their group values among the rows of `where`, empty values in one group as the groups themselves have them.
 */
export async function countGroupTuples(db: DynamicDb, table: string, where: Expression<SqlBool>, columns: readonly { column: string; type: ColumnType }[]): Promise<number> {
  const values = columns.map(({ column, type }) => groupValue(column, type));
  const row = await db
    .selectFrom((inner) =>
      inner
        .selectFrom(table)
        .where(() => where)
        .select(values.map((value, index) => value.as(`group_value_${index}`)))
        .groupBy(values)
        .as('groups'),
    )
    .select(sql<number>`cast(count(*) as double precision)`.as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
