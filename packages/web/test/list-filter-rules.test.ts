import type { ListColumn } from '@ossature/contract';
import { describe, expect, it } from 'vitest';
import { configurationBodyOf } from '../src/engines/list/state/list-configuration';
import { type ListQueryState, dataQuery, filterRowKey, initialListQuery, isInvalidFilter, listQueryReducer, operatorForColumn, startingValue } from '../src/engines/list/state/list-query';
import { typedFilterNumber } from '../src/engines/list/state/typed-decimal';

const run = (state: ListQueryState, ...actions: Parameters<typeof listQueryReducer>[1][]) => actions.reduce(listQueryReducer, state);
const start = initialListQuery(50, null, 'contains');
const EQUALITY = ['equal', '=', 'different', '!=', 'empty'];
const column = (type: ListColumn['type'], operators: string[]) => ({ type, operators });

describe('the operator a filter row takes with its column', () => {
  it('is one that waits for a value when the editor picks it: the default, the column’s values, or its first such', () => {
    expect(operatorForColumn(column('text', ['contains', 'not_contains', ...EQUALITY, 'column_values']), 'contains', 'contains')).toBe('contains');
    expect(operatorForColumn(column('choice', [...EQUALITY, 'column_values']), 'contains', 'contains')).toBe('column_values');
    expect(operatorForColumn(column('relation', [...EQUALITY, 'column_values']), 'contains', 'contains')).toBe('column_values');
    expect(operatorForColumn(column('number', [...EQUALITY, '<', '<=', '>', '>=']), 'contains', 'contains')).toBe('<');
    expect(operatorForColumn(column('date', [...EQUALITY, '<', '>', 'period', 'duration']), 'contains', 'contains')).toBe('period');
    // A list whose default means "is empty" without a value: not picked by itself either.
    expect(operatorForColumn(column('number', [...EQUALITY, '<', '<=', '>', '>=']), 'equal', 'equal')).toBe('<');
  });

  it('is the column’s first for a column with none that waits for a value; a flag then starts at Oui, not "is empty"', () => {
    expect(operatorForColumn(column('boolean', EQUALITY), 'contains', 'contains')).toBe('equal');
    expect([startingValue({ type: 'boolean' }, 'equal'), startingValue({ type: 'boolean' }, 'empty'), startingValue({ type: 'number' }, '<')]).toEqual(['1', null, null]);
    expect(operatorForColumn(column('image', ['empty']), 'contains', 'contains')).toBe('empty');
  });

  it('stays the one the user chose when the column offers it', () => {
    expect(operatorForColumn(column('date', [...EQUALITY, '<', '>', 'period']), '>', 'contains')).toBe('>');
    expect(operatorForColumn(column('relation', [...EQUALITY, 'column_values']), 'different', 'contains')).toBe('different');
    expect(operatorForColumn(column('choice', [...EQUALITY, 'column_values']), 'period', 'contains')).toBe('column_values');
  });
});

const duration = (value: string | null) => ({ column: 'issued', operator: 'duration', value });

describe('a duration filter row', () => {
  it('is incomplete, not invalid, while its amount is not typed', () => {
    expect(isInvalidFilter(duration('in_more_than;@@;;@@;days'))).toBe(false);
    expect(isInvalidFilter(duration(null))).toBe(false);
    expect(dataQuery({ ...start, filters: { link: 'AND', rows: [duration('in_more_than;@@;;@@;days')] } }).has('multiple_search')).toBe(false);
  });

  it('is invalid with an amount that is no whole number, or without its three parts', () => {
    expect(isInvalidFilter(duration('in_more_than;@@;abc;@@;days'))).toBe(true);
    expect(isInvalidFilter(duration('in_more_than;@@;3'))).toBe(true);
    expect(isInvalidFilter(duration('in_more_than;@@;3;@@;days'))).toBe(false);
  });
});

describe('a filter row’s key', () => {
  const rows = run(start, { type: 'addFilter', defaultOperator: 'contains' }, { type: 'addFilter', defaultOperator: 'contains' }).filters.rows;

  it('is its own, and stays with it when it changes and when a row above it goes', () => {
    const keys = rows.map(filterRowKey);
    expect(new Set(keys).size).toBe(3);
    const changed = run({ ...start, filters: { link: 'AND', rows } }, { type: 'changeFilter', index: 2, row: { column: 'number', operator: 'contains', value: 'FA' } });
    expect(changed.filters.rows.map(filterRowKey)).toEqual(keys);
    const removed = run(changed, { type: 'removeFilter', index: 0, defaultOperator: 'contains' });
    expect(removed.filters.rows.map(filterRowKey)).toEqual(keys.slice(1));
  });

  it('stays with a header’s values row when other values are chosen', () => {
    const one = run(start, { type: 'columnValues', column: 'status', values: ['paid'], defaultOperator: 'contains' });
    const other = run(one, { type: 'columnValues', column: 'status', values: ['sent'], defaultOperator: 'contains' });
    expect(filterRowKey(other.filters.rows[0]!)).toBe(filterRowKey(one.filters.rows[0]!));
  });

  it('is neither sent, saved, nor part of the row as the reducer and the tab compare it', () => {
    const state = run(start, { type: 'changeFilter', index: 0, row: { column: 'number', operator: 'contains', value: 'FA' } });
    filterRowKey(state.filters.rows[0]!);
    expect(state.filters.rows).toEqual([{ column: 'number', operator: 'contains', value: 'FA' }]);
    expect(JSON.parse(JSON.stringify(state.filters.rows))).toEqual([{ column: 'number', operator: 'contains', value: 'FA' }]);
    expect(JSON.parse(dataQuery(state).get('multiple_search')!).filter_model).toEqual([{ column: 'number', operator: 'contains', value: 'FA' }]);
    expect(configurationBodyOf(state, []).filters?.filter_model).toEqual([{ column: 'number', operator: 'contains', value: 'FA' }]);
  });
});

describe('a number typed in a filter, as the server takes it', () => {
  it('holds at most 15 whole digits and 6 decimal ones', () => {
    expect(typedFilterNumber('123456789012345,123456', 'number')).toBe('123456789012345.123456');
    expect(typedFilterNumber('-123456789012345', 'number')).toBe('-123456789012345');
    expect(typedFilterNumber('1234567890123456', 'number')).toBeNull();
    expect(typedFilterNumber('1,1234567', 'number')).toBeNull();
    expect(typedFilterNumber('12a', 'number')).toBeNull();
  });

  it('is, for an amount, within the cents a database holds exactly', () => {
    expect(typedFilterNumber('14 704,32 €', 'money')).toBe('14704.32');
    expect(typedFilterNumber('90 000 000 000 000', 'money')).toBe('90000000000000');
    expect(typedFilterNumber('100 000 000 000 000', 'money')).toBeNull();
  });
});
