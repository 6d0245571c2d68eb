import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '../../src/demo/demo-users.js';
import type { Db } from '../../src/infra/database.js';
import { dynamic } from '../../src/infra/dynamic-db.js';
import { type NestedCrashResult, contactMeansSaves } from './crash-contact-means.js';
import { type ServerPlace, buildServer, inspectDatabase, startServer } from './server-process.js';

/**
 * kill -9 while queued (202) saves are being applied, again and again, then a last restart: the harness behind the
 * crash test (a few cycles, in `npm test`) and the crash bench (bench/queued-save-crashes.ts, fifty and more).
 *
 * The built server runs in a process of its own, as in production, on a database that outlives it. Several senders
 * create CMS pages (an asynchronous module) as fast as the server acknowledges them, each with a title of its own;
 * others add, change and delete customers' contacts' means of contact, a nested collection (crash-contact-means.ts;
 * customers' saves are queued in this server). The server is killed at a random moment. Only kills that caught a save
 * mid-application (a job 'running' in the database afterwards) count as cycles, every other one a customer's: the
 * others are retried, so every cycle tests the hard case. At the end every acknowledged page must exist exactly once,
 * every acknowledged nested change be found once, and no job may be left waiting.
 */
export interface CrashLoopOptions extends ServerPlace {
  /** How many kills must land while a queued save is being applied. */
  cycles: number;
  /** Progress lines (the bench prints them). */
  log?: (line: string) => void;
}

export interface CrashLoopResult {
  /** Kills that caught a save mid-application. */
  cycles: number;
  /** All kills, including those that caught no job running. */
  kills: number;
  /** Saves answered 202. */
  acknowledged: number;
  /** Acknowledged saves found applied, exactly once each. */
  applied: number;
  /** Acknowledged saves not applied. */
  lost: string[];
  /** Pages created more than once. */
  duplicated: string[];
  /** Jobs still pending or running at the end. */
  unfinished: number;
  failed: number;
  /** Jobs claimed more than once: taken over after their instance was killed. */
  resumed: number;
  /** Kills that caught a customer's save (nested rows) mid-application. */
  nestedCycles: number;
  /** The saves of nested rows, acknowledged and found applied. */
  nested: NestedCrashResult;
  /**
   * Claims taken over after a kill: every claim past a job's first. A job interrupted by several kills in a row
   * counts once in `resumed` but once per kill here.
   */
  takenOver: number;
}

/** The lease is short so that a restarted instance takes the killed one's job over within a second. */
const LEASE_SECONDS = 1;
const SENDERS = 4;
/** Senders of nested rows, each on a customer of its own. */
const NESTED_SENDERS = 2;
/** Makes customers' saves queued in the server the loop kills. */
const QUEUED_CUSTOMERS = fileURLToPath(new URL('./queued-customers.mjs', import.meta.url));
/** Pages with a long body: applying one takes long enough for kills to land mid-save often. */
const BODY = `<p>${'Texte de la page, assez long pour que son application prenne du temps. '.repeat(40)}</p>`.repeat(12);

const jobsWith = (db: Db, statuses: string[]) =>
  db.kysely.selectFrom('form_job').select(sql<number>`count(*)`.as('count')).where('status', 'in', statuses).executeTakeFirstOrThrow().then((row) => Number(row.count));

/**
 * The claims of the jobs being applied, as `module:id:token`: a kill caught a save (of `module`, when given) when it
 * leaves a claim not seen before.
 */
const runningClaims = async (db: Db) => {
  const rows = await db.kysely.selectFrom('form_job').select(['module', 'id', 'lease_token']).where('status', '=', 'running').execute();
  return new Set(rows.map((row) => `${row.module}:${row.id}:${row.lease_token}`));
};
const hasNew = (claims: Set<string>, before: Set<string>, module?: string) =>
  [...claims].some((claim) => !before.has(claim) && (!module || claim.startsWith(`${module}:`)));

