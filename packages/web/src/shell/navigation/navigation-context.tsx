import { type NavigationEntry, messages } from '@ossature/contract';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { apiRequest } from '../../api/api-client';

interface NavigationState {
  entries: NavigationEntry[];
  loading: boolean;
  error: string | null;
}

interface Navigation extends NavigationState {
  /** Reads the menu again, for a screen that just changed what it lists (a list configuration added to the menu). */
  refresh(): void;
}

const NavigationContext = createContext<Navigation>({ entries: [], loading: true, error: null, refresh: () => undefined });

/**
 * Loads the main menu (GET /api-internal/navigation/main, with the app-version check) once per session screen, and
 * again when a screen asks. A reading that fails keeps the entries already shown, under its message.
 */
export function NavigationProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<NavigationState>({ entries: [], loading: true, error: null });
  // The reading under way, given up when a newer one starts or the shell goes.
  const reading = useRef<AbortController | null>(null);
  const refresh = useCallback(() => {
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    apiRequest<NavigationEntry[]>('GET', '/api-internal/navigation/main', { checkVersion: true, signal: controller.signal })
      .then(
        (entries) => {
          if (!controller.signal.aborted) setState({ entries, loading: false, error: null });
        },
        () => {
          if (!controller.signal.aborted) setState((shown) => ({ entries: shown.entries, loading: false, error: messages.shell.navigationFetchFailed }));
        },
      );
  }, []);
  useEffect(() => {
    refresh();
    return () => reading.current?.abort();
  }, [refresh]);
  const value = useMemo(() => ({ ...state, refresh }), [state, refresh]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export const useNavigationEntries = () => useContext(NavigationContext);

/** True when some menu entry (or child) leads to the path; the top bar's links depend on it (SPEC §2). */
export function navigationHasPath(entries: NavigationEntry[], path: string): boolean {
  return entries.some((entry) => entry.path === path || (entry.children ?? []).some((child) => child.path === path));
}
