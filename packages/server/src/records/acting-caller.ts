import { AUTH_USER_COLUMNS, authContextOf } from '../auth/auth-context.js';
import type { DynamicDb } from '../infra/dynamic-db.js';
import { type Caller, callerOf } from './record-access.js';

/**
 * Users acting without a session (a queued save run for its author, an export link opened in a new window, the
 * recipients a notification is checked for), as they are now: their role and modules of today, in two queries
 * whatever their number. Users gone or deactivated are absent from the answer.
 */
export async function actingCallers(db: DynamicDb, userIds: readonly number[]): Promise<Map<number, Caller>> {
  const callers = new Map<number, Caller>();
  if (userIds.length === 0) return callers;
  const users = await db.selectFrom('app_user').select([...AUTH_USER_COLUMNS]).where('id', 'in', [...userIds]).where('active', '=', 1).execute();
  if (users.length === 0) return callers;
  // Modules given to each user that their organisation still has enabled (tenancy/allowed-modules.ts, for many users).
  const granted = await db
    .selectFrom('user_module')
    .innerJoin('app_user', 'app_user.id', 'user_module.user_id')
    .innerJoin('client_module', (join) => join.onRef('client_module.module', '=', 'user_module.module').onRef('client_module.client_id', '=', 'app_user.client_id'))
    .select(['user_module.user_id', 'user_module.module'])
    .where('user_module.user_id', 'in', users.map((user) => Number(user.id)))
    .orderBy('user_module.module')
    .execute();
  const modulesOf = new Map<number, string[]>();
  for (const row of granted) modulesOf.set(Number(row.user_id), [...(modulesOf.get(Number(row.user_id)) ?? []), String(row.module)]);
  for (const user of users) callers.set(Number(user.id), callerOf(authContextOf(user, null, modulesOf.get(Number(user.id)) ?? [])));
  return callers;
}

/** One user acting without a session; undefined when the user is gone or deactivated. */
export async function actingCaller(db: DynamicDb, userId: number): Promise<Caller | undefined> {
  return (await actingCallers(db, [userId])).get(userId);
}
