// The hop of POST /functions/call built up layer by layer, each layer behind a bare node:http
// server of its own, all measured one call at a time (the client on this thread, as the bench's
// added p50) against the same upstream, taking turns ROUNDS times (default 3): which layer adds
// what to a call's latency. DIST=1 measures the compiled build (dist/, `npx tsc -p .` first).
//   node --import tsx bench/profile/layers.ts [calls per layer and round, default 3000]
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import * as httpSrc from '../../src/http/index.js';
import * as callSrc from '../../src/registry/api/call.js';
import * as registrySrc from '../../src/registry/server.js';
import * as httpCallSrc from '../../src/registry/sources/http-call.js';
import * as openapiSrc from '../../src/registry/sources/openapi/source.js';
import * as poolsSrc from '../../src/registry/sources/pools.js';
import * as cancelSrc from '../../src/shared/cancel.js';
import { JsonText } from '../../src/registry/types.js';
import { loadSettings } from '../../src/settings/index.js';
import { createTerritoryApp } from '../../src/territory/server.js';
import { percentile, round, timeRuns } from '../lib.js';
import { startBareProxy, startUpstream } from '../registry.bench.js';

const built = async <T>(src: T, path: string): Promise<T> =>
  process.env.DIST ? ((await import(join(process.cwd(), 'dist', path))) as T) : src;
const { createLogger, listen } = await built(httpSrc, 'http/index.js');
const { runCall } = await built(callSrc, 'registry/api/call.js');
const { createRegistry } = await built(registrySrc, 'registry/server.js');
const { httpCall } = await built(httpCallSrc, 'registry/sources/http-call.js');
const { OpenApiSource } = await built(openapiSrc, 'registry/sources/openapi/source.js');
const { createPoolFactory } = await built(poolsSrc, 'registry/sources/pools.js');
const { Cancel } = await built(cancelSrc, 'shared/cancel.js');

const calls = Number(process.argv[2] ?? 3000);
const rounds = Number(process.env.ROUNDS ?? 3);
const logger = createLogger('bench', 'silent');
const settings = loadSettings({}, process.cwd()).values;
const home = mkdtempSync(join(tmpdir(), 'agent-layers-'));
const TOOL = 'territory_get_job_titles_by_account';
const PATH = '/accounts/acc_5/job-titles';
const args = { account_id: 'acc_5' };
const body = JSON.stringify({ function_name: TOOL, args });

const territory = createTerritoryApp({ logger, logRequests: false });
const local = await listen(territory, { host: '127.0.0.1', port: 0, logger });
const doc = await (await fetch(`${local.url}/openapi.json`)).text();
const reply = await (await fetch(`${local.url}${PATH}`)).text();
await local.close();
const upstream = await startUpstream(doc, reply);
const service = { kind: 'openapi' as const, name: 'territory', url: `${upstream.url}/openapi.json`, description: '' };
const registry = await createRegistry({ config: { file: null, services: [service] }, settings, logger, dataDir: home, logRequests: false });
await registry.catalog.settled();
const pools = createPoolFactory(settings);
const raw = new OpenApiSource(service, { logger, settings, dataDir: home, pools });
await raw.load();
const wrapped = registry.catalog.find(TOOL)!.source;
const timeoutMs = settings.api_mode.request_timeout * 1000;

const servers: { close(): void }[] = [];
/** A bare node:http server that reads the request, runs `layer` and sends what it gives as JSON. */
async function behind(layer: () => Promise<unknown>): Promise<string> {
  const send = (res: ServerResponse, out: unknown) => {
    const text = out instanceof JsonText ? out.text : ((out as { text?: string }).text ?? JSON.stringify(out));
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };
  return serve((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => void layer().then((out) => send(res, out)));
  });
}
async function serve(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const proxy = await startBareProxy(upstream.url, PATH);
const full = await listen(registry.handler, { host: '127.0.0.1', port: 0, logger });
const layers: [string, string, boolean][] = [
  ['upstream direct', upstream.url, false],
  ['bare proxy (the floor)', proxy.url, true],
  [
    'httpCall',
    await behind(() => httpCall(pools, { url: new URL(`${upstream.url}${PATH}`), method: 'GET', timeoutMs, keepText: true, what: 'x' })),
    true,
  ],
  ['OpenApiSource.call', await behind(() => raw.call('get_job_titles_by_account', args, { timeoutMs })), true],
  ['+ telemetry, learning', await behind(() => wrapped.call('get_job_titles_by_account', args, { timeoutMs })), true],
  ['+ Catalog.callFull', await behind(() => registry.catalog.callFull(TOOL, args)), true],
  ['+ a Cancel', await behind(() => registry.catalog.callFull(TOOL, args, { cancel: new Cancel() })), true],
  ['+ runCall', await behind(() => runCall(registry.catalog, logger, { function_name: TOOL, args }, { cancel: new Cancel() })), true],
  ['+ the handler (key gate, metrics, fast path)', await serve(registry.handler), true],
  ['+ listen (canonical URL, origin guard)', full.url, true],
];

const p50s = new Map<string, number[]>();
for (let r = 0; r < rounds; r++) {
  for (const [label, url, post] of layers) {
    const pool = new Pool(url, { connections: 1 });
    const path = post ? '/functions/call' : PATH;
    const one = async () => {
      const res = await pool.request(
        post ? { path, method: 'POST', headers: { 'content-type': 'application/json' }, body } : { path, method: 'GET' },
      );
      const text = await res.body.text();
      if (res.statusCode !== 200) throw new Error(`${label} answered ${res.statusCode}: ${text}`);
    };
    const times = await timeRuns(calls, one, 300);
    p50s.set(label, [...(p50s.get(label) ?? []), percentile(times, 50)]);
    await pool.close();
  }
}
const median = (xs: number[]) => percentile(xs, 50);
const direct = median(p50s.get('upstream direct')!);
let before = direct;
process.stdout.write(
  `one call at a time, p50 (median of ${rounds} rounds x ${calls} calls)${process.env.DIST ? ', compiled build' : ''}\n`,
);
for (const [label] of layers) {
  const p50 = median(p50s.get(label)!);
  process.stdout.write(
    `${label.padEnd(46)} p50 ${round(p50, 3)} ms, added ${round(p50 - direct, 3)} ms, this layer ${round((p50 - before) * 1000, 0)} us\n`,
  );
  before = p50;
}
for (const s of servers) s.close();
await full.close();
await proxy.close();
await registry.close();
await pools.close();
await upstream.stop();
rmSync(home, { recursive: true, force: true });
process.exit(0);
