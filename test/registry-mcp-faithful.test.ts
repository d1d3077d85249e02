import { expect } from 'chai';
import { Writable } from 'node:stream';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pino } from 'pino';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { Catalog } from '../src/registry/catalog.js';
import { type Registry } from '../src/registry/server.js';
import { loadSettings } from '../src/settings/index.js';
import type { Source, SourceTool } from '../src/registry/types.js';
import type { Running } from '../src/http/index.js';
import { getJson, postJson, serveOnFreePort } from './helpers/server.js';
import { tempHome } from './helpers/home.js';
import { mcpRegistry } from './helpers/mcp-registry.js';
import { EVERYTHING, FILESYSTEM, startEverythingHttp, waitFor, type RemoteServer } from './fixtures/mcp/servers.js';

const FAITHFUL = join(import.meta.dirname, 'fixtures', 'mcp', 'faithful-server.mjs');
/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The servers of this file: registry name -> how to start it. */
const SERVERS = (dir: string): Record<string, string[]> => ({
  everything: [EVERYTHING, 'stdio'],
  files: [FILESYSTEM, dir],
  faithful: [FAITHFUL],
});

/** A result with the clock times some tools write into their text (a resource "created at 2:17:09 PM") blanked. */
const timeless = (v: unknown) => JSON.parse(JSON.stringify(v).replace(/\d{1,2}:\d{2}:\d{2}\s?[AP]M/g, 'HH:MM:SS')) as CallToolResult;

async function connectDirect(args: string[]): Promise<Client> {
  const client = new Client({ name: 'direct', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args, stderr: 'ignore' }));
  return client;
}

