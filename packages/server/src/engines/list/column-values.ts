import { type ListColumnValues, joinValues } from '@ossature/contract';
import { sql } from 'kysely';
import { textSortKey } from '../../infra/text-sort-key.js';
import type { Caller, RecordDeps } from '../../records/record-access.js';
import { fromColumns } from '../../records/table-store.js';
import type { RegisteredListColumn } from '../../metadata/registered-module.js';
import { valueSearch } from './column-value-search.js';
import { isEmptyCondition } from './filter-sql.js';
import { cellValue, pageLabels } from './list-cells.js';
import type { Scope } from './list-scope.js';

/** A column-values lookup offers this many values (SPEC §7). */
const COLUMN_VALUES = 10;
/** …and counts how many more there are up to this many. */
const COLUMN_VALUES_COUNT_CAP = 1_000;

/** Several values held as a JSON array (multi-selects, several related records): each value is offered on its own. */
const holdsSeveral = (type: string) => type === 'choices' || type === 'relations';

/**
 * The distinct values of a column among the rows in scope, as the filter compares them: one by one for a JSON array
 * column, so that picking 'eco' finds every row holding it (offering the arrays themselves matched nothing). What is
 * typed is looked for in what the cells show (valueSearch).
 */
async function distinctValues(deps: RecordDeps, caller: Caller, scope: Scope, column: RegisteredListColumn, search: string): Promise<unknown[]> {
  const target = scope.columns.get(column.name)!;
  const columnRef = sql.ref(column.name);
  const several = holdsSeveral(target.type);
  const matches = valueSearch({ registry: deps.registry, dialect: deps.dialect, clientId: caller.auth.clientId }, column, search, several);
  // Empty values are no value to offer.
  const held = deps.db
    .selectFrom(scope.module.table)
    .where(() => scope.where)
    .where((eb) => eb.not(isEmptyCondition(eb, target)));
  const limit = COLUMN_VALUES_COUNT_CAP + 1;
  if (!several) {
    // The column itself is compared, so that its index serves the DISTINCT. Text comes in its sort key's order
    // (Éric before Zoé), with the key selected as PostgreSQL's DISTINCT needs, empty keys first as the list's index
    // on the key holds them: a list sorted by that column reads its first values from that index.
    const rows = await held
      .$if(search !== '', (query) => query.where(() => matches(columnRef)))
      .select(columnRef.as('value'))
      .$if(target.type === 'text', (query) => query.select(textSortKey(deps.dialect, columnRef).as('sort_key')).orderBy(sql`sort_key asc nulls first`))
      .distinct()
      .orderBy(columnRef)
      .limit(limit)
      .execute();
    return rows.map((row) => row.value);
  }
  // The array's elements, row by row; the rows in a subquery first, so that the elements' own columns (id, key,
  // value…) meet none of the table's.
  const rows = held.select(columnRef.as('items'));
  const element = sql`element.value`;
  const elements =
    deps.dialect === 'postgres'
      ? sql`(${rows}) as held cross join lateral jsonb_array_elements(cast(held.items as jsonb)) as element(value)`
      : sql`(${rows}) as held, json_each(held.items) as element`;
  // An element as text: a JSON string without its quotes, an id as its digits.
  const elementText = deps.dialect === 'postgres' ? sql`element.value #>> '{}'` : sql`cast(element.value as text)`;
  const matching = search === '' ? sql`` : sql`where ${matches(elementText)}`;
  const { rows: found } = await sql<{ value: unknown }>`select distinct ${element} as value from ${elements} ${matching} order by ${element} limit ${limit}`.execute(deps.db);
  return found.map((row) => row.value);
}

/**
 * A column-values lookup (SPEC §7): up to ten distinct values with the labels the cells show, and how many more.
 * Each value is given as the filter takes it back (euros for an amount stored in cents, one option of a multi-select),
 * so that the value picked in the header's filter finds the rows it was read from.
 */
export async function columnValues(
  deps: RecordDeps,
  caller: Caller,
  scope: Scope,
  lookup: { column: string; search: string; held: string[] },
): Promise<Omit<ListColumnValues, 'request_token'>> {
  const column = scope.module.list.columns.find((candidate) => candidate.name === lookup.column)!;
  // Labels asked for are all the screen wants of this lookup (use-column-values.ts): no values are looked for then.
  const values = lookup.held.length > 0 ? [] : await distinctValues(deps, caller, scope, column, lookup.search);
  const several = holdsSeveral(column.hook.type);
  // One element stands for the array holding only it: the cells' labels and the API's values read it that way.
  const asStored = (value: unknown) => (several ? JSON.stringify([value]) : value);
  const offered = values.slice(0, COLUMN_VALUES).map(asStored);
  // A held value is converted as a filter converts it (euros → cents, '12' → 12); one that cannot be stays as it is.
  const toStored = scope.columns.get(column.name)!.toStored;
  const held = lookup.held.map((value) => toStored(value));
  const stored = [...offered, ...held.map((value) => (value === undefined ? undefined : asStored(value)))];
  const typed = stored.map((value) => (value === undefined ? undefined : fromColumns([{ name: column.name, field: column.field }], { [column.name]: value })[column.name]));
  const labels = await pageLabels(deps.db, deps.registry, caller.auth.clientId, [column], typed.map((value) => ({ [column.name]: value })));
  const labelOf = (index: number, fallback: unknown) => String((typed[index] === undefined ? null : cellValue(column, typed[index], labels)) ?? fallback);
  return {
    all_column_values: joinValues(typed.slice(0, offered.length).map((value) => String(Array.isArray(value) ? value[0] : value))),
    column_value_labels: joinValues(offered.map((value, index) => labelOf(index, value))),
    exceeded_column_values_count: Math.max(0, values.length - COLUMN_VALUES),
    ...(lookup.held.length > 0 && { held_value_labels: joinValues(lookup.held.map((value, index) => labelOf(offered.length + index, value))) }),
  };
}
