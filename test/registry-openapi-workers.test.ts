import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { pino } from 'pino';
import type { Running } from '../src/http/index.js';
import { dedupe } from '../src/registry/sources/openapi/dedupe.js';
import { ChunkReader, encodeChunks, type Chunk } from '../src/registry/sources/openapi/handover.js';
import { useEmbeddedLoadWorker } from '../src/registry/sources/openapi/load-pool.js';
import { OpenApiSource } from '../src/registry/sources/openapi/source.js';
import { createPoolFactory } from '../src/registry/sources/pools.js';
import { loadSettings, type Settings } from '../src/settings/index.js';
import { serveOnFreePort } from './helpers/server.js';

/**
 * Descriptions read, parsed and built in a load worker (registry.load_workers) give what a
 * load on the serving thread gives: the same records, names, warnings, checks and errors;
 * the handover keeps shared objects shared (and equal parts one); a worker that cannot start leaves the load to
 * the serving thread, with a warning in the log.
 */
const require = createRequire(import.meta.url);
const EXAMPLES = join(require.resolve('@readme/oas-examples/package.json'), '..');
const base = loadSettings({}, '/tmp').values;
const withWorkers = (n: number): Settings => ({ ...base, registry: { ...base.registry, load_workers: n } });
const pools = createPoolFactory(base);

function logged(): { logger: ReturnType<typeof pino>; lines: string[] } {
  const lines: string[] = [];
  return { logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }), lines };
}

/** Everything a source shows of itself after a load (checks by what they answer). */
async function outcome(url: string, settings: Settings, logger = logged().logger) {
  const src = new OpenApiSource({ kind: 'openapi', name: 'svc', url, description: '' }, { logger, settings, dataDir: '/tmp', pools });
  const error = await src.load().then(
    () => undefined,
    (err: Error) => err.message,
  );
  const tools = src.tools().map((t) => {
    const check = t.argsCheck;
    const verdicts = check ? [{}, { nope: 1 }, { id: 'x', limit: 'many' }].map((a) => [check(a), check.errors ?? null]) : check;
    return { ...t, argsCheck: verdicts };
  });
  return { error, health: src.health(), description: src.description, tools: JSON.parse(JSON.stringify(tools)) as unknown };
}

