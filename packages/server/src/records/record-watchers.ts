import { type RecordWatchers, formatMessage, messages } from '@ossature/contract';
import { sql } from 'kysely';
import type { DynamicDb } from '../infra/dynamic-db.js';
import { textSortKey } from '../infra/text-sort-key.js';
import type { RegisteredModule } from '../metadata/registered-module.js';
import { type NotificationSender, escapeHtml, notifyUsers, recordLink } from './notifications.js';
import type { RecordDeps } from './record-access.js';
import { labelsOf } from './record-labels.js';

/** A record of an organisation, as its watchers are kept. */
export interface WatchedRecord {
  clientId: number;
  module: string;
  recordId: number;
}

/** The watcher rows of one record: the side tool lists them, the form engine toggles them and tells them of changes. */
export const watchersOn = (db: DynamicDb, place: WatchedRecord) =>
  db
    .selectFrom('record_watcher')
    .where('record_watcher.client_id', '=', place.clientId)
    .where('record_watcher.module', '=', place.module)
    .where('record_watcher.record_id', '=', place.recordId);

/** The record's watchers by name (in French order, as lists sort names), and whether the user is one of them. */
export async function watchersOf({ db, dialect }: Pick<RecordDeps, 'db' | 'dialect'>, place: WatchedRecord, userId: number): Promise<RecordWatchers> {
  const users = await watchersOn(db, place)
    .innerJoin('app_user', 'app_user.id', 'record_watcher.user_id')
    .select(['app_user.id', 'app_user.name'])
    .orderBy(textSortKey(dialect, sql.ref('app_user.name')))
    .orderBy('app_user.id')
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

/** Who watches each of the records (ids of the organisation's module), by record id; records nobody watches are absent. */
export async function watcherIdsOf(db: DynamicDb, clientId: number, module: string, recordIds: readonly number[]): Promise<Map<number, number[]>> {
  const byRecord = new Map<number, number[]>();
  if (recordIds.length === 0) return byRecord;
  const rows = await db
    .selectFrom('record_watcher')
    .select(['record_id', 'user_id'])
    .where('client_id', '=', clientId)
    .where('module', '=', module)
    .where('record_id', 'in', [...new Set(recordIds)])
    .orderBy('record_id')
    .orderBy('user_id')
    .execute();
  for (const row of rows) {
    const recordId = Number(row.record_id);
    byRecord.set(recordId, [...(byRecord.get(recordId) ?? []), Number(row.user_id)]);
  }
  return byRecord;
}

/**
 * Tells the watchers of records someone changed (a form save, a bulk run): '{name} a modifié {title}', with the
 * fields changed, the author never. Run once the change is committed; a failure is logged, the change stays.
 */
export async function notifyWatchers(
  deps: RecordDeps,
  change: { clientId: number; module: RegisteredModule; recordIds: readonly number[]; author: NotificationSender; fields: readonly string[] },
): Promise<void> {
  const text = messages.notification;
  try {
    const watchers = await watcherIdsOf(deps.db, change.clientId, change.module.name, change.recordIds);
    if (watchers.size === 0) return;
    const labels = await labelsOf(deps.db, change.module, change.clientId, [...watchers.keys()]);
    const message = escapeHtml(change.fields.length > 0 ? formatMessage(text.changedFields, { fields: change.fields.join(', ') }) : change.module.definition.recordName);
    for (const [recordId, recipients] of watchers) {
      await notifyUsers(deps, {
        clientId: change.clientId,
        recipients,
        sender: change.author,
        type: 'watch',
        title: formatMessage(text.watchChanged, { name: change.author.name, title: labels.get(recordId) ?? `#${recordId}` }),
        message,
        link: recordLink(change.module.name, recordId),
        module: change.module.name,
      });
    }
  } catch (error) {
    process.emitWarning(`watchers of ${change.module.name} not told: ${String(error)}`);
  }
}
