import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { createTerritoryApp } from '../src/territory/server.js';
import { loadRegistryConfig } from '../src/registry/config/index.js';
import { createRegistry, type Registry } from '../src/registry/server.js';
import { loadSettings } from '../src/settings/index.js';
import type { Running } from '../src/http/index.js';
import { getJson, postJson, quietLogger, serveOnFreePort } from './helpers/server.js';
import { tempHome } from './helpers/home.js';
import { startTrmServer, type TrmServer } from './helpers/trm-server.js';
import { EDGE, alive, groupAlive, startEverythingHttp, waitFor, type RemoteServer } from './fixtures/mcp/servers.js';

const TRM_KEY = 'trm-secret-key-123';

describe('registry with MCP and TRM services (mixed configuration)', function () {
  this.timeout(60_000);
  let home: ReturnType<typeof tempHome>;
  let territory: Running;
  let trm: TrmServer;
  let remote: RemoteServer;
  let registry: Registry;
  let srv: Running;
  const call = (function_name: string, args: Record<string, unknown> = {}) =>
    postJson(`${srv.url}/functions/call`, { function_name, args });

  before(async () => {
    home = tempHome('agent-registry-mcp-');
    territory = await serveOnFreePort(createTerritoryApp({ logger: quietLogger, logRequests: false }));
    trm = await startTrmServer({ auth: { header: 'x-api-key', value: TRM_KEY } });
    remote = await startEverythingHttp('streamableHttp');
    const file = join(home.dir, 'mcp_servers.yaml');
    writeFileSync(
      file,
      [
        'services:',
        '  - territory:',
        `      url: ${territory.url}/openapi.json`,
        '      description: Sales territory',
        'mcpServers:',
        '  edge:',
        `    command: ${JSON.stringify(process.execPath)}`,
        `    args: [${JSON.stringify(EDGE)}]`,
        '    description: Edge cases',
        '  everything:',
        `    url: ${remote.url}`,
        'trmServices:',
        '  runtime:',
        `    url: ${trm.url}`,
        '    tools: [convert_currency, word_count, sleep, not_offered]',
        '    auth: { type: X-API-Key, value: "${TRM_KEY}" }',
        '',
      ].join('\n'),
    );
    const config = loadRegistryConfig(file, { ...process.env, TRM_KEY });
    const settings = structuredClone(loadSettings({}, home.dir).values);
    settings.api_mode.request_timeout = 2;
    registry = await createRegistry({ config, settings, logger: quietLogger, dataDir: join(home.dir, 'data'), logRequests: false });
    await registry.catalog.settled();
    srv = await serveOnFreePort(registry.handler);
  });

  after(async () => {
    await srv?.close();
    await registry?.close();
    await remote?.kill();
    await trm?.close();
    await territory?.close();
    home?.remove();
  });

  it('lists every kind in /applications, with the TRM tool it does not offer as a warning and no secret', async () => {
    const { status, body } = await getJson(`${srv.url}/applications`);
    expect(status).to.equal(200);
    const rows = Object.fromEntries(body.map((r: any) => [r.name, r]));
    expect(rows.territory).to.include({ type: 'openapi', status: 'ok' });
    expect(rows.edge).to.include({ type: 'mcp', status: 'ok', url: `${process.execPath} ${EDGE}` });
    expect(rows.everything).to.include({ type: 'mcp', status: 'ok', url: remote.url });
    expect(rows.runtime).to.include({ type: 'trm', status: 'ok', tools: 3 });
    expect(rows.runtime.warnings.join(' ')).to.contain("configured tool 'not_offered' is not offered");
    expect(JSON.stringify(body)).to.not.contain(TRM_KEY);
    const apis = (await getJson(`${srv.url}/applications/edge/apis`)).body;
    expect(apis.edge_nested.parameters.find((p: any) => p.name === 'customer').type).to.equal('object');
    expect(apis.edge_documented.response_schemas.success.required).to.deep.equal(['sku', 'price']);
    const runtime = (await getJson(`${srv.url}/applications/runtime/apis`)).body;
    expect(runtime.runtime_convert_currency).to.include({ method: 'POST', path: '/api/v1/tools/convert_currency/run', secure: true });
  });

  it('calls every kind through /functions/call', async () => {
    const t = await call('territory_get_my_accounts');
    expect(t.status).to.equal(200);
    expect(t.body.accounts).to.have.length(50);
    const args = { customer: { name: 'Ada', address: { city: 'Paris', zip: '75001' } }, items: [{ sku: 'a', qty: 1 }] };
    expect(await call('edge_nested', args)).to.deep.include({ status: 200, body: { received: args } });
    expect((await call('everything_echo', { message: 'hi' })).body).to.equal('Echo: hi');
    expect((await call('everything_get-structured-content', { location: 'New York' })).body).to.deep.equal({
      temperature: 33,
      conditions: 'Cloudy',
      humidity: 82,
    });
    expect(await call('runtime_convert_currency', { amount: 10, from: 'GBP', to: 'USD' })).to.deep.include({
      status: 200,
      body: { amount: 15, currency: 'USD' },
    });
    expect(trm.requests.at(-1)).to.deep.include({ method: 'POST', path: '/api/v1/tools/convert_currency/run', auth: TRM_KEY });
    expect((await call('runtime_word_count', { text: 'a b A', options: { unique: true } })).body).to.deep.equal({ words: 2 });
  });

  it('errors: tool error 502 with its text, timeout 504, invalid args 422, unknown 404', async () => {
    expect(await call('edge_fail', { id: 7 })).to.deep.include({ status: 502, body: { detail: 'widget 7 is out of stock' } });
    const slow = await call('edge_slow', { ms: 5000 });
    expect(slow.status).to.equal(504);
    expect(slow.body.detail).to.match(/did not answer within 2 s/);
    const trmSlow = await call('runtime_sleep', { ms: 5000 });
    expect(trmSlow.status).to.equal(504);
    const bad = await call('edge_nested', { customer: { name: 'x', address: { city: 'y', zip: 'abc' } }, items: [] });
    expect(bad.status).to.equal(422);
    expect(JSON.stringify(bad.body.detail)).to.contain('zip');
    expect((await call('runtime_not_offered')).status).to.equal(404);
    expect((await call('echo', { message: 'x' })).body).to.deep.equal({ detail: "Tool 'echo' not found in any server" });
  });

  describe('the registry as an MCP server (POST /mcp)', () => {
    let client: Client;
    before(async () => {
      client = new Client({ name: 'test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${srv.url}/mcp`)));
    });
    after(() => client.close());

    it('lists every tool of every kind with input and output schemas', async () => {
      const { tools } = await client.listTools();
      const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
      for (const name of ['territory_get_my_accounts', 'edge_nested', 'everything_echo', 'runtime_convert_currency'])
        expect(byName).to.have.property(name);
      expect(byName.edge_weather!.outputSchema).to.deep.include({ type: 'object' });
      expect(byName.runtime_convert_currency!.outputSchema!.required).to.deep.equal(['amount', 'currency']);
      expect((byName.edge_nested!.inputSchema.properties as any).customer.properties.address.type).to.equal('object');
      expect(byName.everything_echo!.annotations?.readOnlyHint).to.equal(true);
    });

    it('calls every kind', async () => {
      const t = await client.callTool({ name: 'territory_get_my_accounts', arguments: {} });
      expect((t.structuredContent as any).accounts).to.have.length(50);
      const w = await client.callTool({ name: 'edge_weather', arguments: { city: 'Paris' } });
      expect(w.structuredContent).to.deep.equal({ city: 'Paris', celsius: 21 });
      const e = await client.callTool({ name: 'everything_echo', arguments: { message: 'via mcp' } });
      expect((e.content as any)[0].text).to.equal('Echo: via mcp');
      const c = await client.callTool({ name: 'runtime_convert_currency', arguments: { amount: 5, from: 'EUR', to: 'USD' } });
      expect(c.structuredContent).to.deep.equal({ amount: 6.25, currency: 'USD' });
    });

    it('tool errors are isError results with the status and text; invalid args name the field', async () => {
      const f = await client.callTool({ name: 'edge_fail', arguments: { id: 3 } });
      expect(f.isError).to.equal(true);
      expect((f.content as any)[0].text).to.equal('502: widget 3 is out of stock');
      const bad = await client.callTool({ name: 'runtime_convert_currency', arguments: { amount: -1, from: 'EUR', to: 'USD' } });
      expect(bad.isError).to.equal(true);
      expect((bad.content as any)[0].text).to.match(/^422: .*\n- amount: /);
      let unknown: Error | undefined;
      await client.callTool({ name: 'nope_tool', arguments: {} }).catch((err: Error) => (unknown = err));
      expect(unknown?.message).to.contain("Tool 'nope_tool' not found in any server");
    });

    it('sends tools/list_changed when an MCP server adds a tool', async () => {
      let notified = 0;
      client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
        notified++;
      });
      await client.callTool({ name: 'edge_add_tool', arguments: { name: 'late' } });
      await waitFor(() => notified > 0, 5000, 'tools/list_changed');
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).to.include('edge_late');
      const r = await client.callTool({ name: 'edge_late', arguments: {} });
      expect(r.structuredContent).to.deep.equal({ tool: 'late' });
    });

    it('answers 404 to an unknown session and 400 to a request without one', async () => {
      const init = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} };
      const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
      const stale = await getJson(`${srv.url}/mcp`, {
        method: 'POST',
        headers: { ...headers, 'mcp-session-id': 'gone' },
        body: JSON.stringify(init),
      });
      expect(stale.status).to.equal(404);
      const none = await getJson(`${srv.url}/mcp`, { method: 'POST', headers, body: JSON.stringify(init) });
      expect(none.status).to.equal(400);
    });
  });

  describe('faults and shutdown', () => {
    it('kill -9 of a stdio server between two calls: the second call succeeds after the restart', async () => {
      const first = await call('edge_pid');
      expect(first.status).to.equal(200);
      process.kill(first.body.pid, 'SIGKILL');
      let second = await call('edge_pid');
      if (second.status === 503) {
        // the restart did not finish within the call's time limit (a busy machine): a fast 503, then it works
        expect(second.body.detail).to.match(/edge/);
        await waitFor(async () => (second = await call('edge_pid')).status === 200, 20_000, 'the restarted server');
      }
      expect(second.status).to.equal(200);
      expect(second.body.pid).to.not.equal(first.body.pid);
      const row = (await getJson(`${srv.url}/applications`)).body.find((r: any) => r.name === 'edge');
      expect(row.status).to.equal('ok');
    });

    it('a restarted remote MCP server: the next call works', async () => {
      expect((await call('everything_echo', { message: 'before' })).body).to.equal('Echo: before');
      await remote.kill();
      remote = await startEverythingHttp('streamableHttp', remote.port);
      expect(await call('everything_echo', { message: 'after' })).to.deep.include({ status: 200, body: 'Echo: after' });
    });

    it('close reaps the stdio children', async () => {
      const { body } = await call('edge_pid');
      await srv.close();
      await registry.close();
      expect(alive(body.pid)).to.equal(false);
      expect(groupAlive(body.pid)).to.equal(false);
    });
  });
});

