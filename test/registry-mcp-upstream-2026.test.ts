import { expect } from 'chai';
import { join } from 'node:path';
import { Client as ModernClient, StreamableHTTPClientTransport as ModernHttp } from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  CreateMessageRequestSchema,
  ElicitRequestSchema,
  ListRootsRequestSchema,
  LoggingMessageNotificationSchema,
  ResourceUpdatedNotificationSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { Running } from '../src/http/index.js';
import type { Registry } from '../src/registry/server.js';
import { startModernServer, type ModernServer } from './fixtures/mcp/modern-server.js';
import { startHttpServer, type RemoteServer } from './fixtures/mcp/servers.js';
import { tempHome } from './helpers/home.js';
import { mcpRegistry } from './helpers/mcp-registry.js';
import { getJson, postJson, serveOnFreePort } from './helpers/server.js';
import { poller } from './helpers/until.js';

/**
 * The registry as a client of an MCP server that speaks 2026-07-28 only (built with the official
 * 2.x server, on an ephemeral port): negotiated with `server/discover`, its tools, resources,
 * prompts and completion federated, progress and log messages relayed, and its input_required
 * results (elicitation, sampling, roots) turned into questions to the calling client, whichever
 * revision that client speaks; `protocol:` pins a revision; a 2025-11-25 server is still spoken
 * to at 2025-11-25; a stdio server that speaks 2026-07-28 only is spoken to in it.
 */
const CONFORMANCE = join(import.meta.dirname, 'fixtures', 'mcp', 'conformance-server.mjs');
const MODERN_STDIO = join(import.meta.dirname, 'fixtures', 'mcp', 'modern-stdio-server.mjs');
const until = poller(10_000, 25);
const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;
const ROOTS = [{ uri: 'file:///srv/app', name: 'app' }];

