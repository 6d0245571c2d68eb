import { type UiElement, messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesModules } from '../../src/modules/sales/index.js';
import { type FormClient, create, formClient } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

/** Customers with their invoices and revenue, and what partners may do with the sales modules. */

let ctx: TestContext;
let agent: FormClient;
let partner: FormClient;
beforeAll(async () => {
  ctx = await createTestApp({ seedSize: 1, modules: salesModules });
  agent = formClient(ctx.app, await ctx.login('agent'));
  partner = formClient(ctx.app, await ctx.login('partenaire'));
});
afterAll(() => ctx.close());

const db = () => ctx.app.records.db;

async function firstId(table: string): Promise<number> {
  const client = await ctx.app.db.kysely.selectFrom('client').select('id').where('code', '=', 'saint-aubin').executeTakeFirstOrThrow();
  return Number((await db().selectFrom(table).select('id').where('client_id', '=', client.id).orderBy('id').executeTakeFirstOrThrow()).id);
}

/** A new customer with invoices of one line each (amount excluding VAT at a rate, on a date, with a status). */
async function customerWithInvoices(name: string, invoices: { date: string; status: string; amount: number; vat: string }[]) {
  const customer = await create(agent, 'customer', { name, kind: 'company' });
  for (const invoice of invoices) {
    await create(
      agent,
      'invoice',
      { customer: customer.identifier, issue_date: invoice.date, due_date: '2027-01-31', status: invoice.status },
      { lines: [{ identifier: null, values: { label: 'Prestation', quantity: 1, unit_price: invoice.amount, vat_rate: invoice.vat } }] },
    );
  }
  return customer.identifier;
}

const find = (element: UiElement, test: (candidate: UiElement) => boolean): UiElement | undefined =>
  test(element) ? element : (element.elements ?? []).map((child) => find(child, test)).find(Boolean);

