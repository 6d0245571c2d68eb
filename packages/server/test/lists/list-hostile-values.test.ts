import { GROUP_BY_SEPARATOR, LIST_GROUP_LEVELS_MAX, type ListData, type ListDefinition, encodeParams, listSettingKey, messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listConfigurationModules } from '../../src/modules/list-configuration/index.js';
import { salesModules } from '../../src/modules/sales/index.js';
import { type TestContext, bearer, createTestApp } from '../helpers/test-app.js';

/**
 * Values a column cannot hold, and ids no record can have, sent to the list calls. SQLite compares anything with
 * anything; PostgreSQL fails on a value its column's type cannot hold. Each is refused in French (400) before any
 * query runs, on both databases, and nothing is written.
 */

let ctx: TestContext;
let admin: Record<string, string>;
let agent: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp({ seedSize: 1, modules: [...salesModules, ...listConfigurationModules] });
  admin = bearer(await ctx.login('admin'));
  agent = bearer(await ctx.login('agent'));
});
afterAll(() => ctx.close());

const send = async (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object, headers = admin) => {
  const response = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json<{ message: string; errors?: { path?: string; text: string }[] } & Partial<ListData>>() };
};
const query = (entries: Record<string, string>) => new URLSearchParams(entries).toString();
const filter = (column: string, operator: string, value: string | string[]) => JSON.stringify({ operator: 'AND', filter_model: [{ column, operator, value }] });
const data = (domain: string, entries: Record<string, string>, params?: string) =>
  send('GET', `/proxy/list/data/${domain}/20/0${params === undefined ? '' : `/${encodeURIComponent(params)}`}?${query(entries)}`);
const errorTexts = (body: { errors?: { text: string }[] }) => (body.errors ?? []).map((error) => error.text);

describe('a filter', () => {
  it('refuses a decimal or an over-large number for a rating held as a whole number, and finds by a whole one', async () => {
    for (const value of ['1,5', '1.5', '99999999999']) {
      const answer = await data('product', { multiple_search: filter('rating', '>', value) });
      expect([value, answer.status]).toEqual([value, 400]);
      expect(answer.body.message).toBe(messages.list.invalidFilter);
    }
    expect((await data('product', { multiple_search: filter('rating', '>', '3') })).status).toBe(200);
  });

  it('refuses a related record’s id no record can have, typed or among the header’s values', async () => {
    for (const [operator, value] of [
      ['equal', '99999999999'],
      ['equal', '2147483648'],
      ['column_values', ['99999999999']],
    ] as const) {
      const answer = await data('invoice', { multiple_search: filter('customer', operator, value as string | string[]) });
      expect([operator, value, answer.status]).toEqual([operator, value, 400]);
      expect(answer.body.message).toBe(messages.list.invalidFilter);
    }
    expect((await data('invoice', { multiple_search: filter('customer', 'equal', '2147483647') })).body.total_items).toBe(0);
  });

  it('refuses a null character in a typed value, the search and a column’s values lookup', async () => {
    const requests: Record<string, string>[] = [
      { multiple_search: filter('number', 'contains', 'FA\u0000') },
      { multiple_search: filter('status', 'column_values', ['paid\u0000']) },
      { global_search: 'FA\u0000' },
      { retrieve_column: 'number;@@;\u0000' },
    ];
    for (const entries of requests) {
      const answer = await data('invoice', entries);
      expect([entries, answer.status]).toEqual([entries, 400]);
      expect(errorTexts(answer.body)).toEqual([messages.form.invalidCharacters]);
    }
  });
});

describe('a group’s params handed back altered', () => {
  it('are refused when the group’s value is one its column cannot hold; a group as handed out still opens', async () => {
    const groups = (await data('invoice', { group_by: 'customer' })).body.data as { params: string }[];
    const opened = await data('invoice', { group_by: 'customer', group_level: '1' }, groups[0]!.params);
    expect(opened.status).toBe(200);
    for (const [column, value] of [
      ['customer', 'abc'],
      ['customer', 1.5],
      ['customer', 99_999_999_999],
      ['status', 'paid\u0000'],
      ['status', 5],
    ] as const) {
      const params = encodeParams({ group: JSON.stringify([[column, value]]) });
      const answer = await data('invoice', { group_by: column, group_level: '1' }, params);
      expect([column, value, answer.status]).toEqual([column, value, 400]);
      expect(answer.body.message).toBe(messages.list.invalidGroup);
    }
  });
});

describe('ids beyond the largest a record can have', () => {
  it('are refused in a bulk selection, a bulk run’s address, a configuration’s save and delete, and page params, writing nothing', async () => {
    const before = await ctx.db.selectFrom('bulk_batch').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const selection = encodeURIComponent(encodeParams({ _list_name: 'invoice', _list_selection: '2147483648' }));
    expect((await send('POST', `/proxy/form/invoice_mark_sent/${selection}`, { identifier: null, values: {} })).status).toBe(400);
    for (const url of ['/proxy/bulk/2147483648', '/proxy/bulk/9999999999/undo', '/proxy/bulk/9999999999/cancel']) {
      expect([url, (await send(url.endsWith('8') ? 'GET' : 'POST', url)).status]).toEqual([url, 400]);
    }
    const after = await ctx.db.selectFrom('bulk_batch').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    const configurations = await ctx.db.selectFrom('list_configuration').selectAll().orderBy('id').execute();
    const values = { list_name: 'invoice', title: 'T', scope: 'USER', configuration: JSON.stringify({ filters: { operator: 'AND', filter_model: [] } }) };
    expect((await send('POST', '/proxy/form/g_list_configuration', { identifier: 2_147_483_648, version: 1, values }, agent)).status).toBe(400);
    expect((await send('DELETE', '/proxy/form/g_list_configuration', { identifier: 2_147_483_648 }, agent)).status).toBe(400);
    expect(await ctx.db.selectFrom('list_configuration').selectAll().orderBy('id').execute()).toEqual(configurations);

    const page = encodeURIComponent(encodeParams({ id: '99999999999' }));
    expect((await send('GET', `/proxy/form/invoice/${page}`)).body.message).toBe(messages.http.invalidParams);
    expect((await send('GET', '/proxy/form/history/invoice/99999999999')).status).toBe(400);
  });
});

