import {
  type ListColumnValues,
  type ListCount,
  type ListData,
  type ListGroupRow,
  encodeParams,
  messages,
} from '@ossature/contract';
import type { Caller, RecordDeps } from '../../records/record-access.js';
import { fromColumns } from '../../records/table-store.js';
import { columnValues } from './column-values.js';
import { groupPage } from './group-sql.js';
import { groupValueOrder } from './group-order.js';
import { cellValue, listRow, listValues, pageLabels } from './list-cells.js';
import { resolveListQuery } from './list-query.js';
import type { ListRequest } from './list-request.js';
import { listSort } from './list-sort.js';
import { type GroupPath, type Scope, aggregatedColumns, figure, footer } from './list-scope.js';
import { countRows, rowsPage } from './page-sql.js';

/** The first page counts up to this many rows; beyond, it says so and the exact count is a call of its own. */
export const COUNT_CAP = 10_000;

type Query = Record<string, string | string[] | undefined>;

async function pageOfGroups(deps: RecordDeps, caller: Caller, scope: Scope, request: ListRequest, path: GroupPath, rawParams: URLSearchParams): Promise<ListData> {
  const column = request.groupBy[request.groupLevel]!;
  const target = scope.module.list.columns.find((candidate) => candidate.name === column)!;
  const sort = request.sortGroupBy[column] ?? { by: 'VALUE', direction: 'ASC' };
  const page = await groupPage({
    db: deps.db,
    table: scope.module.table,
    where: scope.where,
    column,
    type: target.hook.type,
    aggregates: aggregatedColumns(scope.module),
    valueOrder: (value) => groupValueOrder(deps.registry, deps.dialect, target, value),
    // SPEC §4: ordering by percentage falls back to the value when percentages are off.
    sort: sort.by === 'PERCENTAGE' && !request.showPercentage ? { ...sort, by: 'VALUE' } : sort,
    limit: request.pageSize,
    offset: request.offset,
  });
  const stored = page.groups.map((group) => fromColumns([{ name: column, field: target.field }], { [column]: group.value })[column]);
  const labels = await pageLabels(deps.db, deps.registry, caller.auth.clientId, [target], stored.map((value) => ({ [column]: value })));
  const data: ListGroupRow[] = page.groups.map((group, index) => {
    const params = new URLSearchParams(rawParams);
    params.set('group', JSON.stringify([...path.map((step) => [step.column, step.value]), [column, group.value === null ? null : (group.value as string | number)]]));
    return {
      _type: 'group',
      label: String(cellValue(target, stored[index], labels) ?? messages.list.emptyGroup),
      level: request.groupLevel,
      params: encodeParams(Object.fromEntries(params)),
      values: { column, value: stored[index] ?? null },
      count: group.count,
      percentage: request.showPercentage ? Math.round(group.percentage * 100) / 100 : 0,
      aggregates: Object.fromEntries(Object.entries(group.aggregates).map(([name, value]) => [name, figure(scope.module, name, value)])),
    };
  });
  return {
    data,
    total_items: page.totalGroups,
    total_items_capped: false,
    aggregates: null,
    group_by_page: request.groupPageSize,
    group_by_total_items: page.totalGroups,
  };
}

/** One page of a list's rows in its order, with their related records' labels. */
async function rowsWithLabels(deps: RecordDeps, caller: Caller, scope: Scope, request: ListRequest, inGroup: boolean) {
  const { module } = scope;
  const sort = listSort(module, request);
  const stored = await rowsPage({
    db: deps.db,
    dialect: deps.dialect,
    table: module.table,
    where: scope.where,
    columns: ['id', ...module.list.columns.map((column) => column.name)],
    sort,
    // Inside a group, pages are of 'Éléments par groupe' (group_by_page).
    limit: inGroup ? request.groupPageSize : request.pageSize,
    offset: request.offset,
  });
  const values = stored.map((row) => listValues(module, row));
  return { values, labels: await pageLabels(deps.db, deps.registry, caller.auth.clientId, module.list.columns, values) };
}

async function pageOfRows(deps: RecordDeps, caller: Caller, scope: Scope, request: ListRequest, inGroup: boolean): Promise<ListData> {
  const { module } = scope;
  // The page answers at once: its count stops at the cap unless the page itself goes beyond it. Both are asked
  // together: on PostgreSQL each runs on a connection of its own at the same time (SQLite takes them in turn).
  const [count, { values, labels }] = await Promise.all([
    countRows(deps.db, module.table, scope.where, Math.max(COUNT_CAP, request.offset + request.pageSize)),
    rowsWithLabels(deps, caller, scope, request, inGroup),
  ]);
  return {
    data: values.map((row) => listRow(module, row, labels)),
    total_items: count.count,
    total_items_capped: count.capped,
    // Summing a million rows is the exact count's work, not the first page's.
    aggregates: count.capped ? null : await footer(deps, scope),
    ...(inGroup ? { group_by_page: request.groupPageSize, group_by_total_items: count.count } : {}),
  };
}

/**
 * GET /proxy/list/data/{domain}/{pageSize}/{offset}[/{params}]: one page of a list (rows, or groups of the level
 * asked), its capped count and footer figures — or, by its parameters, the exact count or a column's values.
 */
export async function listData(
  deps: RecordDeps,
  caller: Caller,
  domain: string,
  pageSize: string,
  offset: string,
  rawParams: string | undefined,
  query: Query,
): Promise<ListData | ListCount | ListColumnValues> {
  const { module, params, request, path, scope } = await resolveListQuery(deps, caller, domain, pageSize, offset, rawParams, query);
  const token = request.requestToken ? { request_token: request.requestToken } : {};
  if (request.countOnly) {
    const { count } = await countRows(deps.db, module.table, scope.where, null);
    return { key: `${domain}-${rawParams ?? ''}`, total_items: count, aggregates: await footer(deps, scope), ...token };
  }
  if (request.columnValues) return { ...(await columnValues(deps, caller, scope, request.columnValues)), ...token };
  const answer = request.groupLevel < request.groupBy.length ? await pageOfGroups(deps, caller, scope, request, path, params) : await pageOfRows(deps, caller, scope, request, path.length > 0);
  return { ...answer, ...token };
}
