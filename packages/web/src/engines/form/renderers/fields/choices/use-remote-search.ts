import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** SPEC §9: a search in a remote service (addresses) starts 500 ms after typing stops… */
export const REMOTE_SEARCH_DELAY_MS = 500;
/** …and a select's search of the application's own records 200 ms after (SPEC §9 'select default 200 ms'). */
export const SELECT_SEARCH_DELAY_MS = 200;

/**
 * Results of a server search for what the user typed, while `enabled` (the list is open): asked `delay` ms after the
 * text last changed (at once for an empty text, the list as it opens), an older search cancelled by a newer one.
 * A failed search gives no results (SPEC §8: options emptied).
 */
export function useRemoteSearch<T>(
  search: (text: string, signal: AbortSignal) => Promise<T[]>,
  text: string,
  enabled: boolean,
  delay: number = REMOTE_SEARCH_DELAY_MS,
) {
  const [state, setState] = useState<{ results: T[]; loading: boolean }>({ results: [], loading: false });
  // The latest search function, without restarting the timer when the caller passes a new one on each render.
  const searchRef = useRef(search);
  useLayoutEffect(() => {
    searchRef.current = search;
  });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(
      async () => {
        setState((previous) => ({ ...previous, loading: true }));
        try {
          const results = await searchRef.current(text, controller.signal);
          if (!controller.signal.aborted) setState({ results, loading: false });
        } catch {
          if (!controller.signal.aborted) setState({ results: [], loading: false });
        }
      },
      text.trim() === '' ? 0 : delay,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, enabled, delay]);
  return state;
}
