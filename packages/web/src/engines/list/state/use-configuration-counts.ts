import type { ListConfiguration, ListCount, ListDefinition } from '@ossature/contract';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { listApi } from '../list-api';
import { dataQuery, initialListQuery, listQueryReducer } from './list-query';

/** What a configuration's rows are: its filters and search, as the count call takes them. */
export function configurationQuery(configuration: ListConfiguration, defaultOperator: string): URLSearchParams {
  const applied = listQueryReducer(initialListQuery(10, null, defaultOperator), {
    type: 'applyConfiguration',
    id: configuration.id,
    body: configuration.configuration,
    columns: { hidden: [], order: [] },
    defaultOperator,
  });
  return dataQuery({ ...applied, sort: null, groupBy: [] });
}

const storageKey = (domain: string, params: string | undefined, id: number, query: string) => `ossature.list.${domain}.${params ?? ''}.count.${id}.${query}`;

function storedCount(key: string): ListCount | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as ListCount) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The count badge of each configuration tab (SPEC §7 count per configuration): fetched once per configuration and
 * kept in session storage, shown from there at once and refreshed behind; the configuration the user leaves is
 * counted again (SPEC §4), since they may have changed its rows meanwhile. `failed` while any count could not be
 * read: one failure for the whole bar, however many tabs it concerns.
 */
export function useConfigurationCounts(domain: string, params: string | undefined, definition: ListDefinition, defaultOperator: string, activeId: number | null) {
  const client = useQueryClient();
  const results = useQueries({
    queries: definition.list_configuration.map((configuration) => {
      const query = configurationQuery(configuration, defaultOperator);
      const key = storageKey(domain, params, configuration.id, query.toString());
      return {
        queryKey: ['list-configuration-count', domain, params ?? '', configuration.id, query.toString()],
        queryFn: async ({ signal }: { signal: AbortSignal }) => {
          const count = await listApi.count(domain, params, query, signal);
          try {
            sessionStorage.setItem(key, JSON.stringify(count));
          } catch {
            // Without storage, the count is only fetched again next time.
          }
          return count;
        },
        initialData: () => storedCount(key),
        initialDataUpdatedAt: 0,
        staleTime: 60_000,
      };
    }),
  });
  const previous = useRef(activeId);
  useEffect(() => {
    if (previous.current !== null && previous.current !== activeId) {
      void client.invalidateQueries({ queryKey: ['list-configuration-count', domain, params ?? '', previous.current] });
    }
    previous.current = activeId;
  }, [activeId, client, domain, params]);
  return {
    counts: new Map(definition.list_configuration.map((configuration, index) => [configuration.id, results[index]?.data?.total_items ?? null])),
    failed: results.some((result) => result.isError),
  };
}
