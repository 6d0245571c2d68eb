import { type ParamsInput, decodeParams, encodeParams } from '@ossature/contract';
import { type ListQueryState, dataQuery } from './list-query';

/**
 * Page params (base64 of a query string, SPEC §2) whose {$name} placeholders take the row's raw values: the
 * placeholders are filled inside the decoded query, then it is encoded again.
 */
export function fillParams(template: string, values: Record<string, unknown>): string {
  const fill = (text: string) => text.replace(/\{\$([a-z_][a-z0-9_]*)\}/gi, (_whole, name: string) => String(values[name] ?? ''));
  try {
    const query = decodeParams(template);
    const filled: ParamsInput = {};
    for (const [key, value] of query) filled[key] = fill(value);
    return encodeParams(filled);
  } catch {
    return fill(template);
  }
}

/** Where a row leads: the definition's path template, its last segment the params filled with the row's values. */
export function rowPath(template: string, values: Record<string, unknown>): string {
  const segments = template.split('/');
  const last = segments.pop()!;
  return [...segments, encodeURIComponent(fillParams(last, values))].join('/');
}

/** A form's path and params from a row target (/form/{name}/{params}), for opening it in a popup instead. */
export function formOfPath(path: string): { form: string; params: string | undefined } | null {
  const match = /^\/form\/([a-z][a-z0-9_]*)(?:\/([^/]+))?$/.exec(path);
  return match ? { form: match[1]!, params: match[2] ? decodeURIComponent(match[2]) : undefined } : null;
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
