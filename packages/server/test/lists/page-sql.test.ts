import { type SqlBool, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, rowsPage } from '../../src/engines/list/page-sql.js';
import { searchCondition } from '../../src/engines/list/search-sql.js';
import { type TestContext, createTestApp } from '../helpers/test-app.js';
import { createProbeTable } from './probe-table.js';

let test: TestContext;
beforeAll(async () => {
  test = await createTestApp();
  await createProbeTable(test.db);
});
afterAll(() => test.close());

const everyRow = sql<SqlBool>`1 = 1`;
const ids = (rows: Record<string, unknown>[]) => rows.map((row) => Number(row.id));
const page = (sort: { column: string; direction: 'asc' | 'desc' } | null, limit = 10, offset = 0, where = everyRow) =>
  rowsPage({ db: test.db, dialect: test.app.db.dialect, table: 'list_probe', where, columns: ['id', 'name', 'amount'], sort: sort && { ...sort, text: sort.column === 'name' }, limit, offset });

const found = async (text: string, columns = ['name', 'status']) =>
  ids(
    await test.db
      .selectFrom('list_probe')
      .select('id')
      .where(() => searchCondition(columns.map((column) => ({ column })), text, 1))
      .orderBy('id')
      .execute(),
  );

describe('the global search', () => {
  it('finds every word typed in one of the searched columns, without case or accents', async () => {
    expect(await found('lefevre ELODIE')).toEqual([1]);
    expect(await found('dupont lefevre')).toEqual([]);
    expect(await found('open')).toEqual([1, 4]);
    expect(await found('   ')).toEqual([1, 2, 3, 4, 5]);
  });

  it('finds nothing in a list with nowhere to search, rather than everything', async () => {
    expect(await found('lefevre', [])).toEqual([]);
  });
});

describe('a page of rows', () => {
  it('is sorted in SQL either way, empty values the smallest, ties and unsorted lists by id', async () => {
    expect(ids(await page({ column: 'amount', direction: 'asc' }))).toEqual([3, 5, 4, 2, 1]);
    expect(ids(await page({ column: 'amount', direction: 'desc' }))).toEqual([1, 2, 4, 5, 3]);
    expect(ids(await page(null))).toEqual([5, 4, 3, 2, 1]);
  });

  it('is sorted by text the French way: no case, accents on the letter they sit on (Élodie before Marc)', async () => {
    expect(ids(await page({ column: 'name', direction: 'asc' }))).toEqual([3, 5, 4, 1, 2]);
    expect(ids(await page({ column: 'name', direction: 'desc' }))).toEqual([2, 1, 4, 5, 3]);
  });

  it('reads only its columns, one page at a time', async () => {
    // PostgreSQL's driver reads a bigint as text: the field kinds convert stored values, not the page.
    const second = (await page({ column: 'amount', direction: 'asc' }, 2, 3)).map((row) => ({ ...row, amount: Number(row.amount) }));
    expect(second).toEqual([
      { id: 2, name: 'Marc Dupont', amount: 9900 },
      { id: 1, name: 'Élodie LEFÈVRE', amount: 125_050 },
    ]);
  });
});

describe('the count of a list', () => {
  it('stops at its cap, saying so, and counts everything when asked to', async () => {
    expect(await countRows(test.db, 'list_probe', everyRow, 3)).toEqual({ count: 3, capped: true });
    expect(await countRows(test.db, 'list_probe', everyRow, 5)).toEqual({ count: 5, capped: false });
    expect(await countRows(test.db, 'list_probe', everyRow, null)).toEqual({ count: 5, capped: false });
    expect(await countRows(test.db, 'list_probe', sql<SqlBool>`amount > ${0}`, 10)).toEqual({ count: 2, capped: false });
  });
});
