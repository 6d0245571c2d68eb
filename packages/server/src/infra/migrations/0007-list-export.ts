import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { withIdColumn } from './column-helpers.js';

/**
 * Exports and prints (SPEC §7 'Other'): each one the user asks for, with the list query it is of and the sha256 of
 * the short-lived token its URL carries (never the session token), bound to that export and that user, valid until
 * `expires_at`. A direct one ('link') is written while it downloads; a background one is written to a file by a job
 * (status queued → running → done, failed or cancelled) under a lease, like form jobs, with its progress.
 */
export function listExportMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('list_export'), dialect)
        .addColumn('client_id', 'integer', (c) => c.notNull().references('client.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('list_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('params', 'text')
        .addColumn('query', 'text', (c) => c.notNull())
        .addColumn('output', 'varchar(10)', (c) => c.notNull())
        .addColumn('encoding', 'varchar(20)', (c) => c.notNull())
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('status', 'varchar(12)', (c) => c.notNull())
        .addColumn('rows_written', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rows_total', 'integer')
        .addColumn('file_size', 'bigint')
        .addColumn('lease_token', 'varchar(64)')
        .addColumn('lease_until', 'varchar(32)')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('error', 'text')
        .addColumn('finished_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('list_export_status_idx').on('list_export').columns(['status', 'lease_until']).execute();
      await db.schema.createIndex('list_export_user_idx').on('list_export').columns(['user_id', 'created_at']).execute();
    },
  };
}
