import { GROUP_BY_SEPARATOR } from '@ossature/contract';

/**
 * What the user asked of a list, as one value changed by one pure reducer (SPEC §4 'Lists'): its page and page size,
 * its order, its global search, its groups, and the rows selected. Changing the search returns to the first page; changing
 * the order keeps the page; any change of what the rows are clears the selection, which would otherwise name rows
 * no longer shown.
 */
export interface ListQueryState {
  pageIndex: number;
  pageSize: number;
  sort: { column: string; direction: 'asc' | 'desc' } | null;
  search: string;
  /** Columns the rows are grouped by, outermost first; empty: rows. */
  groupBy: string[];
  /** Ids of the selected rows of the page; or every row matching the query. */
  selection: { ids: number[] } | { allMatching: true };
}

export type ListQueryAction =
  | { type: 'page'; pageIndex: number }
  | { type: 'pageSize'; pageSize: number }
  | { type: 'sort'; column: string }
  | { type: 'search'; search: string }
  | { type: 'groupBy'; columns: string[] }
  | { type: 'select'; ids: number[] }
  | { type: 'selectAllMatching' }
  | { type: 'clearSelection' };

export const PAGE_SIZES = [10, 20, 50, 100] as const;

const noSelection = { ids: [] };

export function initialListQuery(pageSize: number, sort: ListQueryState['sort']): ListQueryState {
  return { pageIndex: 0, pageSize, sort, search: '', groupBy: [], selection: noSelection };
}

export function listQueryReducer(state: ListQueryState, action: ListQueryAction): ListQueryState {
  switch (action.type) {
    case 'page':
      return { ...state, pageIndex: Math.max(0, action.pageIndex), selection: noSelection };
    case 'pageSize':
      // The first row shown stays in view.
      return { ...state, pageSize: action.pageSize, pageIndex: Math.floor((state.pageIndex * state.pageSize) / action.pageSize), selection: noSelection };
    case 'sort': {
      // A click sorts ascending, a second descending, a third goes back to the list's own order.
      const current = state.sort?.column === action.column ? state.sort.direction : null;
      const sort = current === null ? { column: action.column, direction: 'asc' as const } : current === 'asc' ? { column: action.column, direction: 'desc' as const } : null;
      return { ...state, sort, selection: noSelection };
    }
    case 'search':
      return action.search === state.search ? state : { ...state, search: action.search, pageIndex: 0, selection: noSelection };
    case 'groupBy':
      // Other groups are other pages: back to the first, nothing selected.
      return { ...state, groupBy: action.columns, pageIndex: 0, selection: noSelection };
    case 'select':
      return { ...state, selection: { ids: action.ids } };
    case 'selectAllMatching':
      return { ...state, selection: { allMatching: true } };
    case 'clearSelection':
      return { ...state, selection: noSelection };
  }
}

/** The list-data parameters of the state (SPEC §7), as the data call, the count, the export and bulk actions send them. */
export function dataQuery(state: Pick<ListQueryState, 'sort' | 'search' | 'groupBy'>): URLSearchParams {
  const query = new URLSearchParams();
  if (state.groupBy.length > 0) query.set('group_by', state.groupBy.join(GROUP_BY_SEPARATOR));
  if (state.search.trim()) query.set('global_search', state.search.trim());
  if (state.sort) {
    query.set('sort_column', state.sort.column);
    query.set('sort_direction', state.sort.direction);
  }
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
