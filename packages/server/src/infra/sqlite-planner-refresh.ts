import type SqliteDatabase from 'better-sqlite3';
import { startSqliteWorker } from './sqlite-worker.js';

/** How often the tables' sizes are compared with their statistics. */
const REFRESH_INTERVAL_MS = 60_000;
/** How soon the app's connection tries again to write new statistics when a transaction of its was under way. */
const RETRY_MS = 100;
/** The page cache of the scratch copy an analysis works on: beyond it, its pages go to a temporary file. */
const SCRATCH_CACHE_KIB = 65_536;
/** How long a table whose analysis failed (a full disk, say) is left out before it is tried again. */
const RETRY_FAILED_MS = 3_600_000;

/** One table's statistics, as SQLite's ANALYZE writes them. */
interface TableStatistics {
  table: string;
  stat1: { idx: string | null; stat: string }[];
  stat4: { idx: string; neq: string; nlt: string; ndlt: string; sample: Uint8Array }[];
}

/**
 * In the worker, which only ever reads the live database. `PRAGMA optimize` with bit 0x1 only lists the tables whose
 * size changed ten-fold since their statistics (0x10000: every table, this connection queries none), to which are
 * added those left with a sampled analysis (below); empty tables are left out (they keep no statistics and would be
 * listed every time), and so are, for an hour, those whose analysis failed.
 *
 * Each is analysed whole, on a copy: optimize's own ANALYZE reads only the first rows of each index (at most 2,000,
 * or `analysis_limit`), and every index here leads with the organisation, so SQLite counts about a thousand rows per
 * organisation whatever their number — and an export's totals read a million invoices through an index, row by row,
 * 3.5 s on the event loop, where a scan takes 0.2 s. But ANALYZE writes its results in the database it analyses, so it
 * holds the write lock for its whole run (1.3 s per million rows), during which the app's saves would wait. The worker
 * copies the table in one read (a snapshot: writers go on), with its indexes, into a private temporary database,
 * analyses the copy, and hands back its sqlite_stat1 and sqlite_stat4 rows: the app's connection writes them between
 * its transactions, a few hundred rows. sqlite_stat4's samples are what let a statement be planned for the value
 * it is given (a large organisation scans, a small one seeks).
 *
 * `changed` says whether the live statistics differ from those of the last run (the first run says so), whoever wrote
 * them: the app with this worker's findings, or another connection's ANALYZE (a tool, an import).
 */
