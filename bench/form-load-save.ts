/**
 * Form load and save under load: 20 concurrent connections (autocannon) against the built server in its own process,
 * on the embedded SQLite database (or PostgreSQL with BENCH_DATABASE_URL), with the demo data. Prints throughput and
 * latencies against the form engine's targets: load p95 ≤ 30 ms, save p95 ≤ 60 ms (with history and version check).
 *
 *   npm run build && npm run forms -w @ossature/bench      (BENCH_SECONDS=10, BENCH_CLIENTS=20 by default)
 */
import type autocannon from 'autocannon';
import { encodeParams } from '@ossature/contract';
import { tokenOf } from './api-timing.js';
import { startBenchServer } from './bench-server.js';
import { measure, report } from './report.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CLIENTS ?? 20);
const path = (id: number) => `/proxy/form/customer/${encodeURIComponent(encodeParams({ id }))}`;
const server = await startBenchServer();
const { origin } = server;

// Everything after the start runs inside try/finally: a failed step must not leave the server running.
try {
  const token = await tokenOf(origin, 'agent');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // The agent's customers, found through the async-select search that every customer matches (the empty search).
  const options = (await (await fetch(`${origin}/proxy/form/list/invoice/customer/0/0`, { headers })).json()) as { value: number }[];
  const ids = options.map((option) => option.value);

  let next = 0;
  const run = (requests: autocannon.Request[], duration: number) => measure({ url: origin, connections, duration, requests });

  // JIT warm-up: the first seconds of a fresh process are not what users live with.
  await run([{ method: 'GET', headers, setupRequest: (request) => ({ ...request, path: path(ids[next++ % ids.length]!) }) }], 3);
  const load = await run([{ method: 'GET', headers, setupRequest: (request) => ({ ...request, path: path(ids[next++ % ids.length]!) }) }], seconds);

  // Saves: each request takes a record nobody else is saving, sends a real change (history entry, version bump) based
  // on the version it knows, and puts the record back with its new version when the answer comes.
  interface Editable {
    id: number;
    version: number;
    values: Record<string, unknown>;
    contacts: { identifier: number; values: Record<string, unknown> }[];
  }
  const free: Editable[] = await Promise.all(
    ids.map(async (id) => {
      const form = (await (await fetch(`${origin}${path(id)}`, { headers })).json()) as Omit<Editable, 'id' | 'contacts'> & { collection: { contacts: { data: Editable['contacts'] } } };
      return { id, version: form.version, values: form.values, contacts: form.collection.contacts.data };
    }),
  );
  const saving = new Map<number, Editable>();
  let counter = 0;
  const save = await run(
    [
      {
        method: 'POST',
        headers,
        setupRequest: (request) => {
          const record = free.shift()!;
          saving.set(record.id, record);
          return {
            ...request,
            path: path(record.id),
            body: JSON.stringify({
              identifier: record.id,
              version: record.version,
              values: { ...record.values, notes: `Relevé ${++counter}` },
              collection: { contacts: record.contacts.map(({ identifier, values }) => ({ identifier, values })) },
            }),
          };
        },
        onResponse: (_status, body) => {
          const answer = JSON.parse(body) as { identifier?: number; version?: number; validation?: { identifier: number } };
          const id = answer.identifier ?? answer.validation?.identifier;
          const record = id === undefined ? undefined : saving.get(id);
          if (!record) return;
          saving.delete(id!);
          if (answer.version) record.version = answer.version;
          free.push(record);
        },
      },
    ],
    seconds,
  );

  process.stdout.write(`\nForm engine — ${connections} connections, ${seconds} s each, ${server.database}, ${ids.length} customers\n`);
  process.stdout.write(`${report('load  GET /proxy/form/customer', load, 30)}\n`);
  process.stdout.write(`${report('save  POST /proxy/form/customer', save, 60)}\n`);
} finally {
  await server.stop();
}
