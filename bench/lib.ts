import type autocannon from 'autocannon';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Shared benchmark kit. A benchmark file `bench/<name>.bench.ts` exports
 * `bench: Bench`; `npm run bench` runs them all in one process and writes the table.
 * Every figure is reported beside a baseline measured in the same run and a target.
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
  /** Latency percentiles of the measured run (ms), shown beside throughput figures. */
  latency?: { p50: number; p95: number; p99: number };
  /** Requests the figure is built on, and how many of them failed (errors, timeouts, 5xx). */
  requests?: number;
  failures?: number;
}

export interface Bench {
  name: string;
  /** What is measured and with which parameters (printed before running). */
  params: string;
  run(): Promise<BenchRow[]>;
  /** Time limit of the whole benchmark in seconds (bench/run.js stops waiting after it); default 90. */
  maxSeconds?: number;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /**
   * Mean latency: autocannon records whole milliseconds, so a p50 of a few ms moves in steps
   * of 15-30%; the mean of thousands of calls does not.
   */
  mean: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Answers that were not 2xx (4xx and 5xx). */
  non2xx: number;
  /** Answers with a 5xx status. */
  status5xx: number;
  /** Count of each status code seen. */
  statuses: Record<string, number>;
  /** Requests sent but not answered when the run ended (stopped by the time bound). */
  unanswered: number;
  /** Seconds the run took (bounded by maxSeconds). */
  seconds: number;
  /** True when the time bound stopped the run before `amount` requests. */
  stoppedByTime: boolean;
}

export interface LoadOptions {
  connections?: number;
  /** Total requests (bounded count); default 5000. */
  amount?: number;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: string;
  /** Several bodies sent in turn on each connection (instead of `body`). */
  bodies?: string[];
  headers?: Record<string, string>;
  /** Hard stop in seconds, whatever the count; default 30. */
  maxSeconds?: number;
}

// autocannon runs in a worker thread of our own (its `workers` option cannot be stopped
// early: its stop() never resolves), in-process mode there, so `stop` ends it at once.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { join, dirname } = require('node:path');
const autocannon = require(workerData.autocannon);
// outside the main thread autocannon hands back raw histograms: aggregate them as its manager does
const aggregate = require(join(dirname(workerData.autocannon), 'lib', 'aggregateResult.js'));
const tracker = autocannon(workerData.opts, (err, raw) => {
  if (err) return parentPort.postMessage({ error: String((err && err.stack) || err) });
  const r = aggregate(raw, tracker.opts);
  parentPort.postMessage({ result: { ...r, start: new Date(r.start).toISOString(), finish: new Date(r.finish).toISOString() } });
});
parentPort.on('message', (m) => { if (m === 'stop') tracker.stop(); });
`;
const autocannonPath = createRequire(import.meta.url).resolve('autocannon');

function runInWorker(opts: autocannon.Options, maxSeconds: number): Promise<{ result: autocannon.Result; stoppedByTime: boolean }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { autocannon: autocannonPath, opts } });
    let stoppedByTime = false;
    let settled = false;
    const stop = setTimeout(() => {
      stoppedByTime = true;
      worker.postMessage('stop');
    }, maxSeconds * 1000);
    // in-flight requests end within autocannon's own timeout after stop; this is the last resort
    const kill = setTimeout(() => void worker.terminate(), (maxSeconds + 15) * 1000);
    const done = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(stop);
      clearTimeout(kill);
      fn();
      void worker.terminate();
    };
    worker.on('message', (m: { result?: autocannon.Result; error?: string }) =>
      done(() => (m.error ? reject(new Error(m.error)) : resolve({ result: m.result!, stoppedByTime }))),
    );
    worker.on('error', (err) => done(() => reject(err)));
    worker.on('exit', (code) =>
      done(() => reject(new Error(`the load generator stopped (exit ${code}) after ${maxSeconds} s without a result`))),
    );
  });
}

/**
 * Drives a URL with autocannon on loopback, bounded in count (`amount`) and time
 * (`maxSeconds`: the run is stopped then, and the figures are those of the requests
 * answered so far). The load generator runs in a worker thread, not on the event loop of
 * the servers under test.
 */
export async function load(url: string, opts: LoadOptions = {}): Promise<LoadResult> {
  const method = opts.method ?? 'GET';
  const json = opts.body !== undefined || opts.bodies !== undefined;
  const headers = json ? { 'content-type': 'application/json', ...opts.headers } : opts.headers;
  const maxSeconds = opts.maxSeconds ?? 30;
  const amount = opts.amount ?? 5000;
  const { result, stoppedByTime } = await runInWorker(
    {
      url,
      connections: opts.connections ?? 64,
      amount,
      method,
      body: opts.body,
      headers,
      ...(opts.bodies ? { requests: opts.bodies.map((body) => ({ method, body, headers })) } : {}),
      timeout: Math.max(5, Math.ceil(maxSeconds)),
      // autocannon notices the end of a run at its next sample tick: 1 s by default, which
      // would round every duration (and so every throughput) to whole seconds
      sampleInt: 20,
    } as autocannon.Options,
    maxSeconds,
  );
  const lat = result.latency as unknown as Record<string, number>;
  const seconds = Math.max((new Date(result.finish).getTime() - new Date(result.start).getTime()) / 1000, 0.001);
  const statuses: Record<string, number> = {};
  const stats = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  for (const [code, s] of Object.entries(stats)) statuses[code] = s.count;
  const status5xx = Object.entries(statuses).reduce((n, [code, c]) => (code.startsWith('5') ? n + c : n), 0);
  return {
    requests: result.requests.total,
    rps: result.requests.total / seconds,
    p50: lat.p50 ?? 0,
    mean: lat.mean ?? lat.average ?? 0,
    p95: lat.p95 ?? lat.p97_5 ?? 0,
    p99: lat.p99 ?? 0,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    status5xx,
    statuses,
    unanswered: Math.max(0, ((result.requests as unknown as { sent?: number }).sent ?? result.requests.total) - result.requests.total),
    seconds,
    stoppedByTime: stoppedByTime && result.requests.total < amount,
  };
}

/** Runs `fn` `total` times with at most `concurrency` in flight; throughput and latency like `load` (for baselines that are not HTTP). */
export async function loadFn(
  fn: () => Promise<unknown>,
  opts: { total: number; concurrency?: number; maxSeconds?: number },
): Promise<LoadResult> {
  const concurrency = opts.concurrency ?? 64;
  const until = Date.now() + (opts.maxSeconds ?? 30) * 1000;
  const latencies: number[] = [];
  let started = 0;
  let errors = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (started < opts.total && Date.now() < until) {
      started++;
      const t = performance.now();
      try {
        await fn();
        latencies.push(performance.now() - t);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = Math.max((performance.now() - t0) / 1000, 0.001);
  return {
    requests: latencies.length + errors,
    rps: (latencies.length + errors) / seconds,
    p50: round(percentile(latencies, 50), 2),
    mean: round(latencies.reduce((a, b) => a + b, 0) / Math.max(latencies.length, 1), 3),
    p95: round(percentile(latencies, 95), 2),
    p99: round(percentile(latencies, 99), 2),
    errors,
    non2xx: 0,
    status5xx: 0,
    statuses: {},
    unanswered: 0,
    seconds,
    stoppedByTime: started < opts.total,
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
