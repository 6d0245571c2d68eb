import { APP_VERSION_HEADER, type ApiError, type User, messages } from '@ossature/contract';
import { checkAppVersion } from './app-version';
import { clearSession, tokenStore } from './token-store';

/** A failed call: the status and the server's French message (and per-field errors when it gave some). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(body.message);
    this.name = 'ApiRequestError';
  }
}

type Listener<T> = (value: T) => void;

/** What the app wants to hear about: a dead session (→ login page) and a refreshed user (→ user context). */
const listeners = {
  unauthenticated: new Set<Listener<void>>(),
  userRefreshed: new Set<Listener<User>>(),
};

export function onUnauthenticated(listener: Listener<void>): () => void {
  listeners.unauthenticated.add(listener);
  return () => listeners.unauthenticated.delete(listener);
}

export function onUserRefreshed(listener: Listener<User>): () => void {
  listeners.userRefreshed.add(listener);
  return () => listeners.userRefreshed.delete(listener);
}

export interface RequestOptions {
  body?: unknown;
  /** Navigation calls carry the app-version check (SPEC §8). */
  checkVersion?: boolean;
  signal?: AbortSignal;
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const token = tokenStore.get();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

async function errorBody(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as ApiError;
    if (typeof body?.message === 'string') return body;
  } catch {
    // Not JSON (a proxy's error page): fall through to the generic message.
  }
  return { message: messages.http.internalError };
}

/** GET /api-internal/user: the connected user, with a possibly exchanged token that is stored at once. */
export async function fetchUser(signal?: AbortSignal): Promise<User> {
  const user = await apiRequest<User>('GET', '/api-internal/user', { signal }, false);
  tokenStore.set(user.token);
  for (const listener of listeners.userRefreshed) listener(user);
  return user;
}

/**
 * Every call of the app goes through here: bearer token, JSON in and out, and the SPEC §8 rules —
 * 401 ends the session; 403 (unless `protected`) refreshes the token through the user call and retries once;
 * a response that ended on the login page reloads the app; navigation calls check the app version.
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}, retry = true): Promise<T> {
  const response = await send(method, path, options);
  if (response.redirected && new URL(response.url).pathname.endsWith('/login')) {
    window.location.reload();
  }
  if (options.checkVersion) checkAppVersion(response.headers.get(APP_VERSION_HEADER));
  if (response.status === 401 && path !== '/api-internal/login') {
    clearSession();
    for (const listener of listeners.unauthenticated) listener();
    throw new ApiRequestError(401, await errorBody(response));
  }
  if (!response.ok) {
    const body = await errorBody(response);
    if (response.status === 403 && retry && body.protected !== true) {
      await fetchUser(options.signal);
      return apiRequest<T>(method, path, options, false);
    }
    throw new ApiRequestError(response.status, body);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
