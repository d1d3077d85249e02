import { expect } from 'chai';
import { readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createDemoServer } from '../src/demo/server.js';
import type { Running } from '../src/http/index.js';
import { parseRegistryConfig } from '../src/registry/config/index.js';
import { createRegistry, type Registry } from '../src/registry/server.js';
import { tempHome } from './helpers/home.js';
import { statelessMcp } from './helpers/mcp-stateless.js';
import { getJson, postJson, quietLogger, serveOnFreePort } from './helpers/server.js';
import { testSettings } from './helpers/stack.js';

// Upstream responses and outbound calls (hardening issue items 7, 8, 9, 12, 13): answers
// larger than api_mode.max_response_mb, credentials echoed in successful answers, one hung
// operation holding the connection pool, dot segments in path parameters, and header
// arguments HTTP cannot carry.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const KEY = 'upstream-SECRET-9c41';
const MIB = 1024 * 1024;
const POOL = 20;
/** The registry's api_mode.request_timeout here: what a call that waited (instead of failing at once) would run into. */
const REQUEST_TIMEOUT_S = 8;
/** A client that gives up just before request_timeout: a call left waiting for a connection fails instead of answering late. */
const GIVE_UP_MS = (REQUEST_TIMEOUT_S - 1) * 1000;

const json200 = { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } };
const get = (operationId: string, parameters: unknown[] = []) => ({
  get: { operationId, summary: operationId, parameters, responses: json200 },
});
const pathParam = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string' } });

const DOC = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Upstream', version: '1.0.0' },
  servers: [{ url: '/' }],
  paths: {
    '/ok': get('ok'),
    '/big': get('big'),
    '/endless': get('endless'),
    '/headers': get('headers'),
    '/hang': get('hang'),
    '/files/{dir}/{name}': get('file', [pathParam('dir'), pathParam('name')]),
    '/admin': get('admin'),
    '/trace': get('trace', [{ name: 'X-Trace', in: 'header', required: true, schema: { type: 'string' } }]),
  },
});

/** What the upstream saw: paths requested, hung requests held open, endless answers the client hung up on. */
const seen = { paths: [] as string[], hung: [] as ServerResponse[], endlessClosed: 0 };

function upstream(req: IncomingMessage, res: ServerResponse): void {
  const path = new URL(req.url!, 'http://x').pathname;
  seen.paths.push(path);
  const json = (body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };
  switch (path) {
    case '/openapi.json':
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(DOC);
    case '/big':
      // 2 MiB with a Content-Length that says so
      return json({ rows: 'x'.repeat(2 * MIB) });
    case '/endless': {
      // a JSON answer that never ends (chunked, no Content-Length)
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"rows": [');
      const chunk = `"${'y'.repeat(64 * 1024)}",`;
      const timer = setInterval(() => res.write(chunk), 1);
      res.on('close', () => {
        clearInterval(timer);
        seen.endlessClosed++;
      });
      return;
    }
    case '/headers':
      return json({ received: req.headers });
    case '/hang':
      seen.hung.push(res);
      return;
    case '/trace':
      return json({ trace: req.headers['x-trace'] });
    case '/admin':
      return json({ admin: true });
    default:
      if (path.startsWith('/files/')) return json({ file: path });
      json({ ok: true });
  }
}

/** A remote MCP server (streamable HTTP, stateless, JSON answers) with a tool whose answer is 2 MiB, and a small one. */
const mcpUpstream = statelessMcp('bulky', (server) => {
  const empty = { type: 'object' as const, properties: {} };
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: [
      { name: 'big', description: 'A 2 MiB answer', inputSchema: empty, annotations: { readOnlyHint: true } },
      { name: 'small', description: 'A small answer', inputSchema: empty, annotations: { readOnlyHint: true } },
    ],
  }));
  server.setRequestHandler(CallToolRequestSchema, (r) => ({
    content: [{ type: 'text', text: r.params.name === 'big' ? 'b'.repeat(2 * MIB) : 'small answer' }],
  }));
});

