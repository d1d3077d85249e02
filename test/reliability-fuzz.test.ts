import { expect } from 'chai';
import fc from 'fast-check';
import { join } from 'node:path';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { parseRegistryConfig, RegistryConfigError } from '../src/registry/config/index.js';
import { openDatabase } from '../src/shared/sqlite.js';
import { brokenBodyBytes, hostileBody, hostileString, hostileValue, rawRequest, type RawResponse } from './helpers/fuzz.js';
import { startFullStack, type FullStack } from './helpers/reliability.js';
import { getJson } from './helpers/server.js';

/** Inputs sent or parsed, over the file (docs/reliability.md). */
let tried = 0;
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3); // multiplier of every numRuns below

interface Operation {
  service: string;
  base: string;
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[] | null;
}

/** Every operation an /openapi.json lists, with its parameters and body fields. */
async function operationsOf(service: string, base: string): Promise<Operation[]> {
  const doc = (await getJson(`${base}/openapi.json`)).body;
  const deref = (s: any): any =>
    s?.$ref
      ? deref(
          s.$ref
            .split('/')
            .slice(1)
            .reduce((o: any, k: string) => o?.[k], doc),
        )
      : s;
  const out: Operation[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref);
      const schema = deref(op.requestBody?.content?.['application/json']?.schema);
      out.push({
        service,
        base,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: op.requestBody ? Object.keys(deref(schema)?.properties ?? {}) : null,
      });
    }
  }
  return out;
}

