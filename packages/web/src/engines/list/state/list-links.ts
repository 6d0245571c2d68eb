import { type ParamsInput, decodeParams, encodeParams } from '@ossature/contract';
import { type ListQueryState, dataQuery } from './list-query';

/**
 * Where a row leads: the definition's path template with the row's raw values in its {$name} placeholders. The last
 * segment is base64 of a query string (SPEC §2), so the placeholders are filled inside it.
 */
export function rowPath(template: string, values: Record<string, unknown>): string {
  const fill = (text: string) => text.replace(/\{\$([a-z_][a-z0-9_]*)\}/gi, (_whole, name: string) => String(values[name] ?? ''));
  const segments = template.split('/');
  const last = segments.pop()!;
  let encoded = last;
  try {
    const query = decodeParams(last);
    const filled: ParamsInput = {};
    for (const [key, value] of query) filled[key] = fill(value);
    encoded = encodeURIComponent(encodeParams(filled));
  } catch {
    encoded = fill(last);
  }
  return [...segments, encoded].join('/');
}

/**
 * The page params of a bulk action's form (SPEC §7 'Other'): the list it is run from, and the selection — the rows'
 * ids, or every row matching the query, which the server reads from the list's query with the count the user saw.
 */
export function bulkParams(domain: string, listParams: string | undefined, state: ListQueryState, total: number): string {
  const base: ParamsInput = { _list_name: domain, ...(listParams ? { _list_params: listParams } : {}) };
  if ('allMatching' in state.selection) {
    return encodeParams({ ...base, _list_all_selection: 1, _list_total: total, query: dataQuery(state).toString() });
  }
  return encodeParams({ ...base, _list_selection: state.selection.ids.join(','), _list_total: state.selection.ids.length });
}
