import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { withIdColumn } from './column-helpers.js';

/**
 * Saved list configurations (SPEC §3 List configuration, §6 scopes): the application's own (no organisation), an
 * organisation's (CLIENT) and a user's (USER). `configuration` is the JSON the list applies.
 */
export function listConfigurationMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('list_configuration'), dialect)
        .addColumn('client_id', 'integer', (c) => c.references('client.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.references('app_user.id').onDelete('cascade'))
        .addColumn('scope', 'varchar(10)', (c) => c.notNull())
        .addColumn('list_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('name', 'varchar(120)', (c) => c.notNull())
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('display_persisted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('configuration', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_by', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('list_configuration_list_idx').on('list_configuration').columns(['list_name', 'client_id']).execute();
    },
  };
}
