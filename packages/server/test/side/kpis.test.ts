import type { Kpi } from '@ossature/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, parisDate } from '../../src/metadata/calendar.js';
import type { KpiDeclaration } from '../../src/metadata/kpi-declaration.js';
import { ModuleRegistry } from '../../src/metadata/registry.js';
import { applicationModules } from '../../src/modules/index.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const clients: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp({ seedSize: 1 });
  for (const username of ['admin', 'agent', 'partenaire', 'admin.lilas']) tokens[username] = await ctx.login(username);
  for (const client of await ctx.app.db.kysely.selectFrom('client').select(['id', 'code']).execute()) clients[client.code] = client.id;
});
afterAll(() => ctx.close());

async function kpisOf(username: string): Promise<Kpi[]> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api-internal/kpi', headers: bearer(tokens[username]!) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const valuesOf = (kpis: Kpi[]) => Object.fromEntries(kpis.map((kpi) => [kpi.name, kpi.value]));

/** The same figures, counted directly in SQL on the seeded tables. */
async function countedDirectly(client: string) {
  const clientId = clients[client]!;
  const today = parisDate(ctx.clock.now());
  const from = (table: string) => ctx.db.selectFrom(table);
  const count = async (table: string, where: (query: ReturnType<typeof from>) => ReturnType<typeof from>) =>
    Number((await where(from(table)).where('client_id', '=', clientId).select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow()).count);
  const unpaidCents = await from('invoice')
    .where('client_id', '=', clientId)
    .where('status', '=', 'sent')
    .select(sql<string | number | null>`sum(total_incl_vat)`.as('total'))
    .executeTakeFirstOrThrow();
  return {
    absences_to_approve: await count('absence', (query) => query.where('status', '=', 'requested')),
    quotes_awaiting: await count('quote', (query) => query.where('status', '=', 'sent')),
    invoices_unpaid: await count('invoice', (query) => query.where('status', '=', 'sent')),
    invoices_unpaid_amount: Number(unpaidCents.total ?? 0) / 100,
    invoices_overdue: await count('invoice', (query) => query.where('status', '=', 'sent').where('due_date', '<', today)),
    inspections_due: await count('maintenance', (query) =>
      query
        .where('kind', '=', 'inspection')
        .where('done', '=', 0)
        .where('date', '>=', `${today} 00:00:00`)
        .where('date', '<=', `${addDays(today, 30)} 23:59:59`),
    ),
  };
}

