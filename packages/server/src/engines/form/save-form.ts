import { type FormResponse, type FormSubmission, type FormUpdatedPayload, type PreflightResponse, messages } from '@ossature/contract';
import { hashPassword } from '../../auth/password.js';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import { HttpError } from '../../infra/http-error.js';
import type { RecordValues } from '../../metadata/field-definition.js';
import { kindOf } from '../../metadata/kinds/index.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import { hasRight } from '../../metadata/roles.js';
import { buildResponse } from './build-response.js';
import { type RowChange, writeRows } from './collection-rows.js';
import { conflictError } from './conflict.js';
import { type Caller, type RecordDeps, checkOwnRecord, resolveModule, scopeOf, storeOf } from '../../records/record-access.js';
import { decodePageParams } from '../../records/page-params.js';
import { withDynamicOptions } from './dynamic-options.js';
import { hookContext } from './hook-context.js';
import { diffValues, sameValue, subChanges } from './history-diff.js';
import { authorOf, recordHistory } from '../../records/history-store.js';
import { notifyWatchers } from '../../records/record-watchers.js';
import type { FormState, RowState } from './form-state.js';
import { inlineCollections } from '../../records/inline-collections.js';
import { newState, readState } from './load-form.js';
import { mergeOntoStored } from './merge-submission.js';
import { type ParsedSubmission, parseSubmission, prepareRecord } from './prepare-submission.js';
import { checkSameRecord } from './same-record.js';
import { forEachRow } from './each-row.js';
import { collectReferences, mergeResolved, resolveReferences } from './relation-values.js';
import type { QueueCheck, QueuedSave } from './queued-save.js';

export type SaveOutcome =
  | { kind: 'saved'; response: FormResponse }
  | { kind: 'accepted' }
  | { kind: 'preflight'; result: PreflightResponse };

export interface SaveOptions {
  preflight?: boolean;
  /** Set by the job runner: apply an asynchronous module's save now instead of queueing it again. */
  job?: QueuedSave;
  /** Queues an asynchronous save, running `check` under the queue's lock; the form answers 202 once it is queued. */
  enqueue?: (module: RegisteredModule, submission: FormSubmission, check: QueueCheck) => Promise<void>;
}

/**
 * Preflight errors block a save (SPEC §5) whether or not the screen asked for the preflight first: a request that
 * skips it must not get past them. Warnings were the user's to confirm and do not.
 */
export async function refusePreflightErrors(deps: RecordDeps, caller: Caller, db: DynamicDb, module: RegisteredModule, identifier: number | null, record: RecordValues) {
  const hook = module.definition.preflight;
  if (!hook) return;
  const { errors } = await hook(hookContext(deps, caller, db, identifier, record));
  if (errors.length > 0) throw new HttpError(400, messages.form.saveFailed, { errors: errors.map(({ path, text }) => ({ path: path ?? '', text })) });
}

/**
 * What to apply onto the stored record. Saved over the version the user saw, the submission as sent; over a newer
 * one, a 409 naming the fields both changed unless `overwrite` (the user confirmed, or it is the same author's
 * queued save), then only the user's own changes (merge-submission.ts), so that the other change survives.
 */
async function againstStored(
  db: DynamicDb,
  module: RegisteredModule,
  submission: FormSubmission,
  parsed: ParsedSubmission,
  stored: FormState | null,
  overwrite: boolean,
): Promise<ParsedSubmission> {
  if (stored === null || stored.version === submission.version) return parsed;
  const merged = mergeOntoStored(module, submission, parsed, stored);
  if (!overwrite) throw await staleSave(db, module, submission, stored, merged);
  return merged?.parsed ?? parsed;
}

/** The 409 of a save over a version its user did not see: who saved that version, when, and what both changed. */
function staleSave(db: DynamicDb, module: RegisteredModule, submission: FormSubmission, stored: FormState, merged: ReturnType<typeof mergeOntoStored>) {
  return conflictError(db, module, stored.identifier!, submission.loaded_at ?? stored.meta!.updatedAt, stored.meta!, merged?.conflicts ?? null);
}

/** Plain-text passwords that were typed become scrypt hashes; untouched ones keep their stored hash. */
async function hashPasswords(module: RegisteredModule, values: Record<string, unknown>, typed: Record<string, unknown>, cost: number) {
  const out = { ...values };
  for (const { name, field } of module.fields) {
    if (kindOf(field.kind).writeOnly && typeof typed[name] === 'string') out[name] = await hashPassword(typed[name] as string, cost);
  }
  return out;
}

