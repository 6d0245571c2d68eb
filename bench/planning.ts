/**
 * The planning engine on a busy month: BENCH_EVENTS absences (10,000) in May 2035 for Mairie de Saint-Aubin, spread
 * over BENCH_EMPLOYEES employees (500: its 150 demo ones and copies), among refused ones (hidden), BENCH_HISTORY
 * absences before (50,000 over five years) and a fifth of that after; as many in Clinique des Lilas' May, and a fifth
 * of that history.
 *
 * (1) The planning call `GET /api-internal/planning/absences/{params}` is timed through the HTTP API beside the same
 *     work written directly against the database driver, in turns, in the same run: a month (target p95 ≤ 50 ms),
 *     a week, and one employee's month (the employee form's planning).
 * (2) Chromium opens the planning screen on that month, in the month view and by employee, BENCH_RENDER_ROUNDS
 *     times each (5; 0 skips it): the time from the answer's arrival to the frame after its cards are painted
 *     (target ≤ 300 ms), beside the same span drawn as bare DOM in the same page.
 *
 *   npm run build && npm run planning -w @ossature/bench                (SQLite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run planning -w @ossature/bench
 *
 * BENCH_ITERATIONS (100) is the number of timed calls of each case; BENCH_ONLY=a,c runs some cases only.
 */
import { encodeParams } from '@ossature/contract';
import { planningSpan } from '../packages/server/src/engines/planning/planning-span.js';
import { type TurnsCase, apiGetter, runTurns, tokenOf } from './api-timing.js';
import { startBenchServer } from './bench-server.js';
import { launchChromium } from './chromium.js';
import { measurePlanningRender } from './planning-render.js';
import { type RawDatabase, openRawDatabase } from './raw-database.js';
import { seedAbsences, seedEmployees } from './seed-absences.js';

const events = Number(process.env.BENCH_EVENTS ?? 10_000);
const employees = Number(process.env.BENCH_EMPLOYEES ?? 500);
const history = Number(process.env.BENCH_HISTORY ?? 50_000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 100);
const rounds = Number(process.env.BENCH_RENDER_ROUNDS ?? 5);
const MONTH = '2035-05-01';
const PLANNING = 'absences';
/** The engine's MAX_EVENTS (planning-events.ts): it reads one more to know the span holds too many. */
const CAP = 20_000;

const server = await startBenchServer();
const raw: RawDatabase = await openRawDatabase(server);
const clientOf = async (code: string) => Number((await raw.query<{ id: number }>('select id from client where code = ?', [code]))[0]!.id);
const saintAubin = await clientOf('saint-aubin');
const lilas = await clientOf('lilas');

/** Seeds both organisations; answers how many absences Saint-Aubin's planning shows in the month. */
async function seed(): Promise<number> {
  await seedEmployees(raw, saintAubin, employees);
  await seedAbsences(raw, saintAubin, { count: history, first: '2030-01-01', days: 1900 });
  await seedAbsences(raw, saintAubin, { count: events, first: MONTH, days: 31 });
  await seedAbsences(raw, saintAubin, { count: Math.ceil(events / 20), first: MONTH, days: 31, refused: true });
  await seedAbsences(raw, saintAubin, { count: Math.ceil(history / 5), first: '2035-07-01', days: 540 });
  await seedAbsences(raw, lilas, { count: Math.ceil(history / 5), first: '2030-01-01', days: 1900 });
  await seedAbsences(raw, lilas, { count: events, first: MONTH, days: 31 });
  const { first, last } = planningSpan('month', MONTH);
  const [shown] = await raw.query<{ n: number }>(
    "select count(*) as n from absence where client_id = ? and start_date <= ? and end_date >= ? and (status is null or status <> 'refused')",
    [saintAubin, last, first],
  );
  return Number(shown!.n);
}

const urlOf = (params: Record<string, string | number>) => `/api-internal/planning/${PLANNING}/${encodeURIComponent(encodeParams(params))}`;

/**
 * What the engine reads for a span, written directly: the events (the planning's columns, hidden values left out, in
 * order, one over the cap), the holiday setting, the closing days, then the employees' names in one query. One after
 * the other on the bench's one connection (the engine sends the first three together, on PostgreSQL over its pool).
 * The engine reads the employees twice (their labels, then the people on the cards): once is the work.
 */
