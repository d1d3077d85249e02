import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import { createDemoServer } from '../src/demo/server.js';
import type { Planner, PlanContext } from '../src/demo/planner/types.js';
import type { ToolCallOutcome } from '../src/demo/tools/types.js';
import { createService, type Running } from '../src/http/index.js';
import type { Mode } from '../src/settings/index.js';
import { tempHome } from './helpers/home.js';
import { getJson, postJson, quietLogger, serveOnFreePort } from './helpers/server.js';
import { demoRegistryYaml, startStack, testSettings, type SettingsOverrides, type Stack } from './helpers/stack.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A real upstream API with its own OpenAPI document: counts hits, fails on request, answers slowly on request. */
function upstream() {
  const hits: Record<string, number> = {};
  const svc = createService({ name: 'up', logger: quietLogger, logRequests: false, info: { title: 'Upstream', version: '1.0.0' } });
  const bump = (k: string) => (hits[k] = (hits[k] ?? 0) + 1);
  svc.route(
    {
      method: 'get',
      path: '/count',
      operationId: 'count',
      summary: 'Counts calls',
      query: z.object({ tag: z.string().optional(), api_key: z.string().optional() }),
      responses: { 200: { description: 'ok' } },
    },
    ({ query }) => ({ tag: query.tag ?? null, hits: bump(`count:${query.tag ?? ''}`) }),
  );
  svc.route(
    {
      method: 'get',
      path: '/flaky',
      operationId: 'flaky',
      summary: 'Fails the first `fail` calls per key with 503',
      query: z.object({ key: z.string(), fail: z.coerce.number().int() }),
      responses: { 200: { description: 'ok' } },
    },
    ({ query, res }) => {
      const n = bump(`flaky:${query.key}`);
      if (n <= query.fail) {
        res.status(503).json({ detail: 'temporarily unavailable' });
        return undefined;
      }
      return { ok: true, attempt: n };
    },
  );
  svc.route(
    {
      method: 'get',
      path: '/slow',
      operationId: 'slow',
      summary: 'Answers after ms milliseconds',
      query: z.object({ ms: z.coerce.number().int(), i: z.string().optional() }),
      responses: { 200: { description: 'ok' } },
    },
    async ({ query }) => {
      bump('slow');
      await sleep(query.ms);
      return { waited: query.ms };
    },
  );
  svc.route(
    {
      method: 'post',
      path: '/writes',
      operationId: 'write',
      summary: 'A write that always fails with 503',
      body: z.object({ v: z.string() }),
      responses: { 201: { description: 'created' } },
    },
    ({ res }) => {
      bump('write');
      res.status(503).json({ detail: 'down' });
      return undefined;
    },
  );
  return { handler: svc.finish(), hits };
}

/** A planner that runs the calls the test sets, one after another (or all at once), and answers with their outcomes. */
function scripted() {
  let plan: { calls: [string, Record<string, unknown>][]; parallel?: boolean } = { calls: [] };
  const seen: { tools: string[] } = { tools: [] };
  const planner: Planner = {
    name: 'scripted',
    async answer(ctx: PlanContext) {
      seen.tools = ctx.tools.list().map((t) => t.name);
      const run = (c: [string, Record<string, unknown>]) =>
        ctx.tools.call(c[0], c[1], { sessionId: ctx.sessionId, signal: ctx.signal, emit: ctx.emit });
      const outcomes: ToolCallOutcome[] = [];
      if (plan.parallel) outcomes.push(...(await Promise.all(plan.calls.map(run))));
      else for (const c of plan.calls) outcomes.push(await run(c));
      return { response: 'done', result: outcomes.map((o) => o.result ?? null), confidence: 1 };
    },
  };
  return { planner, set: (p: typeof plan) => (plan = p), seen };
}

