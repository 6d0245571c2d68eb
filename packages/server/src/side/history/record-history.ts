import { type HistoryEntry, type HistoryPage, messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import { type Caller, type RecordDeps, checkOwnRecord, resolveModule, scopeOf, storeOf } from '../../records/record-access.js';
import { historyPage, historySince } from '../../records/history-store.js';

/**
 * The module whose history is asked for, by table, if the caller may read it and the record is the tenant's (or was:
 * a deleted record keeps its history). Anything else answers 404.
 */
async function historyScope(deps: RecordDeps, caller: Caller, table: string, id: number): Promise<RegisteredModule> {
  const candidate = deps.registry.byTable(table);
  if (!candidate) throw new HttpError(404, messages.form.formNotFound);
  const module = resolveModule(deps, caller, candidate.name);
  checkOwnRecord(module, caller, id);
  const exists = await storeOf(deps, module).read(scopeOf(deps, caller), id);
  if (!exists) {
    const trace = await deps.db
      .selectFrom('history_entry')
      .select('id')
      .where('client_id', '=', caller.auth.clientId)
      .where('table_name', '=', module.table)
      .where('record_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (!trace) throw new HttpError(404, messages.form.recordNotFound);
  }
  return module;
}

/** GET /proxy/form/history/{table}/{id}: one page, newest first; technical differences for super admins only. */
export async function recordHistoryPage(deps: RecordDeps, caller: Caller, table: string, id: number, page: { offset: number; limit: number }): Promise<HistoryPage> {
  const module = await historyScope(deps, caller, table, id);
  return historyPage(deps.db, { clientId: caller.auth.clientId, table: module.table, recordId: id }, page, caller.auth.isSuperAdmin);
}

/** GET /api-internal/form/history/{table}/{id}?fromDate=: what changed since a date (the details of a conflict). */
export async function recordHistorySince(deps: RecordDeps, caller: Caller, table: string, id: number, fromDate: string): Promise<HistoryEntry[]> {
  const module = await historyScope(deps, caller, table, id);
  return historySince(deps.db, { clientId: caller.auth.clientId, table: module.table, recordId: id }, fromDate, caller.auth.isSuperAdmin);
}
