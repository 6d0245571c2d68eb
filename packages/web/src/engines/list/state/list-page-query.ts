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
    // A page asked for under a second ago is not asked again: the screen mounting right after the route's request
    // takes its answer. Coming back to a list later still asks anew, as does every reload the user makes.
    staleTime: 1_000,
  });
