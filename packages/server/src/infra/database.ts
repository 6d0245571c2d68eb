import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { foldForSearch } from '@ossature/contract';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from './config.js';
import { startBackgroundCheckpoints } from './sqlite-checkpoints.js';
import { startPlannerRefresh } from './sqlite-planner-refresh.js';
import { type ArrayRows, postgresArrayRows, sqliteArrayRows } from './array-rows.js';
import { type RowStream, postgresRowStream, sqliteRowStream } from './row-stream.js';
import type { Database } from './tables.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL: the schema the connection works in, when not the default one. */
  schema?: string;
  /** Where the data lives, for logs and the tools page (never includes a password). */
  description: string;
  /** Reads a long query batch by batch, off the requests' connection (exports). */
  streamRows: RowStream;
  /** Reads a query's rows as arrays rather than objects (a planning's thousands of events). */
  arrayRows: ArrayRows;
  /** Closes the pool or the SQLite handle. */
  destroy(): Promise<void>;
}

/** How many prepared statements the SQLite connection keeps; the engines issue a few hundred distinct ones. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every statement anew; SQLite's parse and plan then cost more than the query itself. Prepared
 * statements are reused by SQL text (the connection runs one query at a time, so a statement is never busy twice).
 * Kysely needs only `prepare` and `close` of the database: a plain object is cheaper than a proxy on the hot path.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): { close(): void; prepare(sql: string): SqliteDatabase.Statement } {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** Searches compare folded text (migration 0003 gives PostgreSQL the same function): every connection has it. */
function addFunctions(sqlite: SqliteDatabase.Database): void {
  sqlite.function('fold', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? foldForSearch(value) : value));
}

function openSqlite(file: string): Db {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers work while a save is written; better-sqlite3 ≥ 12.8 carries SQLite's WAL-reset fix.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  addFunctions(sqlite);
  // Checkpoints run in a worker thread, off the requests' path (sqlite-checkpoints.ts).
  sqlite.pragma('wal_autocheckpoint = 0');
  const checkpoints = startBackgroundCheckpoints(file, (reason) => {
    process.emitWarning(`SQLite background checkpoints failed (${reason}); automatic checkpoints are back on`);
    if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
  });
  const planner = startPlannerRefresh(sqlite, file);
  const statements = withStatementCache(sqlite);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  return {
    kysely,
    dialect: 'sqlite',
    description: `SQLite ${file}`,
    streamRows: sqliteRowStream(file, addFunctions),
    arrayRows: sqliteArrayRows(kysely, (sql) => statements.prepare(sql)),
    async destroy() {
      await planner.stop();
      await checkpoints.stop();
      await kysely.destroy();
    },
  };
}

function openPostgres(url: string, schema: string | undefined): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const safe = new URL(url);
  safe.password = '';
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const description = `PostgreSQL ${safe.host}${safe.pathname}${schema ? ` (schema ${schema})` : ''}`;
  return { kysely, dialect: 'postgres', schema, description, streamRows: postgresRowStream(pool), arrayRows: postgresArrayRows(pool), destroy: () => kysely.destroy() };
}

/** Opens the configured database: PostgreSQL when a URL is given, the embedded SQLite file otherwise. */
export function openDatabase(config: DatabaseConfig): Db {
  return config.url ? openPostgres(config.url, config.pgSchema) : openSqlite(config.sqliteFile);
}
