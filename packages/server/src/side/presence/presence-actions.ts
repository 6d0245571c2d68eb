import { PRESENCE_STALE_SECONDS, messages, type PresenceRequest, type PresenceUpdatedPayload, type RecordPresence, type RecordViewer } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import type { Caller, RecordDeps } from '../../records/record-access.js';
import { type RecordTarget, recordTarget } from '../record-tools/record-target.js';
import { type PresencePlace, markGone, markHere, presentUsers, purgeStale } from './presence-store.js';

/** The oldest heartbeat that still counts, and now, as stored. */
function presenceWindow(deps: RecordDeps): { now: string; freshSince: string } {
  const now = deps.clock.now();
  return { now: now.toISOString(), freshSince: new Date(now.getTime() - PRESENCE_STALE_SECONDS * 1000).toISOString() };
}

/** The record as the caller may read it (another organisation's or an unknown one: 404), as presence rows name it. */
async function placeOf(deps: RecordDeps, caller: Caller, form: string, id: number): Promise<PresencePlace & { target: RecordTarget }> {
  const target = await recordTarget(deps, caller, form, id);
  return { clientId: caller.auth.clientId, module: target.module.name, recordId: target.recordId, target };
}

/**
 * The rich-text field a tab says its focus is in: one of the record's html fields, on a record the caller may change
 * (a read-only editor takes no writing). The name is only ever stored and compared, never put in SQL as a column.
 */
function editingOf(target: RecordTarget, editing: string | null | undefined): string | null {
  if (editing === undefined || editing === null) return null;
  if (target.module.fieldByName.get(editing)?.kind !== 'html') {
    throw new HttpError(400, messages.presence.notAnEditor, { errors: [{ path: 'editing', text: messages.presence.notAnEditor }] });
  }
  if (!target.writable) throw new HttpError(403, messages.form.readOnlyForm, { protected: true });
  return editing;
}

const others = (viewers: RecordViewer[], caller: Caller): RecordPresence => ({ viewers: viewers.filter((viewer) => viewer.user_id !== caller.auth.userId) });

/** Whether two sets of viewers are the same people, each writing in the same field. */
const sameViewers = (a: RecordViewer[], b: RecordViewer[]) =>
  a.length === b.length && a.every((viewer) => b.some((other) => other.user_id === viewer.user_id && other.editing === viewer.editing));

/** GET /api-internal/presence/{form}/{id}: the other users on the record now. */
export async function readPresence(deps: RecordDeps, caller: Caller, form: string, id: number): Promise<RecordPresence> {
  const place = await placeOf(deps, caller, form, id);
  return others(await presentUsers(deps.db, place, presenceWindow(deps).freshSince), caller);
}

/**
 * POST /api-internal/presence: a tab arrives or beats ('here') or leaves ('gone'). When the set of users on the record
 * changed (an arrival, a last tab gone, a focus entering or leaving a rich-text field), everyone of the organisation
 * hears the whole set (PRESENCE_UPDATED: each screen leaves itself out); a heartbeat that changes nothing is silent. Each step commits on its own, so that two
 * tabs arriving together each read the other's row and the last announcement holds both.
 */
export async function updatePresence(deps: RecordDeps, caller: Caller, request: PresenceRequest): Promise<RecordPresence> {
  const place = await placeOf(deps, caller, request.form, request.id);
  const editing = request.state === 'here' ? editingOf(place.target, request.editing) : null;
  const { now, freshSince } = presenceWindow(deps);
  const before = await presentUsers(deps.db, place, freshSince);
  if (request.state === 'here') await markHere(deps.db, place, caller.auth.userId, request.tab, editing, now, freshSince);
  else await markGone(deps.db, place, caller.auth.userId, request.tab);
  await purgeStale(deps.db, freshSince);
  const after = await presentUsers(deps.db, place, freshSince);
  if (!sameViewers(before, after)) await announcePresence(deps, place, after);
  return others(after, caller);
}

/** The announcement is best effort: presence is already stored, and the screens' heartbeats catch up within 20 s. */
async function announcePresence(deps: RecordDeps, place: PresencePlace, viewers: RecordViewer[]): Promise<void> {
  try {
    const payload: PresenceUpdatedPayload = { form: place.module, id: place.recordId, viewers };
    await deps.events.publish(place.clientId, { type: 'PRESENCE_UPDATED', to: null, payload: { ...payload } });
  } catch (error) {
    process.emitWarning(`PRESENCE_UPDATED not announced for ${place.module} ${place.recordId}: ${String(error)}`);
  }
}
