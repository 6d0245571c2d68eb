import { type FormResponse, type ListConfigurationBody, type ListDefinition, encodeParams, listSettingKey, messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listConfigurationModules } from '../../src/modules/list-configuration/index.js';
import { salesModules } from '../../src/modules/sales/index.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

/**
 * Saved list configurations (SPEC §3, §5, §6, §7 'Other'): saved and deleted as the generic forms g_list_configuration
 * and g_list_configuration_app, offered by the list definition with the caller's rights, the favourite and the
 * user's column choices.
 */

let ctx: TestContext;
const users: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  ctx = await createTestApp({ seedSize: 1, modules: [...salesModules, ...listConfigurationModules] });
  for (const username of ['sadmin', 'admin', 'agent', 'partenaire', 'admin.lilas']) users[username] = bearer(await ctx.login(username));
});
afterAll(() => ctx.close());

const body: ListConfigurationBody = {
  columns: [{ name: 'number', hidden: false }],
  filters: { operator: 'AND', filter_model: [{ column: 'status', operator: 'equal', value: 'sent' }] },
  sort_by: [{ id: 'issue_date', desc: true }],
  group_by: ['status'],
  show_percentage: true,
  sort_group_by: { status: 'COUNT@DESC' },
};

/** The configuration above with one more filter row. */
const filtered = (condition: Record<string, unknown>) => JSON.stringify({ ...body, filters: { operator: 'AND', filter_model: [body.filters!.filter_model[0], condition] } });

