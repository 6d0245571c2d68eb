import { type RecordViewer, initialsOf } from '@ossature/contract';
import type { DynamicDb } from '../../infra/dynamic-db.js';

/** A record of an organisation, as presence rows name it. */
export interface PresencePlace {
  clientId: number;
  module: string;
  recordId: number;
}

/**
 * The users with the record open in a tab heard from since `freshSince`, one entry per user (their earliest open tab
 * gives `since`, and a tab with its focus in a rich-text field their `editing`), first arrived first.
 */
export async function presentUsers(db: DynamicDb, place: PresencePlace, freshSince: string): Promise<RecordViewer[]> {
  const rows = await db
    .selectFrom('record_presence')
    .innerJoin('app_user', 'app_user.id', 'record_presence.user_id')
    .select((eb) => [
      'app_user.id',
      'app_user.username',
      'app_user.name',
      eb.fn.min<string>('record_presence.opened_at').as('since'),
      eb.fn.max<string | null>('record_presence.editing').as('editing'),
    ])
    .where('record_presence.client_id', '=', place.clientId)
    .where('record_presence.module', '=', place.module)
    .where('record_presence.record_id', '=', place.recordId)
    .where('record_presence.seen_at', '>=', freshSince)
    .groupBy(['app_user.id', 'app_user.username', 'app_user.name'])
    .orderBy('since')
    .orderBy('app_user.name')
    .execute();
  return rows.map((row) => ({ user_id: Number(row.id), username: row.username, name: row.name, initials: initialsOf(row.name), since: row.since, editing: row.editing ?? null }));
}

/**
 * A tab says it has the record open, with its focus in `editing` or in no rich-text field: its row is created, or its
 * heartbeat time moved on. A tab whose row went stale (a laptop asleep) opens the record anew.
 */
export async function markHere(db: DynamicDb, place: PresencePlace, userId: number, tab: string, editing: string | null, now: string, freshSince: string): Promise<void> {
  await db
    .insertInto('record_presence')
    .values({ client_id: place.clientId, module: place.module, record_id: place.recordId, user_id: userId, tab, opened_at: now, seen_at: now, editing })
    .onConflict((conflict) =>
      conflict
        .columns(['client_id', 'module', 'record_id', 'user_id', 'tab'])
        .doUpdateSet((eb) => ({
          seen_at: now,
          editing,
          opened_at: eb.case().when('record_presence.seen_at', '<', freshSince).then(now).else(eb.ref('record_presence.opened_at')).end(),
        })),
    )
    .execute();
}

/** A tab left the record. Its user stays present through their other tabs. */
export async function markGone(db: DynamicDb, place: PresencePlace, userId: number, tab: string): Promise<void> {
  await db
    .deleteFrom('record_presence')
    .where('client_id', '=', place.clientId)
    .where('module', '=', place.module)
    .where('record_id', '=', place.recordId)
    .where('user_id', '=', userId)
    .where('tab', '=', tab)
    .execute();
}

/** Rows no tab refreshed in time (closed without a word): reads ignore them already, this only keeps the table small. */
export async function purgeStale(db: DynamicDb, freshSince: string): Promise<void> {
  await db.deleteFrom('record_presence').where('seen_at', '<', freshSince).execute();
}
