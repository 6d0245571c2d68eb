import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('tenant isolation of the foundation', () => {
  it('shows a user nothing of the other client organisation: name, modules, settings or error reports', async () => {
    const db = ctx.app.db.kysely;
    const saintAubin = await db.selectFrom('client').select('id').where('code', '=', 'saint-aubin').executeTakeFirstOrThrow();
    await db.insertInto('client_module').values({ client_id: saintAubin.id, module: 'urbanisme' }).execute();
    await db.insertInto('client_setting').values({ client_id: saintAubin.id, key: 'motto', value: 'secret de Saint-Aubin' }).execute();
    await ctx.app.inject({
      method: 'POST',
      url: '/api-internal/error',
      headers: bearer(await ctx.login('agent')),
      payload: { user: 'agent', location: '/front/', error: 'x', info: '', code: 'ERR-SAINTAUBIN', actions: [] },
    });

    for (const username of ['admin.lilas', 'agent.lilas']) {
      const token = await ctx.login(username);
      const user = (await get(token, '/api-internal/user')).json();
      const everything = JSON.stringify([user, (await get(token, '/api-internal/navigation/main')).json()]);
      expect(user.client_name).toBe('Clinique des Lilas');
      expect(everything).not.toMatch(/Saint-Aubin|saint-aubin|urbanisme|secret/);
      expect((await get(token, '/api-internal/administration/tools')).statusCode).toBe(403);
    }
  });
});
