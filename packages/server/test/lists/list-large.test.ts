import type { ListCount, ListData, ListRow } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '../../src/engines/list/list-data.js';
import { salesModules } from '../../src/modules/sales/index.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

/** A list longer than the count's cap: its first page must not wait for an exact count or for its totals. */

const ROWS = COUNT_CAP + 50;
let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp({ modules: salesModules });
  admin = bearer(await ctx.login('admin'));
  const client = (await ctx.app.db.kysely.selectFrom('client').select('id').where('code', '=', 'saint-aubin').executeTakeFirstOrThrow()).id;
  const now = new Date().toISOString();
  // One of the organisation's own customers: the export names it on every row.
  const audit = { client_id: client, version: 1, created_at: now, created_by: 1, updated_at: now, updated_by: 1 };
  const { id: customer } = await ctx.db.insertInto('customer').values({ ...audit, name: 'Grand Compte', kind: 'company' }).returning('id').executeTakeFirstOrThrow();
  for (let start = 0; start < ROWS; start += 500) {
    const batch = Array.from({ length: Math.min(500, ROWS - start) }, (_, index) => {
      const n = start + index + 1;
      return {
        client_id: client,
        version: 1,
        created_at: now,
        created_by: 1,
        updated_at: now,
        updated_by: 1,
        number: `T-${String(n).padStart(6, '0')}`,
        customer,
        issue_date: '2026-01-15',
        due_date: '2026-02-14',
        status: n <= 30 ? 'paid' : 'sent',
        total_excl_vat: 1000,
        total_vat: 200,
        total_incl_vat: 1200,
      };
    });
    await ctx.db.insertInto('invoice').values(batch).execute();
  }
}, 60_000);
afterAll(() => ctx.close());

const get = async <T>(url: string) => (await ctx.app.inject({ method: 'GET', url, headers: admin })).json<T>();

describe('a list longer than the count’s cap', () => {
  it('answers its first page with the cap, says so, and leaves the totals to the count', async () => {
    const page = await get<ListData>('/proxy/list/data/invoice/50/0');
    expect(page.data).toHaveLength(50);
    expect(page).toMatchObject({ total_items: COUNT_CAP, total_items_capped: true, aggregates: null });
  });

  it('counts exactly and totals everything on the count call', async () => {
    const count = await get<ListCount>('/proxy/list/data/invoice/10/10?count_only=1');
    expect(count.total_items).toBe(ROWS);
    expect(count.aggregates.total_incl_vat).toBe(ROWS * 12);
  });

  it('counts exactly, with its totals, when the filtered rows stay under the cap', async () => {
    const filter = encodeURIComponent(JSON.stringify({ operator: 'AND', filter_model: [{ column: 'status', operator: 'equal', value: 'paid' }] }));
    const page = await get<ListData>(`/proxy/list/data/invoice/50/0?multiple_search=${filter}`);
    expect(page).toMatchObject({ total_items: 30, total_items_capped: false, aggregates: { total_incl_vat: 360 } });
  });

  it('counts past the cap when the page asked for lies beyond it', async () => {
    const far = await get<ListData>(`/proxy/list/data/invoice/50/${COUNT_CAP}`);
    expect(far.data).toHaveLength(50);
    expect(far.total_items).toBe(ROWS);
  });

  it('exports every row in csv, each naming its customer, past the first thousand rows read together', async () => {
    const [first] = (await get<ListData>('/proxy/list/data/invoice/1/0')).data as ListRow[];
    const link = await ctx.app.inject({ method: 'POST', url: '/proxy/list/export/invoice', headers: admin, payload: { output: 'csv', query: {} } });
    const file = await ctx.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
    const [header, ...lines] = file.rawPayload.subarray(3).toString('utf8').split('\r\n').slice(0, -2);
    const customer = header!.split(';').indexOf('Client');
    expect(lines).toHaveLength(ROWS);
    expect(first!.values.customer).not.toMatch(/^#/);
    expect(new Set(lines.map((line) => line.split(';')[customer]))).toEqual(new Set([first!.values.customer]));
  });
});
