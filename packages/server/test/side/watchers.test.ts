import type { RecordWatchers } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, formClient } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
const tokens: Record<string, string> = {};
let customer: number;
let theirs: number;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const username of ['agent', 'admin', 'partenaire', 'agent.lilas']) tokens[username] = await ctx.login(username);
  customer = (await create(formClient(ctx.app, tokens.agent!), 'customer', { name: 'Suivi Morel', kind: 'company' })).identifier;
  theirs = (await create(formClient(ctx.app, tokens['agent.lilas']!), 'customer', { name: 'Suivi des Lilas', kind: 'company' })).identifier;
});
afterAll(() => ctx.close());

const read = (username: string, id = customer) => ctx.app.inject({ method: 'GET', url: `/api-internal/watcher/customer/${id}`, headers: bearer(tokens[username]!) });
const watch = (username: string, payload: unknown, id = customer) =>
  ctx.app.inject({ method: 'POST', url: `/api-internal/watcher/customer/${id}`, headers: bearer(tokens[username]!), payload: payload as object });

describe('watchers of a record', () => {
  it('are added and removed by the toggle, each user for themselves, twice the same being once', async () => {
    expect((await read('agent')).json<RecordWatchers>()).toEqual({ watching: false, users: [] });
    await watch('agent', { watch: true });
    const twice = await watch('agent', { watch: true });
    expect(twice.json<RecordWatchers>()).toEqual({ watching: true, users: [{ id: expect.any(Number), name: 'Camille Durand' }] });
    await watch('admin', { watch: true });
    expect((await read('admin')).json<RecordWatchers>().users.map((user) => user.name)).toEqual(['Antoine Leroy', 'Camille Durand']);
    const stopped = (await watch('agent', { watch: false })).json<RecordWatchers>();
    expect(stopped).toEqual({ watching: false, users: [{ id: expect.any(Number), name: 'Antoine Leroy' }] });
  });

  it('may be joined by someone who only reads the record', async () => {
    const answer = await watch('partenaire', { watch: true });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<RecordWatchers>().watching).toBe(true);
  });

  it('of another organisation’s record are neither read nor joined, and bad requests are refused in French', async () => {
    expect((await read('agent', theirs)).statusCode).toBe(404);
    expect((await watch('agent', { watch: true }, theirs)).statusCode).toBe(404);
    expect((await read('agent.lilas', theirs)).json<RecordWatchers>().users).toEqual([]);
    for (const payload of [{}, { watch: 'oui' }, { watch: true, user_id: 1 }]) {
      const response = await watch('agent', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/[a-zé]/);
    }
  });
});
