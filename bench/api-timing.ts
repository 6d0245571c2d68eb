import http from 'node:http';
import { DEMO_PASSWORD } from '../packages/server/src/demo/demo-users.js';

/** A demo user's bearer token, from the login call. */
export async function tokenOf(origin: string, username: string): Promise<string> {
  const response = await fetch(`${origin}/api-internal/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  // A refused login must stop the bench, not time 401s.
  if (!response.ok) throw new Error(`login ${username} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export interface Answer {
  status: number;
  body: string;
}

/**
 * The benches' HTTP client: node:http on one kept-alive connection. fetch (undici's WHATWG layer) costs the client
 * itself 1–2 ms a call here, which the figures would have charged to the server. The getter reads each answer to its
 * end, and asks once more when the kept-alive connection was closed by the server meanwhile.
 */
export function apiGetter(origin: string, headers: Record<string, string>): (url: string) => Promise<Answer> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (url: string, retry = true): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const request = http.get(`${origin}${url}`, { agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      });
      request.on('error', (error) => (retry ? resolve(get(url, false)) : reject(error)));
    });
  return (url) => get(url);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export interface Figures {
  p50: number;
  p95: number;
}

export const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export const figuresOf = (times: number[]): Figures => {
  const sorted = times.toSorted((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

async function time(run: () => Promise<unknown>, into: number[]): Promise<void> {
  const started = performance.now();
  await run();
  into.push(performance.now() - started);
}

/**
 * Times each side (the API call, the direct work, …) in turns, one call of each per round, the first of the round
 * moving on by one each round: all then meet the same machine (page cache, CPU frequency, the server's background
 * checkpoints) rather than one running in a quieter minute than another.
 */
export async function timedInTurns<Sides extends Record<string, () => Promise<unknown>>>(sides: Sides, count: number): Promise<{ [Side in keyof Sides]: Figures }> {
  const runs = Object.entries(sides).map(([name, run]) => ({ name, run: run!, times: [] as number[] }));
  for (let warm = 0; warm < Math.min(5, count); warm += 1) {
    for (const { run } of runs) await run();
  }
  for (let index = 0; index < count; index += 1) {
    for (let step = 0; step < runs.length; step += 1) {
      const { run, times } = runs[(index + step) % runs.length]!;
      await time(run, times);
    }
  }
  return Object.fromEntries(runs.map(({ name, times }) => [name, figuresOf(times)])) as { [Side in keyof Sides]: Figures };
}

/** One API call timed beside the same work written directly against the database driver. */
export interface TurnsCase {
  name: string;
  url: string;
  /** The same work, written directly against the driver: what the engine must stay close to. */
  direct(): Promise<unknown>;
  /**
   * The same direct work behind HTTP: a bare Fastify server in a process of its own running it and answering what it
   * read as JSON — what the API call costs with nothing of the engine in it.
   */
  bare?(): Promise<Answer>;
  targetP95?: number;
  targetRatio?: number;
  /** Fewer timed calls for a case that scans the whole table. */
  iterations?: number;
}

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

/**
 * Each case's API call and direct work (and its bare server's call, when it has one) timed in turns (`iterations`
 * calls each unless the case says fewer), printed as a table: p50 and p95 of each, the p95 ratio of the API to the
 * direct work, the p95 ratio of the API to the bare server, and the case's target. `only` keeps the cases named
 * `(a)`, `(b)`…
 */
export async function runTurns(get: (url: string) => Promise<Answer>, cases: TurnsCase[], iterations: number, only?: string[]): Promise<void> {
  const chosen = cases.filter((candidate) => !only || only.some((letter) => candidate.name.startsWith(`(${letter})`)));
  const bare = chosen.some((entry) => entry.bare);
  process.stdout.write(
    `${'case'.padEnd(34)}${'API p50'.padStart(10)}${'API p95'.padStart(11)}${'raw p50'.padStart(11)}${'raw p95'.padStart(11)}  ratio p95` +
      `${bare ? `${'bare p50'.padStart(11)}${'bare p95'.padStart(11)}  ÷ bare p95` : ''}   target\n`,
  );
  for (const entry of chosen) {
    const answers = { API: await get(entry.url), bare: await entry.bare?.() };
    for (const [side, answer] of Object.entries(answers)) {
      if (answer && answer.status !== 200) throw new Error(`${entry.name}, ${side}: ${answer.status} ${answer.body}`);
    }
    const sides = { api: () => get(entry.url), direct: entry.direct, ...(entry.bare && { bare: entry.bare }) };
    const times = await timedInTurns(sides, entry.iterations ?? iterations);
    const ratio = (to: Figures) => `${(times.api.p95 / Math.max(to.p95, 0.01)).toFixed(2).padStart(6)}×`;
    const target = [entry.targetP95 ? `p95 ≤ ${entry.targetP95} ms` : '', entry.targetRatio ? `≤ ${entry.targetRatio}× raw` : ''].filter(Boolean).join(', ');
    const bareColumns = times.bare ? `  ${ms(times.bare.p50)}  ${ms(times.bare.p95)}   ${ratio(times.bare)}  ` : bare ? ' '.repeat(38) : '';
    process.stdout.write(`${entry.name.padEnd(34)}${ms(times.api.p50)}  ${ms(times.api.p95)}  ${ms(times.direct.p50)}  ${ms(times.direct.p95)}   ${ratio(times.direct)}${bareColumns}   ${target}\n`);
  }
}
