import type { Kysely } from 'kysely';

/**
 * The organisation's settings edited as one form (g_client_settings): a version for concurrent saves, and who saved
 * them last and when, for the form's header and a refused save's message.
 */
export function clientSettingsVersionMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('client').addColumn('settings_version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
      await db.schema.alterTable('client').addColumn('settings_updated_at', 'varchar(32)').execute();
      await db.schema.alterTable('client').addColumn('settings_updated_by', 'integer').execute();
    },
  };
}
