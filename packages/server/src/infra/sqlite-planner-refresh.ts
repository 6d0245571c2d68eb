import type SqliteDatabase from 'better-sqlite3';
import { startSqliteWorker } from './sqlite-worker.js';

/** How often the tables' sizes are compared with their statistics. */
const REFRESH_INTERVAL_MS = 60_000;
/** How soon the app's connection tries again to load new statistics when a transaction of its was under way. */
const RETRY_MS = 100;

/**
 * In the worker: `PRAGMA optimize` with bit 0x1 only lists the tables whose size changed ten-fold since their
 * statistics (0x10000: every table, this connection queries none). Each is analysed whole: optimize's own ANALYZE
 * reads a sample of each index (at most 2,000 rows, or `analysis_limit`), and every index here leads with the
 * organisation, so its first rows all hold the same organisation: SQLite then counts about a thousand rows per
 * organisation whatever their number, and goes through an index where one organisation holds most of a table (an
 * export's totals read a million invoices row by row, 3.5 s, where a scan takes 0.2 s). A whole analysis also keeps
 * sqlite_stat4's samples, with which a statement is planned for the value it is given (a large organisation scans,
 * a small one seeks). An empty table is left out: it keeps no statistics, SQLite then assumes a million rows, and
 * optimize would list it every time. `changed` says whether the statistics differ from those of the last run (or of
 * the start), whoever wrote them: this analysis, or another connection's ANALYZE (a tool, an import).
 */
const ANALYSIS_TASK = `
const statistics = () =>
  db.prepare("select 1 from sqlite_schema where name = 'sqlite_stat1'").get()
    ? db.prepare("select group_concat(tbl || ' ' || ifnull(idx, '') || ' ' || stat, char(10)) as text from sqlite_stat1").get().text
    : null;
let known = statistics();
function task() {
  const stale = db
    .pragma('optimize(0x10003)')
    .map((row) => row.optimize)
    .filter((statement) => db.prepare('select exists (select 1 from ' + statement.slice('ANALYZE '.length) + ') as filled').get().filled);
  for (const statement of stale) db.exec(statement);
  const now = statistics();
  const changed = now !== known;
  known = now;
  return { analysed: stale.length, changed };
}`;

export interface PlannerRefresh {
  /** Analyses now the tables that need it; resolves with how many they were once the app's connection plans with it. */
  refresh(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * SQLite plans a statement once, when it is prepared, with the statistics the connection loaded with its schema;
 * the app's connection keeps its statements prepared for its whole life (database.ts). A statement prepared while a
 * table was small keeps a plan made for a small table, and the statistics another connection writes are not read
 * again. Every minute a worker thread, with a connection of its own, analyses the tables whose size changed
 * ten-fold (a million rows take a second, off the event loop); when the statistics changed, the app's connection
 * reloads them (`ANALYZE sqlite_schema`, SQLite's way to have them read again), which has it plan its statements
 * anew, between its transactions, never inside one. Not at open: a connection opened to look at the database
 * (tests, tools) must not start by analysing and writing it.
 */
export function startPlannerRefresh(sqlite: SqliteDatabase.Database, file: string, intervalMs = REFRESH_INTERVAL_MS): PlannerRefresh {
  let changed = false;
  let retry: NodeJS.Timeout | undefined;
  /** The callers of `refresh`, in order, and the answers to their runs (how many tables were analysed). */
  const waiting: ((analysed: number) => void)[] = [];
  const answers: number[] = [];
  const reload = () => {
    retry = undefined;
    if (changed && sqlite.open) {
      if (sqlite.inTransaction) {
        retry = setTimeout(reload, RETRY_MS);
        retry.unref();
        return;
      }
      sqlite.exec('ANALYZE sqlite_schema');
    }
    changed = false;
    for (const count of answers.splice(0)) waiting.shift()?.(count);
  };
  const worker = startSqliteWorker({
    file,
    task: ANALYSIS_TASK,
    intervalMs,
    onAnswer: (answer) => {
      if (answer.changed) changed = true;
      if (answer.requested) answers.push(answer.analysed as number);
      if (!retry) reload();
    },
    onFailure: (reason) => {
      process.emitWarning(`SQLite statistics not refreshed (${reason})`);
      for (const resolve of waiting.splice(0)) resolve(0);
    },
  });
  return {
    refresh: () =>
      new Promise<number>((resolve) => {
        waiting.push(resolve);
        worker.run();
      }),
    async stop() {
      clearTimeout(retry);
      await worker.stop();
    },
  };
}
