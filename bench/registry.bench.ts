import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { dereference } from '@readme/openapi-parser';
import { Pool } from 'undici';
import { createLogger, listen } from '../src/http/index.js';
import { createRegistry } from '../src/registry/server.js';
import { OpenApiSource } from '../src/registry/sources/openapi/source.js';
import { createPoolFactory } from '../src/registry/sources/pools.js';
import { loadSettings } from '../src/settings/index.js';
import { createTerritoryApp } from '../src/territory/server.js';
import { tempHome } from '../test/helpers/home.js';
import { load, percentile, round, timeRuns, type Bench, type BenchRow } from './lib.js';

const require = createRequire(import.meta.url);
const GITHUB = join(require.resolve('@octokit/openapi/package.json'), '..', 'generated', 'api.github.com.json');
const LOAD_RUNS = 3;
const SEQUENTIAL = 2000;
const ROUNDS = 3;
const CALLS = 10_000;
const CONNECTIONS = 32;
const LISTING_REQUESTS = 200;

const logger = createLogger('bench', 'silent');
const settings = loadSettings({}, process.cwd()).values;
const median = (xs: number[]) => percentile(xs, 50);

/** An upstream on its own thread (so it does not share the registry's event loop): the territory document and one fixed reply. */
export async function startUpstream(doc: string, reply: string): Promise<{ url: string; stop(): Promise<number> }> {
  const worker = new Worker(
    `const { createServer } = require('node:http');
     const { parentPort, workerData } = require('node:worker_threads');
     const doc = Buffer.from(workerData.doc); const reply = Buffer.from(workerData.reply);
     const server = createServer({ keepAliveTimeout: 65000 }, (req, res) => {
       const body = req.url === '/openapi.json' ? doc : req.url.startsWith('/accounts/') ? reply : null;
       if (!body) { res.writeHead(404); res.end(); return; }
       res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
       res.end(body);
     });
     server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
     parentPort.on('message', () => { server.closeAllConnections(); server.close(() => process.exit(0)); });`,
    { eval: true, workerData: { doc, reply } },
  );
  const port = await new Promise<number>((resolve) => worker.once('message', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      worker.postMessage('stop');
      return new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}

async function githubLoad(): Promise<BenchRow> {
  const pools = createPoolFactory(settings);
  const bare: number[] = [];
  const ours: number[] = [];
  let tools = 0;
  for (let i = 0; i < LOAD_RUNS; i++) {
    let t = performance.now();
    await dereference(JSON.parse(readFileSync(GITHUB, 'utf8')), { dereference: { circular: true } });
    bare.push(performance.now() - t);
    t = performance.now();
    const src = new OpenApiSource(
      { kind: 'openapi', name: 'github', url: GITHUB, description: '' },
      { logger, settings, dataDir: '/tmp', pools },
    );
    await src.load();
    ours.push(performance.now() - t);
    tools = src.tools().length;
  }
  await pools.close();
  const ratio = round(median(ours) / median(bare));
  return {
    metric: `GitHub description (${tools} operations) -> records, median of ${LOAD_RUNS}`,
    value: round(median(ours), 0),
    unit: 'ms',
    baseline: { label: 'read + JSON.parse + bare dereference', value: round(median(bare), 0) },
    ratio,
    target: 'ratio <= 2',
    met: ratio <= 2,
  };
}

/**
 * The floor of a hop on this machine: a bare node:http server that answers every request by
 * one pooled undici request to the upstream and sends its bytes back (no parsing, no checks).
 * It runs on the main thread, as the registry does.
 */
export async function startBareProxy(upstreamUrl: string, path: string): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new Pool(upstreamUrl, { connections: 10 });
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      pool.request({ path, method: 'GET' }).then(
        async (up) => {
          const body = Buffer.from(await up.body.arrayBuffer());
          res.writeHead(up.statusCode, { 'content-type': 'application/json', 'content-length': body.length });
          res.end(body);
        },
        () => {
          res.writeHead(502);
          res.end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await pool.close();
    },
  };
}

/** p50 of `n` sequential requests on one keep-alive connection (after 200 unmeasured). */
async function sequentialP50(url: string, path: string, body?: string): Promise<number> {
  const pool = new Pool(url, { connections: 1 });
  try {
    const times = await timeRuns(
      SEQUENTIAL,
      async () => {
        const res = await pool.request(
          body === undefined ? { path, method: 'GET' } : { path, method: 'POST', headers: { 'content-type': 'application/json' }, body },
        );
        const text = await res.body.text();
        if (res.statusCode !== 200) throw new Error(`${url}${path} answered ${res.statusCode}: ${text}`);
      },
      200,
    );
    return median(times);
  } finally {
    await pool.close();
  }
}

async function callRoundTrip(): Promise<BenchRow[]> {
  const territory = createTerritoryApp({ logger, logRequests: false });
  const local = await listen(territory, { host: '127.0.0.1', port: 0, logger });
  const doc = await (await fetch(`${local.url}/openapi.json`)).text();
  const reply = await (await fetch(`${local.url}/accounts/acc_5/job-titles`)).text();
  await local.close();
  const upstream = await startUpstream(doc, reply);
  const home = tempHome('agent-bench-');
  const registry = await createRegistry({
    config: { file: null, services: [{ kind: 'openapi', name: 'territory', url: `${upstream.url}/openapi.json`, description: '' }] },
    settings,
    logger,
    dataDir: home.dir,
    logRequests: false,
  });
  await registry.catalog.settled();
  const reg = await listen(registry.handler, { host: '127.0.0.1', port: 0, logger });
  const path = '/accounts/acc_5/job-titles';
  const proxy = await startBareProxy(upstream.url, path);
  const callBody = JSON.stringify({ function_name: 'territory_get_job_titles_by_account', args: { account_id: 'acc_5' } });
  try {
    // added latency: one request at a time, keep-alive, the same client for every path; the
    // three paths take turns, ROUNDS times, and each figure is the median of its rounds
    const d: number[] = [];
    const p: number[] = [];
    const r: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      d.push(await sequentialP50(upstream.url, path));
      p.push(await sequentialP50(proxy.url, '/functions/call', callBody));
      r.push(await sequentialP50(reg.url, '/functions/call', callBody));
    }
    const added = round(median(r) - median(d), 3);
    const proxyAdded = round(median(p) - median(d), 3);

    // throughput under load, every path driven the same way
    const upstreamUrl = `${upstream.url}${path}`;
    const post = { method: 'POST' as const, body: callBody };
    await load(upstreamUrl, { connections: CONNECTIONS, amount: 2000 });
    await load(`${proxy.url}/functions/call`, { connections: CONNECTIONS, amount: 2000, ...post });
    await load(`${reg.url}/functions/call`, { connections: CONNECTIONS, amount: 2000, ...post });
    const dl = await load(upstreamUrl, { connections: CONNECTIONS, amount: CALLS });
    const pl = await load(`${proxy.url}/functions/call`, { connections: CONNECTIONS, amount: CALLS, ...post });
    const rl = await load(`${reg.url}/functions/call`, { connections: CONNECTIONS, amount: CALLS, ...post });
    const ratio = round(rl.rps / dl.rps);
    const floor = round(pl.rps / dl.rps);
    return [
      {
        metric: `/functions/call added p50 latency (sequential, keep-alive, median of ${ROUNDS} rounds)`,
        value: added,
        unit: 'ms',
        baseline: { label: `direct upstream p50 ${round(median(d), 3)} ms; through registry p50`, value: round(median(r), 3) },
        target: '<= 0.3 ms',
        met: added <= 0.3,
      },
      {
        metric: 'bare node:http + undici proxy (the floor of a hop), added p50 latency',
        value: proxyAdded,
        unit: 'ms',
        baseline: { label: 'through the bare proxy p50', value: round(median(p), 3) },
        target: 'reported (the floor for the row above)',
        met: true,
      },
      {
        metric: `/functions/call throughput (${CONNECTIONS} connections)`,
        value: round(rl.rps, 0),
        unit: 'req/s',
        baseline: { label: 'direct upstream', value: round(dl.rps, 0) },
        ratio,
        target: 'ratio >= 0.5',
        met: ratio >= 0.5 && rl.errors === 0 && rl.non2xx === 0,
        latency: { p50: rl.p50, p95: rl.p95, p99: rl.p99 },
      },
      {
        metric: `bare node:http + undici proxy (the floor of a hop) throughput (${CONNECTIONS} connections)`,
        value: round(pl.rps, 0),
        unit: 'req/s',
        baseline: { label: 'direct upstream', value: round(dl.rps, 0) },
        ratio: floor,
        target: 'reported (the most any hop reaches here)',
        met: pl.errors === 0 && pl.non2xx === 0,
      },
      {
        metric: '/functions/call throughput as a share of the bare proxy',
        value: round(rl.rps, 0),
        unit: 'req/s',
        baseline: { label: 'bare proxy', value: round(pl.rps, 0) },
        ratio: round(rl.rps / pl.rps),
        target: 'reported',
        met: true,
      },
    ];
  } finally {
    await proxy.close();
    await reg.close();
    await registry.close();
    await upstream.stop();
    home.remove();
  }
}

