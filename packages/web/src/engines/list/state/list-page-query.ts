import type { ListDefinition } from '@ossature/contract';
import { queryOptions } from '@tanstack/react-query';
import { listApi } from '../list-api';
import { type ListQueryState, dataQuery } from './list-query';

/** The list-data parameters of a state (SPEC §7), with the definition's version the server checks them against. */
export function pageParams(state: ListQueryState, definition: Pick<ListDefinition, 'version'>): URLSearchParams {
  const built = dataQuery(state);
  built.set('definition_version', definition.version);
  return built;
}

/**
 * The query of one page of a list: the screen reads it, and the route asks for the opening page as soon as the
 * definition is known (list-first-page.ts). Both build it here, so that they meet on one key and one request.
 */
export const listPageQuery = (domain: string, params: string | undefined, state: Pick<ListQueryState, 'pageSize' | 'pageIndex'>, query: URLSearchParams) =>
  queryOptions({
    queryKey: ['list-data', domain, params ?? '', state.pageSize, state.pageIndex, query.toString()],
    queryFn: ({ signal }) => listApi.data(domain, params, state.pageSize, state.pageIndex * state.pageSize, query, signal),
  });

/** When each list was last opened through its route, by domain and params (list-first-page.ts notes it). */
const openings = new Map<string, number>();
const openingKey = (domain: string, params: string | undefined) => `${domain}/${params ?? ''}`;

export function noteOpening(domain: string, params: string | undefined): void {
  openings.set(openingKey(domain, params), Date.now());
}

/**
 * Whether the screen, mounting, asks for its page again: not when the page was fetched since the list's route last
 * opened it (the route's own request, however long the screen took to come), else yes: a page cached from an earlier
 * visit may be out of date. A request still under way is shared either way.
 */
export const staleAtOpening =
  (domain: string, params: string | undefined) =>
  (query: { state: { dataUpdatedAt: number } }): boolean =>
    query.state.dataUpdatedAt < (openings.get(openingKey(domain, params)) ?? Number.POSITIVE_INFINITY);
