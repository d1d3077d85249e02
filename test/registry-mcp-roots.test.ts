import { expect } from 'chai';
import { join } from 'node:path';
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ListRootsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { Agent } from 'undici';
import { HeldClock } from '../src/demo/tools/deadline.js';
import { McpCaller } from '../src/demo/tools/mcp-caller.js';
import type { Running } from '../src/http/index.js';
import type { Registry } from '../src/registry/server.js';
import { tempHome } from './helpers/home.js';
import { mcpRegistry } from './helpers/mcp-registry.js';
import { postJson, serveOnFreePort } from './helpers/server.js';

/**
 * roots/list of an MCP server (our roots fixture, over stdio) through the registry: during a
 * call it reaches the `/mcp` client that made the call, a 2025-11-25 session's client as a
 * request, a 2026-07-28 client as an input_required result; a client without roots (and a
 * caller of POST /functions/call, which has none) gets the specified -32601; asked when the server connects (no
 * caller), the roots are an empty list.
 */
const FIXTURE = join(import.meta.dirname, 'fixtures', 'mcp', 'roots-server.mjs');
const ROOTS = [{ uri: 'file:///home/ada/project', name: 'project' }];
const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;

describe('registry: an MCP server asking for roots (roots/list) reaches the calling client', function () {
  this.timeout(60_000);
  const home = tempHome('agent-mcp-roots-');
  let registry: Registry;
  let srv: Running;
  const closing: { close(): Promise<void> }[] = [];

  const legacy = async (path: string, capabilities: Record<string, unknown>) => {
    const client = new Client({ name: 'roots-test', version: '1.0.0' }, { capabilities });
    if (capabilities.roots) client.setRequestHandler(ListRootsRequestSchema, () => ({ roots: ROOTS }));
    await client.connect(new StreamableHTTPClientTransport(new URL(`${srv.url}${path}`)));
    closing.push(client);
    return client;
  };

  before(async () => {
    registry = await mcpRegistry(home, { files: [FIXTURE] });
    srv = await serveOnFreePort(registry.handler);
  });

  after(async () => {
    for (const c of closing) await c.close().catch(() => {});
    await srv?.close();
    await registry?.close();
    home.remove();
  });

  it('asked when the server connects, with no caller to ask: an empty list', async () => {
    const client = await legacy('/mcp/apps/files', {});
    expect(text(await client.callTool({ name: 'roots_at_connect', arguments: {} }))).to.equal('[]');
  });

  it("a 2025-11-25 session's client that declared roots gives them during its call, on /mcp/apps/<app> and /mcp", async () => {
    const app = await legacy('/mcp/apps/files', { roots: { listChanged: true } });
    expect(text(await app.callTool({ name: 'list_roots', arguments: {} }))).to.equal('roots: project=file:///home/ada/project');
    const all = await legacy('/mcp', { roots: {} });
    expect(text(await all.callTool({ name: 'files_list_roots', arguments: {} }))).to.equal('roots: project=file:///home/ada/project');
  });

  it('a client that did not declare roots is not asked: the server gets -32601 (Method not found), as the spec says', async () => {
    const client = await legacy('/mcp/apps/files', { sampling: {} });
    const r = (await client.callTool({ name: 'list_roots', arguments: {} })) as CallToolResult;
    expect(r.isError).to.equal(true);
    expect(text(r)).to.include('-32601').and.include('does not support roots');
  });

  it('a 2026-07-28 client gives them as the answer of an input_required result', async () => {
    const client = new ModernClient(
      { name: 'roots-2026', version: '1.0.0' },
      { capabilities: { roots: {} }, versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    client.setRequestHandler('roots/list', async () => ({ roots: ROOTS }));
    await client.connect(new ModernTransport(new URL(`${srv.url}/mcp/apps/files`)));
    closing.push(client);
    expect(text(await client.callTool({ name: 'list_roots', arguments: {} }))).to.equal('roots: project=file:///home/ada/project');
  });

  it('a 2026-07-28 client without roots: MissingRequiredClientCapability (-32021) naming roots', async () => {
    const client = new ModernClient(
      { name: 'no-roots', version: '1.0.0' },
      { capabilities: {}, versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    await client.connect(new ModernTransport(new URL(`${srv.url}/mcp/apps/files`)));
    closing.push(client);
    const err = (await client.callTool({ name: 'list_roots', arguments: {} }).then(
      () => undefined,
      (e: unknown) => e,
    )) as { code?: number; data?: unknown };
    expect(err?.code).to.equal(-32021);
    expect(err.data).to.deep.equal({ requiredCapabilities: { roots: {} } });
  });

  it("the agent demo's caller (no roots to give): a 409 saying the chat does not offer roots", async () => {
    const agent = new Agent();
    const caller = new McpCaller(srv.url, agent, 1024 * 1024, 10_000);
    const clock = new HeldClock(undefined, 10_000, () => new Error('timed out'));
    try {
      const tool = { name: 'files_list_roots', app: 'files', kind: 'api' as const, description: '', parameters: [] };
      const r = await caller.call({ ...tool, inputSchema: { type: 'object' }, readOnly: true, method: 'tools/call' }, {}, { clock });
      expect(r.status).to.equal(409);
      expect((r.body as { detail: string }).detail)
        .to.include('roots/list')
        .and.include('the chat does not offer');
    } finally {
      clock.stop();
      await caller.close();
      await agent.close();
    }
  });

  it('POST /functions/call: its caller has no roots, and the server is told so as a client without roots is (-32601)', async () => {
    const res = await postJson(`${srv.url}/functions/call`, { function_name: 'files_list_roots', args: {} });
    // the fixture's tool fails without roots: a tool error, 502, with the server's words
    expect(res.status).to.equal(502);
    expect(res.body.detail).to.include('-32601').and.include("The caller of 'list_roots' has no roots");
  });
});
