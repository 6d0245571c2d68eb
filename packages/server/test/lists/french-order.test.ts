import type { ListColumnValues, ListData, ListGroupRow, ListRow, SelectOption } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesModules } from '../../src/modules/sales/index.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

/**
 * Text in a list, its groups, its header's values and a relation's options comes in French order: no case, an
 * accented letter beside its plain one (Éric before Zoé), not the bytes' order (capitals first, accents after z).
 */

let ctx: TestContext;
let admin: Record<string, string>;
/** Each customer's name holds 'Ordre', which a search finds them by; their towns are grouped by. */
const CUSTOMERS = [
  { name: 'Zoé Ordre', city: 'Zurich' },
  { name: 'Éric Ordre', city: 'Évry' },
  { name: 'alice Ordre', city: 'étampes' },
  { name: 'Bruno Ordre', city: 'Angers' },
  { name: 'émile Ordre', city: 'Évry' },
];
const FRENCH = ['alice Ordre', 'Bruno Ordre', 'émile Ordre', 'Éric Ordre', 'Zoé Ordre'];

beforeAll(async () => {
  ctx = await createTestApp({ modules: salesModules });
  admin = bearer(await ctx.login('admin'));
  const client = (await ctx.app.db.kysely.selectFrom('client').select('id').where('code', '=', 'saint-aubin').executeTakeFirstOrThrow()).id;
  const now = new Date().toISOString();
  const audit = { client_id: client, version: 1, created_at: now, created_by: 1, updated_at: now, updated_by: 1, kind: 'company' };
  await ctx.db
    .insertInto('customer')
    .values(CUSTOMERS.map((customer) => ({ ...audit, ...customer })))
    .execute();
});
afterAll(() => ctx.close());

async function call<T>(url: string): Promise<T> {
  const response = await ctx.app.inject({ method: 'GET', url, headers: admin });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

const names = async (query: string) => ((await call<ListData>(`/proxy/list/data/customer/50/0?global_search=ordre${query}`)).data as ListRow[]).map((row) => row.values.name);

describe('text in French order', () => {
  it('sorts the rows of a list opened as it is (customers by name), and the other way round descending', async () => {
    expect(await names('')).toEqual(FRENCH);
    expect(await names('&sort_column=name&sort_direction=desc')).toEqual(FRENCH.toReversed());
  });

  it('sorts rows by a text column chosen in the header', async () => {
    const byTown = ((await call<ListData>('/proxy/list/data/customer/50/0?global_search=ordre&sort_column=city&sort_direction=asc')).data as ListRow[]).map((row) => row.values.city);
    expect(byTown).toEqual(['Angers', 'étampes', 'Évry', 'Évry', 'Zurich']);
  });

  it('orders the groups of a text column by value', async () => {
    const groups = (await call<ListData>('/proxy/list/data/customer/50/0?global_search=ordre&group_by=city&sort_group_by[city]=VALUE@ASC')).data as ListGroupRow[];
    expect(groups.map((group) => group.label)).toEqual(['Angers', 'étampes', 'Évry', 'Zurich']);
  });

  it('breaks ties between groups ordered by their count in that order', async () => {
    const groups = (await call<ListData>('/proxy/list/data/customer/50/0?global_search=ordre&group_by=city&sort_group_by[city]=COUNT@DESC')).data as ListGroupRow[];
    expect(groups.map((group) => [group.label, group.count])).toEqual([
      ['Évry', 2],
      ['Angers', 1],
      ['étampes', 1],
      ['Zurich', 1],
    ]);
  });

  it('offers a text column’s values for its filter in that order', async () => {
    const values = await call<ListColumnValues>(`/proxy/list/data/customer/10/0?retrieve_column=${encodeURIComponent('name;@@;ordre')}`);
    expect(values.all_column_values.split(';@@;')).toEqual(FRENCH);
  });

  it('offers a relation’s records in a form’s select in that order', async () => {
    const options = await call<SelectOption[]>('/proxy/form/list/invoice/customer/ordre/0');
    expect(options.map((option) => option.label.replace(/ \(.*\)$/, ''))).toEqual(FRENCH);
  });
});
