import { expect } from 'chai';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createRegistry, type Registry } from '../src/registry/server.js';
import { parseRegistryConfig } from '../src/registry/config/index.js';
import type { Running } from '../src/http/index.js';
import { loadSettings, type Settings } from '../src/settings/index.js';
import { getJson, postJson, quietLogger, serveOnFreePort } from './helpers/server.js';
import { tempHome } from './helpers/home.js';

const require = createRequire(import.meta.url);
const OCTOKIT = join(require.resolve('@octokit/openapi/package.json'), '..', 'generated');
const SAFE = /^[a-zA-Z0-9_.-]{1,64}$/;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Operations of a document, path items behind a `$ref` included. */
function operationCount(doc: any): number {
  let n = 0;
  for (const raw of Object.values(doc.paths ?? {}) as any[]) {
    let item = raw;
    if (typeof item?.$ref === 'string')
      item = item.$ref
        .slice(2)
        .split('/')
        .reduce((o: any, k: string) => o?.[k.replace(/~1/g, '/')], doc);
    n += Object.keys(item ?? {}).filter((k) => METHODS.includes(k)).length;
  }
  return n;
}

const doc = (paths: object, schemas: object = {}, extra: object = {}) => ({
  openapi: '3.0.3',
  info: { title: 'test', version: '1' },
  servers: [{ url: '/api' }],
  paths,
  components: { schemas },
  ...extra,
});
const body = (schema: object) => ({ requestBody: { required: true, content: { 'application/json': { schema } } } });
const ok = { responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } } };

/** Stripe and Bungie put `$ref`s in vendor extensions; GHEC has them inside example values. */
const VENDOR = doc(
  {
    '/accounts': {
      post: {
        operationId: 'create_account',
        ...body({ $ref: '#/components/schemas/account' }),
        responses: {
          200: {
            description: 'ok',
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/account' },
                examples: { default: { $ref: '#/components/examples/account' } },
                example: { $ref: 'server-statistics-actions.yaml' },
              },
            },
          },
        },
        'x-stripeOperations': [{ $ref: '#/components/schemas/account' }],
      },
    },
  },
  {
    account: {
      type: 'object',
      'x-resourceId': 'account',
      'x-expandableFields': { $ref: '#/components/schemas/account' },
      example: { $ref: '#/components/examples/nowhere' },
      properties: {
        id: { type: 'string', 'x-links': { self: { $ref: '#/components/schemas/account' } } },
        parent: { $ref: '#/components/schemas/account' },
      },
    },
  },
);

/** A 26-level binary tree of shared schemas (5 KB as written; 2^26 leaves expanded) and a recursive node. */
function treeDoc(levels = 26) {
  const schemas: Record<string, object> = { T0: { type: 'object', properties: { v: { type: 'string' } }, required: ['v'] } };
  for (let i = 1; i <= levels; i++)
    schemas[`T${i}`] = {
      type: 'object',
      properties: { left: { $ref: `#/components/schemas/T${i - 1}` }, right: { $ref: `#/components/schemas/T${i - 1}` } },
    };
  schemas.Node = {
    type: 'object',
    properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } },
  };
  return doc(
    {
      '/tree': {
        post: {
          operationId: 'plant',
          ...body({ type: 'object', properties: { root: { $ref: `#/components/schemas/T${levels}` } } }),
          ...ok,
        },
      },
      '/nodes': { post: { operationId: 'grow', ...body({ $ref: '#/components/schemas/Node' }), ...ok } },
    },
    schemas,
  );
}

/** OpenAPI 3.0 keywords and patterns the validator could not compile as they are written. */
const LEGACY = doc({
  '/items': {
    post: {
      operationId: 'add',
      ...body({
        type: 'object',
        properties: {
          count: { type: 'integer', minimum: 1, exclusiveMinimum: true },
          note: { nullable: true, description: 'nullable without a type' },
          label: { type: 'string', nullable: true },
          kind: { type: 'string', enum: ['a', 'b', 'a'] },
          code: { type: 'string', pattern: '^\\_[a-z]+$' },
          word: { type: 'string', pattern: '^\\p{Alpha}+$' },
          token: { type: 'string', pattern: '^[a-z0-9]{1,4096}$' },
        },
      }),
      ...ok,
    },
  },
  '/lookup': {
    get: { operationId: 'lookup', parameters: [{ name: 'name', in: 'query', schema: { type: 'string', pattern: '^(?!aws:).+$' } }], ...ok },
  },
});

