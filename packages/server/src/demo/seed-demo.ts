import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password.js';
import { type Clock, isoNow } from '../infra/clock.js';
import type { Database } from '../infra/tables.js';
import { DEMO_PASSWORD, demoClients, demoUsers } from './demo-users.js';

/** True when the database holds no client organisation yet, i.e. it was just created. */
export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('client').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * Fills an empty database with the demo organisations and accounts. Deterministic: the same rows in the same order
 * every time (only password salts differ), in one transaction.
 */
export async function seedDemo(db: Kysely<Database>, clock: Clock, passwordCost: number): Promise<void> {
  const createdAt = isoNow(clock);
  const passwordHashes = await Promise.all(demoUsers.map(() => hashPassword(DEMO_PASSWORD, passwordCost)));
  await db.transaction().execute(async (trx) => {
    const clientIds = new Map<string, number>();
    for (const client of demoClients) {
      const { id } = await trx
        .insertInto('client')
        .values({ code: client.code, name: client.name, created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      clientIds.set(client.code, id);
      const settings = Object.entries(client.settings).map(([key, value]) => ({ client_id: id, key, value }));
      if (settings.length > 0) await trx.insertInto('client_setting').values(settings).execute();
    }
    for (const [index, user] of demoUsers.entries()) {
      await trx
        .insertInto('app_user')
        .values({
          client_id: clientIds.get(user.client)!,
          username: user.username,
          password_hash: passwordHashes[index]!,
          name: user.name,
          identity_name: user.identity_name,
          role: user.role,
          is_admin: user.is_admin ? 1 : 0,
          is_super_admin: user.is_super_admin ? 1 : 0,
          active: 1,
          created_at: createdAt,
        })
        .execute();
    }
  });
}
