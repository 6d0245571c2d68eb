import type { ListColumn, ListConfigurationBody } from '@ossature/contract';
import { describe, expect, it } from 'vitest';
import { columnsOfConfiguration, configurationBodyOf, shownColumns } from '../src/engines/list/state/list-configuration';
import { type ListQueryState, dataQuery, initialListQuery, listQueryReducer, lookupQuery } from '../src/engines/list/state/list-query';
import { restoreListQuery } from '../src/engines/list/state/list-session';

/** SPEC §4 'Lists' rules held by the list query reducer: filters, configurations, groups and columns. */

const start = initialListQuery(50, { column: 'issue_date', direction: 'desc' }, 'contains');
const run = (state: ListQueryState, ...actions: Parameters<typeof listQueryReducer>[1][]) => actions.reduce(listQueryReducer, state);
const body: ListConfigurationBody = {
  columns: [
    { name: 'status', hidden: false },
    { name: 'number', hidden: false },
    { name: 'customer', hidden: true },
  ],
  column_order: ['status', 'number', 'customer'],
  filters: { operator: 'OR', filter_model: [{ column: 'status', operator: 'equal', value: 'sent' }] },
  sort_by: [{ id: 'number', desc: true }],
  global_filter: 'FA',
  group_by: ['status'],
  show_percentage: false,
  sort_group_by: { status: 'PERCENTAGE@DESC' },
};
const own = { hidden: ['notes'], order: [] };
const withoutOrder = (state: ListQueryState) => {
  const query = dataQuery(state);
  query.delete('order[]');
  return query.toString();
};
const configured = run(start, { type: 'applyConfiguration', id: 7, body, columns: columnsOfConfiguration(body, own, body.columns!), defaultOperator: 'contains' });

describe('filter rows', () => {
  it('start with one empty row of the default operator, and a new row starts the same way', () => {
    expect(start.filters).toEqual({ link: 'AND', rows: [{ column: '', operator: 'contains', value: null }] });
    expect(run(start, { type: 'addFilter', defaultOperator: 'contains' }).filters.rows).toEqual([
      { column: '', operator: 'contains', value: null },
      { column: '', operator: 'contains', value: null },
    ]);
  });

  it('count only once complete: an incomplete row reloads nothing and keeps the page and the configuration', () => {
    const paged = run(configured, { type: 'markConfiguration', id: 7 });
    const typing = run({ ...paged, pageIndex: 3 }, { type: 'addFilter', defaultOperator: 'contains' }, { type: 'changeFilter', index: 1, row: { column: 'number', operator: 'contains', value: null } });
    expect(typing).toMatchObject({ pageIndex: 3, configurationId: 7 });
    expect(dataQuery(typing).toString()).toBe(dataQuery(paged).toString());

    const complete = run(typing, { type: 'changeFilter', index: 1, row: { column: 'number', operator: 'contains', value: 'FA-2' } });
    expect(complete).toMatchObject({ pageIndex: 0, configurationId: null });
    expect(JSON.parse(dataQuery(complete).get('multiple_search')!)).toEqual({
      operator: 'OR',
      filter_model: [
        { column: 'status', operator: 'equal', value: 'sent' },
        { column: 'number', operator: 'contains', value: 'FA-2' },
      ],
    });
  });

  it('join by ET/OU only between two complete rows: choosing it on a row still being typed changes nothing shown', () => {
    const paged = { ...run(configured, { type: 'markConfiguration', id: 7 }), pageIndex: 3 };
    const linked = run(paged, { type: 'addFilter', defaultOperator: 'contains' }, { type: 'filterLink', link: 'AND' });
    expect(linked).toMatchObject({ pageIndex: 3, configurationId: 7, filters: { link: 'AND' } });
    expect(dataQuery(linked).toString()).toBe(dataQuery(paged).toString());
    // Nothing complete at all: the same.
    const blank = run({ ...start, pageIndex: 4, configurationId: 9 }, { type: 'addFilter', defaultOperator: 'contains' }, { type: 'filterLink', link: 'OR' });
    expect(blank).toMatchObject({ pageIndex: 4, configurationId: 9 });
    expect(dataQuery(blank).has('link_operator')).toBe(false);
    // Once the second row is complete, the link chosen joins the two, from the first page.
    const complete = run(linked, { type: 'changeFilter', index: 1, row: { column: 'number', operator: 'contains', value: 'FA' } });
    expect(complete).toMatchObject({ pageIndex: 0, configurationId: null });
    expect(dataQuery(complete).get('link_operator')).toBe('AND');
  });

  it('apply without a value the operators that keep meaning without one', () => {
    const empty = run(start, { type: 'changeFilter', index: 0, row: { column: 'notes', operator: 'empty', value: null } });
    expect(JSON.parse(dataQuery(empty).get('multiple_search')!).filter_model).toEqual([{ column: 'notes', operator: 'empty', value: null }]);
  });

  it('leave an invalid duration out of the query', () => {
    const bad = run(start, { type: 'changeFilter', index: 0, row: { column: 'due_date', operator: 'duration', value: 'since_more;@@;;@@;days' } });
    expect(dataQuery(bad).has('multiple_search')).toBe(false);
    const good = run(start, { type: 'changeFilter', index: 0, row: { column: 'due_date', operator: 'duration', value: 'since_more;@@;3;@@;days' } });
    expect(dataQuery(good).has('multiple_search')).toBe(true);
  });

  it('leave one empty row when the last is removed, which is a manual change: the configuration is no longer applied', () => {
    const removed = run(configured, { type: 'removeFilter', index: 0, defaultOperator: 'contains' });
    expect(removed.filters.rows).toEqual([{ column: '', operator: 'contains', value: null }]);
    expect(removed).toMatchObject({ configurationId: null, pageIndex: 0 });
  });

  it('set a column header’s values as its own row, replaced by the next choice and removed by none', () => {
    const one = run(start, { type: 'columnValues', column: 'status', values: ['sent', 'paid'], defaultOperator: 'contains' });
    expect(one.filters.rows).toEqual([{ column: 'status', operator: 'column_values', value: ['sent', 'paid'] }]);
    expect(JSON.parse(dataQuery(one).get('multiple_search')!).filter_model).toEqual([{ column: 'status', operator: 'column_values', value: 'sent;@@;paid' }]);
    const other = run(one, { type: 'columnValues', column: 'status', values: ['draft'], defaultOperator: 'contains' });
    expect(other.filters.rows).toEqual([{ column: 'status', operator: 'column_values', value: ['draft'] }]);
    // The empty row left starts with the list's default operator, whatever it is.
    expect(run(other, { type: 'columnValues', column: 'status', values: [], defaultOperator: 'equal' }).filters.rows).toEqual([{ column: '', operator: 'equal', value: null }]);
  });

  it('look up a column’s values among the rows the other filters leave, never through its own filter', () => {
    const both = run(start, { type: 'columnValues', column: 'status', values: ['sent'], defaultOperator: 'contains' }, { type: 'columnValues', column: 'customer', values: ['4'], defaultOperator: 'contains' });
    const lookup = lookupQuery({ ...both, search: 'FA' }, 'status', 'pa');
    expect(lookup.get('retrieve_column')).toBe('status;@@;pa');
    expect(lookup.get('global_search')).toBe('FA');
    expect(JSON.parse(lookup.get('multiple_search')!).filter_model).toEqual([{ column: 'customer', operator: 'column_values', value: '4' }]);
  });
});

