import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from './helpers/test-app.js';

const userSettings = async (ctx: TestContext, username: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api-internal/user', headers: bearer(await ctx.login(username)) })).json<{
    user_settings: Record<string, string>;
  }>().user_settings;

describe('the map tile URL reaches the web app as the setting map_tile_url', () => {
  let configured: TestContext;
  let standard: TestContext;
  beforeAll(async () => {
    [configured, standard] = await Promise.all([
      createTestApp({ modules: [], env: { MAP_TILE_URL: '/front/tiles-test/{z}/{x}/{y}.png' } }),
      createTestApp({ modules: [] }),
    ]);
  });
  afterAll(() => Promise.all([configured.close(), standard.close()]));

  it('is OpenStreetMap’s tile service unless MAP_TILE_URL says otherwise', async () => {
    expect((await userSettings(standard, 'agent')).map_tile_url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect((await userSettings(configured, 'agent')).map_tile_url).toBe('/front/tiles-test/{z}/{x}/{y}.png');
  });

  it('is a default: an organisation’s own setting wins', async () => {
    const db = configured.app.db.kysely;
    const lilas = await db.selectFrom('client').select('id').where('code', '=', 'lilas').executeTakeFirstOrThrow();
    await db.insertInto('client_setting').values({ client_id: lilas.id, key: 'map_tile_url', value: 'https://tuiles.example/{z}/{x}/{y}.png' }).execute();
    expect((await userSettings(configured, 'agent.lilas')).map_tile_url).toBe('https://tuiles.example/{z}/{x}/{y}.png');
    expect((await userSettings(configured, 'agent')).map_tile_url).toBe('/front/tiles-test/{z}/{x}/{y}.png');
  });
});
