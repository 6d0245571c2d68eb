import { performance } from 'node:perf_hooks';

export interface LoopResult {
  requests: number;
  errors: number;
  seconds: number;
  latencies: number[];
}

/**
 * Runs `workers` clients in parallel for `seconds`, each sending one request after the other (a closed loop, like
 * users waiting for their screen), and records every latency.
 */
export async function closedLoop(workers: number, seconds: number, request: (worker: number) => Promise<boolean>): Promise<LoopResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < deadline) {
        const before = performance.now();
        const ok = await request(worker);
        latencies.push(performance.now() - before);
        if (!ok) errors++;
      }
    }),
  );
  return { requests: latencies.length, errors, seconds: (performance.now() - started) / 1000, latencies };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** One line of the report: figures, and the ratio to the target (above 1 = better than the target). */
export function report(name: string, result: LoopResult, targetP95: number): string {
  const sorted = result.latencies.toSorted((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const rate = result.requests / result.seconds;
  const cells = [
    name.padEnd(28),
    `${String(result.requests).padStart(7)} req`,
    `${rate.toFixed(0).padStart(6)} req/s`,
    `p50 ${p50.toFixed(1).padStart(6)} ms`,
    `p95 ${p95.toFixed(1).padStart(6)} ms`,
    `target p95 ≤ ${targetP95} ms`,
    `ratio ${(targetP95 / p95).toFixed(2)}×`,
    result.errors ? `${result.errors} errors` : '',
  ];
  return cells.join('  ');
}