describe('registry: MCP results, progress and errors as the servers give them (/mcp, /functions/call, SDK client)', function () {
  this.timeout(120_000);
  const home = tempHome('agent-mcp-faithful-');
  const dir = join(home.dir, 'share');
  let registry: Registry;
  let srv: Running;
  let mcp: Client;
  const direct: Record<string, Client> = {};
  const call = (function_name: string, args: Record<string, unknown> = {}) =>
    postJson(`${srv.url}/functions/call`, { function_name, args });

  before(async () => {
    mkdirSync(dir);
    writeFileSync(join(dir, 'hello.txt'), 'hello\nworld\n');
    writeFileSync(join(dir, 'dot.png'), PNG);
    registry = await mcpRegistry(home, SERVERS(dir), (settings) => {
      settings.api_mode.request_timeout = 1;
      settings.api_mode.progress_timeout = 6;
      settings.registry.mcp_page_size = 5;
    });
    srv = await serveOnFreePort(registry.handler);
    mcp = new Client({ name: 'test', version: '1.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(`${srv.url}/mcp`)));
    for (const [name, args] of Object.entries(SERVERS(dir))) direct[name] = await connectDirect(args);
  });

  after(async () => {
    await mcp?.close();
    for (const c of Object.values(direct)) await c.close();
    await srv?.close();
    await registry?.close();
    home.remove();
  });

  /** Every tool of /mcp, page by page. */
  async function listAll(): Promise<{ tools: Tool[]; pages: number }> {
    const tools: Tool[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await mcp.listTools(cursor === undefined ? {} : { cursor });
      expect(page.tools.length).to.be.at.most(5);
      tools.push(...page.tools);
      cursor = page.nextCursor;
      pages++;
    } while (cursor !== undefined);
    return { tools, pages };
  }

  it('tools/list comes in pages with a cursor, each server tool with the title, annotations and schemas the server gives', async () => {
    const { tools, pages } = await listAll();
    expect(tools.length).to.equal(registry.catalog.tools().length);
    expect(pages).to.equal(Math.ceil(tools.length / 5));
    expect(new Set(tools.map((t) => t.name)).size).to.equal(tools.length);
    const byName = new Map(tools.map((t) => [t.name, t]));
    let compared = 0;
    for (const [app, client] of Object.entries(direct)) {
      for (const own of (await client.listTools()).tools) {
        if (own.name === 'research') continue; // cannot be called (see below)
        const via = byName.get(`${app}_${own.name}`);
        expect(via, `${app}_${own.name}`).to.not.equal(undefined);
        expect(via!.title, own.name).to.equal(own.title);
        for (const hint of ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const)
          expect(via!.annotations?.[hint], `${own.name} ${hint}`).to.equal(
            own.annotations?.[hint] ?? (hint === 'readOnlyHint' ? false : undefined),
          );
        if (own.name !== 'thinking') expect(via!.inputSchema, own.name).to.deep.equal(own.inputSchema);
        if (own.outputSchema) expect(via!.outputSchema, own.name).to.deep.equal(own.outputSchema);
        compared++;
      }
    }
    expect(compared).to.be.greaterThan(25);
  });

  it('an invalid cursor and an unknown tool are JSON-RPC InvalidParams errors, said once', async () => {
    const bad = await mcp.listTools({ cursor: 'not-a-cursor' }).catch((err: unknown) => err);
    expect(bad).to.be.instanceOf(McpError);
    expect((bad as McpError).code).to.equal(-32602);
    expect((bad as McpError).message).to.match(/^MCP error -32602: Invalid cursor 'not-a-cursor': pass the nextCursor/);
    const unknown = await mcp.callTool({ name: 'nope_tool', arguments: {} }).catch((err: unknown) => err);
    expect((unknown as McpError).message).to.equal("MCP error -32602: Tool 'nope_tool' not found in any server");
  });

  const CALLS: [string, string, Record<string, unknown>][] = [
    ['everything', 'echo', { message: 'as it is' }],
    ['everything', 'get-tiny-image', {}],
    ['everything', 'get-annotated-message', { messageType: 'error', includeImage: true }],
    ['everything', 'get-annotated-message', { messageType: 'debug' }],
    ['everything', 'get-resource-links', { count: 4 }],
    ['everything', 'get-resource-reference', { resourceType: 'Text', resourceId: 2 }],
    ['everything', 'get-structured-content', { location: 'Chicago' }],
    ['faithful', 'media', { label: 'report' }],
    ['files', 'read_media_file', { path: 'dot.png' }],
    ['files', 'read_text_file', { path: 'hello.txt' }],
    ['files', 'list_directory', { path: '.' }],
  ];

  it('/mcp answers the content blocks (text, image, audio, resource links, embedded resources) and structured content', async () => {
    const types = new Set<string>();
    for (const [app, tool, raw] of CALLS) {
      const args = app === 'files' ? { ...raw, path: join(dir, String(raw.path)) } : raw;
      const own = timeless(await direct[app]!.callTool({ name: tool, arguments: args }));
      const via = timeless(await mcp.callTool({ name: `${app}_${tool}`, arguments: args }));
      expect(via.content, `${tool} content`).to.deep.equal(own.content);
      if (own.structuredContent !== undefined) expect(via.structuredContent, `${tool} structured`).to.deep.equal(own.structuredContent);
      expect(via.isError ?? false, tool).to.equal(own.isError ?? false);
      for (const b of own.content) types.add(b.type);
    }
    expect([...types].sort()).to.deep.equal(['audio', 'image', 'resource', 'resource_link', 'text']);
  });

  it('/functions/call keeps non-text blocks as they are (annotations included), structured content for text-only results', async () => {
    const image = await call('everything_get-tiny-image');
    const ownImage = await direct.everything!.callTool({ name: 'get-tiny-image', arguments: {} });
    expect(image.status).to.equal(200);
    expect(image.body).to.deep.equal(["Here's the image you requested:", ownImage.content[1], 'The image above is the MCP logo.']);
    const annotated = await call('everything_get-annotated-message', { messageType: 'success', includeImage: true });
    expect(annotated.body[1]).to.deep.include({ type: 'image', mimeType: 'image/png', annotations: { priority: 0.5, audience: ['user'] } });
    const media = await call('faithful_media', { label: 'x' });
    expect(media.body.map((b: any) => (typeof b === 'string' ? 'text' : b.type))).to.deep.equal([
      'text',
      'image',
      'audio',
      'resource_link',
      'resource',
    ]);
    expect(media.body[4]).to.deep.equal({
      type: 'resource',
      resource: { uri: 'file:///srv/x.bin', mimeType: 'application/octet-stream', blob: 'AAEC' },
    });
    const png = await call('files_read_media_file', { path: join(dir, 'dot.png') });
    expect(png.body).to.deep.equal({ type: 'image', data: PNG.toString('base64'), mimeType: 'image/png' });
    expect((await call('everything_get-structured-content', { location: 'Chicago' })).body).to.deep.equal({
      temperature: 36,
      conditions: 'Light rain / drizzle',
      humidity: 82,
    });
  });

  it("a tool's error result: 502 with its text on /functions/call, its own blocks and isError on /mcp", async () => {
    const args = { path: '/etc/hostname' };
    const own = await direct.files!.callTool({ name: 'read_text_file', arguments: args });
    expect(own.isError).to.equal(true);
    const text = (own.content as { text: string }[])[0]!.text;
    const viaHttp = await call('files_read_text_file', args);
    expect(viaHttp).to.deep.include({ status: 502, body: { detail: text } });
    const via = await mcp.callTool({ name: 'files_read_text_file', arguments: args });
    expect(via.isError).to.equal(true);
    expect(via.content).to.deep.equal([{ type: 'text', text: `502: ${text}` }]);
  });

  it('a server that rejects the arguments: 422 naming its reason (not a 502 that clients retry), without "MCP error -32602"', async () => {
    expect((await call('faithful_even', { n: 4 })).body).to.equal(2);
    const odd = await call('faithful_even', { n: 3 });
    expect(odd.status).to.equal(422);
    expect(odd.body.detail).to.have.length(1);
    expect(odd.body.detail[0].msg).to.match(/^MCP server 'faithful' rejected the arguments: Input validation error: .*n must be even/s);
    expect(JSON.stringify(odd.body)).to.not.contain('MCP error');
    const via = await mcp.callTool({ name: 'faithful_even', arguments: { n: 3 } });
    expect(via.isError).to.equal(true);
    expect((via.content as { text: string }[])[0]!.text).to.match(
      /^422: Invalid arguments for tool 'faithful_even'\n- \(args\): MCP server 'faithful' rejected/,
    );
  });

  it('progress is relayed through /mcp as sent; each report restarts request_timeout (1 s) up to progress_timeout (6 s)', async () => {
    const args = { duration: 2, steps: 8 };
    const ownProgress: unknown[] = [];
    const own = await direct.everything!.callTool({ name: 'trigger-long-running-operation', arguments: args }, undefined, {
      onprogress: (p) => ownProgress.push(p),
    });
    const viaProgress: unknown[] = [];
    const started = Date.now();
    const via = await mcp.callTool({ name: 'everything_trigger-long-running-operation', arguments: args }, undefined, {
      onprogress: (p) => viaProgress.push(p),
      timeout: 10_000,
    });
    expect(Date.now() - started).to.be.greaterThan(1900);
    expect(via.content).to.deep.equal(own.content);
    // what the server sent: progress 1 to 8 of 8; an SDK client may miss the last report when
    // the result arrives in the same read (its handler runs after the call has settled)
    const sent = Array.from({ length: 8 }, (_, i) => ({ progress: i + 1, total: 8 }));
    for (const seen of [ownProgress, viaProgress]) {
      expect(seen.length).to.be.at.least(7);
      expect(seen).to.deep.equal(sent.slice(0, seen.length));
    }
    const plain = await call('everything_trigger-long-running-operation', args);
    expect(plain).to.deep.include({ status: 200, body: 'Long running operation completed. Duration: 2 seconds, Steps: 8.' });
    const limitMs = 6000; // api_mode.progress_timeout
    const operationMs = 12_000; // the operation's own length, twice the limit
    const t0 = Date.now();
    const endless = await call('everything_trigger-long-running-operation', { duration: operationMs / 1000, steps: 48 });
    const ms = Date.now() - t0;
    expect(endless.status).to.equal(504);
    expect(endless.body.detail).to.match(/reported progress but did not finish within 6 s \(api_mode\.progress_timeout\)/);
    // ended by progress_timeout: not before it (a timer never fires early), and nearer to it
    // than to the operation's end; ratios, not fixed times (the machine may be busy)
    expect(ms / limitMs).to.be.at.least(0.9);
    expect(ms / operationMs).to.be.below(0.75);
  });

  it('a task-required tool runs as a task (statuses relayed as progress); without task support it is listed unavailable', async () => {
    const args = { topic: 'otters' };
    let own: CallToolResult | undefined;
    for await (const m of direct.everything!.experimental.tasks.callToolStream({ name: 'simulate-research-query', arguments: args }))
      if (m.type === 'result') own = m.result as CallToolResult;
    const progress: { message?: string }[] = [];
    const via = await mcp.callTool({ name: 'everything_simulate-research-query', arguments: args }, undefined, {
      onprogress: (p) => progress.push(p),
      timeout: 20_000,
    });
    expect(via.content).to.deep.equal(own!.content);
    expect(progress.map((p) => p.message)).to.include('Gathering sources...');
    const plain = await call('everything_simulate-research-query', args);
    expect(plain.status).to.equal(200);
    expect(plain.body).to.match(/^# Research Report: otters/);
    const rows = (await getJson(`${srv.url}/applications`)).body as any[];
    const faithful = rows.find((r) => r.name === 'faithful');
    expect(faithful.status).to.equal('ok');
    expect(faithful.warnings.join('\n')).to.contain("tool 'research' is not available: it requires task-based execution");
    expect((await call('faithful_research')).status).to.equal(404);
  });

  it('a property schema shared by $ref: the record shows the schema it points to; calls validate against the whole schema', async () => {
    const apis = (await getJson(`${srv.url}/applications/faithful/apis`)).body;
    const params = Object.fromEntries(apis.faithful_thinking.parameters.map((p: any) => [p.name, p]));
    expect(params.isRevision).to.deep.include({ type: 'boolean', description: 'Whether this revises a step' });
    expect(params.needsMoreThoughts).to.deep.include({ type: 'boolean', description: 'Whether another step is needed' });
    expect(JSON.stringify(apis)).to.not.contain('$ref');
    const ok = await call('faithful_thinking', { thought: 'a', nextThoughtNeeded: true, isRevision: false });
    expect(ok.status).to.equal(200);
    const bad = await call('faithful_thinking', { thought: 'a', nextThoughtNeeded: true, isRevision: 'yes' });
    expect(bad.status).to.equal(422);
    expect(JSON.stringify(bad.body.detail)).to.contain('isRevision');
  });

  it('a body that is not JSON gets a JSON-RPC parse error', async () => {
    const res = await getJson(`${srv.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: '{"jsonrpc": "2.0", "id": 1, "method": "tools/list"',
    });
    expect(res.status).to.equal(400);
    expect(res.body).to.deep.include({ jsonrpc: '2.0', id: null });
    expect(res.body.error.code).to.equal(-32700);
    expect(res.body.error.message).to.match(/^Parse error: Request body is not valid JSON/);
  });
});

describe('registry: a remote MCP server that died', function () {
  this.timeout(60_000);
  const home = tempHome('agent-mcp-dead-');
  let remote: RemoteServer;
  let registry: Registry;
  let srv: Running;

  before(async () => {
    remote = await startEverythingHttp('streamableHttp');
    registry = await mcpRegistry(home, { remote: { url: remote.url } }, (settings) => {
      settings.api_mode.request_timeout = 3;
    });
    srv = await serveOnFreePort(registry.handler);
  });

  after(async () => {
    await srv?.close();
    await registry?.close();
    await remote?.kill();
    home.remove();
  });

  it('the first call after it died is a 503 (the server is unavailable), and calls work again once it is back', async () => {
    const call = (message: string) => postJson(`${srv.url}/functions/call`, { function_name: 'remote_echo', args: { message } });
    expect((await call('up')).body).to.equal('Echo: up');
    const port = remote.port;
    await remote.kill();
    const down = await call('down');
    expect(down.status).to.equal(503);
    expect(down.body.detail).to.match(/^MCP server 'remote' is unavailable \(.*\); next reconnection attempt in \d+ s$/s);
    remote = await startEverythingHttp('streamableHttp', port);
    await waitFor(async () => (await call('back')).status === 200, 30_000, 'the server to be back');
  });
});

describe('registry: repeated warnings', () => {
  it('a name collision is logged once, with the count, however often the catalogue is rebuilt', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _enc, done) {
          for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
          done();
        },
      }),
    );
    const fixed = (name: string, tools: string[]): Source => {
      const list: SourceTool[] = tools.map((t) => ({
        name: t,
        description: t,
        inputSchema: { type: 'object' },
        readOnly: true,
        record: {
          secure: false,
          path: `/${t}`,
          method: 'GET',
          description: t,
          parameters: [],
          response_schemas: { success: null, failure: null },
        },
      }));
      return {
        name,
        kind: 'openapi',
        description: name,
        location: name,
        load: async () => {},
        tools: () => list,
        call: async () => null,
        health: () => ({ status: 'ok' }),
        close: async () => {},
      };
    };
    const catalog = new Catalog({ logger, settings: loadSettings({}, '/tmp').values });
    await catalog.add(fixed('x', ['y_1', 'y_2', 'y_3']));
    await catalog.add(fixed('x_y', ['1', '2', '3']));
    for (let i = 0; i < 20; i++) await catalog.add(fixed(`other${i}`, ['tool']));
    const collisions = lines.filter((l) => /collision/.test(String(l.msg)));
    expect(collisions).to.have.length(1);
    expect(collisions[0]).to.include({ count: 3, msg: '3 tool name collisions' });
    expect(catalog.applications().find((r) => r.name === 'x_y')!.warnings).to.have.length(3);
    await catalog.close();
  });
});
