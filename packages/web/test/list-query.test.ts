import { decodeParams, encodeParams } from '@ossature/contract';
import { describe, expect, it } from 'vitest';
import { bulkParams, rowPath } from '../src/engines/list/state/list-links';
import { restoreListQuery } from '../src/engines/list/state/list-session';
import { dataQuery, initialListQuery, listQueryReducer, queryRecord } from '../src/engines/list/state/list-query';

const start = initialListQuery(50, { column: 'issue_date', direction: 'desc' });

describe('the list query reducer', () => {
  it('returns to the first page and clears the selection when the search changes', () => {
    const paged = listQueryReducer(listQueryReducer(start, { type: 'page', pageIndex: 3 }), { type: 'select', ids: [4, 5] });
    const searched = listQueryReducer(paged, { type: 'search', search: 'FA-2026' });
    expect(searched).toMatchObject({ pageIndex: 0, search: 'FA-2026', selection: { ids: [] } });
    // The same search again changes nothing (no reload).
    expect(listQueryReducer(searched, { type: 'search', search: 'FA-2026' })).toBe(searched);
  });

  it('sorts ascending, then descending, then back to the list’s own order', () => {
    const listSort = { column: 'issue_date', direction: 'desc' as const };
    const ascending = listQueryReducer(start, { type: 'sort', column: 'number', listSort });
    expect(ascending.sort).toEqual({ column: 'number', direction: 'asc' });
    const descending = listQueryReducer(ascending, { type: 'sort', column: 'number', listSort });
    expect(descending.sort).toEqual({ column: 'number', direction: 'desc' });
    expect(listQueryReducer(descending, { type: 'sort', column: 'number', listSort }).sort).toBeNull();
    expect(listQueryReducer(descending, { type: 'sort', column: 'number', listSort: null }).sort).toBeNull();
  });

  it('goes between the two directions of the column the list is ordered by, every click changing the rows', () => {
    const listSort = { column: 'issue_date', direction: 'desc' as const };
    // Opened on its own order, the list's column first turns ascending: going back to its order would change nothing.
    const opened = { ...start, sort: listSort };
    const ascending = listQueryReducer(opened, { type: 'sort', column: 'issue_date', listSort });
    expect(ascending.sort).toEqual({ column: 'issue_date', direction: 'asc' });
    expect(listQueryReducer(ascending, { type: 'sort', column: 'issue_date', listSort }).sort).toEqual(listSort);
    // With no sort chosen the list's own order is what shows: a click on its column turns it too.
    expect(listQueryReducer({ ...start, sort: null }, { type: 'sort', column: 'issue_date', listSort }).sort).toEqual({ column: 'issue_date', direction: 'asc' });
    const named = { column: 'name', direction: 'asc' as const };
    expect(listQueryReducer({ ...start, sort: named }, { type: 'sort', column: 'name', listSort: named }).sort).toEqual({ column: 'name', direction: 'desc' });
    expect(listQueryReducer({ ...start, sort: { column: 'name', direction: 'desc' } }, { type: 'sort', column: 'name', listSort: named }).sort).toEqual(named);
  });

  it('keeps the first row shown in view when the page size changes', () => {
    const third = listQueryReducer(start, { type: 'page', pageIndex: 2 });
    expect(listQueryReducer(third, { type: 'pageSize', pageSize: 10 }).pageIndex).toBe(10);
    expect(listQueryReducer(third, { type: 'pageSize', pageSize: 100 }).pageIndex).toBe(1);
  });

  it('selects every row matching, and a new page clears any selection', () => {
    const all = listQueryReducer(start, { type: 'selectAllMatching' });
    expect(all.selection).toEqual({ allMatching: true });
    expect(listQueryReducer(all, { type: 'page', pageIndex: 1 }).selection).toEqual({ ids: [] });
  });

  it('groups from the first page with nothing selected, and sends the groups joined by ;@;', () => {
    const paged = listQueryReducer(listQueryReducer(start, { type: 'page', pageIndex: 2 }), { type: 'select', ids: [1] });
    const grouped = listQueryReducer(paged, { type: 'groupBy', columns: ['status', 'customer'] });
    expect(grouped).toMatchObject({ pageIndex: 0, groupBy: ['status', 'customer'], selection: { ids: [] } });
    expect(dataQuery(grouped).get('group_by')).toBe('status;@;customer');
  });

  it('sends the search and the order as list-data parameters', () => {
    const state = listQueryReducer(listQueryReducer(start, { type: 'search', search: '  Renault  ' }), { type: 'sort', column: 'plate', listSort: null });
    expect(dataQuery(state).toString()).toBe('global_search=Renault&sort_column=plate&sort_direction=asc');
    expect(queryRecord(new URLSearchParams('hidden[]=a&hidden[]=b&global_search=x'))).toEqual({ 'hidden[]': ['a', 'b'], global_search: 'x' });
  });
});

describe('the links of a list', () => {
  it('fill a row target’s placeholders inside its base64 params', () => {
    const template = `/form/invoice/${encodeParams({ id: '{$id}' })}`;
    const path = rowPath(template, { id: 42 });
    expect(path.startsWith('/form/invoice/')).toBe(true);
    expect(decodeParams(decodeURIComponent(path.split('/').pop()!)).get('id')).toBe('42');
  });

  it('give a bulk action the ids selected, or the query and the count confirmed for every matching row', () => {
    const some = decodeParams(bulkParams('invoice', undefined, listQueryReducer(start, { type: 'select', ids: [3, 7] }), 120));
    expect(Object.fromEntries(some)).toEqual({ _list_name: 'invoice', _list_selection: '3,7', _list_total: '2' });
    const searched = listQueryReducer(start, { type: 'search', search: 'FA' });
    const all = decodeParams(bulkParams('invoice', 'cGFyYW09MQ==', listQueryReducer(searched, { type: 'selectAllMatching' }), 120));
    expect(Object.fromEntries(all)).toEqual({
      _list_name: 'invoice',
      _list_params: 'cGFyYW09MQ==',
      _list_all_selection: '1',
      _list_total: '120',
      query: 'global_search=FA&sort_column=issue_date&sort_direction=desc',
    });
  });
});

describe('the list state kept for the tab', () => {
  const columns = [
    { name: 'number', sortable: true, groupable: false },
    { name: 'status', sortable: true, groupable: true },
  ];

  it('comes back as kept: page, size, order, search and groups', () => {
    const kept = { pageIndex: 3, pageSize: 20, sort: { column: 'number', direction: 'asc' as const }, search: 'FA', groupBy: ['status'] };
    expect(restoreListQuery(start, kept, columns)).toEqual({ ...start, ...kept });
  });

  it('drops what the list no longer allows: an unknown size, a column not sortable or groupable any more', () => {
    const kept = { pageIndex: -2, pageSize: 13, sort: { column: 'gone', direction: 'asc' as const }, search: 'x', groupBy: ['number', 'status', 'gone'] };
    expect(restoreListQuery(start, kept, columns)).toMatchObject({ pageIndex: 0, pageSize: 50, sort: start.sort, groupBy: ['status'] });
    expect(restoreListQuery(start, null, columns)).toBe(start);
  });
});