/** POST /proxy/form/{form}: what the save dialog sends. */
async function save(user: string, values: Record<string, unknown>, identifier: number | null = null, form = 'g_list_configuration', version?: number) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/proxy/form/${form}`,
    headers: users[user],
    payload: { identifier, ...(version !== undefined ? { version } : {}), values: { list_name: 'invoice', configuration: JSON.stringify(body), ...values } },
  });
  return { status: response.statusCode, json: response.json<FormResponse & { message: string; errors?: { path: string; text: string }[] }>() };
}

const remove = (user: string, id: number, form = 'g_list_configuration') =>
  ctx.app.inject({ method: 'DELETE', url: `/proxy/form/${form}/${encodeURIComponent(encodeParams({ id }))}`, headers: users[user], payload: { identifier: id } });

async function definition(user: string, params?: string): Promise<ListDefinition> {
  const response = await ctx.app.inject({ method: 'GET', url: `/proxy/list/invoice${params ? `/${encodeURIComponent(params)}` : ''}`, headers: users[user] });
  expect(response.statusCode).toBe(200);
  return response.json<ListDefinition>();
}
const titlesSeenBy = async (user: string) => (await definition(user)).list_configuration.map((entry) => entry.title);

const setSettings = (user: string, data: Record<string, string | number>) =>
  ctx.app.inject({ method: 'PATCH', url: '/api-internal/user/settings', headers: users[user], payload: { data } });

describe('saving a configuration', () => {
  it('saves a user configuration, named from its title, offered to its author only with the rights to change it', async () => {
    const saved = await save('agent', { title: 'Mes factures (à relancer)', scope: 'USER', order: 2 });
    expect(saved.status).toBe(200);
    const [entry] = (await definition('agent')).list_configuration.filter((candidate) => candidate.id === saved.json.identifier);
    expect(entry).toEqual({
      id: saved.json.identifier,
      list_configuration_name: 'g_list_configuration',
      configuration_name: 'mes-factures-a-relancer',
      scope: 'USER',
      list_name: 'invoice',
      order: 2,
      title: 'Mes factures (à relancer)',
      display_persisted: false,
      can_write: true,
      can_edit: true,
      can_read_json_configuration: false,
      version: saved.json.version,
      configuration: body,
    });
    expect(await titlesSeenBy('admin')).not.toContain('Mes factures (à relancer)');
    expect(await titlesSeenBy('admin.lilas')).not.toContain('Mes factures (à relancer)');
  });

  it('asks for a title and a scope with the save dialog’s messages', async () => {
    const saved = await save('agent', { title: '  ' });
    expect(saved.status).toBe(400);
    expect(saved.json.errors).toEqual(
      expect.arrayContaining([
        { path: 'title', text: messages.list.titleRequired },
        { path: 'scope', text: messages.list.scopeRequired },
      ]),
    );
  });

  it('refuses a configuration that is not one, and saves nothing', async () => {
    const before = (await definition('agent')).list_configuration.length;
    for (const configuration of ['{"filters": 3}', 'pas du JSON', JSON.stringify({ ...body, columns: [{ name: 'number' }] }), JSON.stringify({ ...body, extra: 1 })]) {
      const saved = await save('agent', { title: 'Invalide', scope: 'USER', configuration });
      expect(saved.status).toBe(400);
      expect(saved.json.errors).toEqual([{ path: 'configuration', text: expect.stringContaining(messages.list.invalidConfiguration) }]);
    }
    expect((await definition('agent')).list_configuration).toHaveLength(before);
  });

  it('refuses a filter its list cannot apply, as the list’s own request would, and saves nothing', async () => {
    const before = (await definition('agent')).list_configuration.length;
    for (const condition of [
      { column: 'issue_date', operator: '=', value: 'pas une date' },
      { column: 'total_incl_vat', operator: '>', value: 'beaucoup' },
      { column: 'status', operator: 'period', value: 'current_month' },
      { column: 'gone', operator: 'equal', value: 'x' },
    ]) {
      const saved = await save('agent', { title: 'Filtre faux', scope: 'USER', configuration: filtered(condition) });
      expect(saved.status).toBe(400);
      expect(saved.json.errors).toEqual([{ path: 'configuration', text: messages.list.invalidFilter }]);
    }
    expect((await definition('agent')).list_configuration).toHaveLength(before);
  });

  it('refuses a list the saver may not open', async () => {
    for (const listName of ['does_not_exist', 'g_user_profile']) {
      const saved = await save('agent', { title: 'Ailleurs', scope: 'USER', list_name: listName });
      expect(saved.status).toBe(400);
      expect(saved.json.errors).toEqual([{ path: 'list_name', text: messages.list.listNotFound }]);
    }
  });

  it('refuses a list the saver may only read (SPEC §6 read_only), whose screen offers no save', async () => {
    const customers = await ctx.app.inject({ method: 'GET', url: '/proxy/list/customer', headers: users.partenaire });
    expect(customers.json<ListDefinition>().read_only).toBe(true);
    const saved = await save('partenaire', { title: 'Mes clients', scope: 'USER', list_name: 'customer', configuration: JSON.stringify({ filters: { operator: 'AND', filter_model: [] } }) });
    expect(saved.status).toBe(400);
    expect(saved.json.errors).toEqual([{ path: 'list_name', text: messages.list.configurationReadOnly }]);
    expect(await ctx.app.records.db.selectFrom('list_configuration').select('id').where('title', '=', 'Mes clients').execute()).toEqual([]);
  });

  it('takes a filter row not filled in yet, as the list’s requests do, and checks an update against the list it belongs to', async () => {
    const unfinished = await save('agent', { title: 'À compléter', scope: 'USER', configuration: filtered({ column: 'total_incl_vat', operator: '>', value: '' }) });
    expect(unfinished.status).toBe(200);
    // A configuration stays with its list: naming another one does not get a filter of that list past the check.
    const moved = await save('agent', { title: 'À compléter', scope: 'USER', list_name: 'customer', configuration: filtered({ column: 'city', operator: 'contains', value: 'x' }) }, unfinished.json.identifier, undefined, unfinished.json.version!);
    expect(moved.status).toBe(400);
    expect(moved.json.errors).toEqual([{ path: 'configuration', text: messages.list.invalidFilter }]);
  });

  it('shares a configuration with the whole organisation only from an administrator, always in the menu', async () => {
    const refused = await save('agent', { title: 'Pour tous', scope: 'CLIENT' });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([{ path: 'scope', text: messages.list.scopeForbidden }]);

    const shared = await save('admin', { title: 'Factures envoyées', scope: 'CLIENT', in_menu: false });
    expect(shared.status).toBe(200);
    const asAgent = (await definition('agent')).list_configuration.find((entry) => entry.id === shared.json.identifier);
    expect(asAgent).toMatchObject({ scope: 'CLIENT', display_persisted: true, can_write: false, can_edit: false, can_read_json_configuration: false });
    const asAdmin = (await definition('admin')).list_configuration.find((entry) => entry.id === shared.json.identifier);
    expect(asAdmin).toMatchObject({ can_write: true, can_edit: true, can_read_json_configuration: true });
    expect(await titlesSeenBy('admin.lilas')).not.toContain('Factures envoyées');

    // Someone who may not write it is shown it read-only, without a save or delete, and changes or deletes nothing.
    const form = async (user: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/proxy/form/g_list_configuration/${encodeURIComponent(encodeParams({ id: shared.json.identifier! }))}`, headers: users[user] })).json<FormResponse>();
    expect(await form('agent')).toMatchObject({ read_only: true, buttons: [] });
    expect(await form('admin')).toMatchObject({ read_only: false, buttons: [{ name: 'save' }] });
    expect((await save('agent', { title: 'Détournée', scope: 'CLIENT' }, shared.json.identifier, undefined, shared.json.version!)).status).toBe(403);
    expect((await remove('agent', shared.json.identifier!)).statusCode).toBe(403);
    expect(await titlesSeenBy('agent')).toContain('Factures envoyées');
  });

  it('keeps an organisation’s configuration from who may not open its list: not found, to read, save or delete', async () => {
    const shared = await save('admin', { title: 'Relances du mois', scope: 'CLIENT' });
    expect(shared.status).toBe(200);
    const url = `/proxy/form/g_list_configuration/${encodeURIComponent(encodeParams({ id: shared.json.identifier! }))}`;
    // The partner's role reads customers, not invoices: the configuration's title and filters are not theirs to read.
    const asPartner = await ctx.app.inject({ method: 'GET', url, headers: users.partenaire });
    expect(asPartner.statusCode).toBe(404);
    expect(asPartner.body).not.toContain('Relances du mois');
    expect((await remove('partenaire', shared.json.identifier!)).statusCode).toBe(404);
    expect((await save('partenaire', { title: 'Reprise', scope: 'USER' }, shared.json.identifier, undefined, shared.json.version!)).status).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url, headers: users.agent })).statusCode).toBe(200);
    expect(await titlesSeenBy('admin')).toContain('Relances du mois');
  });

  it('keeps an application configuration from who may not open its list, not from the super admins who write it', async () => {
    const saved = await save('sadmin', { title: 'Pour l’équipe', order: 5 }, null, 'g_list_configuration_app');
    expect(saved.status).toBe(200);
    const read = (user: string) =>
      ctx.app.inject({ method: 'GET', url: `/proxy/form/g_list_configuration_app/${encodeURIComponent(encodeParams({ id: saved.json.identifier! }))}`, headers: users[user] });
    expect((await read('partenaire')).statusCode).toBe(404);
    expect((await read('agent')).statusCode).toBe(200);
    const sadmin = await ctx.app.db.kysely.selectFrom('app_user').select('id').where('username', '=', 'sadmin').executeTakeFirstOrThrow();
    await ctx.app.db.kysely.deleteFrom('user_module').where('user_id', '=', sadmin.id).where('module', '=', 'invoice').execute();
    try {
      expect((await read('sadmin')).statusCode).toBe(200);
    } finally {
      await ctx.app.db.kysely.insertInto('user_module').values({ user_id: sadmin.id, module: 'invoice' }).execute();
    }
  });

  it('saves an application configuration for any list of the application, whatever the super admin’s own organisation has', async () => {
    const sadmin = await ctx.app.db.kysely.selectFrom('app_user').select('id').where('username', '=', 'sadmin').executeTakeFirstOrThrow();
    const removed = await ctx.app.db.kysely.deleteFrom('user_module').where('user_id', '=', sadmin.id).where('module', '=', 'invoice').executeTakeFirst();
    expect(Number(removed.numDeletedRows)).toBe(1);
    try {
      expect((await save('sadmin', { title: 'Pour toutes', order: 9 }, null, 'g_list_configuration_app')).status).toBe(200);
      const unknown = await save('sadmin', { title: 'Nulle part', list_name: 'does_not_exist' }, null, 'g_list_configuration_app');
      expect(unknown.json.errors).toEqual([{ path: 'list_name', text: messages.list.listNotFound }]);
    } finally {
      await ctx.app.db.kysely.insertInto('user_module').values({ user_id: sadmin.id, module: 'invoice' }).execute();
    }
  });

  it('lists the application’s configurations first for everyone, never renamed, written by super admins only', async () => {
    expect((await save('admin', { title: 'Par statut' }, null, 'g_list_configuration_app')).status).toBe(403);
    const saved = await save('sadmin', { title: 'Par statut', order: 1 }, null, 'g_list_configuration_app');
    expect(saved.status).toBe(200);
    for (const user of ['agent', 'admin.lilas']) {
      const [first] = (await definition(user)).list_configuration;
      expect(first).toMatchObject({ id: saved.json.identifier, scope: 'APP', list_configuration_name: 'g_list_configuration_app', can_write: false, can_edit: false });
    }
    expect((await definition('sadmin')).list_configuration[0]).toMatchObject({ can_write: true, can_edit: false });

    const resaved = await save('sadmin', { title: 'Autre titre', order: 3 }, saved.json.identifier, 'g_list_configuration_app', saved.json.version!);
    expect(resaved.status).toBe(200);
    expect((await definition('agent')).list_configuration[0]).toMatchObject({ title: 'Par statut', configuration_name: 'par-statut', order: 3 });

    // Not deletable: the users' form does not see it, the application's refuses.
    expect((await remove('sadmin', saved.json.identifier!)).statusCode).toBe(404);
    expect((await remove('sadmin', saved.json.identifier!, 'g_list_configuration_app')).statusCode).toBe(403);
  });

  it('deletes one’s own configuration by id', async () => {
    const saved = await save('agent', { title: 'Éphémère', scope: 'USER' });
    expect((await remove('admin', saved.json.identifier!)).statusCode).toBe(404);
    expect((await remove('agent', saved.json.identifier!)).statusCode).toBe(200);
    expect(await titlesSeenBy('agent')).not.toContain('Éphémère');
  });
});

