import { encodeParams, formatMessage, messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesModules } from '../../src/modules/sales/index.js';
import { type FormClient, create, formClient } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

/** Invoices (and the quotes numbered like them) through the form calls, on the sales demo data. */

let ctx: TestContext;
let agent: FormClient;
let saintAubin: number;
let lilas: number;
beforeAll(async () => {
  // The sales modules alone: these tests do not depend on the other business modules.
  ctx = await createTestApp({ seedSize: 1, modules: salesModules });
  agent = formClient(ctx.app, await ctx.login('agent'));
  saintAubin = await clientId('saint-aubin');
  lilas = await clientId('lilas');
});
afterAll(() => ctx.close());

const db = () => ctx.app.records.db;

async function clientId(code: string): Promise<number> {
  return (await ctx.app.db.kysely.selectFrom('client').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

async function firstId(table: string, client: number): Promise<number> {
  return Number((await db().selectFrom(table).select('id').where('client_id', '=', client).orderBy('id').executeTakeFirstOrThrow()).id);
}

async function count(table: string, client: number): Promise<number> {
  const row = await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('client_id', '=', client).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function historyCount(table: string, id: number): Promise<number> {
  const row = await db()
    .selectFrom('history_entry')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('table_name', '=', table)
    .where('record_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The highest sequence of a tenant's documents numbered `{stem}NNNN`. */
async function lastSequence(table: string, client: number, stem: string): Promise<number> {
  const rows = await db().selectFrom(table).select('number').where('client_id', '=', client).where('number', 'like', `${stem}%`).execute();
  return Math.max(0, ...rows.map((row) => Number(String(row.number).slice(stem.length))));
}

/** A seeded invoice of Saint-Aubin with at least `lines` lines. */
async function invoiceWithLines(lines: number): Promise<number> {
  const row = await db()
    .selectFrom('invoice_lines')
    .select('parent_id')
    .where('client_id', '=', saintAubin)
    .groupBy('parent_id')
    .having((eb) => eb.fn.countAll(), '>=', lines)
    .orderBy('parent_id')
    .executeTakeFirstOrThrow();
  return Number(row.parent_id);
}

const line = (values: Record<string, unknown>) => ({ identifier: null, values });

/** 3 × 2,90 at 20 %, 1,5 × 19,99 at 5,5 %, 2 × 350 at 0 %. */
const threeLines = [
  line({ label: 'Cahiers spirale A4', quantity: 3, unit_price: 2.9, vat_rate: '20', line_total: 999 }),
  line({ label: 'Guide de la paie', quantity: 1.5, unit_price: 19.99, vat_rate: '5.5', line_total: 0 }),
  line({ label: 'Formation bureautique', quantity: 2, unit_price: 350, vat_rate: '0' }),
];

describe('invoice amounts', () => {
  it('recomputes line totals and totals on the server, whatever totals the screen sends', async () => {
    const customer = await firstId('customer', saintAubin);
    const saved = await create(
      agent,
      'invoice',
      { customer, issue_date: '2026-11-20', due_date: '2026-12-20', total_excl_vat: 1, total_vat: 2, total_incl_vat: 3 },
      { lines: threeLines },
    );
    // 8,70 + 29,985 rounded to 29,99 + 700 ; VAT once per rate: 1,74 (20 %) + 1,65 (5,5 % of 29,99) + 0.
    expect(saved.collection.lines!.data.map((row) => row.values.line_total)).toEqual([8.7, 29.99, 700]);
    expect(saved.values).toMatchObject({ total_excl_vat: 738.69, total_vat: 3.39, total_incl_vat: 742.08, status: 'draft' });
    const stored = await db().selectFrom('invoice').select(['total_excl_vat', 'total_vat', 'total_incl_vat']).where('id', '=', saved.identifier).executeTakeFirstOrThrow();
    expect([stored.total_excl_vat, stored.total_vat, stored.total_incl_vat].map(Number)).toEqual([73869, 339, 74208]);
  });

  it('answers an onchange on a line with the recomputed rows and totals, writing nothing', async () => {
    const before = await count('invoice', saintAubin);
    const response = await agent.onchange('invoice', 'lines.quantity', {
      values: { total_excl_vat: 0 },
      collection: {
        lines: [
          { identifier: null, values: { label: 'Stylos', quantity: '2,5', unit_price: 10, vat_rate: '20', line_total: 0 } },
          { identifier: null, values: { label: 'En cours de saisie', quantity: 'abc', unit_price: 5, vat_rate: '10' } },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.properties).toEqual({ total_excl_vat: { value: 25 }, total_vat: { value: 5 }, total_incl_vat: { value: 30 }, due_date: { error: null } });
    expect(answer.collection.lines.map((row: { values: Record<string, unknown> }) => row.values.line_total)).toEqual([25, null]);
    expect(await count('invoice', saintAubin)).toBe(before);
  });
});

type Option = { value: number; label: string };

/** The customers of the given quotes. */
const quoteCustomers = async (ids: number[]) =>
  new Set((await db().selectFrom('quote').select('customer').where('id', 'in', ids).execute()).map((row) => Number(row.customer)));

describe('quotes an invoice may bill', () => {
  it('are the chosen customer’s quotes only, sent as the params of the options call; all of them without a customer', async () => {
    const customer = Number((await db().selectFrom('quote').select('customer').where('client_id', '=', saintAubin).orderBy('id').executeTakeFirstOrThrow()).customer);
    const narrowed = (await agent.options('invoice', 'quotes', '', { customer })).json<Option[]>();
    expect(narrowed.length).toBeGreaterThan(0);
    expect(await quoteCustomers(narrowed.map((option) => option.value))).toEqual(new Set([customer]));

    const all = (await agent.options('invoice', 'quotes', '', { customer: '' })).json<Option[]>();
    expect((await quoteCustomers(all.map((option) => option.value))).size).toBeGreaterThan(1);
    expect((await agent.options('invoice', 'quotes', '')).json<Option[]>()).toEqual(all);
  });

  it('search a line’s product only once something is typed (cancel_auto_fetch): the catalogue is large', async () => {
    const form = (await agent.load('invoice')).json();
    expect(form.properties.lines.collection_form.properties.product).toMatchObject({ link: 'product', cancel_auto_fetch: true });
    expect(form.properties.customer.cancel_auto_fetch).toBeUndefined();
  });

  it('come the same through every call variant of SPEC §7: /0/0, /empty/{search}, and POST with the values in the body', async () => {
    const headers = { authorization: `Bearer ${await ctx.login('agent')}` };
    const customer = Number((await db().selectFrom('quote').select('customer').where('client_id', '=', saintAubin).orderBy('id').executeTakeFirstOrThrow()).customer);
    const narrowed = (await agent.options('invoice', 'quotes', '', { customer })).json<Option[]>();
    const all = (await agent.options('invoice', 'quotes', '')).json<Option[]>();
    const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url, headers })).json<Option[]>();
    const post = async (url: string, payload: object) => {
      const response = await ctx.app.inject({ method: 'POST', url, headers, payload });
      return { status: response.statusCode, body: response.json<Option[]>() };
    };

    expect(await get('/proxy/form/list/invoice/quotes/0/0')).toEqual(all);
    expect((await post('/proxy/form/list/invoice/quotes', { values: { customer } })).body).toEqual(narrowed);
    expect((await post('/proxy/form/list/invoice/quotes', {})).body).toEqual(all);
    const number = narrowed[0]!.label.split(' ')[0]!;
    const searched = (await post('/proxy/form/list/invoice/quotes', { search: number, values: { customer } })).body;
    expect(searched.map((option) => option.value)).toContain(narrowed[0]!.value);
    expect(await get(`/proxy/form/list/invoice/quotes/empty/${encodeURIComponent(number)}`)).toEqual(
      (await agent.options('invoice', 'quotes', number)).json<Option[]>(),
    );
    // Ids in that place are a label lookup.
    expect(await get(`/proxy/form/list/invoice/quotes/empty/${narrowed[0]!.value}`)).toEqual([narrowed[0]]);
    expect((await post('/proxy/form/list/invoice/quotes', { values: { customer: { id: 1 } } })).status).toBe(400);
    expect((await post('/proxy/form/list/invoice/quotes', { unknown: 1 })).status).toBe(400);
  });

  it('are none for a customer of the other tenant or an unreadable one, and a malformed params answers 400', async () => {
    const otherCustomer = await firstId('customer', lilas);
    expect((await agent.options('invoice', 'quotes', '', { customer: otherCustomer })).json()).toEqual([]);
    expect((await agent.options('invoice', 'quotes', '', { customer: 'abc' })).json<Option[]>().length).toBeGreaterThan(0);
    expect((await ctx.app.inject({ method: 'GET', url: '/proxy/form/list/invoice/quotes/0/0/%25%25%25', headers: { authorization: `Bearer ${await ctx.login('agent')}` } })).statusCode).toBe(400);
  });

  it('name customers with labels cut at 100 characters, and none at all for a user who may not read customers', async () => {
    const name = `Établissements ${'Durand-'.repeat(16)}`.slice(0, 150);
    const customer = await create(agent, 'customer', { name, kind: 'company', city: 'Rennes' });
    const [option] = (await agent.options('invoice', 'customer', 'Établissements Durand')).json<Option[]>();
    expect(option).toEqual({ value: customer.identifier, label: `${`${name} (RENNES)`.slice(0, 100)}…` });

    // Without the customers module, the options answer errors, which mean "no options" (given back afterwards).
    const user = await ctx.app.db.kysely.selectFrom('app_user').select('id').where('username', '=', 'agent').executeTakeFirstOrThrow();
    await ctx.app.db.kysely.deleteFrom('user_module').where('module', '=', 'customer').where('user_id', '=', user.id).execute();
    try {
      expect((await agent.options('invoice', 'customer', '')).json()).toEqual({ errors: [{ text: messages.form.forbidden }] });
    } finally {
      await ctx.app.db.kysely.insertInto('user_module').values({ user_id: user.id, module: 'customer' }).execute();
    }
  });

  it('are flagged for reloading when the customer changes', async () => {
    const response = await agent.onchange('invoice', 'customer', { values: { customer: null } });
    expect(response.json().properties).toEqual({ quotes: { reload: true }, due_date: { error: null } });
  });
});

describe('invoice numbers', () => {
  it('gives a new invoice the next number of its tenant and year, and keeps it on later saves', async () => {
    const customer = await firstId('customer', saintAubin);
    const next = (await lastSequence('invoice', saintAubin, 'FA-2026-')) + 1;
    const saved = await create(agent, 'invoice', { customer, issue_date: '2026-11-22', number: 'FA-1999-0001' }, { lines: [threeLines[0]] });
    expect(saved.values.number).toBe(`FA-2026-${String(next).padStart(4, '0')}`);

    const resaved = await agent.save('invoice', { identifier: saved.identifier, version: saved.version, values: { notes: '<p>Relancé</p>', number: 'FA-2026-9999' } });
    expect(resaved.statusCode).toBe(200);
    expect(resaved.json().values.number).toBe(saved.values.number);
  });

  it('gives concurrent new invoices distinct, consecutive numbers', async () => {
    const customer = await firstId('customer', saintAubin);
    const next = (await lastSequence('invoice', saintAubin, 'FA-2026-')) + 1;
    const saves = await Promise.all(
      Array.from({ length: 6 }, () => agent.save('invoice', { identifier: null, values: { customer, issue_date: '2026-11-22' }, collection: { lines: [threeLines[0]] } })),
    );
    expect(saves.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const numbers = saves.map((response) => response.json().values.number as string).toSorted();
    expect(numbers).toEqual(Array.from({ length: 6 }, (_, index) => `FA-2026-${String(next + index).padStart(4, '0')}`));
  });

  it('starts each year at 0001 and numbers each tenant on its own', async () => {
    const saved = await create(agent, 'invoice', { customer: await firstId('customer', saintAubin), issue_date: '2027-01-04', due_date: '2027-02-03' }, { lines: [threeLines[0]] });
    expect(saved.values.number).toBe('FA-2027-0001');

    const lilasAgent = formClient(ctx.app, await ctx.login('agent.lilas'));
    const next = (await lastSequence('invoice', lilas, 'FA-2026-')) + 1;
    const lilasInvoice = await create(lilasAgent, 'invoice', { customer: await firstId('customer', lilas), issue_date: '2026-11-22' }, { lines: [threeLines[0]] });
    expect(lilasInvoice.values.number).toBe(`FA-2026-${String(next).padStart(4, '0')}`);
  });

  it('numbers the demo data as the generator does: in issue-date order, one sequence per year', async () => {
    const rows = await db().selectFrom('invoice').select(['number', 'issue_date']).where('client_id', '=', lilas).orderBy('issue_date').orderBy('id').execute();
    const sequences = new Map<string, number>();
    const expected = rows.map((row) => {
      const year = String(row.issue_date).slice(0, 4);
      sequences.set(year, (sequences.get(year) ?? 0) + 1);
      return `FA-${year}-${String(sequences.get(year)).padStart(4, '0')}`;
    });
    expect(rows.map((row) => row.number)).toEqual(expected);
  });

  it('numbers quotes DE-YYYY-NNNN the same way', async () => {
    const next = (await lastSequence('quote', saintAubin, 'DE-2026-')) + 1;
    const saved = await create(agent, 'quote', { customer: await firstId('customer', saintAubin), issue_date: '2026-11-22', valid_until: '2026-12-22' }, { lines: threeLines });
    expect(saved.values).toMatchObject({ number: `DE-2026-${String(next).padStart(4, '0')}`, total_incl_vat: 742.08, status: 'draft' });
  });
});

describe('refused invoices', () => {
  it('refuses a quantity that is not a number and a unit price with 3 decimals, by path, changing nothing', async () => {
    const id = await invoiceWithLines(2);
    const loaded = (await agent.load('invoice', id)).json();
    const lines = loaded.collection.lines.data as { identifier: number; values: Record<string, unknown> }[];
    const history = await historyCount('invoice', id);

    const response = await agent.save('invoice', {
      identifier: id,
      version: loaded.version,
      values: { notes: '<p>Ne doit pas être enregistré</p>' },
      collection: {
        lines: [
          { identifier: lines[0]!.identifier, values: { quantity: 'abc' } },
          { identifier: lines[1]!.identifier, values: { unit_price: 12.345 } },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: messages.form.saveFailed,
      errors: [
        { path: 'lines.0.quantity', text: messages.form.notNumber },
        { path: 'lines.1.unit_price', text: formatMessage(messages.form.tooManyDecimals, { decimals: 2 }) },
      ],
    });
    const after = (await agent.load('invoice', id)).json();
    expect(after.version).toBe(loaded.version);
    expect(after.values).toEqual(loaded.values);
    expect(after.collection.lines.data).toEqual(loaded.collection.lines.data);
    expect(await historyCount('invoice', id)).toBe(history);
  });

  it('saves nothing when one line fails: the record, its other lines and its history stay as they were', async () => {
    const id = await invoiceWithLines(2);
    const loaded = (await agent.load('invoice', id)).json();
    const lines = loaded.collection.lines.data as { identifier: number; values: Record<string, unknown> }[];
    const history = await historyCount('invoice', id);
    const otherTenantProduct = await firstId('product', lilas);

    const response = await agent.save('invoice', {
      identifier: id,
      version: loaded.version,
      values: { status: 'cancelled', notes: '<p>Ne doit pas être enregistré</p>' },
      collection: {
        lines: [
          { identifier: lines[0]!.identifier, values: { label: 'Libellé modifié', quantity: 7 } },
          line({ label: 'Ligne ajoutée', quantity: 1, unit_price: 10, vat_rate: '20' }),
          line({ label: 'Produit de la clinique', quantity: 1, unit_price: 10, vat_rate: '20', product: otherTenantProduct }),
        ],
      },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors).toEqual([{ path: 'lines.2.product', text: messages.form.relationNotFound }]);
    const after = (await agent.load('invoice', id)).json();
    expect(after.values).toEqual(loaded.values);
    expect(after.collection.lines.data).toEqual(loaded.collection.lines.data);
    expect(await historyCount('invoice', id)).toBe(history);
  });

  it('creates no invoice, and uses no number, when a line of a new invoice fails', async () => {
    const customer = await firstId('customer', saintAubin);
    const invoices = await count('invoice', saintAubin);
    const lines = await count('invoice_lines', saintAubin);
    const next = (await lastSequence('invoice', saintAubin, 'FA-2026-')) + 1;

    const response = await agent.save('invoice', {
      identifier: null,
      values: { customer, issue_date: '2026-11-22' },
      collection: { lines: [threeLines[0], line({ quantity: 1, unit_price: 10, vat_rate: '20' })] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'lines.1.label', text: messages.form.required }]);
    expect(await count('invoice', saintAubin)).toBe(invoices);
    expect(await count('invoice_lines', saintAubin)).toBe(lines);

    const saved = await create(agent, 'invoice', { customer, issue_date: '2026-11-22' }, { lines: [threeLines[0]] });
    expect(saved.values.number).toBe(`FA-2026-${String(next).padStart(4, '0')}`);
  });

  it('refuses a due date before the issue date', async () => {
    const response = await agent.save('invoice', {
      identifier: null,
      values: { customer: await firstId('customer', saintAubin), issue_date: '2026-11-22', due_date: '2026-11-01' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'due_date', text: "Échéance : la date doit être égale ou postérieure à la date d'émission" }]);
  });

  it("answers 404 for a customer of the other tenant ('Clinique des Lilas') and writes nothing", async () => {
    const foreignCustomer = await firstId('customer', lilas);
    const invoices = await count('invoice', saintAubin);
    const created = await agent.save('invoice', { identifier: null, values: { customer: foreignCustomer, issue_date: '2026-11-22' }, collection: { lines: [threeLines[0]] } });
    expect(created.statusCode).toBe(404);
    expect(created.json()).toEqual({ message: messages.form.recordNotFound, errors: [{ path: 'customer', text: messages.form.relationNotFound }] });
    expect(await count('invoice', saintAubin)).toBe(invoices);

    const id = await firstId('invoice', saintAubin);
    const loaded = (await agent.load('invoice', id)).json();
    const updated = await agent.save('invoice', { identifier: id, version: loaded.version, values: { customer: foreignCustomer } });
    expect(updated.statusCode).toBe(404);
    expect((await agent.load('invoice', id)).json().values).toEqual(loaded.values);
  });
});

describe('copying an invoice', () => {
  it('clears its number, status, dates of issue and quotes, and the ids of its lines', async () => {
    const id = await invoiceWithLines(2);
    await db().updateTable('invoice').set({ status: 'paid', quotes: JSON.stringify([await firstId('quote', saintAubin)]) }).where('id', '=', id).execute();
    const original = (await agent.load('invoice', id)).json();

    const response = await agent.copy('invoice', id);
    expect(response.statusCode).toBe(200);
    const copy = response.json();
    expect(copy).toMatchObject({ identifier: null, copy_id: id, version: null });
    expect(copy.values).toMatchObject({
      number: null,
      status: 'draft',
      quotes: [],
      issue_date: '2026-11-22',
      customer: original.values.customer,
      total_incl_vat: original.values.total_incl_vat,
    });
    const copiedLines = copy.collection.lines.data as { identifier: number | null; values: Record<string, unknown>; added?: boolean }[];
    expect(copiedLines.map((row) => [row.identifier, row.added])).toEqual(copiedLines.map(() => [null, true]));
    expect(copiedLines.map((row) => row.values)).toEqual(original.collection.lines.data.map((row: { values: unknown }) => row.values));

    const next = (await lastSequence('invoice', saintAubin, 'FA-2026-')) + 1;
    // Sent back as the screen sends rows: identifier and values.
    const saved = await create(agent, 'invoice', copy.values, { lines: copiedLines.map(({ identifier, values }) => ({ identifier, values })) });
    expect(saved.values.number).toBe(`FA-2026-${String(next).padStart(4, '0')}`);
    expect(saved.collection.lines!.data).toHaveLength(copiedLines.length);
  });
});

describe('invoice toolbar', () => {
  it("offers 'Marquer comme payée' on a sent invoice, with its change_field and confirmation", async () => {
    const id = await firstId('invoice', saintAubin);
    await db().updateTable('invoice').set({ status: 'sent' }).where('id', '=', id).execute();
    const form = (await agent.load('invoice', id)).json();
    expect(form.buttons).toContainEqual({
      name: 'mark_paid',
      title: 'Marquer comme payée',
      icon: 'paid',
      color: 'success',
      grouped: true,
      change_field: { field: 'status', value: 'paid' },
      confirm: { content: 'Le paiement de cette facture a-t-il bien été reçu ?', accept: 'Oui', cancel: 'Annuler', setting: 'invoice_paid_without_confirmation' },
    });
    expect(form.buttons.filter((button: { grouped?: boolean }) => button.grouped).map((button: { name: string }) => button.name)).toEqual(['mark_paid', 'cancel_invoice']);
    const blank = (await agent.load('invoice')).json();
    expect(blank.buttons.map((button: { name: string }) => button.name)).toEqual(['save']);
  });

  it('offers only the buttons of the moves its workflow allows from where the invoice stands', async () => {
    const id = await firstId('invoice', saintAubin);
    const grouped = async (status: string) => {
      await db().updateTable('invoice').set({ status }).where('id', '=', id).execute();
      const form = (await agent.load('invoice', id)).json();
      return form.buttons.filter((button: { grouped?: boolean }) => button.grouped).map((button: { name: string }) => button.name);
    };
    expect(await grouped('draft')).toEqual(['mark_sent', 'cancel_invoice']);
    expect(await grouped('paid')).toEqual([]);
    expect(await grouped('cancelled')).toEqual([]);
  });

  it('writes the status the button names when the screen saves its change_field', async () => {
    const id = await firstId('invoice', saintAubin);
    await db().updateTable('invoice').set({ status: 'sent' }).where('id', '=', id).execute();
    const form = (await agent.load('invoice', id)).json();
    const paid = await agent.save('invoice', { identifier: id, version: form.version, values: { status: 'paid' } });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().values.status).toBe('paid');
  });
});

describe('a product created from a line', () => {
  it("is opened with the line's designation, unit price and VAT rate, as the line's product property says", async () => {
    const form = (await agent.load('invoice')).json();
    const lines = form.properties.lines.collection_form;
    expect(lines.properties.product).toMatchObject({ new_form: 'product', new_params: { name: 'label', price: 'unit_price', vat_rate: 'vat_rate' } });
    const params = encodeURIComponent(encodeParams({ name: 'Agrafeuse de bureau', price: 12.5, vat_rate: '5.5' }));
    const product = await ctx.app.inject({ method: 'GET', url: `/proxy/form/product/${params}`, headers: bearer(await ctx.login('agent')) });
    expect(product.json().values).toMatchObject({ name: 'Agrafeuse de bureau', price: 12.5, vat_rate: '5.5' });
  });
});

describe('an invoice’s due date', () => {
  it('says which field its rule reads, and the onchange call tells the rule broken by either date, then kept', async () => {
    const form = (await agent.load('invoice')).json();
    expect(form.properties.due_date).toMatchObject({ constraint: "la date doit être égale ou postérieure à la date d'émission", constraint_reads: ['issue_date'] });
    const broken = await agent.onchange('invoice', 'issue_date', { values: { issue_date: '2036-03-10', due_date: '2036-03-01' } });
    expect(broken.json().properties.due_date).toEqual({ error: "Échéance : la date doit être égale ou postérieure à la date d'émission" });
    const kept = await agent.onchange('invoice', 'due_date', { values: { issue_date: '2036-03-10', due_date: '2036-04-09' } });
    expect(kept.json().properties.due_date).toEqual({ error: null });
  });
});
