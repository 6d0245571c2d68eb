import { type IncidentCounter, type IncidentMessage, type IncidentThread, encodeBase64, encodeParams } from '@ossature/contract';
import { apiRequest } from '../../api/api-client';

/** SPEC §7 incident calls. A message goes base64-encoded (SPEC's 'encoded message'), as the server decodes it. */
export const incidentApi = {
  counter: (signal?: AbortSignal) => apiRequest<IncidentCounter>('GET', '/api-internal/incident/counter', { signal }),
  thread: (id: number, beforeId: number | undefined, signal?: AbortSignal) =>
    apiRequest<IncidentThread>('GET', `/api-internal/incident/${id}/messages${beforeId === undefined ? '' : `?before_id=${beforeId}`}`, { signal }),
  add: (id: number, message: string) => apiRequest<IncidentMessage>('POST', `/api-internal/incident/${id}/add`, { body: { message: encodeBase64(message) } }),
};

/** The counter and every thread: INCIDENTS_UPDATED reads again whichever of them is on screen. */
export const INCIDENTS_KEY = ['incidents'] as const;
export const INCIDENT_COUNTER_KEY = ['incidents', 'counter'] as const;
export const incidentThreadKey = (id: number) => ['incidents', 'thread', id] as const;

/** The incidents' list, and one incident's form (its page params: base64 of `id=…`). */
export const incidentListPath = (form: string) => `/list/${form}`;
export const incidentFormPath = (form: string, id: number) => `/form/${form}/${encodeURIComponent(encodeParams({ id }))}`;