describe('registry killed with SIGKILL: stdio servers are reaped at the next start', function () {
  this.timeout(60_000);
  let home: ReturnType<typeof tempHome>;
  before(() => {
    home = tempHome('agent-registry-kill-');
  });
  after(() => home?.remove());

  it('a lingering child of a killed registry is killed when the next registry starts', async () => {
    const file = join(home.dir, 'mcp_servers.yaml');
    const dataDir = join(home.dir, 'data');
    writeFileSync(
      file,
      [
        'mcpServers:',
        '  stubborn:',
        `    command: ${JSON.stringify(process.execPath)}`,
        `    args: [${JSON.stringify(EDGE)}]`,
        '    env: { EDGE_LINGER: "1", EDGE_IGNORE_TERM: "1" }',
        '',
      ].join('\n'),
    );
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, 'fixtures', 'mcp', 'registry-holder.mts'),
        file,
        dataDir,
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise((r) => holder.once('exit', r));
    let out = '';
    holder.stdout!.on('data', (c) => (out += c));
    await waitFor(() => out.includes('\n'), 20_000, 'the registry in its own process');
    const { url } = JSON.parse(out.split('\n')[0]!);
    const { body } = await postJson(`${url}/functions/call`, { function_name: 'stubborn_pid', args: {} });
    const child = body.pid as number;
    expect(alive(child)).to.equal(true);
    holder.kill('SIGKILL');
    await exited;
    // this server ignores stdin closing and SIGTERM: it outlives the registry
    await new Promise((r) => setTimeout(r, 300));
    expect(alive(child)).to.equal(true);
    const next = await createRegistry({
      config: { file: null, services: [] },
      settings: loadSettings({}, home.dir).values,
      logger: quietLogger,
      dataDir,
      logRequests: false,
    });
    try {
      await waitFor(() => !groupAlive(child), 5000, 'the orphan to be reaped');
    } finally {
      await next.close();
    }
  });
});
