import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/infra/http-error.js';
import { type RequestableColumns, parseListRequest } from '../../src/engines/list/list-request.js';

const columns: RequestableColumns = {
  all: new Set(['name', 'status', 'amount', 'issue_date']),
  sortable: new Set(['name', 'status', 'amount', 'issue_date']),
  groupable: new Set(['status', 'issue_date']),
  operators: new Map([
    ['name', new Set(['contains', 'not_contains', 'equal', 'different', 'empty', 'column_values'])],
    ['status', new Set(['equal', 'different', 'empty', 'column_values'])],
    ['amount', new Set(['equal', '<', '>', 'empty'])],
    ['issue_date', new Set(['equal', '<', '>', 'period', 'duration', 'empty'])],
  ]),
};

const filters = (model: unknown[], operator = 'AND') => JSON.stringify({ operator, filter_model: model });

/** The French error a request is refused with, and where. */
function refusal(pageSize: string, offset: string, query: Record<string, string | string[]>) {
  try {
    parseListRequest(pageSize, offset, query, columns);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, path: error.extra.errors?.[0]?.path, text: error.extra.errors?.[0]?.text };
    throw error;
  }
  return null;
}

describe('a list-data request', () => {
  it('reads every parameter of the spec into one request', () => {
    const request = parseListRequest('50', '100', {
      multiple_search: filters([{ column: 'name', operator: 'contains', value: 'dupont' }, { column: 'amount', operator: '>', value: '' }]),
      link_operator: 'OR',
      global_search: '  lefèvre ',
      sort_column: 'amount',
      sort_direction: 'DESC',
      group_by: 'status;@;issue_date',
      group_level: '1',
      group_by_page: '20',
      show_percentage: '1',
      'sort_group_by[status]': 'PERCENTAGE@DESC',
      retrieve_column: 'name;@@;dup',
      'hidden[]': ['amount'],
      'order[]': ['status', 'name'],
      count_only: '0',
    }, columns);
    expect(request).toMatchObject({
      pageSize: 50,
      offset: 100,
      // A row still being typed (no value for >) is left out, not refused.
      filters: { link: 'OR', conditions: [{ column: 'name', operator: 'contains', value: 'dupont' }] },
      globalSearch: 'lefèvre',
      sort: { column: 'amount', direction: 'desc' },
      groupBy: ['status', 'issue_date'],
      groupLevel: 1,
      groupPageSize: 20,
      showPercentage: true,
      sortGroupBy: { status: { by: 'PERCENTAGE', direction: 'DESC' } },
      columnValues: { column: 'name', search: 'dup' },
      hidden: ['amount'],
      order: ['status', 'name'],
      countOnly: false,
    });
  });

  it('refuses page sizes of 0, -1 or a billion, and offsets that are not whole numbers', () => {
    for (const size of ['0', '-1', '1000000000', 'abc']) expect(refusal(size, '0', {})).toMatchObject({ status: 400, path: 'pageSize' });
    expect(refusal('50', '-5', {})).toMatchObject({ status: 400, path: 'offset' });
  });

  it('refuses a column the list does not have, wherever it is named, without echoing SQL', () => {
    const column = 'name; drop table invoice; --';
    expect(refusal('50', '0', { sort_column: column })).toMatchObject({ path: 'sort_column', text: `La colonne « ${column} » n’existe pas dans cette liste.` });
    expect(refusal('50', '0', { group_by: 'status;@;password' })).toMatchObject({ path: 'group_by.1' });
    expect(refusal('50', '0', { 'hidden[]': ['client_id'] })).toMatchObject({ path: 'hidden.0' });
    expect(refusal('50', '0', { retrieve_column: 'client_id;@@;1' })).toMatchObject({ path: 'retrieve_column' });
    expect(refusal('50', '0', { multiple_search: filters([{ column: 'client_id', operator: 'equal', value: '2' }]) })).toMatchObject({ path: 'multiple_search.filter_model.0.column' });
  });

  it('refuses an operator the column does not accept, and malformed filters, as an invalid filter', () => {
    const invalid = { status: 400, text: 'Filtre non valide' };
    expect(refusal('50', '0', { multiple_search: filters([{ column: 'status', operator: '>', value: 'x' }]) })).toMatchObject({ ...invalid, path: 'multiple_search.filter_model.0.operator' });
    expect(refusal('50', '0', { multiple_search: filters([{ column: 'name', operator: 'like', value: 'x' }]) })).toMatchObject(invalid);
    expect(refusal('50', '0', { multiple_search: '{"operator":"AND","filter_model":[' })).toMatchObject(invalid);
    expect(refusal('50', '0', { multiple_search: filters([{ operator: 'AND', filter_model: [] }]) })).toMatchObject(invalid);
    expect(refusal('50', '0', { multiple_search: filters([], 'XOR') })).toMatchObject(invalid);
    expect(refusal('50', '0', { link_operator: 'NOT' })).toMatchObject(invalid);
  });

  it('refuses grouping by a column twice, deeper than its groups, or a group sort of an ungrouped column', () => {
    expect(refusal('50', '0', { group_by: 'status;@;status' })).toMatchObject({ path: 'group_by' });
    expect(refusal('50', '0', { group_by: 'name' })).toMatchObject({ path: 'group_by.0' });
    expect(refusal('50', '0', { group_by: 'status', group_level: '2' })).toMatchObject({ path: 'group_level' });
    expect(refusal('50', '0', { group_by: 'status', 'sort_group_by[issue_date]': 'VALUE@ASC' })).toMatchObject({ path: 'sort_group_by[issue_date]' });
    expect(refusal('50', '0', { group_by: 'status', 'sort_group_by[status]': 'SIZE@UP' })).toMatchObject({ path: 'sort_group_by[status]' });
  });

  it('refuses unknown parameters, repeated single ones and flags that are not 0 or 1', () => {
    expect(refusal('50', '0', { where: '1=1' })).toMatchObject({ path: 'where', text: 'Paramètre inconnu.' });
    expect(refusal('50', '0', { sort_column: ['name', 'amount'] })).toMatchObject({ path: 'sort_column' });
    expect(refusal('50', '0', { count_only: 'yes' })).toMatchObject({ path: 'count_only' });
  });
});
