import { startSqliteWorker } from './sqlite-worker.js';

/** How often the background connection moves the write-ahead log into the database file. */
const CHECKPOINT_INTERVAL_MS = 500;

/** A passive checkpoint never blocks readers or writers: it copies what no reader still needs. */
const CHECKPOINT_TASK = `function task() {
  db.pragma('wal_checkpoint(PASSIVE)');
}`;

export interface BackgroundCheckpoints {
  /** Stops the worker once its connection is closed. */
  stop(): Promise<void>;
}

/**
 * SQLite checkpoints the write-ahead log inside a commit once the log holds 1000 pages: that commit then copies the
 * pages and syncs the file while every other request waits on the event loop. The connection that serves requests
 * turns automatic checkpoints off; a worker thread with a connection of its own checkpoints every 500 ms instead,
 * off the event loop. If the worker fails, `onFailure` turns automatic checkpoints back on, so the log never grows
 * without bound.
 */
export function startBackgroundCheckpoints(file: string, onFailure: (reason: string) => void): BackgroundCheckpoints {
  const worker = startSqliteWorker({ file, task: CHECKPOINT_TASK, intervalMs: CHECKPOINT_INTERVAL_MS, onAnswer: () => undefined, onFailure });
  return { stop: () => worker.stop() };
}
