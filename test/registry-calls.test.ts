import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino } from 'pino';
import { createRegistry, type Registry } from '../src/registry/server.js';
import { parseRegistryConfig } from '../src/registry/config/index.js';
import { REDACT_PATHS, type Running } from '../src/http/index.js';
import { createTerritoryApp } from '../src/territory/server.js';
import { territoryData } from '../src/territory/data.js';
import { loadSettings, type Settings } from '../src/settings/index.js';
import { getJson, postJson, quietLogger, serveOnFreePort } from './helpers/server.js';
import { ROOT } from './helpers/cli.js';
import { tempHome } from './helpers/home.js';

const DOC = readFileSync(join(ROOT, 'test', 'fixtures', 'openapi', 'upstream.json'), 'utf8');
const TOKEN = 'tok-SECRET-4242';
const KEY = 'key-SECRET-9898';

/** The upstream: serves the fixture document and echoes or fails on demand. */
function upstream(_seen: { slowClosed?: boolean }) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url!, 'http://x');
    const send = (status: number, body: unknown, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (url.pathname === '/openapi.json') return send(200, DOC);
      if (url.pathname === '/refused/openapi.json') return send(200, DOC.replace('"url": "/api"', '"url": "http://127.0.0.1:1/api"'));
      if (url.pathname.startsWith('/api/items/')) {
        return send(200, {
          path: url.pathname,
          rawQuery: url.search,
          tags: url.searchParams.getAll('tags'),
          trace: req.headers['x-trace'] ?? null,
          cookie: req.headers.cookie ?? null,
        });
      }
      if (url.pathname === '/api/items' && req.method === 'POST') {
        const body = JSON.parse(raw);
        if (body.price === 13) return send(422, { detail: [{ loc: ['body', 'price'], msg: 'unlucky price', type: 'value_error' }] });
        return send(201, {
          received: body,
          contentType: req.headers['content-type'],
          authorization: req.headers.authorization ? 'present' : 'absent',
        });
      }
      if (url.pathname === '/api/slow') {
        const t = setTimeout(() => send(200, { late: true }), 3000);
        res.on('close', () => clearTimeout(t));
        return;
      }
      if (url.pathname === '/api/garbage') return send(200, '<html>proxy error</html>', 'text/html');
      if (url.pathname === '/api/missing')
        return send(404, { detail: `no such item (you sent ${req.headers.authorization ?? req.headers['x-api-key']})` });
      if (url.pathname === '/api/boom')
        return send(500, `database exploded; auth was ${req.headers.authorization ?? req.headers['x-api-key']}`, 'text/plain');
      if (url.pathname === '/api/whoami')
        return send(200, { authorization: req.headers.authorization ?? null, key: req.headers['x-api-key'] ?? null });
      send(404, { detail: 'Not Found' });
    });
  };
}

