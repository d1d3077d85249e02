import { expect } from 'chai';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createDemoServer } from '../src/demo/server.js';
import type { Planner, PlanContext } from '../src/demo/planner/types.js';
import type { Running } from '../src/http/index.js';
import { createKey, openKeyStore } from '../src/registry/keys/index.js';
import { runCli } from './helpers/cli.js';
import { startHaproxy, type TestHaproxy } from './helpers/haproxy.js';
import { tempHome } from './helpers/home.js';
import { poller } from './helpers/until.js';
import { testPostgres } from './helpers/postgres.js';
import { startReplica, type Replica } from './helpers/replicas.js';
import { getJson, postJson, quietLogger, serveOnFreePort } from './helpers/server.js';
import { testSettings } from './helpers/stack.js';
import { startTrmServer, type TrmServer } from './helpers/trm-server.js';

/** Polls `fn` until it returns a value (how long it took is reported, not asserted). */
const until = poller(20_000, 25);

describe('PostgreSQL replicas: registry and demo behind HAProxy (real PostgreSQL, HAProxy and CLI)', function () {
  this.timeout(120_000);
  const homes = [tempHome('agent-reg-a-'), tempHome('agent-reg-b-')];
  let databaseUrl: string;
  let trm: TrmServer;
  let a: Replica;
  let b: Replica;
  let lb: TestHaproxy;
  const envOf = (i: number): NodeJS.ProcessEnv => {
    const dir = homes[i]!.dir;
    const settingsFile = join(dir, 'settings.toml');
    writeFileSync(settingsFile, '[registry]\nallowed_hosts = ["127.0.0.1"]\n');
    const config = join(dir, 'mcp_servers.yaml');
    writeFileSync(config, 'services: []\n');
    return {
      AGENT_HOME: dir,
      AGENT_SETTINGS_FILE: settingsFile,
      MCP_SERVERS_FILE: config,
      AGENT_DATABASE_URL: databaseUrl,
      AGENT_REGISTRY_KEY: '',
    };
  };
  const call = (url: string, token?: string) =>
    getJson(`${url}/functions/call`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ function_name: 'fx_convert_currency', args: { amount: 10, from: 'GBP', to: 'USD' } }),
    });

  before(async () => {
    databaseUrl = await (await testPostgres()).database('registry_replicas');
    trm = await startTrmServer();
    [a, b] = await Promise.all([startReplica('api-registry', envOf(0)), startReplica('api-registry', envOf(1))]);
    await Promise.all([a.ready, b.ready]);
    lb = await startHaproxy({ registry: [a.address, b.address] });
  });
  after(async () => {
    await lb?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await trm?.close();
    for (const h of homes) h.remove();
  });

  it('onboard through replica A: B lists and calls the tools within a second (NOTIFY); a deletion on B leaves A', async () => {
    const onboard = await postJson(`${a.url}/functions/onboard`, onboardBody());
    expect(onboard.status, JSON.stringify(onboard.body)).to.equal(201);
    const started = Date.now();
    await until('B to list fx', async () =>
      (await getJson(`${b.url}/applications`)).body.some((x: any) => x.name === 'fx') ? true : undefined,
    );
    const seenAfter = Date.now() - started;
    const called = await call(b.url);
    expect(called.status, JSON.stringify(called.body)).to.equal(200);
    expect(JSON.stringify(called.body)).to.include('15');
    process.stdout.write(`      (onboarded on A, listed on B after ${seenAfter} ms)\n`);

    const removed = await getJson(`${b.url}/functions/onboard/fx`, { method: 'DELETE' });
    expect(removed.status).to.be.oneOf([200, 204]);
    await until('A to drop fx', async () =>
      (await getJson(`${a.url}/applications`)).body.some((x: any) => x.name === 'fx') ? undefined : true,
    );
    expect((await call(a.url)).status).to.equal(404);
    // back for the tests below
    expect((await postJson(`${b.url}/functions/onboard`, onboardBody())).status).to.equal(201);
    await until('A to list fx again', async () => ((await call(a.url)).status === 200 ? true : undefined));
  });

  it('the same app onboarded 20 times at once across both replicas: all succeed, one app listed (defect 14)', async () => {
    const body = { ...onboardBody(), app_name: 'fx_race' };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => postJson(`${(i % 2 ? a : b).url}/functions/onboard`, body)));
    expect(answers.map((r) => r.status).filter((s) => s >= 500)).to.deep.equal([]);
    expect(answers.every((r) => r.status === 201 || r.status === 200)).to.equal(true);
    const listed = (await getJson(`${a.url}/applications`)).body.filter((x: any) => x.name === 'fx_race');
    expect(listed).to.have.length(1);
    expect((await getJson(`${a.url}/functions/onboard/fx_race`, { method: 'DELETE' })).status).to.be.oneOf([200, 204]);
  });

  function onboardBody() {
    return {
      app_name: 'fx',
      description: 'Currency tools',
      url: trm.url,
      schemas: [
        {
          name: 'convert_currency',
          description: 'Converts an amount',
          input_schema: {
            type: 'object',
            properties: { amount: { type: 'number' }, from: { type: 'string' }, to: { type: 'string' } },
            required: ['amount', 'from', 'to'],
          },
        },
      ],
    };
  }

  it('an MCP SDK client session through HAProxy keeps working while its requests alternate replicas (stateless /mcp)', async () => {
    const servedBy: string[] = [];
    const fetchSeen: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      const by = res.headers.get('x-served-by');
      if (by && (init?.method ?? 'GET') === 'POST') servedBy.push(by);
      return res;
    };
    const client = new Client({ name: 'replica-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${lb.url.registry}/mcp`), { fetch: fetchSeen }));
    try {
      for (let i = 0; i < 6; i++) {
        const tools = await client.listTools();
        expect(tools.tools.map((t) => t.name)).to.include('fx_convert_currency');
        const out = await client.callTool({ name: 'fx_convert_currency', arguments: { amount: 10, from: 'GBP', to: 'USD' } });
        expect(out.isError ?? false, JSON.stringify(out)).to.equal(false);
      }
    } finally {
      await client.close();
    }
    expect(new Set(servedBy), servedBy.join(',')).to.have.property('size', 2);
  });

  it('a 2026-07-28 client (SDK 2.x) through HAProxy: every request may go to either replica, and each answers it', async () => {
    const servedBy: string[] = [];
    const fetchSeen: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      const by = res.headers.get('x-served-by');
      if (by) servedBy.push(by);
      return res;
    };
    const client = new ModernClient({ name: 'replica-2026', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await client.connect(new ModernTransport(new URL(`${lb.url.registry}/mcp`), { fetch: fetchSeen }));
    try {
      expect(client.getNegotiatedProtocolVersion()).to.equal('2026-07-28');
      for (let i = 0; i < 6; i++) {
        const tools = await client.listTools(undefined, { cacheMode: 'bypass' });
        expect(tools.tools.map((t) => t.name)).to.include('fx_convert_currency');
        const out = await client.callTool({ name: 'fx_convert_currency', arguments: { amount: 10, from: 'GBP', to: 'USD' } });
        expect(out.isError ?? false, JSON.stringify(out)).to.equal(false);
      }
    } finally {
      await client.close();
    }
    expect(new Set(servedBy), servedBy.join(',')).to.have.property('size', 2);
  });

  it('a key created with the CLI on the shared database is in force on both replicas within a second; revoked, on neither', async () => {
    const created = await runCli(['keys', 'create', 'ops', '--scopes', 'call', '--json'], { env: envOf(0) });
    expect(created.code, created.stderr).to.equal(0);
    const { token } = JSON.parse(created.stdout) as { token: string };
    for (const r of [a, b]) await until(`the key on ${r.url}`, async () => ((await call(r.url)).status === 401 ? true : undefined));
    for (const r of [a, b]) expect((await call(r.url, token)).status).to.equal(200);
    expect((await getJson(`${lb.url.registry}/health`)).status).to.equal(200); // balancers' checks need no key
    // a second key keeps the registry closed once 'ops' is gone
    expect((await runCli(['keys', 'create', 'keeper', '--scopes', 'read'], { env: envOf(1) })).code).to.equal(0);
    const revoked = await runCli(['keys', 'revoke', 'ops'], { env: envOf(1) });
    expect(revoked.code, revoked.stderr).to.equal(0);
    for (const r of [a, b])
      await until(`revocation on ${r.url}`, async () => ((await call(r.url, token)).status === 200 ? undefined : true));
    expect(JSON.stringify(a.output() + b.output())).to.not.include(token);
  });

  it("a key's rate is one budget for both replicas: 60/s through HAProxy for 20 s lets 1200 +- 2% through, not twice that", async () => {
    const made = await runCli(['keys', 'create', 'metered', '--scopes', 'read', '--rate', '60/s', '--json'], { env: envOf(0) });
    expect(made.code, made.stderr).to.equal(0);
    const { token } = JSON.parse(made.stdout) as { token: string };
    const list = (url: string) => getJson(`${url}/applications`, { headers: { authorization: `Bearer ${token}` } });
    for (const r of [a, b]) await until(`the key on ${r.url}`, async () => ((await list(r.url)).status === 200 ? true : undefined));
    // spend the burst the bucket starts with, on both replicas
    for (let limited = 0; limited < 4;) if ((await list(limited % 2 ? a.url : b.url)).status === 429) limited++;
    const windowMs = 20_000;
    const end = Date.now() + windowMs;
    let ok = 0;
    let refused = 0;
    const worker = async () => {
      while (Date.now() < end) {
        const r = await list(lb.url.registry);
        if (Date.now() > end) break;
        if (r.status === 200) ok++;
        else if (r.status === 429) refused++;
        else expect.fail(`status ${r.status}`);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    const expected = (60 * windowMs) / 1000;
    process.stdout.write(`      (${ok} let through of ${ok + refused} in 20 s at 60/s across two replicas; expected ${expected})\n`);
    expect(refused).to.be.above(0);
    expect(Math.abs(ok - expected) / expected).to.be.at.most(0.02);
  });

  it('a revoked key is refused by both replicas within a second, 20 times of 20 (timed from the revoking CLI)', async () => {
    const store = await openKeyStore(join(homes[0]!.dir, 'data'), databaseUrl);
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) tokens.push((await createKey(store, { name: `short-${i}`, scopes: 'read' })).token);
    await store.close();
    const list = (url: string, token: string) => getJson(`${url}/applications`, { headers: { authorization: `Bearer ${token}` } });
    for (const r of [a, b])
      await until(`the keys on ${r.url}`, async () => ((await list(r.url, tokens[19]!)).status === 200 ? true : undefined));
    const afterExit: number[] = [];
    const afterStart: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = Date.now();
      const revoked = await runCli(['keys', 'revoke', `short-${i}`], { env: envOf(i % 2) });
      expect(revoked.code, revoked.stderr).to.equal(0);
      const exited = Date.now();
      await Promise.all(
        [a, b].map((r) => until(`revocation on ${r.url}`, async () => ((await list(r.url, tokens[i]!)).status === 401 ? true : undefined))),
      );
      afterExit.push(Date.now() - exited);
      afterStart.push(Date.now() - started);
    }
    const worst = (xs: number[]) => Math.max(...xs);
    process.stdout.write(
      `      (refused by both replicas at most ${worst(afterExit)} ms after the CLI exited, ${worst(afterStart)} ms after it started)\n`,
    );
    expect(afterExit.filter((ms) => ms < 1000)).to.have.length(20);
  });

  it('demo: a follow-up question lands on another replica and still gets the earlier turns (sessions in PostgreSQL)', async () => {
    const seen: PlanContext['history'][] = [];
    const planner: Planner = {
      name: 'echo',
      async answer(ctx) {
        seen.push(ctx.history);
        return { response: `turn ${ctx.history.length + 1}`, result: [{ id: 7 }], confidence: 1 };
      },
    };
    const running: Running[] = [];
    const demos = [];
    for (const h of homes) {
      const demo = await createDemoServer({
        settings: testSettings({}),
        registryUrl: lb.url.registry,
        mode: 'web',
        logger: quietLogger,
        dataDir: join(h.dir, 'data'),
        logsDir: join(h.dir, 'logs'),
        planner,
        databaseUrl,
      });
      demos.push(demo);
      running.push(await serveOnFreePort(demo.handler));
    }
    try {
      const first = await postJson(`${running[0]!.url}/chat`, { message: 'list my accounts' });
      const id = first.body.metadata.session_id;
      const second = await postJson(`${running[1]!.url}/chat`, { message: 'and the second one?', session_id: id });
      expect(second.body.response).to.equal('turn 2');
      expect(seen[1]![0]).to.include({ message: 'list my accounts', response: 'turn 1' });
      expect(seen[1]![0]!.result).to.deep.equal([{ id: 7 }]);
      const health = await getJson(`${running[1]!.url}/health`);
      expect(health.body.database).to.include({ engine: 'postgres', ok: true });
    } finally {
      for (const r of running) await r.close();
      for (const d of demos) await d.close();
    }
  });
});
