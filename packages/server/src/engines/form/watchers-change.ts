import { type OnchangeRequest, type OnchangeResponse, messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import { isoNow } from '../../infra/clock.js';
import { setWatching, watchersOf } from '../../records/record-watchers.js';
import { type Caller, type RecordDeps, checkOwnRecord, resolveModule, scopeOf, storeOf } from '../../records/record-access.js';

/** SPEC §3 Form state: the form's watchers, sent as a field change (SPEC §4 'Watcher toggle'). */
export const WATCHERS_FIELD = 'watchers';

const invalid = () => new HttpError(400, messages.sideTools.invalidWatchers, { errors: [{ path: WATCHERS_FIELD, text: messages.sideTools.invalidWatchers }] });

/**
 * POST /proxy/form/onchange/{form}/watchers (SPEC §4 'Watcher toggle': the user's id added to or removed from the
 * watchers, sent through a field change): the caller follows the saved record when the ids sent hold theirs, and stops
 * otherwise; other people's ids are theirs to change, so they are ignored. Whoever reads the record may follow it.
 * The record's values are neither saved nor changed (its version stays): the answer gives the watchers as they are
 * now, by id as the field's value and by name for the toggle.
 */
export async function changeWatchers(deps: RecordDeps, caller: Caller, name: string, request: OnchangeRequest): Promise<OnchangeResponse> {
  const module = resolveModule(deps, caller, name, 'read', messages.form.recordNotFound);
  const identifier = request.identifier ?? null;
  const ids = request.values[WATCHERS_FIELD];
  if (identifier === null || !Array.isArray(ids) || ids.length > 10_000 || !ids.every((id) => Number.isSafeInteger(id))) throw invalid();
  // Modules on stores of their own (the user's profile and preferences) have no side tools, watchers included.
  if (module.definition.store) throw new HttpError(404, messages.form.recordNotFound);
  checkOwnRecord(module, caller, identifier);
  if (!(await storeOf(deps, module).read(scopeOf(deps, caller), identifier))) throw new HttpError(404, messages.form.recordNotFound);
  const place = { clientId: caller.auth.clientId, module: module.name, recordId: identifier };
  await setWatching(deps.db, place, caller.auth.userId, ids.includes(caller.auth.userId), isoNow(deps.clock));
  const watchers = await watchersOf(deps, place, caller.auth.userId);
  return { properties: { [WATCHERS_FIELD]: { value: watchers.users.map((user) => user.id) } }, collection: {}, watchers };
}
