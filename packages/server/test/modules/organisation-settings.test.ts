import { type PlanningData, encodeParams } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSettingKeys } from '../../src/modules/account/user-settings-keys.js';
import { userSettingsModule } from '../../src/modules/account/user-settings-module.js';
import { organisationSettingKeys } from '../../src/modules/organisation/organisation-setting-keys.js';
import { organisationSettingsModule } from '../../src/modules/organisation/organisation-settings-module.js';
import { formClient, idParams } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const clientId = async (code: string) => (await ctx.app.db.kysely.selectFrom('client').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

type MenuEntry = { name: string; path?: string; children?: MenuEntry[] };
const menuOf = async (username: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api-internal/navigation/main', headers: bearer(await ctx.login(username)) })).json() as MenuEntry[];

/** Good Friday 2035 (23 March) as the planning of the user's organisation shows it. */
async function goodFriday(username: string) {
  const url = `/api-internal/planning/absences/${encodeURIComponent(encodeParams({ start: '2035-03-01', scale: 'month' }))}`;
  const month = (await ctx.app.inject({ method: 'GET', url, headers: bearer(await ctx.login(username)) })).json() as PlanningData;
  return month.days.find((day) => day.date === '2035-03-23');
}

describe('g_client_settings, the organisation’s settings', () => {
  it('opens the administrator’s own organisation from the Administration menu, and nothing for an agent', async () => {
    const saintAubin = await clientId('saint-aubin');
    const administration = (await menuOf('admin')).find((entry) => entry.name === 'administration');
    expect(administration?.children).toContainEqual(expect.objectContaining({ name: 'g_client_settings', path: `/form/g_client_settings/${encodeParams({ id: saintAubin })}` }));
    const agentMenu = JSON.stringify(await menuOf('agent'));
    expect(agentMenu).not.toContain('g_client_settings');

    const form = (await formClient(ctx.app, await ctx.login('admin')).load('g_client_settings', saintAubin)).json();
    expect(form.values).toEqual({ public_holidays_region: 'metropolitan', has_choice_encoding: true });
    expect(form.buttons).toEqual([{ name: 'save', title: 'Enregistrer' }]);
    expect((await formClient(ctx.app, await ctx.login('agent')).load('g_client_settings', saintAubin)).statusCode).toBe(403);
  });

  it('answers 404 for another organisation’s settings, to read or to save', async () => {
    const lilas = await clientId('lilas');
    const admin = formClient(ctx.app, await ctx.login('admin'));
    expect((await admin.load('g_client_settings', lilas)).statusCode).toBe(404);
    const saved = await admin.save(`g_client_settings/${idParams(lilas)}`, { identifier: lilas, version: 1, values: { public_holidays_region: 'alsace_moselle', has_choice_encoding: true } });
    expect(saved.statusCode).toBe(404);
    const stored = await ctx.app.db.kysely.selectFrom('client_setting').select('value').where('client_id', '=', lilas).where('key', '=', 'public_holidays_region').executeTakeFirst();
    expect(stored).toBeUndefined();
  });

  it('switches the organisation’s plannings to Alsace-Moselle’s holidays, for its users only', async () => {
    const lilas = await clientId('lilas');
    expect(await goodFriday('agent.lilas')).toMatchObject({ holliday: false });
    const admin = formClient(ctx.app, await ctx.login('admin.lilas'));
    const form = (await admin.load('g_client_settings', lilas)).json();
    const saved = await admin.save(`g_client_settings/${idParams(lilas)}`, { identifier: lilas, version: form.version, values: { ...form.values, public_holidays_region: 'alsace_moselle' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().values).toEqual({ public_holidays_region: 'alsace_moselle', has_choice_encoding: false });
    expect(await goodFriday('agent.lilas')).toMatchObject({ holliday: true, holliday_label: 'Vendredi saint' });
    expect(await goodFriday('agent')).toMatchObject({ holliday: false });
  });

  it('refuses a save made on settings someone else saved since, and an option that does not exist', async () => {
    const saintAubin = await clientId('saint-aubin');
    const admin = formClient(ctx.app, await ctx.login('admin'));
    const sadmin = formClient(ctx.app, await ctx.login('sadmin'));
    const seen = (await admin.load('g_client_settings', saintAubin)).json();
    const first = await sadmin.save(`g_client_settings/${idParams(saintAubin)}`, { identifier: saintAubin, version: seen.version, values: { ...seen.values, has_choice_encoding: false } });
    expect(first.statusCode).toBe(200);
    const late = await admin.save(`g_client_settings/${idParams(saintAubin)}`, { identifier: saintAubin, version: seen.version, values: { ...seen.values, public_holidays_region: 'alsace_moselle' } });
    expect(late.statusCode).toBe(409);
    expect(JSON.stringify(late.json())).toContain('Sophie Marchand');

    const current = (await admin.load('g_client_settings', saintAubin)).json();
    expect(current.values).toEqual({ public_holidays_region: 'metropolitan', has_choice_encoding: false });
    const unknown = await admin.save(`g_client_settings/${idParams(saintAubin)}`, { identifier: saintAubin, version: current.version, values: { ...current.values, public_holidays_region: 'guyane' } });
    expect(unknown.statusCode).toBe(400);
    expect((await admin.load('g_client_settings', saintAubin)).json().values.public_holidays_region).toBe('metropolitan');
  });
});

describe('the settings forms', () => {
  it('store every field they show, with its kind: a field the keys forgot would be shown and never saved', () => {
    for (const [module, keys] of [
      [organisationSettingsModule, organisationSettingKeys],
      [userSettingsModule, userSettingKeys],
    ] as const) {
      expect(keys.map(({ key, kind }) => [key, kind])).toEqual(Object.entries(module.fields).map(([name, field]) => [name, field.kind]));
    }
  });
});
