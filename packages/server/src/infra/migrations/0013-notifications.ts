import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { withIdColumn } from './column-helpers.js';

/**
 * The notifications of the bell (SPEC §3 Notification, §4): one row per recipient (`user_id`), from a colleague
 * (`sender_id`) or from the application (null), with its title, sanitised HTML message, the link it opens and, for a
 * task, the task. Unread while `read_at` is null. Listed by recipient, newest first (user_id, id), and counted unread
 * (user_id, read_at).
 */
export function notificationsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('notification'), dialect)
        .addColumn('client_id', 'integer', (c) => c.notNull().references('client.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('sender_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
        .addColumn('type', 'varchar(20)', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('link', 'text')
        .addColumn('task_id', 'integer', (c) => c.references('task.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('read_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('notification_user_idx').on('notification').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('notification_unread_idx').on('notification').columns(['user_id', 'read_at']).execute();
    },
  };
}
