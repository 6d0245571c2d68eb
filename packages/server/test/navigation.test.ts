import { messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { LEGACY_FRONTEND_URL: 'https://ancienne.example.org' }, modules: [] });
  // A module's contribution: shown only to users who may open that module.
  ctx.app.navigation.contribute({
    menu: 'main',
    order: 10,
    entries: (viewer) =>
      viewer.modules.has('agenda')
        ? [{ name: 'agenda', title: 'Agenda', icon: 'event', children: [{ name: 'rdv', title: 'Rendez-vous', path: '/list/rdv' }] }]
        : [],
  });
});
afterAll(() => ctx.close());

const navigation = (token: string, url = '/api-internal/navigation/main') =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api-internal/navigation/{name}', () => {
  it('answers the menu with the home entry first, the old-version entry last, and the app-version header', async () => {
    const response = await navigation(await ctx.login('agent'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['app-version']).toBe('1.2.3+test');
    expect(response.json()).toEqual([
      { name: 'home', title: 'Accueil', path: '/', icon: 'home' },
      { name: 'switch_frontend', title: 'Ancienne version', path: '/switch_frontend', icon: 'history' },
    ]);
  });

  it('shows a module group only to users given the module by a client that has it enabled', async () => {
    const db = ctx.app.db.kysely;
    const saintAubin = await db.selectFrom('client').select('id').where('code', '=', 'saint-aubin').executeTakeFirstOrThrow();
    const agent = await db.selectFrom('app_user').select('id').where('username', '=', 'agent').executeTakeFirstOrThrow();
    const partner = await db.selectFrom('app_user').select('id').where('username', '=', 'partenaire').executeTakeFirstOrThrow();
    await db.insertInto('user_module').values([{ user_id: agent.id, module: 'agenda' }, { user_id: partner.id, module: 'agenda' }]).execute();
    const names = async (username: string) =>
      ((await navigation(await ctx.login(username))).json() as { name: string }[]).map((entry) => entry.name);

    expect(await names('agent')).toEqual(['home', 'switch_frontend']);
    await db.insertInto('client_module').values({ client_id: saintAubin.id, module: 'agenda' }).execute();
    expect(await names('agent')).toEqual(['home', 'agenda', 'switch_frontend']);
    expect(await names('partenaire')).toEqual(['home', 'agenda', 'switch_frontend']);
    expect(await names('admin')).toEqual(['home', 'switch_frontend']);
  });

  it('accepts a param segment and answers 404 for an unknown menu', async () => {
    const token = await ctx.login('agent');
    expect((await navigation(token, '/api-internal/navigation/main/extra')).statusCode).toBe(200);
    const unknown = await navigation(token, '/api-internal/navigation/inconnu');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.http.notFound });
    expect((await navigation(token, '/api-internal/navigation/Bad%20Name')).statusCode).toBe(400);
  });
});
