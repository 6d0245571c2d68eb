/**
 * The list engine on a large table: BENCH_ROWS invoices (1,000,000 by default) in one organisation and a twentieth of
 * that in another, then five list calls (list-query-cases.ts) timed through the HTTP API beside the same work run
 * directly through the database driver, and beside that work answered as JSON by a bare Fastify server in a process
 * of its own (bare-list-server.ts), in turns in the same run, with the API's ratios to both:
 *   (a) a page of 50 with 2 filters and a sort   (b) a global search   (c) a 2-level group-by with sums and shares
 *   (d) the first page of the unfiltered list    (e) a column-values lookup
 *
 *   npm run build && npm run lists -w @ossature/bench           (SQLite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run lists -w @ossature/bench
 *
 * BENCH_ROWS and BENCH_ITERATIONS (100) change the size and the number of timed calls of each case.
 */
import { apiGetter, runTurns, tokenOf } from './api-timing.js';
import { type BareServer, startBareListServer } from './bare-fastify.js';
import { startBenchServer } from './bench-server.js';
import { listQueryCases } from './list-query-cases.js';
import { type RawDatabase, openRawDatabase } from './raw-database.js';
import { seedInvoices } from './seed-invoices.js';

const rows = Number(process.env.BENCH_ROWS ?? 1_000_000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 100);
const server = await startBenchServer();
const raw: RawDatabase = await openRawDatabase(server);

const clientOf = async (code: string) => Number((await raw.query<{ id: number }>('select id from client where code = ?', [code]))[0]!.id);
const saintAubin = await clientOf('saint-aubin');
const lilas = await clientOf('lilas');
const seedStarted = performance.now();
let bareServer: BareServer | undefined;
// The servers run in processes of their own: they must not outlive a failed seed, login or case.
try {
  await seedInvoices(raw, saintAubin, rows);
  await seedInvoices(raw, lilas, Math.ceil(rows / 20));
  bareServer = await startBareListServer(server, saintAubin);
  process.stdout.write(`\n${rows} + ${Math.ceil(rows / 20)} invoices written in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s\n`);

  const get = apiGetter(server.origin, { authorization: `Bearer ${await tokenOf(server.origin, 'admin')}` });
  const bareGet = apiGetter(bareServer.origin, {});
  // The bare server's route is named by the case's letter: '(a) page of 50…' → /a.
  const cases = listQueryCases(raw, saintAubin).map((entry) => ({ ...entry, bare: () => bareGet(`/${entry.name.slice(1, entry.name.indexOf(')'))}`) }));

  process.stdout.write(`\nList engine — ${server.database}, ${rows} rows, ${iterations} calls per case, one client\n`);
  await runTurns(get, cases, iterations, process.env.BENCH_ONLY?.split(','));
} finally {
  await bareServer?.stop();
  await raw.close();
  await server.stop();
}
