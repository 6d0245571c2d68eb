import http from 'node:http';
import { DEMO_PASSWORD } from '../packages/server/src/demo/demo-users.js';

/** A demo user's bearer token, from the login call. */
export async function tokenOf(origin: string, username: string): Promise<string> {
  const response = await fetch(`${origin}/api-internal/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
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
 * Times the API call and the direct work in turns, one of each per round, the first of the pair alternating: both
 * then meet the same machine (page cache, CPU frequency, the server's background checkpoints) rather than one
 * running in a quieter minute than the other.
 */
export async function timedInTurns(api: () => Promise<unknown>, direct: () => Promise<unknown>, count: number): Promise<{ api: Figures; direct: Figures }> {
  for (let warm = 0; warm < Math.min(5, count); warm += 1) {
    await api();
    await direct();
  }
  const times = { api: [] as number[], direct: [] as number[] };
  for (let index = 0; index < count; index += 1) {
    if (index % 2 === 0) {
      await time(api, times.api);
      await time(direct, times.direct);
    } else {
      await time(direct, times.direct);
      await time(api, times.api);
    }
  }
  return { api: figuresOf(times.api), direct: figuresOf(times.direct) };
}

/** One API call timed beside the same work written directly against the database driver. */
export interface TurnsCase {
  name: string;
  url: string;
  /** The same work, written directly against the driver: what the engine must stay close to. */
  direct(): Promise<unknown>;
  targetP95?: number;
  targetRatio?: number;
  /** Fewer timed calls for a case that scans the whole table. */
  iterations?: number;
}

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

/**
 * Each case's API call and direct work timed in turns (`iterations` calls each unless the case says fewer), printed as
 * a table: p50 and p95 of both, the p95 ratio and the case's target. `only` keeps the cases named `(a)`, `(b)`…
 */
export async function runTurns(get: (url: string) => Promise<Answer>, cases: TurnsCase[], iterations: number, only?: string[]): Promise<void> {
  process.stdout.write(`${'case'.padEnd(34)}${'API p50'.padStart(10)}${'API p95'.padStart(11)}${'raw p50'.padStart(11)}${'raw p95'.padStart(11)}  ratio p95   target\n`);
  for (const entry of cases.filter((candidate) => !only || only.some((letter) => candidate.name.startsWith(`(${letter})`)))) {
    const answer = await get(entry.url);
    if (answer.status !== 200) throw new Error(`${entry.name}: ${answer.status} ${answer.body}`);
    const count = entry.iterations ?? iterations;
    const { api, direct } = await timedInTurns(() => get(entry.url), entry.direct, count);
    const ratio = api.p95 / Math.max(direct.p95, 0.01);
    const target = [entry.targetP95 ? `p95 ≤ ${entry.targetP95} ms` : '', entry.targetRatio ? `≤ ${entry.targetRatio}× raw` : ''].filter(Boolean).join(', ');
    process.stdout.write(`${entry.name.padEnd(34)}${ms(api.p50)}  ${ms(api.p95)}  ${ms(direct.p50)}  ${ms(direct.p95)}   ${ratio.toFixed(2).padStart(6)}×   ${target}\n`);
  }
}