describe('demo tool layer: every [api_mode] setting through its effect (real registry, demo APIs, upstream)', function () {
  this.timeout(60_000);
  let stack: Stack;
  let up: Running;
  let upHits: Record<string, number>;
  const home = tempHome('agent-demo-tools-');
  const open: { close(): Promise<void> }[] = [];
  const script = scripted();

  async function demo(
    settings: SettingsOverrides = {},
    o: { mode?: Mode; registryUrl?: string; env?: NodeJS.ProcessEnv } = {},
  ): Promise<Running> {
    const server = await createDemoServer({
      settings: testSettings(settings),
      registryUrl: o.registryUrl ?? stack.registryUrl,
      mode: o.mode ?? 'api',
      logger: quietLogger,
      dataDir: join(home.dir, 'data'),
      logsDir: join(home.dir, 'logs'),
      planner: script.planner,
      env: o.env ?? {},
    });
    const running = await serveOnFreePort(server.handler);
    open.push(running, server);
    return running;
  }
  const chat = (srv: Running, calls: [string, Record<string, unknown>][], parallel = false, message = 'run the plan') => {
    script.set({ calls, parallel });
    return postJson(`${srv.url}/chat`, { message });
  };

  before(async () => {
    const u = upstream();
    upHits = u.hits;
    up = await serveOnFreePort(u.handler);
    stack = await startStack({
      noDemo: true,
      registryConfig: `${demoRegistryYaml('{territory}', '{crm}')}  - { name: up, type: openapi, spec_url: ${up.url}/openapi.json }\n`,
    });
  });
  after(async () => {
    for (const s of open.reverse()) await s.close().catch(() => undefined);
    await stack?.stop();
    await up?.close();
    home.remove();
  });

  it('calls real registry tools and records each call (tool, args, status, duration, attempts)', async () => {
    const srv = await demo();
    const { status, body } = await chat(srv, [
      ['territory_get_my_accounts', {}],
      ['territory_get_job_titles_by_account', { account_id: 'acc_5' }],
    ]);
    expect(status).to.equal(200);
    expect(body.metadata.tools_used).to.deep.equal(['territory_get_my_accounts', 'territory_get_job_titles_by_account']);
    expect(body.data.calls).to.have.length(2);
    expect(body.data.calls[0]).to.include({ tool: 'territory_get_my_accounts', status: 'ok', attempts: 1, cached: false });
    expect(body.data.result[0].accounts).to.have.length(50);
    expect(body.data.result[1].job_titles).to.be.an('array');
    expect(script.seen.tools).to.include.members(['territory_get_my_accounts', 'crm_list_accounts', 'up_count']);
  });

  it('an unknown tool or invalid args are call errors in the record, never a crash', async () => {
    const srv = await demo();
    const { status, body } = await chat(srv, [
      ['nope_tool', {}],
      ['crm_list_accounts', { limit: 101 }],
    ]);
    expect(status).to.equal(200);
    expect(body.data.calls[0]).to.include({ status: 'error', httpStatus: 404 });
    expect(body.data.calls[1]).to.include({ status: 'error', httpStatus: 422 });
  });

  it(
    'cache_enabled / cache_ttl: a repeated read-only call is served from the cache (cached: ' +
      'true, no upstream call) until the TTL passes',
    async () => {
      const srv = await demo({ api_mode: { cache_ttl: 1 } });
      const before = upHits['count:c1'] ?? 0;
      const { body } = await chat(srv, [
        ['up_count', { tag: 'c1' }],
        ['up_count', { tag: 'c1' }],
      ]);
      expect(body.data.calls.map((c: any) => c.cached)).to.deep.equal([false, true]);
      expect(body.data.calls[1].attempts).to.equal(0);
      expect(upHits['count:c1']).to.equal(before + 1);
      const again = await chat(srv, [['up_count', { tag: 'c1' }]]);
      expect(again.body.data.calls[0].cached).to.equal(true);
      await sleep(1100);
      const expired = await chat(srv, [['up_count', { tag: 'c1' }]]);
      expect(expired.body.data.calls[0].cached).to.equal(false);
      expect(upHits['count:c1']).to.equal(before + 2);

      const off = await demo({ api_mode: { cache_enabled: false } });
      const { body: b2 } = await chat(off, [
        ['up_count', { tag: 'c2' }],
        ['up_count', { tag: 'c2' }],
      ]);
      expect(b2.data.calls.map((c: any) => c.cached)).to.deep.equal([false, false]);
      expect(upHits['count:c2']).to.equal(2);
    },
  );

  it(
    'retry_attempts: a flaky idempotent call is retried with backoff and the attempts are ' +
      'counted; 0 means one attempt; writes are never retried',
    async () => {
      const srv = await demo({ api_mode: { retry_attempts: 3, cache_enabled: false } });
      const { body } = await chat(srv, [['up_flaky', { key: 'r1', fail: 2 }]]);
      expect(body.data.calls[0]).to.include({ status: 'ok', attempts: 3 });
      expect(upHits['flaky:r1']).to.equal(3);
      const giveUp = await chat(srv, [['up_flaky', { key: 'r2', fail: 10 }]]);
      expect(giveUp.body.data.calls[0]).to.include({ status: 'error', attempts: 4 });
      expect(upHits['flaky:r2']).to.equal(4);

      const none = await demo({ api_mode: { retry_attempts: 0 } });
      const once = await chat(none, [['up_flaky', { key: 'r3', fail: 1 }]]);
      expect(once.body.data.calls[0]).to.include({ status: 'error', attempts: 1 });
      expect(upHits['flaky:r3']).to.equal(1);

      const write = await chat(srv, [['up_write', { v: 'x' }]]);
      expect(write.body.data.calls[0]).to.include({ status: 'error', attempts: 1 });
      expect(upHits.write).to.equal(1);
    },
  );

  it('request_timeout: a slow tool call stops after the limit with an error naming the setting; the chat still answers', async () => {
    const srv = await demo({ api_mode: { request_timeout: 1, retry_attempts: 3 } });
    const slowMs = 20_000;
    const t0 = Date.now();
    const { status, body } = await chat(srv, [['up_slow', { ms: slowMs }]]);
    expect(status).to.equal(200);
    // ended by the 1 s limit, not by the upstream's late answer: a ratio to that delay (not a
    // fixed time, the machine may be busy); attempts: 1 below shows it was not retried
    expect((Date.now() - t0) / slowMs).to.be.below(0.5);
    expect(body.data.calls[0]).to.include({ status: 'error', httpStatus: 504, attempts: 1 });
    expect(body.data.calls[0].error).to.include('api_mode.request_timeout');
  });

  it('connection_pool_size: parallel calls share at most that many keep-alive connections to the registry', async () => {
    let connections = 0;
    const count = () => connections++;
    stack.registryServer.on('connection', count);
    try {
      const srv = await demo({ api_mode: { connection_pool_size: 2, cache_enabled: false } });
      const calls = Array.from({ length: 8 }, (_, i) => ['up_slow', { ms: 150, i: String(i) }] as [string, Record<string, unknown>]);
      const { body } = await chat(srv, calls, true);
      expect(body.data.calls.every((c: any) => c.status === 'ok')).to.equal(true);
      expect(connections).to.be.within(1, 2);
      connections = 0;
      const wide = await demo({ api_mode: { connection_pool_size: 8, cache_enabled: false } });
      await chat(
        wide,
        calls.map(([n, a]) => [n, { ...a, i: `w${a.i}` }]),
        true,
      );
      expect(connections).to.be.greaterThan(2);
    } finally {
      stack.registryServer.off('connection', count);
    }
  });

  it('ssl_verify: a registry behind a self-signed certificate is refused when true and used when false', async function () {
    const dir = join(home.dir, 'tls');
    execFileSync('mkdir', ['-p', dir]);
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    if (!existsSync(join(dir, 'cert.pem'))) this.skip();
    const tls = createHttpsServer(
      { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
      stack.registryHandler,
    );
    await new Promise<void>((r) => tls.listen(0, '127.0.0.1', () => r()));
    const url = `https://127.0.0.1:${(tls.address() as AddressInfo).port}`;
    try {
      const strict = await demo({ api_mode: { ssl_verify: true } }, { registryUrl: url });
      const refused = await chat(strict, [['territory_get_my_accounts', {}]]);
      expect(refused.status).to.equal(503);
      expect(refused.body.detail).to.match(/SELF_SIGNED|CERT|certificate/i);
      const st = await getJson(`${strict.url}/status`);
      expect(st.body.registry.reachable).to.equal(false);
      const lax = await demo({ api_mode: { ssl_verify: false } }, { registryUrl: url });
      const ok = await chat(lax, [['territory_get_my_accounts', {}]]);
      expect(ok.status).to.equal(200);
      expect(ok.body.data.calls[0].status).to.equal('ok');
    } finally {
      tls.closeAllConnections();
      await new Promise((r) => tls.close(r));
    }
  });

  it('audit_logging: one JSON line per chat and per tool call in logs/audit.log, secrets redacted; off = no file', async () => {
    const logs = join(home.dir, 'logs', 'audit.log');
    const srv = await demo({ api_mode: { audit_logging: true } }, { env: { OLLAMA_API_KEY: 'sk-live-123456' } });
    const { status } = await chat(
      srv,
      [
        ['up_count', { tag: 'a1', api_key: 'hunter2-secret' }],
        ['territory_get_my_accounts', {}],
      ],
      false,
      'count with key sk-live-123456 please',
    );
    expect(status).to.equal(200);
    const lines = readFileSync(logs, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.kind)).to.deep.equal(['tool_call', 'tool_call', 'chat']);
    expect(lines[0]).to.include({ tool: 'up_count', status: 'ok' });
    expect(lines[0].args).to.deep.equal({ tag: 'a1', api_key: '[redacted]' });
    expect(lines[2].message).to.equal('count with key [redacted] please');
    expect(lines[2].tools_used).to.deep.equal(['up_count', 'territory_get_my_accounts']);
    const text = readFileSync(logs, 'utf8');
    expect(text).to.not.include('hunter2-secret');
    expect(text).to.not.include('sk-live-123456');
    const size = text.length;
    const quiet = await demo({ api_mode: { audit_logging: false } });
    await chat(quiet, [['up_count', { tag: 'a2' }]]);
    expect(readFileSync(logs, 'utf8').length).to.equal(size);
  });

  it('modes and capability settings decide the tools a planner sees', async () => {
    const names = async (mode: Mode, settings: SettingsOverrides = {}) => {
      const srv = await demo(settings, { mode });
      const { status } = await chat(srv, [], false, 'what tools do you have');
      expect(status).to.equal(200);
      return script.seen.tools;
    };
    const api = await names('api');
    expect(api.some((n) => n.startsWith('browser_'))).to.equal(false);
    expect(api).to.include('crm_list_accounts');
    const hybrid = await names('hybrid');
    expect(hybrid).to.include('crm_list_accounts');
    expect(hybrid.some((n) => n.startsWith('browser_'))).to.equal(true);
    const web = await names('web');
    expect(web.length).to.be.greaterThan(0);
    expect(web.every((n) => n.startsWith('browser_'))).to.equal(true);
    const readOnly = await names('web', { api_mode: { web_automation: false } });
    expect(readOnly.length).to.be.greaterThan(0);
    expect(readOnly.length).to.be.lessThan(web.length);
    const noApi = await names('hybrid', { api_mode: { enabled: false } });
    expect(noApi.every((n) => n.startsWith('browser_'))).to.equal(true);
    const noBrowser = await names('hybrid', { api_mode: { browser_enabled: false } });
    expect(noBrowser.some((n) => n.startsWith('browser_'))).to.equal(false);
  });

  it('/status shows the registry reachable with its tool count, the mode and the chats counted', async () => {
    const srv = await demo({}, { mode: 'hybrid' });
    await chat(srv, [['territory_get_my_accounts', {}]]);
    const { body } = await getJson(`${srv.url}/status`);
    expect(body.status).to.equal('ok');
    expect(body.registry.reachable).to.equal(true);
    expect(body.registry.tool_count).to.be.greaterThan(10);
    expect(body.mode).to.equal('hybrid');
    expect(body.capabilities).to.deep.equal(['api_tools', 'browser_read', 'browser_write']);
    expect(body.browser.available).to.equal(true);
    expect(body.chats).to.include({ active: 0, total: 1 });
    expect(body.planner.in_use).to.equal('scripted');
  });
});
