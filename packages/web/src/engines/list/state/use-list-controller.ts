import { type ListDefinition, type ListGroupRow, type ListRow, messages } from '@ossature/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { ApiRequestError } from '../../../api/api-client';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { listApi } from '../list-api';
import { columnsOfConfiguration, setsColumns } from './list-configuration';
import { defaultOperatorOf, openingState, ownColumnsOf } from './list-opening';
import { listPageQuery, pageParams, staleAtOpening } from './list-page-query';
import { type ColumnChoices, type ListQueryState, listQueryReducer } from './list-query';
import { keepListState } from './list-session';
import { writeOwnColumns } from './own-column-writes';

/** SPEC §4: list change requests are debounced 200 ms. */
export const LIST_REQUEST_DEBOUNCE_MS = 200;

/**
 * What a failed list request says (SPEC §8), the list's and an open group's alike: a definition changed since the
 * screen opened asks for a refresh (410); a request the server refused says why, in its words; anything else — the
 * network, a server error — is 'Impossible de récupérer les données'.
 */
export function listErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return messages.list.fetchFailed;
  if (error.status === 410) return messages.list.obsolete;
  return error.status >= 400 && error.status < 500 ? error.message : messages.list.fetchFailed;
}

/** Parameters that order or show the rows, not choose them: the count call leaves them out. */
const NOT_COUNTED = ['sort_column', 'sort_direction', 'group_by', 'show_percentage', 'hidden[]', 'order[]'];

/** The parameters of the count call (count_only): which rows there are, whatever their order, groups or columns. */
function countQuery(query: URLSearchParams): URLSearchParams {
  const counted = new URLSearchParams();
  for (const [name, value] of query) if (!NOT_COUNTED.includes(name) && !name.startsWith('sort_group_by[')) counted.append(name, value);
  return counted;
}

/**
 * One list's state and data: the query the user builds (list-query.ts), its page fetched through TanStack Query
 * (a newer query's answer replaces an older one's, never the reverse) once the query has not changed for 200 ms —
 * a search or a filter value typed, pages turned in a row, ask once — and the exact count (with the footer's figures)
 * when the page's was capped or was of groups.
 * What the user chose is kept for the tab (list-session.ts).
 */