const ANALYSIS_TASK = `
const scratchCacheKib = ${SCRATCH_CACHE_KIB};
const retryFailedMs = ${RETRY_FAILED_MS};
/** Tables whose analysis failed, and when: left out for a while rather than tried again every minute. */
const failed = new Map();
const quoted = (name) => '"' + name.replaceAll('"', '""') + '"';
const exists = (name) => db.prepare('select 1 from sqlite_schema where name = ?').get(name) !== undefined;
const statistics = () =>
  exists('sqlite_stat1') ? db.prepare("select group_concat(tbl || ' ' || ifnull(idx, '') || ' ' || stat, char(10)) as text from sqlite_stat1").get().text : null;
// Unknown at first: the first run has the app's connection load what it finds, whoever wrote it since the app opened.
let known;
// Optimize compares each table's size with the statistics its connection loaded, and the statistics the app writes
// do not reach a connection that is open: the dry run goes through a connection opened since they last changed.
let judge = null;
let judged;

/**
 * Indexes that have statistics but no samples were analysed by a sample (optimize's own analysis, before this one, or
 * a tool's): their figures can be a thousand times off, and optimize would not look at them again before the table's
 * size changes ten-fold.
 */
function sampledTables() {
  if (!exists('sqlite_stat1')) return [];
  const unsampled = exists('sqlite_stat4') ? ' and not exists (select 1 from sqlite_stat4 f where f.tbl = s.tbl and f.idx = s.idx)' : '';
  return db.prepare('select distinct tbl from sqlite_stat1 s where idx is not null and cast(stat as integer) > 0' + unsampled).all().map((row) => row.tbl);
}

function staleTables(now) {
  if (judge === null || now !== judged) {
    judge?.close();
    judge = new Database(db.name);
    judged = now;
  }
  const resized = judge
    .pragma('optimize(0x10003)')
    .map((row) => /^ANALYZE "main"\\."(.+)"$/.exec(row.optimize))
    .filter((match) => match)
    .map((match) => match[1].replaceAll('""', '"'));
  return [...new Set([...resized, ...sampledTables()])]
    .filter((table) => (failed.get(table) ?? -Infinity) <= Date.now() - retryFailedMs)
    .filter((table) => exists(table) && db.prepare('select exists (select 1 from ' + quoted(table) + ') as filled').get().filled);
}

/**
 * What the copy takes of each column: the column itself when an index reads it, else 0 — an analysis looks at the
 * indexes only, and a table of documents' bytes need not be copied whole for it (0 satisfies NOT NULL; checks are off
 * on the copy). Every column when an index reads an expression, a generated column or only some rows, or the table is
 * strict (0 would not fit a text column).
 */
function copiedColumns(table) {
  const columns = db.prepare('select name, pk from pragma_table_xinfo(?) where hidden = 0').all(table);
  const plain = new Set(columns.map((column) => column.name));
  const read = new Set(columns.filter((column) => column.pk > 0).map((column) => column.name));
  let all = db.prepare('select strict from pragma_table_list(?)').get(table)?.strict === 1;
  for (const index of db.prepare('select name, partial from pragma_index_list(?)').all(table)) {
    if (index.partial) all = true;
    for (const key of db.prepare('select cid, name from pragma_index_xinfo(?) where key = 1').all(index.name)) {
      if (key.cid < 0 || !plain.has(key.name)) all = true;
      else read.add(key.name);
    }
  }
  return columns.map((column) => ({ name: quoted(column.name), taken: all || read.has(column.name) ? quoted(column.name) : '0' }));
}

function analyse(table) {
  // An empty name: a temporary database of this connection's own, its file deleted by SQLite even if the process dies.
  const scratch = new Database('');
  try {
    scratch.pragma('cache_size = -' + scratchCacheKib);
    scratch.pragma('synchronous = OFF');
    // The copy holds one table: what it references is not there, and its placeholders need not pass its checks.
    scratch.pragma('foreign_keys = OFF');
    scratch.pragma('ignore_check_constraints = ON');
    scratch.prepare('attach database ? as live').run(db.name);
    const definitions = scratch.prepare("select type, sql from live.sqlite_schema where tbl_name = ? and sql is not null and type in ('table', 'index')").all(table);
    const columns = copiedColumns(table);
    scratch.exec(definitions.find((definition) => definition.type === 'table').sql);
    // One statement, one snapshot of the live table; its indexes are built afterwards, each in one sorted pass.
    scratch.exec(
      'insert into main.' + quoted(table) + ' (' + columns.map((column) => column.name).join(', ') + ') select ' + columns.map((column) => column.taken).join(', ') + ' from live.' + quoted(table),
    );
    for (const definition of definitions) if (definition.type === 'index') scratch.exec(definition.sql);
    scratch.exec('analyze main.' + quoted(table));
    return {
      table,
      stat1: scratch.prepare('select idx, stat from main.sqlite_stat1 where tbl = ?').all(table),
      stat4: scratch.prepare('select idx, neq, nlt, ndlt, sample from main.sqlite_stat4 where tbl = ?').all(table),
    };
  } finally {
    scratch.close();
  }
}

function task() {
  const analysed = [];
  const failures = [];
  const now = statistics();
  const changed = now !== known;
  known = now;
  for (const table of staleTables(now)) {
    try {
      analysed.push(analyse(table));
    } catch (error) {
      failed.set(table, Date.now());
      failures.push(table + ': ' + String(error));
    }
  }
  return analysed.length > 0 || failures.length > 0 || changed ? { analysed, failures, changed } : undefined;
}

function cleanup() {
  judge?.close();
}`;

export interface PlannerRefresh {
  /** Analyses now the tables that need it; resolves with how many they were once the app's connection plans with it. */
  refresh(): Promise<number>;
  stop(): Promise<void>;
}

