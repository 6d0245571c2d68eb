import { decodeParams, InvalidParamsError, messages } from '@ossature/contract';
import type { AuthContext } from '../../auth/auth-context.js';
import type { Clock } from '../../infra/clock.js';
import type { DialectName } from '../../infra/database.js';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import { HttpError } from '../../infra/http-error.js';
import type { RecordStore, StoreScope } from '../../metadata/record-store.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import type { ModuleRegistry } from '../../metadata/registry.js';
import { type Role, hasRight, rolesOf } from '../../metadata/roles.js';
import { tableStore } from './table-store.js';

/** What the form engine works with: the database, the time, the module definitions. */
export interface FormDeps {
  /** The database, seen untyped: module tables are known only at run time. */
  db: DynamicDb;
  dialect: DialectName;
  clock: Clock;
  registry: ModuleRegistry;
  passwordCost: number;
}

/** Who calls, with what roles, and which modules they may open. */
export interface Caller {
  auth: AuthContext;
  roles: ReadonlySet<Role>;
  modules: ReadonlySet<string>;
}

export const callerOf = (auth: AuthContext): Caller => ({ auth, roles: rolesOf(auth), modules: new Set(auth.modules) });

export type Right = 'read' | 'create' | 'update' | 'delete';

/**
 * The module behind a form name, if the caller may use it for `right`. A module that does not exist, is not enabled
 * for the client or not given to the user answers the same 404 (nothing to learn by probing); one the caller may see
 * but not use that way answers 403 with the server's title, marked protected (no token refresh would help).
 */
export function resolveModule(deps: FormDeps, caller: Caller, name: string, right: Right = 'read'): RegisteredModule {
  const module = deps.registry.get(name);
  if (!module || (!module.definition.alwaysAvailable && !caller.modules.has(name))) {
    throw new HttpError(404, messages.form.formNotFound);
  }
  if (!hasRight(module.rights.read, caller.roles)) throw new HttpError(403, messages.form.forbidden, { protected: true });
  if (right !== 'read' && !hasRight(module.rights[right], caller.roles)) {
    throw new HttpError(403, right === 'delete' ? messages.form.deleteForbidden : messages.form.readOnlyForm, { protected: true });
  }
  return module;
}

/** Whether the caller may read a module's records (it is theirs to open, and their role reads it). */
export function canRead(deps: FormDeps, caller: Caller, name: string): boolean {
  const module = deps.registry.get(name);
  return Boolean(module && (module.definition.alwaysAvailable || caller.modules.has(name)) && hasRight(module.rights.read, caller.roles));
}

/** A chart is shown to callers who may read every module it reads. */
export function chartVisible(deps: FormDeps, caller: Caller, module: RegisteredModule, name: string): boolean {
  const chart = module.definition.charts?.[name];
  return Boolean(chart && chart.reads.every((read) => canRead(deps, caller, read)));
}

export function storeOf(deps: FormDeps, module: RegisteredModule): RecordStore {
  return module.definition.store?.({ passwordCost: deps.passwordCost }) ?? tableStore(module);
}

export function scopeOf(deps: FormDeps, caller: Caller, db = deps.db): StoreScope {
  return { db, dialect: deps.dialect, clientId: caller.auth.clientId, userId: caller.auth.userId, now: deps.clock.now().toISOString() };
}

/** The page's params (base64 of a query string); malformed ones answer 400, never a crash. */
export function decodeFormParams(raw: string | undefined): URLSearchParams {
  try {
    return decodeParams(raw);
  } catch (error) {
    if (error instanceof InvalidParamsError) throw new HttpError(400, messages.http.invalidParams);
    throw error;
  }
}

/**
 * A route hook: form calls may end with the page's base64 params; a malformed one answers 400 on every call, those
 * that read none included, so that a broken link fails the same way everywhere.
 */
export async function refuseMalformedParams(request: { params: unknown }): Promise<void> {
  decodeFormParams((request.params as { params?: string } | undefined)?.params);
}

/** The record a page points at: `id` (or the sub-form's `primaryKey`) as a positive integer, or null for a new one. */
export function identifierOf(params: URLSearchParams): number | null {
  const raw = params.get('id') ?? params.get('primaryKey');
  if (raw === null || raw === '' || raw === '0') return null;
  if (!/^\d{1,15}$/.test(raw)) throw new HttpError(400, messages.http.invalidParams);
  return Number(raw);
}

/** The user's own forms open only their own record: any other id is as unknown as a missing one. */
export function checkOwnRecord(module: RegisteredModule, caller: Caller, identifier: number | null): void {
  if (module.definition.ownRecordOnly && identifier !== caller.auth.userId) throw new HttpError(404, messages.form.recordNotFound);
}
