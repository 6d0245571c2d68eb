import type { FormResponse, OnchangeResponse, RecordWatchers } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { f } from '../../src/metadata/fields.js';
import { ModuleRegistry } from '../../src/metadata/registry.js';
import { applicationModules } from '../../src/modules/index.js';
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
  for (const row of await ctx.db.selectFrom('app_user').select(['id', 'username']).execute()) userIds[row.username] = Number(row.id);
});
afterAll(() => ctx.close());

const read = (username: string, id = customer) => ctx.app.inject({ method: 'GET', url: `/api-internal/watcher/customer/${id}`, headers: bearer(tokens[username]!) });
/** SPEC §4 'Watcher toggle': the form's field change of `watchers`, its ids with or without the user's own. */
const change = (username: string, payload: unknown, form = 'customer') =>
  ctx.app.inject({ method: 'POST', url: `/proxy/form/onchange/${form}/watchers`, headers: bearer(tokens[username]!), payload: payload as object });
const userIds: Record<string, number> = {};
/** The toggle as the screen sends it: the watchers it shows, the user added or taken out. */
async function watch(username: string, on: boolean, id = customer) {
  const shown = (await read(username, id)).json<RecordWatchers>();
  const others = (shown.users ?? []).map((user) => user.id).filter((userId) => userId !== userIds[username]);
  return change(username, { identifier: id, values: { watchers: on ? [...others, userIds[username]] : others } });
}
const watchersIn = (response: { json<T>(): T }) => response.json<OnchangeResponse>().watchers;

describe('watchers of a record', () => {
  it('are added and removed by the toggle’s field change, each user for themselves, twice the same being once', async () => {
    expect((await read('agent')).json<RecordWatchers>()).toEqual({ watching: false, users: [] });
    const before = (await formClient(ctx.app, tokens.agent!).load('customer', customer)).json<FormResponse>();
    await watch('agent', true);
    const twice = await watch('agent', true);
    expect(twice.statusCode).toBe(200);
    expect(twice.json<OnchangeResponse>()).toEqual({
      properties: { watchers: { value: [userIds.agent] } },
      collection: {},
      watchers: { watching: true, users: [{ id: userIds.agent, name: 'Camille Durand' }] },
    });
    await watch('admin', true);
    expect((await read('admin')).json<RecordWatchers>().users.map((user) => user.name)).toEqual(['Antoine Leroy', 'Camille Durand']);
    const stopped = await watch('agent', false);
    expect(watchersIn(stopped)).toEqual({ watching: false, users: [{ id: userIds.admin, name: 'Antoine Leroy' }] });
    // Following is not saving: the record's values, version and history are as they were.
    const after = (await formClient(ctx.app, tokens.agent!).load('customer', customer)).json<FormResponse>();
    expect([after.version, after.values]).toEqual([before.version, before.values]);
    const history = await ctx.db.selectFrom('history_entry').select('type').where('table_name', '=', 'customer').where('record_id', '=', customer).execute();
    expect(history.map((entry) => entry.type)).toEqual(['Création']);
  });

  it('change only the caller: ids of others sent or left out are theirs, not the caller’s, to change', async () => {
    const forged = await change('agent', { identifier: customer, values: { watchers: [userIds.sadmin, userIds.partenaire] } });
    expect(watchersIn(forged)).toEqual({ watching: false, users: [{ id: userIds.admin, name: 'Antoine Leroy' }] });
    const emptied = await change('agent', { identifier: customer, values: { watchers: [userIds.agent] } });
    expect(watchersIn(emptied)?.users.map((user) => user.name)).toEqual(['Antoine Leroy', 'Camille Durand']);
    await watch('agent', false);
  });

  it('may be joined by someone who only reads the record', async () => {
    const answer = await watch('partenaire', true);
    expect(answer.statusCode).toBe(200);
    expect(watchersIn(answer)?.watching).toBe(true);
  });

  it('of another organisation’s record are neither read nor joined, and bad requests are refused in French', async () => {
    expect((await read('agent', theirs)).statusCode).toBe(404);
    expect((await change('agent', { identifier: theirs, values: { watchers: [userIds.agent] } })).statusCode).toBe(404);
    expect((await read('agent.lilas', theirs)).json<RecordWatchers>().users).toEqual([]);
    expect((await change('agent', { identifier: 999_999, values: { watchers: [userIds.agent] } })).statusCode).toBe(404);
    // The user's own profile is a form without side tools.
    expect((await change('agent', { identifier: userIds.agent, values: { watchers: [userIds.agent] } }, 'g_user_profile')).statusCode).toBe(404);
    for (const payload of [{}, { values: { watchers: [userIds.agent] } }, { identifier: null, values: { watchers: [userIds.agent] } }, { identifier: customer, values: {} }, { identifier: customer, values: { watchers: 'oui' } }, { identifier: customer, values: { watchers: ['1'] } }, { identifier: customer, values: { watchers: [1.5] } }]) {
      const response = await change('agent', payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect(response.json<{ message: string }>().message).toMatch(/[a-zé]/);
    }
    expect((await read('agent')).json<RecordWatchers>().users.map((user) => user.name)).toEqual(['Antoine Leroy', 'Karim Benali']);
  });

  it('are listed by name in French order, an accented capital beside its letter rather than after z', async () => {
    await ctx.db.updateTable('app_user').set({ name: 'Élise Leroy' }).where('username', '=', 'admin').execute();
    try {
      expect((await read('agent')).json<RecordWatchers>().users.map((user) => user.name)).toEqual(['Élise Leroy', 'Karim Benali']);
    } finally {
      await ctx.db.updateTable('app_user').set({ name: 'Antoine Leroy' }).where('username', '=', 'admin').execute();
    }
  });
});

describe('the name watchers', () => {
  it('is the form’s watchers, so no module may declare a field by that name', () => {
    const customerModule = applicationModules.find((module) => module.name === 'customer')!;
    const withField = () =>
      new ModuleRegistry([...applicationModules.filter((module) => module !== customerModule), { ...customerModule, fields: { ...customerModule.fields, watchers: f.string('Suiveurs') } }]);
    expect(withField).toThrow(/"watchers" names the form's watchers/);
  });
});