describe('configurations', () => {
  it('apply everything they set as a switch, from the first page, and restore the columns they set', () => {
    expect(configured).toMatchObject({
      configurationId: 7,
      pageIndex: 0,
      search: 'FA',
      sort: { column: 'number', direction: 'desc' },
      groupBy: ['status'],
      filters: { link: 'OR', rows: [{ column: 'status', operator: 'equal', value: 'sent' }] },
      columns: { hidden: ['customer'], order: ['status', 'number', 'customer'] },
    });
    // Percentages off: a percentage group sort falls back to the value.
    expect(configured.groupSorts).toEqual({ status: 'VALUE@DESC' });
  });

  it('restore the user’s own columns when the configuration sets none', () => {
    expect(columnsOfConfiguration({ filters: { filter_model: [] } }, own, [])).toBe(own);
  });

  it('are cleared by a manual change of filter, sort, group or page, but not of page size or columns', () => {
    expect(run(configured, { type: 'sort', column: 'number', listSort: null }).configurationId).toBeNull();
    expect(run(configured, { type: 'page', pageIndex: 1 }).configurationId).toBeNull();
    expect(run(configured, { type: 'groupBy', columns: [] }).configurationId).toBeNull();
    expect(run(configured, { type: 'groupSort', column: 'status', sort: 'COUNT@ASC' }).configurationId).toBeNull();
    const twoFilters = run(configured, { type: 'addFilter', defaultOperator: 'contains' }, { type: 'changeFilter', index: 1, row: { column: 'number', operator: 'contains', value: 'FA' } }, { type: 'markConfiguration', id: 7 });
    expect(run(twoFilters, { type: 'filterLink', link: 'AND' }).configurationId).toBeNull();
    expect(run(configured, { type: 'pageSize', pageSize: 10 }).configurationId).toBe(7);
    expect(run(configured, { type: 'columns', columns: own }).configurationId).toBe(7);
  });

  it('deleted, are no longer applied, unless another was applied before the delete was answered', () => {
    expect(run(configured, { type: 'markConfiguration', id: 7 }, { type: 'forgetConfiguration', id: 7 }).configurationId).toBeNull();
    const other = run(configured, { type: 'markConfiguration', id: 8 });
    expect(run(other, { type: 'forgetConfiguration', id: 7 })).toBe(other);
  });

  it('are saved as the list is seen, and applying what was saved gives the same list', () => {
    const columns = ['status', 'number', 'customer', 'notes'].map((name) => ({ name, label: name, hidden: 0, operators: [] }) as unknown as ListColumn);
    const saved = configurationBodyOf(configured, columns);
    expect(saved).toMatchObject({ global_filter: 'FA', group_by: ['status'], sort_by: [{ id: 'number', desc: true }], sort_group_by: { status: 'VALUE@DESC' } });
    expect(shownColumns(columns, configured.columns).map((column) => column.name)).toEqual(['status', 'number', 'notes']);
    const again = run(start, { type: 'applyConfiguration', id: 8, body: saved, columns: columnsOfConfiguration(saved, own, columns), defaultOperator: 'contains' });
    // The same rows, the same columns in the same order (the saved order names every column: the same order).
    expect(withoutOrder(again)).toBe(withoutOrder(configured));
    expect(shownColumns(columns, again.columns)).toEqual(shownColumns(columns, configured.columns));
  });

  it('give a header’s several values back one by one once saved and applied, as the header filter and the editor pick them', () => {
    const columns = ['status', 'number'].map((name) => ({ name, label: name, hidden: 0, operators: [] }) as unknown as ListColumn);
    const picked = run(start, { type: 'columnValues', column: 'status', values: ['paid', 'sent'], defaultOperator: 'contains' });
    // Stored as the list-data call takes it (SPEC §9 value separator)…
    const saved = configurationBodyOf(picked, columns);
    expect(saved.filters?.filter_model).toEqual([{ column: 'status', operator: 'column_values', value: 'paid;@@;sent' }]);
    // …and applied, the row holds the two values again, not one 'paid;@@;sent'.
    const again = run(start, { type: 'applyConfiguration', id: 9, body: saved, columns: own, defaultOperator: 'contains' });
    expect(again.filters.rows).toEqual([{ column: 'status', operator: 'column_values', value: ['paid', 'sent'] }]);
    expect(dataQuery(again).get('multiple_search')).toBe(dataQuery(picked).get('multiple_search'));
  });
});

