import type { Kysely } from 'kysely';

/**
 * Queued saves are claimed with a lease: an instance that dies while applying one (kill -9, power loss) leaves it
 * 'running' with a lease that runs out, and any instance then takes it over. `lease_token` says which claim may
 * finish the job; `attempts` counts the claims, so a save that kills its instance every time stops being retried.
 */
export function formJobLeaseMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('form_job').addColumn('lease_until', 'varchar(32)').execute();
      await db.schema.alterTable('form_job').addColumn('lease_token', 'varchar(64)').execute();
      await db.schema.alterTable('form_job').addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    },
  };
}
