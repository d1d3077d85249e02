import autocannon from 'autocannon';

/**
 * Shared benchmark kit. A benchmark file `bench/<name>.bench.ts` exports
 * `bench: Bench`; `npm run bench` runs them all in one process and writes the table.
 * Every figure is reported beside a baseline measured in the same run.
 */
export interface BenchRow {
  /** e.g. "territory /my-accounts throughput" */
  metric: string;
  value: number;
  unit: string;
  /** What the figure is compared with, measured in the same run. */
  baseline?: { label: string; value: number };
  /** value / baseline (or the inverse where lower is better: say so in `target`). */
  ratio?: number;
  /** The target as text, e.g. ">= 0.7" or "p95 <= 20 ms". */
  target: string;
  met: boolean;
}

export interface Bench {
  name: string;
  /** What is measured and with which parameters (printed before running). */
  params: string;
  run(): Promise<BenchRow[]>;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  connections?: number;
  /** Total requests (bounded count); default 5000. */
  amount?: number;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** Hard stop in seconds, whatever the count. */
  maxSeconds?: number;
}

/** Drives a URL with autocannon on loopback, bounded in count and time. */
export async function load(url: string, opts: LoadOptions = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: opts.connections ?? 64,
    amount: opts.amount ?? 5000,
    method: opts.method ?? 'GET',
    body: opts.body,
    headers: opts.body ? { 'content-type': 'application/json', ...opts.headers } : opts.headers,
    timeout: 30,
    duration: opts.maxSeconds ?? 60,
    // the load generator runs in a worker thread, not on the event loop of the servers under test
    workers: 1,
  } as autocannon.Options);
  const lat = result.latency as unknown as Record<string, number>;
  return {
    requests: result.requests.total,
    rps: result.requests.total / Math.max((new Date(result.finish).getTime() - new Date(result.start).getTime()) / 1000, 0.001),
    p50: lat.p50 ?? 0,
    p95: lat.p97_5 !== undefined && lat.p95 === undefined ? lat.p97_5 : (lat.p95 ?? 0),
    p99: lat.p99 ?? 0,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Percentile of a list of numbers (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Times an async function n times (after warm-up); returns milliseconds per run. */
export async function timeRuns(n: number, fn: () => Promise<unknown> | unknown, warmup = Math.min(20, n)): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = process.hrtime.bigint();
    await fn();
    out.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return out;
}

export const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;
