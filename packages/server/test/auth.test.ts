import { messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const login = (username: string, password: string, ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api-internal/login', payload: { username, password }, remoteAddress: ip });

describe('login', () => {
  it('answers a bearer token for the right password, a new one at each login', async () => {
    const first = await ctx.login('agent');
    const second = await ctx.login('agent');
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
  });

  it('gives the same French message for a wrong password and for an unknown user', async () => {
    const wrongPassword = await login('admin', 'pas-le-bon', '10.0.0.2');
    const unknownUser = await login('personne', 'pas-le-bon', '10.0.0.2');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: messages.auth.invalidCredentials });
    expect(unknownUser.json()).toEqual(wrongPassword.json());
  });

  it('ignores the case and surrounding spaces of the username', async () => {
    const response = await login('  AGENT ', 'Demo!Ossature2026', '10.0.0.3');
    expect(response.statusCode).toBe(200);
  });

  it('blocks a username after five failures, even with the right password, until the window has passed', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login('partenaire', 'faux', '10.0.1.1')).statusCode).toBe(401);
    }
    const blocked = await login('partenaire', 'Demo!Ossature2026', '10.0.1.2');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: messages.auth.tooManyAttempts });
    ctx.clock.advance(16 * 60_000);
    expect((await login('partenaire', 'Demo!Ossature2026', '10.0.1.2')).statusCode).toBe(200);
  });

  it('blocks an address that tries many usernames', async () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      await login(`inconnu${attempt}`, 'faux', '10.0.2.1');
    }
    expect((await login('agent', 'Demo!Ossature2026', '10.0.2.1')).statusCode).toBe(429);
    expect((await login('agent', 'Demo!Ossature2026', '10.0.2.2')).statusCode).toBe(200);
  });

  it('reports missing fields, unknown fields and prototype keys in French without logging anyone in', async () => {
    const empty = await ctx.app.inject({ method: 'POST', url: '/api-internal/login', payload: { username: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: messages.http.badRequest,
      errors: expect.arrayContaining([
        { path: 'username', text: messages.http.fieldRequired },
        { path: 'password', text: messages.http.fieldRequired },
      ]),
    });
    const extra = await ctx.app.inject({
      method: 'POST',
      url: '/api-internal/login',
      payload: { username: 'agent', password: 'x', role: 'admin' },
    });
    expect(extra.json().errors).toEqual([{ path: 'role', text: messages.http.fieldUnknown }]);
    const poisoned = await ctx.app.inject({
      method: 'POST',
      url: '/api-internal/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"agent","password":"Demo!Ossature2026","__proto__":{"is_admin":1}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json()).toEqual({ message: messages.http.badRequest, errors: [{ path: '__proto__', text: messages.http.fieldForbiddenName }] });
  });
});

describe('bearer token', () => {
  it('is required by every /api-internal and /proxy call, known or not', async () => {
    for (const url of ['/api-internal/user', '/api-internal/navigation/main', '/api-internal/nothing', '/proxy/form/x']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
      expect(response.json()).toEqual({ message: messages.auth.unauthenticated });
    }
    const forged = await ctx.app.inject({ method: 'GET', url: '/api-internal/user', headers: bearer('forged-token') });
    expect(forged.statusCode).toBe(401);
  });

  it('is revoked by logout on the server', async () => {
    const token = await ctx.login('agent');
    const logout = await ctx.app.inject({ method: 'POST', url: '/api-internal/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    const after = await ctx.app.inject({ method: 'GET', url: '/api-internal/user', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('expires after its lifetime', async () => {
    const token = await ctx.login('agent');
    ctx.clock.advance(11 * 3_600_000);
    const stillValid = await ctx.app.inject({ method: 'GET', url: '/api-internal/navigation/main', headers: bearer(token) });
    expect(stillValid.statusCode).toBe(200);
    ctx.clock.advance(2 * 3_600_000);
    const expired = await ctx.app.inject({ method: 'GET', url: '/api-internal/navigation/main', headers: bearer(token) });
    expect(expired.statusCode).toBe(401);
  });

  it('is exchanged by the user call once past half its life; the old one works for one more minute', async () => {
    const token = await ctx.login('agent');
    const young = await ctx.app.inject({ method: 'GET', url: '/api-internal/user', headers: bearer(token) });
    expect(young.json().token).toBe(token);
    ctx.clock.advance(7 * 3_600_000);
    const aged = await ctx.app.inject({ method: 'GET', url: '/api-internal/user', headers: bearer(token) });
    const fresh = aged.json().token as string;
    expect(fresh).not.toBe(token);
    ctx.clock.advance(30_000);
    expect((await ctx.app.inject({ method: 'GET', url: '/api-internal/user', headers: bearer(token) })).statusCode).toBe(200);
    ctx.clock.advance(60_000);
    expect((await ctx.app.inject({ method: 'GET', url: '/api-internal/user', headers: bearer(token) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api-internal/user', headers: bearer(fresh) })).statusCode).toBe(200);
  });
});