/**
 * POST /proxy/form/{name}: validates, then saves the record, its inline rows, its history entry and its new version
 * in one transaction — a failing line saves nothing. A save based on an older version than the stored one answers
 * 409 unless the user confirmed the overwrite; two concurrent saves can never both apply to the same version.
 */
export async function saveForm(
  deps: RecordDeps,
  caller: Caller,
  name: string,
  rawParams: string | undefined,
  submission: FormSubmission,
  options: SaveOptions = {},
): Promise<SaveOutcome> {
  const module = resolveModule(deps, caller, name);
  const { identifier } = submission;
  checkOwnRecord(module, caller, identifier);
  if (!hasRight(identifier === null ? module.rights.create : module.rights.update, caller.roles)) {
    throw new HttpError(403, messages.form.readOnlyForm, { protected: true });
  }
  const params = decodePageParams(rawParams);
  checkSameRecord(params, identifier);
  if (identifier !== null && (submission.version === undefined || submission.version === null)) {
    throw new HttpError(400, messages.form.saveFailed, { errors: [{ path: 'version', text: messages.form.versionRequired }] });
  }
  const parsed = parseSubmission(module, await withDynamicOptions(deps, caller, module.fields), caller, submission);
  const db = deps.db;
  // A record nobody may change now (a validation in progress) refuses every save, with the lock's message (403).
  const refuseLocked = (on: DynamicDb, writing: boolean) =>
    identifier === null ? Promise.resolve() : deps.locks.refuseLocked({ db: on, clientId: caller.auth.clientId, module, recordId: identifier, writing });

  if (options.preflight) {
    await refuseLocked(db, false);
    const base = identifier === null ? newState(deps, caller, module, params) : await readState(deps, caller, module, identifier);
    const prepared = await prepareRecord(deps, db, caller, module, base, parsed);
    const hook = module.definition.preflight;
    return { kind: 'preflight', result: hook ? await hook(hookContext(deps, caller, db, identifier, prepared.record)) : { errors: [], warnings: [] } };
  }
  if (module.definition.asyncSave && !options.job && options.enqueue) {
    // A queued save that would conflict or fail is refused now, while the user can still be told (form-jobs.ts).
    await options.enqueue(module, submission, async (trx) => {
      await refuseLocked(trx, true);
      const stored = identifier === null ? null : await readState(deps, caller, module, identifier, trx);
      const applied = await againstStored(trx, module, submission, parsed, stored, Boolean(submission.confirm_conflict));
      const prepared = await prepareRecord(deps, trx, caller, module, stored ?? newState(deps, caller, module, params), applied);
      await refusePreflightErrors(deps, caller, trx, module, identifier, prepared.record);
    });
    return { kind: 'accepted' };
  }

  const chained = options.job?.chained ?? false;
  /** The record's id, whether anything of it was written (an unchanged save writes nothing), and what changed. */
  const writeRecord = async (trx: DynamicDb): Promise<{ id: number; written: boolean; changed: string[] }> => {
    const scope = scopeOf(deps, caller, trx);
    await options.job?.lock(trx);
    const before = identifier === null ? null : await readState(deps, caller, module, identifier, trx);
    await refuseLocked(trx, true);
    const conflict = before !== null && before.version !== submission.version && !chained;
    const applied = await againstStored(trx, module, submission, parsed, before, Boolean(submission.confirm_conflict || chained));
    const base = before ?? newState(deps, caller, module, params);
    const prepared = await prepareRecord(deps, trx, caller, module, base, applied);
    await refusePreflightErrors(deps, caller, trx, module, identifier, prepared.record);
    await module.definition.beforeSave?.(hookContext(deps, caller, trx, identifier, prepared.record));
    const values = await hashPasswords(module, prepared.record.values, applied.values, deps.passwordCost);

    const previousRefs = collectReferences(new Map(), module.fields, before?.values ?? {});
    forEachRow(inlineCollections(module), before?.rows ?? {}, (collection, row) => collectReferences(previousRefs, collection.fields, row.values));
    const previous = await resolveReferences(trx, deps.registry, scope.clientId, previousRefs);
    const { labels, files } = mergeResolved(previous, prepared.resolved);
    const diff = diffValues(module.fields, before?.values ?? null, values, labels, files);

    const store = storeOf(deps, module);
    let id = identifier;
    if (id === null) id = await store.insert(scope, values);
    else if (Object.keys(diff.technical).length > 0 || hasRowChanges(module, before!, prepared.rows)) {
      if (!(await store.update(scope, id, values, before!.version!))) {
        // Another save committed between this one's read and its write (concurrent transactions on PostgreSQL, whose
        // statements each see what is committed): the answer names that save, read again, as if it had come first.
        // Even a forced save is refused: its user has not seen that version.
        const current = await readState(deps, caller, module, id, trx);
        throw await staleSave(trx, module, submission, current, mergeOntoStored(module, submission, parsed, current));
      }
    } else {
      return { id, written: false, changed: [] };
    }
    const sub = [];
    for (const collection of inlineCollections(module)) {
      if (!applied.rows[collection.name]) continue;
      const changes: RowChange[] = await writeRows(scope, collection, id, before?.rows[collection.name] ?? [], prepared.rows[collection.name] ?? [], sameValue);
      sub.push(...subChanges(collection, changes, labels, files));
    }
    await recordHistory(scope, {
      clientId: scope.clientId,
      table: module.table,
      recordId: id,
      type: before ? 'Modification' : 'Création',
      author: authorOf(caller),
      at: scope.now,
      diff,
      sub,
      conflict,
    });
    // What the watchers are told changed: the fields' labels, then the collections whose rows changed.
    return { id, written: true, changed: [...Object.keys(diff.modification), ...new Set(sub.map((change) => change.collectionLabel))] };
  };
  const saved = await db.transaction().execute(async (trx) => {
    const outcome = await writeRecord(trx);
    await options.job?.complete(trx);
    return outcome;
  });
  const savedId = saved.id;
  // An existing record's watchers are told who changed it and what (the author never).
  const tellWatchers = () =>
    identifier === null || !saved.written
      ? Promise.resolve()
      : notifyWatchers(deps, { clientId: caller.auth.clientId, module, recordIds: [savedId], author: { userId: caller.auth.userId, name: caller.auth.name }, fields: saved.changed });
  // Side tools following the module's records (the incidents counted on the home page) hear of what was written.
  const tellListeners = () =>
    saved.written ? deps.changes.tell({ clientId: caller.auth.clientId, module, recordIds: [savedId], kind: identifier === null ? 'created' : 'updated' }) : Promise.resolve();
  // Once committed, the organisation's open screens hear of it: a queued save too, whichever instance applies it.
  // The job's author is not waiting for an answer.
  if (options.job) {
    if (saved.written) await announceSave(deps, caller, module, savedId, null);
    await tellWatchers();
    await tellListeners();
    return { kind: 'accepted' };
  }

  const state = await readState(deps, caller, module, savedId);
  if (saved.written) await announceSave(deps, caller, module, savedId, state.version ?? null);
  await tellWatchers();
  await tellListeners();
  const response = await buildResponse(deps, caller, module, state, { submit_message: { message: messages.form.saved, color: 'success' } });
  return { kind: 'saved', response };
}

/**
 * FORM_UPDATED to everyone of the organisation: the record, its version now (read again when not known), who saved
 * it. The save is committed by then: a bus that fails loses the announcement, never the save.
 */
async function announceSave(deps: RecordDeps, caller: Caller, module: RegisteredModule, id: number, known: number | null): Promise<void> {
  try {
    const version = known ?? (await storeOf(deps, module).read(scopeOf(deps, caller, deps.db), id))?.version ?? 0;
    const payload: FormUpdatedPayload = { form: module.name, id, version, username: caller.auth.username, name: caller.auth.name };
    await deps.events.publish(caller.auth.clientId, { type: 'FORM_UPDATED', to: null, payload: { ...payload } });
  } catch (error) {
    process.emitWarning(`FORM_UPDATED not announced for ${module.name} ${id}: ${String(error)}`);
  }
}

/** Whether the submitted rows differ from the stored ones (values or order). */
function hasRowChanges(module: RegisteredModule, before: FormState, rows: Record<string, RowState[]>): boolean {
  return inlineCollections(module).some((collection) => !sameValue(before.rows[collection.name] ?? [], rows[collection.name] ?? []));
}
