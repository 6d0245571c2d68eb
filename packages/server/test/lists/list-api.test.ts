import { type ListColumnValues, type ListCount, type ListData, type ListDefinition, type ListGroupRow, type ListRow, encodeParams, foldForSearch } from '@ossature/contract';
import { type SqlBool, sql } from 'kysely';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesModules } from '../../src/modules/sales/index.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

/** The list calls (SPEC §7) on the sales demo data: definitions, pages, filters, groups, counts, lookups, bad input. */

let ctx: TestContext;
let admin: Record<string, string>;
let lilasAdmin: Record<string, string>;
let saintAubin: number;
beforeAll(async () => {
  ctx = await createTestApp({ seedSize: 1, modules: salesModules });
  admin = bearer(await ctx.login('admin'));
  lilasAdmin = bearer(await ctx.login('admin.lilas'));
  saintAubin = (await ctx.app.db.kysely.selectFrom('client').select('id').where('code', '=', 'saint-aubin').executeTakeFirstOrThrow()).id;
});
afterAll(() => ctx.close());

async function call<T>(url: string, headers = admin): Promise<{ status: number; body: T }> {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<T>() };
}

const data = (query = '', size = 50, offset = 0, params?: string) =>
  call<ListData>(`/proxy/list/data/invoice/${size}/${offset}${params ? `/${encodeURIComponent(params)}` : ''}${query ? `?${query}` : ''}`);
const filters = (model: unknown[], operator = 'AND') => `multiple_search=${encodeURIComponent(JSON.stringify({ operator, filter_model: model }))}`;
const rowsOf = (answer: ListData) => answer.data as ListRow[];
const groupsOf = (answer: ListData) => answer.data as ListGroupRow[];

/** What the database holds for Saint-Aubin's invoices, read directly: what the list must agree with. */
async function direct(where: (query: ReturnType<typeof invoices>) => ReturnType<typeof invoices> = (query) => query) {
  const row = await where(invoices())
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('total_incl_vat').as('total')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), total: Number(row.total ?? 0) / 100 };
}
const invoices = () => ctx.app.records.db.selectFrom('invoice').where('client_id', '=', saintAubin);

describe('a list answer', () => {
  it('travels compressed to a browser that takes it, and is the same JSON', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/proxy/list/data/invoice/50/0', headers: admin });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await ctx.app.inject({ method: 'GET', url: '/proxy/list/data/invoice/50/0', headers: { ...admin, 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const gzip = await ctx.app.inject({ method: 'GET', url: '/proxy/list/invoice', headers: { ...admin, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).title).toBe('Factures');
  });
});

describe('a list definition', () => {
  it('describes the module’s columns, formats, operators and footer figures, with a version', async () => {
    const { status, body } = await call<ListDefinition>('/proxy/list/invoice');
    expect(status).toBe(200);
    expect(body.title).toBe('Factures');
    expect(body.columns.map((column) => column.name)).toEqual(['number', 'customer', 'issue_date', 'due_date', 'status', 'total_excl_vat', 'total_vat', 'total_incl_vat']);
    expect(body.columns.find((column) => column.name === 'total_incl_vat')).toMatchObject({ label: 'Total TTC', format: 'money', aggregate: 'sum', aggregate_label: 'Total', hidden: 0 });
    expect(body.columns.find((column) => column.name === 'total_vat')!.hidden).toBe(1);
    expect(body.columns.find((column) => column.name === 'issue_date')!.operators).toContain('period');
    expect(body.filter_operators.find((operator) => operator.default)?.operator).toBe('contains');
    expect(body.sort).toEqual({ column: 'issue_date', direction: 'desc' });
    expect(body.new).toEqual([{ name: 'Créer une nouvelle entrée', url: '/form/invoice' }]);
    expect(body.version).toMatch(/^[\w-]{16}$/);
  });

  it('is not found for an unknown list, a module kept in a store of its own, or another organisation’s module', async () => {
    for (const url of ['/proxy/list/nothing', '/proxy/list/g_user_profile']) {
      expect(await call(url)).toEqual({ status: 404, body: { message: "Cette liste n'existe pas." } });
    }
  });
});