describe('GET /api-internal/kpi', () => {
  it('gives the KPIs of the modules the caller reads, each equal to a count on the seeded data', async () => {
    const kpis = await kpisOf('admin');
    expect(kpis.map((kpi) => kpi.name)).toEqual(['absences_to_approve', 'quotes_awaiting', 'invoices_unpaid', 'invoices_unpaid_amount', 'invoices_overdue', 'inspections_due']);
    const expected = await countedDirectly('saint-aubin');
    expect(valuesOf(kpis)).toEqual(expected);
    // The demo data gives each of them something to show.
    expect(Object.values(expected).every((value) => value > 0)).toBe(true);
    expect(kpis.find((kpi) => kpi.name === 'invoices_unpaid_amount')).toEqual({
      name: 'invoices_unpaid_amount',
      module: 'invoice',
      title: 'Montant à encaisser',
      value: expected.invoices_unpaid_amount,
      format: 'money',
      icon: 'receipt_long',
      link: '/list/invoice',
    });
  });

  it('counts each organisation’s records only, among its own modules', async () => {
    const lilas = await kpisOf('admin.lilas');
    // The clinic has no fleet.
    expect(lilas.map((kpi) => kpi.name)).not.toContain('inspections_due');
    const { inspections_due: _fleet, ...expected } = await countedDirectly('lilas');
    expect(valuesOf(lilas)).toEqual(expected);
    expect(valuesOf(lilas)).not.toEqual(valuesOf(await kpisOf('agent')));
  });

  it('gives a partner only the KPIs of the modules they read: quotes, not invoices', async () => {
    expect(await kpisOf('partenaire')).toEqual([
      { name: 'quotes_awaiting', module: 'quote', title: 'Devis en attente de réponse', value: (await countedDirectly('saint-aubin')).quotes_awaiting, format: 'number', icon: 'request_quote', link: '/list/quote' },
    ]);
  });

  it('follows the data and the day: an invoice due today is late tomorrow', async () => {
    const clientId = clients['saint-aubin']!;
    const today = parisDate(ctx.clock.now());
    const before = valuesOf(await kpisOf('agent'));
    const invoice = await ctx.db.selectFrom('invoice').select('id').where('client_id', '=', clientId).where('status', '=', 'draft').executeTakeFirstOrThrow();
    await ctx.db.updateTable('invoice').set({ status: 'sent', due_date: today, total_incl_vat: 12_345 }).where('id', '=', invoice.id).execute();
    const after = valuesOf(await kpisOf('agent'));
    expect(after.invoices_unpaid).toBe(before.invoices_unpaid! + 1);
    expect(after.invoices_unpaid_amount).toBeCloseTo(before.invoices_unpaid_amount! + 123.45, 2);
    expect(after.invoices_overdue).toBe(before.invoices_overdue);
    ctx.clock.advance(86_400_000);
    // A day later the session has expired.
    tokens.agent = await ctx.login('agent');
    expect(valuesOf(await kpisOf('agent')).invoices_overdue).toBe(before.invoices_overdue! + 1);
  });
});

describe('the registry', () => {
  const invoice = applicationModules.find((module) => module.name === 'invoice')!;
  const base: KpiDeclaration = { name: 'test_kpi', title: 'Test', format: 'number', aggregate: 'count' };
  const withKpi = (changes: Partial<KpiDeclaration>) =>
    new ModuleRegistry([...applicationModules.filter((module) => module !== invoice), { ...invoice, kpis: [{ ...base, ...changes }] }]);

  it('takes the demo modules’ KPIs, and one on the module’s own fields', () => {
    expect(new ModuleRegistry(applicationModules).kpis().map((kpi) => kpi.declaration.name)).toContain('invoices_unpaid');
    expect(withKpi({ where: [{ field: 'status', op: 'in', value: ['sent', 'paid'] }] }).kpis().map((kpi) => kpi.declaration.name)).toContain('test_kpi');
  });

  it('refuses at start-up a KPI naming anything but a stored field of its module, or a value it does not store', () => {
    expect(() => withKpi({ where: [{ field: 'nowhere', op: '=', value: 'x' }] })).toThrow('kpi "test_kpi": condition on "nowhere", not a stored field');
    expect(() => withKpi({ where: [{ field: 'status', op: '=', value: 'lost' }] })).toThrow('"lost" is not a stored value of "status"');
    expect(() => withKpi({ where: [{ field: 'status', op: '<', value: 'sent' }] })).toThrow('"status" cannot be compared with <');
    expect(() => withKpi({ where: [{ field: 'status', op: 'in', value: 'sent' }] })).toThrow("'in' takes a list of values");
    expect(() => withKpi({ where: [{ field: 'status', op: '=', value: { today: 0 } }] })).toThrow('a day relative to today needs a date field');
    expect(() => withKpi({ aggregate: { sum: 'customer' } })).toThrow('sum of "customer", not a number or money field');
    expect(() => withKpi({ aggregate: { sum: 'total_incl_vat' } })).toThrow('the money format is that of a sum of a money field');
    expect(() => withKpi({ format: 'money' })).toThrow('the money format is that of a sum of a money field');
    expect(() => withKpi({ link: '/list/quote' })).toThrow('link "/list/quote" is not a path of the module\'s list');
    expect(() => withKpi({ name: 'quotes_awaiting' })).toThrow('kpi "quotes_awaiting" takes a name already used');
  });
});
