import { AdministrationTools, messages } from '@ossature/contract';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const report = (code: string, actions = 2) => ({
  user: 'agent',
  location: '/front/content/inconnu',
  error: 'Module introuvable : inconnu',
  info: 'at ContentPage',
  code,
  actions: Array.from({ length: actions }, (_, index) => ({ type: 'navigation', at: `2026-11-22T09:0${index % 10}:00Z`, detail: `/page/${index}` })),
});

const send = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api-internal/error', headers: bearer(token), payload });
const tools = (token: string) => ctx.app.inject({ method: 'GET', url: '/api-internal/administration/tools', headers: bearer(token) });

describe('POST /api-internal/error', () => {
  it('stores a report with the last tracked actions and answers its code', async () => {
    const response = await send(await ctx.login('agent'), report('ERR-AB12CD'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ code: 'ERR-AB12CD' });
  });

  it('refuses more than 20 actions and malformed codes', async () => {
    const token = await ctx.login('agent');
    expect((await send(token, report('ERR-TOOMANY', 21))).statusCode).toBe(400);
    expect((await send(token, report('<script>'))).statusCode).toBe(400);
  });
});

describe('GET /api-internal/administration/tools', () => {
  it('is refused to anyone but super admins, with a protected 403 that must not trigger a token refresh', async () => {
    const response = await tools(await ctx.login('admin'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.auth.forbidden, protected: true });
  });

  it('lists the clients and only the current client organisation’s error reports, newest first', async () => {
    await send(await ctx.login('agent.lilas'), report('ERR-LILAS1'));
    await send(await ctx.login('agent'), report('ERR-STAUB2'));
    const response = await tools(await ctx.login('sadmin'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Value.Check(AdministrationTools, body)).toBe(true);
    expect(body.clients.map((client: { name: string; users: number }) => [client.name, client.users])).toEqual([
      ['Clinique des Lilas', 2],
      ['Mairie de Saint-Aubin', 4],
    ]);
    expect(body.error_reports.map((entry: { code: string }) => entry.code)).toEqual(['ERR-STAUB2', 'ERR-AB12CD']);
    expect(body.error_reports[0]).toMatchObject({ username: 'agent', location: '/front/content/inconnu' });
    expect(body.error_reports[0].actions).toHaveLength(2);
  });
});
