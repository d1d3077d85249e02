import { expect } from 'chai';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRegistry, type Registry } from '../src/registry/server.js';
import { parseRegistryConfig } from '../src/registry/config/index.js';
import type { Running } from '../src/http/index.js';
import { loadSettings, type Settings } from '../src/settings/index.js';
import { getJson, postJson, quietLogger, serveOnFreePort } from './helpers/server.js';
import { runCli } from './helpers/cli.js';
import { tempHome } from './helpers/home.js';
import { freePort } from './helpers/ports.js';
import { EDGE } from './fixtures/mcp/servers.js';
import { startTrmServer, type TrmServer } from './helpers/trm-server.js';

/**
 * CUGA drop-in (issue 17): CUGA's configuration forms load unchanged; with
 * registry.compat = cuga the registry answers as CUGA's registry does where CUGA-written
 * clients depend on it (derived from CUGA's api_registry_server.py, api_registry.py and
 * mcp_manager/adapter.py); without it the honest statuses stay.
 */

const PETSTORE = {
  openapi: '3.0.3',
  info: { title: 'Petstore', version: '1' },
  paths: {
    '/pet/{petId}': {
      get: {
        operationId: 'getPetById',
        parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: { '200': { description: 'a pet' }, '404': { description: 'no pet' } },
      },
    },
    '/pets': {
      get: {
        operationId: 'find-pets.byStatus',
        parameters: [
          {
            name: 'status',
            in: 'query',
            required: true,
            schema: { type: 'array', minItems: 1, maxItems: 3, uniqueItems: true, items: { type: 'string' } },
          },
          { name: 'tag', in: 'query', schema: { type: 'string', pattern: '^[a-z]+$' } },
          { name: 'limit', in: 'query', schema: { type: 'integer' } },
          { name: 'vaccinated', in: 'query', schema: { type: 'boolean' } },
        ],
        responses: { '200': { description: 'pets' } },
      },
    },
    '/whoami': { get: { operationId: 'whoami', responses: { '200': { description: 'what the upstream saw' } } } },
  },
};

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** The petstore upstream: answers its document (after `delayMs`), pets, a 404 for pet 0, and what it was sent. */
function startPetstore(delayMs = 0): Promise<{ url: string; server: Server; seen: IncomingMessage[] }> {
  const seen: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    seen.push(req);
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/openapi.json') return void setTimeout(() => send(res, 200, PETSTORE), delayMs);
    const pet = /^\/pet\/(-?\d+)$/.exec(url.pathname);
    if (pet) return pet[1] === '0' ? send(res, 404, { message: 'Pet not found' }) : send(res, 200, { id: Number(pet[1]), name: 'Rex' });
    if (url.pathname === '/pets') return send(res, 200, { query: Object.fromEntries(url.searchParams) });
    if (url.pathname === '/whoami') return send(res, 200, { headers: req.headers, query: Object.fromEntries(url.searchParams) });
    send(res, 404, { detail: 'no such path' });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server, seen })),
  );
}

