import { type ListDefinition, type ListGroupRow, type ListRow, listSettingKey } from '@ossature/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { listApi } from '../list-api';
import { columnsOfConfiguration } from './list-configuration';
import { defaultOperatorOf, openingState, ownColumnsOf } from './list-opening';
import { listPageQuery, pageParams, staleAtOpening } from './list-page-query';
import { type ColumnChoices, type ListQueryState, listQueryReducer } from './list-query';
import { keepListState } from './list-session';

/** SPEC §4: list change requests are debounced 200 ms. */
export const SEARCH_DEBOUNCE_MS = 200;

/**
 * One list's state and data: the query the user builds (list-query.ts), its page fetched through TanStack Query
 * (a newer query's answer replaces an older one's, never the reverse), the exact count when the page's was capped,
 * and the search typed, sent 200 ms after the typing stops. What the user chose is kept for the tab (list-session.ts).
 */
export function useListController(domain: string, params: string | undefined, definition: ListDefinition) {
  const [state, dispatch] = useReducer(listQueryReducer, definition, (initial) => openingState(domain, params, initial));
  useEffect(() => keepListState(domain, params, state), [domain, params, state]);
  const [typed, setTyped] = useState(state.search);

  useEffect(() => {
    const timer = setTimeout(() => dispatch({ type: 'search', search: typed }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const query = useMemo(() => pageParams(state, definition), [state, definition]);
  const key = query.toString();
  const client = useQueryClient();

  const page = useQuery({ ...listPageQuery(domain, params, state, query), placeholderData: keepPreviousData, refetchOnMount: staleAtOpening(domain, params) });
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

  const defaultOperator = defaultOperatorOf(definition);
  /**
   * Hidden columns and column order: applied at once, and kept on the server as the user's own (a failed write only
   * loses them for another browser: the tab keeps them).
   */
  const setColumns = useCallback(
    (columns: ColumnChoices) => {
      dispatch({ type: 'columns', columns });
      void listApi.saveSettings({ [listSettingKey(domain, params, 'columns')]: JSON.stringify(columns) }).catch(() => undefined);
    },
    [domain, params],
  );
  /** Applies a saved configuration (null: the list as declared), as a switch: it clears nothing it sets. */
  const applyConfiguration = useCallback(
    (id: number | null) => {
      const configuration = definition.list_configuration.find((entry) => entry.id === id);
      const body = configuration?.configuration ?? definition.empty_configuration;
      const own = ownColumnsOf(definition);
      // The search field shows the configuration's search at once, not after the debounce.
      setTyped(body.global_filter ?? '');
      dispatch({ type: 'applyConfiguration', id: configuration?.id ?? null, body, columns: configuration ? columnsOfConfiguration(body, own, definition.columns) : own, defaultOperator });
    },
    [definition, defaultOperator],
  );

  return {
    state,
    dispatch,
    defaultOperator,
    setColumns,
    applyConfiguration,
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
    /** No page has come yet: the table keeps a page's room meanwhile, so that it does not push what is below. */
    firstLoad: page.isPending,
    failed: page.isError,
    error: page.error,
    reload,
  };
}

export type ListController = ReturnType<typeof useListController>;
export type { ListQueryState };
