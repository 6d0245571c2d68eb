import type { RecordWatchers } from '@ossature/contract';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import { type WatchedRecord, watchersOn } from '../../records/record-watchers.js';

export type { WatchedRecord } from '../../records/record-watchers.js';

/** The record's watchers by name, and whether the caller is one of them. */
export async function watchersOf(db: DynamicDb, place: WatchedRecord, userId: number): Promise<RecordWatchers> {
  const users = await watchersOn(db, place)
    .innerJoin('app_user', 'app_user.id', 'record_watcher.user_id')
    .select(['app_user.id', 'app_user.name'])
    .orderBy('app_user.name')
    .execute();
  return { watching: users.some((user) => Number(user.id) === userId), users: users.map((user) => ({ id: Number(user.id), name: user.name })) };
}

/** Starts or stops watching; doing it twice changes nothing (two tabs toggling agree). */
export async function setWatching(db: DynamicDb, place: WatchedRecord, userId: number, watch: boolean, now: string): Promise<void> {
  if (watch) {
    await db
      .insertInto('record_watcher')
      .values({ client_id: place.clientId, module: place.module, record_id: place.recordId, user_id: userId, created_at: now })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('record_watcher')
      .where('client_id', '=', place.clientId)
      .where('module', '=', place.module)
      .where('record_id', '=', place.recordId)
      .where('user_id', '=', userId)
      .execute();
  }
}
