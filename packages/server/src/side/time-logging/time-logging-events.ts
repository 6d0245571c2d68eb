import type { RegisteredModule } from '../../metadata/registered-module.js';
import type { AppendedRecord } from '../../records/appended-rows.js';
import type { Caller, RecordDeps } from '../../records/record-access.js';

/**
 * Once a change is committed: the caller's other tabs read their activities again (TIME_LOGGING_UPDATED, to the caller
 * only: nobody else's browser hears of someone's time), the organisation's open forms of the timesheets written hear
 * of their new version (FORM_UPDATED, as a save announces it), and the side tools following the module's records are
 * told. The change is committed by then: a bus that fails loses the announcement, never the change.
 */
export async function announceTimeLogging(deps: RecordDeps, caller: Caller, timesheets: RegisteredModule | undefined, written: AppendedRecord[]): Promise<void> {
  const { clientId, username, name } = caller.auth;
  try {
    const form = timesheets?.name;
    for (const { id, version } of form ? written : []) {
      await deps.events.publish(clientId, { type: 'FORM_UPDATED', to: null, payload: { form, id, version, username, name } });
    }
    await deps.events.publish(clientId, { type: 'TIME_LOGGING_UPDATED', to: username, payload: {} });
  } catch (error) {
    process.emitWarning(`time logging of ${username} not announced: ${String(error)}`);
  }
  if (!timesheets) return;
  for (const kind of ['created', 'updated'] as const) {
    const recordIds = written.filter((record) => record.created === (kind === 'created')).map((record) => record.id);
    await deps.changes.tell({ clientId, module: timesheets, recordIds, kind });
  }
}
