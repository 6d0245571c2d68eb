import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password.js';
import { type Clock, isoNow } from '../infra/clock.js';
import { dynamic } from '../infra/dynamic-db.js';
import type { Database } from '../infra/tables.js';
import type { ModuleRegistry } from '../metadata/registry.js';
import { DEMO_PASSWORD, demoClients, demoUsers } from './demo-users.js';
import { type ModuleSeed, SeedContext } from './seed-context.js';

/** True when the database holds no client organisation yet, i.e. it was just created. */
export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('client').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

export interface SeedOptions {
  passwordCost: number;
  /** Multiplies the number of demo records (1: a few hundred per module). 0 creates organisations and users only. */
  size: number;
  /** The business modules' demo records: given by the caller, so that this framework never imports the modules. */
  seeds: readonly ModuleSeed[];
}

const resolve = (wanted: string[] | '*', available: string[]) => (wanted === '*' ? available : available.filter((name) => wanted.includes(name)));

/**
 * Fills an empty database with the demo organisations, accounts and business records, in one transaction.
 * Deterministic: the same rows every time (only password salts differ).
 */
export async function seedDemo(db: Kysely<Database>, clock: Clock, registry: ModuleRegistry, options: SeedOptions): Promise<void> {
  const createdAt = isoNow(clock);
  const businessModules = registry.all().filter((module) => !module.definition.alwaysAvailable).map((module) => module.name);
  const passwordHashes = await Promise.all(demoUsers.map(() => hashPassword(DEMO_PASSWORD, options.passwordCost)));
  await db.transaction().execute(async (trx) => {
    const clients = new Map<string, { id: number; modules: string[] }>();
    for (const client of demoClients) {
      const { id } = await trx
        .insertInto('client')
        .values({ code: client.code, name: client.name, created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      const modules = resolve(client.modules, businessModules);
      clients.set(client.code, { id, modules });
      const settings = Object.entries(client.settings).map(([key, value]) => ({ client_id: id, key, value }));
      if (settings.length > 0) await trx.insertInto('client_setting').values(settings).execute();
      if (modules.length > 0) await trx.insertInto('client_module').values(modules.map((module) => ({ client_id: id, module }))).execute();
    }
    const firstUser = new Map<number, number>();
    for (const [index, user] of demoUsers.entries()) {
      const client = clients.get(user.client)!;
      const { id } = await trx
        .insertInto('app_user')
        .values({
          client_id: client.id,
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
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!firstUser.has(client.id)) firstUser.set(client.id, id);
      const modules = resolve(user.modules, client.modules);
      if (modules.length > 0) await trx.insertInto('user_module').values(modules.map((module) => ({ user_id: id, module }))).execute();
    }
    if (options.size <= 0) return;
    for (const [code, client] of clients) {
      const context = new SeedContext(dynamic(trx), registry, client.id, code, firstUser.get(client.id)!, clock.now(), options.size);
      for (const seed of options.seeds.filter((candidate) => client.modules.includes(candidate.module))) await seed.run(context);
    }
  });
}
