import { createRequire } from 'node:module';
import { inspect } from 'node:util';
import { Worker } from 'node:worker_threads';

/** How long stopping waits for a task under way (an analysis of a large table) before the thread is ended. */
const STOP_WAIT_MS = 2000;

/**
 * What every SQLite worker runs around its task: its own connection to the file, the task every `intervalMs` and
 * whenever the main thread asks ('run', answered with `requested`), a failure reported rather than ending the thread.
 * Evaluated rather than loaded from a file so that it runs the same from the TypeScript sources (tests) and from the
 * build.
 */
const workerCode = (task: string) => `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
${task}
const run = (requested) => {
  try {
    const answer = task();
    if (answer || requested) parentPort.postMessage({ ...answer, requested });
  } catch (error) {
    parentPort.postMessage({ failed: String(error), requested });
  }
};
const timer = workerData.intervalMs === undefined ? undefined : setInterval(() => run(false), workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message === 'run' || message === 'tick') return run(message === 'run');
  clearInterval(timer);
  if (typeof cleanup === 'function') cleanup();
  db.close();
  parentPort.close();
});
`;

export interface SqliteWorkerOptions {
  file: string;
  /**
   * JavaScript defining `function task()`, run with `db` (the worker's connection) and `Database` (the driver); what
   * it returns, when anything, goes to `onAnswer`. An optional `function cleanup()` runs when the worker stops.
   */
  task: string;
  /** How often the worker runs its task on its own; without it, only when `run` is called. */
  intervalMs?: number;
  onAnswer(answer: Record<string, unknown> & { requested: boolean }): void;
  /** The task threw (`requested` when it was run on demand), or the thread ended on its own. */
  onFailure(reason: string, requested: boolean): void;
}

export interface SqliteWorker {
  /** Runs the task now; its answer comes with `requested` as given (true unless said otherwise). */
  run(requested?: boolean): void;
  /** Stops the worker once its connection is closed. */
  stop(): Promise<void>;
}

/** A worker thread with a connection of its own to the SQLite file, for database upkeep kept off the event loop. */
export function startSqliteWorker(options: SqliteWorkerOptions): SqliteWorker {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(workerCode(options.task), { eval: true, workerData: { file: options.file, driver, intervalMs: options.intervalMs } });
  let stopping = false;
  let running = true;
  // Listened to from the start: a worker that already ended (it could not open the file) must not make stop() wait.
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('message', (message: Record<string, unknown> & { failed?: string; requested: boolean }) => {
    if (message.failed === undefined) options.onAnswer(message);
    else options.onFailure(message.failed, message.requested);
  });
  worker.on('error', (error) => options.onFailure(error instanceof Error ? error.message : inspect(error), false));
  worker.on('exit', (code) => {
    running = false;
    if (!stopping) options.onFailure(`worker exited with code ${code}`, false);
  });
  // The worker must not keep a finished process alive.
  worker.unref();
  return {
    run(requested = true) {
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread's port has no origin
      if (running) worker.postMessage(requested ? 'run' : 'tick');
      else options.onFailure('worker not running', requested);
    },
    async stop() {
      stopping = true;
      if (!running) return;
      // Waiting for the worker to close its connection must keep the process alive (it is unref'd until now).
      worker.ref();
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread's port has no origin
      worker.postMessage('stop');
      // A task holds the thread until it ends: past a while, the thread is ended under it (a temporary database
      // goes with it; the live file is only read).
      const timer = setTimeout(() => void worker.terminate(), STOP_WAIT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
