import type { Kysely } from 'kysely';
import type { Database } from '../infra/tables.js';

/**
 * Modules a user may open: those given to the user that the client organisation still has enabled
 * (a module withdrawn from the client is withdrawn from its users too).
 */
export async function loadAllowedModules(db: Kysely<Database>, userId: number, clientId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_module')
    .innerJoin('client_module', (join) =>
      join.onRef('client_module.module', '=', 'user_module.module').on('client_module.client_id', '=', clientId),
    )
    .select('user_module.module')
    .where('user_module.user_id', '=', userId)
    .orderBy('user_module.module')
    .execute();
  return rows.map((row) => row.module);
}
