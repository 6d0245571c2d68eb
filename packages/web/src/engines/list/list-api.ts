import { type BulkBatch, type ExportLink, type FormResponse, type ListColumnValues, type ListCount, type ListData, type ListDefinition, type RecentExport, encodeParams } from '@ossature/contract';
import { apiRequest } from '../../api/api-client';

const segment = (params: string | undefined) => (params ? `/${encodeURIComponent(params)}` : '');

/** What an export or a print is of: the format, its title, the list-data parameters of what the user sees. */
export interface ExportRequest {
  output: string;
  title: string;
  query: Record<string, string | string[]>;
  encoding?: string;
}

/** The list calls of SPEC §7 and the export and bulk calls, typed by the contract. */
export const listApi = {
  definition: (domain: string, params: string | undefined, signal?: AbortSignal) =>
    apiRequest<ListDefinition>('GET', `/proxy/list/${domain}${segment(params)}`, { signal, checkVersion: true }),
  data: (domain: string, params: string | undefined, pageSize: number, offset: number, query: URLSearchParams, signal?: AbortSignal) =>
    apiRequest<ListData>('GET', `/proxy/list/data/${domain}/${pageSize}/${offset}${segment(params)}?${query}`, { signal }),
  /** The exact count (and the footer's figures) of a query whose page answered with a capped count. */
  count: (domain: string, params: string | undefined, query: URLSearchParams, signal?: AbortSignal) => {
    const counted = new URLSearchParams(query);
    counted.set('count_only', '1');
    return apiRequest<ListCount>('GET', `/proxy/list/data/${domain}/1/0${segment(params)}?${counted}`, { signal });
  },
  /** Up to ten distinct values of a column with their labels, and how many more (SPEC §7 column-values lookup). */
  columnValues: (domain: string, params: string | undefined, query: URLSearchParams, signal?: AbortSignal) =>
    apiRequest<ListColumnValues>('GET', `/proxy/list/data/${domain}/10/0${segment(params)}?${query}`, { signal }),
  /** A link of its own for an export or a print of the query (SPEC §7 'Other'): opened in a new window. */
  exportLink: (domain: string, params: string | undefined, body: ExportRequest) =>
    apiRequest<ExportLink>('POST', `/proxy/list/export/${domain}${segment(params)}`, { body }),
  /** The same, written to a file in the background (202): followed through the caller's recent exports. */
  exportInBackground: (domain: string, params: string | undefined, body: ExportRequest) =>
    apiRequest<{ export: RecentExport }>('POST', `/proxy/list/export/${domain}${segment(params)}`, { body: { ...body, background: true } }),
  recentExports: (signal?: AbortSignal) => apiRequest<RecentExport[]>('GET', '/proxy/list/exports', { signal }),
  exportFileLink: (id: number) => apiRequest<ExportLink>('POST', `/proxy/list/exports/${id}/link`),
  cancelExport: (id: number) => apiRequest<RecentExport>('POST', `/proxy/list/exports/${id}/cancel`),
  batch: (id: number, signal?: AbortSignal) => apiRequest<BulkBatch>('GET', `/proxy/bulk/${id}`, { signal }),
  /** The user's own choices of a list (columns, favourite configuration), kept on the server. */
  saveSettings: (data: Record<string, string | number>) => apiRequest('PATCH', '/api-internal/user/settings', { body: { data } }),
  /** A configuration saved as the generic form it is (SPEC §7 'Other'), over the version the list showed. */
  saveConfiguration: (form: string, identifier: number | null, version: number | null, values: Record<string, unknown>) =>
    apiRequest<FormResponse>('POST', `/proxy/form/${form}`, { body: { identifier, ...(version !== null ? { version } : {}), values } }),
  deleteConfiguration: (form: string, id: number) =>
    apiRequest('DELETE', `/proxy/form/${form}/${encodeURIComponent(encodeParams({ id }))}`, { body: { identifier: id } }),
};
