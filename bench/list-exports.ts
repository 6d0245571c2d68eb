/**
 * Exports of a large list: BENCH_ROWS invoices (1,000,000 by default) in one organisation and a tenth of that in
 * another; each organisation's whole list exported in csv, xlsx and xls through the HTTP API (link, then download, read
 * to the end), beside the same rows read directly through the database driver in the same run. Prints rows per second,
 * the ratio to the direct read, and how much the server's resident memory grew at its peak during the export.
 *
 *   npm run build && npm run exports -w @ossature/bench           (SQLite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run exports -w @ossature/bench
 *   BENCH_FORMATS=csv BENCH_ROWS=300000 …                   (some formats, fewer rows)
 *
 * Targets on the 2-core machine: csv ≥ 200,000 rows/s, xlsx ≥ 25,000 rows/s, peak memory growth ≤ 250 MB at 1M rows.
 */
import { readFileSync } from 'node:fs';
import { tokenOf } from './api-timing.js';
import { startBenchServer } from './bench-server.js';
import { openRawDatabase } from './raw-database.js';
import { seedInvoices } from './seed-invoices.js';

const rows = Number(process.env.BENCH_ROWS ?? 1_000_000);
/** BENCH_FORMATS=csv exports csv only. */
const outputs = (process.env.BENCH_FORMATS ?? 'csv,xlsx,xls').split(',');
const server = await startBenchServer();
const raw = await openRawDatabase(server);

const clientOf = async (code: string) => Number((await raw.query<{ id: number }>('select id from client where code = ?', [code]))[0]!.id);
const sizes = [
  { username: 'admin.lilas', client: await clientOf('lilas'), count: Math.ceil(rows / 10) },
  { username: 'admin', client: await clientOf('saint-aubin'), count: rows },
];
try {
  for (const size of sizes) await seedInvoices(raw, size.client, size.count);
} catch (error) {
  await raw.close();
  await server.stop();
  throw error;
}
// The rows came behind the server's back in seconds, as they would over months. A server brings its query plans up
// to date with its tables every minute (sqlite-planner-refresh.ts): measured once it has, as a running server is.
if (raw.dialect === 'sqlite') await new Promise((resolve) => setTimeout(resolve, 65_000));

/** The server's resident memory now, in MB. */
const rssOf = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024;

/** Exports the whole list, reads the file to its end; the server's memory is sampled every 20 ms meanwhile. */
async function timedExport(token: string, output: string): Promise<{ seconds: number; bytes: number; growth: number }> {
  const link = await fetch(`${server.origin}/proxy/list/export/invoice`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ output, query: {} }),
  });
  const { url } = (await link.json()) as { url: string };
  const baseline = rssOf();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf())), 20);
  const started = performance.now();
  const response = await fetch(`${server.origin}${url}`);
  let bytes = 0;
  for await (const chunk of response.body!) bytes += (chunk as Uint8Array).byteLength;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { seconds, bytes, growth: peak - baseline };
}

/** The same rows, read directly: the driver's own time to go through them. */
async function directRead(client: number): Promise<number> {
  const started = performance.now();
  await raw.query('select id, number, customer, issue_date, due_date, status, total_excl_vat, total_incl_vat from invoice where client_id = ? order by issue_date desc, id desc', [client]);
  return (performance.now() - started) / 1000;
}

const format = (value: number, digits = 0) => value.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits });
process.stdout.write(`\nExports on ${server.database}\n`);
process.stdout.write(`${'export'.padEnd(22)}${'rows'.padStart(11)}${'s'.padStart(8)}${'rows/s'.padStart(11)}${'MB'.padStart(8)}${'peak RSS +MB'.padStart(14)}${'direct s'.padStart(10)}${'ratio'.padStart(8)}\n`);
try {
  // Timed as a server that has been running exports: its export code already compiled. The first export of a process
  // pays that compilation (10,000 rows at 70,000 rows/s, against 259,000 at 100,000 rows just after), so the small
  // list is exported once in each format first, untimed, as the other benches warm up before timing.
  const warmUpToken = await tokenOf(server.origin, sizes[0]!.username);
  for (const output of outputs) await timedExport(warmUpToken, output);
  for (const size of sizes) {
    const token = await tokenOf(server.origin, size.username);
    const direct = await directRead(size.client);
    for (const output of outputs) {
      const result = await timedExport(token, output);
      process.stdout.write(
        `${`${output}, ${format(size.count)} rows`.padEnd(22)}${format(size.count).padStart(11)}${format(result.seconds, 2).padStart(8)}${format(size.count / result.seconds).padStart(11)}${format(result.bytes / 1e6, 1).padStart(8)}${format(result.growth).padStart(14)}${format(direct, 2).padStart(10)}${format(result.seconds / direct, 1).padStart(8)}\n`,
      );
    }
  }
} finally {
  await raw.close();
  await server.stop();
}