describe('CUGA drop-in: configuration, clients and prompts', function () {
  this.timeout(60_000);
  const home = tempHome('agent-cuga-');
  let pets: Awaited<ReturnType<typeof startPetstore>>;
  let trm: TrmServer;
  const registries: { registry: Registry; srv: Running }[] = [];

  /** CUGA's own forms: mcpServers with `type: mcp_server`, a `tool-runtime-manager`, `services` OpenAPI with CUGA auth forms. */
  const cugaYaml = () => `services:
  - petstore:
      url: ${pets.url}/openapi.json
      type: openapi
      description: Pets
  - keyed:
      url: ${pets.url}/openapi.json
      include: [whoami]
      auth: { type: api-key, value: k-123456 }
      headers: { X-Tenant: acme }
  - basic:
      url: ${pets.url}/openapi.json
      include: [whoami]
      auth: { type: basic, key: ann, value: s3cret-pw }
  - inquery:
      url: ${pets.url}/openapi.json
      include: [whoami]
      auth: { type: query, key: api_key, value: q-987654 }
  - graph:
      url: ${pets.url}/graphql
      type: graphql
mcpServers:
  edge:
    type: mcp_server
    command: node
    args: ["${EDGE}"]
    env: { EDGE_VAR: from-config }
  runtime:
    type: tool-runtime-manager
    url: ${trm.url}
    tools: [word_count]
`;

  async function start(compat: Settings['registry']['compat']): Promise<string> {
    const base = loadSettings({}, home.dir).values;
    const settings: Settings = { ...base, registry: { ...base.registry, compat } };
    const config = parseRegistryConfig(cugaYaml(), join(home.dir, 'mcp_servers.yaml'), {});
    const registry = await createRegistry({
      config,
      settings,
      logger: quietLogger,
      dataDir: join(home.dir, compat),
      retry: { initialMs: 60_000, maxMs: 60_000 },
    });
    const srv = await serveOnFreePort(registry.handler);
    await registry.catalog.settled();
    registries.push({ registry, srv });
    return srv.url;
  }

  let agent: string;
  let cuga: string;
  before(async () => {
    pets = await startPetstore();
    trm = await startTrmServer();
    agent = await start('agent');
    cuga = await start('cuga');
  });
  after(async () => {
    for (const { registry, srv } of registries) {
      await srv.close();
      await registry.close();
    }
    pets.server.close();
    await trm.close();
    home.remove();
  });

  it("loads CUGA's configuration unchanged; an entry with an unknown type is an error with file:line, the others load", async () => {
    const { body } = await getJson(`${agent}/applications`);
    const byName = Object.fromEntries(body.map((a: any) => [a.name, a]));
    for (const name of ['petstore', 'keyed', 'basic', 'inquery', 'edge', 'runtime']) expect(byName[name].status, name).to.equal('ok');
    expect(byName.edge.type).to.equal('mcp');
    expect(byName.runtime.type).to.equal('trm');
    expect(byName.graph.status).to.equal('error');
    expect(byName.graph.error).to.match(/mcp_servers\.yaml:21: services\[4\]\.graph\.type: must be one of: openapi, mcp, trm/);
    // the stdio server got the configured env
    const env = await postJson(`${agent}/functions/call`, { function_name: 'edge_env', args: { name: 'EDGE_VAR' } });
    expect(env.body).to.deep.include({ value: 'from-config' });
  });

  it("CUGA's auth forms reach the upstream (api-key header, extra headers, basic, query parameter); no secret is listed", async () => {
    const who = async (tool: string) => {
      const before = pets.seen.length;
      const res = await postJson(`${agent}/functions/call`, { function_name: tool, args: {} });
      expect(res.status).to.equal(200);
      // the upstream saw the credential; the registry's answer never shows it (secrets are scrubbed from results)
      expect(JSON.stringify(res.body)).to.include('[redacted]');
      const req = pets.seen.slice(before).find((r) => r.url?.startsWith('/whoami'))!;
      return { headers: req.headers, query: Object.fromEntries(new URL(req.url!, 'http://x').searchParams) };
    };
    const keyed = await who('keyed_whoami');
    expect(keyed.headers).to.include({ 'x-api-key': 'k-123456', 'x-tenant': 'acme' });
    const basic = await who('basic_whoami');
    expect(basic.headers.authorization).to.equal(`Basic ${Buffer.from('ann:s3cret-pw').toString('base64')}`);
    const inquery = await who('inquery_whoami');
    expect(inquery.query).to.deep.equal({ api_key: 'q-987654' });
    const listings = JSON.stringify([(await getJson(`${agent}/applications`)).body, (await getJson(`${agent}/apis`)).body]);
    for (const secret of ['k-123456', 's3cret-pw', 'q-987654', Buffer.from('ann:s3cret-pw').toString('base64')])
      expect(listings).to.not.include(secret);
  });

  it('GET / carries a message in both profiles', async () => {
    for (const url of [agent, cuga]) {
      const { body } = await getJson(`${url}/`);
      expect(body).to.include({ status: 'ok', service: 'api-registry' });
      expect(body.message).to.match(/Welcome to the API Registry.*\/docs/);
    }
  });

  it("constraints use CUGA's wording for arrays and patterns in both profiles", async () => {
    for (const [url, tool] of [
      [agent, 'petstore_find-pets_byStatus'],
      [cuga, 'petstore_find_pets_bystatus'],
    ] as const) {
      const { body } = await getJson(`${url}/applications/petstore/apis`);
      const params = Object.fromEntries(body[tool].parameters.map((p: any) => [p.name, p.constraints]));
      expect(params.status).to.include.members(['min items: 1', 'max items: 3', 'items must be unique']);
      expect(params.tag).to.include('matches pattern: ^[a-z]+$');
    }
  });

  it("cuga: tool names are CUGA's (lower case, '-' and '.' as '_'); agent: they keep case and '-'", async () => {
    const names = async (url: string) => Object.keys((await getJson(`${url}/applications/petstore/apis`)).body).sort();
    expect(await names(cuga)).to.deep.equal(['petstore_find_pets_bystatus', 'petstore_getpetbyid', 'petstore_whoami']);
    expect(await names(agent)).to.deep.equal(['petstore_find-pets_byStatus', 'petstore_getPetById', 'petstore_whoami']);
  });

  it("cuga: an upstream failure is HTTP 200 with CUGA's exception object carrying the upstream's text; agent: its status", async () => {
    const c = await postJson(`${cuga}/functions/call`, { function_name: 'petstore_getpetbyid', args: { petId: 0 } });
    expect(c.status).to.equal(200);
    expect(c.body).to.include({ status: 'exception', status_code: 404, error_type: 'HTTPError', function_name: 'petstore_getpetbyid' });
    expect(c.body.message).to.include('Pet not found');
    const a = await postJson(`${agent}/functions/call`, { function_name: 'petstore_getPetById', args: { petId: 0 } });
    expect(a.status).to.equal(404);
    expect(a.body).to.deep.equal({ message: 'Pet not found' });
    // a tool's own failure (MCP isError) and bad arguments: exception objects too; an unknown tool stays 404
    const fail = await postJson(`${cuga}/functions/call`, { function_name: 'edge_fail', args: { id: 1 } });
    expect(fail.status).to.equal(200);
    expect(fail.body).to.include({ status: 'exception', status_code: 502 });
    const bad = await postJson(`${cuga}/functions/call`, { function_name: 'petstore_getpetbyid', args: { petId: 'rex' } });
    expect(bad.status).to.equal(200);
    expect(bad.body).to.include({ status: 'exception', status_code: 422, error_type: 'ValidationError' });
    expect(bad.body.message).to.match(/petId/);
    expect((await postJson(`${cuga}/functions/call`, { function_name: 'petstore_nope', args: {} })).status).to.equal(404);
  });

  it('cuga: lenient arguments (params unwrapped, unknown ones dropped and reported, numeric strings coerced); agent: 422', async () => {
    const args = { params: { status: ['sold'], limit: '5', vaccinated: 'true', colour: 'brown' } };
    const c = await postJson(`${cuga}/functions/call`, { function_name: 'petstore_find_pets_bystatus', args });
    expect(c.status, JSON.stringify(c.body)).to.equal(200);
    expect(c.body.query).to.deep.equal({ status: 'sold', limit: '5', vaccinated: 'true' });
    expect(c.headers.get('x-dropped-arguments')).to.equal('colour');
    const pet = await postJson(`${cuga}/functions/call`, { function_name: 'petstore_getpetbyid', args: { petId: '7' } });
    expect(pet.body).to.deep.equal({ id: 7, name: 'Rex' });
    const a = await postJson(`${agent}/functions/call`, { function_name: 'petstore_find-pets_byStatus', args });
    expect(a.status).to.equal(422);
    expect((await postJson(`${agent}/functions/call`, { function_name: 'petstore_getPetById', args: { petId: '7' } })).status).to.equal(
      422,
    );
  });
});