export function useListController(domain: string, params: string | undefined, definition: ListDefinition) {
  const [state, dispatch] = useReducer(listQueryReducer, definition, (initial) => openingState(domain, params, initial));
  useEffect(() => keepListState(domain, params, state), [domain, params, state]);

  const query = useMemo(() => pageParams(state, definition), [state, definition]);
  // What is asked for: the page, its size and the parameters, as one string so that an unchanged request is the same
  // value whatever rendered it. The first one goes at once (the route's opening request shares it).
  const wanted = JSON.stringify([state.pageSize, state.pageIndex, query.toString()]);
  const asked = useDebouncedValue(wanted, LIST_REQUEST_DEBOUNCE_MS);
  const request = useMemo(() => {
    const [pageSize, pageIndex, parameters] = JSON.parse(asked) as [number, number, string];
    return { pageSize, pageIndex, query: new URLSearchParams(parameters) };
  }, [asked]);
  const client = useQueryClient();

  const page = useQuery({ ...listPageQuery(domain, params, request, request.query), placeholderData: keepPreviousData, refetchOnMount: staleAtOpening(domain, params) });
  const capped = page.data?.total_items_capped ?? false;
  // A page of groups counts groups and leaves the footer's figures to the count call (the server sums the rows once
  // there): grouped, the count is asked for too, for the footer and for the number of rows an export or a bulk run
  // would take. It is of the rows only: grouping, ordering or hiding columns again counts nothing again.
  const grouped = request.query.has('group_by');
  const counted = useMemo(() => countQuery(request.query), [request.query]);
  const count = useQuery({
    queryKey: ['list-count', domain, params ?? '', counted.toString()],
    queryFn: ({ signal }) => listApi.count(domain, params, counted, signal),
    enabled: capped || grouped,
  });

  // The parameters of the rows shown: while the next page loads, the previous one's stay on screen with theirs.
  const [shownQuery, setShownQuery] = useState(request.query);
  if (!page.isPlaceholderData && shownQuery !== request.query) setShownQuery(request.query);

  // A page past the list's end (its only row deleted from a popup form, or elsewhere): back to the last one that has
  // rows, or the first of an empty list, rather than a page that reads '11-10 sur 10'. A capped count is a floor.
  const answered = page.isPlaceholderData ? undefined : page.data;
  const pastTheEnd = answered && !answered.total_items_capped && request.pageIndex > 0 && request.pageIndex * request.pageSize >= answered.total_items ? answered.total_items : null;
  useEffect(() => {
    if (pastTheEnd !== null) dispatch({ type: 'pageWithin', total: pastTheEnd });
  }, [pastTheEnd]);

  const rows = useMemo(() => (page.data?.data ?? []).filter((row): row is ListRow => row._type === 'row'), [page.data]);
  const groups = useMemo(() => (page.data?.data ?? []).filter((row): row is ListGroupRow => row._type === 'group'), [page.data]);
  // Grouped, the pages are of groups: their count stays the page's (the count call's is of rows).
  const total = capped && count.data ? count.data.total_items : (page.data?.total_items ?? 0);
  // The rows matching the query, exactly; null while only a cap or a number of groups is known.
  const rowCount = capped || grouped ? (count.data?.total_items ?? null) : (page.data?.total_items ?? null);

  // A selection by ids names rows of the page shown (selection-figures.ts): a row gone from it once it has come
  // again (deleted from its popup form, changed so that it no longer matches) is no longer selected, and no action
  // is run on it.
  const selection = state.selection;
  const settled = page.data !== undefined && !page.isPlaceholderData && !page.isFetching;
  useEffect(() => {
    if (!settled || !('ids' in selection) || selection.ids.length === 0) return;
    const shown = new Set(rows.map((row) => Number(row.hidden_values.id)));
    const kept = selection.ids.filter((id) => shown.has(id));
    if (kept.length < selection.ids.length) dispatch({ type: 'select', ids: kept });
  }, [settled, rows, selection]);

  // After records changed (a popup form saved, a bulk action run), every count may have: the tabs' ones too.
  const reload = useCallback(
    () => Promise.all(['list-data', 'list-count', 'list-configuration-count'].map((name) => client.invalidateQueries({ queryKey: [name, domain] }))),
    [client, domain],
  );

  const defaultOperator = defaultOperatorOf(definition);
  // Rule for the drawer (SPEC §4: hidden columns and order are restored on configuration change): while a configuration
  // that sets columns of its own is applied, a change is to the view shown only (the tab keeps it) and leaves the
  // user's own columns, which deselecting the configuration brings back. Under none, or one that sets no columns (it
  // shows the user's own), a change is to the user's own columns.
  const applied = definition.list_configuration.find((entry) => entry.id === state.configurationId);
  // A configuration just saved is not in the definition until it is read again: it sets columns (the dialog saves
  // them), so meanwhile a change is not the user's own either.
  const ownColumnsShown = state.configurationId === null || (applied !== undefined && !setsColumns(applied.configuration));
  /** Hidden columns and column order: applied at once and, when they are the user's own, kept as such (own-column-writes.ts). */
  const setColumns = useCallback(
    (columns: ColumnChoices) => {
      dispatch({ type: 'columns', columns });
      if (ownColumnsShown) writeOwnColumns(client, domain, params, columns);
    },
    [client, domain, params, ownColumnsShown],
  );
  /** Applies a saved configuration (null: the list as declared), as a switch: it clears nothing it sets. */
  const applyConfiguration = useCallback(
    (id: number | null) => {
      const configuration = definition.list_configuration.find((entry) => entry.id === id);
      const body = configuration?.configuration ?? definition.empty_configuration;
      const own = ownColumnsOf(definition);
      dispatch({ type: 'applyConfiguration', id: configuration?.id ?? null, body, columns: configuration ? columnsOfConfiguration(body, own, definition.columns) : own, defaultOperator });
    },
    [definition, defaultOperator],
  );

  return {
    state,
    dispatch,
    defaultOperator,
    /** The list's own order: what the rows follow, and the header shows, while no sort is chosen. */
    listSort: definition.sort ?? null,
    setColumns,
    applyConfiguration,
    query,
    /** The parameters of the rows shown, which lag `query` until their page comes: their groups' sub-lists use them. */
    shownQuery,
    rows,
    groups,
    total,
    /** The count shown is a floor: the exact one has not come yet. */
    totalCapped: capped && !count.data,
    /** The rows matching the query, exactly (not groups, not a cap); null until the count call answers. */
    rowCount,
    /** The exact count could not be read: it will not come. */
    countFailed: count.isError,
    aggregates: page.data?.aggregates ?? count.data?.aggregates ?? null,
    /** A page is being fetched, or about to be: the request waits for the query to settle. */
    loading: page.isFetching || asked !== wanted,
    /** No page has come yet: the table keeps a page's room meanwhile, so that it does not push what is below. */
    firstLoad: page.isPending,
    failed: page.isError,
    error: page.error,
    reload,
  };
}

export type ListController = ReturnType<typeof useListController>;
export type { ListQueryState };
