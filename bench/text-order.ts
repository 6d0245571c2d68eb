/**
 * What French order costs a list sorted by text: BENCH_ROWS customers (200,000 by default) in one organisation, their
 * names and towns a mix of plain, capitalised and accented words, then three list calls timed through the HTTP API
 * beside the same page read directly in the bytes' order (what the database gives with no sort key, the list's order
 * before the key):
 *   (k) the customers' first page, by name: the API's read walks the key's index (client, key(name), id); the direct
 *       one an index on (client, name, id), made for it here
 *   (u) a page sorted by town, which no index holds: both sort every row, the API by each town's key
 *   (v) the name column's values for its header filter: the API's read walks the key's index, the direct one the
 *       index on the names
 *
 *   npm run build && npm run text-order -w @ossature/bench           (SQLite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run text-order -w @ossature/bench
 *
 * BENCH_ROWS and BENCH_ITERATIONS (30) change the size and the number of timed calls of each case.
 */
import { apiGetter, runTurns, tokenOf } from './api-timing.js';
import { startBenchServer } from './bench-server.js';
import { type RawDatabase, numberedRows, openRawDatabase, withClause } from './raw-database.js';

const rows = Number(process.env.BENCH_ROWS ?? 200_000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 30);
const server = await startBenchServer();
const raw: RawDatabase = await openRawDatabase(server);

/** Words the names and towns are made of: one in five starts with an accented letter, some in small letters. */
const NAMES = ['Zoé', 'Éric', 'alice', 'Bruno', 'émile', 'Œuvres', 'Ophélie', 'Çà et là', 'Yvette', 'Marc'];
const TOWNS = ['Évry', 'Angers', 'étampes', 'Zurich', 'Orléans', 'Île-Tudy', 'Brest', 'Lyon', 'Nîmes', 'Caen'];
const pick = (words: string[], index: string) => `case ${index} ${words.map((word, at) => `when ${at} then '${word.replaceAll("'", "''")}'`).join(' ')} end`;

async function seedCustomers(clientId: number, count: number): Promise<void> {
  const users = await raw.query<{ id: number }>('select id from app_user where client_id = ? order by id limit 1', [clientId]);
  const numbered = numberedRows(raw, count);
  const now = new Date().toISOString();
  const text = raw.dialect === 'sqlite' ? (value: string) => `cast(${value} as text)` : (value: string) => `(${value})::text`;
  await raw.run(
    `${withClause(numbered.ctes)}insert into customer (client_id, version, created_at, created_by, updated_at, updated_by, name, city, kind, active)
     select ?, 1, ?, ?, ?, ?, ${pick(NAMES, 'i % 10')} || ' ' || ${text('i * 7919 % 1000003')}, ${pick(TOWNS, '(i / 10) % 10')}, 'company', 1
     from ${numbered.from}`,
    [clientId, now, users[0]!.id, now, users[0]!.id],
  );
  // The direct side's order before the key: the index the list's order had on the text itself.
  await raw.run('create index bench_customer_name_bytes on customer (client_id, name, id)');
  await raw.run(raw.dialect === 'sqlite' ? 'analyze' : 'analyze customer');
}

try {
  const saintAubin = Number((await raw.query<{ id: number }>("select id from client where code = 'saint-aubin'"))[0]!.id);
  const started = performance.now();
  await seedCustomers(saintAubin, rows);
  process.stdout.write(`\n${rows} customers written, with their indexes, in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  // A page as the engine reads it: its rows and the count up to the cap (the customers' list names no other record).
  const page = (order: string) => async () => ({
    rows: await raw.query(`select id, name, code, kind, city, postal_code, email, phone, sectors, active from customer where client_id = ? order by ${order} limit 50`, [saintAubin]),
    count: await raw.query('select count(*) as n from (select 1 from customer where client_id = ? limit 10001) as counted', [saintAubin]),
  });
  const get = apiGetter(server.origin, { authorization: `Bearer ${await tokenOf(server.origin, 'admin')}` });
  process.stdout.write(`\nText order — ${server.database}, ${rows} customers, ${iterations} calls per case; raw: the bytes' order\n`);
  await runTurns(
    get,
    [
      { name: '(k) first page by name, index', url: '/proxy/list/data/customer/50/0', direct: page('name asc, id asc') },
      { name: '(u) page by town, no index', url: '/proxy/list/data/customer/50/0?sort_column=city&sort_direction=asc', direct: page('city asc, id asc'), iterations: Math.min(iterations, 10) },
      {
        name: '(v) values of the name column',
        url: `/proxy/list/data/customer/10/0?retrieve_column=${encodeURIComponent('name;@@;')}`,
        direct: () => raw.query("select distinct name from customer where client_id = ? and name is not null and name <> '' order by name limit 1001", [saintAubin]),
      },
    ],
    iterations,
  );
} finally {
  await raw.close();
  await server.stop();
}
