import type { Kysely } from 'kysely';

/** Who watches a record: they will be told of its changes (once notifications exist). One row per user and record. */
export function recordWatchersMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('record_watcher')
        .addColumn('client_id', 'integer', (c) => c.notNull().references('client.id').onDelete('cascade'))
        .addColumn('module', 'varchar(100)', (c) => c.notNull())
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('record_watcher_pk', ['client_id', 'module', 'record_id', 'user_id'])
        .execute();
    },
  };
}
