import { expect } from 'chai';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Running } from '../src/http/index.js';
import type { RegistryConfig } from '../src/registry/config/types.js';
import { createRegistry, type Registry } from '../src/registry/server.js';
import { TargetGuard } from '../src/shared/target-guard.js';
import { loadSettings } from '../src/settings/index.js';
import { tempHome } from './helpers/home.js';
import { getJson, postJson, quietLogger, serveOnFreePort } from './helpers/server.js';

/** A TRM runtime that echoes what it received: the args and every request header. */
function echoRuntime(seen: { method: string; url: string }[]) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '' });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ url: req.url, args: raw ? JSON.parse(raw) : null, headers: req.headers }));
    });
  };
}

const tool = { name: 'echo', description: 'Echo', input_schema: { type: 'object', properties: {} } };

describe('reliability: onboarding cannot reach secrets or internal services', function () {
  this.timeout(30_000);
  const home = tempHome();
  const config: RegistryConfig = { file: null, services: [] };
  const seen: { method: string; url: string }[] = [];
  let runtime: Running;
  let port: number;
  const started: { registry: Registry; srv: Running }[] = [];

  const start = async (env: Record<string, string>) => {
    const settings = loadSettings(env, '/tmp').values;
    const registry = await createRegistry({
      config,
      settings,
      logger: quietLogger,
      dataDir: home.dir,
      retry: { initialMs: 60_000, maxMs: 60_000 },
    });
    const srv = await serveOnFreePort(registry.handler);
    started.push({ registry, srv });
    return srv.url;
  };
  const stopAll = async () => {
    for (const { registry, srv } of started.splice(0)) {
      await srv.close();
      await registry.close();
    }
  };

  before(async () => {
    runtime = await serveOnFreePort(echoRuntime(seen));
    port = runtime.port;
  });
  afterEach(stopAll);
  after(async () => {
    await runtime.close();
    home.remove();
  });

  it('an onboarded auth value is literal: ${VAR} is never read from the registry environment', async () => {
    process.env.ONBOARD_GUARD_SECRET = 'very-secret-value-91';
    try {
      const url = await start({ AGENT_REGISTRY_ALLOWED_HOSTS: '127.0.0.1' });
      const onboard = await postJson(`${url}/functions/onboard`, {
        app_name: 'exfil',
        url: `http://127.0.0.1:${port}`,
        auth: { type: 'X-Exfil', value: '${ONBOARD_GUARD_SECRET}' },
        schemas: [tool],
      });
      expect(onboard.status, JSON.stringify(onboard.body)).to.equal(201);
      const call = await postJson(`${url}/functions/call`, { function_name: 'exfil_echo', args: {} });
      expect(call.status).to.equal(200);
      const text = JSON.stringify(call.body) + JSON.stringify(onboard.body);
      expect(text).to.not.include('very-secret-value-91');
      const listing = JSON.stringify((await getJson(`${url}/apis`)).body) + JSON.stringify((await getJson(`${url}/applications`)).body);
      expect(listing).to.not.include('very-secret-value-91');
    } finally {
      delete process.env.ONBOARD_GUARD_SECRET;
    }
  });

  it('onboarded URLs that reach loopback, private, link-local or metadata addresses are refused with 422 naming url', async () => {
    const url = await start({});
    const count = seen.length;
    for (const target of [
      `http://127.0.0.1:${port}`,
      `http://localhost:${port}`,
      `http://[::1]:${port}`,
      `http://[::ffff:127.0.0.1]:${port}`,
      // IPv4-translated, 6to4 and Teredo forms of 127.0.0.1
      `http://[::ffff:0:127.0.0.1]:${port}`,
      `http://[2002:7f00:1::]:${port}`,
      `http://[2001:0:4136:e378:8000:63bf:80ff:fffe]:${port}`,
      'http://169.254.169.254/latest',
      'http://10.1.2.3:8080',
      'http://192.168.1.20',
      'http://172.20.0.5',
      'http://0.0.0.0:8007',
    ]) {
      const res = await postJson(`${url}/functions/onboard`, { app_name: 'probe', url: target, schemas: [tool] });
      expect(res.status, target).to.equal(422);
      const issue = res.body.detail.find((d: any) => d.loc.join('.') === 'body.url');
      expect(issue, target).to.not.equal(undefined);
      expect(issue.msg, target).to.include('registry.allowed_hosts');
    }
    expect(seen.length).to.equal(count);
    const apps = (await getJson(`${url}/applications`)).body;
    expect(apps.map((a: any) => a.name)).to.not.include('probe');
  });

  it('a query or fragment cannot cut the tool path off, even for an allowed host; only http(s)', async () => {
    const url = await start({ AGENT_REGISTRY_ALLOWED_HOSTS: '127.0.0.1' });
    for (const target of [
      `http://127.0.0.1:${port}/accounts/#`,
      `http://127.0.0.1:${port}/accounts/?`,
      `http://127.0.0.1:${port}/x?a=1`,
      'ftp://127.0.0.1/x',
      'file:///etc/passwd',
    ]) {
      const res = await postJson(`${url}/functions/onboard`, { app_name: 'trick', url: target, schemas: [tool] });
      expect(res.status, target).to.equal(422);
    }
    const ok = await postJson(`${url}/functions/onboard`, { app_name: 'fine', url: `http://127.0.0.1:${port}/base/`, schemas: [tool] });
    expect(ok.status).to.equal(201);
    expect((await postJson(`${url}/functions/call`, { function_name: 'fine_echo', args: {} })).status).to.equal(200);
    expect(seen.at(-1)).to.deep.equal({ method: 'POST', url: '/base/api/v1/tools/echo/run' });
  });

  it('an app whose stored URL is no longer allowed is listed in error after a restart, and its calls do not go out', async () => {
    const before = await start({ AGENT_REGISTRY_ALLOWED_HOSTS: '127.0.0.1' });
    expect(
      (await postJson(`${before}/functions/onboard`, { app_name: 'kept', url: `http://127.0.0.1:${port}`, schemas: [tool] })).status,
    ).to.equal(201);
    await stopAll();
    const count = seen.length;
    const after = await start({});
    const app = (await getJson(`${after}/applications`)).body.find((a: any) => a.name === 'kept');
    expect(app).to.deep.include({ status: 'error', type: 'onboarded' });
    expect(app.error).to.include('registry.allowed_hosts');
    const call = await postJson(`${after}/functions/call`, { function_name: 'kept_echo', args: {} });
    expect(call.status).to.be.oneOf([404, 503]);
    expect(seen.length).to.equal(count);
  });

  it('a host name that resolves to an internal address is refused at connection time too', async () => {
    const guard = new TargetGuard([]);
    const err = await new Promise<NodeJS.ErrnoException | null>((resolve) => guard.lookup()('localhost', {}, (e) => resolve(e)));
    expect(err?.code).to.equal('ETARGETREFUSED');
    const allowed = new TargetGuard(['localhost']);
    const ok = await new Promise<NodeJS.ErrnoException | null>((resolve) => allowed.lookup()('localhost', {}, (e) => resolve(e)));
    expect(ok).to.equal(null);
  });

  it('auth.type must be a header name that carries no framing or routing; auth.value no CR/LF/NUL', async () => {
    const url = await start({ AGENT_REGISTRY_ALLOWED_HOSTS: '127.0.0.1' });
    for (const [auth, field] of [
      [{ type: 'Host', value: 'evil.example' }, 'type'],
      [{ type: 'Content-Length', value: '0' }, 'type'],
      [{ type: 'Transfer-Encoding', value: 'chunked' }, 'type'],
      [{ type: 'Proxy-Authorization', value: 'x' }, 'type'],
      [{ type: 'X Bad: header', value: 'x' }, 'type'],
      [{ type: 'X-API-Key', value: 'abc\r\nX-Injected: 1' }, 'value'],
      [{ type: 'X-API-Key', value: 'nul\u0000byte' }, 'value'],
    ] as const) {
      const res = await postJson(`${url}/functions/onboard`, { app_name: 'authy', url: `http://127.0.0.1:${port}`, auth, schemas: [tool] });
      expect(res.status, JSON.stringify(auth)).to.equal(422);
      expect(
        res.body.detail.map((d: any) => d.loc.join('.')),
        JSON.stringify(auth),
      ).to.include(`body.auth.${field}`);
    }
  });

  it('reserved app names such as __proto__ are refused, and /apis keeps listing every app', async () => {
    const url = await start({ AGENT_REGISTRY_ALLOWED_HOSTS: '127.0.0.1' });
    for (const name of ['__proto__', 'constructor', 'prototype']) {
      const res = await postJson(`${url}/functions/onboard`, { app_name: name, schemas: [tool] });
      expect(res.status, name).to.equal(422);
    }
    expect((await postJson(`${url}/functions/onboard`, { app_name: 'normal', schemas: [tool] })).status).to.equal(201);
    const apis = (await getJson(`${url}/apis`)).body;
    const apps = (await getJson(`${url}/applications`)).body.map((a: any) => a.name);
    expect(Object.keys(apis).sort()).to.deep.equal([...apps].sort());
  });
});
