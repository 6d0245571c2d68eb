/**
 * The list engine on a large table: BENCH_ROWS invoices (1,000,000 by default) in one organisation and a twentieth of
 * that in another, then five list calls timed through the HTTP API beside the same work run directly through the
 * database driver in the same run, and their ratio:
 *   (a) a page of 50 with 2 filters and a sort   (b) a global search   (c) a 2-level group-by with sums and shares
 *   (d) the first page of the unfiltered list    (e) a column-values lookup
 *
 *   npm run build && npm run lists -w @ossature/bench           (SQLite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run lists -w @ossature/bench
 *
 * BENCH_ROWS and BENCH_ITERATIONS (100) change the size and the number of timed calls of each case.
 */
import { encodeParams, foldForSearch } from '@ossature/contract';
import { type TurnsCase, apiGetter, runTurns, tokenOf } from './api-timing.js';
import { startBenchServer } from './bench-server.js';
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
try {
  await seedInvoices(raw, saintAubin, rows);
  await seedInvoices(raw, lilas, Math.ceil(rows / 20));
} catch (error) {
  // The server runs in a process of its own: it must not outlive a failed seed.
  await raw.close();
  await server.stop();
  throw error;
}
process.stdout.write(`\n${rows} + ${Math.ceil(rows / 20)} invoices written in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s\n`);

const get = apiGetter(server.origin, { authorization: `Bearer ${await tokenOf(server.origin, 'admin')}` });

const COLUMNS = 'id, number, customer, issue_date, due_date, status, total_excl_vat, total_vat, total_incl_vat';
const labels = async (found: { customer: number }[]) => {
  const ids = [...new Set(found.map((row) => row.customer))];
  return ids.length ? raw.query(`select id, name, city from customer where client_id = ? and id in (${ids.map(() => '?').join(', ')})`, [saintAubin, ...ids]) : [];
};
const capped = (where: string, params: unknown[]) => raw.query(`select count(*) as n from (select 1 from invoice where ${where} limit 10001) as counted`, params);
const filters = (model: unknown[]) => `multiple_search=${encodeURIComponent(JSON.stringify({ operator: 'AND', filter_model: model }))}`;
const searched = foldForSearch(`B${saintAubin}-00421`);

const twoFilters = "client_id = ? and status in ('sent', 'paid') and total_incl_vat > ?";
const statusGroup = encodeParams({ group: JSON.stringify([['status', 'sent']]) });
/**
 * Each case's direct work sorts empty dates as the engine sorts them (last when descending), which is also the order
 * the list index holds on both databases.
 */
const cases: TurnsCase[] = [
  {
    name: '(a) page of 50, 2 filters + sort',
    url: `/proxy/list/data/invoice/50/0?${filters([
      { column: 'status', operator: 'column_values', value: 'sent;@@;paid' },
      { column: 'total_incl_vat', operator: '>', value: '1000' },
    ])}&sort_column=issue_date&sort_direction=desc`,
    direct: async () => {
      const found = await raw.query<{ customer: number }>(`select ${COLUMNS} from invoice where ${twoFilters} order by issue_date desc nulls last, id desc limit 50`, [saintAubin, 100_000]);
      await labels(found);
      await capped(twoFilters, [saintAubin, 100_000]);
    },
    targetP95: 50,
    targetRatio: 1.5,
  },
  {
    name: '(b) global search',
    url: `/proxy/list/data/invoice/50/0?global_search=${encodeURIComponent(`b${saintAubin}-00421`)}`,
    iterations: 5,
    direct: async () => {
      const where = "client_id = ? and fold(number) like ? escape '\\'";
      const found = await raw.query<{ customer: number }>(`select ${COLUMNS} from invoice where ${where} order by issue_date desc nulls last, id desc limit 50`, [saintAubin, `%${searched}%`]);
      await labels(found);
      await capped(where, [saintAubin, `%${searched}%`]);
    },
  },
  {
    name: '(c) 2-level group-by, sum + %',
    url: `/proxy/list/data/invoice/50/0/${encodeURIComponent(statusGroup)}?group_by=status;@;customer&group_level=1&show_percentage=1`,
    direct: async () => {
      const found = await raw.query<{ customer: number }>(
        `select customer, count(*) as n, 100.0 * count(*) / sum(count(*)) over () as share, count(*) over () as groups,
                sum(total_excl_vat), sum(total_vat), sum(total_incl_vat)
           from invoice where client_id = ? and status = ? group by customer order by customer limit 50`,
        [saintAubin, 'sent'],
      );
      await labels(found);
    },
    targetRatio: 1.3,
    iterations: 20,
  },
  {
    name: '(d) first page, unfiltered',
    url: '/proxy/list/data/invoice/50/0',
    direct: async () => {
      const found = await raw.query<{ customer: number }>(`select ${COLUMNS} from invoice where client_id = ? order by issue_date desc nulls last, id desc limit 50`, [saintAubin]);
      await labels(found);
      await capped('client_id = ?', [saintAubin]);
    },
  },
  {
    name: '(e) column-values lookup',
    url: `/proxy/list/data/invoice/10/0?retrieve_column=${encodeURIComponent('status;@@;')}`,
    direct: () => raw.query("select distinct status from invoice where client_id = ? and status is not null and status <> '' order by status limit 1001", [saintAubin]),
  },
];

process.stdout.write(`\nList engine — ${server.database}, ${rows} rows, ${iterations} calls per case, one client\n`);
try {
  await runTurns(get, cases, iterations, process.env.BENCH_ONLY?.split(','));
} finally {
  await raw.close();
  await server.stop();
}
