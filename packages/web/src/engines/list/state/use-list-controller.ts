import type { ListDefinition, ListGroupRow, ListRow } from '@ossature/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { listApi } from '../list-api';
import { type ListQueryState, PAGE_SIZES, dataQuery, initialListQuery, listQueryReducer } from './list-query';
import { keepListState, readListState, restoreListQuery } from './list-session';

/** SPEC §4: list change requests are debounced 200 ms. */
export const SEARCH_DEBOUNCE_MS = 200;

const pageSizeOf = (definition: ListDefinition) => ((PAGE_SIZES as readonly number[]).includes(definition.lines_displayed) ? definition.lines_displayed : 50);

/**
 * One list's state and data: the query the user builds (list-query.ts), its page fetched through TanStack Query
 * (a newer query's answer replaces an older one's, never the reverse), the exact count when the page's was capped,
 * and the search typed, sent 200 ms after the typing stops. What the user chose is kept for the tab (list-session.ts).
 */
export function useListController(domain: string, params: string | undefined, definition: ListDefinition) {
  const [state, dispatch] = useReducer(listQueryReducer, definition, (initial) =>
    restoreListQuery(
      initialListQuery(pageSizeOf(initial), initial.sort ? { column: initial.sort.column, direction: initial.sort.direction } : null),
      readListState(domain, params),
      initial.columns,
    ),
  );
  useEffect(() => keepListState(domain, params, state), [domain, params, state]);
  const [typed, setTyped] = useState(state.search);
  useEffect(() => {
    const timer = setTimeout(() => dispatch({ type: 'search', search: typed }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const query = useMemo(() => {
    const built = dataQuery(state);
    built.set('definition_version', definition.version);
    return built;
  }, [state, definition.version]);
  const key = query.toString();
  const client = useQueryClient();

  const page = useQuery({
    queryKey: ['list-data', domain, params ?? '', state.pageSize, state.pageIndex, key],
    queryFn: ({ signal }) => listApi.data(domain, params, state.pageSize, state.pageIndex * state.pageSize, query, signal),
    placeholderData: keepPreviousData,
  });
  const capped = page.data?.total_items_capped ?? false;
  const count = useQuery({
    queryKey: ['list-count', domain, params ?? '', key],
    queryFn: ({ signal }) => listApi.count(domain, params, query, signal),
    enabled: capped,
  });

  const rows = useMemo(() => (page.data?.data ?? []).filter((row): row is ListRow => row._type === 'row'), [page.data]);
  const groups = useMemo(() => (page.data?.data ?? []).filter((row): row is ListGroupRow => row._type === 'group'), [page.data]);
  const total = capped && count.data ? count.data.total_items : (page.data?.total_items ?? 0);
  const reload = useCallback(
    () => Promise.all(['list-data', 'list-count'].map((name) => client.invalidateQueries({ queryKey: [name, domain] }))),
    [client, domain],
  );

  return {
    state,
    dispatch,
    typed,
    setTyped,
    query,
    rows,
    groups,
    total,
    /** The count shown is a floor: the exact one has not come yet. */
    totalCapped: capped && !count.data,
    aggregates: page.data?.aggregates ?? count.data?.aggregates ?? null,
    loading: page.isFetching,
    failed: page.isError,
    error: page.error,
    reload,
  };
}

export type ListController = ReturnType<typeof useListController>;
export type { ListQueryState };
