import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argument, preparedQuery } from '../src/infra/prepared-query.js';
import type { Database } from '../src/infra/tables.js';
import { createTestApp, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ modules: [] });
});
afterAll(() => ctx.close());

let builds = 0;
const usersOf = preparedQuery((db: Kysely<Database>) => {
  builds += 1;
  return db
    .selectFrom('app_user')
    .innerJoin('client', 'client.id', 'app_user.client_id')
    .select(['app_user.username'])
    .where('client.name', '=', argument<string>('client'))
    .where('app_user.is_admin', '=', argument<number>('admin'))
    .where('app_user.active', '=', 1)
    .orderBy('app_user.username');
});

describe('a prepared query', () => {
  it('is built once, then runs with the values each call gives, constants kept in place', async () => {
    const { kysely, dialect } = ctx.app.db;
    const names = async (client: string, admin: number) => (await usersOf(kysely, dialect, { client, admin })).map((row) => row.username);
    expect(await names('Mairie de Saint-Aubin', 0)).toEqual(['agent', 'partenaire']);
    expect(await names('Clinique des Lilas', 1)).toEqual(['admin.lilas']);
    expect(await names('Clinique des Lilas', 0)).toEqual(['agent.lilas']);
    expect(builds).toBe(1);
  });

  it('runs inside a transaction, on the transaction’s connection', async () => {
    const { kysely, dialect } = ctx.app.db;
    const seen = await kysely.transaction().execute(async (trx) => {
      await trx.updateTable('app_user').set({ active: 0 }).where('username', '=', 'agent.lilas').execute();
      const inside = await usersOf(trx, dialect, { client: 'Clinique des Lilas', admin: 0 });
      await trx.updateTable('app_user').set({ active: 1 }).where('username', '=', 'agent.lilas').execute();
      return inside;
    });
    expect(seen).toEqual([]);
  });

  it('refuses to run without one of its arguments rather than sending an empty value', async () => {
    const { kysely, dialect } = ctx.app.db;
    await expect(usersOf(kysely, dialect, { client: 'Clinique des Lilas' })).rejects.toThrow('argument admin not given');
  });
});