const exports = async () => Number((await ctx.db.selectFrom('list_export').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('an export', () => {
  it('of no column, titled with a null character, or filtered by what the column cannot hold is refused before it is recorded', async () => {
    const before = await exports();
    const columns = ['number', 'customer', 'issue_date', 'due_date', 'status', 'total_excl_vat', 'total_vat', 'total_incl_vat'];
    const everyColumnHidden = await send('POST', '/proxy/list/export/invoice', { output: 'csv', query: { 'hidden[]': columns } });
    expect(everyColumnHidden.status).toBe(400);
    expect(everyColumnHidden.body.message).toBe(messages.listExport.noColumn);
    const title = await send('POST', '/proxy/list/export/invoice', { output: 'xlsx', title: 'Tab\u0000le', query: {} });
    expect(title.body.message).toBe(messages.form.invalidCharacters);
    const rating = await send('POST', '/proxy/list/export/product', { output: 'csv', background: true, query: { multiple_search: filter('rating', '>', '1,5') } });
    expect(rating.body.message).toBe(messages.list.invalidFilter);
    expect(await exports()).toBe(before);
  });
});

const save = (configuration: object, listName = 'invoice') =>
  send('POST', '/proxy/form/g_list_configuration', { identifier: null, values: { list_name: listName, title: 'Groupes', scope: 'USER', configuration: JSON.stringify(configuration) } }, agent);

const storedConfigurations = async () =>
  Number((await ctx.db.selectFrom('list_configuration').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow()).count);

describe('a saved configuration', () => {
  it('is refused when it groups twice by a column, or searches or filters for a null character', async () => {
    const twice = await save({ filters: { operator: 'AND', filter_model: [] }, group_by: ['status', 'status'] });
    expect(twice.status).toBe(400);
    expect(errorTexts(twice.body)).toEqual([messages.list.invalidGroupBy]);
    const search = await save({ filters: { operator: 'AND', filter_model: [] }, global_filter: 'FA\u0000' });
    expect(errorTexts(search.body)).toEqual([messages.form.invalidCharacters]);
    const filtered = await save({ filters: { operator: 'AND', filter_model: [{ column: 'number', operator: 'contains', value: 'FA\u0000' }] } });
    expect(errorTexts(filtered.body)).toEqual([messages.list.invalidFilter]);
  });

  it('saves as many group levels as a list request takes, and refuses one more, storing nothing', async () => {
    // The customers' list has the most groupable columns of the demo's lists.
    const definition = (await send('GET', '/proxy/list/customer')).body as unknown as ListDefinition;
    const groupable = definition.columns.filter((column) => column.groupable).map((column) => column.name);
    expect(groupable.length).toBeGreaterThan(LIST_GROUP_LEVELS_MAX);
    const deepest = groupable.slice(0, LIST_GROUP_LEVELS_MAX);
    expect((await save({ filters: { operator: 'AND', filter_model: [] }, group_by: deepest }, 'customer')).status).toBe(200);
    expect((await data('customer', { group_by: deepest.join(GROUP_BY_SEPARATOR) })).status).toBe(200);
    const stored = await storedConfigurations();
    const deeper = await save({ filters: { operator: 'AND', filter_model: [] }, group_by: groupable.slice(0, LIST_GROUP_LEVELS_MAX + 1) }, 'customer');
    expect(deeper.status).toBe(400);
    expect(await storedConfigurations()).toBe(stored);
  });

  it('stored before with a repeated group still opens its list, grouped once', async () => {
    const saved = await save({ filters: { operator: 'AND', filter_model: [] }, group_by: ['status'] });
    const id = (saved.body as unknown as { identifier: number }).identifier;
    // As a configuration saved before groups were checked holds it.
    const stored = await ctx.db.selectFrom('list_configuration').select('configuration').where('id', '=', id).executeTakeFirstOrThrow();
    const repeated = { ...(JSON.parse(String(stored.configuration)) as object), group_by: ['status', 'status'] };
    await ctx.db.updateTable('list_configuration').set({ configuration: JSON.stringify(repeated) }).where('id', '=', id).execute();
    await send('PATCH', '/api-internal/user/settings', { data: { [listSettingKey('invoice', undefined, 'favorite-configuration')]: String(id) } }, agent);

    const opened = await send('GET', `/proxy/list/data/invoice/20/0?${query({ default_conf: '1' })}`, undefined, agent);
    expect(opened.status).toBe(200);
    expect((opened.body.data as { _type: string }[]).every((row) => row._type === 'group')).toBe(true);
  });
});
