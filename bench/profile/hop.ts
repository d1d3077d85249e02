// Load on one hot path in this process, for `node --cpu-prof` (the registry or CRM then
// runs on the main thread, the upstream and the load generator on threads of their own):
//   node --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof bench/profile/hop.ts <path> [requests]
// paths: call (POST /functions/call to an OpenAPI upstream), upstream (that upstream
// directly), proxy (a bare node:http + undici proxy of the same upstream: the floor of a
// hop), mcp (warm /mcp tools/call), crm (GET /accounts/?skip=500&limit=20), crm-bare.
// PROFILE=<file.cpuprofile> profiles the main thread during the measured runs only (not the
// start-up nor the warm-up), instead of --cpu-prof. DIST=1 runs the compiled CRM (dist/).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { EDGE } from '../../test/fixtures/mcp/servers.js';
import { createLogger, listen } from '../../src/http/index.js';
import { createRegistry } from '../../src/registry/server.js';
import { loadSettings } from '../../src/settings/index.js';
import { createTerritoryApp } from '../../src/territory/server.js';
import { createCrmService } from '../../src/crm/server.js';
import { load, round } from '../lib.js';
import { startBareProxy, startUpstream } from '../registry.bench.js';

const [what = 'call', n = '20000'] = process.argv.slice(2);
const requests = Number(n);
const logger = createLogger('bench', 'silent');
const settings = loadSettings({}, process.cwd()).values;
const home = mkdtempSync(join(tmpdir(), 'agent-prof-'));
/** Runs `fn` with the CPU profiler of this thread on when PROFILE is set (samples every 100 us). */
async function profiled<T>(fn: () => Promise<T>): Promise<T> {
  const file = process.env.PROFILE;
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
const report = (label: string, r: Awaited<ReturnType<typeof load>>) =>
  process.stdout.write(
    `${label}: ${round(r.rps, 0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.requests} requests, ` +
      `${r.errors} errors, ${r.non2xx} non-2xx\n`,
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
    // DIST=1: the compiled service (dist/, as `agent` runs it): plain JavaScript, true line numbers in the profile
    const create = process.env.DIST
      ? ((await import(join(process.cwd(), 'dist/crm/server.js'))) as { createCrmService: typeof createCrmService }).createCrmService
      : createCrmService;
    const crm = await create({ dbPath: join(home, 'crm.sqlite'), logger, logRequests: false });
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
    const run = async (label: string, url: string, post: boolean) => {
      const opts = post ? { method: 'POST' as const, body } : {};
      await load(url, { connections: 32, amount: 2000, ...opts });
      report(label, await profiled(() => load(url, { connections: 32, amount: requests, ...opts })));
    };
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
