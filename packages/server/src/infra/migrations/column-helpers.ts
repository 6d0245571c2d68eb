import type { CreateTableBuilder } from 'kysely';
import type { DialectName } from '../database.js';

/** An auto-increment integer primary key, spelt the way each database wants it. */
export function withIdColumn<T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (column) => column.primaryKey())
    : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
}
