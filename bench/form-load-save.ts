/**
 * Form load and save under load: 20 concurrent clients against the real server over HTTP, on the embedded SQLite
 * database (or PostgreSQL with BENCH_DATABASE_URL), with the demo data. Prints p50/p95 and req/s against the
 * targets of the form engine (load p95 ≤ 30 ms, save p95 ≤ 60 ms with history and version check).
 *
 *   npm run build && npm run forms -w @ossature/bench   (BENCH_SECONDS=10, BENCH_CLIENTS=20 by default)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeParams } from '@ossature/contract';
import { DEMO_PASSWORD } from '../packages/server/src/demo/demo-users.js';
import { closedLoop, report } from './load-loop.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const clients = Number(process.env.BENCH_CLIENTS ?? 20);
const repoRoot = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(repoRoot, 'packages/server/dist/main.js');
if (!existsSync(serverMain)) throw new Error('Build the server first: npm run build');
const dataDir = mkdtempSync(path.join(tmpdir(), 'ossature-bench-'));
const port = 18_000 + (process.pid % 1000);
const origin = `http://127.0.0.1:${port}`;

const pgUrl = process.env.BENCH_DATABASE_URL;
const pgSchema = `bench_${process.pid}`;
async function onPostgres(statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}
if (pgUrl) await onPostgres(`CREATE SCHEMA ${pgSchema}`);

// The server runs in a process of its own, as in production: the load generator must not share its event loop.
const server: ChildProcess = spawn(process.execPath, [serverMain], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: pgUrl ?? '', DATABASE_SCHEMA: pgUrl ? pgSchema : '' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  server.once('exit', (code) => reject(new Error(`the server exited with code ${code}`)));
  server.stdout!.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('Ossature est prêt')) resolve();
  });
});

const login = await fetch(`${origin}/api-internal/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'agent', password: DEMO_PASSWORD }),
});
const { token } = (await login.json()) as { token: string };
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
// The agent's customers, found through the async-select search every customer matches (the empty search).
const options = (await (await fetch(`${origin}/proxy/form/list/invoice/customer/0/0`, { headers })).json()) as { value: number }[];
const ids = options.map((option) => option.value);
const url = (id: number) => `${origin}/proxy/form/customer/${encodeURIComponent(encodeParams({ id }))}`;

const load = await closedLoop(clients, seconds, async (worker) => {
  const id = ids[(worker * 7919 + Math.floor(performance.now())) % ids.length]!;
  const response = await fetch(url(id), { headers });
  await response.arrayBuffer();
  return response.ok;
});

// Each client edits records of its own, so every save is a real change (history entry, version bump) and none
// conflicts with another client's.
interface Editable {
  id: number;
  version: number;
  values: Record<string, unknown>;
  contacts: { identifier: number; values: Record<string, unknown> }[];
}
const owned: Editable[][] = await Promise.all(
  Array.from({ length: clients }, async (_, worker) =>
    Promise.all(
      ids.filter((_id, index) => index % clients === worker).slice(0, 5).map(async (id) => {
        const form = (await (await fetch(url(id), { headers })).json()) as { version: number; values: Record<string, unknown>; collection: { contacts: { data: Editable['contacts'] } } };
        return { id, version: form.version, values: form.values, contacts: form.collection.contacts.data };
      }),
    ),
  ),
);
let counter = 0;
const save = await closedLoop(clients, seconds, async (worker) => {
  const mine = owned[worker]!;
  const record = mine[counter++ % mine.length]!;
  const response = await fetch(url(record.id), {
    method: 'POST',
    headers,
    body: JSON.stringify({
      identifier: record.id,
      version: record.version,
      values: { ...record.values, notes: `Relevé ${counter}` },
      collection: { contacts: record.contacts.map((contact) => ({ identifier: contact.identifier, values: contact.values })) },
    }),
  });
  const body = (await response.json()) as { version?: number };
  if (response.ok && body.version) record.version = body.version;
  return response.ok;
});

process.stdout.write(`\nForm engine — ${clients} clients, ${seconds} s each, ${pgUrl ? 'PostgreSQL' : 'SQLite'}, ${ids.length} customers\n`);
process.stdout.write(`${report('load  GET /proxy/form/customer', load, 30)}\n`);
process.stdout.write(`${report('save  POST /proxy/form/customer', save, 60)}\n`);

server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
if (pgUrl) await onPostgres(`DROP SCHEMA ${pgSchema} CASCADE`);
