import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest, onUnauthenticated, startUserCall, userForGate } from '../src/api/api-client';
import { tokenStore } from '../src/api/token-store';

/** A canned answer of the server, as fetch gives it. */
const answer = (status: number, body: unknown, extra: { redirected?: boolean; url?: string } = {}) => {
  const response = new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  Object.defineProperties(response, { redirected: { value: extra.redirected ?? false }, url: { value: extra.url ?? 'http://localhost/proxy/form/x' } });
  return response;
};

const user = { token: 'refreshed-token' };
let calls: string[];

/** Stubs fetch with the answers given in order; records each call as 'METHOD path (token)'. */
function serve(...answers: Response[]) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push(`${init.method} ${path} (${(init.headers as Record<string, string>).authorization ?? 'none'})`);
      const next = answers.shift();
      if (!next) throw new Error(`unexpected call ${path}`);
      return next;
    }),
  );
}

beforeEach(() => tokenStore.set('old-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('SPEC §8 rules of every call', () => {
  it('on a 403, refreshes the token through the user call and retries once with the new one', async () => {
    serve(answer(403, { message: 'Accès refusé' }), answer(200, user), answer(200, { ok: true }));
    expect(await apiRequest('GET', '/proxy/form/x')).toEqual({ ok: true });
    expect(calls).toEqual(['GET /proxy/form/x (Bearer old-token)', 'GET /api-internal/user (Bearer old-token)', 'GET /proxy/form/x (Bearer refreshed-token)']);
  });

  it('retries only once: a second 403 is the answer', async () => {
    serve(answer(403, { message: 'Accès refusé' }), answer(200, user), answer(403, { message: 'Accès refusé' }));
    await expect(apiRequest('GET', '/proxy/form/x')).rejects.toMatchObject({ status: 403, message: 'Accès refusé' });
    expect(calls).toHaveLength(3);
  });

  it('does not retry a 403 marked protected: no token would change it', async () => {
    serve(answer(403, { message: 'Vous ne pouvez pas supprimer', protected: true }));
    const failure = await apiRequest('DELETE', '/proxy/form/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(calls).toEqual(['DELETE /proxy/form/x (Bearer old-token)']);
  });

  it('ends the session on a 401: the token is forgotten and the app told', async () => {
    const told = vi.fn<() => void>();
    const stop = onUnauthenticated(told);
    serve(answer(401, { message: 'Votre session a expiré' }));
    await expect(apiRequest('GET', '/proxy/form/x')).rejects.toMatchObject({ status: 401 });
    expect(tokenStore.get()).toBeNull();
    expect(told).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reloads the app when an answer ended on the login page', async () => {
    const reload = vi.fn<() => void>();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    serve(answer(200, {}, { redirected: true, url: 'http://localhost/front/login' }));
    await apiRequest('GET', '/proxy/form/x');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("the app's start user call", () => {
  it('is the gate’s answer even when it came before the gate asked: one request, not two', async () => {
    serve(answer(200, user), answer(200, { token: 'second-token' }));
    startUserCall();
    await vi.waitFor(() => expect(tokenStore.get()).toBe('refreshed-token'));
    expect(await userForGate()).toEqual(user);
    expect(calls).toEqual(['GET /api-internal/user (Bearer old-token)']);
  });

  it('is not the gate’s once another session is stored (logged out and in since): the gate asks', async () => {
    serve(answer(200, user), answer(200, { token: 'other-session' }));
    startUserCall();
    await vi.waitFor(() => expect(tokenStore.get()).toBe('refreshed-token'));
    tokenStore.set('new-login-token');
    expect(await userForGate()).toEqual({ token: 'other-session' });
    expect(calls).toEqual(['GET /api-internal/user (Bearer old-token)', 'GET /api-internal/user (Bearer new-login-token)']);
  });

  it('is not kept when it failed before the gate asked: the gate asks again', async () => {
    serve(answer(500, { message: 'Erreur' }), answer(200, user));
    startUserCall();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await userForGate()).toEqual(user);
    expect(calls).toHaveLength(2);
  });

  it('is taken once: the gate of a later screen asks again', async () => {
    serve(answer(200, user), answer(200, { token: 'second-token' }));
    startUserCall();
    await userForGate();
    expect(await userForGate()).toEqual({ token: 'second-token' });
    expect(calls).toHaveLength(2);
  });
});
