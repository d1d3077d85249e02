import { expect } from 'chai';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  CreateMessageRequestSchema,
  ElicitRequestSchema,
  LoggingMessageNotificationSchema,
  ResourceUpdatedNotificationSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { type Registry } from '../src/registry/server.js';
import type { Running } from '../src/http/index.js';
import { getJson, postJson, serveOnFreePort } from './helpers/server.js';
import { tempHome } from './helpers/home.js';
import { mcpRegistry } from './helpers/mcp-registry.js';
import { EVERYTHING, startEverythingHttp, waitFor, type RemoteServer } from './fixtures/mcp/servers.js';

/**
 * Everything an MCP server offers, through the registry: server-everything (npm) and our
 * conformance fixture (twice, under two names) over stdio, at `/mcp/apps/<app>` (their own
 * names) and at `/mcp` (every application: prompts `<service>_<prompt>`, URIs kept).
 */
const FIXTURE = join(import.meta.dirname, 'fixtures', 'mcp', 'conformance-server.mjs');
const SERVERS: Record<string, string[]> = { conformance: [FIXTURE], everything: [EVERYTHING, 'stdio'], copy: [FIXTURE] };

const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;

describe('registry: resources, prompts, completion, logging, sampling and elicitation of MCP servers (/mcp, /mcp/apps/<app>)', function () {
  this.timeout(120_000);
  const home = tempHome('agent-mcp-passthrough-');
  let registry: Registry;
  let srv: Running;
  let direct: Client;
  const clients: Client[] = [];

  /** An SDK client of the registry that answers sampling and elicitation itself. */
  const connect = async (path: string) => {
    const client = new Client({ name: 'test', version: '1.0.0' }, { capabilities: { sampling: {}, elicitation: { form: {} } } });
    client.setRequestHandler(CreateMessageRequestSchema, async (req) => {
      const c = req.params.messages[0]!.content as { text?: string };
      await new Promise((r) => setTimeout(r, 100)); // the other call's request is out meanwhile
      return { role: 'assistant', model: 'echo', content: { type: 'text', text: `echo: ${c.text}` } };
    });
    client.setRequestHandler(ElicitRequestSchema, () => ({ action: 'accept', content: { username: 'ada', email: 'ada@example.com' } }));
    await client.connect(new StreamableHTTPClientTransport(new URL(`${srv.url}${path}`)));
    clients.push(client);
    return client;
  };

  before(async () => {
    registry = await mcpRegistry(home, SERVERS);
    srv = await serveOnFreePort(registry.handler);
    // as the registry's client declares them (server-everything offers its sampling, elicitation and roots tools to such a client)
    direct = new Client({ name: 'direct', version: '1.0.0' }, { capabilities: { sampling: {}, elicitation: { form: {} }, roots: {} } });
    await direct.connect(new StdioClientTransport({ command: process.execPath, args: [EVERYTHING, 'stdio'], stderr: 'ignore' }));
  });

  after(async () => {
    for (const c of clients) await c.close();
    await direct?.close();
    await srv?.close();
    await registry?.close();
    home.remove();
  });

  it('/mcp/apps/<app> offers what the server offers, under its own names, as the server gives it', async () => {
    const rows = (await getJson(`${srv.url}/applications`)).body as { name: string; mcp: string }[];
    expect(rows.find((r) => r.name === 'everything')?.mcp).to.equal('/mcp/apps/everything');
    const app = await connect('/mcp/apps/everything');
    const caps = app.getServerCapabilities()!;
    expect(caps.resources).to.deep.equal({ subscribe: true, listChanged: true });
    expect(caps).to.include.keys('prompts', 'completions', 'logging', 'tools');
    const names = (list: { name: string }[]) => list.map((t) => t.name).sort();
    expect(names((await app.listTools()).tools)).to.deep.equal(names((await direct.listTools()).tools));
    expect(names((await app.listTools()).tools))
      .to.include('trigger-sampling-request')
      .and.include('trigger-elicitation-request');
    expect((await app.listResources()).resources.map((r) => r.uri)).to.deep.equal(
      (await direct.listResources()).resources.map((r) => r.uri),
    );
    expect(await app.listResourceTemplates()).to.deep.equal(await direct.listResourceTemplates());
    const uri = 'demo://resource/static/document/architecture.md';
    expect(await app.readResource({ uri })).to.deep.equal(await direct.readResource({ uri }));
    expect(await app.listPrompts()).to.deep.equal(await direct.listPrompts());
    const get = { name: 'args-prompt', arguments: { city: 'Lyon', state: 'Rhone' } };
    expect(await app.getPrompt(get)).to.deep.equal(await direct.getPrompt(get));
    const complete = { ref: { type: 'ref/prompt' as const, name: 'completable-prompt' }, argument: { name: 'department', value: 'E' } };
    expect(await app.complete(complete)).to.deep.equal(await direct.complete(complete));
    // an error of the server comes back with its code
    let failed: { code?: number } | undefined;
    await app.getPrompt({ name: 'no-such-prompt' }).catch((err) => (failed = err));
    expect(failed?.code).to.equal(-32602);
  });

  it('/mcp names prompts <service>_<prompt>, keeps URIs and routes each to its server; the first of two servers keeps a URI', async () => {
    const all = await connect('/mcp');
    const prompts = (await all.listPrompts()).prompts.map((p) => p.name);
    expect(prompts).to.include.members(['conformance_test_simple_prompt', 'copy_test_simple_prompt', 'everything_args-prompt']);
    const got = await all.getPrompt({ name: 'conformance_test_prompt_with_arguments', arguments: { arg1: 'a', arg2: 'b' } });
    expect(got.messages[0]!.content).to.deep.equal({ type: 'text', text: "Prompt with arguments: arg1='a', arg2='b'" });
    const uris = (await all.listResources()).resources.map((r) => r.uri);
    expect(uris.filter((u) => u === 'test://static-text')).to.have.length(1);
    expect(uris).to.include('demo://resource/static/document/architecture.md');
    const doc = await all.readResource({ uri: 'demo://resource/static/document/architecture.md' });
    expect(doc.contents[0]!.uri).to.equal('demo://resource/static/document/architecture.md');
    // a URI of a template: to the server that lists the template
    await all.listResourceTemplates();
    const data = await all.readResource({ uri: 'test://template/7/data' });
    expect(JSON.parse((data.contents[0] as { text: string }).text)).to.deep.equal({ id: '7', templateTest: true, data: 'Data for ID: 7' });
    const done = await all.complete({
      ref: { type: 'ref/prompt', name: 'conformance_test_prompt_with_arguments' },
      argument: { name: 'arg1', value: 'par' },
    });
    expect(done.completion.values).to.deep.equal(['paris', 'park', 'party']);
    let failed: { code?: number; data?: unknown } | undefined;
    await all.readResource({ uri: 'nowhere://x' }).catch((err) => (failed = err));
    expect(failed?.code).to.equal(-32602);
    expect(failed?.data).to.deep.equal({ uri: 'nowhere://x' });
  });

  it('a subscription brings notifications/resources/updated from the server; unsubscribe is answered', async () => {
    const app = await connect('/mcp/apps/conformance');
    const updates: string[] = [];
    app.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => void updates.push(n.params.uri));
    expect(await app.subscribeResource({ uri: 'test://watched-resource' })).to.deep.equal({});
    await waitFor(() => updates.length > 0, 5000);
    expect(updates).to.deep.equal(['test://watched-resource']);
    expect(await app.unsubscribeResource({ uri: 'test://watched-resource' })).to.deep.equal({});
  });

  it("the server's log messages during a call reach the calling client, at the level it set", async () => {
    for (const path of ['/mcp/apps/conformance', '/mcp']) {
      const client = await connect(path);
      const logs: unknown[] = [];
      client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void logs.push(n.params.data));
      const name = path === '/mcp' ? 'conformance_test_tool_with_logging' : 'test_tool_with_logging';
      await client.setLoggingLevel('info');
      await client.callTool({ name, arguments: {} });
      expect(logs).to.deep.equal(['Tool execution started', 'Tool processing data', 'Tool execution completed']);
      await client.setLoggingLevel('error');
      await client.callTool({ name, arguments: {} });
      expect(logs).to.have.length(3);
    }
  });

  it('sampling and elicitation asked by the server during a call are answered by the calling client', async () => {
    const app = await connect('/mcp/apps/conformance');
    expect(text(await app.callTool({ name: 'test_sampling', arguments: { prompt: 'hello' } }))).to.equal('LLM response: echo: hello');
    const elicited = text(await app.callTool({ name: 'test_elicitation', arguments: { message: 'Who are you?' } }));
    expect(elicited).to.equal('User response: action=accept, content={"username":"ada","email":"ada@example.com"}');
    // server-everything, from npm
    const everything = await connect('/mcp/apps/everything');
    const sampled = text(await everything.callTool({ name: 'trigger-sampling-request', arguments: { prompt: 'a haiku' } }));
    expect(sampled).to.include('echo: Resource trigger-sampling-request context: a haiku');
    const all = await connect('/mcp');
    expect(text(await all.callTool({ name: 'conformance_test_sampling', arguments: { prompt: 'hi' } }))).to.equal('LLM response: echo: hi');
  });

  it('two calls of one session relaying at once (two servers): each server gets its own answer', async () => {
    const all = await connect('/mcp');
    const [one, two] = await Promise.all([
      all.callTool({ name: 'conformance_test_sampling', arguments: { prompt: 'one' } }),
      all.callTool({ name: 'copy_test_sampling', arguments: { prompt: 'two' } }),
    ]);
    expect([text(one), text(two)]).to.deep.equal(['LLM response: echo: one', 'LLM response: echo: two']);
  });

  it("a call of an MCP server's tool is counted and timed in /metrics, whichever endpoint made it", async () => {
    const app = await connect('/mcp/apps/conformance');
    await app.callTool({ name: 'test_simple_text', arguments: {} });
    const metrics = (await getJson(`${srv.url}/metrics`)).body as string;
    expect(metrics).to.match(/registry_tool_calls_total\{[^}]*app="conformance"[^}]*tool="test_simple_text"[^}]*\} [1-9]/);
    expect(metrics).to.match(/registry_upstream_duration_seconds_count\{[^}]*app="conformance"[^}]*kind="mcp"[^}]*\} [1-9]/);
  });

  it('POST /functions/call of a tool that asks its caller for a completion: 409 naming what it asked for', async () => {
    const res = await postJson(`${srv.url}/functions/call`, { function_name: 'conformance_test_sampling', args: { prompt: 'hi' } });
    expect(res.status).to.equal(409);
    expect(res.body.detail).to.include('sampling/createMessage').and.include('/mcp');
  });
});

