import { GROUP_BY_SEPARATOR, LIST_GROUP_LEVELS_MAX, type ListConfigurationBody, type ListFilterCondition } from '@ossature/contract';
import { hasInvalidCharacters } from '../../metadata/kinds/text-kinds.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import { filterApplies } from './filter-sql.js';
import { filterableColumns, requestableColumns } from './list-columns.js';
import type { RequestableColumns } from './list-request.js';

type Query = Record<string, string | string[] | undefined>;

/** Whether a saved filter row applies to the list as it is now: its column, its operator and its value. */
export type ConditionCheck = (condition: ListFilterCondition) => boolean;

export function conditionCheck(module: RegisteredModule, now: Date): ConditionCheck {
  const { operators } = requestableColumns(module);
  const filterable = filterableColumns(module);
  return (condition) =>
    (operators.get(condition.column)?.has(condition.operator) ?? false) &&
    filterApplies(filterable.get(condition.column)!, condition, now);
}

/** The groups a configuration sets that its list can still group by: each once, as many levels as a request may ask. */
export const applicableGroups = (groupBy: readonly string[], groupable: ReadonlySet<string>): string[] =>
  [...new Set(groupBy.filter((column) => groupable.has(column)))].slice(0, LIST_GROUP_LEVELS_MAX);

/** A saved search the list can still run: none that holds what no one types. */
const applicableSearch = (search: string | undefined): string | undefined => (search && !hasInvalidCharacters(search) ? search : undefined);

/**
 * A saved configuration as it applies to its list today: the filter rows, sort and groups that no longer do (a column
 * lost, an operator withdrawn, a value a tightened rule refuses) left out. The screen applies what the list offers it
 * as it is, so a stale part would turn every opening into a 400; skipped here, the list opens.
 */
export function applicableBody(body: ListConfigurationBody, module: RegisteredModule, applies: ConditionCheck): ListConfigurationBody {
  const { sortable, groupable } = requestableColumns(module);
  const cleaned: ListConfigurationBody = { ...body };
  if (body.filters) cleaned.filters = { ...body.filters, filter_model: body.filters.filter_model.filter(applies) };
  if (body.sort_by) cleaned.sort_by = body.sort_by.filter((entry) => sortable.has(entry.id));
  if (body.global_filter !== undefined) cleaned.global_filter = applicableSearch(body.global_filter) ?? '';
  if (body.group_by) {
    const groupBy = applicableGroups(body.group_by, groupable);
    cleaned.group_by = groupBy;
    if (body.sort_group_by) cleaned.sort_group_by = Object.fromEntries(Object.entries(body.sort_group_by).filter(([column]) => groupBy.includes(column)));
  }
  return cleaned;
}

/**
 * A saved configuration as the list-data parameters it stands for (SPEC §7 default_conf): its filters, search, sort,
 * groups and their order, hidden columns and column order. A configuration may name columns the list has lost since
 * it was saved, filter them with an operator they no longer offer or with a value that is none: those parts are
 * skipped, not refused, so that the list still opens. The request's own parameters win over the configuration's.
 */
export function configurationQuery(body: ListConfigurationBody, columns: RequestableColumns, applies: ConditionCheck, query: Query): Query {
  const fromConfiguration: Query = {};
  const conditions = (body.filters?.filter_model ?? []).filter(applies);
  if (conditions.length > 0) fromConfiguration.multiple_search = JSON.stringify({ operator: body.filters?.operator ?? 'AND', filter_model: conditions });
  const search = applicableSearch(body.global_filter);
  if (search) fromConfiguration.global_search = search;
  const sort = body.sort_by?.find((entry) => columns.sortable.has(entry.id));
  if (sort) {
    fromConfiguration.sort_column = sort.id;
    fromConfiguration.sort_direction = sort.desc ? 'desc' : 'asc';
  }
  // Group orders belong to the grouping they were chosen with: a request grouping its own way keeps its own orders.
  const groupBy = query.group_by === undefined ? applicableGroups(body.group_by ?? [], columns.groupable) : [];
  if (groupBy.length > 0) {
    fromConfiguration.group_by = groupBy.join(GROUP_BY_SEPARATOR);
    for (const column of groupBy) {
      const order = body.sort_group_by?.[column];
      if (order) fromConfiguration[`sort_group_by[${column}]`] = order;
    }
  }
  if (body.show_percentage) fromConfiguration.show_percentage = '1';
  const hidden = (body.columns ?? []).filter((column) => column.hidden && columns.all.has(column.name)).map((column) => column.name);
  if (hidden.length > 0) fromConfiguration['hidden[]'] = hidden;
  const order = (body.column_order ?? []).filter((column) => columns.all.has(column));
  if (order.length > 0) fromConfiguration['order[]'] = order;

  const merged: Query = { ...fromConfiguration, ...query };
  delete merged.default_conf;
  return merged;
}
