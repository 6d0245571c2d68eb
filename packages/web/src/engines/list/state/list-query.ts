import {
  GROUP_BY_SEPARATOR,
  type ListColumn,
  type ListConfigurationBody,
  type ListFilterCondition,
  OPERATORS_WITHOUT_VALUE,
  VALUE_SEPARATOR,
  isFilterActive,
  joinValues,
  parseDuration,
  splitValues,
} from '@ossature/contract';

/** One row of the filter editor: a column, an operator and what the user typed (several values for column_values). */
export interface FilterRow {
  column: string;
  operator: string;
  value: string | string[] | null;
}

export interface FilterState {
  /** How rows join (ET/OU): the second row's choice, which every later row follows. */
  link: 'AND' | 'OR';
  rows: FilterRow[];
}

/** The user's own columns: those hidden, and the order shown (empty: the list's). */
export interface ColumnChoices {
  hidden: string[];
  order: string[];
}

/** How a grouped column's groups are ordered: 'VALUE@ASC', 'COUNT@DESC', 'PERCENTAGE@ASC'… (SPEC §4). */
export type GroupSort = `${'VALUE' | 'COUNT' | 'PERCENTAGE'}@${'ASC' | 'DESC'}`;

/**
 * What the user asked of a list, as one value changed by one pure reducer (SPEC §4 'Lists'): page and page size,
 * order, global search, filters, groups and their order, the columns shown, the saved configuration applied, and the
 * rows selected. The rules of SPEC §4 live here:
 * - a manual change of filter, sort, group or page clears the active configuration; applying one (a switch) does not;
 * - filter, group sort and search changes return to the first page;
 * - a filter row counts only once complete: typing an incomplete one reloads nothing and changes nothing else;
 * - removing the last filter row leaves one empty row; a new row starts empty with the default operator;
 * - a percentage group sort falls back to VALUE when percentages are off;
 * - any change of which rows are shown clears the selection, which would otherwise name rows no longer shown.
 */
export interface ListQueryState {
  pageIndex: number;
  pageSize: number;
  sort: { column: string; direction: 'asc' | 'desc' } | null;
  search: string;
  filters: FilterState;
  /** Columns the rows are grouped by, outermost first; empty: rows. */
  groupBy: string[];
  /** By grouped column, how its groups are ordered; a column left out is ordered by value, ascending. */
  groupSorts: Record<string, GroupSort>;
  showPercentage: boolean;
  columns: ColumnChoices;
  /** The saved configuration applied, as long as the user has not changed what it set. */
  configurationId: number | null;
  /** Ids of the selected rows of the page; or every row matching the query. */
  selection: { ids: number[] } | { allMatching: true };
}

export type ListQueryAction =
  | { type: 'page'; pageIndex: number }
  /** The list now has `total` rows (or groups) and the page shown is past them (its last row was deleted): its last. */
  | { type: 'pageWithin'; total: number }
  | { type: 'pageSize'; pageSize: number }
  /** A header's click; `listSort` is the list's own order, the one shown while no sort is chosen. */
  | { type: 'sort'; column: string; listSort: ListQueryState['sort'] }
  | { type: 'search'; search: string }
  | { type: 'addFilter'; defaultOperator: string }
  | { type: 'changeFilter'; index: number; row: FilterRow }
  | { type: 'removeFilter'; index: number; defaultOperator: string }
  | { type: 'filterLink'; link: 'AND' | 'OR' }
  /** A column header's value filter: the values chosen, none to remove it. */
  | { type: 'columnValues'; column: string; values: string[]; defaultOperator: string }
  | { type: 'groupBy'; columns: string[] }
  | { type: 'groupSort'; column: string; sort: GroupSort }
  | { type: 'showPercentage'; show: boolean }
  | { type: 'columns'; columns: ColumnChoices }
  /** A configuration switch: the configuration's body (the list's own for none), and the columns it restores. */
  | { type: 'applyConfiguration'; id: number | null; body: ListConfigurationBody; columns: ColumnChoices; defaultOperator: string }
  /** The list as it is, just saved as this configuration. */
  | { type: 'markConfiguration'; id: number }
  /** This configuration was deleted: no longer the one applied, if it still is (another may have been applied since). */
  | { type: 'forgetConfiguration'; id: number }
  | { type: 'select'; ids: number[] }
  /** One row ticked or unticked (nothing to do while every matching row is selected). */
  | { type: 'toggleRow'; id: number }
  | { type: 'selectAllMatching' }
  | { type: 'clearSelection' };

