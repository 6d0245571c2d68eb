import { type ListData, type ListGroupRow, messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

/** Groups ordered by value come in what their lines show, in the database's own order of those labels. */

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

describe('groups ordered by value', () => {
  it('of a relation to the same module come by the related record’s label: employees by their manager’s name', async () => {
    // What the database itself gives for the managers' names, whatever its collation; employees without one last.
    const managers = await ctx.app.records.db
      .selectFrom('employee as staff')
      .innerJoin('employee as manager', 'manager.id', 'staff.manager_id')
      .where('staff.client_id', '=', saintAubin)
      .select(['manager.last_name', 'manager.first_name'])
      .distinct()
      .orderBy('manager.last_name')
      .orderBy('manager.first_name')
      .execute();
    expect(managers.length).toBeGreaterThan(1);
    const labels = await groupLabels('employee', 'manager_id');
    expect(labels.slice(0, managers.length).map((label) => label.toLocaleLowerCase('fr'))).toEqual(
      managers.map((manager) => `${manager.last_name} ${manager.first_name}`.toLocaleLowerCase('fr')),
    );
    // Employees without a manager: one group, last.
    expect(labels.slice(managers.length)).toEqual([messages.list.emptyGroup]);
  });

  it('of customers come by name, then town (then id: namesakes of one town exist), as the database orders them, and the other way round descending', async () => {
    const customers = await ctx.app.records.db
      .selectFrom('invoice')
      .innerJoin('customer', 'customer.id', 'invoice.customer')
      .where('invoice.client_id', '=', saintAubin)
      .select(['customer.id', 'customer.name', 'customer.city'])
      .distinct()
      .orderBy('customer.name')
      .orderBy('customer.city')
      .orderBy('customer.id')
      .execute();
    const labels = await groupLabels('invoice', 'customer');
    expect(labels.map((label) => label.replace(/ \([^)]*\)$/, ''))).toEqual(customers.map((customer) => customer.name));
    expect(await groupLabels('invoice', 'customer', 'DESC')).toEqual(labels.toReversed());
  });
});
