/**
 * A bulk action on a large list: BENCH_ROWS invoices (400,000 by default, a quarter of them drafts) in one
 * organisation; every draft marked sent through the API (the form the action names, "all rows matching" the list's
 * filter, run in the background in chunks), then the run undone, beside the same change made by one direct UPDATE
 * in the same run. Prints seconds, records per second, the ratio to the direct UPDATE and the server's peak memory
 * growth.
 *
 *   npm run build && npm run bulk -w @ossature/bench           (SQLite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bulk -w @ossature/bench
 *
 * The API does per record what a form save does (read, merge, recompute, checks, version, Bulk history entry), plus
 * the batch's own bookkeeping (an item per record, for resuming and undoing); the direct UPDATE does none of it.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { type BulkBatch, encodeParams } from '@ossature/contract';
import { DEMO_PASSWORD } from '../packages/server/src/demo/demo-users.js';
import { startBenchServer } from './bench-server.js';
import { openRawDatabase } from './raw-database.js';
import { seedInvoices } from './seed-invoices.js';

const rows = Number(process.env.BENCH_ROWS ?? 400_000);
const server = await startBenchServer();
const raw = await openRawDatabase(server);
const client = Number((await raw.query<{ id: number }>('select id from client where code = ?', ['saint-aubin']))[0]!.id);

/** The server's resident memory now, in MB. */
const rssOf = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024;
const format = (value: number, digits = 0) => value.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Waits for the batch to leave `status`, sampling the server's memory; the seconds it took and the peak growth. */
async function until(token: string, id: number, status: string, started: number, baseline: number) {
  let peak = baseline;
  for (;;) {
    peak = Math.max(peak, rssOf());
    const { body } = await call<BulkBatch>(token, 'GET', `/proxy/bulk/${id}`);
    if (body.status !== status) return { batch: body, seconds: (performance.now() - started) / 1000, growth: peak - baseline };
    await sleep(100);
  }
}

try {
  await seedInvoices(raw, client, rows);
  const drafts = Number((await raw.query<{ n: number }>("select count(*) as n from invoice where client_id = ? and status = 'draft'", [client]))[0]!.n);
  const login = await fetch(`${server.origin}/api-internal/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }) });
  const { token } = (await login.json()) as { token: string };
  const filter = JSON.stringify({ operator: 'AND', filter_model: [{ column: 'status', operator: 'equal', value: 'draft' }] });
  const params = encodeParams({ _list_name: 'invoice', _list_all_selection: 1, _list_total: drafts, query: new URLSearchParams({ multiple_search: filter }).toString() });

  process.stdout.write(`\nBulk action on ${server.database}: ${format(drafts)} draft invoices of ${format(rows)} marked sent\n`);
  process.stdout.write(`${'step'.padEnd(34)}${'s'.padStart(9)}${'records/s'.padStart(11)}${'peak RSS +MB'.padStart(14)}${'ratio'.padStart(8)}\n`);
  const line = (step: string, seconds: number, growth: number | null, ratio: number | null) =>
    process.stdout.write(`${step.padEnd(34)}${format(seconds, 2).padStart(9)}${format(drafts / seconds).padStart(11)}${(growth === null ? '' : format(growth)).padStart(14)}${(ratio === null ? '' : format(ratio, 0)).padStart(8)}\n`);

  let baseline = rssOf();
  let started = performance.now();
  const run = await call<{ batch: BulkBatch }>(token, 'POST', `/proxy/form/invoice_mark_sent/${encodeURIComponent(params)}`, { identifier: null, values: {} });
  if (run.status !== 202) throw new Error(`the bulk action answered ${run.status}: ${JSON.stringify(run.body)}`);
  const accepted = (performance.now() - started) / 1000;
  const applied = await until(token, run.body.batch.id, 'running', started, baseline);
  if (applied.batch.status !== 'done' || applied.batch.done !== drafts) throw new Error(`the batch ended ${JSON.stringify(applied.batch)}`);

  baseline = rssOf();
  const undoStarted = performance.now();
  await call(token, 'POST', `/proxy/bulk/${run.body.batch.id}/undo`);
  const undone = await until(token, run.body.batch.id, 'undoing', undoStarted, baseline);
  if (undone.batch.status !== 'undone') throw new Error(`the undo ended ${JSON.stringify(undone.batch)}`);

  started = performance.now();
  await raw.run("update invoice set status = 'sent', version = version + 1 where client_id = ? and status = 'draft'", [client]);
  const direct = (performance.now() - started) / 1000;

  line('direct UPDATE', direct, null, 1);
  line('API: selection written (202)', accepted, null, null);
  line('API: applied, chunk by chunk', applied.seconds, applied.growth, applied.seconds / direct);
  line('API: undone', undone.seconds, undone.growth, undone.seconds / direct);
} finally {
  await raw.close();
  await server.stop();
}
