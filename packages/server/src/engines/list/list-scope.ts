import { messages } from '@ossature/contract';
import { type Expression, type SqlBool, expressionBuilder, sql } from 'kysely';
import { HttpError } from '../../infra/http-error.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import type { Caller, RecordDeps } from '../../records/record-access.js';
import { type FilterableColumn, filterCondition, isEmptyCondition } from './filter-sql.js';
import { type AggregatedColumn, aggregateSql } from './group-sql.js';
import { filterableColumns } from './list-columns.js';
import type { ListRequest } from './list-request.js';
import { searchCondition, searchTargets } from './search-sql.js';

/**
 * What narrows a list's rows, shared by its pages and its exports: the tenant, the filters, the global search and
 * the enclosing groups of a sub-list; and the figures of the rows so narrowed.
 */

export type GroupPath = { column: string; value: string | number | null }[];

/** The enclosing groups of a sub-list, from the page params the group row handed out. */
export function groupPathOf(params: URLSearchParams, request: ListRequest): GroupPath {
  const raw = params.get('group');
  if (raw === null) {
    if (request.groupLevel > 0) throw new HttpError(400, messages.list.invalidGroup);
    return [];
  }
  let path: unknown;
  try {
    path = JSON.parse(raw);
  } catch {
    throw new HttpError(400, messages.list.invalidGroup);
  }
  const valid =
    Array.isArray(path) &&
    path.length === request.groupLevel &&
    path.every(
      (step, index) =>
        Array.isArray(step) && step.length === 2 && step[0] === request.groupBy[index] && (step[1] === null || typeof step[1] === 'string' || typeof step[1] === 'number'),
    );
  if (!valid) throw new HttpError(400, messages.list.invalidGroup);
  return (path as [string, string | number | null][]).map(([column, value]) => ({ column, value }));
}

export interface Scope {
  module: RegisteredModule;
  where: Expression<SqlBool>;
  columns: ReadonlyMap<string, FilterableColumn>;
}

/** Everything that narrows the rows: the tenant, the filters, the search, the enclosing groups — bound values only. */
export function listScopeOf(deps: RecordDeps, caller: Caller, module: RegisteredModule, request: ListRequest, path: GroupPath): Scope {
  const columns = filterableColumns(module);
  const now = deps.clock.now();
  const eb = expressionBuilder<Record<string, Record<string, unknown>>, string>();
  const parts: Expression<SqlBool>[] = [eb(sql.ref('client_id'), '=', caller.auth.clientId)];
  const { conditions, link } = request.filters;
  if (conditions.length > 0) {
    const each = conditions.map((condition, index) => filterCondition(eb, columns.get(condition.column)!, condition, now, `multiple_search.filter_model.${index}`));
    parts.push(link === 'OR' ? eb.or(each) : eb.and(each));
  }
  if (request.globalSearch) parts.push(searchCondition(searchTargets(deps.registry, module), request.globalSearch, caller.auth.clientId));
  for (const { column, value } of path) {
    const target = columns.get(column)!;
    // The params come back from the screen: a value the column cannot hold names no group of it.
    if (value !== null && !target.holds(value)) throw new HttpError(400, messages.list.invalidGroup);
    // A group's value is never '' (empty groups are null): the column itself compares, and its index serves.
    parts.push(value === null ? isEmptyCondition(eb, target) : eb(sql.ref(column), '=', value));
  }
  return { module, columns, where: eb.and(parts) };
}

export const aggregatedColumns = (module: RegisteredModule): AggregatedColumn[] =>
  module.list.columns.flatMap((column) => (column.declaration.aggregate ? [{ name: column.name, column: column.name, aggregate: column.declaration.aggregate }] : []));

/**
 * Sums are of stored values: money comes back in euros, like its cells. An average of numbers is given to the
 * hundredth, as the list shows it: a spreadsheet must not receive 87541.7777777778.
 */
export function figure(module: RegisteredModule, name: string, value: number | null): number | null {
  if (value === null) return null;
  const column = module.list.columns.find((candidate) => candidate.name === name)!;
  const aggregate = column.declaration.aggregate;
  if (column.hook.type === 'money' && aggregate !== 'count') return Math.round(value) / 100;
  return aggregate === 'avg' ? Math.round(value * 100) / 100 : value;
}

export async function footer(deps: RecordDeps, scope: Scope): Promise<Record<string, number | null>> {
  const aggregates = aggregatedColumns(scope.module);
  if (aggregates.length === 0) return {};
  const row = await deps.db
    .selectFrom(scope.module.table)
    .where(() => scope.where)
    .select(aggregates.map((aggregate, index) => aggregateSql(aggregate).as(`aggregate_${index}`)))
    .executeTakeFirst();
  return Object.fromEntries(aggregates.map((aggregate, index) => [aggregate.name, figure(scope.module, aggregate.name, (row?.[`aggregate_${index}`] as number | null) ?? null)]));
}