describe('a page of a list', () => {
  it('shows the newest invoices first with labels, and the footer totals the whole filtered list in SQL', async () => {
    const { status, body } = await data();
    expect(status).toBe(200);
    const expected = await direct();
    expect(body.total_items).toBe(expected.count);
    expect(body.total_items_capped).toBe(false);
    expect(body.aggregates!.total_incl_vat).toBeCloseTo(expected.total, 2);
    const rows = rowsOf(body);
    expect(rows).toHaveLength(Math.min(50, expected.count));
    const dates = rows.map((row) => row.hidden_values.issue_date as string);
    expect(dates).toEqual(dates.toSorted().toReversed());
    expect(rows[0]!.values.status).toMatch(/^(Brouillon|Envoyée|Payée|Annulée)$/);
    expect(rows[0]!.values.customer).toMatch(/\(.+\)$/);
    expect(rows[0]!.values.issue_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(typeof rows[0]!.values.total_incl_vat).toBe('number');
    expect(rows[0]!.hidden_values.id).toEqual(expect.any(Number));
  });

  it('filters with AND / OR, searches, sorts and pages, agreeing with the database', async () => {
    const paid = await data(filters([{ column: 'status', operator: 'column_values', value: 'paid' }]));
    expect(paid.body.total_items).toBe((await direct((query) => query.where('status', '=', 'paid'))).count);
    expect(new Set(rowsOf(paid.body).map((row) => row.values.status))).toEqual(new Set(['Payée']));

    const either = await data(filters([{ column: 'status', operator: 'equal', value: 'paid' }, { column: 'status', operator: 'equal', value: 'draft' }], 'OR'));
    expect(either.body.total_items).toBe((await direct((query) => query.where('status', 'in', ['paid', 'draft']))).count);

    const big = await data(`${filters([{ column: 'total_incl_vat', operator: '>', value: '1000,5' }])}&sort_column=total_incl_vat&sort_direction=asc`);
    const amounts = rowsOf(big.body).map((row) => row.values.total_incl_vat as number);
    expect(amounts.every((amount) => amount > 1000.5)).toBe(true);
    expect(amounts).toEqual(amounts.toSorted((a, b) => a - b));
    expect(big.body.total_items).toBe((await direct((query) => query.where('total_incl_vat', '>', 100_050))).count);

    const someNumber = rowsOf((await data()).body)[3]!.values.number as string;
    const found = await data(`global_search=${encodeURIComponent(someNumber.toLowerCase())}`);
    expect(rowsOf(found.body).map((row) => row.values.number)).toEqual([someNumber]);

    // A customer's invoices by the customer's name, whatever its case or accents.
    const customer = await ctx.app.records.db.selectFrom('customer').select(['id', 'name']).where('client_id', '=', saintAubin).orderBy('id').executeTakeFirstOrThrow();
    const word = String(customer.name).split(/\s+/).toSorted((a, b) => b.length - a.length)[0]!;
    const byName = await data(`global_search=${encodeURIComponent(word.toUpperCase())}`);
    const named = await ctx.app.records.db.selectFrom('customer').select('id').where('client_id', '=', saintAubin).where(sql<SqlBool>`fold(name) like ${`%${foldForSearch(word)}%`}`).execute();
    const expected = await direct((query) => query.where((eb) => eb.or([eb('customer', 'in', named.map((row) => Number(row.id))), eb(sql`fold(number)`, 'like', `%${foldForSearch(word)}%`)])));
    expect(byName.body.total_items).toBe(expected.count);
    expect(byName.body.total_items).toBeGreaterThan(0);

    const second = await data('sort_column=number&sort_direction=asc', 5, 5);
    const first = await data('sort_column=number&sort_direction=asc', 10, 0);
    expect(rowsOf(second.body).map((row) => row.values.number)).toEqual(rowsOf(first.body).slice(5).map((row) => row.values.number));
  });
});

describe('groups of a list', () => {
  it('count, total and give each group its share in SQL, and hand out the params of their rows', async () => {
    const { body } = await data('group_by=status&show_percentage=1&sort_group_by[status]=COUNT@DESC');
    const groups = groupsOf(body);
    // The groups carry their totals: the footer's come with the count.
    expect(body.aggregates).toBeNull();
    const all = await direct();
    expect(groups.reduce((sum, group) => sum + group.count, 0)).toBe(all.count);
    expect(groups.reduce((sum, group) => sum + group.percentage, 0)).toBeCloseTo(100, 0);
    expect(groups.map((group) => group.count)).toEqual(groups.map((group) => group.count).toSorted((a, b) => b - a));
    const paid = groups.find((group) => group.label === 'Payée')!;
    expect(paid).toMatchObject({ _type: 'group', level: 0, values: { column: 'status', value: 'paid' } });
    expect(paid.aggregates.total_incl_vat).toBeCloseTo((await direct((query) => query.where('status', '=', 'paid'))).total, 2);

    const inside = await data('group_by=status&group_level=1&group_by_page=5', 50, 0, paid.params);
    expect(rowsOf(inside.body).every((row) => row.values.status === 'Payée')).toBe(true);
    expect(rowsOf(inside.body)).toHaveLength(Math.min(5, paid.count));
    expect(inside.body).toMatchObject({ total_items: paid.count, group_by_page: 5, group_by_total_items: paid.count });
  });

  it('go as many levels deep as asked: customers inside a status', async () => {
    const top = groupsOf((await data('group_by=status;@;customer')).body);
    const sent = top.find((group) => group.label === 'Envoyée')!;
    const customers = await data('group_by=status;@;customer&group_level=1', 100, 0, sent.params);
    const inner = groupsOf(customers.body);
    expect(inner.every((group) => group.level === 1 && group.values.column === 'customer')).toBe(true);
    expect(inner.reduce((sum, group) => sum + group.count, 0)).toBe(sent.count);
    expect(inner[0]!.label).toMatch(/\(.+\)$/);
  });

  it('ordered by value, come in what they show: a status in its options’ order (customers: group-order.test.ts)', async () => {
    const statuses = groupsOf((await data('group_by=status&sort_group_by[status]=VALUE@ASC')).body).map((group) => group.label);
    const declared = ['Brouillon', 'Envoyée', 'Payée', 'Annulée'];
    expect(statuses).toEqual(declared.filter((label) => statuses.includes(label)));
    expect(statuses.length).toBeGreaterThan(2);
    const reversed = groupsOf((await data('group_by=status&sort_group_by[status]=VALUE@DESC')).body).map((group) => group.label);
    expect(reversed).toEqual(statuses.toReversed());
  });
});

/** An invoice column's values lookup for what is typed: the values offered and their labels. */
async function lookup(column: string, typed: string) {
  const { status, body } = await call<ListColumnValues>(`/proxy/list/data/invoice/10/0?retrieve_column=${encodeURIComponent(`${column};@@;${typed}`)}`);
  expect(status).toBe(200);
  return { values: body.all_column_values.split(';@@;').filter(Boolean), labels: body.column_value_labels.split(';@@;').filter(Boolean) };
}

describe('counts and column values', () => {
  it('count exactly on their own call, under the list’s key', async () => {
    const { body } = await call<ListCount>(`/proxy/list/data/invoice/10/10?count_only=1&${filters([{ column: 'status', operator: 'equal', value: 'sent' }])}`);
    const sent = await direct((query) => query.where('status', '=', 'sent'));
    expect(body).toMatchObject({ key: 'invoice-', total_items: sent.count });
    expect(body.aggregates.total_incl_vat).toBeCloseTo(sent.total, 2);
  });

  it('offer ten distinct values of a column matching what is typed, and say how many more there are', async () => {
    const statuses = await call<ListColumnValues>('/proxy/list/data/invoice/10/0?retrieve_column=status;@@;');
    expect(statuses.body.all_column_values.split(';@@;').toSorted()).toEqual(['cancelled', 'draft', 'paid', 'sent'].filter((status) => statuses.body.all_column_values.includes(status)).toSorted());
    const numbers = await call<ListColumnValues>(`/proxy/list/data/invoice/10/0?retrieve_column=${encodeURIComponent('number;@@;FA')}`);
    expect(numbers.body.all_column_values.split(';@@;')).toHaveLength(10);
    expect(numbers.body.exceeded_column_values_count).toBe(Math.min(1000, (await direct()).count) - 10);
  });

  it('look for what is typed in what the cells show: a customer’s name, an option’s label, euros, a French date', async () => {
    const billed = await ctx.app.records.db
      .selectFrom('invoice')
      .innerJoin('customer', 'customer.id', 'invoice.customer')
      .where('invoice.client_id', '=', saintAubin)
      .select(['customer.id', 'customer.name', 'customer.city'])
      .orderBy('customer.id')
      .executeTakeFirstOrThrow();
    const byName = await lookup('customer', foldForSearch(String(billed.name)).slice(1, 5).toUpperCase());
    expect(byName.values).toContain(String(billed.id));
    expect(byName.labels.every((label) => foldForSearch(label).includes(foldForSearch(String(billed.name)).slice(1, 5)))).toBe(true);
    // The whole label as its cell shows it: each word is in one of its fields.
    expect((await lookup('customer', `${billed.name} (${billed.city})`)).values).toContain(String(billed.id));
    // The digits of an id are no part of a name.
    expect((await lookup('customer', String(billed.id))).values).not.toContain(String(billed.id));
    expect(await lookup('status', 'envoy')).toEqual({ values: ['sent'], labels: ['Envoyée'] });
    expect((await lookup('status', 'sent')).values).toEqual([]);
    const amount = await invoices().select('total_incl_vat').where('total_incl_vat', '>=', 100_000).orderBy('id').executeTakeFirstOrThrow();
    const euros = (Number(amount.total_incl_vat) / 100).toFixed(2);
    const typed = `${euros.slice(0, -6)} ${euros.slice(-6).replace('.', ',')}`;
    expect((await lookup('total_incl_vat', typed)).values).toContain(String(Number(euros)));
    const issued = await invoices().select('issue_date').orderBy('id').executeTakeFirstOrThrow();
    const [year, month, day] = String(issued.issue_date).split('-');
    const shown = `${day}/${month}/${year}`;
    expect((await lookup('issue_date', shown)).labels).toContain(shown);
  });

  it('name the values a filter already holds, asked with retrieve_labels: another organisation’s record by its id only', async () => {
    const ours = await ctx.app.records.db.selectFrom('customer').select(['id', 'name', 'city']).where('client_id', '=', saintAubin).orderBy('id').executeTakeFirstOrThrow();
    const theirs = await ctx.app.records.db.selectFrom('customer').select('id').where('client_id', '!=', saintAubin).orderBy('id').executeTakeFirstOrThrow();
    const labelsOf = async (column: string, held: string[]) => {
      const url = `/proxy/list/data/invoice/10/0?retrieve_column=${encodeURIComponent(`${column};@@;`)}&retrieve_labels=${encodeURIComponent(held.join(';@@;'))}`;
      const { status, body } = await call<ListColumnValues>(url);
      expect(status).toBe(200);
      return body.held_value_labels?.split(';@@;');
    };
    expect(await labelsOf('customer', [String(ours.id), String(theirs.id), 'abc'])).toEqual([`${ours.name} (${ours.city})`, `#${theirs.id}`, 'abc']);
    expect(await labelsOf('status', ['paid', 'sent'])).toEqual(['Payée', 'Envoyée']);
    // Naming is all such a lookup does: it looks for no values.
    const named = await call<ListColumnValues>(`/proxy/list/data/invoice/10/0?retrieve_column=status&retrieve_labels=paid`);
    expect([named.body.all_column_values, named.body.exceeded_column_values_count]).toEqual(['', 0]);
    const plain = await call<ListColumnValues>('/proxy/list/data/invoice/10/0?retrieve_column=status;@@;');
    expect(plain.body.held_value_labels).toBeUndefined();
  });

  it('refuse labels asked for without a column, or for more values than a filter row may hold', async () => {
    expect((await call('/proxy/list/data/invoice/10/0?retrieve_labels=paid')).status).toBe(400);
    const many = Array.from({ length: 201 }, (_, index) => String(index)).join(';@@;');
    expect((await call(`/proxy/list/data/invoice/10/0?retrieve_column=customer&retrieve_labels=${encodeURIComponent(many)}`)).status).toBe(400);
  });

  it('describe a column of whole numbers as such, for its filter to refuse 4,5 as it is typed', async () => {
    const products = await call<ListDefinition>('/proxy/list/product');
    expect(products.body.columns.find((column) => column.name === 'rating')?.whole).toBe(true);
    const invoicesList = await call<ListDefinition>('/proxy/list/invoice');
    expect(invoicesList.body.columns.filter((column) => column.whole).map((column) => column.name)).toEqual([]);
  });

  it('look for a multi-select’s options by their labels, accents or not', async () => {
    const { body } = await call<ListColumnValues>(`/proxy/list/data/customer/10/0?retrieve_column=${encodeURIComponent('sectors;@@;SANTE')}`);
    const held = await ctx.app.records.db.selectFrom('customer').select('sectors').where('client_id', '=', saintAubin).execute();
    const healthHeld = held.some((row) => String(row.sectors ?? '').includes('"sante"'));
    expect(body.all_column_values).toBe(healthHeld ? 'sante' : '');
    expect(body.column_value_labels).toBe(healthHeld ? 'Santé' : '');
  });

  it('name each value as the cells show it: an option by its label, a related record by its name', async () => {
    const statuses = await call<ListColumnValues>('/proxy/list/data/invoice/10/0?retrieve_column=status;@@;');
    const values = statuses.body.all_column_values.split(';@@;');
    const labels = statuses.body.column_value_labels.split(';@@;');
    expect(labels).toHaveLength(values.length);
    expect(labels[values.indexOf('sent')]).toBe('Envoyée');
    const customers = await call<ListColumnValues>('/proxy/list/data/invoice/10/0?retrieve_column=customer;@@;');
    const [firstId] = customers.body.all_column_values.split(';@@;');
    const customer = await ctx.app.records.db.selectFrom('customer').select(['name', 'city']).where('id', '=', Number(firstId)).executeTakeFirstOrThrow();
    expect(customers.body.column_value_labels.split(';@@;')[0]).toBe(`${customer.name} (${customer.city})`);
  });
});

describe('column values given back as a filter', () => {
  const labelsBySector: Record<string, string> = { sante: 'Santé', education: 'Éducation', industrie: 'Industrie', commerce: 'Commerce', services: 'Services' };

  it('offer each option of a multi-select on its own, and each finds every row holding it', async () => {
    const { body } = await call<ListColumnValues>('/proxy/list/data/customer/10/0?retrieve_column=sectors;@@;');
    const values = body.all_column_values.split(';@@;');
    const held = await ctx.app.records.db.selectFrom('customer').select('sectors').where('client_id', '=', saintAubin).execute();
    const present = [...new Set(held.flatMap((row) => JSON.parse(String(row.sectors ?? '[]')) as string[]))].toSorted();
    expect(values).toEqual(present);
    expect(body.column_value_labels.split(';@@;')).toEqual(present.map((value) => labelsBySector[value]));
    for (const value of values) {
      const found = await call<ListData>(`/proxy/list/data/customer/50/0?${filters([{ column: 'sectors', operator: 'column_values', value: [value] }])}`);
      expect(found.body.total_items).toBe(held.filter((row) => (JSON.parse(String(row.sectors ?? '[]')) as string[]).includes(value)).length);
    }
    const searched = await call<ListColumnValues>(`/proxy/list/data/customer/10/0?retrieve_column=${encodeURIComponent(`sectors;@@;${present[0]!.slice(0, 3)}`)}`);
    expect(searched.body.all_column_values.split(';@@;')).toContain(present[0]);
  });

  it('give an amount in euros, as a filter on it takes it', async () => {
    const { body } = await call<ListColumnValues>('/proxy/list/data/invoice/10/0?retrieve_column=total_incl_vat;@@;');
    const [first] = body.all_column_values.split(';@@;');
    const lowest = await invoices().select((eb) => eb.fn.min<number>('total_incl_vat').as('cents')).where('total_incl_vat', 'is not', null).executeTakeFirstOrThrow();
    expect(Number(first)).toBe(Number(lowest.cents) / 100);
    const found = await data(filters([{ column: 'total_incl_vat', operator: '=', value: first }]));
    expect(found.body.total_items).toBe((await direct((query) => query.where('total_incl_vat', '=', Number(lowest.cents)))).count);
  });
});

describe('bad list requests', () => {
  it('are refused in French before any query: unknown columns, operators, sizes, params', async () => {
    const refused = async (url: string) => (await call<{ message: string }>(url)).status;
    expect(await refused('/proxy/list/data/invoice/0/0')).toBe(400);
    expect(await refused('/proxy/list/data/invoice/1000000000/0')).toBe(400);
    expect(await refused('/proxy/list/data/invoice/-1/0')).toBe(400);
    expect(await refused('/proxy/list/data/invoice/50/0?sort_column=client_id')).toBe(400);
    expect(await refused(`/proxy/list/data/invoice/50/0?${filters([{ column: 'number', operator: '>', value: 'x' }])}`)).toBe(400);
    expect(await refused(`/proxy/list/data/invoice/50/0?${filters([{ column: 'issue_date', operator: 'duration', value: 'since_more;@@;3' }])}`)).toBe(400);
    expect(await refused('/proxy/list/data/invoice/50/0/%%%')).toBe(400);
    expect(await refused(`/proxy/list/data/invoice/50/0/${encodeParams({ group: '[["status","paid"]]' })}?group_by=customer&group_level=1`)).toBe(400);
    const bad = await call<{ message: string; errors: { path: string; text: string }[] }>('/proxy/list/data/invoice/50/0?sort_column=client_id');
    expect(bad.body.errors[0]).toEqual({ path: 'sort_column', text: 'La colonne « client_id » n’existe pas dans cette liste.' });
  });

  it('answer 410 when the screen’s list is of another version, and echo the request token', async () => {
    const obsolete = await call<{ message: string }>('/proxy/list/data/invoice/50/0?definition_version=old');
    expect(obsolete).toEqual({ status: 410, body: { message: 'Impossible de récupérer les données, veuillez rafraîchir la page' } });
    const { body: definition } = await call<ListDefinition>('/proxy/list/invoice');
    const current = await data(`definition_version=${definition.version}&request_token=t42`);
    expect(current.status).toBe(200);
    expect(current.body.request_token).toBe('t42');
  });
});

describe('another organisation', () => {
  it('never shows in rows, counts, totals, groups or column values', async () => {
    const mine = (await data()).body;
    const theirs = (await call<ListData>('/proxy/list/data/invoice/50/0', lilasAdmin)).body;
    const everything = await ctx.app.records.db.selectFrom('invoice').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(mine.total_items + theirs.total_items).toBe(Number(everything.n));
    const myIds = new Set(rowsOf(mine).map((row) => row.hidden_values.id));
    expect(rowsOf(theirs).some((row) => myIds.has(row.hidden_values.id))).toBe(false);
    const groups = groupsOf((await call<ListData>('/proxy/list/data/invoice/500/0?group_by=customer', lilasAdmin)).body);
    expect(groups.reduce((sum, group) => sum + group.count, 0)).toBe(theirs.total_items);
    // Invoice numbers repeat from one organisation to the next: their customers' ids do not.
    const customers = await call<ListColumnValues>(`/proxy/list/data/invoice/10/0?retrieve_column=${encodeURIComponent('customer;@@;')}`, lilasAdmin);
    const saintAubinCustomers = new Set((await invoices().select('customer').execute()).map((row) => String(row.customer)));
    const offered = customers.body.all_column_values.split(';@@;');
    expect(offered).toHaveLength(10);
    expect(offered.some((id) => saintAubinCustomers.has(id))).toBe(false);
  });
});
