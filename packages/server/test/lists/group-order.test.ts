import { type ListData, type ListGroupRow, foldForSearch, messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

/** Groups ordered by value come in what their lines show, text in French order (infra/text-sort-key.ts). */

let ctx: TestContext;
let admin: Record<string, string>;
let saintAubin: number;
beforeAll(async () => {
  ctx = await createTestApp({ seedSize: 1 });
  admin = bearer(await ctx.login('admin'));
  saintAubin = (await ctx.app.db.kysely.selectFrom('client').select('id').where('code', '=', 'saint-aubin').executeTakeFirstOrThrow()).id;
});
afterAll(() => ctx.close());

const groupLabels = async (list: string, column: string, order: 'ASC' | 'DESC' = 'ASC') => {
  const response = await ctx.app.inject({ method: 'GET', url: `/proxy/list/data/${list}/500/0?group_by=${column}&sort_group_by[${column}]=VALUE@${order}`, headers: admin });
  expect(response.statusCode).toBe(200);
  return (response.json<ListData>().data as ListGroupRow[]).map((group) => group.label);
};

/**
 * The records that `table`'s rows of the organisation name through `column`, in French order of their `fields`
 * (folded, compared byte by byte as both databases compare the keys), then by id.
 */
async function relatedInFrenchOrder(table: string, column: string, related: string, fields: string[]): Promise<Record<string, unknown>[]> {
  const records: Record<string, unknown>[] = await ctx.app.records.db
    .selectFrom(`${table} as row`)
    .innerJoin(`${related} as related`, 'related.id', `row.${column}`)
    .where('row.client_id', '=', saintAubin)
    .select(['related.id', ...fields.map((field) => `related.${field}`)])
    .distinct()
    .execute();
  const key = (record: Record<string, unknown>) => [...fields.map((field) => foldForSearch(String(record[field] ?? ''))), Number(record.id)];
  return records.toSorted((a, b) => {
    const [left, right] = [key(a), key(b)];
    const at = left.findIndex((value, index) => value !== right[index]);
    return at === -1 ? 0 : left[at]! < right[at]! ? -1 : 1;
  });
}

describe('groups ordered by value', () => {
  it('of a relation to the same module come by the related record’s label: employees by their manager’s name', async () => {
    // The managers by last name, then first name; employees without one last.
    const managers = await relatedInFrenchOrder('employee', 'manager_id', 'employee', ['last_name', 'first_name']);
    expect(managers.length).toBeGreaterThan(1);
    const labels = await groupLabels('employee', 'manager_id');
    expect(labels.slice(0, managers.length).map((label) => label.toLocaleLowerCase('fr'))).toEqual(
      managers.map((manager) => `${manager.last_name} ${manager.first_name}`.toLocaleLowerCase('fr')),
    );
    // Employees without a manager: one group, last.
    expect(labels.slice(managers.length)).toEqual([messages.list.emptyGroup]);
  });

  it('of customers come by name, then town (then id: namesakes of one town exist), in French order, and the other way round descending', async () => {
    const customers = await relatedInFrenchOrder('invoice', 'customer', 'customer', ['name', 'city']);
    const labels = await groupLabels('invoice', 'customer');
    expect(labels.map((label) => label.replace(/ \([^)]*\)$/, ''))).toEqual(customers.map((customer) => customer.name));
    expect(await groupLabels('invoice', 'customer', 'DESC')).toEqual(labels.toReversed());
  });
});
