import type SqliteDatabase from 'better-sqlite3';
import type { CompiledQuery, Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from './tables.js';

/**
 * Runs reads and answers their rows as arrays, their values in the order of each query's selected columns, all from
 * one state of the database (one read transaction), so that a record a save moves from one query's rows to the
 * other's between them is neither read twice nor missed. A planning reads thousands of rows per call: an object per
 * row (keys hashed, then thrown away) is garbage the call pays for. On SQLite it waits for the connection as Kysely's
 * own queries do.
 */
export type ArrayRows = (queries: CompiledQuery[]) => Promise<unknown[][][]>;

/**
 * SQLite: on the app's one connection, held through Kysely so that no other request's transaction is open on it,
 * with the statements from the same cache, switched to arrays for this run only. Run one after the other without
 * yielding, inside one read transaction (several queries), which another process's write cannot split either.
 */
export function sqliteArrayRows(kysely: Kysely<Database>, prepare: (sql: string) => SqliteDatabase.Statement): ArrayRows {
  const read = (query: CompiledQuery) => {
    const statement = prepare(query.sql);
    try {
      return statement.raw(true).all(...(query.parameters as unknown[])) as unknown[][];
    } finally {
      statement.raw(false);
    }
  };
  return (queries) =>
    kysely.connection().execute(async () => {
      if (queries.length === 1) return [read(queries[0]!)];
      prepare('begin').run();
      try {
        return queries.map(read);
      } finally {
        prepare('commit').run();
      }
    });
}

/** PostgreSQL's type of text columns (every text field of a module). */
const TEXT_OID = 25;

/**
 * The driver's parsers, but one string kept per distinct text of a read: a planning's thousands of rows repeat a few
 * dates, statuses and kinds, and each copy the driver makes would otherwise live as long as the rows do, to be copied
 * by every collection of the young generation under way meanwhile.
 */
function sharedTexts(): pg.CustomTypesConfig {
  const kept = new Map<string, string>();
  const shared = (value: string) => {
    const known = kept.get(value);
    if (known !== undefined) return known;
    kept.set(value, value);
    return value;
  };
  return { getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === TEXT_OID && format !== 'binary' ? shared : pg.types.getTypeParser(oid, format))) as pg.CustomTypesConfig['getTypeParser'] };
}

const postgresRead = async (client: pg.Pool | pg.PoolClient, query: CompiledQuery) =>
  (await client.query<unknown[]>({ text: query.sql, values: query.parameters as unknown[], rowMode: 'array', types: sharedTexts() })).rows;

/** PostgreSQL: a connection of the pool, the driver asked for arrays (rowMode), several reads in one snapshot. */
export function postgresArrayRows(pool: pg.Pool): ArrayRows {
  return async (queries) => {
    if (queries.length === 1) return [await postgresRead(pool, queries[0]!)];
    const client = await pool.connect();
    try {
      await client.query('begin isolation level repeatable read read only');
      const answers: unknown[][][] = [];
      for (const query of queries) answers.push(await postgresRead(client, query));
      await client.query('commit');
      return answers;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
}
