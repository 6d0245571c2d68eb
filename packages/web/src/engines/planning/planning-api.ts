import { type FormResponse, type PlanningData, encodeParams } from '@ossature/contract';
import { apiRequest } from '../../api/api-client';

/** The planning call of SPEC §7, and the form calls that move and delete an event's record. */
export const planningApi = {
  data: (name: string, params: string, signal?: AbortSignal) => apiRequest<PlanningData>('GET', `/api-internal/planning/${encodeURIComponent(name)}/${encodeURIComponent(params)}`, { signal }),
  /**
   * Saves the moved dates over the version the planning showed: if someone changed the record since, the form answers
   * 409 and nothing is overwritten.
   */
  move: (form: string, id: number, version: number, values: Record<string, string>) =>
    apiRequest<FormResponse>('POST', `/proxy/form/${form}`, { body: { identifier: id, version, values } }),
  /** An export button's path with the filter string and a ticket that opens that file in a new window. */
  exportLink: (path: string, filter: string) => apiRequest<{ url: string }>('POST', `${path}/${encodeURIComponent(filter)}`),
  remove: (form: string, id: number) => apiRequest('DELETE', `/proxy/form/${form}/${encodeURIComponent(encodeParams({ id }))}`, { body: { identifier: id } }),
};

/** The record's own page, in a new tab (SPEC §2: /front/form/{object_name}/{base64 of id=…}). */
export const eventLink = (objectName: string, id: number) => `/front/form/${objectName}/${encodeURIComponent(encodeParams({ id }))}`;
