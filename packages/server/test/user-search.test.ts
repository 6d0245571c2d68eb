import { foldForSearch } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ modules: [] });
});
afterAll(() => ctx.close());

const search = (token: string | null, query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api-internal/users${query}`, headers: token ? bearer(token) : {} });

describe('GET /api-internal/users (the editor mentions)', () => {
  it('lists the names and usernames of the caller’s organisation only, in name order', async () => {
    const response = await search(await ctx.login('agent'), '?search=');
    expect(response.statusCode).toBe(200);
    const users = response.json<{ id: number; name: string; username: string }[]>();
    expect(users.map((user) => user.username)).toEqual(['admin', 'agent', 'partenaire', 'sadmin']);
    expect(Object.keys(users[0]!).toSorted()).toEqual(['id', 'name', 'username']);
    const lilas = (await search(await ctx.login('agent.lilas'), '')).json<{ username: string }[]>();
    expect(lilas.map((user) => user.username)).toEqual(['admin.lilas', 'agent.lilas']);
  });

  it('finds users by any word of their name or username, whatever the case and accents', async () => {
    const token = await ctx.login('admin.lilas');
    expect((await search(token, `?search=${encodeURIComponent('HELENE')}`)).json()).toMatchObject([{ username: 'admin.lilas', name: 'Hélène Moreau' }]);
    expect((await search(token, '?search=agent')).json()).toMatchObject([{ username: 'agent.lilas' }]);
    expect((await search(token, `?search=${encodeURIComponent('julien zzz')}`)).json()).toEqual([]);
    // Another organisation's user is never found, even by an exact username.
    expect((await search(token, '?search=sadmin')).json()).toEqual([]);
    // LIKE wildcards are taken literally.
    expect((await search(token, '?search=%25')).json()).toEqual([]);
  });

  it('gives the names in French order, an accented capital beside its letter rather than after z', async () => {
    const renamed = { agent: 'Zoé Martin', partenaire: 'Éric Lenoir' };
    const before = await ctx.app.db.kysely.selectFrom('app_user').select(['username', 'name']).where('username', 'in', Object.keys(renamed)).execute();
    try {
      for (const [username, name] of Object.entries(renamed)) await ctx.app.db.kysely.updateTable('app_user').set({ name }).where('username', '=', username).execute();
      const names = (await search(await ctx.login('admin'), '')).json<{ name: string }[]>().map((user) => user.name);
      expect(names).toEqual(names.toSorted((a, b) => (foldForSearch(a) < foldForSearch(b) ? -1 : 1)));
      expect(names.indexOf('Éric Lenoir')).toBeLessThan(names.indexOf('Zoé Martin'));
    } finally {
      for (const { username, name } of before) await ctx.app.db.kysely.updateTable('app_user').set({ name }).where('username', '=', username).execute();
    }
  });

  it('leaves deactivated users out', async () => {
    const token = await ctx.login('agent');
    await ctx.app.db.kysely.updateTable('app_user').set({ active: 0 }).where('username', '=', 'partenaire').execute();
    try {
      expect((await search(token, '?search=karim')).json()).toEqual([]);
    } finally {
      await ctx.app.db.kysely.updateTable('app_user').set({ active: 1 }).where('username', '=', 'partenaire').execute();
    }
  });

  it('needs a session and a valid query', async () => {
    expect((await search(null, '?search=a')).statusCode).toBe(401);
    const token = await ctx.login('agent');
    expect((await search(token, `?search=${'a'.repeat(101)}`)).statusCode).toBe(400);
    expect((await search(token, '?search=a&limit=500')).statusCode).toBe(400);
  });
});
