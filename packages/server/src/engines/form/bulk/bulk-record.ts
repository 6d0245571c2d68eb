import { type FieldChange, formatMessage, messages } from '@ossature/contract';
import type { DynamicDb } from '../../../infra/dynamic-db.js';
import { HttpError } from '../../../infra/http-error.js';
import type { RegisteredModule } from '../../../metadata/registered-module.js';
import { recordLabel } from '../../../records/record-labels.js';
import { type Caller, type RecordDeps, scopeOf, storeOf } from '../../../records/record-access.js';
import { hookContext } from '../hook-context.js';
import { diffValues } from '../history-diff.js';
import { authorOf, recordHistory } from '../../../records/history-store.js';
import { readState } from '../load-form.js';
import { prepareRecord } from '../prepare-submission.js';
import { collectReferences, mergeResolved, resolveReferences } from '../relation-values.js';
import { refusePreflightErrors } from '../save-form.js';

export type RecordChange =
  /** Written: the changed fields' values before, and the version the record is at now. */
  | { kind: 'changed'; before: Record<string, unknown>; version: number }
  /** The record already had these values: nothing written, no history. */
  | { kind: 'unchanged' }
  /** The record is no longer at the version asked for (undo: someone changed it since). */
  | { kind: 'moved' }
  /** The record was deleted since it was selected. */
  | { kind: 'gone' };

export interface BulkWrite {
  deps: RecordDeps;
  caller: Caller;
  db: DynamicDb;
  module: RegisteredModule;
  batchId: number;
}

/** A Bulk entry names each changed field with its new value as users read it (SPEC §3: a field → text map). */
function bulkText(change: FieldChange): string {
  const value = change.new;
  if (value === null) return messages.list.emptyGroup;
  return typeof value === 'string' ? value : (value.label ?? String(value.id ?? ''));
}

/** A record of the batch refused the change: the batch stops, and the message names the record. */
export class BulkRefusal extends HttpError {
  constructor(status: number, label: string, reason: string, extra: HttpError['extra'] = {}) {
    super(status, formatMessage(messages.listBulk.refusedRow, { label, reason }), extra);
  }
}

/** Why a record refuses the change, in words: the first error, with its field's label. */
function reasonOf(module: RegisteredModule, error: HttpError): string {
  const first = error.extra.errors?.[0];
  if (!first) return error.message;
  const label = module.fieldByName.get(first.path ?? '')?.label;
  return label ? `${label} : ${first.text}` : first.text;
}

/**
 * Changes one record of a batch with the rules of a form save (SPEC §5): its stored state read in the transaction,
 * the values merged over it, computed fields recomputed, required fields, constraints, references, unique fields,
 * the module's validate and preflight-error rules, its beforeSave hook; then the update on its version and one
 * Bulk history entry naming the batch. A record the rules refuse stops the batch: the error names the record.
 * `atVersion` (undo) leaves alone a record someone changed since.
 */
export async function changeRecord(write: BulkWrite, id: number, values: Record<string, unknown>, atVersion?: number): Promise<RecordChange> {
  const { deps, caller, db, module } = write;
  let label = `n° ${id}`;
  try {
    const before = await readState(deps, caller, module, id, db).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    });
    if (!before) return { kind: 'gone' };
    label = recordLabel(module, id, before.values);
    if (atVersion !== undefined && before.version !== atVersion) return { kind: 'moved' };
    // A record nobody may change now (a validation in progress) stops the run like any record refusing it.
    const lock = await deps.locks.lockOf({ db, clientId: caller.auth.clientId, module, recordId: id, writing: true });
    if (lock) throw new BulkRefusal(403, label, lock.message, { protected: true });
    // An undo puts back what the record had: that is no move along the workflow.
    const prepared = await prepareRecord(deps, db, caller, module, before, { values, rows: {} }, { restoring: atVersion !== undefined });
    await refusePreflightErrors(deps, caller, db, module, id, prepared.record);
    await module.definition.beforeSave?.(hookContext(deps, caller, db, id, prepared.record));
    const after = prepared.record.values;

    const written = module.fields.filter(({ name }) => name in values);
    const previous = await resolveReferences(db, deps.registry, caller.auth.clientId, collectReferences(new Map(), written, before.values));
    const { labels, files } = mergeResolved(previous, prepared.resolved);
    const diff = diffValues(module.fields, before.values, after, labels, files);
    const changed = Object.keys(diff.technical);
    if (changed.length === 0) return { kind: 'unchanged' };

    const scope = scopeOf(deps, caller, db);
    if (!(await storeOf(deps, module).update(scope, id, after, before.version!))) {
      throw new BulkRefusal(409, label, messages.listBulk.changedMeanwhile);
    }
    await recordHistory(scope, {
      clientId: scope.clientId,
      table: module.table,
      recordId: id,
      type: 'Bulk',
      author: authorOf(caller),
      at: scope.now,
      diff: { modification: Object.fromEntries(Object.entries(diff.modification).map(([field, change]) => [field, bulkText(change)])), technical: diff.technical },
      sub: [],
      bulkBatchId: write.batchId,
    });
    return { kind: 'changed', before: Object.fromEntries(changed.map((name) => [name, before.values[name] ?? null])), version: before.version! + 1 };
  } catch (error) {
    if (!(error instanceof HttpError) || error instanceof BulkRefusal || error.statusCode >= 500) throw error;
    throw new BulkRefusal(error.statusCode === 409 ? 409 : 400, label, reasonOf(module, error));
  }
}