describe('registry: progress of an MCP server reached over legacy SSE arrives whole', function () {
  this.timeout(60_000);
  const home = tempHome('agent-mcp-sse-progress-');
  let everything: RemoteServer;
  let registry: Registry;

  before(async () => {
    everything = await startEverythingHttp('sse');
    registry = await mcpRegistry(home, { ev: { url: everything.url } });
  });

  after(async () => {
    await registry?.close();
    await everything?.kill();
    home.remove();
  });

  it('every report of 3, call after call (the last one used to be read after the result, and lost)', async () => {
    for (let i = 0; i < 5; i++) {
      const seen: unknown[] = [];
      await registry.catalog.callFull(
        'ev_trigger-long-running-operation',
        { duration: 0.3, steps: 3 },
        { onProgress: (p) => seen.push(p) },
      );
      expect(seen).to.deep.equal([1, 2, 3].map((progress) => ({ progress, total: 3 })));
    }
  });
});

describe('registry: a call waiting for its client to answer (elicitation) is not timed out meanwhile', function () {
  this.timeout(60_000);
  const home = tempHome('agent-mcp-relay-clock-');
  let registry: Registry;
  let srv: Running;

  before(async () => {
    registry = await mcpRegistry(home, { c: [FIXTURE] }, (settings) => {
      settings.api_mode.request_timeout = 1;
    });
    srv = await serveOnFreePort(registry.handler);
  });

  after(async () => {
    await srv?.close();
    await registry?.close();
    home.remove();
  });

  it('a person answering after api_mode.request_timeout (1 s) still gets the tool its answer', async () => {
    const client = new Client({ name: 'test', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } } });
    client.setRequestHandler(ElicitRequestSchema, async () => {
      await new Promise((r) => setTimeout(r, 1500));
      return { action: 'decline' };
    });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${srv.url}/mcp/apps/c`)));
    const r = await client.callTool({ name: 'test_elicitation', arguments: { message: 'Take your time' } });
    expect(text(r)).to.equal('User response: action=decline, content={}');
    await client.close();
  });
});
