import type { ListColumn, ListColumnChoices, ListConfigurationBody, ListDefinition } from '@ossature/contract';
import { type ColumnChoices, type ListQueryState, appliedFilters } from './list-query';

/** The list's columns in the order chosen, the ones the choice does not name after them in the list's order. */
export function orderedColumns<T extends { name: string }>(columns: readonly T[], order: readonly string[]): T[] {
  const byName = new Map(columns.map((column) => [column.name, column]));
  const named = order.flatMap((name) => {
    const column = byName.get(name);
    return column ? [column] : [];
  });
  const rest = columns.filter((column) => !order.includes(column.name));
  return [...named, ...rest];
}

/** The columns the table shows: in the user's order, without those hidden. */
export function shownColumns(columns: readonly ListColumn[], choices: ColumnChoices): ListColumn[] {
  const hidden = new Set(choices.hidden);
  return orderedColumns(columns, choices.order).filter((column) => !hidden.has(column.name));
}

/** The list as declared: the columns it hides until the user shows them, in its own order. */
export const declaredColumns = (definition: Pick<ListDefinition, 'columns'>): ColumnChoices => ({
  hidden: definition.columns.filter((column) => column.hidden === 1).map((column) => column.name),
  order: [],
});

/** Column choices, kept only as far as the list still has their columns. */
export function knownChoices(choices: ListColumnChoices, columns: readonly { name: string }[]): ColumnChoices {
  const known = new Set(columns.map((column) => column.name));
  return { hidden: choices.hidden.filter((name) => known.has(name)), order: choices.order.filter((name) => known.has(name)) };
}

/** A configuration that names hidden columns or an order sets its own columns; one that names neither shows the user's. */
export const setsColumns = (body: ListConfigurationBody | undefined): boolean => Boolean(body?.columns?.length || body?.column_order?.length);

/**
 * The columns a configuration sets; one that sets none restores the user's own (SPEC §4: hidden columns and order
 * are restored on configuration change).
 */
export function columnsOfConfiguration(body: ListConfigurationBody, own: ColumnChoices, columns: readonly { name: string }[]): ColumnChoices {
  if (!setsColumns(body)) return own;
  return knownChoices(
    {
      hidden: (body.columns ?? []).filter((column) => column.hidden).map((column) => column.name),
      order: body.column_order?.length ? body.column_order : (body.columns ?? []).map((column) => column.name),
    },
    columns,
  );
}

/** What the save dialog stores (SPEC §3 List configuration `configuration`): the list as the user now sees it. */
export function configurationBodyOf(state: ListQueryState, columns: readonly ListColumn[]): ListConfigurationBody {
  const hidden = new Set(state.columns.hidden);
  const ordered = orderedColumns(columns, state.columns.order);
  return {
    columns: ordered.map((column) => ({ name: column.name, hidden: hidden.has(column.name) })),
    column_order: ordered.map((column) => column.name),
    filters: { operator: state.filters.link, filter_model: appliedFilters(state.filters) },
    sort_by: state.sort ? [{ id: state.sort.column, desc: state.sort.direction === 'desc' }] : [],
    global_filter: state.search.trim(),
    group_by: state.groupBy,
    show_percentage: state.showPercentage,
    sort_group_by: Object.fromEntries(state.groupBy.flatMap((column) => (state.groupSorts[column] ? [[column, state.groupSorts[column]]] : []))),
  };
}