const LONG = `x${'y'.repeat(65)}`;
const NAMES = doc({
  '/search': {
    get: {
      operationId: 'search',
      parameters: ['page[limit]', '$filter', 'ids[]', LONG, 'page_limit'].map((name) => ({
        name,
        in: 'query',
        schema: { type: 'string' },
      })),
      ...ok,
    },
  },
});

/** A chain of 30 shared schemas with long descriptions: ~25 KB as one input schema. */
function deepDoc() {
  const schemas: Record<string, object> = { L0: { type: 'object', properties: { leaf: { type: 'integer' } } } };
  for (let i = 1; i <= 30; i++)
    schemas[`L${i}`] = {
      type: 'object',
      description: `Level ${i}: ${'a long description of this level. '.repeat(20)}`,
      properties: { next: { $ref: `#/components/schemas/L${i - 1}` }, size: { type: 'integer' } },
    };
  return doc(
    {
      '/deep': {
        post: { operationId: 'dig', ...body({ type: 'object', properties: { top: { $ref: '#/components/schemas/L30' } } }), ...ok },
      },
    },
    schemas,
  );
}

/** A client on its own thread: GET / in a loop, and every tenth time a call to legacy_add, until told to stop. */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
let stop = false;
parentPort.once('message', () => (stop = true));
const root = [], calls = [];
(async () => {
  for (let i = 0; !stop; i++) {
    let t = performance.now();
    await (await fetch(workerData.url + '/')).arrayBuffer();
    root.push(performance.now() - t);
    if (i % 10 === 0) {
      t = performance.now();
      const r = await fetch(workerData.url + '/functions/call', { method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ function_name: 'legacy_add', args: { count: 2 } }) });
      await r.arrayBuffer();
      calls.push({ status: r.status, ms: performance.now() - t });
    }
  }
  parentPort.postMessage({ root, calls });
})();
`;

const DOCS: Record<string, unknown> = { vendor: VENDOR, tree: treeDoc(), legacy: LEGACY, names: NAMES, deep: deepDoc() };

function upstream(seen: { url?: string; body?: unknown }[]) {
  return (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      const name = /^\/docs\/(\w+)\.json$/.exec(url.pathname)?.[1];
      res.setHeader('content-type', 'application/json');
      if (name && DOCS[name]) return res.end(JSON.stringify(DOCS[name]));
      seen.push({ url: req.url, body: raw ? JSON.parse(raw) : undefined });
      res.end(JSON.stringify({ path: url.pathname, query: [...url.searchParams], body: raw ? JSON.parse(raw) : null }));
    });
  };
}

describe('registry: OpenAPI at scale (graphs, validation, names, never stalling)', function () {
  this.timeout(180_000);
  const home = tempHome();
  const seen: { url?: string; body?: unknown }[] = [];
  let up: Running;
  let registry: Registry;
  let srv: Running;
  let probe: { root: number[]; calls: { status: number; ms: number }[] } = { root: [], calls: [] };
  let loadMs = 1;

  before(async () => {
    up = await serveOnFreePort(upstream(seen));
    const base = loadSettings({}, '/tmp').values;
    const settings: Settings = { ...base, registry: { ...base.registry, max_tool_schema_kb: 4 } };
    const services = Object.keys(DOCS).map((n) => `  - ${n}: { url: "${up.url}/docs/${n}.json" }`);
    services.push(`  - github: { url: "${join(OCTOKIT, 'api.github.com.json')}" }`, `  - ghec: { url: "${join(OCTOKIT, 'ghec.json')}" }`);
    const config = parseRegistryConfig(`services:\n${services.join('\n')}\n`, '/cfg/mcp_servers.yaml', {});
    const loadStarted = performance.now();
    registry = await createRegistry({
      config,
      settings,
      logger: quietLogger,
      dataDir: home.dir,
      retry: { initialMs: 60_000, maxMs: 60_000 },
    });
    srv = await serveOnFreePort(registry.handler);
    // while GitHub and GHEC (25 MB of JSON) load, a client on its own thread asks GET / and calls a tool loaded first
    const prober = new Worker(PROBER, { eval: true, workerData: { url: srv.url } });
    await registry.catalog.settled();
    loadMs = performance.now() - loadStarted;
    prober.postMessage('stop');
    probe = await new Promise((resolve) => prober.once('message', resolve));
    await prober.terminate();
    // the listing is serialised in the background 250 ms after the tool set settles: the process must survive it
    await new Promise((r) => setTimeout(r, 400));
  });
  after(async () => {
    await srv?.close();
    await registry?.close();
    await up?.close();
    home.remove();
  });

  const call = (function_name: string, args: unknown = {}) => postJson(`${srv.url}/functions/call`, { function_name, args });
  const apps = async () => Object.fromEntries((await getJson(`${srv.url}/applications`)).body.map((a: any) => [a.name, a]));

  it('never stalls: GET / and a call to a loaded tool answer within milliseconds while large descriptions load', () => {
    const sorted = [...probe.root].sort((a, b) => a - b);
    // a few seconds of load give ~100 samples, too few for a p99 on a shared machine: the corpus test holds the p99;
    // here the typical answer is fast and no answer waits for a whole document (GitHub took 8.6 s when it blocked)
    const p90 = sorted[Math.floor(sorted.length * 0.9)]!;
    expect(sorted.length, 'GET / was asked throughout the load').to.be.greaterThan(30);
    // ratios to the load's own time in this run (GitHub and GHEC take seconds): an answer that waited for a document
    // would take most of it (GitHub took 8.6 s of a 9 s load when it blocked)
    expect(p90 / loadMs, `p90 of ${sorted.length} GET / during the ${Math.round(loadMs)} ms load, as a share of it`).to.be.below(0.05);
    expect(sorted.at(-1)! / loadMs, `slowest of ${sorted.length} GET / during the load, as a share of it`).to.be.below(0.3);
    const answered = probe.calls.filter((c) => c.status === 200);
    expect(answered.length, 'a loaded tool was called while GitHub and GHEC loaded').to.be.greaterThan(0);
    // each call goes to an upstream served by this same process: several turns of the loop
    const ms = answered.map((c) => c.ms).sort((a, b) => a - b);
    expect(
      ms[Math.floor(ms.length / 2)]! / loadMs,
      `median of ${ms.length} calls (all: ${ms.map(Math.round).join(', ')} ms), as a share of the load`,
    ).to.be.below(0.1);
  });

  it('a $ref inside a vendor extension or an example is never resolved: the service loads and its records carry neither', async () => {
    const all = await apps();
    for (const name of ['vendor', 'tree', 'legacy', 'names', 'deep', 'github', 'ghec'])
      expect(all[name], name).to.include({ status: 'ok' });
    const { status, body: records } = await getJson(`${srv.url}/applications/vendor/apis`);
    expect(status).to.equal(200);
    const text = JSON.stringify(records);
    expect(text).to.not.match(/"x-(?!circular|truncated)|"example/);
    const listed = JSON.stringify(registry.catalog.find('vendor_create_account')!.tool.inputSchema);
    expect(listed).to.not.match(/"x-|"example/);
    expect((await getJson(`${srv.url}/apis`)).status).to.equal(200);
  });

  it('GHEC (a $ref inside an example value) loads: one tool per operation', async () => {
    const ghec = JSON.parse(readFileSync(join(OCTOKIT, 'ghec.json'), 'utf8'));
    expect((await apps()).ghec.tools).to.equal(operationCount(ghec));
  });

  it('shared sub-schemas stay shared: a 26-level binary tree is at most 27 $defs, listed and validated in milliseconds', async () => {
    const tool = registry.catalog.find('tree_plant')!.tool;
    const schema = JSON.stringify(tool.inputSchema);
    expect(schema.length, 'the input schema is linear in the document, not 2^26').to.be.below(8_000);
    expect(Object.keys((tool.inputSchema as any).$defs).length).to.be.within(1, 27);
    let branch: any = { v: 5 };
    for (let i = 0; i < 26; i++) branch = { left: branch };
    const t = performance.now();
    const bad = await call('tree_plant', { root: branch });
    expect(performance.now() - t).to.be.below(1000);
    expect(bad.status).to.equal(422);
    expect(JSON.stringify(bad.body.detail)).to.include('"v"');
    // cycles stay cycles: a recursive node validates at any depth
    let node: any = { name: 'leaf', children: [{ name: 7 }] };
    for (let i = 0; i < 12; i++) node = { name: `n${i}`, children: [node] };
    const deep = await call('tree_grow', node);
    expect(deep.status).to.equal(422);
    expect(deep.body.detail[0].loc).to.have.length(2 + 2 * 13 + 1);
    const fine = await call('tree_grow', { name: 'root', children: [{ name: 'a', children: [] }] });
    expect(fine.status).to.equal(200);
  });

  it('OpenAPI 3.0 keywords and non-Unicode patterns are validated, not skipped', async () => {
    const expect422 = async (args: object, field: string) => {
      const r = await call('legacy_add', args);
      expect(r.status, JSON.stringify(args)).to.equal(422);
      expect(r.body.detail.map((d: any) => d.loc.join('.')).join(' '), JSON.stringify(args)).to.include(field);
    };
    await expect422({ count: 1 }, 'args.count'); // exclusiveMinimum: true with minimum 1
    await expect422({ kind: 'c' }, 'args.kind');
    await expect422({ code: 'abc' }, 'args.code'); // '^\_[a-z]+$'
    await expect422({ word: 'ab1' }, 'args.word'); // Java's \p{Alpha}
    await expect422({ token: 'a'.repeat(4097) }, 'args.token'); // a count above RE2's limit
    await expect422({ cuont: 2 }, 'args.cuont'); // a misspelled argument is refused, not dropped
    const good = await call('legacy_add', {
      count: 2,
      note: null,
      label: null,
      kind: 'a',
      code: '_abc',
      word: 'abc',
      token: 'a'.repeat(4096),
    });
    expect(good.status).to.equal(200);
    expect(good.body.body).to.include({ count: 2, kind: 'a' });
  });

  it('GitHub issues_create is validated: a misspelled or mistyped argument is a 422 before any upstream call', async () => {
    expect(registry.catalog.find('github_issues_create')!.tool.unchecked).to.not.equal(true);
    const typo = await call('github_issues_create', { owner: 'o', repo: 'r', titel: 'x' });
    expect(typo.status).to.equal(422);
    expect(JSON.stringify(typo.body.detail)).to.include('titel').and.include('title');
    const typed = await call('github_issues_create', { owner: 'o', repo: 'r', title: 'x', labels: 'bug' });
    expect(typed.status).to.equal(422);
    expect(JSON.stringify(typed.body.detail)).to.include('labels');
  });

  it('a schema part the registry cannot check is a warning in the record and /applications, never silent', async () => {
    const legacy = (await apps()).legacy;
    expect(legacy.unchecked_tools).to.equal(1);
    expect(legacy.warnings.join(' ')).to.include('1 of 2 tools have arguments the registry cannot fully check').and.include('lookup');
    const records = (await getJson(`${srv.url}/applications/legacy/apis`)).body;
    expect(records.legacy_lookup.warnings[0]).to.match(/partly not checked.*\(\?!aws:\).*lookaround/);
    expect(records.legacy_add.warnings).to.equal(undefined);
  });

  it('a schema over registry.max_tool_schema_kb is offered reduced (with a warning); calls are checked against the full one', async () => {
    const tool = registry.catalog.find('deep_dig')!;
    expect(JSON.stringify(tool.tool.inputSchema).length).to.be.at.most(4 * 1024);
    expect(tool.record.warnings!.join(' ')).to.match(/over registry.max_tool_schema_kb \(4 KiB\): offered with descriptions trimmed/);
    expect((await apps()).deep.warnings.join(' ')).to.include('input schemas over registry.max_tool_schema_kb');
    let top: any = { leaf: 'not an integer' };
    for (let i = 0; i < 30; i++) top = { next: top };
    const r = await call('deep_dig', { top });
    expect(r.status).to.equal(422);
    expect(r.body.detail[0].loc).to.have.length(2 + 32);
  });

  describe('/mcp', () => {
    let client: Client;
    before(async () => {
      client = new Client({ name: 'test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${srv.url}/mcp`)));
    });
    after(() => client.close());

    it('offers safe argument names only and maps them back on the call', async () => {
      const t = performance.now();
      const { tools } = await client.listTools();
      expect(performance.now() - t, 'tools/list of 2,600+ tools').to.be.below(10_000);
      for (const tool of tools)
        for (const name of Object.keys(tool.inputSchema.properties ?? {})) expect(name, `${tool.name}.${name}`).to.match(SAFE);
      const search = tools.find((x) => x.name === 'names_search')!;
      const offered = Object.keys(search.inputSchema.properties!);
      expect(offered).to.have.length(5);
      expect(offered).to.include.members(['page_limit', 'filter', 'ids']);
      const long = offered.find((n) => n.startsWith('xyyy'))!;
      const renamed = offered.find((n) => n !== 'page_limit' && n.startsWith('page_limit'))!;
      const res = await client.callTool({
        name: 'names_search',
        arguments: { [renamed]: '5', filter: 'a eq 1', ids: '7', [long]: 'L', page_limit: 'own' },
      });
      expect(res.isError, JSON.stringify(res.content)).to.not.equal(true);
      const query = (res.structuredContent as any).query as [string, string][];
      expect(query).to.deep.include.members([
        ['page[limit]', '5'],
        ['$filter', 'a eq 1'],
        ['ids[]', '7'],
        [LONG, 'L'],
        ['page_limit', 'own'],
      ]);
    });
  });
});
