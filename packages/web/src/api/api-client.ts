import { APP_VERSION_HEADER, type ApiError, type User, messages } from '@ossature/contract';
import { checkAppVersion } from './app-version';
import { clearSession, tokenStore } from './token-store';

/** A failed call: the status and the server's French message (and per-field errors when it gave some). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError & Record<string, unknown>,
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
  /** JSON, or a FormData sent as multipart (file uploads). */
  body?: unknown;
  /** Navigation calls carry the app-version check (SPEC §8). */
  checkVersion?: boolean;
  /** Told the status of a successful answer. */
  onStatus?: (status: number) => void;
  signal?: AbortSignal;
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const token = tokenStore.get();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
  return fetch(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/** The answer of a failed call, with a message even when the server gave only errors (sub-form deletes do). */
async function errorBody(response: Response): Promise<ApiError & Record<string, unknown>> {
  try {
    const body = (await response.json()) as Partial<ApiError> & Record<string, unknown>;
    if (body && typeof body === 'object') {
      const first = Array.isArray(body.errors) ? (body.errors[0] as { text?: string } | undefined)?.text : undefined;
      return { ...body, message: typeof body.message === 'string' ? body.message : (first ?? messages.http.internalError) };
    }
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

let userInFlight: Promise<User> | null = null;

/** The user call, shared while one is under way: two asking at once make one request. */
export function loadUser(): Promise<User> {
  userInFlight ??= fetchUser().finally(() => {
    userInFlight = null;
  });
  return userInFlight;
}

/** The start's user call until the gate takes it, and the token its answer stored once it came. */
let start: { answer: Promise<User>; token?: string } | null = null;

/**
 * main.tsx: the user call of the app's start, made as soon as its script runs, while the router still loads the first
 * screen's script; kept for the screen gate (`userForGate`). A failure is not kept: the gate then asks itself.
 */
export function startUserCall(): void {
  const current: { answer: Promise<User>; token?: string } = { answer: loadUser() };
  start = current;
  current.answer.then(
    (user) => {
      current.token = user.token;
    },
    () => {
      if (start === current) start = null;
    },
  );
}

/**
 * The gate's user: the start's answer the first time, even when it came before the gate's first render (the call
 * would otherwise be made a second time, and the first screen wait for it); then, or when that answer belongs to
 * another session than the stored token's (logged out and in since, another tab), a call of its own.
 */
export function userForGate(): Promise<User> {
  const taken = start;
  start = null;
  if (taken && (taken.token === undefined || taken.token === tokenStore.get())) return taken.answer;
  return loadUser();
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
  options.onStatus?.(response.status);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * A file of the API as a blob (stored files need the bearer token, which an <img src> does not send), with the same
 * session rules as every call.
 */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await send('GET', path, { signal });
  if (response.status === 401) {
    clearSession();
    for (const listener of listeners.unauthenticated) listener();
  }
  if (!response.ok) throw new ApiRequestError(response.status, await errorBody(response));
  return response.blob();
}

/** The status of the last answer of a call that resolved (202 tells an asynchronous save from a saved one). */
export async function apiRequestWithStatus<T>(method: string, path: string, options: RequestOptions = {}): Promise<{ status: number; body: T }> {
  let status = 0;
  const body = await apiRequest<T>(method, path, { ...options, onStatus: (code) => (status = code) });
  return { status, body };
}
