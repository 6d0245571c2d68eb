import type { Result } from 'autocannon';

/**
 * One line of a benchmark report: throughput, median and tail latency, and the ratio to the target (above 1: better
 * than the target). autocannon reports p97.5 rather than p95: the tail it shows is the stricter one.
 */
export function report(name: string, result: Result, targetP95: number): string {
  const { p50, p97_5: tail } = result.latency;
  const failures = result.non2xx + result.errors + result.timeouts;
  return [
    name.padEnd(30),
    `${String(result.requests.total).padStart(7)} req`,
    `${result.requests.average.toFixed(0).padStart(6)} req/s`,
    `p50 ${String(p50).padStart(4)} ms`,
    `p97.5 ${String(tail).padStart(4)} ms`,
    `target p95 ≤ ${targetP95} ms`,
    `ratio ${(targetP95 / Math.max(tail, 1)).toFixed(2)}×`,
    failures ? `${failures} failed` : '',
  ].join('  ');
}