/** Replaces the statistics of the tables analysed, then has the connection load them and plan its statements anew. */
function writeStatistics(sqlite: SqliteDatabase.Database, tables: TableStatistics[]): void {
  // Creates sqlite_stat1 and sqlite_stat4 when the database has none yet (it analyses no table).
  if (!sqlite.prepare("select 1 from sqlite_schema where name = 'sqlite_stat4'").get()) sqlite.exec('ANALYZE sqlite_schema');
  const forget1 = sqlite.prepare('delete from sqlite_stat1 where tbl = ?');
  const forget4 = sqlite.prepare('delete from sqlite_stat4 where tbl = ?');
  const add1 = sqlite.prepare('insert into sqlite_stat1 (tbl, idx, stat) values (?, ?, ?)');
  const add4 = sqlite.prepare('insert into sqlite_stat4 (tbl, idx, neq, nlt, ndlt, sample) values (?, ?, ?, ?, ?, ?)');
  sqlite.transaction(() => {
    for (const { table, stat1, stat4 } of tables) {
      forget1.run(table);
      forget4.run(table);
      for (const row of stat1) add1.run(table, row.idx, row.stat);
      for (const row of stat4) add4.run(table, row.idx, row.neq, row.nlt, row.ndlt, row.sample);
    }
  })();
}

/**
 * SQLite plans a statement once, when it is prepared, with the statistics the connection loaded with its schema;
 * the app's connection keeps its statements prepared for its whole life (database.ts). A statement prepared while a
 * table was small keeps a plan made for a small table, and the statistics another connection writes are not read
 * again. Every minute a worker thread analyses the tables whose size changed ten-fold, whole, on a copy (above, off
 * the event loop, never holding the write lock); the app's connection writes what it found and reloads the
 * statistics (`ANALYZE sqlite_schema`, SQLite's way to have them read again), which has it plan its statements anew
 * — between its transactions, never inside one. Not at open: a connection opened to look at the database (tests,
 * tools) must not start by analysing and writing it.
 */
export function startPlannerRefresh(sqlite: SqliteDatabase.Database, file: string, intervalMs = REFRESH_INTERVAL_MS): PlannerRefresh {
  /** What the worker found and the app has not written yet, by table: a later analysis replaces an earlier one. */
  const found = new Map<string, TableStatistics>();
  let reload = false;
  let retry: NodeJS.Timeout | undefined;
  /** The callers of `refresh`, in order, and the answers to their runs (how many tables were analysed). */
  const waiting: ((analysed: number) => void)[] = [];
  const answers: number[] = [];
  const apply = () => {
    retry = undefined;
    if ((found.size > 0 || reload) && sqlite.open) {
      if (sqlite.inTransaction) {
        retry = setTimeout(apply, RETRY_MS);
        retry.unref();
        return;
      }
      // Runs from a worker's message: nothing may be thrown from here (it would end the process).
      try {
        if (found.size > 0) writeStatistics(sqlite, [...found.values()]);
        sqlite.exec('ANALYZE sqlite_schema');
      } catch (error) {
        process.emitWarning(`SQLite statistics not written (${String(error)})`);
      }
    }
    found.clear();
    reload = false;
    for (const count of answers.splice(0)) waiting.shift()?.(count);
  };
  const startWorker = () =>
    startSqliteWorker({
      file,
      task: ANALYSIS_TASK,
      onAnswer: (answer) => {
        const analysed = (answer.analysed ?? []) as TableStatistics[];
        for (const failure of (answer.failures ?? []) as string[]) process.emitWarning(`SQLite statistics not computed for ${failure}`);
        for (const table of analysed) found.set(table.table, table);
        if (answer.changed) reload = true;
        if (answer.requested) answers.push(analysed.length);
        if (!retry) apply();
      },
      onFailure: (reason, requested) => {
        process.emitWarning(`SQLite statistics not refreshed (${reason})`);
        if (requested) {
          answers.push(0);
          if (!retry) apply();
        } else if (reason.startsWith('worker exited')) {
          // No answer will come: nobody waits for one forever.
          answers.length = 0;
          for (const resolve of waiting.splice(0)) resolve(0);
        }
      },
    });
  // Started at the first tick or refresh: a server that lives less than a minute (a test's) starts no thread for it.
  let worker: ReturnType<typeof startSqliteWorker> | undefined;
  const timer = setInterval(() => (worker ??= startWorker()).run(false), intervalMs);
  timer.unref();
  return {
    refresh: () =>
      new Promise<number>((resolve) => {
        waiting.push(resolve);
        (worker ??= startWorker()).run();
      }),
    async stop() {
      clearInterval(timer);
      clearTimeout(retry);
      await worker?.stop();
      for (const resolve of waiting.splice(0)) resolve(0);
    },
  };
}
