import { type ListFilterCondition, messages } from '@ossature/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterCondition } from '../../src/engines/list/filter-sql.js';
import { HttpError } from '../../src/infra/http-error.js';
import { type TestContext, createTestApp } from '../helpers/test-app.js';
import { createProbeTable, probeColumns } from './probe-table.js';

/** Tuesday 24 November 2026, 20:30 in Paris. */
const now = new Date('2026-11-24T19:30:00Z');

let test: TestContext;
beforeAll(async () => {
  test = await createTestApp();
  await createProbeTable(test.db);
});
afterAll(() => test.close());

/** The ids of the rows a filter keeps, in order. */
async function kept(column: string, operator: string, value?: ListFilterCondition['value']): Promise<number[]> {
  const found = await test.db
    .selectFrom('list_probe')
    .select(sql<number>`id`.as('id'))
    .where((eb) => filterCondition(eb, probeColumns[column]!, { column, operator, value }, now, 'filter'))
    .orderBy('id')
    .execute();
  return found.map((row) => Number(row.id));
}

async function refused(column: string, operator: string, value: string): Promise<number | null> {
  try {
    await kept(column, operator, value);
    return null;
  } catch (error) {
    return error instanceof HttpError ? error.statusCode : -1;
  }
}

describe('a text filter', () => {
  it('finds words without regard to case or accents, and % or _ literally', async () => {
    expect(await kept('name', 'contains', 'lefevre')).toEqual([1]);
    expect(await kept('name', 'contains', 'ELODIE')).toEqual([1]);
    expect(await kept('name', 'contains', '100%')).toEqual([4]);
    expect(await kept('name', 'contains', '_')).toEqual([4]);
    expect(await kept('name', 'equal', 'marc DUPONT')).toEqual([2]);
  });

  it('refuses a value holding a null character or half a surrogate pair, whatever the operator, with the form’s message', async () => {
    for (const [operator, value] of [['contains', 'Dup\u0000'], ['not_contains', 'Dup\uD83D'], ['equal', '\u0000'], ['column_values', ['Marc', 'x\u0000']]] as const) {
      const error = await kept('name', operator, value as ListFilterCondition['value']).catch((caught: unknown) => caught);
      expect([operator, error instanceof HttpError ? error.extra : error]).toEqual([operator, { errors: [{ path: 'filter.value', text: messages.form.invalidCharacters }] }]);
    }
  });

  it('keeps empty rows for different and not_contains; with no value they mean not empty, and = means empty', async () => {
    expect(await kept('name', 'not_contains', 'dupont')).toEqual([1, 3, 4, 5]);
    expect(await kept('name', 'different', 'marc dupont')).toEqual([1, 3, 4, 5]);
    expect(await kept('name', 'not_contains', '')).toEqual([1, 2, 4]);
    expect(await kept('name', '!=', '')).toEqual([1, 2, 4]);
    expect(await kept('name', '=', '')).toEqual([3, 5]);
    expect(await kept('name', 'empty')).toEqual([3, 5]);
  });
});

describe('a money filter', () => {
  it('compares the euros typed with the cents stored', async () => {
    expect(await kept('amount', '>', '100')).toEqual([1]);
    expect(await kept('amount', '<=', '99')).toEqual([2, 4, 5]);
    expect(await kept('amount', 'equal', '1250,50')).toEqual([1]);
    expect(await kept('amount', 'empty')).toEqual([3]);
  });

  it('refuses a value that is no amount', async () => {
    expect(await refused('amount', '>', 'beaucoup')).toBe(400);
  });
});

describe('a date filter', () => {
  it('takes periods and durations around now, in Paris', async () => {
    expect(await kept('issue_date', 'period', 'today')).toEqual([1]);
    expect(await kept('issue_date', 'period', 'this_month')).toEqual([1, 2]);
    expect(await kept('issue_date', 'period', 'last_year')).toEqual([4]);
    expect(await kept('issue_date', 'duration', 'in_more_than;@@;1;@@;months')).toEqual([5]);
    expect(await kept('issue_date', 'duration', 'since_more;@@;3;@@;days')).toEqual([2, 4]);
  });

  it('compares a day, a month or a year typed at its own precision', async () => {
    expect(await kept('issue_date', '<', '2026-11-20')).toEqual([4]);
    expect(await kept('issue_date', '<=', '2026-11-20')).toEqual([2, 4]);
    expect(await kept('issue_date', '>=', '2026-11-24')).toEqual([1, 5]);
    expect(await kept('issue_date', 'equal', '2026-11')).toEqual([1, 2]);
    expect(await kept('at', 'equal', '2026-11-24')).toEqual([1]);
    expect(await kept('at', '>', '2026-11-24')).toEqual([5]);
    expect(await kept('at', 'period', 'last_week')).toEqual([2]);
    expect(await kept('at', 'period', 'last_hour')).toEqual([]);
  });

  it('refuses unknown periods, durations without their three parts, and dates not written yyyy-MM-dd', async () => {
    expect(await refused('issue_date', 'period', 'next_century')).toBe(400);
    expect(await refused('issue_date', 'duration', 'since_more;@@;3')).toBe(400);
    expect(await refused('issue_date', '<', '24/11/2026')).toBe(400);
  });

  it('refuses dates and times the calendar does not hold, and takes the last day of a month', async () => {
    for (const value of ['2026-13', '2026-00-10', '2026-02-31', '2026-04-31', '2026-11-24 24:00', '2026-11-24 10:60', '2026-11-24 10:30:61']) {
      expect(await refused('issue_date', '<', value)).toBe(400);
    }
    expect(await refused('issue_date', '<', '2024-02-29')).toBeNull();
    expect(await refused('issue_date', '<', '2026-11-24 23:59:59')).toBeNull();
  });
});

describe('a filter on choices', () => {
  it('finds a value among several chosen, any of several values, or none chosen', async () => {
    expect(await kept('tags', 'contains', 'vip')).toEqual([1]);
    expect(await kept('tags', 'column_values', ['urgent', 'vip'])).toEqual([1, 5]);
    expect(await kept('tags', 'not_contains', 'vip')).toEqual([2, 3, 4, 5]);
    expect(await kept('tags', 'empty')).toEqual([2, 3]);
  });

  it('finds one related record among several by its id alone, never a longer id holding its digits', async () => {
    expect(await kept('refs', 'equal', '1')).toEqual([1, 4]);
    expect(await kept('refs', 'contains', '12')).toEqual([1]);
    expect(await kept('refs', 'column_values', '11;@@;2')).toEqual([2, 4]);
    expect(await kept('refs', 'empty')).toEqual([3, 5]);
    expect(await refused('refs', 'equal', 'abc')).toBe(400);
  });

  it('takes one choice among values joined by ;@@;, and flags as 0 or 1', async () => {
    expect(await kept('status', 'column_values', 'open;@@;closed')).toEqual([1, 2, 4]);
    expect(await kept('status', 'empty')).toEqual([3, 5]);
    expect(await kept('active', 'equal', '1')).toEqual([1, 4]);
    expect(await kept('active', 'different', '1')).toEqual([2, 3, 5]);
  });
});
