import { messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formClient, idParams } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const userId = async (username: string) =>
  (await ctx.app.db.kysely.selectFrom('app_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

describe('g_user_profile', () => {
  it('opens the connected user’s own profile only, without ever sending the password', async () => {
    const client = formClient(ctx.app, await ctx.login('agent'));
    const own = await client.load('g_user_profile', await userId('agent'));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ title: 'Camille Durand', values: { username: 'agent', name: 'Camille Durand', password: null } });
    expect(own.json().buttons).toEqual([{ name: 'save', title: 'Enregistrer' }]);
    expect((await client.load('g_user_profile', await userId('admin'))).statusCode).toBe(404);
    expect((await client.load('g_user_profile')).statusCode).toBe(404);
  });

  it('changes the password when a strong one is typed, and keeps it when left empty', async () => {
    const id = await userId('partenaire');
    const client = formClient(ctx.app, await ctx.login('partenaire'));
    const form = (await client.load('g_user_profile', id)).json();
    const weak = await client.save(`g_user_profile/${idParams(id)}`, { identifier: id, version: form.version, values: { ...form.values, password: 'court' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([{ path: 'password', text: messages.form.strongPassword }]);

    const strong = await client.save(`g_user_profile/${idParams(id)}`, { identifier: id, version: form.version, values: { ...form.values, password: 'Nouveau-mot-de-passe-42' } });
    expect(strong.statusCode).toBe(200);
    expect(strong.json().values.password).toBeNull();
    await ctx.login('partenaire', 'Nouveau-mot-de-passe-42');

    const renamed = await client.save(`g_user_profile/${idParams(id)}`, { identifier: id, version: strong.json().version, values: { ...strong.json().values, name: 'Karim B.' } });
    expect(renamed.statusCode).toBe(200);
    await ctx.login('partenaire', 'Nouveau-mot-de-passe-42');
    const history = (await client.history('app_user', id)).json();
    expect(history.data[1].main.modification['Nouveau mot de passe']).toEqual({ old: '••••••••', new: '••••••••' });
    expect(JSON.stringify(history)).not.toMatch(/scrypt/);
  });

  it('lets a super admin switch organisation, and nobody else', async () => {
    const agentId = await userId('agent');
    const agent = formClient(ctx.app, await ctx.login('agent'));
    const agentForm = (await agent.load('g_user_profile', agentId)).json();
    expect(agentForm.properties.organisation.read_only).toBe(true);
    expect(agentForm.properties.organisation.values).toEqual([{ value: String(agentForm.values.organisation), label: 'Mairie de Saint-Aubin' }]);
    const lilasId = (await ctx.app.db.kysely.selectFrom('client').select('id').where('code', '=', 'lilas').executeTakeFirstOrThrow()).id;
    await agent.save(`g_user_profile/${idParams(agentId)}`, { identifier: agentId, version: agentForm.version, values: { ...agentForm.values, organisation: String(lilasId) } });
    const agentToken = await ctx.login('agent');
    expect((await ctx.app.inject({ method: 'GET', url: '/api-internal/user', headers: bearer(agentToken) })).json().client_name).toBe('Mairie de Saint-Aubin');

    const sadminId = await userId('sadmin');
    const token = await ctx.login('sadmin');
    const sadmin = formClient(ctx.app, token);
    const form = (await sadmin.load('g_user_profile', sadminId)).json();
    expect(form.properties.organisation.read_only).toBe(false);
    expect(form.properties.organisation.values.map((option: { label: string }) => option.label)).toEqual(['Clinique des Lilas', 'Mairie de Saint-Aubin']);
    const switched = await sadmin.save(`g_user_profile/${idParams(sadminId)}`, { identifier: sadminId, version: form.version, values: { ...form.values, organisation: String(lilasId) } });
    expect(switched.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api-internal/user', headers: bearer(token) })).json().client_name).toBe('Clinique des Lilas');
  });
});

describe('the organisations offered to a super admin', () => {
  it('come in French order, an accented capital beside its letter rather than after z', async () => {
    const lilas = ctx.app.db.kysely.updateTable('client').where('code', '=', 'lilas');
    await lilas.set({ name: 'École des Lilas' }).execute();
    try {
      const sadminId = await userId('sadmin');
      const form = (await formClient(ctx.app, await ctx.login('sadmin')).load('g_user_profile', sadminId)).json();
      expect(form.properties.organisation.values.map((option: { label: string }) => option.label)).toEqual(['École des Lilas', 'Mairie de Saint-Aubin']);
    } finally {
      await lilas.set({ name: 'Clinique des Lilas' }).execute();
    }
  });
});

describe('g_user_settings', () => {
  it('edits the same settings the shell reads', async () => {
    const id = await userId('admin');
    const token = await ctx.login('admin');
    const client = formClient(ctx.app, token);
    const form = (await client.load('g_user_settings', id)).json();
    expect(form.values).toEqual({ side_navigation_displayed: false, list_page_size: '50', email_notifications: true });
    const saved = await client.save(`g_user_settings/${idParams(id)}`, { identifier: id, version: form.version, values: { side_navigation_displayed: true, list_page_size: '20', email_notifications: true } });
    expect(saved.statusCode).toBe(200);
    const user = (await ctx.app.inject({ method: 'GET', url: '/api-internal/user', headers: bearer(token) })).json();
    expect(user.user_settings).toMatchObject({ side_navigation_displayed: '1', list_page_size: '20' });
    const stale = await client.save(`g_user_settings/${idParams(id)}`, { identifier: id, version: form.version, values: form.values });
    expect(stale.statusCode).toBe(409);
  });
});
