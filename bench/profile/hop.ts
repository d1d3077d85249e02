// Load on one hot path in this process, for `node --cpu-prof` (the registry or CRM then
// runs on the main thread, the upstream and the load generator on threads of their own):
//   node --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof bench/profile/hop.ts <path> [requests]
// paths: call (POST /functions/call to an OpenAPI upstream), upstream (that upstream
// directly), proxy (a bare node:http + undici proxy of the same upstream: the floor of a
// hop), seq (the three one call at a time, as the bench's added p50), pair (call and proxy
// taking turns ROUNDS times, default 3: throughput ratio and the serving thread's busy time per
// request), mcp (warm /mcp tools/call), crm (GET /accounts/?skip=500&limit=20), crm-bare.
// PROFILE=<file.cpuprofile> profiles the main thread during the measured runs only (not the
// start-up nor the warm-up), instead of --cpu-prof. DIST=1 runs the compiled registry or CRM
// (dist/, as `agent` runs it: plain JavaScript, true line numbers in the profile; `npx tsc -p .` first).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { EDGE } from '../../test/fixtures/mcp/servers.js';
import * as httpSrc from '../../src/http/index.js';
import * as registrySrc from '../../src/registry/server.js';
import { loadSettings } from '../../src/settings/index.js';
import { createTerritoryApp } from '../../src/territory/server.js';
import * as crmSrc from '../../src/crm/server.js';
import { load, round, timeRuns } from '../lib.js';
import { Pool } from 'undici';
import { startBareProxy, startUpstream } from '../registry.bench.js';

const [what = 'call', n = '20000'] = process.argv.slice(2);
const requests = Number(n);
/** The source (through tsx) or, with DIST=1, the compiled module of the same path. */
const built = async <T>(src: T, path: string): Promise<T> =>
  process.env.DIST ? ((await import(join(process.cwd(), 'dist', path))) as T) : src;
