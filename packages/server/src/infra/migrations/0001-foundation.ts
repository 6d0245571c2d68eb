import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { withIdColumn } from './column-helpers.js';

/** Tenancy, users, their settings and modules, bearer tokens, login throttling and error reports. */
export function foundationMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('client'), dialect)
        .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('client_module')
        .addColumn('client_id', 'integer', (c) => c.notNull().references('client.id').onDelete('cascade'))
        .addColumn('module', 'varchar(100)', (c) => c.notNull())
        .addPrimaryKeyConstraint('client_module_pk', ['client_id', 'module'])
        .execute();

      await db.schema
        .createTable('client_setting')
        .addColumn('client_id', 'integer', (c) => c.notNull().references('client.id').onDelete('cascade'))
        .addColumn('key', 'varchar(200)', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('client_setting_pk', ['client_id', 'key'])
        .execute();

      await withIdColumn(db.schema.createTable('app_user'), dialect)
        .addColumn('client_id', 'integer', (c) => c.notNull().references('client.id'))
        .addColumn('username', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'varchar(300)', (c) => c.notNull())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('identity_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('role', 'varchar(20)', (c) => c.notNull().defaultTo('staff'))
        .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_super_admin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('app_user_client_idx').on('app_user').column('client_id').execute();

      await db.schema
        .createTable('user_module')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('module', 'varchar(100)', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_module_pk', ['user_id', 'module'])
        .execute();

      await db.schema
        .createTable('user_setting')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('key', 'varchar(200)', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_setting_pk', ['user_id', 'key'])
        .execute();

      await withIdColumn(db.schema.createTable('session_token'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('last_used_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('revoked_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('session_token_user_idx').on('session_token').column('user_id').execute();

      await withIdColumn(db.schema.createTable('login_attempt'), dialect)
        .addColumn('username', 'varchar(100)', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)', (c) => c.notNull())
        .addColumn('succeeded', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('login_attempt_username_idx')
        .on('login_attempt')
        .columns(['username', 'created_at'])
        .execute();
      await db.schema.createIndex('login_attempt_ip_idx').on('login_attempt').columns(['ip', 'created_at']).execute();

      await withIdColumn(db.schema.createTable('error_report'), dialect)
        .addColumn('code', 'varchar(40)', (c) => c.notNull())
        .addColumn('client_id', 'integer', (c) => c.notNull().references('client.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('location', 'text', (c) => c.notNull())
        .addColumn('error', 'text', (c) => c.notNull())
        .addColumn('info', 'text', (c) => c.notNull())
        .addColumn('actions', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('error_report_created_idx').on('error_report').column('created_at').execute();
    },
  };
}