export async function runCrashLoop(options: CrashLoopOptions): Promise<CrashLoopResult> {
  const main = buildServer();
  const log = options.log ?? (() => undefined);
  const start = () => startServer(main, options, { FORM_JOB_LEASE_SECONDS: String(LEASE_SECONDS) }, QUEUED_CUSTOMERS);
  const inspect = <T,>(read: (db: Db) => Promise<T>): Promise<T> => inspectDatabase(options, read);

  const acknowledged: string[] = [];
  const nested = contactMeansSaves();
  let serial = 0;
  let token = '';
  /** Creates pages one after the other until the server stops answering. */
  const send = async (origin: string, cycle: number) => {
    for (;;) {
      const title = `Crash ${cycle}-${++serial}`;
      let status: number;
      try {
        const response = await fetch(`${origin}/proxy/form/cms_page`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ identifier: null, values: { title, slug: `crash-${cycle}-${serial}`, template: 'standard', body: BODY } }),
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        return; // killed: this save was not acknowledged, whatever became of it
      }
      if (status === 202) acknowledged.push(title);
      else throw new Error(`a save answered ${status} instead of 202`);
    }
  };

  let cycles = 0;
  let nestedCycles = 0;
  let kills = 0;
  while (cycles < options.cycles) {
    if (kills >= options.cycles * 10) throw new Error(`only ${cycles} of ${kills} kills caught a save being applied`);
    const server = await start();
    if (!token) {
      const login = await fetch(`${server.origin}/api-internal/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'agent', password: DEMO_PASSWORD }),
      });
      token = ((await login.json()) as { token: string }).token;
      await inspect((db) => nested.pickCustomers(db, NESTED_SENDERS));
    }
    const before = await inspect(runningClaims);
    const senders = [
      ...Array.from({ length: SENDERS }, () => send(server.origin, kills)),
      ...Array.from({ length: NESTED_SENDERS }, (_, index) => nested.send(server.origin, token, kills, index)),
    ];
    await sleep(200 + Math.random() * 600);
    // Aim: kill as soon as a save (every other cycle, a customer's) is being applied (the job may still finish in
    // between, then the kill is retried).
    const aim = cycles % 2 ? 'customer' : undefined;
    await inspect(async (db) => {
      for (let tries = 0; tries < 200 && !hasNew(await runningClaims(db), before, aim); tries += 1) await sleep(5);
      server.process.kill('SIGKILL');
    });
    await server.exited;
    await Promise.all(senders);
    kills += 1;
    const claims = await inspect(runningClaims);
    if (hasNew(claims, before, aim)) cycles += 1;
    if (hasNew(claims, before, 'customer')) nestedCycles += 1;
    log(`kill ${kills}: ${cycles}/${options.cycles} caught a save being applied (${nestedCycles} a customer's), ${acknowledged.length} pages and ${nested.acknowledged()} nested changes acknowledged so far`);
  }

  // The last life: it resumes what the killed ones left, once their leases ran out.
  const last = await start();
  const deadline = Date.now() + 60_000;
  while ((await inspect((db) => jobsWith(db, ['pending', 'running']))) > 0 && Date.now() < deadline) await sleep(200);
  last.process.kill('SIGTERM');
  await last.exited;

  return inspect(async (db) => {
    const pages = await dynamic(db.kysely)
      .selectFrom('cms_page')
      .select(['title', sql<number>`count(*)`.as('count')])
      .where('title', 'like', 'Crash %')
      .groupBy('title')
      .$castTo<{ title: string; count: number }>()
      .execute();
    const found = new Map(pages.map((page) => [page.title, Number(page.count)]));
    const lost = acknowledged.filter((title) => !found.has(title));
    const resumed = await db.kysely
      .selectFrom('form_job')
      .select([sql<number>`count(*)`.as('count'), sql<number>`coalesce(sum(attempts - 1), 0)`.as('takenOver')])
      .where('attempts', '>', 1)
      .executeTakeFirstOrThrow();
    return {
      cycles,
      kills,
      acknowledged: acknowledged.length,
      applied: acknowledged.length - lost.length,
      lost,
      duplicated: [...found].filter(([, count]) => count > 1).map(([title]) => title),
      unfinished: await jobsWith(db, ['pending', 'running']),
      failed: await jobsWith(db, ['failed']),
      resumed: Number(resumed.count),
      takenOver: Number(resumed.takenOver),
      nestedCycles,
      nested: await nested.check(db),
    };
  });
}
