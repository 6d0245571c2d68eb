import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { withIdColumn } from './column-helpers.js';

/** What the form engine needs beside the module tables: history, stored files, asynchronous saves, user versions. */
export function formsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('history_entry'), dialect)
        .addColumn('client_id', 'integer', (c) => c.notNull().references('client.id').onDelete('cascade'))
        .addColumn('table_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addColumn('type', 'varchar(20)', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('user_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('username', 'varchar(100)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('modification', 'text', (c) => c.notNull())
        .addColumn('sub_changes', 'text', (c) => c.notNull())
        .addColumn('technical_diff', 'text', (c) => c.notNull())
        .addColumn('conflict', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('history_entry_record_idx')
        .on('history_entry')
        .columns(['client_id', 'table_name', 'record_id', 'id'])
        .execute();

      await withIdColumn(db.schema.createTable('stored_file'), dialect)
        .addColumn('client_id', 'integer', (c) => c.notNull().references('client.id').onDelete('cascade'))
        .addColumn('filename', 'varchar(255)', (c) => c.notNull())
        .addColumn('mime_type', 'varchar(100)', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('storage_key', 'varchar(200)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('stored_file_client_idx').on('stored_file').columns(['client_id', 'id']).execute();

      await withIdColumn(db.schema.createTable('form_job'), dialect)
        .addColumn('client_id', 'integer', (c) => c.notNull().references('client.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('module', 'varchar(100)', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('done_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('form_job_status_idx').on('form_job').columns(['status', 'id']).execute();

      // The user's own forms (profile, preferences) detect concurrent edits like any record.
      await db.schema.alterTable('app_user').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
      await db.schema.alterTable('app_user').addColumn('settings_version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    },
  };
}
