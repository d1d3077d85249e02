import { expect } from 'chai';
import { createRegistry, type Registry } from '../src/registry/server.js';
import { loadSettings } from '../src/settings/index.js';
import { listen, type Running } from '../src/http/index.js';
import { quietLogger } from './helpers/server.js';
import { tempHome } from './helpers/home.js';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EDGE } from './fixtures/mcp/servers.js';

/** A bare stdio server (lane-server.mjs): answers written by hand. */
const LANE = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'mcp', 'lane-server.mjs');

/**
 * `/mcp` answers a plain tools/call of an open session on its fast path (fast-call.ts):
 * the same JSON-RPC answers as the SDK transport gives, the same refusals.
 */
describe('registry /mcp: the tools/call fast path', function () {
  this.timeout(60_000);
  let home: ReturnType<typeof tempHome>;
  let registry: Registry;
  let srv: Running;
  let session = '';
  const headers = () => ({
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-session-id': session,
    'mcp-protocol-version': '2025-06-18',
  });
  const post = async (body: string, extra: Record<string, string> = {}) => {
    const res = await fetch(`${srv.url}/mcp`, { method: 'POST', headers: { ...headers(), ...extra }, body });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  };

  before(async () => {
    home = tempHome('agent-mcp-fast-');
    registry = await createRegistry({
      config: {
        file: null,
        services: [
          { kind: 'mcp', name: 'edge', description: 'edge', command: process.execPath, args: [EDGE] },
          {
            kind: 'mcp',
            name: 'lane',
            description: 'lane',
            command: process.execPath,
            args: [LANE],
            env: { LANE_TOKEN: 'lane-secret-9f3k' },
            // (a configured credential: the registry scrubs it from what comes back)
            auth: { type: 'bearer', value: 'lane-secret-9f3k' },
          },
        ],
      },
      settings: loadSettings({}, home.dir).values,
      logger: quietLogger,
      dataDir: home.dir,
      logRequests: false,
    });
    await registry.catalog.settled();
    srv = await listen(registry.handler, { host: '127.0.0.1', port: 0, logger: quietLogger });
    const init = await fetch(`${srv.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 0,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
      }),
    });
    session = init.headers.get('mcp-session-id')!;
    await init.text();
    expect(session).to.be.a('string');
    await post(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
  });

  after(async () => {
    await srv.close();
    await registry.close();
    home.remove();
  });

  it('answers a tools/call with the JSON-RPC result, the session id and the usual headers', async () => {
    const res = await post(
      JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'edge_text', arguments: { name: 'fast' } } }),
    );
    expect(res.status).to.equal(200);
    expect(res.headers.get('mcp-session-id')).to.equal(session);
    expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(res.headers.get('x-request-id')).to.be.a('string');
    expect(res.body).to.deep.equal({ jsonrpc: '2.0', id: 7, result: { content: [{ type: 'text', text: 'Hello, fast!' }] } });
  });

  it("a stdio server's result goes on as the server wrote it, unless a secret has to be scrubbed from it", async () => {
    const raw = async (name: string) => {
      const body = JSON.stringify({ jsonrpc: '2.0', id: 'r1', method: 'tools/call', params: { name, arguments: {} } });
      return (await fetch(`${srv.url}/mcp`, { method: 'POST', headers: headers(), body })).text();
    };
    // the server's own text: its number as it wrote it (serialised again it would be 1.5)
    const exact = await raw('lane_exact');
    expect(exact).to.include('"structuredContent":{"price":1.50}');
    expect(JSON.parse(exact)).to.deep.equal({
      jsonrpc: '2.0',
      id: 'r1',
      result: { content: [{ type: 'text', text: 'price 1.50' }], structuredContent: { price: 1.5 } },
    });
    const secret = await raw('lane_secret');
    expect(secret).not.to.include('lane-secret-9f3k');
    expect(JSON.parse(secret).result.content[0].text).to.match(/^token /);
  });

  it('answers as the SDK transport does: unknown tool, args over the bounds, a string id', async () => {
    const unknown = await post(JSON.stringify({ jsonrpc: '2.0', id: 'a', method: 'tools/call', params: { name: 'edge_nope' } }));
    expect(unknown.status).to.equal(200);
    expect(unknown.body.id).to.equal('a');
    expect(unknown.body.error.code).to.equal(-32602);
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = { d: deep };
    const bounded = await post(
      JSON.stringify({ jsonrpc: '2.0', id: 8, method: 'tools/call', params: { name: 'edge_text', arguments: { name: deep } } }),
    );
    expect(bounded.body.result.isError).to.equal(true);
    expect(bounded.body.result.content[0].text).to.match(/^422/);
  });

  it('a session body that is not JSON gets the JSON-RPC parse error; other messages go to the SDK transport', async () => {
    const bad = await post('{"jsonrpc": "2.0", "id": 1, "method": "tools/call"');
    expect(bad.status).to.equal(400);
    expect(bad.body).to.deep.include({ jsonrpc: '2.0', id: null });
    expect(bad.body.error.code).to.equal(-32700);
    expect(bad.body.error.message).to.match(/^Parse error: Request body is not valid JSON/);
    const list = await post(JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/list' }));
    expect(list.body.result.tools.map((t: { name: string }) => t.name)).to.include('edge_text');
    const lone = await post(
      '{"jsonrpc": "2.0", "id": 10, "method": "tools/call", "params": {"name": "edge_text", "arguments": {"name": "\\ud800"}}}',
    );
    expect(lone.status).to.equal(422);
    expect(lone.body.error.code).to.equal(-32600);
  });
});
