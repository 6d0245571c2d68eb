import type { Kysely } from 'kysely';

/**
 * Who has a record open right now (beyond the spec, issue 14 item 7): one row per browser tab (`tab`, a random id the
 * tab keeps), refreshed by its heartbeat (`seen_at`), deleted when the tab leaves; rows older than the staleness
 * window are ignored and purged. In the database rather than in memory so that every server instance sees the same
 * viewers. Read by record (who is on it) and purged by age.
 */
export function recordPresenceMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('record_presence')
        .addColumn('client_id', 'integer', (c) => c.notNull().references('client.id').onDelete('cascade'))
        .addColumn('module', 'varchar(100)', (c) => c.notNull())
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('tab', 'varchar(64)', (c) => c.notNull())
        .addColumn('opened_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('seen_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('record_presence_pk', ['client_id', 'module', 'record_id', 'user_id', 'tab'])
        .execute();
      await db.schema.createIndex('record_presence_record_idx').on('record_presence').columns(['client_id', 'module', 'record_id', 'seen_at']).execute();
      await db.schema.createIndex('record_presence_seen_idx').on('record_presence').column('seen_at').execute();
    },
  };
}