export const PAGE_SIZES = [10, 20, 50, 100] as const;

const noSelection = { ids: [] };

export const emptyFilterRow = (defaultOperator: string): FilterRow => ({ column: '', operator: defaultOperator, value: null });

/**
 * Each filter row's key for the editor, so that a row's fields (what is being typed, a picker's search) stay with it
 * when a row above is removed. Rows are held as they are until changed, so the key follows the row object, and a row
 * replaced by its changed self carries its key over. Kept beside the rows rather than in them: a key is never sent,
 * saved or kept for the tab, and rows compare as before.
 */
const rowKeys = new WeakMap<FilterRow, number>();
let lastRowKey = 0;

export function filterRowKey(row: FilterRow): number {
  let key = rowKeys.get(row);
  if (key === undefined) {
    lastRowKey += 1;
    key = lastRowKey;
    rowKeys.set(row, key);
  }
  return key;
}

/** `next` stands for `previous` (the same row, changed): it takes its key. */
function sameRowAs(previous: FilterRow | undefined, next: FilterRow): FilterRow {
  if (previous && previous !== next) rowKeys.set(next, filterRowKey(previous));
  return next;
}

const needsValue = (operator: string) => !(OPERATORS_WITHOUT_VALUE as readonly string[]).includes(operator);

/**
 * Columns whose filter values are picked among the column's own, shown as the cells show them (an option's label, a
 * related record's name), whatever the operator — 'Contient' one of several options held included: the filter takes
 * the stored value ('sante', a record's id), which no one should have to type.
 */
export const PICKED_COLUMN_TYPES: ReadonlySet<ListColumn['type']> = new Set(['choice', 'choices', 'relation', 'relations']);

/** Operators a column's filter is first offered with, before its list's order: its values, a date's period. */
const SHAPED_FIRST: Partial<Record<ListColumn['type'], string[]>> = {
  ...Object.fromEntries([...PICKED_COLUMN_TYPES].map((type) => [type, ['column_values']])),
  date: ['period'],
  datetime: ['period'],
  month: ['period'],
  year: ['period'],
};

/**
 * The operator of a row whose column is chosen. One the user chose stays when the new column offers it. Otherwise the
 * editor picks, by itself, an operator that needs a value: '=' with no value means "is empty" and counts at once
 * (SPEC §5), so picking it would reload the list to the rows without a value — first page, configuration no longer
 * applied — before the user typed anything. So: the default operator where offered ('Contient'), the column's own
 * values ('Parmi les valeurs') for options and related records, a date's 'Période', the column's first operator that needs a value, and
 * only for a column with none (a flag, which starts at Oui: startingValue), its first. The row then counts once a
 * value is given, or an operator meaning "empty" is chosen.
 */
export function operatorForColumn(column: Pick<ListColumn, 'type' | 'operators'> | undefined, current: string, defaultOperator: string): string {
  const operators = column?.operators ?? [];
  // The default operator is what every new row starts with: held by a row, it says nothing of the user's choice.
  if (operators.includes(current) && (current !== defaultOperator || needsValue(current))) return current;
  const preferred = [defaultOperator, ...(column ? (SHAPED_FIRST[column.type] ?? []) : []), ...operators];
  return preferred.find((operator) => operators.includes(operator) && needsValue(operator)) ?? operators[0] ?? defaultOperator;
}

/**
 * The value a row starts with when its column is chosen: none, but for a flag. Every operator a flag offers counts
 * without a value, and '=' with none is "is empty", which a flag (0 or 1) never is: the list would empty before Oui
 * or Non is picked. A flag starts at Oui, a filter that means something, shown as such in its row.
 */
