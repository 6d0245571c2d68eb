import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';
import { withIdColumn } from './column-helpers.js';

/**
 * The time users log in the top bar's activity popover (SPEC §3 Activity / time log): one row per stretch of one
 * activity (and its choice), from the workstation the browser named, running while `stopped_at` is null. Once stopped,
 * its time is carried into the employee's timesheet (`carried_to`, the timesheet's id), unless that month's timesheet
 * was validated (`not_carried_month` names it). The day's logs of a user are read by when they stopped (user_id,
 * stopped_at); at most one log of a user runs: a partial unique index, which both SQLite and PostgreSQL enforce
 * whatever the timing of two starts.
 */
export function timeLogMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('time_log'), dialect)
        .addColumn('client_id', 'integer', (c) => c.notNull().references('client.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('activity', 'varchar(64)', (c) => c.notNull())
        .addColumn('choice', 'varchar(64)')
        .addColumn('workstation', 'varchar(100)')
        .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('stopped_at', 'varchar(32)')
        .addColumn('carried_to', 'integer')
        .addColumn('not_carried_month', 'varchar(7)')
        .execute();
      await db.schema.createIndex('time_log_user_day_idx').on('time_log').columns(['user_id', 'stopped_at']).execute();
      await db.schema.createIndex('time_log_running_idx').on('time_log').column('user_id').unique().where(sql.ref('stopped_at'), 'is', null).execute();
    },
  };
}
