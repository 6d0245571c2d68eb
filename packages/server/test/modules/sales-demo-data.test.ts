import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesModules } from '../../src/modules/sales/index.js';
import { formClient } from '../helpers/form-calls.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

/** The sales demo data: the same at every reset, and valid by the modules' own rules. */

let first: TestContext;
let second: TestContext;
beforeAll(async () => {
  [first, second] = await Promise.all([
    createTestApp({ seedSize: 1, modules: salesModules }),
    createTestApp({ seedSize: 1, modules: salesModules }),
  ]);
});
afterAll(() => Promise.all([first?.close(), second?.close()]));

const TABLES = ['customer', 'customer_contacts', 'customer_contacts_means', 'product_category', 'product', 'quote', 'quote_lines', 'invoice', 'invoice_lines'];

/** Every row of a table but its timestamps, in id order. */
async function rowsOf(ctx: TestContext, table: string) {
  const rows = (await ctx.app.records.db.selectFrom(table).selectAll().orderBy('id').execute()) as Record<string, unknown>[];
  return rows.map(({ created_at: _created, updated_at: _updated, ...rest }) => rest);
}

interface LoadedRow {
  identifier: number | null;
  values: Record<string, unknown>;
  collection?: Record<string, { data: LoadedRow[] }>;
}

/** Rows as the screen sends them back: nested collections' rows as lists under their row (a contact's means). */
const wire = (rows: LoadedRow[]): object[] =>
  rows.map(({ identifier, values, collection }) => ({
    identifier,
    values,
    ...(collection ? { collection: Object.fromEntries(Object.entries(collection).map(([name, nested]) => [name, wire(nested.data)])) } : {}),
  }));

describe('the sales demo data', () => {
  it('is the same in two fresh databases', async () => {
    for (const table of TABLES) expect(await rowsOf(second, table)).toEqual(await rowsOf(first, table));
  });

  it('passes the validation of a save through the form, record by record', async () => {
    const agent = formClient(first.app, await first.login('agent'));
    const client = await first.app.db.kysely.selectFrom('client').select('id').where('code', '=', 'saint-aubin').executeTakeFirstOrThrow();
    for (const form of ['customer', 'product_category', 'product', 'quote', 'invoice']) {
      const ids = await first.app.records.db.selectFrom(form).select('id').where('client_id', '=', client.id).orderBy('id').execute();
      // Every tenth record: a sample across the whole period and every category.
      for (const { id } of ids.filter((_row, index) => index % 10 === 0)) {
        const loaded = (await agent.load(form, Number(id))).json();
        // Inline collections only: linked ones (a customer's invoices) are saved through their own form.
        const collection = Object.fromEntries(
          Object.entries(loaded.collection as Record<string, { data: LoadedRow[] }>)
            .filter(([name]) => !loaded.properties[name].virtual)
            .map(([name, rows]) => [name, wire(rows.data)]),
        );
        const response = await agent.save(form, { identifier: Number(id), version: loaded.version, values: loaded.values, collection });
        expect({ form, id, status: response.statusCode, body: response.statusCode === 200 ? '' : response.body }).toEqual({ form, id, status: 200, body: '' });
      }
    }
  });
});