describe('a customer form', () => {
  it('has a Factures tab with the revenue chart and the invoices, and comments and documents under Notes', async () => {
    const { layout } = (await agent.load('customer', await firstId('customer'))).json();
    const invoicesTab = find(layout, (element) => element.type === 'Category' && element.label === 'Factures')!;
    expect(find(invoicesTab, (element) => element.type === 'Chart')).toMatchObject({ name: 'revenue_by_month', label: "Chiffre d'affaires des 12 derniers mois" });
    expect(find(invoicesTab, (element) => element.type === 'ListCollection')).toMatchObject({ scope: '#/properties/invoices', label: 'Factures' });
    const notesTab = find(layout, (element) => element.type === 'Category' && element.label === 'Notes')!;
    expect(notesTab.elements![0]!.elements!.map((element) => element.type)).toEqual(['Control', 'Control', 'CardComments', 'CardAttachments']);
  });

  it('gives each contact tab a button making it the primary contact, shown on the others only', async () => {
    const form = (await agent.load('customer', await firstId('customer'))).json();
    expect(form.properties.contacts.collection_form.item_button).toEqual({
      title: 'Définir comme contact principal',
      icon: 'star',
      display_condition: { scope: '#/properties/primary', schema: { not: { const: true } } },
      change_field: { field: 'primary', value: true },
      exclusive: true,
    });
  });

  it("lists the customer's invoices, latest first, with their number, date, status and total", async () => {
    const id = await customerWithInvoices('Librairie des Quais', [
      { date: '2026-03-02', status: 'paid', amount: 100, vat: '5.5' },
      { date: '2026-09-14', status: 'sent', amount: 40, vat: '20' },
    ]);
    const form = (await agent.load('customer', id)).json();
    expect(form.properties.invoices.collection_form).toMatchObject({
      element: 'ListCollection',
      form: 'invoice',
      parent_field: 'customer',
      columns: ['number', 'issue_date', 'status', 'total_incl_vat'],
      deferred: true,
    });
    expect(form.collection.invoices.data).toEqual([]);
    const rows = (await agent.collection('customer', id, 'invoices')).json().data as { values: Record<string, unknown> }[];
    expect(rows.map((row) => Object.keys(row.values).toSorted())).toEqual([
      ['issue_date', 'number', 'status', 'total_incl_vat'],
      ['issue_date', 'number', 'status', 'total_incl_vat'],
    ]);
    expect(rows.map(({ values }) => [values.issue_date, values.status, values.total_incl_vat])).toEqual([
      ['2026-09-14', 'sent', 48],
      ['2026-03-02', 'paid', 105.5],
    ]);
    expect(rows.every(({ values }) => /^FA-2026-\d{4}$/.test(String(values.number)))).toBe(true);
  });

  it("charts sent and paid invoices per month over the last 12 months, the current one included", async () => {
    {
      const id = await customerWithInvoices('Garage du Centre', [
        { date: '2025-11-30', status: 'paid', amount: 500, vat: '20' },
        { date: '2025-12-01', status: 'paid', amount: 1, vat: '20' },
        { date: '2026-09-01', status: 'cancelled', amount: 300, vat: '20' },
        { date: '2026-10-15', status: 'sent', amount: 50, vat: '10' },
        { date: '2026-10-20', status: 'paid', amount: 10, vat: '0' },
        { date: '2026-11-05', status: 'paid', amount: 100, vat: '20' },
        { date: '2026-11-10', status: 'draft', amount: 70, vat: '20' },
      ]);
      const chart = (await agent.chart('customer', id, 'revenue_by_month')).json();
      expect(chart.kind).toBe('bar');
      expect(chart.labels).toEqual(['déc. 2025', 'janv. 2026', 'févr. 2026', 'mars 2026', 'avr. 2026', 'mai 2026', 'juin 2026', 'juil. 2026', 'août 2026', 'sept. 2026', 'oct. 2026', 'nov. 2026']);
      expect(chart.series).toEqual([{ name: "Chiffre d'affaires TTC", data: [1.2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 65, 120] }]);

      const blank = await customerWithInvoices('Sans facture', []);
      expect((await agent.chart('customer', blank, 'revenue_by_month')).json().series[0].data).toEqual(Array.from({ length: 12 }, () => 0));
    }
  });

  it('cannot be deleted while it has invoices: 409 with the French message', async () => {
    const id = await customerWithInvoices('Transports Morel', [
      { date: '2026-05-04', status: 'paid', amount: 80, vat: '20' },
      { date: '2026-06-04', status: 'sent', amount: 80, vat: '20' },
    ]);
    const admin = formClient(ctx.app, await ctx.login('admin'));
    const response = await admin.remove('customer', id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Impossible de supprimer : cet enregistrement est utilisé par 2 « Factures ».' });
    expect((await agent.load('customer', id)).statusCode).toBe(200);
  });
});

describe('a partner', () => {
  it('reads a customer but cannot save it (403)', async () => {
    const id = await firstId('customer');
    const loaded = await partner.load('customer', id);
    expect(loaded.statusCode).toBe(200);
    const form = loaded.json();
    expect(form.read_only).toBe(true);
    expect(form.buttons).toEqual([{ name: 'history', title: 'Historique' }]);

    const saved = await partner.save('customer', { identifier: id, version: form.version, values: { name: 'Modifié par un partenaire' } });
    expect(saved.statusCode).toBe(403);
    expect(saved.json()).toEqual({ message: messages.form.readOnlyForm, protected: true });
    expect((await partner.save('customer', { identifier: null, values: { name: 'Nouveau client', kind: 'company' } })).statusCode).toBe(403);
    expect((await agent.load('customer', id)).json().values.name).toBe(form.values.name);
  });

  it('sees neither the invoices nor the revenue chart of a customer: partners may not read invoices', async () => {
    const form = (await partner.load('customer', await firstId('customer'))).json();
    expect(form.collection).not.toHaveProperty('invoices');
    expect(form.properties).not.toHaveProperty('invoices');
    expect(JSON.stringify(form.layout)).not.toMatch(/invoices|revenue_by_month/);
    const id = await firstId('customer');
    expect((await partner.collection('customer', id, 'invoices')).statusCode).toBe(404);
    expect((await partner.chart('customer', id, 'revenue_by_month')).statusCode).toBe(404);
    const staff = (await agent.load('customer', id)).json();
    expect(staff.collection).toHaveProperty('invoices');
    expect((await agent.chart('customer', id, 'revenue_by_month')).statusCode).toBe(200);
  });

  it('cannot open invoices: 404, as for a form that does not exist', async () => {
    const id = await firstId('invoice');
    for (const response of [await partner.load('invoice', id), await partner.load('invoice')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.form.formNotFound });
    }
    expect((await partner.save('invoice', { identifier: null, values: { customer: await firstId('customer'), issue_date: '2026-11-22' } })).statusCode).toBe(404);
  });

  it('reads quotes and the catalogue, read-only', async () => {
    for (const [form, id] of [['quote', await firstId('quote')], ['product', await firstId('product')], ['product_category', await firstId('product_category')]] as const) {
      const response = await partner.load(form, id);
      expect(response.statusCode).toBe(200);
      expect(response.json().read_only).toBe(true);
    }
    const quote = (await partner.load('quote', await firstId('quote'))).json();
    expect((await partner.save('quote', { identifier: quote.identifier, version: quote.version, values: { status: 'accepted' } })).statusCode).toBe(403);
  });

  it('finds customers, quotes and the catalogue in the menu, but not invoices', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api-internal/navigation/main', headers: bearer(await ctx.login('partenaire')) });
    const entries = JSON.stringify(response.json());
    for (const title of ['Clients', 'Devis', 'Catalogue produits', 'Catégories de produits']) expect(entries).toContain(`"title":"${title}"`);
    expect(entries).not.toContain('"title":"Factures"');
  });
});
