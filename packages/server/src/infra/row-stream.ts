import SqliteDatabase from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import type pg from 'pg';
import Cursor from 'pg-cursor';

/**
 * Reads a query's rows batch by batch, never all at once: exports go through millions of rows in bounded memory. The
 * caller takes a batch, writes it, and asks for the next when its output has room.
 */
export type RowStream = (query: CompiledQuery, batchSize: number) => AsyncGenerator<Record<string, unknown>[], void, undefined>;

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
      let batch: Record<string, unknown>[] = [];
      for (const row of reader.prepare(query.sql).iterate(...(query.parameters as unknown[]))) {
        batch.push(row as Record<string, unknown>);
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
    const cursor = client.query(new Cursor<Record<string, unknown>>(query.sql, query.parameters as unknown[]));
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
