import { queryOptions } from '@tanstack/react-query';
import { listApi } from './list-api';

/**
 * The query of a list's definition (SPEC §7 `GET /proxy/list/{domain}[/{params}]`): the list screen reads it, and the
 * route asks for it as soon as a list is opened, while the screen's script and the user are still loading.
 */
export const listDefinitionQuery = (domain: string, params: string | undefined) =>
  queryOptions({
    queryKey: ['list', domain, params ?? ''],
    queryFn: ({ signal }) => listApi.definition(domain, params, signal),
    retry: false,
    // Fresh for a minute: the screen mounting just after the route asked must not ask again. Saving or deleting a
    // configuration invalidates it at once (ConfigurationBar).
    staleTime: 60_000,
  });
