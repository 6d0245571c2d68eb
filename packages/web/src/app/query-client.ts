import { QueryClient } from '@tanstack/react-query';
import { onSessionCleared } from '../api/token-store';

/**
 * The app's data-fetching layer: one cache for every screen's server data. A failed call is not retried on its own
 * (the API client already refreshes the token once on a 403, SPEC §8) and nothing refetches behind the user's back
 * when the window regains focus: lists reload when the user changes them or acts on them.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

// One user's lists and definitions must never show to the next person to log in in this tab (a definition is kept a
// minute): an ended session, logout or expiry, empties the cache.
onSessionCleared(() => queryClient.clear());
