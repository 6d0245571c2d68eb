import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { DialectName } from '../infra/database.js';
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

/**
 * The same modules as one comma-separated text, computed inside the query that authenticates a request (one query
 * fewer on every call); `app_user` must be in that query's FROM.
 */
export function allowedModulesColumn(dialect: DialectName) {
  const aggregate = dialect === 'postgres' ? sql<string | null>`string_agg(user_module.module, ',')` : sql<string | null>`group_concat(user_module.module, ',')`;
  return (eb: ExpressionBuilder<Database, 'app_user'>) =>
    eb
      .selectFrom('user_module')
      .innerJoin('client_module', (join) =>
        join.onRef('client_module.module', '=', 'user_module.module').onRef('client_module.client_id', '=', 'app_user.client_id'),
      )
      .whereRef('user_module.user_id', '=', 'app_user.id')
      .select(aggregate.as('modules'))
      .as('modules');
}

/** 'b,a' → ['a', 'b']. */
export const splitModules = (text: string | null | undefined) => (text ? text.split(',').filter(Boolean).toSorted() : []);