describe('registry: OpenAPI descriptions loaded in a worker', function () {
  this.timeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'agent-workers-'));
  let http: Running;
  const served: Record<string, { type: string; body: string }> = {
    'ok.json': { type: 'application/json', body: JSON.stringify(require(join(EXAMPLES, '3.0/json/petstore.json'))) },
    'broken.json': { type: 'application/json', body: '{"openapi": "3.0.0", "paths": {' },
    'yaml-as-json.yaml': { type: 'application/json', body: 'openapi: 3.0.0\npaths: {}\n' },
    'spec.yaml': { type: 'application/yaml', body: 'openapi: 3.0.0\ninfo: {title: T, version: "1"}\npaths: {}\n' },
  };
  before(async () => {
    http = await serveOnFreePort((req, res) => {
      const doc = served[req.url!.slice(1)];
      res.writeHead(doc ? 200 : 404, { 'content-type': doc?.type ?? 'text/plain' }).end(doc?.body ?? 'no');
    });
  });
  after(async () => {
    await http?.close();
    await pools.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the handover keeps objects shared across chunks, own __proto__ members and cycles', async () => {
    const shared = { deep: { text: 'a long text that is repeated in many places' } };
    const odd = JSON.parse('{"__proto__": {"p": 1}, "k": 2}') as object;
    const items: Record<string, unknown>[] = Array.from({ length: 40 }, (_, i) => ({ i, shared, list: [shared, { i }], odd }));
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    items.push({ cyclic, again: cyclic });
    const expected = JSON.stringify(items.slice(0, 40));
    const { port1, port2 } = new MessageChannel();
    const reader = new ChunkReader();
    const out: any[] = [];
    const chunks = [...encodeChunks(items, 300)];
    expect(chunks.length).to.be.greaterThan(5);
    for (const c of chunks) port1.postMessage(c);
    await new Promise<void>((resolve) =>
      port2.on('message', (c: Chunk) => {
        out.push(...reader.read(c));
        if (out.length === items.length) resolve();
      }),
    );
    port1.close();
    expect(JSON.stringify(out.slice(0, 40))).to.equal(expected);
    expect(out[0].shared).to.equal(out[39].shared).and.equal(out[20].list[0]);
    expect(out[3].odd).to.equal(out[30].odd);
    expect(Object.getPrototypeOf(out[3].odd)).to.equal(Object.prototype);
    expect(out[3].odd.__proto__).to.deep.equal({ p: 1 });
    expect(out[40].cyclic.self).to.equal(out[40].cyclic).and.equal(out[40].again);
  });

  it('equal parts are made one before the handover (same JSON, one object)', () => {
    const items: any[] = [
      { name: 'a', args: [{ type: 'string', enum: ['x', 'y'] }], odd: JSON.parse('{"__proto__": {"p": 1}}') },
      { name: 'b', args: [{ type: 'string', enum: ['x', 'y'] }], odd: JSON.parse('{"__proto__": {"p": 1}}') },
      { name: 'a', args: [{ type: 'string', enum: ['x', 'y'] }], odd: JSON.parse('{"__proto__": {"p": 1}}') },
      { name: 'c', args: [{ type: 'string', enum: ['y', 'x'] }], n: [1, '1'] },
    ];
    const before = JSON.stringify(items);
    dedupe(items);
    expect(JSON.stringify(items)).to.equal(before);
    expect(items[1].args).to.equal(items[0].args);
    expect(items[2]).to.equal(items[0]);
    expect(items[3].args).not.to.equal(items[0].args);
    expect(items[1].odd).to.equal(items[0].odd);
    expect(Object.getPrototypeOf(items[1].odd)).to.equal(Object.prototype);
  });

  it('files: the same tools, records, warnings, checks and errors as a load on the serving thread', async () => {
    const yamlBad = join(dir, 'bad.yaml');
    writeFileSync(yamlBad, 'openapi: 3.0.0\npaths:\n  /a:\n    get: [\n');
    const notOpenApi = join(dir, 'not.json');
    writeFileSync(notOpenApi, '{"hello": 1}');
    const files = [
      ...['2.0', '3.0', '3.1'].map((v) => join(EXAMPLES, v, 'json', 'petstore.json')),
      ...['complex-nesting', 'circular', 'schema-validation', 'parameters-style'].map((n) => join(EXAMPLES, `3.0/json/${n}.json`)),
      join(EXAMPLES, '3.1/json/schema-types.json'),
      join(EXAMPLES, '3.0/yaml/circular.yaml'),
      yamlBad,
      notOpenApi,
      join(dir, 'missing.json'),
    ];
    for (const file of files) {
      const here = await outcome(file, withWorkers(0));
      const there = await outcome(file, withWorkers(1));
      expect(there, file).to.deep.equal(here);
    }
    const bad = await outcome(yamlBad, withWorkers(1));
    expect(bad.error).to.match(/neither JSON nor YAML: .*at line 5, column 1/);
    expect(bad.health.status).to.equal('error');
  });

  it('http(s): the same tools and the same errors (JSON that is not, YAML served as JSON, YAML)', async () => {
    for (const name of Object.keys(served)) {
      const url = `${http.url}/${name}`;
      expect(await outcome(url, withWorkers(1)), name).to.deep.equal(await outcome(url, withWorkers(0)));
    }
    expect((await outcome(`${http.url}/broken.json`, withWorkers(1))).error).to.include('not valid JSON');
  });

  it('registry.load_workers has effect: 1 starts a worker, 0 loads on the serving thread', async () => {
    const file = join(EXAMPLES, '3.0/json/petstore.json');
    const none = logged();
    await outcome(file, withWorkers(0), none.logger);
    expect(none.lines.join('')).not.to.include('load worker');
    const one = logged();
    // a size of its own: the process's pool of this size starts its first worker now
    await outcome(file, withWorkers(5), one.logger);
    expect(one.lines.join('')).to.include('OpenAPI load worker started');
  });

  it('a worker that cannot start: the description loads on the serving thread, with a warning in the log', async () => {
    const file = join(EXAMPLES, '3.0/json/petstore.json');
    useEmbeddedLoadWorker(() => 'throw new Error("this worker cannot run")');
    try {
      const log = logged();
      const fallen = await outcome(file, withWorkers(7), log.logger);
      expect(fallen).to.deep.equal(await outcome(file, withWorkers(0)));
      expect(fallen.error).to.equal(undefined);
      expect(log.lines.join('')).to.include('loads on the serving thread').and.include('this worker cannot run');
    } finally {
      useEmbeddedLoadWorker(undefined);
    }
  });
});
