import type { ListDefinition } from '@ossature/contract';
import { columnsOfConfiguration, declaredColumns, knownChoices } from './list-configuration';
import { type ColumnChoices, type ListQueryState, PAGE_SIZES, initialListQuery, listQueryReducer } from './list-query';
import { readListState, restoreListQuery } from './list-session';

const pageSizeOf = (definition: ListDefinition) => ((PAGE_SIZES as readonly number[]).includes(definition.lines_displayed) ? definition.lines_displayed : 50);

/** The operator a new filter row starts with (SPEC §4). */
export const defaultOperatorOf = (definition: ListDefinition) =>
  definition.filter_operators.find((option) => option.default)?.operator ?? definition.filter_operators[0]?.operator ?? 'contains';

/** The user's own columns: kept on the server (they follow the user to another browser), else the list's. */
export const ownColumnsOf = (definition: ListDefinition): ColumnChoices =>
  definition.column_choices ? knownChoices(definition.column_choices, definition.columns) : declaredColumns(definition);

/**
 * The state a list opens on: what the tab kept (list-session.ts), else the configuration the server names (a menu
 * entry's, or the favourite), else the list as declared with the user's own columns. The screen starts from it, and
 * the route asks for its first page with it before the screen is drawn (list-first-page.ts).
 */
export function openingState(domain: string, params: string | undefined, definition: ListDefinition): ListQueryState {
  const defaultOperator = defaultOperatorOf(definition);
  const own = ownColumnsOf(definition);
  const base = { ...initialListQuery(pageSizeOf(definition), definition.sort ? { ...definition.sort } : null, defaultOperator), columns: own };
  const ids = definition.list_configuration.map((configuration) => configuration.id);
  const kept = readListState(domain, params);
  if (kept) return restoreListQuery(base, kept, definition.columns, ids);
  const current = definition.list_configuration.find((configuration) => configuration.id === definition.current_configuration_id);
  if (!current) return base;
  return listQueryReducer(base, {
    type: 'applyConfiguration',
    id: current.id,
    body: current.configuration,
    columns: columnsOfConfiguration(current.configuration, own, definition.columns),
    defaultOperator,
  });
}
