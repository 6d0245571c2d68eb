/**
 * Where the bearer token lives. localStorage rather than sessionStorage: a record opened in a new tab (SPEC
 * 'linked record … in a new window') must not ask to log in again. Logout clears it with the session storage.
 */
const TOKEN_KEY = 'ossature.token';

export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string): void => localStorage.setItem(TOKEN_KEY, token),
  clear: (): void => localStorage.removeItem(TOKEN_KEY),
};

const sessionEndListeners = new Set<() => void>();

/** Called when a session ends, for what keeps the user's data in memory (the data-fetching layer's cache). */
export function onSessionCleared(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/** Logout and expired sessions: forget everything this browser holds for the user (SPEC §2 /logout). */
export function clearSession(): void {
  tokenStore.clear();
  sessionStorage.clear();
  for (const listener of sessionEndListeners) listener();
}
