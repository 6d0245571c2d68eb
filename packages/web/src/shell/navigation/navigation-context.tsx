import { type NavigationEntry, messages } from '@ossature/contract';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { apiRequest } from '../../api/api-client';

interface NavigationState {
  entries: NavigationEntry[];
  loading: boolean;
  error: string | null;
}

const NavigationContext = createContext<NavigationState>({ entries: [], loading: true, error: null });

/** Loads the main menu once per session screen (GET /api-internal/navigation/main, with the app-version check). */
export function NavigationProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<NavigationState>({ entries: [], loading: true, error: null });
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<NavigationEntry[]>('GET', '/api-internal/navigation/main', { checkVersion: true, signal: controller.signal })
      .then((entries) => setState({ entries, loading: false, error: null }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ entries: [], loading: false, error: messages.shell.navigationFetchFailed });
      });
    return () => controller.abort();
  }, []);
  return <NavigationContext.Provider value={state}>{children}</NavigationContext.Provider>;
}

export const useNavigationEntries = () => useContext(NavigationContext);

/** True when some menu entry (or child) leads to the path; the top bar's links depend on it (SPEC §2). */
export function navigationHasPath(entries: NavigationEntry[], path: string): boolean {
  return entries.some((entry) => entry.path === path || (entry.children ?? []).some((child) => child.path === path));
}
