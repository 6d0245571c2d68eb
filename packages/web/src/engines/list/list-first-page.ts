import type { ListDefinition } from '@ossature/contract';
import type { QueryClient } from '@tanstack/react-query';
import { openingState } from './state/list-opening';
import { listPageQuery, noteOpening, pageParams } from './state/list-page-query';

/**
 * Asks for the page a list opens on as soon as its definition is here, while the screen's script is still loading
 * or being drawn: before, the request left only once the screen's first frame was committed. The screen then finds
 * that request under the same key and waits for it rather than sending its own.
 */
export function prefetchFirstPage(client: QueryClient, domain: string, params: string | undefined, definition: ListDefinition): Promise<void> {
  const state = openingState(domain, params, definition);
  noteOpening(domain, params);
  return client.prefetchQuery(listPageQuery(domain, params, state, pageParams(state, definition)));
}