async function listing(): Promise<BenchRow> {
  const home = tempHome('agent-bench-');
  const registry = await createRegistry({
    config: { file: null, services: [{ kind: 'openapi', name: 'github', url: GITHUB, description: '' }] },
    settings,
    logger,
    dataDir: home.dir,
    logRequests: false,
  });
  await registry.catalog.settled();
  const reg = await listen(registry.handler, { host: '127.0.0.1', port: 0, logger });
  const raw = (await registry.catalog.recordsJson())!;
  const gz = (await registry.catalog.recordsGzip())!;
  const bare = await listen(
    (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip', 'content-length': gz.length });
      res.end(gz);
    },
    { host: '127.0.0.1', port: 0, logger },
  );
  const headers = { 'accept-encoding': 'gzip' };
  try {
    await load(`${reg.url}/apis`, { connections: 1, amount: 20, headers });
    const b = await load(`${bare.url}/apis`, { connections: 1, amount: LISTING_REQUESTS, headers });
    const o = await load(`${reg.url}/apis`, { connections: 1, amount: LISTING_REQUESTS, headers });
    return {
      metric:
        `GET /apis with GitHub loaded (${registry.catalog.tools().length} tools; ` +
        `${round(raw.length / 1e6, 1)} MB JSON, ${round(gz.length / 1e6, 2)} MB gzip), p95, 1 ` +
        `connection`,
      value: o.p95,
      unit: 'ms',
      baseline: { label: 'bare node:http sending the same gzip bytes, p95', value: b.p95 },
      target: 'p95 <= 20 ms',
      met: o.p95 <= 20 && o.non2xx === 0,
    };
  } finally {
    await bare.close();
    await reg.close();
    await registry.close();
    home.remove();
  }
}

export const bench: Bench = {
  name: 'registry',
  maxSeconds: 240,
  params:
    `(a) GitHub description into records vs read+parse+bare dereference, median of ` +
    `${LOAD_RUNS}; (b) POST /functions/call (territory job titles) vs the same upstream ` +
    `directly (upstream on its own thread) and through a bare node:http + undici proxy on the ` +
    `registry's thread (the floor of a hop): ${SEQUENTIAL} sequential calls for p50 (median of ${ROUNDS} rounds), ` +
    `autocannon ${CONNECTIONS} connections x ${CALLS} for throughput; (c) GET /apis with ` +
    `GitHub loaded (Accept-Encoding: gzip, as browsers, fetch and requests send), ` +
    `${LISTING_REQUESTS} requests on 1 connection`,
  async run() {
    return [await githubLoad(), ...(await callRoundTrip()), await listing()];
  },
};
