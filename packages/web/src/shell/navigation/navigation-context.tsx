import { type NavigationEntry, messages } from '@ossature/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { apiRequest } from '../../api/api-client';

interface Navigation {
  entries: NavigationEntry[];
  loading: boolean;
  error: string | null;
  /** Reads the menu again, for a screen that just changed what it lists (a list configuration added to the menu). */
  refresh(): void;
}

const NavigationContext = createContext<Navigation>({ entries: [], loading: true, error: null, refresh: () => undefined });

const MENU_QUERY = ['navigation', 'main'] as const;

/**
 * The main menu (GET /api-internal/navigation/main, with the app-version check), through the app's data layer: read
 * once per session (an ended session empties the cache) and again when a screen asks. A reading that fails keeps the
 * entries already shown, under its message.
 */
export function NavigationProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const { data, isPending, isError } = useQuery({
    queryKey: MENU_QUERY,
    queryFn: ({ signal }) => apiRequest<NavigationEntry[]>('GET', '/api-internal/navigation/main', { checkVersion: true, signal }),
    staleTime: Infinity,
  });
  const value = useMemo(
    () => ({
      entries: data ?? [],
      loading: isPending,
      error: isError ? messages.shell.navigationFetchFailed : null,
      // A reading still under way may have begun before the change: it is given up and the menu read anew.
      refresh: () => void client.cancelQueries({ queryKey: MENU_QUERY }).then(() => client.refetchQueries({ queryKey: MENU_QUERY })),
    }),
    [data, isPending, isError, client],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export const useNavigationEntries = () => useContext(NavigationContext);

/** True when some menu entry (or child) leads to the path; the top bar's links depend on it (SPEC §2). */
export function navigationHasPath(entries: NavigationEntry[], path: string): boolean {
  return entries.some((entry) => entry.path === path || (entry.children ?? []).some((child) => child.path === path));
}
