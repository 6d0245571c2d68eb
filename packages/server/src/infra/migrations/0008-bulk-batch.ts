import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { withIdColumn } from './column-helpers.js';

/**
 * Bulk actions on lists: each run is a batch (its action, its values, its author) with one item per selected record,
 * written when the selection is resolved, so that the rows concerned are exactly the ones confirmed. An item keeps
 * the values its record had before and the version the batch left it at: undoing restores a record only if nobody
 * changed it since. A large batch is applied in chunks by a job under a lease (like form jobs and exports): each
 * chunk marks its items done in the transaction that changes their records, so a killed instance resumes exactly
 * where it stopped. A record's Bulk history entries name their batch.
 */
export function bulkBatchMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('bulk_batch'), dialect)
        .addColumn('client_id', 'integer', (c) => c.notNull().references('client.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('module', 'varchar(100)', (c) => c.notNull())
        .addColumn('action', 'varchar(100)', (c) => c.notNull())
        .addColumn('list_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('values', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(12)', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('kept', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('error', 'text')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('finished_at', 'varchar(32)')
        .addColumn('lease_token', 'varchar(64)')
        .addColumn('lease_until', 'varchar(32)')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('bulk_batch_status_idx').on('bulk_batch').columns(['status', 'lease_until']).execute();
      await db.schema.createIndex('bulk_batch_user_idx').on('bulk_batch').columns(['user_id', 'created_at']).execute();
      await db.schema
        .createTable('bulk_batch_item')
        .addColumn('batch_id', 'integer', (c) => c.notNull().references('bulk_batch.id').onDelete('cascade'))
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(12)', (c) => c.notNull())
        .addColumn('before', 'text')
        .addColumn('after_version', 'integer')
        .addPrimaryKeyConstraint('bulk_batch_item_pk', ['batch_id', 'record_id'])
        .execute();
      await db.schema.createIndex('bulk_batch_item_status_idx').on('bulk_batch_item').columns(['batch_id', 'status', 'record_id']).execute();
      await db.schema.alterTable('history_entry').addColumn('bulk_batch_id', 'integer').execute();
    },
  };
}
