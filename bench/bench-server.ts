import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stopChild } from './stop-child.js';

export interface BenchServer {
  origin: string;
  /** The server process, to read its memory from /proc. */
  pid: number;
  database: string;
  /** Where the server's data lives: its SQLite file, or its PostgreSQL URL and schema. */
  sqliteFile: string | null;
  postgres: { url: string; schema: string } | null;
  stop(): Promise<void>;
}

async function onPostgres(url: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/**
 * The built server in a process of its own, as in production (the load generator must not share its event loop),
 * on a fresh embedded database — or a fresh schema of BENCH_DATABASE_URL — with the demo data.
 */
export async function startBenchServer(): Promise<BenchServer> {
  const repoRoot = path.resolve(import.meta.dirname, '..');
  const main = path.join(repoRoot, 'packages/server/dist/main.js');
  if (!existsSync(main)) throw new Error('Build the server first: npm run build');
  const pgUrl = process.env.BENCH_DATABASE_URL;
  const schema = `bench_${process.pid}`;
  if (pgUrl) await onPostgres(pgUrl, `CREATE SCHEMA ${schema}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ossature-bench-'));
  const port = 18_000 + (process.pid % 1000);
  // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server (Node refuses those in NODE_OPTIONS);
  // with BENCH_SERVER_LOG=/tmp/server.log, what the server prints goes there too (BENCH_NODE_ARGS=--trace-gc).
  const serverLog = process.env.BENCH_SERVER_LOG;
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server: ChildProcess = spawn(process.execPath, [...nodeArgs, main], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: pgUrl ?? '', DATABASE_SCHEMA: pgUrl ? schema : '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the server exited with code ${code}`)));
    server.stdout!.on('data', (chunk: Buffer) => {
      if (serverLog) appendFileSync(serverLog, chunk);
      if (chunk.toString().includes('Ossature est prêt')) resolve();
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: server.pid!,
    database: pgUrl ? 'PostgreSQL' : 'SQLite',
    sqliteFile: pgUrl ? null : path.join(dataDir, 'ossature.sqlite'),
    postgres: pgUrl ? { url: pgUrl, schema } : null,
    async stop() {
      await stopChild(server);
      rmSync(dataDir, { recursive: true, force: true });
      if (pgUrl) await onPostgres(pgUrl, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
}
