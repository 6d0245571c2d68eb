import type { ListColumnValues } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleDefinition } from '../../src/metadata/module-definition.js';
import { invoiceModule } from '../../src/modules/sales/invoice/invoice-module.js';
import { salesModules } from '../../src/modules/sales/index.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

/** The invoices' list with the quotes each invoices as a column: several related records held as a JSON array. */
const withQuotes: ModuleDefinition = { ...invoiceModule, list: { ...invoiceModule.list!, columns: [...invoiceModule.list!.columns, 'quotes'] } };

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp({ seedSize: 1, modules: salesModules.map((module) => (module === invoiceModule ? withQuotes : module)) });
  admin = bearer(await ctx.login('admin'));
});
afterAll(() => ctx.close());

async function lookup(typed: string, held: string[] = []) {
  const labels = held.length > 0 ? `&retrieve_labels=${encodeURIComponent(held.join(';@@;'))}` : '';
  const response = await ctx.app.inject({ method: 'GET', url: `/proxy/list/data/invoice/10/0?retrieve_column=${encodeURIComponent(`quotes;@@;${typed}`)}${labels}`, headers: admin });
  expect(response.statusCode).toBe(200);
  return response.json<ListColumnValues>();
}

describe('a column of several related records', () => {
  it('offers each record on its own, found by its label, and names the records a filter holds', async () => {
    const offered = await lookup('');
    const [first] = offered.all_column_values.split(';@@;');
    expect(first).toMatch(/^\d+$/);
    const quote = await ctx.app.records.db.selectFrom('quote').select(['id', 'number']).where('id', '=', Number(first)).executeTakeFirstOrThrow();
    const byNumber = await lookup(String(quote.number).toLowerCase());
    expect(byNumber.all_column_values.split(';@@;')).toContain(String(quote.id));
    expect(byNumber.column_value_labels.split(';@@;').every((label) => label.toLowerCase().includes(String(quote.number).toLowerCase()))).toBe(true);
    expect((await lookup('', [String(quote.id)])).held_value_labels).toContain(String(quote.number));
  });
});
