import { formatMessage, messages } from '@ossature/contract';
import type { DynamicDb } from '../infra/dynamic-db.js';
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

/** The watcher rows of one record: the side tool lists and toggles them, the form engine tells them of changes. */
export const watchersOn = (db: DynamicDb, place: WatchedRecord) =>
  db
    .selectFrom('record_watcher')
    .where('record_watcher.client_id', '=', place.clientId)
    .where('record_watcher.module', '=', place.module)
    .where('record_watcher.record_id', '=', place.recordId);

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
