import { Client as ModernClient, StreamableHTTPClientTransport as ModernHttp } from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { McpCaller } from '../src/demo/tools/mcp-caller.js';
import { HeldClock } from '../src/demo/tools/deadline.js';
import { createLogger, listen } from '../src/http/index.js';
import { createRegistry } from '../src/registry/server.js';
import { loadSettings } from '../src/settings/index.js';
import { startModernServer } from '../test/fixtures/mcp/modern-server.js';
import { EDGE } from '../test/fixtures/mcp/servers.js';
import { percentile, round, timeRuns, type Bench } from './lib.js';

const CALLS = 1000;
const ARGS = { name: 'bench' };

export const bench: Bench = {
  name: 'mcp',
  params:
    `one warm stdio MCP server (test/fixtures/mcp/edge-server.mjs, tool "text"), ${CALLS} ` +
    `sequential calls per path after warm-up; baseline: the same call made directly with the ` +
    `SDK client over its own stdio session, same run; /mcp both with the SDK client (its ` +
    `fetch-based HTTP transport) and with raw JSON-RPC POSTs over undici (the client of the ` +
    `/functions/call row), in each protocol revision: 2025-11-25 (an initialized session) and ` +
    `2026-07-28 (stateless: the _meta envelope and headers on every request, a server built per ` +
    `request); and the demo server's way to MCP tools (McpCaller: the 2.x client, 2026-07-28, ` +
    `on the same undici pool); the registry as a 2026-07-28 client: /functions/call of a tool of a ` +
    `streamable HTTP server that speaks 2026-07-28 only (test/fixtures/mcp/modern-server.ts, 2.x ` +
    `server, in process, tool "add"), baseline the same call with the 2.x client directly`,
  async run() {
    const logger = createLogger('bench', 'silent');
    const home = mkdtempSync(join(tmpdir(), 'agent-bench-mcp-'));
    const settings = loadSettings({}, home).values;
    const upstream = await startModernServer();
    const registry = await createRegistry({
      config: {
        file: null,
        services: [
          { kind: 'mcp', name: 'edge', description: 'bench', command: process.execPath, args: [EDGE] },
          { kind: 'mcp', name: 'modern', description: 'bench', url: upstream.url },
        ],
      },
      settings,
      logger,
      dataDir: home,
      logRequests: false,
    });
    await registry.catalog.settled();
    const server = await listen(registry.handler, { host: '127.0.0.1', port: 0, logger });
    const direct = new Client({ name: 'bench', version: '1.0.0' });
    await direct.connect(new StdioClientTransport({ command: process.execPath, args: [EDGE] }));
    const viaMcp = new Client({ name: 'bench', version: '1.0.0' });
    await viaMcp.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
    const agent = new Agent({ connections: 1, keepAliveTimeout: 30_000 });
    const body = JSON.stringify({ function_name: 'edge_text', args: ARGS });
    const viaHttp = async () => {
      const res = await request(`${server.url}/functions/call`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        dispatcher: agent,
      });
      const value = await res.body.json();
      if (res.statusCode !== 200 || value !== 'Hello, bench!')
        throw new Error(`unexpected answer ${res.statusCode} ${JSON.stringify(value)}`);
    };
    const directCall = async () => {
      const r = await direct.callTool({ name: 'text', arguments: ARGS }, undefined, { timeout: 30_000 });
      if ((r.content as { text: string }[])[0]!.text !== 'Hello, bench!') throw new Error('unexpected direct answer');
    };
    const mcpCall = async () => {
      const r = await viaMcp.callTool({ name: 'edge_text', arguments: ARGS }, undefined, { timeout: 30_000 });
      if ((r.content as { text: string }[])[0]!.text !== 'Hello, bench!') throw new Error('unexpected /mcp answer');
    };
    // /mcp driven by the same client as /functions/call (undici, one keep-alive connection):
    // the endpoint's own cost, without the SDK client's fetch-based HTTP transport
    const rpcHeaders = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const init = await request(`${server.url}/mcp`, {
      method: 'POST',
      headers: rpcHeaders,
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 0,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } },
      }),
      dispatcher: agent,
    });
    await init.body.text();
    const sessionHeaders = {
      ...rpcHeaders,
      'mcp-session-id': String(init.headers['mcp-session-id']),
      'mcp-protocol-version': '2025-06-18',
    };
    await (
      await request(`${server.url}/mcp`, {
        method: 'POST',
        headers: sessionHeaders,
        body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
        dispatcher: agent,
      })
    ).body.text();
    let rpcId = 1;
    // protocol 2026-07-28: no session, every request carries the envelope and the standard headers
    const modernHeaders = {
      ...rpcHeaders,
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': 'tools/call',
      'mcp-name': 'edge_text',
    };
    const envelope = {
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1' },
      'io.modelcontextprotocol/clientCapabilities': {},
    };
    const modernCall = async () => {
      const res = await request(`${server.url}/mcp`, {
        method: 'POST',
        headers: modernHeaders,
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: rpcId++,
          method: 'tools/call',
          params: { name: 'edge_text', arguments: ARGS, _meta: envelope },
        }),
        dispatcher: agent,
      });
      const answer = (await res.body.json()) as { result?: { content: { text: string }[] } };
      if (res.statusCode !== 200 || answer.result?.content[0]?.text !== 'Hello, bench!')
        throw new Error(`unexpected 2026-07-28 answer ${res.statusCode} ${JSON.stringify(answer)}`);
    };
    // the demo server's caller of MCP tools (src/demo/tools/mcp-caller.ts), as a chat calls edge_text
    const caller = new McpCaller(server.url, agent, 8 * 1024 * 1024, 30_000);
    const tool = {
      name: 'edge_text',
      app: 'edge',
      kind: 'api' as const,
      description: '',
      parameters: [],
      inputSchema: { type: 'object' },
      readOnly: true,
      method: 'tools/call',
    };
    const demoCall = async () => {
      const clock = new HeldClock(undefined, 30_000, () => new Error('timed out'));
      const r = await caller.call(tool, ARGS, { clock }).finally(() => clock.stop());
      if (r.status !== 200 || r.body !== 'Hello, bench!')
        throw new Error(`unexpected McpCaller answer ${r.status} ${JSON.stringify(r.body)}`);
    };
    // the registry as a 2026-07-28 client (sources/mcp/modern.ts), and the same call made directly with the 2.x client
    const modernDirect = new ModernClient({ name: 'bench', version: '1' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await modernDirect.connect(new ModernHttp(new URL(upstream.url)));
    const modernBody = JSON.stringify({ function_name: 'modern_add', args: { a: 2, b: 3 } });
    const upstreamDirect = async () => {
      const r = await modernDirect.callTool({ name: 'add', arguments: { a: 2, b: 3 } });
      if ((r.content as { text: string }[])[0]!.text !== '5') throw new Error('unexpected direct 2026-07-28 answer');
    };
    const upstreamVia = async () => {
      const res = await request(`${server.url}/functions/call`, {
        method: 'POST',
        body: modernBody,
        headers: { 'content-type': 'application/json' },
        dispatcher: agent,
      });
      const value = (await res.body.json()) as { sum?: number };
      if (res.statusCode !== 200 || value.sum !== 5) throw new Error(`unexpected answer ${res.statusCode} ${JSON.stringify(value)}`);
    };
    const rawMcpCall = async () => {
      const res = await request(`${server.url}/mcp`, {
        method: 'POST',
        headers: sessionHeaders,
        body: JSON.stringify({ jsonrpc: '2.0', id: rpcId++, method: 'tools/call', params: { name: 'edge_text', arguments: ARGS } }),
        dispatcher: agent,
      });
      const answer = (await res.body.json()) as { result?: { content: { text: string }[] } };
      if (res.statusCode !== 200 || answer.result?.content[0]?.text !== 'Hello, bench!')
        throw new Error(`unexpected /mcp answer ${res.statusCode} ${JSON.stringify(answer)}`);
    };
    try {
      // interleave rounds so that background load hits every path alike
      const d: number[] = [];
      const h: number[] = [];
      const m: number[] = [];
      const r: number[] = [];
      const n: number[] = [];
      const c: number[] = [];
      const ud: number[] = [];
      const uv: number[] = [];
      for (let round = 0; round < 5; round++) {
        d.push(...(await timeRuns(CALLS / 5, directCall)));
        h.push(...(await timeRuns(CALLS / 5, viaHttp)));
        m.push(...(await timeRuns(CALLS / 5, mcpCall)));
        r.push(...(await timeRuns(CALLS / 5, rawMcpCall)));
        n.push(...(await timeRuns(CALLS / 5, modernCall)));
        c.push(...(await timeRuns(CALLS / 5, demoCall)));
        ud.push(...(await timeRuns(CALLS / 5, upstreamDirect)));
        uv.push(...(await timeRuns(CALLS / 5, upstreamVia)));
      }
      const udp50 = percentile(ud, 50);
      const uvp50 = percentile(uv, 50);
      const dp50 = percentile(d, 50);
      const hp50 = percentile(h, 50);
      const mp50 = percentile(m, 50);
      const rp50 = percentile(r, 50);
      const np50 = percentile(n, 50);
      const cp50 = percentile(c, 50);
      // a path's added p50 over the direct call's, with the direct call as the baseline of the same run
      const added = (
        metric: string,
        p50: number,
        base = dp50,
        label = 'direct SDK client p50 (ms)',
        target = 'reported',
        limit?: number,
      ) => ({
        metric,
        value: round(p50 - base, 3),
        unit: 'ms',
        baseline: { label, value: round(base, 3) },
        ratio: round(p50 / base),
        target,
        met: limit === undefined || round(p50 - base, 3) <= limit,
      });
      return [
        added('warm MCP call via /functions/call, added p50', hp50, dp50, undefined, 'added p50 <= 2 ms', 2),
        {
          metric: 'warm MCP call via /functions/call p95',
          value: round(percentile(h, 95), 3),
          unit: 'ms',
          baseline: { label: 'direct SDK client p95', value: round(percentile(d, 95), 3) },
          target: 'reported',
          met: true,
        },
        added(
          'warm MCP call via the registry /mcp endpoint (SDK client over HTTP), added p50',
          mp50,
          dp50,
          undefined,
          'reported (includes the SDK HTTP client, fetch)',
        ),
        added(
          'warm MCP call via the registry /mcp endpoint, protocol 2025-11-25 session (JSON-RPC POST, same client as ' +
            '/functions/call), added p50',
          rp50,
          dp50,
          undefined,
          'added p50 <= 1 ms',
          1,
        ),
        added(
          'warm MCP call via the registry /mcp endpoint, protocol 2026-07-28 stateless (JSON-RPC POST, same client), added p50',
          np50,
          dp50,
          undefined,
          'reported (beside the 2025-11-25 session row above)',
        ),
        added("warm MCP call as the demo server makes it (McpCaller: 2.x client, 2026-07-28, the demo's pool), added p50", cp50),
        added(
          'warm MCP call via /functions/call of a 2026-07-28 server (streamable HTTP; the registry as its client), added p50',
          uvp50,
          udp50,
          'direct 2.x client p50 (ms)',
        ),
      ];
    } finally {
      await caller.close();
      await modernDirect.close();
      await viaMcp.close();
      await direct.close();
      await agent.close();
      await server.close();
      await registry.close();
      await upstream.close();
      rmSync(home, { recursive: true, force: true });
    }
  },
};
