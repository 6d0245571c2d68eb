import SqliteDatabase from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import type pg from 'pg';
import Cursor from 'pg-cursor';

/**
 * Reads a query's rows batch by batch, never all at once: exports go through millions of rows in bounded memory. The
 * caller takes a batch, writes it, and asks for the next when its output has room. Rows come as arrays, their values
 * in the order of the query's selected columns: an export reads millions of them, and an object per row (keys hashed,
 * then thrown away) costs a quarter of the read.
 */
export type RowStream = (query: CompiledQuery, batchSize: number) => AsyncGenerator<unknown[][], void, undefined>;

/**
 * SQLite: a read-only connection of its own per stream. The app's connection runs one statement at a time; a
 * stream held open on it for a long export would hold every other request. WAL lets this reader see one snapshot
 * while saves go on.
 */
export function sqliteRowStream(file: string, prepare: (sqlite: SqliteDatabase.Database) => void): RowStream {
  return async function* (query, batchSize) {
    const reader = new SqliteDatabase(file, { readonly: true });
    try {
      prepare(reader);
      let batch: unknown[][] = [];
      for (const row of reader.prepare(query.sql).raw(true).iterate(...(query.parameters as unknown[]))) {
        batch.push(row as unknown[]);
        if (batch.length >= batchSize) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    } finally {
      reader.close();
    }
  };
}

/** PostgreSQL: a server-side cursor on a connection of the pool, fetched batch by batch. */
export function postgresRowStream(pool: pg.Pool): RowStream {
  return async function* (query, batchSize) {
    const client = await pool.connect();
    const cursor = client.query(new Cursor<unknown[]>(query.sql, query.parameters as unknown[], { rowMode: 'array' }));
    try {
      for (;;) {
        const rows = await cursor.read(batchSize);
        if (rows.length === 0) return;
        yield rows;
      }
    } finally {
      await cursor.close().catch(() => undefined);
      client.release();
    }
  };
}