describe('opening a list', () => {
  it('starts on the favourite, and forgets a favourite whose configuration is gone', async () => {
    const saved = await save('agent', { title: 'Favorite', scope: 'USER' });
    const key = listSettingKey('invoice', undefined, 'favorite-configuration');
    expect(key).toBe('invoice--favorite-configuration');
    expect((await setSettings('agent', { [key]: saved.json.identifier! })).statusCode).toBe(200);
    expect(await definition('agent')).toMatchObject({ current_configuration_id: saved.json.identifier, favourite_configuration_id: saved.json.identifier });

    expect((await remove('agent', saved.json.identifier!)).statusCode).toBe(200);
    expect((await definition('agent')).current_configuration_id).toBeNull();
    const left = await ctx.app.db.kysely.selectFrom('user_setting').select('key').where('key', '=', key).execute();
    expect(left).toEqual([]);
  });

  it('starts on the configuration a menu entry names in the page params, before the favourite', async () => {
    const favourite = await save('agent', { title: 'Favorite 2', scope: 'USER' });
    const named = await save('agent', { title: 'Du menu', scope: 'USER', in_menu: true });
    await setSettings('agent', { [listSettingKey('invoice', undefined, 'favorite-configuration')]: favourite.json.identifier! });
    const params = encodeParams({ configuration_id: named.json.identifier! });
    // The favourite stays the favourite: the menu entry only opens on another configuration.
    expect(await definition('agent', params)).toMatchObject({ current_configuration_id: named.json.identifier, favourite_configuration_id: null });
    // Another user's configuration named in the params is not applied.
    expect((await definition('admin', params)).current_configuration_id).toBeNull();
  });

  it('gives the user’s column choices back from the server, and the list as declared as the empty configuration', async () => {
    const key = listSettingKey('invoice', undefined, 'columns');
    await setSettings('agent', { [key]: JSON.stringify({ hidden: ['customer'], order: ['number', 'customer'] }) });
    const list = await definition('agent');
    expect(list.column_choices).toEqual({ hidden: ['customer'], order: ['number', 'customer'] });
    expect(list.empty_configuration).toMatchObject({ filters: { operator: 'AND', filter_model: [] }, group_by: [], global_filter: '' });
    expect(list.empty_configuration.column_order).toEqual(list.columns.map((column) => column.name));
    expect(list.user_configuration_scope).toEqual(['USER']);
    expect((await definition('admin')).user_configuration_scope).toEqual(['CLIENT', 'USER']);

    await setSettings('agent', { [key]: '{"hidden": "customer"}' });
    expect((await definition('agent')).column_choices).toBeNull();
  });
});

