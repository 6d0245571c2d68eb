import { type FieldChange, messages } from '@ossature/contract';
import type { DynamicDb } from '../infra/dynamic-db.js';
import { HttpError } from '../infra/http-error.js';
import { kindOf } from '../metadata/kinds/index.js';
import type { StoreScope, StoredRecord } from '../metadata/record-store.js';
import type { RegisteredModule } from '../metadata/registered-module.js';
import { type HistoryAuthor, type TechnicalDiff, recordHistory } from './history-store.js';
import { type RecordDeps, storeOf } from './record-access.js';

/** Where a side tool reads or writes a record: a connection or transaction, the tenant, who acts, now. */
export function storeScope(deps: RecordDeps, db: DynamicDb, clientId: number, userId: number): StoreScope {
  return { db, dialect: deps.dialect, clientId, userId, now: deps.clock.now().toISOString() };
}

/** A record of the tenant as stored (its stored fields, computed ones as last saved); undefined when there is none. */
export function readStored(deps: RecordDeps, scope: StoreScope, module: RegisteredModule, id: number): Promise<StoredRecord | undefined> {
  return storeOf(deps, module).read(scope, id);
}

const describe = (module: RegisteredModule, name: string, value: unknown): FieldChange['new'] => {
  const field = module.fieldByName.get(name)!;
  return value === null || value === undefined ? null : kindOf(field.kind).describe(value, field);
};

/**
 * Writes values a module declares (a validation's outcome, checked at start-up: plain stored fields that no computed
 * field reads) onto one of its records, without a screen's flow: in the caller's transaction, on the version read,
 * with the version bumped and a Modification entry naming each changed field as users read it — so that the history
 * and the state history tell who changed what. The new version, or null when the record already had the values.
 */
export async function writeDeclaredValues(
  deps: RecordDeps,
  scope: StoreScope,
  module: RegisteredModule,
  id: number,
  values: Record<string, unknown>,
  author: HistoryAuthor,
): Promise<number | null> {
  const store = storeOf(deps, module);
  const stored = await store.read(scope, id);
  if (!stored) throw new HttpError(404, messages.form.recordNotFound);
  const modification: Record<string, FieldChange> = {};
  const technical: TechnicalDiff = {};
  for (const [name, value] of Object.entries(values)) {
    const old = stored.values[name] ?? null;
    if (JSON.stringify(old) === JSON.stringify(value ?? null)) continue;
    modification[module.fieldByName.get(name)!.label] = { old: describe(module, name, old), new: describe(module, name, value) };
    technical[name] = { old, new: value ?? null };
  }
  if (Object.keys(technical).length === 0) return null;
  if (!(await store.update(scope, id, { ...stored.values, ...values }, stored.version))) {
    throw new HttpError(409, messages.validation.recordMoved);
  }
  await recordHistory(scope, {
    clientId: scope.clientId,
    table: module.table,
    recordId: id,
    type: 'Modification',
    author,
    at: scope.now,
    diff: { modification, technical },
    sub: [],
  });
  return stored.version + 1;
}