async function directSpan(scale: 'month' | 'week', start: string, item: number | null): Promise<void> {
  const { first, last } = planningSpan(scale, start);
  const byItem = item === null ? '' : ' and employee_id = ?';
  // As the engine reads them: those begun before the span from the end side, then those beginning in it in order.
  const read = (where: string, order: string, limit: number, values: unknown[]) =>
    raw.query<{ employee_id: number }>(
      `select id, version, start_date, end_date, employee_id, type, status, comment, half_day from absence
        where client_id = ? and ${where} and (status is null or status not in (?))${byItem}
        order by ${order}, id limit ${limit}`,
      [saintAubin, ...values, 'refused', ...(item === null ? [] : [item])],
    );
  const sqlite = server.database === 'SQLite';
  const before = await read(`${sqlite ? '+' : ''}start_date < ? and end_date >= ?`, sqlite ? '+start_date' : 'start_date', CAP + 1, [first, first]);
  const found = [
    ...before,
    ...(await read(`start_date >= ? and start_date <= ? and ${sqlite ? '+' : ''}end_date >= ?`, sqlite ? 'start_date' : 'start_date asc nulls first', CAP + 1 - before.length, [first, last, first])),
  ];
  await raw.query('select value from client_setting where client_id = ? and key = ?', [saintAubin, 'public_holidays_region']);
  await raw.query('select start_date, end_date, label, reason from closing_day where client_id = ? and start_date <= ? and end_date >= ? order by start_date', [saintAubin, last, first]);
  const ids = [...new Set(found.map((row) => row.employee_id))];
  if (ids.length) await raw.query(`select id, last_name, first_name from employee where client_id = ? and id in (${ids.map(() => '?').join(', ')})`, [saintAubin, ...ids]);
}

// The server runs in a process of its own: it must not outlive a failed seed, login or case.
try {
  const seedStarted = performance.now();
  const inMonth = await seed();
  const [written] = await raw.query<{ n: number }>('select count(*) as n from absence');
  process.stdout.write(
    `\n${Number(written!.n).toLocaleString('fr-FR')} absences written in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; ` +
      `${inMonth.toLocaleString('fr-FR')} shown in Saint-Aubin's planning for May 2035, ${employees} employees\n`,
  );

  const get = apiGetter(server.origin, { authorization: `Bearer ${await tokenOf(server.origin, 'agent')}` });
  const [someone] = await raw.query<{ employee_id: number }>('select employee_id from absence where client_id = ? and start_date >= ? order by id limit 1', [saintAubin, MONTH]);
  const employee = Number(someone!.employee_id);
  const cases: TurnsCase[] = [
    { name: '(a) month, all employees', url: urlOf({ scale: 'month', start: MONTH }), direct: () => directSpan('month', MONTH, null), targetP95: 50 },
    { name: '(b) week, all employees', url: urlOf({ scale: 'week', start: '2035-05-16' }), direct: () => directSpan('week', '2035-05-16', null) },
    { name: "(c) one employee's month", url: urlOf({ scale: 'month', start: MONTH, item: employee }), direct: () => directSpan('month', MONTH, employee) },
  ];

  for (const entry of cases) {
    const answer = await get(entry.url);
    const body = JSON.parse(answer.body) as { data?: unknown[]; error?: string; message?: string };
    const size = `${(Buffer.byteLength(answer.body) / 1e6).toFixed(2)} MB`;
    process.stdout.write(`${entry.name}: ${answer.status}, ${body.data?.length ?? 0} events, ${size}${body.error ? `, ${body.error}` : ''}${body.message ? `, ${body.message}` : ''}\n`);
  }
  process.stdout.write(`\nPlanning engine — ${server.database}, ${inMonth} events in the month, ${iterations} calls per case, one client\n`);
  await runTurns(get, cases, iterations, process.env.BENCH_ONLY?.split(','));
  if (rounds > 0) {
    const browser = await launchChromium();
    try {
      await measurePlanningRender(browser, server.origin, { name: PLANNING, start: MONTH, rounds, username: 'agent' });
    } finally {
      await browser.close();
    }
  }
} finally {
  await raw.close();
  await server.stop();
}
