import { type SqlBool, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AggregatedColumn, groupPage } from '../../src/engines/list/group-sql.js';
import type { GroupSort } from '../../src/engines/list/list-request.js';
import { type TestContext, createTestApp } from '../helpers/test-app.js';
import { createProbeTable } from './probe-table.js';

let test: TestContext;
beforeAll(async () => {
  test = await createTestApp();
  await createProbeTable(test.db);
});
afterAll(() => test.close());

const everyRow = sql<SqlBool>`1 = 1`;
const totals: AggregatedColumn[] = [
  { name: 'amount', column: 'amount', aggregate: 'sum' },
  { name: 'average', column: 'amount', aggregate: 'avg' },
];

const groups = (column: string, type: 'choice' | 'boolean', sort: GroupSort = { by: 'VALUE', direction: 'ASC' }, where = everyRow, limit = 10, offset = 0) =>
  groupPage({ db: test.db, table: 'list_probe', where, column, type, aggregates: totals, sort, limit, offset });

describe('a level of groups', () => {
  it('counts its rows, totals its columns and gives each group its share, computed in SQL', async () => {
    const page = await groups('status', 'choice');
    expect(page.totalGroups).toBe(3);
    expect(page.groups).toEqual([
      { value: 'closed', count: 1, percentage: 20, aggregates: { amount: 9900, average: 9900 } },
      { value: 'open', count: 2, percentage: 40, aggregates: { amount: 125_050, average: 62_525 } },
      // null and '' are one empty group, last.
      { value: null, count: 2, percentage: 40, aggregates: { amount: -500, average: -500 } },
    ]);
  });

  it('sorts groups by their count or value, either way, empty ones last', async () => {
    const byCount = await groups('status', 'choice', { by: 'COUNT', direction: 'DESC' });
    expect(byCount.groups.map((group) => group.value)).toEqual(['open', null, 'closed']);
    const byValue = await groups('status', 'choice', { by: 'VALUE', direction: 'DESC' });
    expect(byValue.groups.map((group) => group.value)).toEqual(['open', 'closed', null]);
  });

  it('pages its groups and still counts them past the last page', async () => {
    const second = await groups('status', 'choice', undefined, everyRow, 2, 2);
    expect(second.groups.map((group) => group.value)).toEqual([null]);
    expect((await groups('status', 'choice', undefined, everyRow, 2, 10)).totalGroups).toBe(3);
  });

  it('groups inside a parent group by the rows of that group alone, shares taken of the parent', async () => {
    const inOpen = await groups('active', 'boolean', undefined, sql<SqlBool>`status = ${'open'}`);
    expect(inOpen.groups).toEqual([{ value: 1, count: 2, percentage: 100, aggregates: { amount: 125_050, average: 62_525 } }]);
  });
});