describe('agent start api-registry waits for the catalogue', function () {
  this.timeout(120_000);
  const home = tempHome('agent-cuga-start-');
  let pets: Awaited<ReturnType<typeof startPetstore>>;
  let env: NodeJS.ProcessEnv;

  before(async () => {
    pets = await startPetstore(1500);
    const port = await freePort();
    const settingsFile = join(home.dir, 'settings.toml');
    writeFileSync(settingsFile, `[demo]\napi_registry_port = ${port}\n`);
    const configFile = join(home.dir, 'mcp_servers.yaml');
    writeFileSync(
      configFile,
      `mcpServers:
  slow:
    type: mcp_server
    command: node
    args: ["${join(EDGE, '..', 'slow-start-server.mjs')}"]
    env: { SLOW_START_MS: "2000" }
services:
  - petstore: { url: "${pets.url}/openapi.json" }
  - oops: { url: "${pets.url}/x.json", type: soap }
`,
    );
    env = { AGENT_HOME: home.dir, AGENT_SETTINGS_FILE: settingsFile, MCP_SERVERS_FILE: configFile };
  });
  after(async () => {
    await runCli(['stop', 'api-registry'], { env });
    pets.server.close();
    home.remove();
  });

  it('returns once every service finished its first load; GET /apis right after lists every tool; the bad entry is an error', async () => {
    const r = await runCli(['start', 'api-registry'], { env });
    expect(r.code, r.stderr + r.stdout).to.equal(0);
    expect(r.stdout).to.match(/catalogue: 2 of 3 services loaded/);
    expect(r.stdout).to.match(/oops: .*mcp_servers\.yaml:9: services\[1\]\.oops\.type: must be one of/);
    const url = /started at (http:\/\/\S+)/.exec(r.stdout)![1]!;
    const apis = (await getJson(`${url}/apis`)).body;
    expect(Object.keys(apis.slow)).to.include.members(['slow_nested', 'slow_fail', 'slow_env']);
    expect(Object.keys(apis.petstore)).to.have.length(3);
    const test = await runCli(['apis', 'test', '--json'], { env });
    const out = JSON.parse(test.stdout);
    const oops = out.services.find((s: any) => s.name === 'oops');
    expect(oops.ok).to.equal(false);
    expect(oops.error).to.match(/mcp_servers\.yaml:9/);
  });
});