describe('registry: calls, errors, secrets', function () {
  this.timeout(60_000);
  let up: Running;
  let territory: Running;
  let registry: Registry;
  let srv: Running;
  const home = tempHome();
  const logLines: string[] = [];

  before(async () => {
    up = await serveOnFreePort(upstream({}));
    territory = await serveOnFreePort(createTerritoryApp({ logger: quietLogger, logRequests: false }));
    const base = loadSettings({}, '/tmp').values;
    const settings: Settings = { ...base, api_mode: { ...base.api_mode, request_timeout: 1 } };
    const shipped = readFileSync(join(ROOT, 'mcp_servers.yaml'), 'utf8')
      .replace('${AGENT_TERRITORY_PORT:-8888}', String(territory.port))
      .replace('${AGENT_CRM_PORT:-8007}', '1');
    const config = parseRegistryConfig(
      `${shipped}
services:
  - up:
      url: ${up.url}/openapi.json
      auth: { type: bearer, value: "\${UP_TOKEN}" }
  - keyed:
      url: ${up.url}/openapi.json
      include: [whoami, missing, boom]
      auth: { type: X-API-Key, value: "${KEY}" }
  - refused: { url: "${up.url}/refused/openapi.json", include: [whoami] }
  - noenv: { url: "${up.url}/openapi.json", auth: { type: bearer, value: "\${NOT_SET_ANYWHERE}" } }
  - down: { url: "http://127.0.0.1:1/openapi.json" }
`,
      '/cfg/mcp_servers.yaml',
      { UP_TOKEN: TOKEN },
    );
    const logger = pino(
      { level: 'debug', redact: { paths: REDACT_PATHS, censor: '[redacted]' } },
      { write: (line: string) => void logLines.push(line) },
    );
    registry = await createRegistry({ config, settings, logger, dataDir: home.dir, retry: { initialMs: 60_000, maxMs: 60_000 } });
    srv = await serveOnFreePort(registry.handler);
    await registry.catalog.settled();
  });
  after(async () => {
    await srv.close();
    await registry.close();
    await up.close();
    await territory.close();
    home.remove();
  });

  const call = (function_name: string, args: unknown = {}, app_name?: string) =>
    postJson(`${srv.url}/functions/call`, { function_name, args, ...(app_name ? { app_name } : {}) });

  it('GET / answers status, service and version', async () => {
    const { status, body } = await getJson(`${srv.url}/`);
    expect(status).to.equal(200);
    expect(body).to.include({ status: 'ok', service: 'api-registry' });
    expect(body.version).to.be.a('string');
  });

  it('the shipped mcp_servers.yaml with the territory app: filtered accounts through /functions/call', async () => {
    const { status, body } = await call('territory_get_third_party_accounts', { campaign_name: 'tech transformation' }, 'territory');
    expect(status).to.equal(200);
    const expected = territoryData().accounts.filter((a) => a.is_third_party && a.revenue > 5_000_000);
    expect(body.accounts.map((a: any) => a.id)).to.deep.equal(expected.map((a) => a.id));
    const { body: apps } = await getJson(`${srv.url}/applications`);
    expect(apps.find((a: any) => a.name === 'territory')).to.include({ type: 'openapi', status: 'ok', tools: 4 });
    const { body: records } = await getJson(`${srv.url}/applications/territory/apis`);
    expect(Object.keys(records)).to.have.members([
      'territory_get_my_accounts',
      'territory_get_third_party_accounts',
      'territory_get_job_titles_by_account',
      'territory_get_contacts',
    ]);
  });

  it('maps path (encoded), query arrays (repeated keys), header and cookie parameters', async () => {
    const { status, body } = await call('up_get_item', {
      item_id: 'a b/c',
      tags: ['x', 'y z'],
      limit: 5,
      'X-Trace': 't-1',
      session: 's 1',
    });
    expect(status).to.equal(200);
    expect(body.path).to.equal('/api/items/a%20b%2Fc');
    expect(body.tags).to.deep.equal(['x', 'y z']);
    expect(body.rawQuery).to.equal('?tags=x&tags=y+z&limit=5');
    expect(body.trace).to.equal('t-1');
    expect(body.cookie).to.equal('session=s%201');
  });

  it('sends body parameters as one JSON body (allOf merged, readOnly fields left out) with the bearer token', async () => {
    const rec = (await getJson(`${srv.url}/applications/up/apis`)).body.up_create_item;
    expect(rec.secure).to.equal(true);
    expect(rec.parameters.map((p: any) => p.name)).to.have.members(['name', 'tags', 'owner', 'price', 'notes']);
    expect(rec.parameters.find((p: any) => p.name === 'price')).to.deep.include({ required: true, constraints: ['>= 0'], in: 'body' });
    const { status, body } = await call('up_create_item', { name: 'n', price: 2.5, tags: ['a'], owner: { email: 'a@b.co' } });
    expect(status).to.equal(200);
    expect(body).to.deep.equal({
      received: { name: 'n', tags: ['a'], owner: { email: 'a@b.co' }, price: 2.5 },
      contentType: 'application/json',
      authorization: 'present',
    });
  });

  it(
    'adds auth: bearer -> Authorization: Bearer <value>; any other type is the header name ' + '(echoed back, the value is scrubbed)',
    async () => {
      expect((await call('up_whoami')).body).to.deep.equal({ authorization: 'Bearer [redacted]', key: null });
      expect((await call('keyed_whoami')).body).to.deep.equal({ authorization: null, key: '[redacted]' });
    },
  );

  it('422 names the field and the reason, before any upstream call', async () => {
    const { status, body } = await call('up_get_item', { item_id: 'x', limit: 0, mode: 'turbo', extra: 1 });
    expect(status).to.equal(422);
    expect(body.detail).to.deep.include.members([
      { loc: ['body', 'args', 'limit'], msg: 'must be >= 1', type: 'minimum' },
      { loc: ['body', 'args', 'mode'], msg: 'must be one of: [fast, slow]', type: 'enum' },
      { loc: ['body', 'args', 'extra'], msg: 'Unknown field: the tool does not take this argument', type: 'extra_forbidden' },
    ]);
    const missing = await call('up_create_item', { price: 1 });
    expect(missing.body.detail).to.deep.equal([{ loc: ['body', 'args', 'name'], msg: 'Field required', type: 'missing' }]);
    const email = await call('up_create_item', { name: 'n', price: 1, owner: { email: 'nope' } });
    expect(email.body.detail[0].loc).to.deep.equal(['body', 'args', 'owner', 'email']);
    expect(email.body.detail[0].msg).to.match(/format "email"/);
  });

  it('404 for an unknown tool and for a name without its service prefix', async () => {
    for (const name of ['up_nope', 'get_item', 'get_third_party_accounts']) {
      const { status, body } = await call(name);
      expect(status).to.equal(404);
      expect(body).to.deep.equal({ detail: `Tool '${name}' not found in any server` });
    }
    const wrongApp = await call('up_whoami', {}, 'keyed');
    expect(wrongApp.status).to.equal(404);
  });

  it('upstream 4xx pass through with status and body', async () => {
    const notFound = await call('keyed_missing');
    expect(notFound.status).to.equal(404);
    expect(notFound.body).to.deep.equal({ detail: 'no such item (you sent [redacted])' });
    const invalid = await call('up_create_item', { name: 'n', price: 13 });
    expect(invalid.status).to.equal(422);
    expect(invalid.body).to.deep.equal({ detail: [{ loc: ['body', 'price'], msg: 'unlucky price', type: 'value_error' }] });
  });

  it('502 for upstream 5xx (its status in the text), garbage instead of JSON, and connection refused', async () => {
    const boom = await call('up_boom');
    expect(boom.status).to.equal(502);
    expect(boom.body.detail).to.match(/^up GET \/boom: the upstream answered 500 Internal Server Error: database exploded/);
    const garbage = await call('up_garbage');
    expect(garbage.status).to.equal(502);
    expect(garbage.body.detail).to.match(/not valid JSON \(content-type text\/html\): <html>proxy error<\/html>/);
    const refused = await call('refused_whoami');
    expect(refused.status).to.equal(502);
    expect(refused.body.detail).to.equal('refused GET /whoami: cannot reach the upstream http://127.0.0.1:1: connection refused');
  });

  it('504 when the upstream is slower than api_mode.request_timeout', async () => {
    const { status, body } = await call('up_slow');
    expect(status, JSON.stringify(body)).to.equal(504);
    expect(body.detail).to.match(/did not answer within 1 s/);
  });

  it('a service that fails to load is listed as error with its cause; the others keep working; its tools answer 503', async () => {
    const { body: apps } = await getJson(`${srv.url}/applications`);
    const down = apps.find((a: any) => a.name === 'down');
    expect(down).to.deep.include({ status: 'error', tools: 0, type: 'openapi' });
    expect(down.error).to.equal(
      'Failed to fetch OpenAPI schema from http://127.0.0.1:1/openapi.json: cannot reach the upstream http://127.0.0.1:1: connection refused',
    );
    const crm = apps.find((a: any) => a.name === 'crm');
    expect(crm.status).to.equal('error');
    const noenv = apps.find((a: any) => a.name === 'noenv');
    expect(noenv.status).to.equal('error');
    expect(noenv.error).to.match(/environment variable NOT_SET_ANYWHERE is not set/);
    const { status, body } = await call('down_anything');
    expect(status).to.equal(503);
    expect(body.detail).to.match(/service 'down' is in error: Failed to fetch OpenAPI schema/);
    const { body: all } = await getJson(`${srv.url}/apis`);
    expect(all.down).to.deep.equal({});
    expect(Object.keys(all.up)).to.include('up_get_item');
  });

  it('secrets never appear in listings, error bodies or logs', async () => {
    await call('up_boom');
    await call('keyed_boom');
    await call('keyed_missing');
    const texts = [
      JSON.stringify((await getJson(`${srv.url}/apis`)).body),
      JSON.stringify((await getJson(`${srv.url}/applications`)).body),
      JSON.stringify((await call('up_boom')).body),
      JSON.stringify((await call('keyed_boom')).body),
      JSON.stringify((await call('keyed_missing')).body),
      logLines.join('\n'),
    ];
    for (const t of texts) {
      expect(t).to.not.include(TOKEN);
      expect(t).to.not.include(KEY);
    }
    expect(logLines.join('\n')).to.include('tool call failed');
  });

  it('POST /functions/call answers bad requests clearly: not JSON 400, no body 422, wrong shape 422, too large 413', async () => {
    const notJson = await getJson(`${srv.url}/functions/call`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(notJson.status).to.equal(400);
    expect(notJson.body.detail).to.match(/^Request body is not valid JSON/);
    const noBody = await getJson(`${srv.url}/functions/call`, { method: 'POST' });
    expect(noBody.status).to.equal(422);
    const shape = await postJson(`${srv.url}/functions/call`, { args: [] });
    expect(shape.status).to.equal(422);
    expect(shape.body.detail.map((d: any) => d.loc.join('.'))).to.include.members(['body.function_name', 'body.args']);
    const huge = await postJson(`${srv.url}/functions/call`, { function_name: 'up_whoami', args: { x: 'y'.repeat(6 * 1024 * 1024) } });
    expect(huge.status).to.equal(413);
    expect(notJson.headers.get('x-request-id')).to.be.a('string');
  });

  it('listings are sent gzip-compressed to clients that accept it', async () => {
    const res = await fetch(`${srv.url}/apis`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).to.equal('gzip');
    const body = await res.json();
    expect(Object.keys(body)).to.include.members(['territory', 'up']);
    const plain = await fetch(`${srv.url}/apis`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).to.equal(null);
    expect(await plain.json()).to.deep.equal(body);
  });

  it('/openapi.json describes the registry and /docs serves Swagger UI', async () => {
    const { body } = await getJson(`${srv.url}/openapi.json`);
    expect(Object.keys(body.paths)).to.include.members([
      '/',
      '/applications',
      '/applications/{app}/apis',
      '/apis',
      '/functions/call',
      '/functions/onboard',
    ]);
    // and the endpoints served beside the typed routes: MCP, the catalogue page, health, metrics
    expect(body.paths['/mcp'].post.tags).to.deep.equal(['mcp']);
    expect(body.paths['/ui'].get.responses['200'].content).to.have.key('text/html');
    expect(body.paths['/health'].get.operationId).to.equal('health');
    expect(body.paths['/metrics'].get.responses['200'].content).to.have.key('text/plain');
    const { validate } = await import('@readme/openapi-parser');
    await validate(structuredClone(body));
    const docs = await fetch(`${srv.url}/docs`);
    expect(docs.status).to.equal(200);
    await docs.text();
    const unknownApp = await getJson(`${srv.url}/applications/nope/apis`);
    expect(unknownApp.status).to.equal(404);
    expect(unknownApp.body.detail).to.match(/^Application 'nope' not found/);
  });
});
