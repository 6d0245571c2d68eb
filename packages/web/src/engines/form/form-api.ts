import {
  type ChartData,
  type CollectionData,
  type FormResponse,
  type FormSubmission,
  type HistoryEntry,
  type OnchangeRequest,
  type OnchangeResponse,
  type PlanningActionRequest,
  type PreflightResponse,
  type SelectOption,
  type SelectOptionsAnswer,
  type SelectOptionsRequest,
  encodeParams,
} from '@ossature/contract';
import { apiRequest, apiRequestWithStatus } from '../../api/api-client';
import { uploadStoredFile } from '../../files/stored-files';

const segment = (params: string | undefined) => (params ? `/${encodeURIComponent(params)}` : '');

export type { StoredFile } from '../../files/stored-files';

/** The form calls of SPEC §7, typed by the contract. */
export const formApi = {
  load: (name: string, params: string | undefined, signal?: AbortSignal) =>
    apiRequest<FormResponse>('GET', `/proxy/form/${name}${segment(params)}`, { signal }),
  /** A saved form (200), or an accepted asynchronous save (202, its message). */
  save: (name: string, params: string | undefined, submission: FormSubmission) =>
    apiRequestWithStatus<FormResponse | { message: string }>('POST', `/proxy/form/${name}${segment(params)}`, { body: submission }),
  preflight: (name: string, params: string | undefined, submission: FormSubmission) =>
    apiRequest<PreflightResponse>('POST', `/proxy/form/${name}${segment(params)}?preflight=1`, { body: submission }),
  remove: (name: string, identifier: number) =>
    apiRequest<{ message: string; return_delete_url?: string }>('DELETE', `/proxy/form/${name}${segment(encodeParams({ id: identifier }))}`, {
      body: { identifier },
    }),
  copy: (name: string, identifier: number, signal?: AbortSignal) =>
    apiRequest<FormResponse>('POST', `/api-internal/form/copy/${name}`, { body: { identifier }, signal }),
  onchange: (name: string, field: string, request: OnchangeRequest) =>
    apiRequest<OnchangeResponse>('POST', `/proxy/form/onchange/${name}/${field}`, { body: request }),
  /** `identifier` 0: a record not saved yet; `params`: the values of the fields the rows go through (linked-parent.ts). */
  collection: (name: string, identifier: number, field: string, params?: string) =>
    apiRequest<CollectionData>('GET', `/proxy/form/collection/${name}/${identifier}/${field}${segment(params)}`),
  /** The Planning element's span before or after the one shown (SPEC §7 planning_action_on_change). */
  planning: (name: string, request: PlanningActionRequest) => apiRequest<Record<string, unknown>>('POST', `/proxy/form/planning/${name}`, { body: request }),
  chart: (name: string, identifier: number, chart: string, signal?: AbortSignal) =>
    apiRequest<ChartData>('GET', `/proxy/form/chart/${name}/${identifier}/${chart}`, { signal }),
  /** `params`: base64 of the values the relation's options depend on (see dependencyParams). */
  options: async (name: string, field: string, search: string, signal?: AbortSignal, params?: string): Promise<SelectOption[]> => {
    const answer = await apiRequest<SelectOption[] | { errors: unknown[] }>(
      'GET',
      `/proxy/form/list/${name}/${field}/${encodeURIComponent(search.trim() || '0')}/0${params ? `/${encodeURIComponent(params)}` : ''}`,
      { signal },
    );
    // An answer with errors means "no options" (SPEC §7).
    return Array.isArray(answer) ? answer : [];
  },
  /**
   * The POST variant (SPEC §7): a search with what a path cannot carry — the depended-on values, the field's values in
   * its collection's other rows, the cache flag (SelectOptionsRequest).
   */
  optionsWith: async (name: string, field: string, request: SelectOptionsRequest, signal?: AbortSignal): Promise<SelectOption[]> => {
    const answer = await apiRequest<SelectOptionsAnswer>('POST', `/proxy/form/list/${name}/${field}`, { body: request, signal });
    return Array.isArray(answer) ? answer : [];
  },
  /** The labels of given related records (the .../empty/{values} variant): a record created or edited in a dialog. */
  labels: async (name: string, field: string, ids: readonly number[]): Promise<SelectOption[]> => {
    const answer = await apiRequest<SelectOption[] | { errors: unknown[] }>('GET', `/proxy/form/list/${name}/${field}/empty/${ids.join(',')}`);
    return Array.isArray(answer) ? answer : [];
  },
  historySince: (table: string, identifier: number, fromDate: string) =>
    apiRequest<HistoryEntry[]>('GET', `/api-internal/form/history/${table}/${identifier}?fromDate=${encodeURIComponent(fromDate)}`),
  upload: uploadStoredFile,
  subFormDelete: (name: string, identifier: number) =>
    apiRequest<{ errors: { text: string }[] }>('DELETE', `/form/${name}/${encodeURIComponent(encodeParams({ primaryKey: identifier }))}`),
};
