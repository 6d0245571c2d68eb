import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';
import { withIdColumn } from './column-helpers.js';

/**
 * The validation workflow of records: requests (one record, steps decided in order, ACTIVE until the last step is
 * validated — DONE — or a step refuses — REFUSED) and the decisions taken on them. At most one ACTIVE request per
 * record: a partial unique index, which both SQLite and PostgreSQL enforce, whatever the timing of two requests.
 */
export function recordValidationMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('validation_request'), dialect)
        .addColumn('client_id', 'integer', (c) => c.notNull().references('client.id').onDelete('cascade'))
        .addColumn('module', 'varchar(100)', (c) => c.notNull())
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(12)', (c) => c.notNull())
        .addColumn('step_index', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('comment', 'text')
        .addColumn('created_by', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('finished_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('validation_request_record_idx').on('validation_request').columns(['client_id', 'module', 'record_id', 'id']).execute();
      await db.schema
        .createIndex('validation_request_active_idx')
        .on('validation_request')
        .columns(['client_id', 'module', 'record_id'])
        .unique()
        .where(sql.ref('status'), '=', 'ACTIVE')
        .execute();

      await withIdColumn(db.schema.createTable('validation_decision'), dialect)
        .addColumn('request_id', 'integer', (c) => c.notNull().references('validation_request.id').onDelete('cascade'))
        .addColumn('step_index', 'integer', (c) => c.notNull())
        .addColumn('type', 'varchar(32)', (c) => c.notNull())
        .addColumn('decided_by', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('decision', 'varchar(12)', (c) => c.notNull())
        .addColumn('comment', 'text')
        .addColumn('decided_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('validation_decision_request_idx').on('validation_decision').columns(['request_id', 'id']).execute();
    },
  };
}
