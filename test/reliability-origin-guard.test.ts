import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { createCrmService, type CrmService } from '../src/crm/server.js';
import { createDemoServer, type DemoServer } from '../src/demo/server.js';
import { listen, type Running } from '../src/http/index.js';
import { createRegistry, type Registry } from '../src/registry/server.js';
import { BIN } from './helpers/cli.js';
import { tempHome } from './helpers/home.js';
import { quietLogger } from './helpers/server.js';
import { testSettings } from './helpers/stack.js';

/** A raw request, so Host and Origin can be set to anything (fetch forbids Host). */
function raw(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; body: any; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        resolve({ status: res.statusCode ?? 0, body, text });
      });
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe('reliability: DNS-rebinding guard (Origin, Host) and HTTP edges', function () {
  this.timeout(30_000);
  const home = tempHome();
  const settings = testSettings({ llm: { provider: 'offline' } });
  let registry: Registry;
  let reg: Running;
  let allowed: Running;
  let demo: DemoServer;
  let demoSrv: Running;
  let crm: CrmService;
  let crmSrv: Running;

  before(async () => {
    registry = await createRegistry({ config: { file: null, services: [] }, settings, logger: quietLogger, dataDir: home.dir });
    reg = await listen(registry.handler, { host: '127.0.0.1', port: 0, logger: quietLogger });
    allowed = await listen(registry.handler, {
      host: '127.0.0.1',
      port: 0,
      logger: quietLogger,
      allowedOrigins: ['http://app.example:3000'],
    });
    demo = await createDemoServer({ settings, registryUrl: reg.url, logger: quietLogger, dataDir: home.dir, logsDir: home.dir });
    demoSrv = await listen(demo.handler, { host: '127.0.0.1', port: 0, logger: quietLogger });
    crm = await createCrmService({ dbPath: join(home.dir, 'crm.sqlite'), logger: quietLogger });
    crmSrv = await listen(crm.handler, { host: '127.0.0.1', port: 0, logger: quietLogger });
  });
  after(async () => {
    for (const s of [reg, allowed, demoSrv, crmSrv]) await s?.close();
    await demo?.close();
    await crm?.close();
    await registry?.close();
    home.remove();
  });

  it('a foreign Origin is refused with 403 on /functions/call, /functions/onboard, /mcp and the demo /chat', async () => {
    const evil = { origin: 'http://evil.example' };
    const call = await raw(`${reg.url}/functions/call`, json({ function_name: 'x_y', args: {} }, evil));
    expect(call.status).to.equal(403);
    expect(call.body.detail).to.include("Origin 'http://evil.example' is not allowed").and.include('registry.allowed_origins');
    expect((await raw(`${reg.url}/functions/onboard`, json({ app_name: 'a', schemas: [{ name: 'b' }] }, evil))).status).to.equal(403);
    expect(
      (
        await raw(
          `${reg.url}/mcp`,
          json({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { ...evil, accept: 'application/json, text/event-stream' }),
        )
      ).status,
    ).to.equal(403);
    expect((await raw(`${reg.url}/mcp`, { headers: { ...evil, accept: 'text/event-stream' } })).status).to.equal(403);
    const chat = await raw(`${demoSrv.url}/chat`, json({ message: 'how many leads are there?' }, evil));
    expect(chat.status).to.equal(403);
    expect(chat.body.detail).to.include('Origin');
    expect((await raw(`${crmSrv.url}/accounts/1`, { method: 'DELETE', headers: evil })).status).to.equal(403);
  });

  it("the service's own origin, an allowed origin, and requests without Origin pass", async () => {
    const own = await raw(`${reg.url}/functions/call`, json({ function_name: 'x_y', args: {} }, { origin: reg.url }));
    expect(own.status).to.equal(404);
    const none = await raw(`${reg.url}/functions/call`, json({ function_name: 'x_y', args: {} }));
    expect(none.status).to.equal(404);
    const listed = await raw(
      `${allowed.url}/functions/call`,
      json({ function_name: 'x_y', args: {} }, { origin: 'http://app.example:3000' }),
    );
    expect(listed.status).to.equal(404);
    const page = await raw(`${demoSrv.url}/chat`, json({ message: 'hello' }, { origin: demoSrv.url }));
    expect(page.status).to.not.equal(403);
    // reading is not guarded by Origin (a browser cannot read the answer cross-origin anyway)
    expect((await raw(`${reg.url}/applications`, { headers: { origin: 'http://evil.example' } })).status).to.equal(200);
  });

  it('bound to loopback, a Host that is not this machine is refused (DNS rebinding); localhost and allowed hosts pass', async () => {
    const port = new URL(reg.url).port;
    const rebound = await raw(`${reg.url}/applications`, { headers: { host: `attacker.example:${port}` } });
    expect(rebound.status).to.equal(403);
    expect(rebound.body.detail).to.include("Host 'attacker.example");
    expect((await raw(`${reg.url}/applications`, { headers: { host: `localhost:${port}` } })).status).to.equal(200);
    expect((await raw(`${reg.url}/applications`, { headers: { host: `127.0.0.1:${port}` } })).status).to.equal(200);
    expect((await raw(`${allowed.url}/applications`, { headers: { host: 'app.example:3000' } })).status).to.equal(200);
    expect((await raw(`${demoSrv.url}/health`, { headers: { host: 'attacker.example' } })).status).to.equal(403);
  });

  it('binding a non-loopback address warns that nothing is authenticated', async function () {
    // (a cold start of the command through tsx on a busy machine takes longer than the suite's 30 s: wait for the line, not a clock)
    this.timeout(180_000);
    const child = spawn(process.execPath, [BIN, 'serve', 'demo_territory', '--host', '0.0.0.0', '--port', '0'], {
      env: { ...process.env, AGENT_HOME: home.dir, AGENT_LOG_LEVEL: 'warn', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    let out = '';
    child.stderr.on('data', (c) => (err += c));
    child.stdout.on('data', (c) => (out += c));
    try {
      let exited: string | undefined;
      child.on('exit', (code, signal) => (exited = `exited with ${code ?? signal}`));
      const deadline = Date.now() + 170_000;
      while (!/nothing is authenticated/.test(err + out) && !exited && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      // (what the command said and how it ended, when the warning is missing: the cause, not an empty string)
      const said = `${exited ?? `still running after ${Math.round((170_000 - (deadline - Date.now())) / 1000)} s`}; stdout: ${out}`;
      expect(err, said).to.match(/warning: listening on 0\.0\.0\.0:\d+, a non-loopback address: nothing is authenticated/);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('lone UTF-16 surrogates in JSON bodies are refused with 422 naming where (registry fast path, onboarding, CRM)', async () => {
    const call = await raw(`${reg.url}/functions/call`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"function_name":"x_y","args":{"name":"a\\ud800b"}}',
    });
    expect(call.status).to.equal(422);
    expect(call.body.detail[0].loc).to.deep.equal(['body', 'args', 'name']);
    expect(call.body.detail[0].msg).to.include('lone UTF-16 surrogate');
    const onboard = await raw(`${reg.url}/functions/onboard`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"app_name":"s","description":"x\\udc00","schemas":[{"name":"t"}]}',
    });
    expect(onboard.status).to.equal(422);
    expect(onboard.body.detail[0].loc).to.deep.equal(['body', 'description']);
    const created = await raw(`${crmSrv.url}/accounts/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Lone \\ud83d Corp"}',
    });
    expect(created.status).to.equal(422);
    expect(created.body.detail[0].loc).to.deep.equal(['body', 'name']);
    const paired = await raw(`${crmSrv.url}/accounts/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Paired \\ud83d\\ude00 Corp"}',
    });
    expect(paired.status).to.equal(201);
    expect(paired.body.name).to.equal('Paired \u{1F600} Corp');
  });

  it('an allowed origin that is not scheme://host[:port] is a settings error naming the key', async () => {
    for (const bad of ['evil.example', 'http://app.example/path', 'ftp://app.example']) {
      let message = '';
      try {
        await listen(registry.handler, { host: '127.0.0.1', port: 0, logger: quietLogger, allowedOrigins: [bad] });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message, bad).to.include('registry.allowed_origins').and.include(bad);
    }
  });

  it('oversized request headers answer 431 with a JSON detail', async () => {
    const res = await raw(`${reg.url}/applications`, { headers: { 'x-big': 'a'.repeat(40_000) } });
    expect(res.status).to.equal(431);
    expect(res.body.detail).to.include('too large');
  });
});