export const startingValue = (column: Pick<ListColumn, 'type'> | undefined, operator: string): FilterRow['value'] =>
  column?.type === 'boolean' && operator !== 'empty' ? '1' : null;

export function initialListQuery(pageSize: number, sort: ListQueryState['sort'], defaultOperator = 'contains'): ListQueryState {
  return {
    pageIndex: 0,
    pageSize,
    sort,
    search: '',
    filters: { link: 'AND', rows: [emptyFilterRow(defaultOperator)] },
    groupBy: [],
    groupSorts: {},
    showPercentage: false,
    columns: { hidden: [], order: [] },
    configurationId: null,
    selection: noSelection,
  };
}

/** A row the query applies: complete (SPEC §5), and for a duration, one of exactly three valid parts. */
export function isAppliedFilter(row: FilterRow): boolean {
  if (!isFilterActive(row)) return false;
  return row.operator !== 'duration' || (typeof row.value === 'string' && parseDuration(row.value) !== null);
}

/** A duration whose option and unit are chosen but whose amount is not typed yet: incomplete, not wrong. */
const awaitsAmount = (value: FilterRow['value']): boolean => {
  const parts = typeof value === 'string' ? splitValues(value) : [];
  return parts.length === 3 && parts[1]!.trim() === '';
};

/**
 * SPEC §5: a complete duration row that is not 'option;@@;number;@@;unit' shows 'Filtre non valide'. One still
 * waiting for its amount (the option or unit chosen first) is being typed: sent nothing, and no error yet.
 */
export const isInvalidFilter = (row: FilterRow): boolean => row.operator === 'duration' && isFilterActive(row) && !isAppliedFilter(row) && !awaitsAmount(row.value);

/** The rows the query applies, values as the list-data call takes them. */
export function appliedFilters(filters: FilterState): { column: string; operator: string; value: string | null }[] {
  return filters.rows
    .filter(isAppliedFilter)
    .map((row) => ({ column: row.column, operator: row.operator, value: Array.isArray(row.value) ? joinValues(row.value) : row.value }));
}

/** Whether a column header's value filter is set: SPEC §5 disables the global search meanwhile. */
export const hasColumnValueFilter = (filters: FilterState): boolean => filters.rows.some((row) => row.operator === 'column_values' && isAppliedFilter(row));

/**
 * How the applied rows join: ET/OU means something only between two complete rows. Chosen on a row still being
 * typed, it changes no row shown: no reload, no first page, the configuration still applied (SPEC §4).
 */
const appliedLink = (filters: FilterState): FilterState['link'] => (filters.rows.filter(isAppliedFilter).length >= 2 ? filters.link : 'AND');

const sameApplied = (a: FilterState, b: FilterState) => JSON.stringify([appliedLink(a), appliedFilters(a)]) === JSON.stringify([appliedLink(b), appliedFilters(b)]);

/** A manual change of what the rows are: first page, no configuration, nothing selected. */
const manual = (state: ListQueryState, changes: Partial<ListQueryState>): ListQueryState => ({
  ...state,
  ...changes,
  pageIndex: 0,
  configurationId: null,
  selection: noSelection,
});

/** New filters: a reload from the first page only when the rows they apply changed. */
function withFilters(state: ListQueryState, filters: FilterState): ListQueryState {
  if (sameApplied(state.filters, filters)) return { ...state, filters };
  return manual(state, { filters });
}

const withoutPercentage = (sorts: Record<string, GroupSort>): Record<string, GroupSort> =>
  Object.fromEntries(Object.entries(sorts).map(([column, sort]) => [column, sort.startsWith('PERCENTAGE@') ? (sort.replace('PERCENTAGE@', 'VALUE@') as GroupSort) : sort]));

/**
 * A saved condition's value as the editor holds it: the values of a 'Parmi les valeurs' row were stored joined by
 * ';@@;' (appliedFilters), and the editor and the header filter pick among them one by one.
 */
function rowValueOf({ operator, value }: ListFilterCondition): FilterRow['value'] {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value;
  return operator === 'column_values' ? splitValues(String(value)) : String(value);
}

