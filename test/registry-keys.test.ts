import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Running } from '../src/http/index.js';
import { createTerritoryApp } from '../src/territory/server.js';
import { BIN, runCli } from './helpers/cli.js';
import { tempHome } from './helpers/home.js';
import { poller } from './helpers/until.js';
import { freePort } from './helpers/ports.js';
import { databaseUrlFor, ENGINES, queryRows } from './helpers/postgres.js';
import { getJson, quietLogger, serveOnFreePort } from './helpers/server.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A registry served by the real CLI (`agent serve api-registry`), its output kept. */
async function serveRegistry(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; output: () => string; exited: Promise<number> }> {
  const child = spawn(process.execPath, [BIN, 'serve', 'api-registry', ...args], { env: { ...process.env, ...env, NO_COLOR: '1' } });
  let out = '';
  child.stdout!.on('data', (c) => (out += c));
  child.stderr!.on('data', (c) => (out += c));
  const exited = new Promise<number>((r) => child.once('exit', (code) => r(code ?? 1)));
  return { child, output: () => out, exited };
}

const until = poller(15_000, 50);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** How often the running registry looks for changes in its key store (SQLite; PostgreSQL notifies it at once). */
const WATCH_MS = 250;
/**
 * The most a change made by `agent keys ...` may take to be in force on the running registry:
 * four polls (the documented "within a second"), plus twice what that CLI command took to run
 * in the same test, so the bound follows the machine's load instead of assuming an idle one.
 */
const inForceWithin = (cliMs: number) => 4 * WATCH_MS + 2 * cliMs;

