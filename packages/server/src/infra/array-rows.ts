import type SqliteDatabase from 'better-sqlite3';
import type { CompiledQuery, Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from './tables.js';

/**
 * Runs a read and answers its rows as arrays, their values in the order of the query's selected columns. A planning
 * reads thousands of rows per call: an object per row (keys hashed, then thrown away) is garbage the call pays for.
 * The query runs outside any transaction: on SQLite it waits for the connection as Kysely's own queries do.
 */
export type ArrayRows = (query: CompiledQuery) => Promise<unknown[][]>;

/**
 * SQLite: on the app's one connection, held through Kysely so that no other request's transaction is open on it,
 * with the statement from the same cache, switched to arrays for this run only.
 */
export function sqliteArrayRows(kysely: Kysely<Database>, prepare: (sql: string) => SqliteDatabase.Statement): ArrayRows {
  return (query) =>
    kysely.connection().execute(async () => {
      const statement = prepare(query.sql);
      try {
        return statement.raw(true).all(...(query.parameters as unknown[])) as unknown[][];
      } finally {
        statement.raw(false);
      }
    });
}

/** PostgreSQL: a connection of the pool, the driver asked for arrays (rowMode). */
export function postgresArrayRows(pool: pg.Pool): ArrayRows {
  return async (query) => (await pool.query<unknown[]>({ text: query.sql, values: query.parameters as unknown[], rowMode: 'array' })).rows;
}