/** encodeURIComponent for any string: a lone surrogate (not encodable in UTF-8) becomes U+FFFD first. */
const enc = (s: string) =>
  encodeURIComponent(s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
const encodeQuery = (q: Record<string, unknown>) =>
  Object.entries(q)
    .map(([k, v]) => `${enc(k)}=${enc(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`)
    .join('&');

/** What every answer to bad input must be: an answer, not a 5xx, no header a value injected. */
function mustBeClean(res: RawResponse, what: string): void {
  expect(res.status, `${what}: no answer`).to.not.equal(0);
  expect(res.status, `${what}: ${res.status} ${res.body.slice(0, 400)}`).to.be.below(500);
  expect(
    res.headers.filter((h) => /^x-injected/i.test(h)),
    `${what}: injected header`,
  ).to.deep.equal([]);
}

describe('reliability: bad input (fast-check over every endpoint of every service)', function () {
  this.timeout(240_000);
  let s: FullStack;
  let ops: Operation[];
  let db: ReturnType<typeof openDatabase>;
  const TABLES = ['accounts', 'leads', 'contacts', 'opportunities'];
  const counts = () => Object.fromEntries(TABLES.map((t) => [t, (db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n]));
  const row = (table: string, id: number) => db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id);

  async function send(
    base: string,
    method: string,
    target: string | Buffer,
    headers: [string, string | Buffer][] = [],
    body?: Buffer,
  ): Promise<RawResponse> {
    tried++;
    return rawRequest(base, method, target, headers, body);
  }

  /** Every service still answers its health/listing routes correctly. */
  async function allAlive(): Promise<void> {
    expect((await getJson(`${s.territoryUrl}/my-accounts`)).body.accounts).to.have.length(50);
    expect((await getJson(`${s.crmUrl}/health`)).status).to.equal(200);
    expect((await getJson(`${s.registryUrl}/`)).body.status).to.equal('ok');
    expect((await getJson(`${s.demoUrl}/health`)).body.status).to.equal('healthy');
  }

  before(async () => {
    s = await startFullStack({ settingsOverrides: { api_mode: { request_timeout: 5 }, demo: { default_timeout: 20 } } });
    ops = [
      ...(await operationsOf('territory', s.territoryUrl)),
      ...(await operationsOf('crm', s.crmUrl)),
      ...(await operationsOf('registry', s.registryUrl)),
      ...(await operationsOf('demo', s.demoUrl)),
    ];
    db = openDatabase(join(s.dataDir, 'crm.db'), { readonly: true });
  });
  after(async () => {
    db?.close();
    await s?.stop();
    process.stdout.write(`      (${tried} bad inputs tried, 0 answered with a 5xx)\n`);
  });

  it('finds the operations of all four services in their OpenAPI documents', () => {
    const by = (svc: string) => ops.filter((o) => o.service === svc).length;
    expect(by('territory')).to.equal(4);
    expect(by('crm')).to.be.at.least(22);
    expect(by('registry')).to.be.at.least(7);
    expect(by('demo')).to.be.at.least(2);
  });

  it(
    'wrong types, huge strings, unknown fields, traversal and injection in ids, queries and ' +
      'bodies: never a 5xx; a rejected CRM write changes no row',
    async () => {
      for (const op of ops) {
        const isWrite = op.method !== 'GET';
        const numRuns = (op.service === 'demo' ? 12 : isWrite ? 30 : 20) * RUNS;
        await fc.assert(
          fc.asyncProperty(
            fc.array(hostileString(), { minLength: op.pathParams.length, maxLength: op.pathParams.length }),
            fc.dictionary(
              fc.oneof(fc.constantFrom(...(op.queryParams.length ? op.queryParams : ['q'])), fc.string({ maxLength: 8 })),
              hostileValue(),
              { maxKeys: 4 },
            ),
            op.bodyFields ? hostileBody(op.bodyFields) : fc.constant(undefined),
            async (ids, query, body) => {
              let i = 0;
              const path = op.path.replace(/\{[^}]+\}/g, () => enc(ids[i++] ?? ''));
              const qs = encodeQuery(query);
              const target = `${path}${qs ? `?${qs}` : ''}`;
              const before = op.service === 'crm' && isWrite ? counts() : null;
              const bytes = body === undefined ? undefined : Buffer.from(JSON.stringify(body) ?? 'null');
              const res = await send(op.base, op.method, target, bytes ? [['Content-Type', 'application/json']] : [], bytes);
              const what = `${op.service} ${op.method} ${target.slice(0, 200)} ${bytes?.toString().slice(0, 200) ?? ''}`;
              mustBeClean(res, what);
              if (before && res.status >= 400)
                expect(counts(), `${what}: rows changed by a rejected write (${res.status})`).to.deep.equal(before);
            },
          ),
          { numRuns, seed: SEED },
        );
      }
      await allAlive();
    },
  );

  it('a rejected PUT leaves the row exactly as it was (every CRM resource)', async () => {
    for (const [table, fields] of [
      ['accounts', ['name', 'industry', 'website', 'phone', 'state', 'region', 'annual_revenue', 'employee_count']],
      ['leads', ['first_name', 'last_name', 'email', 'status', 'score', 'notes']],
      ['contacts', ['first_name', 'last_name', 'email', 'account_id', 'is_primary']],
      ['opportunities', ['name', 'value', 'currency', 'stage', 'probability', 'close_date', 'account_id']],
    ] as const) {
      const id = 999;
      await fc.assert(
        fc.asyncProperty(hostileBody([...fields]), async (body) => {
          const before = row(table, id);
          const beforeCounts = counts();
          const bytes = Buffer.from(JSON.stringify(body) ?? 'null');
          const res = await send(s.crmUrl, 'PUT', `/${table}/${id}`, [['Content-Type', 'application/json']], bytes);
          const what = `PUT /${table}/${id} ${bytes.toString().slice(0, 300)}`;
          mustBeClean(res, what);
          if (res.status >= 400) {
            expect(row(table, id), `${what}: ${res.status} but the row changed`).to.deep.equal(before);
            expect(counts()).to.deep.equal(beforeCounts);
          }
        }),
        { numRuns: 40 * RUNS, seed: SEED },
      );
    }
  });

  it('invalid UTF-8, broken JSON and deep JSON (up to 100,000 levels) in every body: 4xx, never a 5xx, no row changed', async () => {
    for (const op of ops.filter((o) => o.bodyFields !== null)) {
      await fc.assert(
        fc.asyncProperty(
          brokenBodyBytes(),
          fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded'),
          async (bytes, type) => {
            const target = op.path.replace(/\{[^}]+\}/g, '1');
            const before = op.service === 'crm' ? counts() : null;
            const res = await send(op.base, op.method, target, [['Content-Type', type]], bytes);
            const what =
              `${op.service} ${op.method} ${target} (${type}) ` + `${bytes.subarray(0, 60).toString('hex')}... (${bytes.length} bytes)`;
            mustBeClean(res, what);
            if (before && res.status >= 400) expect(counts(), what).to.deep.equal(before);
          },
        ),
        { numRuns: 15 * RUNS, seed: SEED },
      );
    }
    await allAlive();
  });

  it(
    'malformed requests: invalid UTF-8 and traversal in the raw path, CR/LF/NUL in header ' +
      'values, conflicting lengths, unknown methods',
    async () => {
      const bases = [s.territoryUrl, s.crmUrl, s.registryUrl, s.demoUrl];
      const cases: { method: string; target: string | Buffer; headers?: [string, string | Buffer][]; body?: Buffer }[] = [
        { method: 'GET', target: Buffer.from([0x2f, 0x61, 0x63, 0x63, 0x6f, 0x75, 0x6e, 0x74, 0x73, 0x2f, 0xff, 0xfe]) },
        { method: 'GET', target: '/../../../../etc/passwd' },
        { method: 'GET', target: '/accounts/..%2f..%2f..%2fetc%2fpasswd/job-titles' },
        { method: 'GET', target: '/applications/..%2F..%2Fetc%2Fpasswd/apis' },
        { method: 'GET', target: '/%00' },
        { method: 'GET', target: '/docs/../../package.json' },
        { method: 'GET', target: '/docs/%2e%2e/%2e%2e/package.json' },
        { method: 'GET', target: '/contacts?account_id=acc_1%0d%0aX-Injected:%201' },
        { method: 'GET', target: '/', headers: [['X-Test', Buffer.from('a\rX-Injected: 1')]] },
        { method: 'GET', target: '/', headers: [['X-Test', Buffer.from([0x61, 0x00, 0x62])]] },
        { method: 'GET', target: '/', headers: [['X-Test', Buffer.from([0x61, 0x0a, 0x62])]] },
        { method: 'GET', target: '/', headers: [['Bad Header', 'x']] },
        { method: 'GET', target: '/', headers: [['Host', 'evil.example\r\nX-Injected: 1']] },
        {
          method: 'POST',
          target: '/chat',
          headers: [
            ['Content-Type', 'application/json'],
            ['Content-Length', '5'],
          ],
          body: Buffer.from('{}'),
        },
        {
          method: 'POST',
          target: '/accounts/',
          headers: [
            ['Content-Type', 'application/json'],
            ['Transfer-Encoding', 'chunked'],
          ],
          body: Buffer.from('zz\r\n{}\r\n0\r\n\r\n'),
        },
        {
          method: 'POST',
          target: '/functions/call',
          headers: [
            ['Content-Type', 'application/json'],
            ['Content-Encoding', 'gzip'],
          ],
          body: Buffer.from('not gzip'),
        },
        { method: 'BREW', target: '/' },
        { method: 'PROPFIND', target: '/accounts/' },
        { method: 'TRACE', target: '/' },
        { method: 'OPTIONS', target: '/functions/call' },
      ];
      for (const base of bases) {
        for (const c of cases) {
          const res = await send(base, c.method, c.target, c.headers ?? [], c.body);
          const what = `${base} ${c.method} ${String(c.target).slice(0, 80)} ${JSON.stringify(c.headers ?? [])}`;
          mustBeClean(res, what);
          expect(res.body, `${what}: leaked a file`).to.not.match(/root:x:0:0|"name": "agent"/);
        }
      }
      await allAlive();
    },
  );

  it('bodies past the limit: 413 with a JSON detail, then the service serves as before', async () => {
    const cases: [string, string, number][] = [
      [s.registryUrl, '/functions/call', 6 * 1024 * 1024],
      [s.registryUrl, '/functions/onboard', 6 * 1024 * 1024],
      [s.demoUrl, '/chat', 100 * 1024],
      [s.crmUrl, '/accounts/', 2 * 1024 * 1024],
    ];
    for (const [base, path, size] of cases) {
      const before = counts();
      const body = Buffer.from(
        JSON.stringify({ name: 'x'.repeat(size), message: 'y', function_name: 'territory_get_my_accounts', args: {} }),
      );
      const res = await send(base, 'POST', path, [['Content-Type', 'application/json']], body);
      mustBeClean(res, `${base}${path} ${size} bytes`);
      expect(res.status, `${base}${path}: ${res.body.slice(0, 200)}`).to.equal(413);
      expect(JSON.parse(res.body).detail).to.be.a('string');
      expect(counts()).to.deep.equal(before);
    }
    await allAlive();
  });

  it('registry: every tool called with hostile arguments answers 2xx/4xx (422 naming the field), never a 5xx', async () => {
    const apis = (await getJson(`${s.registryUrl}/apis`)).body as Record<
      string,
      Record<string, { parameters: { name: string }[]; method: string }>
    >;
    // tools whose 5xx is their documented purpose (slow -> 504, fail -> 502) or that change the catalogue
    const skip = new Set(['edge_slow', 'edge_fail', 'edge_count', 'edge_add_tool', 'runtime_sleep']);
    const tools = Object.values(apis)
      .flatMap((recs) => Object.entries(recs))
      .filter(([name]) => !skip.has(name));
    expect(tools.length).to.be.at.least(30);
    for (const [name, rec] of tools) {
      const fields = rec.parameters.map((p) => p.name);
      await fc.assert(
        fc.asyncProperty(hostileBody(fields), fc.constantFrom('auto', 'wrong app', 'none'), async (args, app) => {
          const call = { function_name: name, args, ...(app === 'none' ? {} : { app_name: app === 'auto' ? name.split('_')[0] : 'nope' }) };
          const bytes = Buffer.from(JSON.stringify(call));
          const res = await send(s.registryUrl, 'POST', '/functions/call', [['Content-Type', 'application/json']], bytes);
          const what = `${name} ${bytes.toString().slice(0, 300)}`;
          mustBeClean(res, what);
          if (res.status === 422)
            expect(JSON.stringify(JSON.parse(res.body).detail), what).to.match(/loc|args|field|must|required|invalid/i);
        }),
        { numRuns: (rec.method === 'GET' ? 10 : 6) * RUNS, seed: SEED },
      );
    }
    const unknown = await send(
      s.registryUrl,
      'POST',
      '/functions/call',
      [['Content-Type', 'application/json']],
      Buffer.from(JSON.stringify({ function_name: '../../etc/passwd', args: {} })),
    );
    expect(unknown.status).to.equal(404);
    expect(JSON.parse(unknown.body).detail).to.equal("Tool '../../etc/passwd' not found in any server");
    await allAlive();
  });

  it('registry POST /mcp: garbage JSON-RPC is a JSON-RPC error or a 4xx, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileValue(),
          fc.record({
            jsonrpc: fc.constantFrom('2.0', '1.0', 2),
            id: hostileValue(),
            method: fc.oneof(fc.constantFrom('initialize', 'tools/list', 'tools/call', 'ping'), hostileString()),
            params: hostileValue(),
          }),
        ),
        async (msg) => {
          const res = await send(
            s.registryUrl,
            'POST',
            '/mcp',
            [
              ['Content-Type', 'application/json'],
              ['Accept', 'application/json, text/event-stream'],
            ],
            Buffer.from(JSON.stringify(msg) ?? 'null'),
          );
          mustBeClean(res, `/mcp ${JSON.stringify(msg)?.slice(0, 300)}`);
        },
      ),
      { numRuns: 60 * RUNS, seed: SEED },
    );
    await allAlive();
  });

  it('registry config: malformed YAML and wrong types always give RegistryConfigError with file:line, never another exception', () => {
    const FILE = '/cfg/mcp_servers.yaml';
    const valid = [
      'services:',
      '  - crm:',
      '      url: http://127.0.0.1:8007/openapi.json',
      '      description: CRM demo',
      '      include: [list_accounts, get_account]',
      '      api_overrides:',
      '        - operation_id: list_accounts',
      '          description: Better text',
      '          drop_query_parameters: [skip]',
      '      auth: { type: bearer, value: "Bearer ${CRM_TOKEN}" }',
      'mcpServers:',
      '  files: { command: npx, args: [-y, "@modelcontextprotocol/server-filesystem", "."], description: Files }',
      '  remote: { url: http://127.0.0.1:3001/mcp }',
      'trmServices:',
      '  tools1: { url: http://127.0.0.1:4321, tools: [a, b], auth: { type: X-API-Key, value: "${KEY:-k}" } }',
      'servers:',
      '  - { name: territory, type: openapi, spec_url: http://127.0.0.1:8888/openapi.json }',
      '',
    ].join('\n');
    const lines = valid.split('\n').length;
    const check = (text: string) => {
      tried++;
      try {
        parseRegistryConfig(text, FILE, { CRM_TOKEN: 't' });
      } catch (err) {
        expect(err, `${(err as Error).stack}\n--- input ---\n${text}`).to.be.instanceOf(RegistryConfigError);
        for (const p of (err as RegistryConfigError).problems) {
          const m = /^\/cfg\/mcp_servers\.yaml:(\d+): \S/.exec(p);
          expect(m, `no file:line in "${p}"\n--- input ---\n${text}`).to.not.equal(null);
          expect(Number(m![1])).to.be.within(1, text.split('\n').length + 1);
        }
      }
    };
    // YAML mutations: characters deleted, inserted or replaced anywhere
    const edit = fc.record({
      at: fc.nat(valid.length),
      del: fc.nat(4),
      ins: fc.oneof(
        fc.constantFrom(
          ':',
          '-',
          '[',
          ']',
          '{',
          '}',
          '"',
          "'",
          '\t',
          '#',
          '&',
          '*',
          '!',
          '|',
          '>',
          '%',
          '@',
          '`',
          '\n',
          '  ',
          ': ',
          '- ',
          '? ',
          '<<: *a',
        ),
        fc.string({ maxLength: 3 }),
      ),
    });
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 4 }), (edits) => {
        let text = valid;
        for (const e of edits) text = text.slice(0, e.at) + e.ins + text.slice(e.at + e.del);
        check(text);
      }),
      { numRuns: 400 * RUNS, seed: SEED },
    );
    // wrong types: one value anywhere in the document replaced by a value of another type
    const tree = parseYaml(valid) as Record<string, unknown>;
    const paths: (string | number)[][] = [];
    const walk = (v: unknown, at: (string | number)[]) => {
      if (at.length > 0) paths.push(at);
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...at, i]));
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...at, k]);
    };
    walk(tree, []);
    fc.assert(
      fc.property(
        fc.constantFrom(...paths),
        fc.oneof(
          fc.jsonValue({ maxDepth: 2 }),
          hostileString().filter((x) => x.length < 200),
        ),
        (path, value) => {
          const copy = structuredClone(tree) as Record<string | number, unknown>;
          let o: Record<string | number, unknown> = copy;
          for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
          o[path.at(-1)!] = value;
          check(stringifyYaml(copy));
        },
      ),
      { numRuns: 400 * RUNS, seed: SEED },
    );
    expect(lines).to.be.greaterThan(10);
  });
});
