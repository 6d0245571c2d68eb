import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesModules } from '../src/modules/sales/index.js';
import { labelledRows, labelsOf } from '../src/records/record-labels.js';
import { createTestApp, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
/** Customers of Mairie de Saint-Aubin and of Clinique des Lilas: id → name (city), as their label template shows them. */
let ours: Map<number, string>;
let theirs: number[];
beforeAll(async () => {
  ctx = await createTestApp({ seedSize: 1, modules: salesModules });
  const customers = await ctx.db
    .selectFrom('customer')
    .innerJoin('client', 'client.id', 'customer.client_id')
    .select(['customer.id', 'customer.name', 'customer.city', 'client.code'])
    .orderBy('customer.id')
    .execute();
  const of = (code: string) => customers.filter((row) => row.code === code);
  ours = new Map(of('saint-aubin').map((row) => [Number(row.id), row.city ? `${row.name} (${row.city})` : String(row.name)]));
  theirs = of('lilas').map((row) => Number(row.id));
});
afterAll(() => ctx.close());

const saintAubin = async () => Number((await ctx.app.db.kysely.selectFrom('client').select('id').where('code', '=', 'saint-aubin').executeTakeFirstOrThrow()).id);

describe('records’ labels', () => {
  it('are read by one query per shape, run again with each call’s own ids and tenant', async () => {
    const module = ctx.app.modules.get('customer')!;
    const client = await saintAubin();
    const ids = [...ours.keys()];
    expect(ids.length).toBeGreaterThanOrEqual(6);
    // Three calls of the same shape (two ids): each answers its own ids, never the first call's.
    for (const pair of [ids.slice(0, 2), ids.slice(2, 4), ids.slice(4, 6)]) {
      expect(await labelsOf(ctx.db, module, client, pair)).toEqual(new Map(pair.map((id) => [id, ours.get(id)])));
    }
    // Another organisation's records are absent, in a shape already asked too.
    expect(await labelsOf(ctx.db, module, client, [theirs[0]!, ids[0]!])).toEqual(new Map([[ids[0]!, ours.get(ids[0]!)]]));
    expect(await labelsOf(ctx.db, module, client, [theirs[0]!, theirs[1]!])).toEqual(new Map());
    // Repeated ids are asked once.
    expect(await labelsOf(ctx.db, module, client, [ids[1]!, ids[1]!, ids[2]!])).toEqual(new Map([ids[1]!, ids[2]!].map((id) => [id, ours.get(id)])));
  });

  it('come with the columns asked beside them, inside a transaction as outside', async () => {
    const module = ctx.app.modules.get('customer')!;
    const client = await saintAubin();
    const [first, second] = [...ours.keys()];
    const read = async (db: typeof ctx.db) =>
      (await labelledRows(db, module, client, [second!, first!], ['kind'])).map(({ id, label, row }) => ({ id, label, kind: row.kind })).toSorted((a, b) => a.id - b.id);
    const outside = await read(ctx.db);
    expect(outside.map(({ id, label }) => [id, label])).toEqual([first, second].map((id) => [id, ours.get(id!)]));
    expect(outside.every(({ kind }) => typeof kind === 'string')).toBe(true);
    expect(await ctx.db.transaction().execute((trx) => read(trx))).toEqual(outside);
  });
});