describe('reliability: upstream responses and outbound calls', function () {
  this.timeout(60_000);
  const home = tempHome('agent-upstream-');
  let up: Running;
  let registry: Registry;
  let srv: Running;
  const call = (function_name: string, args: Record<string, unknown> = {}, timeoutMs = 20_000) =>
    getJson(`${srv.url}/functions/call`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ function_name, args }),
      signal: AbortSignal.timeout(timeoutMs),
    });

  before(async () => {
    up = await serveOnFreePort(upstream);
    // badkey's document is a file (nothing to send its key with), its calls go to the same upstream
    const badkeyDoc = join(home.dir, 'badkey.json');
    writeFileSync(badkeyDoc, JSON.stringify({ ...JSON.parse(DOC), servers: [{ url: up.url }] }));
    const yaml = [
      'services:',
      '  - up:',
      `      url: ${up.url}/openapi.json`,
      `      auth: { type: X-API-Key, value: "${KEY}" }`,
      '      include: [ok, big, endless, headers, hang, file, trace]',
      // the same upstream origin (so the same connection pool), with a key HTTP cannot carry
      '  - badkey:',
      `      url: ${JSON.stringify(badkeyDoc)}`,
      '      auth: { type: X-API-Key, value: "line1\\r\\nX-Injected: yes" }',
      '      include: [ok]',
      '',
    ].join('\n');
    const config = parseRegistryConfig(yaml, join(home.dir, 'mcp_servers.yaml'), {});
    const settings = testSettings({ api_mode: { request_timeout: REQUEST_TIMEOUT_S, max_response_mb: 1, connection_pool_size: POOL } });
    registry = await createRegistry({ config, settings, logger: quietLogger, dataDir: home.dir, logRequests: false });
    srv = await serveOnFreePort(registry.handler);
    await registry.catalog.settled();
    expect((await call('up_ok')).status).to.equal(200);
  });
  after(async () => {
    for (const res of seen.hung) res.destroy();
    await srv.close();
    await registry.close();
    await up.close();
    home.remove();
  });

  describe('answers larger than api_mode.max_response_mb (1 MiB here)', () => {
    it('a Content-Length over the limit: 502 naming the limit, and the next call works', async () => {
      const big = await call('up_big');
      expect(big.status).to.equal(502);
      expect(big.body.detail).to.equal(`up GET /big: the upstream's answer is larger than the 1 MiB limit (api_mode.max_response_mb)`);
      expect(await call('up_ok')).to.deep.include({ status: 200, body: { ok: true } });
    });

    it('an answer that never ends: 502 naming the limit at once, and the registry hangs up on the upstream', async () => {
      const before = seen.endlessClosed;
      const started = Date.now();
      const endless = await call('up_endless');
      expect(endless.status).to.equal(502);
      expect(endless.body.detail).to.equal(
        `up GET /endless: the upstream's answer is larger than the 1 MiB limit (api_mode.max_response_mb)`,
      );
      // at once: a ratio to request_timeout, not a fixed time (the machine may be busy)
      expect((Date.now() - started) / (REQUEST_TIMEOUT_S * 1000), 'long before request_timeout').to.be.below(0.5);
      // waits for the hang-up to happen at all (liveness), generously
      const until = Date.now() + 10_000;
      while (seen.endlessClosed === before && Date.now() < until) await sleep(20);
      expect(seen.endlessClosed, 'the upstream connection was closed').to.equal(before + 1);
      expect(await call('up_ok')).to.deep.include({ status: 200, body: { ok: true } });
    });

    it('a remote MCP server (streamable HTTP): 502 naming the limit, and the next call works', async () => {
      const mcp = await serveOnFreePort(mcpUpstream);
      const mcpHome = tempHome('agent-upstream-mcp-');
      const config = parseRegistryConfig(
        `mcpServers:\n  bulky:\n    url: ${mcp.url}/mcp\n    transport: streamable-http\n`,
        join(mcpHome.dir, 'mcp_servers.yaml'),
        {},
      );
      const reg = await createRegistry({
        config,
        settings: testSettings({ api_mode: { request_timeout: REQUEST_TIMEOUT_S, max_response_mb: 1 } }),
        logger: quietLogger,
        dataDir: mcpHome.dir,
        logRequests: false,
      });
      const regSrv = await serveOnFreePort(reg.handler);
      try {
        await reg.catalog.settled();
        const mcpCall = (function_name: string) => postJson(`${regSrv.url}/functions/call`, { function_name, args: {} });
        const started = Date.now();
        const big = await mcpCall('bulky_big');
        expect(big.status, JSON.stringify(big.body).slice(0, 300)).to.equal(502);
        expect(big.body.detail).to.equal(`MCP server 'bulky': an answer is larger than the 1 MiB limit (api_mode.max_response_mb)`);
        // at once: a ratio to request_timeout, not a fixed time (the machine may be busy)
        expect((Date.now() - started) / (REQUEST_TIMEOUT_S * 1000), 'long before request_timeout').to.be.below(0.5);
        expect(await mcpCall('bulky_small')).to.deep.include({ status: 200, body: 'small answer' });
      } finally {
        await regSrv.close();
        await reg.close();
        await mcp.close();
        mcpHome.remove();
      }
    });

    it("the demo server's registry client: an oversized registry answer is a 502 tool error naming the limit, not retried", async () => {
      let calls = 0;
      let closed = 0;
      const record = {
        app_name: 'big',
        api_name: 'big_list_my_accounts',
        secure: false,
        path: '/my-accounts',
        method: 'GET',
        description: 'List my accounts',
        parameters: [],
        response_schemas: { success: {}, failure: {} },
      };
      const fakeRegistry = await serveOnFreePort((req, res) => {
        if (req.url === '/apis') {
          res.writeHead(200, { 'content-type': 'application/json' });
          return void res.end(JSON.stringify({ big: { big_list_my_accounts: record } }));
        }
        if (req.url === '/functions/call') {
          calls++;
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write('{"accounts": [');
          const chunk = `{"name": "${'z'.repeat(64 * 1024)}"},`;
          const timer = setInterval(() => res.write(chunk), 1);
          res.on('close', () => {
            clearInterval(timer);
            closed++;
          });
          return;
        }
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end('{"detail":"Not Found"}');
      });
      const demoHome = tempHome('agent-upstream-demo-');
      const demoTimeoutS = 10;
      const settings = testSettings({
        api_mode: { max_response_mb: 1, request_timeout: demoTimeoutS, audit_logging: true },
        llm: { provider: 'offline' },
        demo: { enable_logging: false, default_timeout: 20 },
      });
      const demo = await createDemoServer({
        settings,
        registryUrl: fakeRegistry.url,
        logger: quietLogger,
        dataDir: demoHome.dir,
        logsDir: demoHome.dir,
      });
      const demoSrv = await serveOnFreePort(demo.handler);
      try {
        const started = Date.now();
        const chat = await postJson(`${demoSrv.url}/chat`, { message: 'list my accounts' });
        expect(chat.status).to.equal(200);
        // at once: a ratio to request_timeout, not a fixed time (the machine may be busy)
        expect((Date.now() - started) / (demoTimeoutS * 1000), 'long before request_timeout').to.be.below(0.5);
        const step = chat.body.data.calls.find((c: { tool: string }) => c.tool === 'big_list_my_accounts');
        expect(step, JSON.stringify(chat.body.data.calls)).to.not.equal(undefined);
        const audit = readFileSync(join(demoHome.dir, 'audit.log'), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l));
        const line = audit.find((a) => a.kind === 'tool_call');
        expect(line).to.deep.include({ status: 'error', http_status: 502, attempts: 1 });
        expect(line.error).to.equal(
          `The tool registry's answer to big_list_my_accounts is larger than the 1 MiB limit (api_mode.max_response_mb)`,
        );
        expect(calls, 'a retry cannot make the answer smaller').to.equal(1);
        // waits for the hang-up to happen at all (liveness), generously
        const until = Date.now() + 10_000;
        while (closed === 0 && Date.now() < until) await sleep(20);
        expect(closed, 'the demo server hung up instead of reading on').to.equal(1);
      } finally {
        await demoSrv.close();
        await demo.close();
        await fakeRegistry.close();
        demoHome.remove();
      }
    });
  });

  describe('credentials an upstream echoes in a successful answer', () => {
    it('POST /functions/call: the configured key is scrubbed from the result', async () => {
      const res = await call('up_headers');
      expect(res.status).to.equal(200);
      expect(res.body.received['x-api-key']).to.equal('[redacted]');
      expect(JSON.stringify(res.body)).to.not.include(KEY);
    });

    it('/mcp tools/call: the configured key is scrubbed from the result', async () => {
      const client = new Client({ name: 'upstream-test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${srv.url}/mcp`)));
      try {
        const result = await client.callTool({ name: 'up_headers', arguments: {} });
        const text = JSON.stringify(result);
        expect(result.isError).to.not.equal(true);
        expect(text).to.include('[redacted]');
        expect(text).to.not.include(KEY);
      } finally {
        await client.close();
      }
    });
  });

  describe('path parameters that are dot segments', () => {
    it("'..' or '.': 422 naming the parameter, and nothing reaches the upstream", async () => {
      const before = seen.paths.length;
      for (const [dir, name, param] of [
        ['..', 'admin', 'dir'],
        ['.', 'x', 'dir'],
        ['docs', '..', 'name'],
      ] as const) {
        const res = await call('up_file', { dir, name });
        expect(res.status, `${dir}/${name}`).to.equal(422);
        expect(JSON.stringify(res.body.detail)).to.include(`'${param}'`).and.include('dot segment');
      }
      expect(seen.paths.slice(before), 'no request left the registry').to.deep.equal([]);
    });

    it('dots inside a value are fine', async () => {
      const res = await call('up_file', { dir: '...', name: 'a..b' });
      expect(res).to.deep.include({ status: 200, body: { file: '/files/.../a..b' } });
    });
  });

  describe('header arguments HTTP cannot carry', () => {
    it('CR/LF, NUL or a character outside Latin-1: 422 naming the parameter', async () => {
      for (const value of ['a\r\nX-Injected: yes', 'a\nb', 'nul\u0000', 'euro €']) {
        const res = await call('up_trace', { 'X-Trace': value });
        expect(res.status, JSON.stringify(value)).to.equal(422);
        expect(JSON.stringify(res.body.detail), JSON.stringify(value)).to.include("'X-Trace'");
      }
      expect(await call('up_trace', { 'X-Trace': 'café 1' })).to.deep.include({ status: 200, body: { trace: 'café 1' } });
    });
  });

  describe('a hung operation does not hold the connection pool hostage', () => {
    it(`while ${POOL} calls hang on one operation, a healthy operation of the same upstream answers at once`, async () => {
      const hung = Array.from({ length: POOL }, () => call('up_hang'));
      // waits for the hung calls to arrive at all (liveness), generously
      const until = Date.now() + 15_000;
      while (seen.hung.length < POOL && Date.now() < until) await sleep(20);
      expect(seen.hung.length, 'every hung call reached the upstream').to.equal(POOL);
      // a pool held hostage would make the healthy call wait for a hung call's request_timeout
      // to free a connection: the client gives up just before that, and the call must take a
      // small part of it (a ratio to the setting, not a fixed time: the machine may be busy)
      const started = performance.now();
      const ok = await call('up_ok', {}, GIVE_UP_MS).catch((err) => ({ status: 0, body: String(err) }));
      const ms = performance.now() - started;
      expect(ok).to.deep.include({ status: 200, body: { ok: true } });
      expect(ms / (REQUEST_TIMEOUT_S * 1000), 'latency of the healthy call, as a share of request_timeout').to.be.below(0.25);
      for (const res of seen.hung.splice(0)) res.writeHead(200, { 'content-type': 'application/json' }).end('{"late": true}');
      expect((await Promise.all(hung)).map((r) => r.status)).to.deep.equal(Array(POOL).fill(200));
    });
  });

  describe('calls that fail before they are sent give their connection back', () => {
    it(
      `after ${2 * POOL} calls with bad header values (arguments and a configured key), calls ` + `to the same upstream still work`,
      async () => {
        for (let i = 0; i < POOL; i++) {
          const bad = await call('up_trace', { 'X-Trace': `bad\r\n${i}` });
          expect(bad.status).to.equal(422);
          const badKey = await call('badkey_ok', {}, GIVE_UP_MS);
          expect(badKey.status).to.equal(502);
          expect(badKey.body.detail).to.equal(
            "badkey GET /ok: cannot send the request: the value of header 'x-api-key' has a " +
              'character HTTP headers cannot carry (CR, LF, NUL or outside Latin-1)',
          );
          expect(badKey.body.detail).to.not.include('line1');
        }
        expect(await call('up_ok', {}, GIVE_UP_MS)).to.deep.include({ status: 200, body: { ok: true } });
        const ok = await Promise.all(Array.from({ length: POOL }, () => call('up_ok', {}, GIVE_UP_MS)));
        expect(ok.map((r) => r.status)).to.deep.equal(Array(POOL).fill(200));
      },
    );
  });
});
