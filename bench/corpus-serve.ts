// The serving side of bench/corpus.bench.ts, in a process of its own:
// `node --import tsx bench/corpus-serve.ts <load_workers> <file with one path per line>`
// A registry serves on a free port with one small OpenAPI service loaded (its upstream on a
// thread of its own). A client on another thread asks `GET /` and calls that service's tool
// in turn, first while nothing loads (idle), then while every listed description is added
// to the running registry one after another (each removed again once loaded, as in
// test/registry-corpus.test.ts: the catalogue stays small). Prints one JSON
// line: the idle and during-load latencies of both, the longest event-loop block during the
// load and while idle, and the load's documents, tools and seconds.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { createLogger } from '../src/http/index.js';
import { createRegistry } from '../src/registry/server.js';
import { OpenApiSource } from '../src/registry/sources/openapi/source.js';
import { createPoolFactory } from '../src/registry/sources/pools.js';
import { loadSettings } from '../src/settings/index.js';
import { serveOnFreePort } from '../test/helpers/server.js';
import { proberSource, type ProbeSample, type ProbeSamples } from '../test/helpers/serving-probe.js';

/** Idle samples of each kind before the load starts. */
const IDLE_SAMPLES = 1500;

/** The client and the upstream, on one thread of their own: latencies measured from outside the serving thread. */
const CLIENT = proberSource({ idle: IDLE_SAMPLES, pauseMs: 2 });

const [workers, list] = process.argv.slice(2);
const files = readFileSync(list!, 'utf8').split('\n').filter(Boolean);
const base = loadSettings({}, process.cwd()).values;
const settings = { ...base, registry: { ...base.registry, load_workers: Number(workers) } };
const logger = createLogger('bench', 'silent');
const dir = mkdtempSync(join(tmpdir(), 'agent-corpus-serve-'));
const pools = createPoolFactory(settings);
const retry = { initialMs: 3_600_000, maxMs: 3_600_000 }; // a description that fails is not tried again meanwhile
const registry = await createRegistry({ config: { file: null, services: [] }, settings, logger, dataDir: dir, retry });
const srv = await serveOnFreePort(registry.handler);
const client = new Worker(CLIENT, { eval: true });
const message = (key: string) => new Promise<any>((resolve) => client.on('message', (m) => key in m && resolve(m[key])));
const upstream: string = await message('upstream');
const probe = join(dir, 'probe.json');
writeFileSync(
  probe,
  JSON.stringify({
    openapi: '3.0.0',
    info: { title: 'probe', version: '1' },
    servers: [{ url: upstream }],
    paths: { '/ping': { get: { operationId: 'ping', responses: { 200: { description: 'pong' } } } } },
  }),
);
const deps = { logger, settings, dataDir: dir, pools };
await registry.catalog.add(new OpenApiSource({ kind: 'openapi', name: 'probe', url: probe, description: '' }, deps));
// the longest block while nothing loads: what the machine itself costs (a shared VM's other work, GC)
const idleDelay = monitorEventLoopDelay({ resolution: 10 });
idleDelay.enable();
const idleDone = message('idleDone');
client.postMessage({ url: srv.url, phase: 'idle' });
await idleDone;
idleDelay.disable();

const delay = monitorEventLoopDelay({ resolution: 10 });
let tools = 0;
let failures = 0;
client.postMessage({ phase: 'load' });
delay.enable();
const started = performance.now();
for (const [i, file] of files.entries()) {
  const source = new OpenApiSource({ kind: 'openapi', name: `doc${i}`, url: file, description: '' }, deps);
  await registry.catalog.add(source).catch(() => undefined);
  if (source.health().status === 'ok') tools += source.tools().length;
  else failures++;
  await registry.catalog.remove(source.name);
}
const seconds = (performance.now() - started) / 1000;
delay.disable();
const samples = message('samples');
client.postMessage({ phase: 'stop' });
const probed = (await samples) as ProbeSamples;
const failed = [...probed.idle.root, ...probed.idle.call, ...probed.load.root, ...probed.load.call].find((x) => x[2] !== 200);
if (failed) throw new Error(`a request of the probe answered ${failed[2]}`);
const ms = (xs: ProbeSample[]) => xs.map((x) => x[1]);
const idle = { root: ms(probed.idle.root), call: ms(probed.idle.call) };
const load = { root: ms(probed.load.root), call: ms(probed.load.call) };
await client.terminate();
await srv.close();
await registry.close();
await pools.close();
rmSync(dir, { recursive: true, force: true });

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;
const figures = (xs: number[]) => ({ n: xs.length, p50: pct(xs, 0.5), p99: pct(xs, 0.99) });
process.stdout.write(
  JSON.stringify({
    workers: Number(workers),
    documents: files.length,
    failures,
    tools,
    seconds,
    maxBlockMs: delay.max / 1e6,
    idleMaxBlockMs: idleDelay.max / 1e6,
    idle: { root: figures(idle.root), call: figures(idle.call) },
    load: { root: figures(load.root), call: figures(load.call) },
  }) + '\n',
);
process.exit(0);