describe('a page past the list’s end', () => {
  it('goes back to the last page that has rows, keeping the configuration applied; a page within the list stays', () => {
    const second = { ...configured, pageSize: 10, pageIndex: 1 };
    expect(run(second, { type: 'pageWithin', total: 10 })).toMatchObject({ pageIndex: 0, configurationId: 7 });
    expect(run(second, { type: 'pageWithin', total: 11 })).toBe(second);
    expect(run({ ...second, pageIndex: 5 }, { type: 'pageWithin', total: 23 }).pageIndex).toBe(2);
  });
});

describe('groups and percentages', () => {
  it('send each grouped column’s group sort, and fall back to VALUE when percentages are turned off', () => {
    const shown = run(start, { type: 'showPercentage', show: true }, { type: 'groupBy', columns: ['status'] }, { type: 'groupSort', column: 'status', sort: 'PERCENTAGE@ASC' });
    expect(dataQuery(shown).get('sort_group_by[status]')).toBe('PERCENTAGE@ASC');
    expect(dataQuery(shown).get('show_percentage')).toBe('1');
    const off = run({ ...shown, pageIndex: 2, configurationId: 7 }, { type: 'showPercentage', show: false });
    expect(off.groupSorts).toEqual({ status: 'VALUE@ASC' });
    // The fallback is a group sort change: the first page, no longer the configuration applied.
    expect(off).toMatchObject({ pageIndex: 0, configurationId: null });
    // Shares turned off under a value sort change only the group lines.
    const byValue = run(start, { type: 'groupBy', columns: ['status'] }, { type: 'showPercentage', show: true }, { type: 'markConfiguration', id: 7 });
    expect(run({ ...byValue, pageIndex: 2 }, { type: 'showPercentage', show: false })).toMatchObject({ pageIndex: 2, configurationId: 7 });
    // Ungrouping a column forgets its group sort.
    expect(run(shown, { type: 'groupBy', columns: [] }).groupSorts).toEqual({});
  });
});

describe('the kept state', () => {
  it('keeps filters, columns and the configuration, as far as the list still has them', () => {
    const columns = [
      { name: 'number', sortable: true, groupable: false },
      { name: 'status', sortable: true, groupable: true },
    ];
    const kept = {
      filters: { link: 'OR' as const, rows: [{ column: 'status', operator: 'equal', value: 'sent' }, { column: 'gone', operator: 'equal', value: 'x' }] },
      columns: { hidden: ['number', 'gone'], order: ['status'] },
      configurationId: 7,
      groupBy: ['status'],
      groupSorts: { status: 'COUNT@DESC' as const, number: 'COUNT@ASC' as const },
    };
    const restored = restoreListQuery(start, kept, columns, [7]);
    expect(restored).toMatchObject({
      filters: { link: 'OR', rows: [{ column: 'status', operator: 'equal', value: 'sent' }] },
      columns: { hidden: ['number'], order: ['status'] },
      configurationId: 7,
      groupSorts: { status: 'COUNT@DESC' },
    });
    // A configuration deleted since is not applied any more.
    expect(restoreListQuery(start, kept, columns, []).configurationId).toBeNull();
  });
});
