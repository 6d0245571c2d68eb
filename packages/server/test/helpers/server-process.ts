import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../../src/infra/config.js';
import { type Db, openDatabase } from '../../src/infra/database.js';

/**
 * The built server in a process of its own, as in production, on a database that outlives it: what crash tests
 * kill -9 and start again. `inspect` looks at the database between two lives.
 */

/** Compiles the server (incremental: nothing to do when it is up to date), so the test never runs a stale build. */
export function buildServer(): string {
  execFileSync(path.join(repoRoot, 'node_modules/.bin/tsc'), ['-b', 'packages/contract', 'packages/server'], { cwd: repoRoot, stdio: 'inherit' });
  const main = path.join(repoRoot, 'packages/server/dist/main.js');
  if (!existsSync(main)) throw new Error(`no server build at ${main}`);
  return main;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  origin: string;
  process: ChildProcess;
  exited: Promise<unknown>;
}

export interface ServerPlace {
  /** Where the server keeps its SQLite file and uploads. */
  dataDir: string;
  /** PostgreSQL instead of SQLite: the database URL and a schema of the run's own (created, empty). */
  postgres?: { url: string; schema: string };
}

/**
 * Starts the built server on a free port with the demo data (seeded on its first life) and `env`, after the module
 * `preload` if given (node --import); resolves when ready.
 */
export async function startServer(main: string, place: ServerPlace, env: Record<string, string>, preload?: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...(preload ? ['--import', pathToFileURL(preload).href] : []), main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: place.dataDir,
      DATABASE_URL: place.postgres?.url ?? '',
      DATABASE_SCHEMA: place.postgres?.schema ?? '',
      SEED_DEMO: '1',
      SEED_DATE: '2026-11-24',
      PASSWORD_SCRYPT_COST: '1024',
      LOG_LEVEL: 'fatal',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server stopped with code ${code}: ${errors}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ossature est prêt')) resolve();
    });
  });
  return { origin: `http://127.0.0.1:${port}`, process: child, exited };
}

/** Opens the server's database for a look between two lives, and closes it. */
export async function inspectDatabase<T>(place: ServerPlace, read: (db: Db) => Promise<T>): Promise<T> {
  const db = openDatabase(
    place.postgres
      ? { url: place.postgres.url, sqliteFile: '', pgSchema: place.postgres.schema }
      : { url: undefined, sqliteFile: path.join(place.dataDir, 'ossature.sqlite'), pgSchema: undefined },
  );
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}