/** A saved configuration's filters as editor rows, with the one empty row an editor with nothing shows. */
function filtersOf(body: ListConfigurationBody, defaultOperator: string): FilterState {
  const rows = (body.filters?.filter_model ?? []).map((condition) => ({
    column: condition.column,
    operator: condition.operator,
    value: rowValueOf(condition),
  }));
  return { link: body.filters?.operator ?? 'AND', rows: rows.length > 0 ? rows : [emptyFilterRow(defaultOperator)] };
}

export function listQueryReducer(state: ListQueryState, action: ListQueryAction): ListQueryState {
  switch (action.type) {
    case 'page':
      return { ...state, pageIndex: Math.max(0, action.pageIndex), configurationId: null, selection: noSelection };
    case 'pageWithin': {
      // Not the user's change: the configuration applied stays so.
      const last = Math.max(0, Math.ceil(action.total / state.pageSize) - 1);
      return state.pageIndex <= last ? state : { ...state, pageIndex: last, selection: noSelection };
    }
    case 'pageSize':
      // The first row shown stays in view.
      return { ...state, pageSize: action.pageSize, pageIndex: Math.floor((state.pageIndex * state.pageSize) / action.pageSize), selection: noSelection };
    case 'sort': {
      // A click sorts ascending, a second descending, a third goes back to the list's own order. On the column the
      // list is ordered by anyway, going back would change nothing on screen: the clicks go between its directions.
      const shown = state.sort ?? action.listSort;
      const current = shown?.column === action.column ? shown.direction : null;
      const next: 'asc' | 'desc' | null = current === null ? 'asc' : current === 'asc' ? 'desc' : action.listSort?.column === action.column ? 'asc' : null;
      const sort = next === null ? null : { column: action.column, direction: next };
      return { ...state, sort, configurationId: null, selection: noSelection };
    }
    case 'search':
      return action.search === state.search ? state : { ...state, search: action.search, pageIndex: 0, selection: noSelection };
    case 'addFilter':
      return withFilters(state, { ...state.filters, rows: [...state.filters.rows, emptyFilterRow(action.defaultOperator)] });
    case 'changeFilter': {
      const rows = state.filters.rows.map((row, index) => (index === action.index ? sameRowAs(row, action.row) : row));
      return withFilters(state, { ...state.filters, rows });
    }
    case 'removeFilter': {
      const rows = state.filters.rows.filter((_row, index) => index !== action.index);
      return withFilters(state, { ...state.filters, rows: rows.length > 0 ? rows : [emptyFilterRow(action.defaultOperator)] });
    }
    case 'filterLink':
      return withFilters(state, { ...state.filters, link: action.link });
    case 'columnValues': {
      const isHeld = (row: FilterRow) => row.column === action.column && row.operator === 'column_values';
      const held = state.filters.rows.find(isHeld);
      const others = state.filters.rows.filter((row) => !isHeld(row) && (row.column !== '' || row.value !== null));
      const rows = action.values.length > 0 ? [...others, sameRowAs(held, { column: action.column, operator: 'column_values', value: action.values })] : others;
      return withFilters(state, { ...state.filters, rows: rows.length > 0 ? rows : [emptyFilterRow(action.defaultOperator)] });
    }
    case 'groupBy': {
      // Other groups are other pages: back to the first, nothing selected. Sorts of columns no longer grouped go.
      const groupSorts = Object.fromEntries(Object.entries(state.groupSorts).filter(([column]) => action.columns.includes(column)));
      return manual(state, { groupBy: action.columns, groupSorts });
    }
    case 'groupSort': {
      const sort = !state.showPercentage && action.sort.startsWith('PERCENTAGE@') ? (action.sort.replace('PERCENTAGE@', 'VALUE@') as GroupSort) : action.sort;
      return manual(state, { groupSorts: { ...state.groupSorts, [action.column]: sort } });
    }
    case 'showPercentage': {
      // Turning shares off turns a share's group sort into the value's: a group sort change like any other, back to
      // the first page and no longer the configuration applied (SPEC §4). Otherwise only the group lines change.
      const groupSorts = action.show ? state.groupSorts : withoutPercentage(state.groupSorts);
      const sortChanged = JSON.stringify(groupSorts) !== JSON.stringify(state.groupSorts);
      return sortChanged ? manual(state, { showPercentage: action.show, groupSorts }) : { ...state, showPercentage: action.show, selection: noSelection };
    }
    case 'columns':
      return { ...state, columns: action.columns };
    case 'applyConfiguration': {
      const { body } = action;
      const sort = body.sort_by?.[0] ? { column: body.sort_by[0].id, direction: body.sort_by[0].desc ? ('desc' as const) : ('asc' as const) } : null;
      const showPercentage = body.show_percentage ?? false;
      const groupSorts = (body.sort_group_by ?? {}) as Record<string, GroupSort>;
      return {
        ...state,
        pageIndex: 0,
        sort,
        search: body.global_filter ?? '',
        filters: filtersOf(body, action.defaultOperator),
        groupBy: body.group_by ?? [],
        groupSorts: showPercentage ? groupSorts : withoutPercentage(groupSorts),
        showPercentage,
        columns: action.columns,
        configurationId: action.id,
        selection: noSelection,
      };
    }
    case 'markConfiguration':
      return { ...state, configurationId: action.id };
    case 'forgetConfiguration':
      return state.configurationId === action.id ? { ...state, configurationId: null } : state;
    case 'select':
      return { ...state, selection: { ids: action.ids } };
    case 'toggleRow': {
      if (!('ids' in state.selection)) return state;
      const { ids } = state.selection;
      return { ...state, selection: { ids: ids.includes(action.id) ? ids.filter((id) => id !== action.id) : [...ids, action.id] } };
    }
    case 'selectAllMatching':
      return { ...state, selection: { allMatching: true } };
    case 'clearSelection':
      return { ...state, selection: noSelection };
  }
}

