import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from './config.js';
import type { Database } from './tables.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, for logs and the tools page (never includes a password). */
  description: string;
  /** Closes the pool or the SQLite handle. */
  destroy(): Promise<void>;
}

function openSqlite(file: string): Db {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers work while a save is written; better-sqlite3 ≥ 12.8 carries SQLite's WAL-reset fix.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', description: `SQLite ${file}`, destroy: () => kysely.destroy() };
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
  return { kysely, dialect: 'postgres', description, destroy: () => kysely.destroy() };
}

/** Opens the configured database: PostgreSQL when a URL is given, the embedded SQLite file otherwise. */
export function openDatabase(config: DatabaseConfig): Db {
  return config.url ? openPostgres(config.url, config.pgSchema) : openSqlite(config.sqliteFile);
}