/** A request sent with its path exactly as written (fetch would tidy dot segments away). */
function rawRequest(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
const jsonPost = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

for (const engine of ENGINES)
  describe(`registry for teams [${engine}]: API keys with scopes, apps and rates (real CLI and registry)`, function () {
    this.timeout(90_000);
    const home = tempHome();
    let territory: Running;
    let port: number;
    let url: string;
    let reg: Awaited<ReturnType<typeof serveRegistry>>;
    const tokens: Record<string, string> = {};
    let env: NodeJS.ProcessEnv;

    const create = async (name: string, ...flags: string[]) => {
      const r = await runCli(['keys', 'create', name, ...flags, '--json'], { env });
      expect(r.code, r.stderr).to.equal(0);
      const key = JSON.parse(r.stdout) as { token: string; name: string };
      expect(key.token).to.match(/^agk_[A-Za-z0-9_-]{43}$/);
      tokens[name] = key.token;
      return key;
    };
    const call = (token: string | undefined, function_name: string, app_name?: string) =>
      getJson(`${url}/functions/call`, jsonPost({ function_name, app_name, args: {} }, token ? bearer(token) : {}));

    before(async () => {
      territory = await serveOnFreePort(createTerritoryApp({ logger: quietLogger, logRequests: false }));
      port = await freePort();
      url = `http://127.0.0.1:${port}`;
      const settingsFile = join(home.dir, 'settings.toml');
      writeFileSync(settingsFile, `[api_mode]\naudit_logging = true\n\n[demo]\napi_registry_port = ${port}\n`);
      const config = join(home.dir, 'mcp_servers.yaml');
      writeFileSync(config, `servers:\n  - { name: territory, type: openapi, spec_url: ${territory.url}/openapi.json }\n`);
      env = {
        AGENT_HOME: home.dir,
        AGENT_SETTINGS_FILE: settingsFile,
        MCP_SERVERS_FILE: config,
        AGENT_REGISTRY_KEY: '',
        AGENT_DATABASE_URL: await databaseUrlFor(engine, 'registry_keys_test'),
      };
      reg = await serveRegistry(['--port', String(port)], env);
      await until('the registry', async () => ((await getJson(`${url}/applications`)).body?.[0]?.status === 'ok' ? true : undefined));
    });
    after(async () => {
      reg?.child.kill('SIGTERM');
      await reg?.exited;
      await territory?.close();
      home.remove();
    });

    it('while no key exists the registry answers every request as before', async () => {
      expect((await getJson(`${url}/apis`)).status).to.equal(200);
      expect((await call(undefined, 'territory_get_my_accounts')).status).to.equal(200);
      const list = await runCli(['keys', 'list'], { env });
      expect(list.code).to.equal(0);
      expect(list.stdout).to.include('no keys');
    });

    it('the first key takes effect on the running registry within a second: 401 with WWW-Authenticate without a valid key', async () => {
      const cli = Date.now();
      await create('reader', '--scopes', 'read');
      const cliMs = Date.now() - cli;
      const started = Date.now();
      const refused = await until('the key to be in force', async () => {
        const r = await getJson(`${url}/apis`);
        return r.status === 401 ? r : undefined;
      });
      const ms = Date.now() - started;
      process.stdout.write(`      (in force after ${ms} ms; the CLI run that created it took ${cliMs} ms)\n`);
      expect(ms).to.be.at.most(inForceWithin(cliMs));
      expect(refused.headers.get('www-authenticate')).to.match(/^Bearer/);
      expect(refused.body.detail).to.include('Authorization: Bearer');
      const wrong = await getJson(`${url}/apis`, { headers: bearer('agk_not-a-real-token') });
      expect(wrong.status).to.equal(401);
      expect(wrong.body.detail).to.include('unknown or has been revoked').and.not.include('agk_not-a-real-token');
      expect((await call(undefined, 'territory_get_my_accounts')).status).to.equal(401);
      // GET / stays open: health checks and `agent start` use it
      expect((await getJson(`${url}/`)).status).to.equal(200);
      // so does the catalogue page, whose key field sends the key with its data calls
      const page = await fetch(`${url}/ui`);
      expect(page.status).to.equal(200);
      expect(page.headers.get('content-type')).to.include('text/html');
      expect((await fetch(`${url}/ui/catalogue.js`)).status).to.equal(200);
    });

    it('read: listings, /docs, /openapi.json, /metrics; a call is 403 naming the call scope; X-API-Key works too', async () => {
      const h = bearer(tokens.reader!);
      for (const path of ['/apis', '/applications', '/applications/territory/apis', '/openapi.json', '/docs', '/metrics'])
        expect((await getJson(`${url}${path}`, { headers: h })).status, path).to.equal(200);
      expect((await getJson(`${url}/apis`, { headers: { 'x-api-key': tokens.reader! } })).status).to.equal(200);
      const denied = await call(tokens.reader, 'territory_get_my_accounts');
      expect(denied.status).to.equal(403);
      expect(denied.body.detail).to.include("'reader'").and.include("'call' scope");
    });

    it('call: calls tools, but onboarding is 403 naming the admin scope; admin onboards and removes', async () => {
      await create('caller', '--scopes', 'call');
      await create('boss', '--scopes', 'admin');
      await sleep(600);
      const ok = await call(tokens.caller, 'territory_get_my_accounts', 'territory');
      expect(ok.status).to.equal(200);
      const onboard = { app_name: 'notes', schemas: [{ name: 'add', description: 'Add a note', input_schema: { type: 'object' } }] };
      const denied = await getJson(`${url}/functions/onboard`, jsonPost(onboard, bearer(tokens.caller!)));
      expect(denied.status).to.equal(403);
      expect(denied.body.detail).to.include("'admin' scope");
      expect((await getJson(`${url}/functions/onboard`, jsonPost(onboard, bearer(tokens.boss!)))).status).to.equal(201);
      expect((await getJson(`${url}/functions/onboard/notes`, { method: 'DELETE', headers: bearer(tokens.boss!) })).status).to.equal(204);
      expect((await getJson(`${url}/functions/onboard`, jsonPost(onboard, bearer(tokens.boss!)))).status).to.equal(201);
      expect((await call(tokens.boss, 'territory_get_contacts')).status).to.equal(200);
    });

    it('--apps limits listings and calls to those applications (403 naming the application)', async () => {
      await create('terr', '--scopes', 'call', '--apps', 'territory');
      await sleep(600);
      const h = bearer(tokens.terr!);
      expect(Object.keys((await getJson(`${url}/apis`, { headers: h })).body)).to.deep.equal(['territory']);
      expect((await getJson(`${url}/applications`, { headers: h })).body.map((a: { name: string }) => a.name)).to.deep.equal(['territory']);
      expect(Object.keys((await getJson(`${url}/apis`, { headers: bearer(tokens.reader!) })).body)).to.have.members(['territory', 'notes']);
      const other = await getJson(`${url}/applications/notes/apis`, { headers: h });
      expect(other.status).to.equal(403);
      expect(other.body.detail).to.include("application 'notes'").and.include('limited to: territory');
      const denied = await call(tokens.terr, 'notes_add');
      expect(denied.status).to.equal(403);
      expect(denied.body.detail).to.include("'notes'");
      expect((await call(tokens.terr, 'territory_get_my_accounts')).status).to.equal(200);
    });

    it('a read key cannot onboard, remove or call through another spelling of the path (case, slashes, escapes, dots, gzip)', async () => {
      const h = { ...bearer(tokens.reader!), 'content-type': 'application/json' };
      const onboard = JSON.stringify({ app_name: 'sneaky', schemas: [{ name: 'x', description: 'X', input_schema: { type: 'object' } }] });
      const call = JSON.stringify({ function_name: 'territory_get_my_accounts', args: {} });
      const spellings = (path: string) => [
        path.toUpperCase(),
        path.replace(/\b\w/g, (ch) => ch.toUpperCase()),
        `${path}/`,
        `/${path}`,
        path.replace('/', '//').replace(/\/(\w+)$/, '//$1'),
        path.replace(/([a-z])([a-z]*)$/, (_m, a: string, b: string) => `%${a.charCodeAt(0).toString(16)}${b}`),
        `/nothing/..${path}`,
        `/.${path}`,
      ];
      for (const path of spellings('/functions/onboard')) {
        const r = await rawRequest(url, 'POST', path, h, onboard);
        expect(r.status, `POST ${path}`).to.be.oneOf([403, 404]);
        const gz = await rawRequest(url, 'POST', path, { ...h, 'content-encoding': 'gzip' }, gzipSync(onboard));
        expect(gz.status, `POST ${path} (gzip)`).to.be.oneOf([403, 404]);
      }
      for (const path of spellings('/functions/call')) {
        const r = await rawRequest(url, 'POST', path, h, call);
        expect(r.status, `POST ${path}`).to.be.oneOf([403, 404]);
        const gz = await rawRequest(url, 'POST', path, { ...h, 'content-encoding': 'gzip' }, gzipSync(call));
        expect(gz.status, `POST ${path} (gzip)`).to.be.oneOf([403, 404]);
      }
      for (const path of spellings('/functions/onboard/notes'))
        expect((await rawRequest(url, 'DELETE', path, h)).status, `DELETE ${path}`).to.be.oneOf([403, 404]);
      expect(Object.keys((await getJson(`${url}/apis`, { headers: bearer(tokens.reader!) })).body)).to.not.include('sneaky');
      // a trailing slash is the same route for a key that may call (it used to be cancelled with 499)
      const slash = await rawRequest(
        url,
        'POST',
        '/functions/call/',
        { ...bearer(tokens.boss!), 'content-type': 'application/json' },
        call,
      );
      expect(slash.status).to.equal(200);
      // /mcp in any letter case is /mcp or nothing: never a way around the browser-origin check
      const mcp = await rawRequest(
        url,
        'POST',
        '/MCP',
        { ...h, origin: 'http://evil.example', accept: 'application/json, text/event-stream' },
        '{}',
      );
      expect(mcp.status).to.be.oneOf([403, 404]);
    });

    it('/mcp with the SDK client: read lists but may not call; --apps filters tools/list and refuses other apps; call calls', async () => {
      const connect = async (token?: string) => {
        const client = new Client({ name: 'test', version: '1.0.0' });
        await client.connect(
          new StreamableHTTPClientTransport(new URL(`${url}/mcp`), { requestInit: { headers: token ? bearer(token) : {} } }),
        );
        return client;
      };
      let failed: unknown;
      await connect().catch((err) => (failed = err));
      expect(String(failed)).to.match(/401|API key/);

      const reader = await connect(tokens.reader);
      const names = (await reader.listTools()).tools.map((t) => t.name);
      expect(names).to.include('territory_get_my_accounts').and.include('notes_add');
      const refused = await reader.callTool({ name: 'territory_get_my_accounts', arguments: {} });
      expect(refused.isError).to.equal(true);
      expect(JSON.stringify(refused.content)).to.include('403').and.include("'call' scope");
      await reader.close();

      const terr = await connect(tokens.terr);
      expect((await terr.listTools()).tools.every((t) => t.name.startsWith('territory_'))).to.equal(true);
      const other = await terr.callTool({ name: 'notes_add', arguments: {} });
      expect(other.isError).to.equal(true);
      expect(JSON.stringify(other.content)).to.include('403').and.include("'notes'");
      const ok = await terr.callTool({ name: 'territory_get_my_accounts', arguments: {} });
      expect(ok.isError ?? false).to.equal(false);
      await terr.close();
    });

    it('/mcp/apps/<app>: one application under its own names, for a key that may use it (403 for one limited to others)', async () => {
      const connect = async (app: string, token?: string) => {
        const client = new Client({ name: 'test', version: '1.0.0' });
        const headers = token ? bearer(token) : {};
        await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp/apps/${app}`), { requestInit: { headers } }));
        return client;
      };
      let failed: unknown;
      await connect('territory').catch((err) => (failed = err));
      expect(String(failed)).to.match(/401|API key/);
      failed = undefined;
      await connect('notes', tokens.terr).catch((err) => (failed = err));
      expect(String(failed)).to.include("may not use application 'notes'");

      const terr = await connect('territory', tokens.terr);
      const names = (await terr.listTools()).tools.map((t) => t.name);
      expect(names).to.include('get_my_accounts');
      expect(names.some((n) => n.startsWith('territory_'))).to.equal(false);
      const ok = await terr.callTool({ name: 'get_my_accounts', arguments: {} });
      expect(ok.isError ?? false).to.equal(false);
      await terr.close();
      const reader = await connect('territory', tokens.reader);
      const refused = await reader.callTool({ name: 'get_my_accounts', arguments: {} });
      expect(JSON.stringify(refused.content)).to.include('403').and.include("'call' scope");
      await reader.close();
    });

    it("/mcp: a batch of calls spends one rate token per call; a flood of sessions by one key never closes another key's", async () => {
      await create('batch', '--scopes', 'call', '--rate', '5/min');
      await sleep(600);
      const post = (body: unknown, headers: Record<string, string>) =>
        fetch(`${url}/mcp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
          body: JSON.stringify(body),
        });
      const init = async (token: string) => {
        const res = await post(
          {
            jsonrpc: '2.0',
            id: 0,
            method: 'initialize',
            params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
          },
          bearer(token),
        );
        return res.headers.get('mcp-session-id')!;
      };
      const sid = await init(tokens.batch!);
      const batch = Array.from({ length: 10 }, (_, i) => ({
        jsonrpc: '2.0',
        id: i + 1,
        method: 'tools/call',
        params: { name: 'territory_get_my_accounts', arguments: {} },
      }));
      const over = await post(batch, { ...bearer(tokens.batch!), 'mcp-session-id': sid, 'mcp-protocol-version': '2025-06-18' });
      expect(over.status).to.equal(429);
      expect(Number(over.headers.get('retry-after'))).to.be.greaterThan(0);

      // the reader keeps its session while the admin key opens more than its share
      const client = new Client({ name: 'keeper', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`), { requestInit: { headers: bearer(tokens.reader!) } }));
      const first = await init(tokens.boss!);
      // more than the registry's 1,000 sessions in all: before, the other key's session was the first to go
      for (let i = 0; i < 105; i++) await Promise.all(Array.from({ length: 10 }, () => init(tokens.boss!)));
      expect((await client.listTools()).tools.length).to.be.greaterThan(0);
      const gone = await post(
        { jsonrpc: '2.0', id: 9, method: 'tools/list' },
        { ...bearer(tokens.boss!), 'mcp-session-id': first, 'mcp-protocol-version': '2025-06-18' },
      );
      // (replicas over PostgreSQL serve /mcp statelessly: no session to keep or close)
      if (engine === 'sqlite') expect(gone.status, "the flooding key's own oldest session closed").to.equal(404);
      await client.close();
      expect((await runCli(['keys', 'revoke', 'batch'], { env })).code).to.equal(0);
    });

    it('a key over its --rate gets 429 with Retry-After', async () => {
      await create('slow', '--scopes', 'read', '--rate', '2/min');
      await sleep(600);
      const h = { headers: bearer(tokens.slow!) };
      expect((await getJson(`${url}/apis`, h)).status).to.equal(200);
      expect((await getJson(`${url}/apis`, h)).status).to.equal(200);
      const over = await getJson(`${url}/apis`, h);
      expect(over.status).to.equal(429);
      expect(Number(over.headers.get('retry-after'))).to.be.within(1, 60);
      expect(over.body.detail).to.include("'slow'").and.include('rate limit');
    });

    it('clients send AGENT_REGISTRY_KEY; without it a refusal is one clear line naming the variable', async () => {
      const listed = await runCli(['tools', 'list', '--type', 'api', '--json'], { env: { ...env, AGENT_REGISTRY_KEY: tokens.reader } });
      expect(listed.code, listed.stderr).to.equal(0);
      expect(JSON.parse(listed.stdout).map((r: { name: string }) => r.name)).to.include('territory_get_my_accounts');
      const refused = await runCli(['tools', 'list', '--type', 'api'], { env });
      expect(refused.code).to.equal(1);
      expect(refused.stderr.trim().split('\n')).to.have.length(1);
      expect(refused.stderr).to.include('401').and.include('AGENT_REGISTRY_KEY');
      const tested = await runCli(['apis', 'test', '--json'], { env: { ...env, AGENT_REGISTRY_KEY: tokens.caller } });
      const report = JSON.parse(tested.stdout);
      expect(report.where).to.include('running registry');
      expect(report.services.find((s: { name: string }) => s.name === 'territory').smoke.status).to.equal(200);
    });

    it('revoke takes effect on the running registry within a second', async () => {
      expect((await call(tokens.caller, 'territory_get_my_accounts')).status).to.equal(200);
      const cli = Date.now();
      const r = await runCli(['keys', 'revoke', 'caller'], { env });
      const cliMs = Date.now() - cli;
      expect(r.code, r.stderr).to.equal(0);
      const started = Date.now();
      await until('the revocation', async () =>
        (await call(tokens.caller, 'territory_get_my_accounts')).status === 401 ? true : undefined,
      );
      const ms = Date.now() - started;
      process.stdout.write(`      (refused after ${ms} ms; the CLI run that revoked it took ${cliMs} ms)\n`);
      expect(ms).to.be.at.most(inForceWithin(cliMs));
      const again = await runCli(['keys', 'revoke', 'caller'], { env });
      expect(again.code).to.not.equal(0);
      expect(again.stderr).to.include("no key named 'caller'");
    });

    it('keys list shows name, scopes, apps, rate, created and last used, never the token; the audit names keys, never tokens', async () => {
      const keys = await until('last-used times', async () => {
        const r = await runCli(['keys', 'list', '--json'], { env });
        const rows = JSON.parse(r.stdout) as Record<string, unknown>[];
        return rows.find((k) => k.name === 'terr')?.last_used_at ? rows : undefined;
      });
      expect(keys.map((k) => k.name)).to.deep.equal(['boss', 'reader', 'slow', 'terr']);
      const terr = keys.find((k) => k.name === 'terr')!;
      expect(terr).to.include({ rate: null });
      expect(terr.scopes).to.deep.equal(['call']);
      expect(terr.apps).to.deep.equal(['territory']);
      expect(terr.tools).to.equal('all');
      expect(Object.keys(terr)).to.have.members(['name', 'scopes', 'apps', 'sets', 'rate', 'tools', 'created_at', 'last_used_at']);
      const table = await runCli(['keys', 'list'], { env });
      const audit = readFileSync(join(home.dir, 'logs', 'audit.log'), 'utf8');
      const lines = audit
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(lines.some((l) => l.kind === 'onboard' && l.key === 'boss' && l.app === 'notes')).to.equal(true);
      expect(lines.some((l) => l.kind === 'tool_call' && l.key === 'caller' && l.tool === 'get_my_accounts' && l.status === 200)).to.equal(
        true,
      );
      expect(lines.some((l) => l.kind === 'tool_call' && l.key === 'terr')).to.equal(true);
      const store =
        engine === 'sqlite'
          ? readFileSync(join(home.dir, 'data', 'registry.sqlite')).toString('latin1')
          : JSON.stringify(await queryRows(env.AGENT_DATABASE_URL!, 'SELECT * FROM api_keys'));
      for (const token of Object.values(tokens)) {
        for (const [where, text] of [
          ['keys list', table.stdout + JSON.stringify(keys)],
          ['audit log', audit],
          ['registry output', reg.output()],
          ['store file', store],
        ])
          expect(text, where).to.not.include(token);
      }
    });

    it('revoking the last key closes the registry rather than opening it; the CLI says so first; --insecure opens it', async () => {
      const names = JSON.parse((await runCli(['keys', 'list', '--json'], { env })).stdout).map((k: { name: string }) => k.name);
      for (const name of names.slice(1)) expect((await runCli(['keys', 'revoke', name], { env })).code).to.equal(0);
      const last = names[0] as string;
      const asked = await runCli(['keys', 'revoke', last], { env });
      expect(asked.code).to.not.equal(0);
      expect(asked.stderr).to.include('last key').and.include('refuses every request').and.include('--yes');
      expect((await getJson(`${url}/apis`, { headers: bearer(tokens[last]!) })).status).to.equal(200);
      const done = await runCli(['keys', 'revoke', last, '--yes'], { env });
      expect(done.code, done.stderr).to.equal(0);
      expect(done.stderr).to.include('refuses every request');
      await sleep(1200);
      const onboard = { app_name: 'opened', schemas: [{ name: 'x', description: 'X', input_schema: { type: 'object' } }] };
      for (const r of [
        await getJson(`${url}/apis`),
        await getJson(`${url}/functions/onboard`, jsonPost(onboard)),
        await getJson(`${url}/functions/onboard/notes`, { method: 'DELETE' }),
        await call(undefined, 'territory_get_my_accounts'),
      ]) {
        expect(r.status).to.equal(401);
        expect(r.body.detail).to.include('none is in force').and.include('--insecure');
      }
      expect((await getJson(`${url}/`)).status).to.equal(200);
      expect((await runCli(['keys', 'list'], { env })).stdout).to.include('refuses every request');
      // a restart keeps it closed; --insecure opens it on purpose
      reg.child.kill('SIGTERM');
      await reg.exited;
      reg = await serveRegistry(['--port', String(port)], env);
      await until('the registry', async () => ((await getJson(`${url}/`)).status === 200 ? true : undefined));
      expect((await getJson(`${url}/apis`)).status).to.equal(401);
      reg.child.kill('SIGTERM');
      await reg.exited;
      reg = await serveRegistry(['--port', String(port), '--insecure'], env);
      await until('the open registry', async () => ((await getJson(`${url}/apis`)).status === 200 ? true : undefined));
    });
  });

describe('registry for teams: a non-loopback address needs a key or --insecure', function () {
  this.timeout(30_000);
  const home = tempHome();
  after(() => home.remove());

  it('refuses to start on 0.0.0.0 with no key (one clear line); --insecure starts with a warning', async () => {
    const env = { AGENT_HOME: home.dir, MCP_SERVERS_FILE: join(home.dir, 'none.yaml') };
    writeFileSync(env.MCP_SERVERS_FILE, 'servers: []\n');
    const refused = await runCli(['serve', 'api-registry', '--host', '0.0.0.0', '--port', '0'], { env });
    expect(refused.code).to.equal(1);
    const errLines = refused.stderr.trim().split('\n');
    expect(errLines).to.have.length(1);
    expect(errLines[0]).to.include('refusing to listen on 0.0.0.0').and.include('agent keys create').and.include('--insecure');

    const open = await serveRegistry(['--host', '0.0.0.0', '--port', '0', '--insecure'], env);
    try {
      await until('the warning', async () => (/warning: listening on 0\.0\.0\.0:\d+/.test(open.output()) ? true : undefined));
      expect(open.output()).to.include('nothing is authenticated');
    } finally {
      open.child.kill('SIGTERM');
      await open.exited;
    }
    expect(existsSync(join(home.dir, 'data', 'registry.sqlite'))).to.equal(true);
  });
});