type QueryPart = Pick<ListQueryState, 'sort' | 'search' | 'groupBy' | 'filters' | 'groupSorts' | 'showPercentage' | 'columns'>;

/** The list-data parameters of the state (SPEC §7), as the data call, the count, the export and bulk actions send them. */
export function dataQuery(state: QueryPart): URLSearchParams {
  const query = new URLSearchParams();
  const filters = appliedFilters(state.filters);
  if (filters.length > 0) {
    const link = appliedLink(state.filters);
    query.set('multiple_search', JSON.stringify({ operator: link, filter_model: filters }));
    query.set('link_operator', link);
  }
  if (state.groupBy.length > 0) {
    query.set('group_by', state.groupBy.join(GROUP_BY_SEPARATOR));
    for (const column of state.groupBy) {
      const sort = state.groupSorts[column];
      if (sort) query.set(`sort_group_by[${column}]`, sort);
    }
  }
  if (state.showPercentage) query.set('show_percentage', '1');
  if (state.search.trim()) query.set('global_search', state.search.trim());
  if (state.sort) {
    query.set('sort_column', state.sort.column);
    query.set('sort_direction', state.sort.direction);
  }
  // What is exported is what is shown: the columns hidden, in the order shown.
  for (const name of state.columns.hidden) query.append('hidden[]', name);
  for (const name of state.columns.order) query.append('order[]', name);
  return query;
}

/**
 * The parameters of a column-values lookup (SPEC §7): the rows the other filters and the search leave, so that the
 * values offered are those a choice can still find — the column's own filter left out, or it would offer only itself.
 */
export function lookupQuery(state: Pick<ListQueryState, 'filters' | 'search'>, column: string, search: string): URLSearchParams {
  const others = { ...state.filters, rows: state.filters.rows.filter((row) => row.column !== column) };
  const query = dataQuery({ sort: null, search: state.search, groupBy: [], filters: others, groupSorts: {}, showPercentage: false, columns: { hidden: [], order: [] } });
  query.set('retrieve_column', `${column}${VALUE_SEPARATOR}${search}`);
  return query;
}

/** The same parameters as the export call's body takes them: repeated keys become arrays. */
export function queryRecord(query: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const [key, value] of query) {
    const previous = record[key];
    record[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return record;
}
