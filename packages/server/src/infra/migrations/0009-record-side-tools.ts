import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { withIdColumn } from './column-helpers.js';

/**
 * The side tools next to a record: its comments (sanitised HTML, with the colleagues each one mentions, so that a
 * mention can be notified once) and tasks — on a record (`module` + `record_id`) or standalone (both null), assigned
 * to a user of the organisation. A task carries a version: two people editing it cannot overwrite each other.
 */
export function recordSideToolsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('record_comment'), dialect)
        .addColumn('client_id', 'integer', (c) => c.notNull().references('client.id').onDelete('cascade'))
        .addColumn('module', 'varchar(100)', (c) => c.notNull())
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('record_comment_record_idx').on('record_comment').columns(['client_id', 'module', 'record_id', 'id']).execute();
      await db.schema
        .createTable('record_comment_mention')
        .addColumn('comment_id', 'integer', (c) => c.notNull().references('record_comment.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('record_comment_mention_pk', ['comment_id', 'user_id'])
        .execute();

      await withIdColumn(db.schema.createTable('task'), dialect)
        .addColumn('client_id', 'integer', (c) => c.notNull().references('client.id').onDelete('cascade'))
        .addColumn('module', 'varchar(100)')
        .addColumn('record_id', 'integer')
        .addColumn('name', 'varchar(255)', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('planned_date', 'varchar(10)')
        .addColumn('due_date', 'varchar(10)')
        .addColumn('reminder_at', 'varchar(32)')
        .addColumn('assigned_to', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
        .addColumn('status', 'varchar(12)', (c) => c.notNull())
        .addColumn('done_date', 'varchar(32)')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('task_record_idx').on('task').columns(['client_id', 'module', 'record_id', 'id']).execute();
      await db.schema.createIndex('task_assigned_idx').on('task').columns(['client_id', 'assigned_to', 'status']).execute();
    },
  };
}
