import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { withIdColumn } from './column-helpers.js';

/**
 * Documents attached to records: a link from a record (`module` + `record_id`) to a document of the library module
 * (`document_id`, a record of the module declaring `documentLibrary`, whose table the schema sync creates: no foreign
 * key). A document is linked to a record once. And the contents of stored files when they live in the database
 * (PostgreSQL: every instance sees every file); on SQLite the table stays empty, files stay on disk.
 */
export function recordDocumentsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('record_document'), dialect)
        .addColumn('client_id', 'integer', (c) => c.notNull().references('client.id').onDelete('cascade'))
        .addColumn('document_id', 'integer', (c) => c.notNull())
        .addColumn('module', 'varchar(100)', (c) => c.notNull())
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .execute();
      // A record's attachments (its prefix), and no document twice on the same record.
      await db.schema
        .createIndex('record_document_record_idx')
        .unique()
        .on('record_document')
        .columns(['client_id', 'module', 'record_id', 'document_id'])
        .execute();
      // Where a document is attached: its file is served through any record it is on.
      await db.schema.createIndex('record_document_document_idx').on('record_document').columns(['client_id', 'document_id']).execute();

      await db.schema
        .createTable('file_content')
        .addColumn('storage_key', 'varchar(200)', (c) => c.primaryKey())
        .addColumn('client_id', 'integer', (c) => c.notNull().references('client.id').onDelete('cascade'))
        .addColumn('content', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .execute();
    },
  };
}
