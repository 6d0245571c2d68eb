import { Type, type Static } from 'typebox';
import { RecordId } from './common.js';

/**
 * Longest `message` a POST may carry: the base64 of 4,000 characters of up to 4 UTF-8 bytes each, and some room for
 * blanks the server trims. Anything longer cannot decode to an acceptable message.
 */
const ENCODED_MESSAGE_MAX = 24_000;

/**
 * SPEC §3 Incidents, one of them as the home page's card and a thread show it. `status` and `severity` are the stored
 * option values, given with their labels (and the severity's colour) so that the screen names no option of the
 * module; `reported_at` is an ISO-8601 instant; `resolved` says the discussion is closed.
 */
export const IncidentSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  status: Type.String(),
  status_label: Type.String(),
  severity: Type.Union([Type.String(), Type.Null()]),
  severity_label: Type.Union([Type.String(), Type.Null()]),
  severity_color: Type.Union([Type.String(), Type.Null()]),
  reported_at: Type.String(),
  resolved: Type.Boolean(),
  message_count: Type.Integer(),
});
export type IncidentSummary = Static<typeof IncidentSummary>;

/**
 * GET /api-internal/incident/counter (SPEC §7): the organisation's incidents not resolved that the caller may read,
 * and the latest of them (at most 10). `form` names the incidents' module (its list and forms) for whoever may read
 * it; null, with a count of 0, for anyone else.
 */
export const IncidentCounter = Type.Object({
  count: Type.Integer(),
  open: Type.Array(IncidentSummary),
  form: Type.Union([Type.String(), Type.Null()]),
});
export type IncidentCounter = Static<typeof IncidentCounter>;

/** A message of an incident's thread: plain text, shown as text. `own` when the caller wrote it. */
export const IncidentMessage = Type.Object({
  id: Type.Integer(),
  body: Type.String(),
  author_name: Type.String(),
  author_initials: Type.String(),
  created_at: Type.String(),
  own: Type.Boolean(),
});
export type IncidentMessage = Static<typeof IncidentMessage>;

export const IncidentIdParams = Type.Object({ id: RecordId });
export type IncidentIdParams = Static<typeof IncidentIdParams>;

/** GET …/messages: the latest page without `before_id`; with it, the page of messages just older than that one. */
export const IncidentThreadQuery = Type.Object({ before_id: Type.Optional(RecordId) }, { additionalProperties: false });
export type IncidentThreadQuery = Static<typeof IncidentThreadQuery>;

/** GET /api-internal/incident/{id}/messages (SPEC §7): the incident and a page of its messages, oldest first. */
export const IncidentThread = Type.Object({
  incident: IncidentSummary,
  messages: Type.Array(IncidentMessage),
  /** Older messages remain: ask again with `before_id` the first message's id. */
  has_more: Type.Boolean(),
});
export type IncidentThread = Static<typeof IncidentThread>;

/** POST /api-internal/incident/{id}/add (SPEC §7 'encoded message'): `message` is the base64 of the UTF-8 text. */
export const IncidentAddRequest = Type.Object({ message: Type.String({ minLength: 1, maxLength: ENCODED_MESSAGE_MAX }) }, { additionalProperties: false });
export type IncidentAddRequest = Static<typeof IncidentAddRequest>;

/**
 * INCIDENTS_UPDATED's payload, to everyone of the organisation: its count of incidents not resolved now and, when a
 * message was added, the incident it was added to.
 */
export interface IncidentsUpdatedPayload {
  count: number;
  incident_id?: number;
}