const { createLogger, listen } = await built(httpSrc, 'http/index.js');
const { createRegistry } = await built(registrySrc, 'registry/server.js');
const { createCrmService } = await built(crmSrc, 'crm/server.js');
const logger = createLogger('bench', 'silent');
const settings = loadSettings({}, process.cwd()).values;
const home = mkdtempSync(join(tmpdir(), 'agent-prof-'));
/** Runs `fn` with the CPU profiler of this thread on when PROFILE is set (samples every 100 us); `tag` goes into the file's name. */
async function profiled<T>(fn: () => Promise<T>, tag = ''): Promise<T> {
  const file = process.env.PROFILE?.replace(/(\.cpuprofile)?$/, tag ? `-${tag}$1` : '$1');
  if (!file) return fn();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  try {
    return await fn();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}
/** `fn`'s result and the time this (the serving) thread was busy meanwhile, in ms (event-loop utilisation). */
async function busy<T>(fn: () => Promise<T>): Promise<{ out: T; busyMs: number }> {
  const before = performance.eventLoopUtilization();
  const out = await fn();
  return { out, busyMs: performance.eventLoopUtilization(before).active };
}
const report = (label: string, r: Awaited<ReturnType<typeof load>>, busyMs?: number) =>
  process.stdout.write(
    `${label}: ${round(r.rps, 0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.requests} requests, ` +
      `${r.errors} errors, ${r.non2xx} non-2xx` +
      (busyMs === undefined ? '\n' : `, serving thread busy ${round((busyMs * 1000) / r.requests, 1)} us per request\n`),
  );

try {
  if (what === 'mcp') {
    const registry = await createRegistry({
      config: { file: null, services: [{ kind: 'mcp', name: 'edge', description: 'bench', command: process.execPath, args: [EDGE] }] },
      settings,
      logger,
      dataDir: home,
      logRequests: false,
    });
    await registry.catalog.settled();
    const srv = await listen(registry.handler, { host: '127.0.0.1', port: 0, logger });
    const client = new Client({ name: 'bench', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${srv.url}/mcp`)));
    const call = () => client.callTool({ name: 'edge_text', arguments: { name: 'bench' } });
    for (let i = 0; i < 200; i++) await call();
    const ms = await profiled(async () => {
      const out: number[] = [];
      for (let i = 0; i < requests; i++) {
        const t = performance.now();
        await call();
        out.push(performance.now() - t);
      }
      return out.sort((a, b) => a - b);
    });
    process.stdout.write(`/mcp tools/call, sequential: p50 ${round(ms[ms.length >> 1]!, 3)} ms over ${ms.length} calls\n`);
    await client.close();
    await srv.close();
    await registry.close();
  } else if (what === 'crm' || what === 'crm-bare') {
    const crm = await createCrmService({ dbPath: join(home, 'crm.sqlite'), logger, logRequests: false });
    const srv = await listen(crm.handler, { host: '127.0.0.1', port: 0, logger });
    const path = '/accounts/?skip=500&limit=20';
    const bytes = Buffer.from(await (await fetch(`${srv.url}${path}`)).arrayBuffer());
    const bare = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': bytes.length });
      res.end(bytes);
    });
    await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
    const bareUrl = `http://127.0.0.1:${(bare.address() as { port: number }).port}`;
    const url = what === 'crm' ? `${srv.url}${path}` : `${bareUrl}${path}`;
    await load(url, { connections: 64, amount: 2000 });
    report(what, await profiled(() => load(url, { connections: 64, amount: requests })));
    bare.close();
    await srv.close();
    crm.close();
  } else {
    const territory = createTerritoryApp({ logger, logRequests: false });
    const local = await listen(territory, { host: '127.0.0.1', port: 0, logger });
    const doc = await (await fetch(`${local.url}/openapi.json`)).text();
    const reply = await (await fetch(`${local.url}/accounts/acc_5/job-titles`)).text();
    await local.close();
    const upstream = await startUpstream(doc, reply);
    const registry = await createRegistry({
      config: { file: null, services: [{ kind: 'openapi', name: 'territory', url: `${upstream.url}/openapi.json`, description: '' }] },
      settings,
      logger,
      dataDir: home,
      logRequests: false,
    });
    await registry.catalog.settled();
    const reg = await listen(registry.handler, { host: '127.0.0.1', port: 0, logger });
    const proxy = await startBareProxy(upstream.url, '/accounts/acc_5/job-titles');
    const proxyUrl = proxy.url;
    const body = JSON.stringify({ function_name: 'territory_get_job_titles_by_account', args: { account_id: 'acc_5' } });
    const run = async (label: string, url: string, post: boolean, tag = '') => {
      const opts = post ? { method: 'POST' as const, body } : {};
      await load(url, { connections: 32, amount: 2000, ...opts });
      const { out, busyMs } = await busy(() => profiled(() => load(url, { connections: 32, amount: requests, ...opts }), tag));
      report(label, out, busyMs);
      return { rps: out.rps, busyUs: (busyMs * 1000) / out.requests };
    };
    if (what === 'pair') {
      // the registry and the floor taking turns, ROUNDS times (default 3): the ratios of their medians
      const rounds = Number(process.env.ROUNDS ?? 3);
      const ours: { rps: number; busyUs: number }[] = [];
      const floor: { rps: number; busyUs: number }[] = [];
      for (let i = 0; i < rounds; i++) {
        ours.push(await run('registry /functions/call', `${reg.url}/functions/call`, true, `call${i}`));
        floor.push(await run('bare proxy (node:http + undici)', `${proxyUrl}/functions/call`, true, `proxy${i}`));
      }
      const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
      const [rps, busyUs] = [mid(ours.map((o) => o.rps)) / mid(floor.map((f) => f.rps)), mid(ours.map((o) => o.busyUs))];
      process.stdout.write(
        `median of ${rounds}: throughput ${round(rps)} of the floor's, serving thread busy ${round(busyUs, 1)} us per request ` +
          `against ${round(mid(floor.map((f) => f.busyUs)), 1)}\n`,
      );
    }
    if (what === 'seq') {
      // one call at a time on one keep-alive connection, as the bench's added p50 (the client on this thread too):
      // direct, floor and registry taking turns ROUNDS times; p50 and this thread's busy time per call
      const seq = async (label: string, url: string, path: string, post: boolean, tag: string) => {
        const pool = new Pool(url, { connections: 1 });
        const one = async () => {
          const res = await pool.request(
            post ? { path, method: 'POST', headers: { 'content-type': 'application/json' }, body } : { path, method: 'GET' },
          );
          await res.body.text();
        };
        for (let i = 0; i < 200; i++) await one();
        const { out, busyMs } = await busy(() => profiled(() => timeRuns(requests, one, 0), tag));
        await pool.close();
        const p50 = [...out].sort((a, b) => a - b)[out.length >> 1]!;
        process.stdout.write(`${label}: p50 ${round(p50, 3)} ms, this thread busy ${round((busyMs * 1000) / out.length, 1)} us per call\n`);
        return p50;
      };
      for (let i = 0; i < Number(process.env.ROUNDS ?? 3); i++) {
        const d = await seq('upstream direct', upstream.url, '/accounts/acc_5/job-titles', false, `direct${i}`);
        const p = await seq('bare proxy', proxyUrl, '/functions/call', true, `proxy${i}`);
        const r = await seq('registry /functions/call', reg.url, '/functions/call', true, `call${i}`);
        process.stdout.write(`added p50: registry ${round(r - d, 3)} ms, floor ${round(p - d, 3)} ms, ratio ${round((r - d) / (p - d))}\n`);
      }
    }
    if (what === 'call' || what === 'all') await run('registry /functions/call', `${reg.url}/functions/call`, true);
    if (what === 'upstream' || what === 'all') await run('upstream direct', `${upstream.url}/accounts/acc_5/job-titles`, false);
    if (what === 'proxy' || what === 'all') await run('bare proxy (node:http + undici)', `${proxyUrl}/functions/call`, true);
    await proxy.close();
    await reg.close();
    await registry.close();
    await upstream.stop();
  }
} finally {
  rmSync(home, { recursive: true, force: true });
}
process.exit(0);
