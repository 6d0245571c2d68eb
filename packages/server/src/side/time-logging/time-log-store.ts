import type { Selectable } from 'kysely';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import type { TimeLogTable } from '../../infra/tables.js';

export type TimeLogRow = Selectable<TimeLogTable>;

/** Who logs: the tenant and the user. */
export interface LogOwner {
  clientId: number;
  userId: number;
}

/**
 * The user's logs that count today: the one running, and those stopped since the day began (read on the user's
 * stopped_at index; a log stopped today may have started before, which the caller clips).
 */
export function logsSince(db: DynamicDb, owner: LogOwner, dayStart: string): Promise<TimeLogRow[]> {
  return db
    .selectFrom('time_log')
    .selectAll()
    .where('client_id', '=', owner.clientId)
    .where('user_id', '=', owner.userId)
    .where((eb) => eb.or([eb('stopped_at', 'is', null), eb('stopped_at', '>', dayStart)]))
    .orderBy('started_at')
    .orderBy('id')
    .execute();
}

/** Stops the user's running log, if one runs; the log as stopped. */
export function stopRunning(db: DynamicDb, owner: LogOwner, now: string): Promise<TimeLogRow | undefined> {
  return db
    .updateTable('time_log')
    .set({ stopped_at: now })
    .where('client_id', '=', owner.clientId)
    .where('user_id', '=', owner.userId)
    .where('stopped_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Starts a log; the partial unique index refuses a second running log of the user (two starts at the same time). */
export async function startLog(
  db: DynamicDb,
  owner: LogOwner,
  log: { activity: string; choice: string | null; workstation: string | null; startedAt: string },
): Promise<void> {
  await db
    .insertInto('time_log')
    .values({
      client_id: owner.clientId,
      user_id: owner.userId,
      activity: log.activity,
      choice: log.choice,
      workstation: log.workstation,
      started_at: log.startedAt,
    })
    .execute();
}

/** Where a stopped log's time went: the last timesheet it was written into, the validated month it was kept out of. */
export async function markCarried(db: DynamicDb, id: number, carriedTo: number | null, notCarriedMonth: string | null): Promise<void> {
  await db.updateTable('time_log').set({ carried_to: carriedTo, not_carried_month: notCarriedMonth }).where('id', '=', id).execute();
}
