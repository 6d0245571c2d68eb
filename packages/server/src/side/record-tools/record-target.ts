import { messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import { hasRight } from '../../metadata/roles.js';
import { type Caller, type RecordDeps, type Right, checkOwnRecord, resolveModule, scopeOf, storeOf } from '../../records/record-access.js';

/** The record a side tool (comments, tasks) is about, once the caller is known to reach it. */
export interface RecordTarget {
  module: RegisteredModule;
  recordId: number;
  /** Whether the caller may change the record: adding or editing comments and tasks on it needs it. */
  writable: boolean;
}

/**
 * The record `objectName` #`objectId` as the caller may reach it: a module they may open, a record of their
 * organisation. Anything else answers the same 404 as a record that does not exist (nothing to learn by probing
 * another organisation's ids). Modules on stores of their own (the user's profile and preferences) have no side tools.
 */
export async function recordTarget(deps: RecordDeps, caller: Caller, objectName: string, objectId: number, right: Right = 'read'): Promise<RecordTarget> {
  const module = resolveModule(deps, caller, objectName, right, messages.form.recordNotFound);
  if (module.definition.store) throw new HttpError(404, messages.form.recordNotFound);
  checkOwnRecord(module, caller, objectId);
  const record = await storeOf(deps, module).read(scopeOf(deps, caller), objectId);
  if (!record) throw new HttpError(404, messages.form.recordNotFound);
  return { module, recordId: objectId, writable: hasRight(module.rights.update, caller.roles) };
}