/** The main menu's entries inside its groups, as the user gets them. */
async function menu(user: string) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api-internal/navigation/main', headers: users[user] });
  expect(response.statusCode).toBe(200);
  const entries = response.json<{ children?: { title: string; path?: string }[] }[]>().flatMap((entry) => entry.children ?? []);
  return entries.map(({ title, path }) => ({ title, path }));
}

describe('the menu', () => {
  it('follows a list’s entry with the configurations marked for the menu that the user sees, each opening the list on itself', async () => {
    const own = await save('agent', { title: 'Au menu', scope: 'USER', in_menu: true });
    await save('agent', { title: 'Pas au menu', scope: 'USER', in_menu: false });
    const agentMenu = await menu('agent');
    const invoices = agentMenu.findIndex((entry) => entry.path === '/list/invoice');
    expect(agentMenu.slice(invoices + 1).map((entry) => entry.title)).toEqual(expect.arrayContaining(['Factures : Au menu', 'Factures : Factures envoyées']));
    expect(agentMenu.map((entry) => entry.title)).not.toContain('Factures : Pas au menu');
    expect(agentMenu).toContainEqual({ title: 'Factures : Au menu', path: `/list/invoice/${encodeParams({ configuration_id: own.json.identifier! })}` });
    expect((await menu('admin')).map((entry) => entry.title)).not.toContain('Factures : Au menu');
  });
});

