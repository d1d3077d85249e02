import { readFileSync } from 'node:fs';
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
  const callBody = JSON.stringify({ function_name: 'territory_get_job_titles_by_account', args: { account_id: 'acc_5' } });
  try {
    // added latency: one request at a time, keep-alive, same client for both paths
    const direct = new Pool(upstream.url, { connections: 1 });
    const through = new Pool(reg.url, { connections: 1 });
    const d = await timeRuns(
      SEQUENTIAL,
      async () => (await direct.request({ path: '/accounts/acc_5/job-titles', method: 'GET' })).body.text(),
      200,
    );
    const r = await timeRuns(
      SEQUENTIAL,
      async () => {
        const res = await through.request({
          path: '/functions/call',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: callBody,
        });
        const text = await res.body.text();
        if (res.statusCode !== 200) throw new Error(`registry answered ${res.statusCode}: ${text}`);
        return text;
      },
      200,
    );
    await direct.close();
    await through.close();
    const added = round(median(r) - median(d), 3);

    // throughput under load, both paths driven the same way
    await load(`${upstream.url}/accounts/acc_5/job-titles`, { connections: CONNECTIONS, amount: 2000 });
    await load(`${reg.url}/functions/call`, { connections: CONNECTIONS, amount: 2000, method: 'POST', body: callBody });
    const dl = await load(`${upstream.url}/accounts/acc_5/job-titles`, { connections: CONNECTIONS, amount: CALLS });
    const rl = await load(`${reg.url}/functions/call`, { connections: CONNECTIONS, amount: CALLS, method: 'POST', body: callBody });
    const ratio = round(rl.rps / dl.rps);
    return [
      {
        metric: '/functions/call added p50 latency (sequential, keep-alive)',
        value: added,
        unit: 'ms',
        baseline: { label: `direct upstream p50 ${round(median(d), 3)} ms; through registry p50`, value: round(median(r), 3) },
        target: '<= 1 ms',
        met: added <= 1,
      },
      {
        metric: `/functions/call throughput (${CONNECTIONS} connections)`,
        value: round(rl.rps, 0),
        unit: 'req/s',
        baseline: { label: 'direct upstream', value: round(dl.rps, 0) },
        ratio,
        target: 'ratio >= 0.5',
        met: ratio >= 0.5 && rl.errors === 0 && rl.non2xx === 0,
      },
    ];
  } finally {
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
  const raw = registry.catalog.recordsJson()!;
  const gz = await registry.catalog.recordsGzip()!;
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
    `directly (upstream on its own thread): ${SEQUENTIAL} sequential calls for p50, ` +
    `autocannon ${CONNECTIONS} connections x ${CALLS} for throughput; (c) GET /apis with ` +
    `GitHub loaded (Accept-Encoding: gzip, as browsers, fetch and requests send), ` +
    `${LISTING_REQUESTS} requests on 1 connection`,
  async run() {
    return [await githubLoad(), ...(await callRoundTrip()), await listing()];
  },
};
