import autocannon from 'autocannon';
import { decodeFromCompressedBase64 } from 'hdr-histogram-js';

/** What one autocannon run measured, its latencies read from the full histogram rather than its summary. */
export interface Measured {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

/** autocannon's unaggregated result: the latency histogram as it recorded it (2xx answers only). */
interface RawResult {
  latencies: string;
  totalCompletedRequests: number;
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * Runs autocannon and measures p95 exactly: autocannon's summary stops at p90 and p97.5, so the run keeps its raw
 * histogram and the percentiles are read from it.
 */
export async function measure(options: autocannon.Options): Promise<Measured> {
  const raw = (await autocannon({ ...options, skipAggregateResult: true })) as unknown as RawResult;
  const latencies = decodeFromCompressedBase64(raw.latencies);
  return {
    requests: raw.totalCompletedRequests,
    perSecond: raw.totalCompletedRequests / raw.duration,
    p50: latencies.getValueAtPercentile(50),
    p95: latencies.getValueAtPercentile(95),
    p99: latencies.getValueAtPercentile(99),
    failures: raw.non2xx + raw.errors + raw.timeouts,
  };
}

/** One line of a benchmark report: throughput, latencies, and the ratio to the p95 target (above 1: better). */
export function report(name: string, measured: Measured, targetP95: number): string {
  return [
    name.padEnd(30),
    `${String(measured.requests).padStart(7)} req`,
    `${measured.perSecond.toFixed(0).padStart(6)} req/s`,
    `p50 ${String(measured.p50).padStart(4)} ms`,
    `p95 ${String(measured.p95).padStart(4)} ms`,
    `p99 ${String(measured.p99).padStart(4)} ms`,
    `target p95 ≤ ${targetP95} ms`,
    `ratio ${(targetP95 / Math.max(measured.p95, 1)).toFixed(2)}×`,
    measured.failures ? `${measured.failures} failed` : '',
  ].join('  ');
}