/** A page of invoices as the user gets it with these parameters. */
const data = async (user: string, query: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/proxy/list/data/invoice/20/0?${query}`, headers: users[user] });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { hidden_values: { id: number } }[]; total_items: number }>();
};
const ids = (answer: { data: { hidden_values: { id: number } }[] }) => answer.data.map((row) => row.hidden_values.id);

describe('default_conf', () => {
  it('gives the list as the user opens it: their favourite’s filters and sort, unless the call sets its own', async () => {
    const favourite: ListConfigurationBody = {
      filters: { operator: 'AND', filter_model: [{ column: 'status', operator: 'equal', value: 'paid' }] },
      sort_by: [{ id: 'issue_date', desc: true }],
    };
    const saved = await save('agent', { title: 'Payées récentes', scope: 'USER', configuration: JSON.stringify(favourite) });
    // Saved before the list lost a column and before its dates were checked: no save takes these parts any more.
    const stale: ListConfigurationBody = {
      ...favourite,
      filters: { operator: 'AND', filter_model: [...favourite.filters!.filter_model, { column: 'gone', operator: 'equal', value: 'x' }, { column: 'issue_date', operator: '=', value: 'pas une date' }] },
      group_by: ['gone'],
    };
    await ctx.app.db.kysely.updateTable('list_configuration').set({ configuration: JSON.stringify(stale) }).where('id', '=', saved.json.identifier!).execute();
    await setSettings('agent', { [listSettingKey('invoice', undefined, 'favorite-configuration')]: saved.json.identifier! });

    const explicit = await data('agent', `multiple_search=${encodeURIComponent(JSON.stringify({ operator: 'AND', filter_model: [favourite.filters!.filter_model[0]] }))}&sort_column=issue_date&sort_direction=desc`);
    expect(explicit.total_items).toBeGreaterThan(0);
    // The column the list no longer has, and the date that is none, are skipped, not refused: the list still opens.
    const opened = await data('agent', 'default_conf=1');
    expect(ids(opened)).toEqual(ids(explicit));
    expect(opened.total_items).toBe(explicit.total_items);
    // The screen is offered the same, as the configuration applies today: it would send a stale row as it is.
    const offered = (await definition('agent')).list_configuration.find((entry) => entry.id === saved.json.identifier)!;
    expect(offered.configuration).toEqual({ ...favourite, group_by: [] });
    // Saved again as it is, with a new title only, it is not refused for parts the user cannot see in the form.
    const renamed = await save('agent', { title: 'Payées, récentes', scope: 'USER', configuration: JSON.stringify(stale) }, saved.json.identifier, undefined, saved.json.version!);
    expect(renamed.status).toBe(200);

    const ownSort = await data('agent', 'default_conf=1&sort_column=issue_date&sort_direction=asc');
    expect(ids(ownSort)).toEqual(ids(await data('agent', `multiple_search=${encodeURIComponent(JSON.stringify({ operator: 'AND', filter_model: [favourite.filters!.filter_model[0]] }))}&sort_column=issue_date&sort_direction=asc`)));
    // Without a favourite, default_conf changes nothing.
    expect(ids(await data('admin', 'default_conf=1'))).toEqual(ids(await data('admin', '')));
  });
});
