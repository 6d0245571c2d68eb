/**
 * Form load and save under load: 20 concurrent clients against the real server over HTTP, on the embedded SQLite
 * database (or PostgreSQL with BENCH_DATABASE_URL), with the demo data. Prints p50/p95 and req/s against the
 * targets of the form engine (load p95 ≤ 30 ms, save p95 ≤ 60 ms with history and version check).
 *
 *   npm run forms -w @ossature/bench          (BENCH_SECONDS=10, BENCH_CLIENTS=20, SEED_SIZE=1 by default)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeParams } from '@ossature/contract';
import { buildApp } from '../packages/server/src/app.js';
import { DEMO_PASSWORD } from '../packages/server/src/demo/demo-users.js';
import { seedDemo } from '../packages/server/src/demo/seed-demo.js';
import { loadConfig } from '../packages/server/src/infra/config.js';
import { closedLoop, report } from './load-loop.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const clients = Number(process.env.BENCH_CLIENTS ?? 20);
const dataDir = mkdtempSync(path.join(tmpdir(), 'ossature-bench-'));
const pgUrl = process.env.BENCH_DATABASE_URL;

const base = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' });
const config = { ...base, database: { ...base.database, url: pgUrl, pgSchema: pgUrl ? `bench_${process.pid}` : undefined } };
if (pgUrl) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${config.database.pgSchema}`);
  await admin.end();
}
const app = await buildApp({ config, appVersion: 'bench', logger: false });
await seedDemo(app.db.kysely, app.clock, app.modules, { passwordCost: config.passwordCost, size: Number(process.env.SEED_SIZE ?? 1) });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });

const login = await fetch(`${origin}/api-internal/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'agent', password: DEMO_PASSWORD }),
});
const { token } = (await login.json()) as { token: string };
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const customers = (await app.db.kysely.selectFrom('client').innerJoin('app_user', 'app_user.client_id', 'client.id').select('client.id').where('app_user.username', '=', 'agent').executeTakeFirstOrThrow()).id;
const ids = (await app.db.kysely.selectFrom('customer' as never).select('id' as never).where('client_id' as never, '=', customers as never).execute()).map((row) => Number((row as { id: number }).id));
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

process.stdout.write(`\nForm engine — ${clients} clients, ${seconds} s each, ${app.db.description.split(' ')[0]}, ${ids.length} customers\n`);
process.stdout.write(`${report('load  GET /proxy/form/customer', load, 30)}\n`);
process.stdout.write(`${report('save  POST /proxy/form/customer', save, 60)}\n`);

await app.close();
if (pgUrl) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`DROP SCHEMA ${config.database.pgSchema} CASCADE`);
  await admin.end();
}
rmSync(dataDir, { recursive: true, force: true });
