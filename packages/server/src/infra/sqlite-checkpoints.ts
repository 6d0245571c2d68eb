import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the background connection moves the write-ahead log into the database file. */
const CHECKPOINT_INTERVAL_MS = 500;

/**
 * The worker's code, evaluated rather than loaded from a file so that it runs the same from the TypeScript sources
 * (tests) and from the build. It opens its own connection to the database and checkpoints passively: a passive
 * checkpoint never blocks readers or writers, it copies what no reader still needs.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ failed: String(error) });
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

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
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_CODE, { eval: true, workerData: { file, driver, intervalMs: CHECKPOINT_INTERVAL_MS } });
  let stopping = false;
  // Listened to from the start: a worker that already ended (it could not open the file) must not make stop() wait.
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let running = true;
  worker.on('message', (message: { failed: string }) => onFailure(message.failed));
  worker.on('error', (error) => onFailure(String(error)));
  worker.on('exit', (code) => {
    running = false;
    if (!stopping) onFailure(`checkpoint worker exited with code ${code}`);
  });
  // The worker must not keep a finished process alive.
  worker.unref();
  return {
    async stop() {
      stopping = true;
      if (!running) return;
      // Waiting for the worker to close its connection must keep the process alive (it is unref'd until now).
      worker.ref();
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread's port has no origin
      worker.postMessage('stop');
      await exited;
    },
  };
}
