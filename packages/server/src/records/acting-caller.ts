import { AUTH_USER_COLUMNS, authContextOf } from '../auth/auth-context.js';
import type { DynamicDb } from '../infra/dynamic-db.js';
import { loadAllowedModules } from '../tenancy/allowed-modules.js';
import { type Caller, callerOf } from './record-access.js';

/**
 * A user acting without a session (a queued save run for its author, an export link opened in a new window), as
 * they are now: their role and modules of today. Undefined when the user is gone or deactivated.
 */
export async function actingCaller(db: DynamicDb, userId: number): Promise<Caller | undefined> {
  const user = await db.selectFrom('app_user').select([...AUTH_USER_COLUMNS]).where('id', '=', userId).where('active', '=', 1).executeTakeFirst();
  if (!user) return undefined;
  return callerOf(authContextOf(user, null, await loadAllowedModules(db, user.id, user.client_id)));
}