describe('registry: an upstream MCP server of protocol 2026-07-28 (the registry as its client)', function () {
  this.timeout(60_000);
  const home = tempHome('agent-mcp-upstream-2026-');
  let modern: ModernServer;
  let other: ModernServer;
  let legacy: RemoteServer;
  let registry: Registry;
  let srv: Running;
  const closing: { close(): Promise<void> }[] = [];

  /** A 2025-11-25 client of the registry answering everything it can be asked. */
  const client2025 = async (path: string, name = 'Ada') => {
    const c = new Client({ name: 't', version: '1' }, { capabilities: { sampling: {}, elicitation: { form: {} }, roots: {} } });
    c.setRequestHandler(ElicitRequestSchema, async (req) => {
      const props = Object.keys((req.params as { requestedSchema?: { properties?: object } }).requestedSchema?.properties ?? {});
      return { action: 'accept', content: Object.fromEntries(props.map((k) => [k, k === 'ok' ? true : name])) };
    });
    c.setRequestHandler(CreateMessageRequestSchema, async () => ({
      role: 'assistant',
      model: 'echo',
      content: { type: 'text', text: 'hi!' },
    }));
    c.setRequestHandler(ListRootsRequestSchema, async () => ({ roots: ROOTS }));
    await c.connect(new StreamableHTTPClientTransport(new URL(`${srv.url}${path}`)));
    closing.push(c);
    return c;
  };

  before(async () => {
    modern = await startModernServer();
    other = await startModernServer();
    legacy = await startHttpServer([CONFORMANCE, 'http'], 'mcp');
    registry = await mcpRegistry(home, {
      modern: { url: modern.url },
      legacy: { url: legacy.url },
      pinned: { url: other.url, protocol: '2025-11-25' },
      wrong: { url: legacy.url, protocol: '2026-07-28' },
      local: [MODERN_STDIO],
    });
    srv = await serveOnFreePort(registry.handler);
  });

  after(async () => {
    for (const c of closing) await c.close().catch(() => {});
    await srv?.close();
    await registry?.close();
    await modern?.close();
    await other?.close();
    await legacy?.kill();
    home.remove();
  });

  it('connects with server/discover (no initialize), and a 2025-11-25 server at 2025-11-25 beside it', async () => {
    expect(modern.methods.slice(0, 3)).to.deep.equal(['server/discover', 'subscriptions/listen', 'tools/list']);
    expect(modern.methods).to.not.include('?'); // (a request without Mcp-Method: an initialize)
    const rows = (await getJson(`${srv.url}/applications`)).body as { name: string; status: string; tools: number; error?: string }[];
    const row = (name: string) => rows.find((r) => r.name === name)!;
    expect(row('modern')).to.include({ status: 'ok', tools: 6 });
    expect(row('legacy').status).to.equal('ok');
    expect(row('legacy').tools).to.be.greaterThan(10);
    // protocol: pins a revision; the other one is refused, with the server's reason
    expect(row('pinned')).to.include({ status: 'error' });
    expect(row('pinned').error).to.include('Unsupported protocol version: 2025-11-25');
    expect(other.methods).to.include('?').and.not.include('server/discover');
    expect(row('wrong')).to.include({ status: 'error' });
    expect(row('wrong').error).to.include('did not offer pinned protocol version 2026-07-28');
  });

  it('a stdio server that refuses 2025-11-25 naming 2026-07-28 is started again and spoken to in it', async () => {
    const era = await postJson(`${srv.url}/functions/call`, { function_name: 'local_era', args: {} });
    expect(era.status).to.equal(200);
    expect(era.body).to.equal('2026-07-28');
    const c = await client2025('/mcp/apps/local', 'Eve');
    expect(text(await c.callTool({ name: 'greet', arguments: {} }))).to.equal('Hello, Eve!');
  });

  it('POST /functions/call: a tool, and a tool that asks for input is a 409 naming it', async () => {
    const res = await postJson(`${srv.url}/functions/call`, { function_name: 'modern_add', args: { a: 2, b: 3 } });
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ sum: 5 });
    const asked = await postJson(`${srv.url}/functions/call`, { function_name: 'modern_greet', args: {} });
    expect(asked.status).to.equal(409);
    expect(asked.body.detail).to.include('elicitation/create');
  });

  it('/mcp/apps/<app> at 2025-11-25: resources, prompts, completion as the server gives them', async () => {
    const c = await client2025('/mcp/apps/modern');
    expect((await c.listResources()).resources.map((r) => r.uri)).to.deep.equal(['note://hello']);
    expect((await c.readResource({ uri: 'note://hello' })).contents).to.deep.equal([
      { uri: 'note://hello', mimeType: 'text/plain', text: 'hello from 2026' },
    ]);
    expect((await c.listPrompts()).prompts.map((p) => p.name)).to.deep.equal(['brief']);
    const got = await c.getPrompt({ name: 'brief', arguments: { topic: 'mcp' } });
    expect((got.messages[0]!.content as { text: string }).text).to.equal('Brief me on mcp');
    const done = await c.complete({ ref: { type: 'ref/prompt', name: 'brief' }, argument: { name: 'topic', value: 'm' } });
    expect(done.completion.values).to.deep.equal(['mcp', 'models', 'markets']);
  });

  it('progress and log messages of a call reach the 2025-11-25 client that made it', async () => {
    const c = await client2025('/mcp');
    const logs: string[] = [];
    c.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void logs.push(String(n.params.data)));
    await c.setLoggingLevel('info');
    const reports: number[] = [];
    const r = await c.callTool({ name: 'modern_count', arguments: { n: 3 } }, undefined, {
      onprogress: (p) => void reports.push(p.progress),
    });
    expect(text(r)).to.equal('counted 3');
    expect(reports).to.deep.equal([1, 2, 3]);
    expect(logs).to.deep.equal(['step 1', 'step 2', 'step 3']);
  });

  it("the server's input_required rounds (elicitation; roots and sampling, then all three) reach a 2025-11-25 client", async () => {
    const c = await client2025('/mcp/apps/modern');
    expect(text(await c.callTool({ name: 'greet', arguments: {} }))).to.equal('Hello, Ada!');
    expect(text(await c.callTool({ name: 'ask_all', arguments: {} }))).to.equal('roots=file:///srv/app model=hi! ok=true');
  });

  it('several calls asking at once, from different clients: each question goes to the client whose call asked it', async () => {
    const names = ['Ada', 'Bo', 'Cy', 'Di'];
    const clients = await Promise.all(names.map((n) => client2025('/mcp/apps/modern', n)));
    const said = await Promise.all(clients.map((c) => c.callTool({ name: 'greet', arguments: {} })));
    expect(said.map(text)).to.deep.equal(names.map((n) => `Hello, ${n}!`));
  });

  it('… and a 2026-07-28 client as input_required results of its own', async () => {
    const c = new ModernClient(
      { name: 't26', version: '1' },
      { capabilities: { elicitation: {}, sampling: {}, roots: {} }, versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    c.setRequestHandler('elicitation/create', async (req) => ({
      action: 'accept',
      content:
        'ok' in ((req.params as { requestedSchema?: { properties?: object } }).requestedSchema?.properties ?? {})
          ? { ok: true }
          : { name: 'Bo' },
    }));
    c.setRequestHandler('sampling/createMessage', async () => ({ role: 'assistant', model: 'm', content: { type: 'text', text: 'yo' } }));
    c.setRequestHandler('roots/list', async () => ({ roots: ROOTS }));
    await c.connect(new ModernHttp(new URL(`${srv.url}/mcp`)));
    closing.push(c);
    expect(text(await c.callTool({ name: 'modern_greet', arguments: {} }))).to.equal('Hello, Bo!');
    expect(text(await c.callTool({ name: 'modern_ask_all', arguments: {} }))).to.equal('roots=file:///srv/app model=yo ok=true');
  });

  it("a subscription to one of its resources (its listen stream's filter) brings the server's updates", async () => {
    const c = await client2025('/mcp/apps/modern');
    expect(c.getServerCapabilities()?.resources?.subscribe).to.equal(true);
    const updates: string[] = [];
    c.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => void updates.push(n.params.uri));
    await c.subscribeResource({ uri: 'note://hello' });
    await c.callTool({ name: 'touch', arguments: {} });
    await until('the update', async () => (updates.length > 0 ? updates : undefined));
    expect(updates).to.deep.equal(['note://hello']);
    await c.unsubscribeResource({ uri: 'note://hello' });
    await c.callTool({ name: 'touch', arguments: {} });
    await new Promise((r) => setTimeout(r, 200));
    expect(updates).to.have.length(1);
  });

  it("a change of the server's tools (announced on subscriptions/listen) reaches the catalogue", async () => {
    await postJson(`${srv.url}/functions/call`, { function_name: 'modern_add_tool', args: { name: 'fresh' } });
    await until('the new tool', async () => registry.catalog.tools().find((t) => t.name === 'modern_fresh'));
    const res = await postJson(`${srv.url}/functions/call`, { function_name: 'modern_fresh', args: {} });
    expect(res.status).to.equal(200);
  });
});
