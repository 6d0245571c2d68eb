import { User, messages } from '@ossature/contract';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from './helpers/test-app.js';
import { testDialect } from './helpers/test-database.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ modules: [] });
});
afterAll(() => ctx.close());

const getUser = (token: string) => ctx.app.inject({ method: 'GET', url: '/api-internal/user', headers: bearer(token) });
const patchSettings = (token: string, payload: unknown) =>
  ctx.app.inject({ method: 'PATCH', url: '/api-internal/user/settings', headers: bearer(token), payload: payload as object });

describe('GET /api-internal/user', () => {
  it('runs on the database under test', () => {
    expect(ctx.app.db.dialect).toBe(testDialect);
  });

  it('returns the SPEC §3 user with its client organisation, flags and the app-version header', async () => {
    const token = await ctx.login('sadmin');
    const response = await getUser(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['app-version']).toBe('1.2.3+test');
    const user = response.json();
    expect(Value.Check(User, user)).toBe(true);
    expect(user).toMatchObject({
      username: 'sadmin',
      name: 'Sophie Marchand',
      identity_name: 'MARCHAND Sophie',
      client: 'saint-aubin',
      client_name: 'Mairie de Saint-Aubin',
      is_admin: '1',
      is_super_admin: '1',
      switch_frontend: '',
      map_default_center: [48.26, -1.43],
      has_choice_encoding: true,
      token,
    });
  });

  it('gives plain users no admin flag', async () => {
    const user = (await getUser(await ctx.login('agent'))).json();
    expect(user).toMatchObject({ username: 'agent', is_admin: '0', is_super_admin: '0' });
  });

  it('lists only the modules the client still has enabled', async () => {
    const agentId = (await getUser(await ctx.login('agent'))).json().id as number;
    const db = ctx.app.db.kysely;
    const clientId = (await db.selectFrom('client').select('id').where('code', '=', 'saint-aubin').executeTakeFirstOrThrow()).id;
    await db.insertInto('client_module').values([{ client_id: clientId, module: 'alpha' }]).execute();
    await db.insertInto('user_module').values([{ user_id: agentId, module: 'alpha' }, { user_id: agentId, module: 'beta' }]).execute();
    const user = (await getUser(await ctx.login('agent'))).json();
    expect(user.modules).toEqual(['alpha']);
    expect(user.client_modules).toEqual(['alpha']);
  });
});

describe('PATCH /api-internal/user/settings', () => {
  it('stores settings as text and the user call returns them, overriding the defaults', async () => {
    const token = await ctx.login('admin');
    expect((await getUser(token)).json().user_settings.side_navigation_displayed).toBe('0');
    const response = await patchSettings(token, { data: { side_navigation_displayed: 1, theme_dense: true } });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toEqual([
      { key: 'side_navigation_displayed', value: '1' },
      { key: 'theme_dense', value: '1' },
    ]);
    await patchSettings(token, { data: { side_navigation_displayed: '0' } });
    const user = (await getUser(token)).json();
    expect(user.settings).toContainEqual({ key: 'side_navigation_displayed', value: '0' });
    expect(user.user_settings.side_navigation_displayed).toBe('0');
  });

  it('refuses keys that are not identifiers, empty data and unknown fields, writing nothing', async () => {
    const token = await ctx.login('partenaire');
    const bad = await patchSettings(token, { data: { 'clé invalide': 'x', ok: '1' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.http.badRequest);
    expect(bad.json().errors).toContainEqual({ path: 'data.clé invalide', text: messages.http.fieldUnknown });
    expect((await patchSettings(token, { data: {} })).statusCode).toBe(400);
    expect((await patchSettings(token, { data: { a: '1' }, other: 1 })).statusCode).toBe(400);
    expect((await getUser(token)).json().settings).toEqual([]);
  });

  it('only ever writes the settings of the caller', async () => {
    const agent = await ctx.login('agent.lilas');
    await patchSettings(agent, { data: { side_navigation_displayed: '1' } });
    const other = (await getUser(await ctx.login('admin.lilas'))).json();
    expect(other.settings).toEqual([]);
  });
});
