import { type IncidentCounter, type IncidentMessage, type IncidentSummary, type IncidentThread, initialsOf, messages } from '@ossature/contract';
import { isoNow } from '../../infra/clock.js';
import { HttpError } from '../../infra/http-error.js';
import { parisInstant } from '../../metadata/calendar.js';
import type { Caller, RecordDeps } from '../../records/record-access.js';
import { announceIncidents } from './incident-events.js';
import { type Incidents, optionOf, readableIncidents } from './incident-module.js';
import { type IncidentRow, type MessageRow, countOpen, insertMessage, latestOpen, messageCounts, messagePage, readIncident } from './incident-store.js';
import { messageText } from './message-text.js';

const text = messages.incident;

function summaryOf(incidents: Incidents, row: IncidentRow, messageCount: number): IncidentSummary {
  const severity = incidents.severity && row.severity !== null ? optionOf(incidents, incidents.severity, row.severity) : undefined;
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    status_label: optionOf(incidents, incidents.status, row.status)?.label ?? row.status,
    severity: row.severity,
    severity_label: severity?.label ?? row.severity,
    severity_color: severity?.color ?? null,
    reported_at: row.reported_at === null ? row.created_at : parisInstant(row.reported_at),
    resolved: !incidents.open.includes(row.status),
    message_count: messageCount,
  };
}

const messageOf = (row: MessageRow, caller: Caller): IncidentMessage => ({
  id: row.id,
  body: row.body,
  author_name: row.author_name,
  author_initials: initialsOf(row.author_name),
  created_at: row.created_at,
  own: row.author_id === caller.auth.userId,
});

/**
 * An incident of the caller's organisation they may read. Another organisation's, an unknown one, or any when the
 * caller may not read incidents (or none are declared) answers the same 404: nothing to learn by probing.
 */
async function reachIncident(deps: RecordDeps, caller: Caller, id: number): Promise<{ incidents: Incidents; row: IncidentRow }> {
  const incidents = readableIncidents(deps, caller);
  const row = incidents && (await readIncident(deps.db, incidents, caller.auth.clientId, id));
  if (!incidents || !row) throw new HttpError(404, text.incidentNotFound);
  return { incidents, row };
}

/** GET /api-internal/incident/counter: the open incidents the caller may read, and the latest of them. */
export async function incidentCounter(deps: RecordDeps, caller: Caller): Promise<IncidentCounter> {
  const incidents = readableIncidents(deps, caller);
  if (!incidents) return { count: 0, open: [], form: null };
  const { clientId } = caller.auth;
  const [count, rows] = await Promise.all([countOpen(deps.db, incidents, clientId), latestOpen(deps.db, incidents, clientId)]);
  const counts = await messageCounts(deps.db, clientId, rows.map((row) => row.id));
  return { count, open: rows.map((row) => summaryOf(incidents, row, counts.get(row.id) ?? 0)), form: incidents.module.name };
}

/** GET /api-internal/incident/{id}/messages: the incident and a page of its messages, oldest first. */
export async function incidentThread(deps: RecordDeps, caller: Caller, id: number, beforeId: number | undefined): Promise<IncidentThread> {
  const { incidents, row } = await reachIncident(deps, caller, id);
  const { clientId } = caller.auth;
  const [page, counts] = await Promise.all([messagePage(deps.db, clientId, id, beforeId), messageCounts(deps.db, clientId, [id])]);
  return {
    incident: summaryOf(incidents, row, counts.get(id) ?? 0),
    messages: page.rows.toReversed().map((message) => messageOf(message, caller)),
    has_more: page.hasMore,
  };
}

/**
 * POST /api-internal/incident/{id}/add: a message on an open incident the caller may read (reading is enough: staff
 * discuss what they cannot change). A resolved incident's discussion is closed (409). The organisation hears of it.
 */
export async function addIncidentMessage(deps: RecordDeps, caller: Caller, id: number, encoded: string): Promise<IncidentMessage> {
  const { incidents, row } = await reachIncident(deps, caller, id);
  const body = messageText(encoded);
  if (!incidents.open.includes(row.status)) throw new HttpError(409, text.resolved);
  const message = { client_id: caller.auth.clientId, incident_id: id, author_id: caller.auth.userId, body, created_at: isoNow(deps.clock) };
  const messageId = await insertMessage(deps.db, message);
  await announceIncidents(deps, incidents, caller.auth.clientId, id);
  return messageOf({ ...message, id: messageId, author_name: caller.auth.name }, caller);
}
