import { INCIDENT_COUNTER_LISTED, INCIDENT_MESSAGES_PAGE } from '@ossature/contract';
import { sql } from 'kysely';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import type { Incidents } from './incident-module.js';

/** An incident as the side tool reads it: its declared fields, under names of their own. */
export interface IncidentRow {
  id: number;
  title: string;
  status: string;
  severity: string | null;
  /** The stored reported date (Paris wall-clock) or null, and its creation instant for want of one. */
  reported_at: string | null;
  created_at: string;
}

/** A stored message with its author's name. */
export interface MessageRow {
  id: number;
  body: string;
  author_id: number;
  author_name: string;
  created_at: string;
}

/** An organisation's incidents, their declared fields read under fixed names; every query starts here. */
function incidentRows(db: DynamicDb, incidents: Incidents, clientId: number) {
  const { table } = incidents.module;
  return db
    .selectFrom(table)
    .select([
      sql<number>`${sql.ref(`${table}.id`)}`.as('id'),
      sql<string>`${sql.ref(incidents.title)}`.as('title'),
      sql<string>`${sql.ref(incidents.status)}`.as('status'),
      (incidents.severity ? sql<string | null>`${sql.ref(incidents.severity)}` : sql<null>`null`).as('severity'),
      (incidents.reportedAt ? sql<string | null>`${sql.ref(incidents.reportedAt)}` : sql<null>`null`).as('reported_at'),
      sql<string>`${sql.ref(`${table}.created_at`)}`.as('created_at'),
    ])
    .where(`${table}.client_id`, '=', clientId);
}

const asIncident = (row: Record<string, unknown>): IncidentRow => ({
  id: Number(row.id),
  title: String(row.title ?? ''),
  status: String(row.status ?? ''),
  severity: row.severity === null || row.severity === undefined ? null : String(row.severity),
  reported_at: row.reported_at === null || row.reported_at === undefined ? null : String(row.reported_at),
  created_at: String(row.created_at),
});

export async function readIncident(db: DynamicDb, incidents: Incidents, clientId: number, id: number): Promise<IncidentRow | undefined> {
  const row = await incidentRows(db, incidents, clientId).where(`${incidents.module.table}.id`, '=', id).executeTakeFirst();
  return row && asIncident(row);
}

/** How many of the organisation's incidents are still open. */
export async function countOpen(db: DynamicDb, incidents: Incidents, clientId: number): Promise<number> {
  const row = await db
    .selectFrom(incidents.module.table)
    .select(sql<number>`count(*)`.as('count'))
    .where('client_id', '=', clientId)
    .where(incidents.status, 'in', incidents.open)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The open incidents most recently reported (then created), at most INCIDENT_COUNTER_LISTED. */
export async function latestOpen(db: DynamicDb, incidents: Incidents, clientId: number): Promise<IncidentRow[]> {
  let query = incidentRows(db, incidents, clientId).where(incidents.status, 'in', incidents.open);
  if (incidents.reportedAt) query = query.orderBy(sql`${sql.ref(incidents.reportedAt)} desc`);
  const rows = await query.orderBy(sql`${sql.ref(`${incidents.module.table}.id`)} desc`).limit(INCIDENT_COUNTER_LISTED).execute();
  return rows.map(asIncident);
}

/** How many messages each incident has, by incident id (none: absent). */
export async function messageCounts(db: DynamicDb, clientId: number, incidentIds: number[]): Promise<Map<number, number>> {
  if (incidentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('incident_message')
    .select(['incident_id', sql<number>`count(*)`.as('count')])
    .where('client_id', '=', clientId)
    .where('incident_id', 'in', incidentIds)
    .groupBy('incident_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.incident_id), Number(row.count)]));
}

/**
 * A page of an incident's messages, newest first: the latest ones, or those just older than `beforeId`. One more than
 * a page is read, to know whether older ones remain.
 */
export async function messagePage(db: DynamicDb, clientId: number, incidentId: number, beforeId: number | undefined): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  let query = db
    .selectFrom('incident_message')
    .innerJoin('app_user', 'app_user.id', 'incident_message.author_id')
    .select(['incident_message.id', 'incident_message.body', 'incident_message.author_id', 'incident_message.created_at', 'app_user.name as author_name'])
    .where('incident_message.client_id', '=', clientId)
    .where('incident_message.incident_id', '=', incidentId);
  if (beforeId !== undefined) query = query.where('incident_message.id', '<', beforeId);
  const rows = await query.orderBy('incident_message.id', 'desc').limit(INCIDENT_MESSAGES_PAGE + 1).execute();
  return {
    rows: rows.slice(0, INCIDENT_MESSAGES_PAGE).map((row) => ({ ...row, id: Number(row.id), author_id: Number(row.author_id) })),
    hasMore: rows.length > INCIDENT_MESSAGES_PAGE,
  };
}

export async function insertMessage(db: DynamicDb, message: { client_id: number; incident_id: number; author_id: number; body: string; created_at: string }): Promise<number> {
  const row = await db.insertInto('incident_message').values(message).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The messages of a deleted incident go with it. */
export async function deleteMessages(db: DynamicDb, clientId: number, incidentIds: readonly number[]): Promise<void> {
  await db.deleteFrom('incident_message').where('client_id', '=', clientId).where('incident_id', 'in', [...incidentIds]).execute();
}
