import { BULK_MAX_IDS, MAX_RECORD_ID, formatMessage, messages } from '@ossature/contract';
import { HttpError } from '../../../infra/http-error.js';
import type { MatchingRowsRequest } from '../../../records/matching-rows.js';

/** What a bulk action's page params select (SPEC §7 'Other'): ids of rows, a page of the list, or all rows matching. */
export type BulkSelection =
  | { mode: 'ids'; list: string; ids: number[]; total: number | null }
  | { mode: 'page' | 'all'; list: string; request: MatchingRowsRequest; total: number | null };

const invalid = (path: string, text: string = messages.listBulk.invalidSelection) =>
  new HttpError(400, messages.listBulk.invalidSelection, { errors: [{ path, text }] });

function wholeNumber(params: URLSearchParams, name: string, max: number): number | null {
  const raw = params.get(name);
  if (raw === null || raw === '') return null;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > max) throw invalid(name, messages.list.invalidNumber);
  return Number(raw);
}

/** The list's query as its data call takes it: repeated parameters (hidden[], order[]) become arrays. */
function queryOf(raw: string | null): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(raw ?? '')) {
    const previous = query[key];
    query[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return query;
}

/**
 * Reads the selection out of a bulk action's page params: `_list_name` and `_list_params` name the list as the
 * screen opened it; `_list_selection` lists row ids, or `_list_page_selected` / `_list_all_selection` select the page
 * (`page`, `size`) or every row matching `query` (the list-data parameters, with `iSortCol` / `sSortDir` as its
 * sort). `_list_total` is the number of rows the user confirmed: required unless ids are listed.
 */
export function bulkSelectionOf(params: URLSearchParams): BulkSelection {
  const list = params.get('_list_name');
  if (!list) throw invalid('_list_name');
  const total = wholeNumber(params, '_list_total', 100_000_000);
  const modes = ['_list_selection', '_list_page_selected', '_list_all_selection'].filter((name) => {
    const value = params.get(name);
    return value !== null && value !== '' && value !== '0';
  });
  if (modes.length !== 1) throw invalid('_list_selection');

  if (modes[0] === '_list_selection') {
    const parts = params.get('_list_selection')!.split(',');
    if (parts.length > BULK_MAX_IDS) throw invalid('_list_selection', formatMessage(messages.listBulk.tooManyIds, { max: BULK_MAX_IDS }));
    if (!parts.every((part) => /^[1-9]\d{0,9}$/.test(part) && Number(part) <= MAX_RECORD_ID)) throw invalid('_list_selection');
    const ids = [...new Set(parts.map(Number))];
    return { mode: 'ids', list, ids, total };
  }
  if (total === null) throw new HttpError(400, messages.listBulk.totalRequired, { errors: [{ path: '_list_total', text: messages.listBulk.totalRequired }] });
  const query = queryOf(params.get('query'));
  const sortColumn = params.get('iSortCol');
  if (sortColumn) {
    query.sort_column = sortColumn;
    query.sort_direction = params.get('sSortDir') ?? 'asc';
  }
  const page = modes[0] === '_list_page_selected' ? { size: wholeNumber(params, 'size', 500) ?? 50, index: wholeNumber(params, 'page', 1_000_000) ?? 0 } : null;
  if (page?.size === 0) throw invalid('size', messages.list.invalidNumber);
  return { mode: page ? 'page' : 'all', list, request: { list, listParams: params.get('_list_params') ?? undefined, query, page }, total };
}
