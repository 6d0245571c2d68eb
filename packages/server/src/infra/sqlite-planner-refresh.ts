import type SqliteDatabase from 'better-sqlite3';

/** How often the app's connection brings its query plans up to date with its tables. */
const REFRESH_INTERVAL_MS = 60_000;

export interface PlannerRefresh {
  /** Runs `PRAGMA optimize` now, unless a transaction is under way on the connection. */
  refresh(): void;
  stop(): void;
}

/**
 * SQLite plans a statement once, when it is prepared, with the statistics the connection knows then; the app's
 * connection keeps its statements prepared for its whole life (database.ts). A statement prepared while a table was
 * small keeps a plan made for a small table: an export's totals read a million invoices through an index, row by
 * row, in 2.6 s, where a scan takes 0.15 s. An ANALYZE run by another connection does not make this one plan its
 * statements again either. `PRAGMA optimize` (SQLite's advice for long-lived connections) analyses the tables whose
 * size changed much, loads what it and others found, and has this connection plan its statements anew, every
 * minute, between transactions, never inside one. Not at open: a connection opened to look at the database (tests,
 * tools) must not start by analysing and writing it. `analysis_limit` keeps an analysis to a few thousand rows
 * of each index, whatever the table's size.
 */
export function startPlannerRefresh(sqlite: SqliteDatabase.Database, intervalMs = REFRESH_INTERVAL_MS): PlannerRefresh {
  sqlite.pragma('analysis_limit = 1000');
  const refresh = () => {
    if (sqlite.open && !sqlite.inTransaction) sqlite.pragma('optimize');
  };
  const timer = setInterval(refresh, intervalMs);
  timer.unref();
  return { refresh, stop: () => clearInterval(timer) };
}
