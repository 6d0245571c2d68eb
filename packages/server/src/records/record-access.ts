import { messages } from '@ossature/contract';
import type { Caller } from './caller.js';
import type { Clock } from '../infra/clock.js';
import type { DialectName } from '../infra/database.js';
import type { DynamicDb } from '../infra/dynamic-db.js';
import { HttpError } from '../infra/http-error.js';
import type { ArrayRows } from '../infra/array-rows.js';
import type { RowStream } from '../infra/row-stream.js';
import type { RecordStore, StoreScope } from '../metadata/record-store.js';
import type { RegisteredModule } from '../metadata/registered-module.js';
import type { ModuleRegistry } from '../metadata/registry.js';
import { hasRight } from '../metadata/roles.js';
import { tableStore } from './table-store.js';
import type { EventBus } from '../infra/event-bus.js';
import type { PlanningReaders } from './planning-readers.js';
import type { RecordLocks } from './record-locks.js';
import type { RecordChanges } from './record-changes.js';
import type { ProvidedForms } from './provided-forms.js';
import type { ConfigurationCheck } from './list-configurations.js';
import type { ProvidedLater } from './provided-later.js';

/** What every engine works with: the database, the time, the module definitions. */
export interface RecordDeps {
  /** The database, seen untyped: module tables are known only at run time. */
  db: DynamicDb;
  dialect: DialectName;
  /** Long reads (exports), batch by batch, off the requests' connection. */
  streamRows: RowStream;
  /** Many rows of one read as arrays (a planning's events), on the requests' connection. */
  arrayRows: ArrayRows;
  clock: Clock;
  registry: ModuleRegistry;
  passwordCost: number;
  /** Where a record's change is announced to the organisation's open screens (FORM_UPDATED). */
  events: EventBus;
  /** The planning a form's Planning element shows: provided by the planning engine. */
  plannings: PlanningReaders;
  /** Who may not change a record now (a validation in progress): provided by the side tools that lock records. */
  locks: RecordLocks;
  /** Who hears of records created, changed or deleted once committed: side tools listen, the form engine tells. */
  changes: RecordChanges;
  /** Forms that are no module's records (validation_workflow): a side tool provides them, the form engine serves them. */
  forms: ProvidedForms;
  /** Whether a saved list configuration fits its list: provided by the list engine, asked by the configuration forms. */
  configurationChecks: ProvidedLater<ConfigurationCheck>;
}

// The caller lives in a file of its own, which the records layer's registries (PlanningReaders) read without this one.
export { type Caller, callerOf } from './caller.js';

export type Right = 'read' | 'create' | 'update' | 'delete';

/**
 * The module behind a form name, if the caller may use it for `right`. A module that does not exist, is not enabled
 * for the client or not given to the user answers the same 404 (nothing to learn by probing); one the caller may see
 * but not use that way answers 403 with the server's title, marked protected (no token refresh would help).
 */
export function resolveModule(deps: RecordDeps, caller: Caller, name: string, right: Right = 'read', notFound: string = messages.form.formNotFound): RegisteredModule {
  const module = deps.registry.get(name);
  if (!module || (!module.definition.alwaysAvailable && !caller.modules.has(name))) {
    throw new HttpError(404, notFound);
  }
  if (!hasRight(module.rights.read, caller.roles)) throw new HttpError(403, messages.form.forbidden, { protected: true });
  if (right !== 'read' && !hasRight(module.rights[right], caller.roles)) {
    throw new HttpError(403, right === 'delete' ? messages.form.deleteForbidden : messages.form.readOnlyForm, { protected: true });
  }
  return module;
}

/** Whether the caller may read a module's records (it is theirs to open, and their role reads it). */
export function canRead(deps: RecordDeps, caller: Caller, name: string): boolean {
  const module = deps.registry.get(name);
  return Boolean(module && (module.definition.alwaysAvailable || caller.modules.has(name)) && hasRight(module.rights.read, caller.roles));
}

export function storeOf(deps: RecordDeps, module: RegisteredModule): RecordStore {
  return module.definition.store?.({ passwordCost: deps.passwordCost }) ?? tableStore(module);
}

export function scopeOf(deps: RecordDeps, caller: Caller, db = deps.db): StoreScope {
  return {
    db,
    dialect: deps.dialect,
    clientId: caller.auth.clientId,
    userId: caller.auth.userId,
    now: deps.clock.now().toISOString(),
    canRead: (module) => canRead(deps, caller, module),
  };
}

/** The one record a module of the user's own (or of their organisation's) opens for this caller; null for others. */
export function ownRecordOf(module: RegisteredModule, caller: Pick<Caller, 'auth'>): number | null {
  const own = module.definition.ownRecordOnly;
  return own === 'user' ? caller.auth.userId : own === 'organisation' ? caller.auth.clientId : null;
}

/** The user's own forms open only their own record: any other id is as unknown as a missing one. */
export function checkOwnRecord(module: RegisteredModule, caller: Caller, identifier: number | null): void {
  const own = ownRecordOf(module, caller);
  if (own !== null && identifier !== own) throw new HttpError(404, messages.form.recordNotFound);
}
