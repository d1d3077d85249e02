import { expect } from 'chai';
import { join } from 'node:path';
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Running } from '../src/http/index.js';
import { createKey, openKeyStore } from '../src/registry/keys/index.js';
import type { Registry } from '../src/registry/server.js';
import { tempHome } from './helpers/home.js';
import { rpc } from './helpers/mcp-2026.js';
import { mcpRegistry } from './helpers/mcp-registry.js';
import { getJson, serveOnFreePort } from './helpers/server.js';
import { poller } from './helpers/until.js';

/**
 * Protocol revision 2026-07-28 on /mcp, /mcp/apps/<app> and /mcp/sets/<set>, with the official
 * 2.x client (`@modelcontextprotocol/client`) and on the wire, against a registry federating
 * our conformance fixture (a 2025-11-25 server, over stdio) twice; and a 2025-11-25 client
 * (SDK 1.x) on the same URLs at the same time.
 */
const FIXTURE = join(import.meta.dirname, 'fixtures', 'mcp', 'conformance-server.mjs');
const until = poller(10_000, 25);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;
/** What the test's user answers, by field of the form. */
const ANSWERS: Record<string, string> = { username: 'ada', email: 'ada@example.com', name: 'Ada', color: 'blue', context: 'tests' };

describe('registry: MCP protocol 2026-07-28 beside 2025-11-25 (/mcp, /mcp/apps/<app>, /mcp/sets/<set>)', function () {
  this.timeout(60_000);
  const home = tempHome('agent-mcp-2026-');
  const other = tempHome('agent-mcp-2026-b-');
  let registry: Registry;
  let replicaB: Registry;
  let srv: Running;
  let srvB: Running;
  const tokens: Record<string, string> = {};
  const asked: string[] = [];
  const closing: { close(): Promise<void> }[] = [];

  /** A 2026-07-28 client of the registry (the official 2.x one) that answers elicitation and sampling itself. */
  const modern = async (
    path: string,
    token = tokens.caller!,
    capabilities: Record<string, unknown> = { elicitation: {}, sampling: {} },
  ) => {
    const client = new ModernClient(
      { name: 'modern-test', version: '1.0.0' },
      { capabilities, versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    client.setRequestHandler('elicitation/create', async (req) => {
      asked.push(String(req.params.message));
      const props = (req.params as { requestedSchema?: { properties?: object } }).requestedSchema?.properties ?? {};
      return { action: 'accept', content: Object.fromEntries(Object.keys(props).map((k) => [k, ANSWERS[k] ?? 'x'])) };
    });
    client.setRequestHandler('sampling/createMessage', async (req) => {
      const said = (req.params.messages[0]!.content as { text?: string }).text;
      return { role: 'assistant', model: 'echo', content: { type: 'text', text: `echo: ${said}` } };
    });
    await client.connect(new ModernTransport(new URL(`${srv.url}${path}`), { requestInit: { headers: bearer(token) } }));
    closing.push(client);
    return client;
  };

  before(async () => {
    const servers = { conformance: [FIXTURE], copy: [FIXTURE] };
    const more = ['toolSets:', '  greet: [conformance_test_simple_text, conformance_test_elicitation]'];
    registry = await mcpRegistry(
      home,
      servers,
      (s) => {
        s.registry.mcp_page_size = 7;
        s.approvals.tools = ['conformance_test_image_content'];
      },
      more,
    );
    replicaB = await mcpRegistry(other, servers, () => {}, more);
    const store = await openKeyStore(join(home.dir, 'data'));
    for (const [name, spec] of [
      ['admin', { scopes: 'admin' }],
      ['caller', { scopes: 'call' }],
      ['boss', { scopes: 'call' }],
      ['copy-only', { scopes: 'call', apps: 'copy' }],
      ['greet-only', { scopes: 'call', sets: 'greet' }],
      ['slow', { scopes: 'call', rate: '2/min' }],
    ] as const)
      tokens[name] = (await createKey(store, { name, ...spec })).token;
    await store.close();
    await registry.keys.reload();
    srv = await serveOnFreePort(registry.handler);
    srvB = await serveOnFreePort(replicaB.handler);
  });

  after(async () => {
    for (const c of closing) await c.close().catch(() => {});
    await srv?.close();
    await srvB?.close();
    await registry?.close();
    await replicaB?.close();
    home.remove();
    other.remove();
  });

  it('server/discover: the revision, capabilities and instructions of the endpoint, private cache hints', async () => {
    const client = await modern('/mcp');
    expect(client.getNegotiatedProtocolVersion()).to.equal('2026-07-28');
    const caps = client.getServerCapabilities()!;
    expect(caps.tools).to.deep.equal({ listChanged: true });
    expect(caps).to.include.keys('resources', 'prompts', 'completions');
    expect(client.getInstructions()).to.include('named <service>_<tool>');
    const raw = await rpc(`${srv.url}/mcp/apps/conformance`, 'server/discover', {}, { token: tokens.caller });
    expect(raw.status).to.equal(200);
    expect(raw.body!.result!.supportedVersions).to.include('2026-07-28');
    expect(raw.body!.result).to.include({ ttlMs: 5000, cacheScope: 'private' });
    expect(raw.body!.result!._meta['io.modelcontextprotocol/serverInfo'].name).to.equal('agent-registry');
    expect(raw.body!.result!.instructions).to.include("The application 'conformance'");
  });

  it('tools/list: <service>_<tool> in pages, with cache hints; a key limited to an application lists only its tools', async () => {
    const first = await rpc(`${srv.url}/mcp`, 'tools/list', {}, { token: tokens.caller });
    expect(first.body!.result!.tools).to.have.length(7);
    expect(first.body!.result).to.include({ ttlMs: 5000, cacheScope: 'private' });
    expect(first.body!.result!.nextCursor).to.be.a('string');
    const bad = await rpc(`${srv.url}/mcp`, 'tools/list', { cursor: 'nope' }, { token: tokens.caller });
    expect(bad.body!.error!.code).to.equal(-32602);
    const all = (await (await modern('/mcp')).listTools()).tools.map((t) => t.name);
    expect(all).to.include('conformance_test_simple_text').and.include('copy_test_simple_text');
    const copy = (await (await modern('/mcp', tokens['copy-only'])).listTools()).tools.map((t) => t.name);
    expect(copy.length).to.be.greaterThan(10);
    expect(copy.every((n) => n.startsWith('copy_'))).to.equal(true);
  });

  it('tools/call: results as the server gives them, arguments checked, progress to the client that asked for it', async () => {
    const client = await modern('/mcp');
    expect(text(await client.callTool({ name: 'conformance_test_simple_text', arguments: {} }))).to.equal(
      'This is a simple text response for testing.',
    );
    const reports: number[] = [];
    const done = await client.callTool(
      { name: 'conformance_test_tool_with_progress', arguments: {} },
      { onprogress: (p) => reports.push(p.progress) },
    );
    expect(text(done)).to.equal('Progress tool finished');
    expect(reports).to.deep.equal([0, 50, 100]);
    const invalid = (await client.callTool({ name: 'conformance_test_sampling', arguments: {} })) as CallToolResult;
    expect(invalid.isError).to.equal(true);
    expect(text(invalid)).to.match(/^422: /);
    const unknown = await rpc(`${srv.url}/mcp`, 'tools/call', { name: 'nope_nothing', arguments: {} }, { token: tokens.caller });
    expect(unknown.body!.error!.code).to.equal(-32602);
  });

  it('keys: none is 401, one limited to another application 403 on its endpoint, over its rate 429', async () => {
    expect((await rpc(`${srv.url}/mcp`, 'tools/list')).status).to.equal(401);
    const refused = await rpc(`${srv.url}/mcp/apps/conformance`, 'tools/list', {}, { token: tokens['copy-only'] });
    expect(refused.status).to.equal(403);
    expect(refused.body!.error!.message).to.include("may not use application 'conformance'");
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push(
        (await rpc(`${srv.url}/mcp`, 'tools/call', { name: 'copy_test_simple_text', arguments: {} }, { token: tokens.slow })).status,
      );
    expect(statuses).to.deep.equal([200, 200, 429]);
  });

  it('/mcp/sets/<set>: the set under registry names, tools only; a tool outside it is not there; a key limited to sets', async () => {
    const client = await modern('/mcp/sets/greet');
    expect((await client.listTools()).tools.map((t) => t.name).sort()).to.deep.equal([
      'conformance_test_elicitation',
      'conformance_test_simple_text',
    ]);
    expect(client.getServerCapabilities()).to.not.have.keys('resources', 'prompts');
    expect(text(await client.callTool({ name: 'conformance_test_simple_text', arguments: {} }))).to.include('simple text');
    const outside = await rpc(
      `${srv.url}/mcp/sets/greet`,
      'tools/call',
      { name: 'copy_test_simple_text', arguments: {} },
      { token: tokens.caller },
    );
    expect(outside.body!.error!.message).to.include("is not in the tool set 'greet'");
    const limited = await modern('/mcp', tokens['greet-only']);
    expect((await limited.listTools()).tools).to.have.length(2);
    expect((await rpc(`${srv.url}/mcp/sets/nope`, 'tools/list', {}, { token: tokens.caller })).status).to.equal(404);
  });

  it('/mcp/apps/<app>: resources, templates, prompts, completion as the server gives them; not found is -32602 + URI', async () => {
    const app = await modern('/mcp/apps/conformance');
    expect((await app.listResources()).resources.map((r) => r.uri)).to.include('test://static-text');
    const read = await app.readResource({ uri: 'test://static-text' });
    expect((read.contents[0] as { text: string }).text).to.equal('This is the content of the static text resource.');
    const templated = await app.readResource({ uri: 'test://template/42/data' });
    expect(JSON.parse((templated.contents[0] as { text: string }).text)).to.include({ id: '42' });
    expect((await app.listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate)).to.include('test://template/{id}/data');
    expect((await app.listPrompts()).prompts.map((p) => p.name)).to.include('test_prompt_with_arguments');
    const prompt = await app.getPrompt({ name: 'test_prompt_with_arguments', arguments: { arg1: 'a', arg2: 'b' } });
    expect((prompt.messages[0]!.content as { text: string }).text).to.equal("Prompt with arguments: arg1='a', arg2='b'");
    const done = await app.complete({
      ref: { type: 'ref/prompt', name: 'test_prompt_with_arguments' },
      argument: { name: 'arg1', value: 'pa' },
    });
    expect(done.completion.values).to.include('paris');
    const missing = await rpc(`${srv.url}/mcp/apps/conformance`, 'resources/read', { uri: 'test://nope' }, { token: tokens.caller });
    expect(missing.body!.error).to.include({ code: -32602 });
    expect(missing.body!.error!.data.uri).to.equal('test://nope');
    const all = await modern('/mcp');
    const named = await all.getPrompt({ name: 'conformance_test_simple_prompt' });
    expect((named.messages[0]!.content as { text: string }).text).to.equal('This is a simple prompt for testing.');
  });

  it('subscriptions/listen: tools list_changed on onboarding; updates of the resources named that the key reaches', async () => {
    const client = await modern('/mcp');
    const changed: string[] = [];
    client.setNotificationHandler('notifications/tools/list_changed', () => void changed.push('tools'));
    const sub = await client.listen({ toolsListChanged: true });
    const schemas = [{ name: 'hello', description: 'Says hello', input_schema: { type: 'object', properties: {} } }];
    const onboarded = await getJson(`${srv.url}/functions/onboard`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(tokens.admin!) },
      body: JSON.stringify({ app_name: 'greeter', schemas }),
    });
    expect(onboarded.status).to.equal(201);
    await until('tools list_changed on the listen stream', async () => (changed.length > 0 ? true : undefined));
    expect((await client.listTools(undefined, { cacheMode: 'refresh' })).tools.map((t) => t.name)).to.include('greeter_hello');
    await sub.close();
    expect(await sub.closed).to.equal('local');

    const app = await modern('/mcp/apps/conformance');
    const updated: string[] = [];
    app.setNotificationHandler('notifications/resources/updated', (n) => void updated.push(n.params.uri));
    const watching = await app.listen({ resourceSubscriptions: ['test://watched-resource'] });
    expect(watching.honoredFilter.resourceSubscriptions).to.deep.equal(['test://watched-resource']);
    await until('the update of test://watched-resource', async () => (updated.length > 0 ? true : undefined));
    expect(updated[0]).to.equal('test://watched-resource');
    // on /mcp a URI the key may not reach (its application is another) is left out of the subscription
    await (await modern('/mcp')).listResources();
    const copyOnly = await (await modern('/mcp', tokens['copy-only'])).listen({ resourceSubscriptions: ['test://watched-resource'] });
    expect(copyOnly.honoredFilter.resourceSubscriptions ?? []).to.deep.equal([]);
  });

  it("an upstream's elicitation and sampling during a call reach the 2.x client as input_required, its answers go back", async () => {
    const app = await modern('/mcp/apps/conformance');
    const elicited = await app.callTool({ name: 'test_elicitation', arguments: { message: 'Who are you?' } });
    expect(text(elicited)).to.equal('User response: action=accept, content={"username":"ada","email":"ada@example.com"}');
    expect(asked).to.include('Who are you?');
    expect(text(await app.callTool({ name: 'test_sampling', arguments: { prompt: 'hi' } }))).to.equal('LLM response: echo: hi');
    expect(text(await app.callTool({ name: 'test_input_required_result_multi_round', arguments: {} }))).to.equal('Ada likes blue');
    const prompt = await app.getPrompt({ name: 'test_input_required_result_prompt' });
    expect((prompt.messages[0]!.content as { text: string }).text).to.equal('Use this context: tests');
  });

  it('the retry: requestState checked (altered, stale, another caller, tool, replica); a missing answer asked again; -32021', async () => {
    const url = `${srv.url}/mcp/apps/conformance`;
    const caps = { elicitation: {} };
    const call = (params: Record<string, unknown> = {}, token = tokens.caller!, at = url) =>
      rpc(at, 'tools/call', { name: 'test_input_required_result_multi_round', arguments: {}, ...params }, { token, caps });
    // a call held and never answered does not stop others from being asked (it is not counted while held)
    expect(
      (await rpc(url, 'tools/call', { name: 'test_streaming_elicitation', arguments: {} }, { token: tokens.caller, caps })).body!.result!
        .resultType,
    ).to.equal('input_required');
    const r1 = (await call()).body!.result!;
    expect(r1.resultType).to.equal('input_required');
    expect(r1.inputRequests.step1).to.deep.equal({
      method: 'elicitation/create',
      params: {
        message: 'Step 1: What is your name?',
        requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
      },
    });
    const refusal = async (p: Promise<{ body?: { error?: { code: number; message: string } } }>) => (await p).body!.error!;
    expect(await refusal(call({ requestState: `${r1.requestState}x` }))).to.include({ code: -32602 });
    expect((await refusal(call({ requestState: `${r1.requestState}x` }))).message).to.include('altered');
    expect((await refusal(call({ requestState: r1.requestState }, tokens.boss))).message).to.include('another caller');
    const otherTool = rpc(
      url,
      'tools/call',
      { name: 'test_simple_text', arguments: {}, requestState: r1.requestState },
      { token: tokens.caller, caps },
    );
    expect((await refusal(otherTool)).message).to.include('another request');
    expect((await refusal(call({ requestState: r1.requestState, arguments: { other: 1 } }))).message).to.include('another request');
    expect((await refusal(call({ requestState: r1.requestState }, undefined, `${srvB.url}/mcp/apps/conformance`))).message).to.include(
      'another replica',
    );
    // answers under a wrong key: asked again, with a new state; the first state is stale from then on
    const again = (await call({ requestState: r1.requestState, inputResponses: { wrong: { action: 'accept', content: {} } } })).body!
      .result!;
    expect(Object.keys(again.inputRequests)).to.deep.equal(['step1']);
    expect(again.requestState).to.not.equal(r1.requestState);
    expect((await refusal(call({ requestState: r1.requestState }))).message).to.include('later round');
    const accept = (content: object) => ({ action: 'accept', content });
    const r2 = (await call({ requestState: again.requestState, inputResponses: { step1: accept({ name: 'Bo' }) } })).body!.result!;
    expect(Object.keys(r2.inputRequests)).to.deep.equal(['step2']);
    const r3 = (await call({ requestState: r2.requestState, inputResponses: { step2: accept({ color: 'red' }) } })).body!.result!;
    expect(r3.content[0].text).to.equal('Bo likes red');
    expect((await refusal(call({ requestState: r2.requestState }))).message).to.include('no longer waiting');
    // a client that did not declare what the tool needs: -32021, HTTP 400; one that declared only sampling is asked that
    const missing = await rpc(url, 'tools/call', { name: 'test_missing_capability', arguments: {} }, { token: tokens.caller, caps: {} });
    expect(missing.status).to.equal(400);
    expect(missing.body!.error).to.deep.include({ code: -32021 });
    expect(missing.body!.error!.data.requiredCapabilities).to.deep.equal({ sampling: {} });
    const fallback = await rpc(
      url,
      'tools/call',
      { name: 'test_input_required_result_capabilities', arguments: {} },
      { token: tokens.caller, caps: { sampling: {} } },
    );
    expect(Object.values(fallback.body!.result!.inputRequests).map((r) => (r as { method: string }).method)).to.deep.equal([
      'sampling/createMessage',
    ]);
  });

  it('approvals: a call waiting for a person is an isError result, or (a client that elicits) a question held until approved', async () => {
    const url = `${srv.url}/mcp/apps/conformance`;
    const image = { name: 'test_image_content', arguments: {} };
    const waiting = (await rpc(url, 'tools/call', image, { token: tokens.caller, caps: {} })).body!.result!;
    expect(waiting.isError).to.equal(true);
    expect(waiting.structuredContent.approval).to.include({ tool: 'conformance_test_image_content', status: 'pending' });
    const id = waiting.structuredContent.approval.id as string;
    const asked = (await rpc(url, 'tools/call', image, { token: tokens.caller, caps: { elicitation: {} } })).body!.result!;
    expect(asked.resultType).to.equal('input_required');
    expect(asked.inputRequests.elicitation.params.message).to.include(`approval ${id}`);
    const approved = await getJson(`${srv.url}/approvals/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(tokens.admin!) },
      body: JSON.stringify({ decision: 'approve' }),
    });
    expect(approved.status).to.equal(200);
    const params = { ...image, requestState: asked.requestState, inputResponses: { elicitation: { action: 'accept' } } };
    const ran = (await rpc(url, 'tools/call', params, { token: tokens.caller, caps: { elicitation: {} } })).body!.result!;
    expect(ran.isError ?? false).to.equal(false);
    expect(ran.content[0].type).to.equal('image');
  });

  it('a 2025-11-25 client and a 2026-07-28 client on the same URL at the same time', async () => {
    const old = new Client({ name: 'old-test', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } } });
    old.setRequestHandler(ElicitRequestSchema, () => ({ action: 'accept', content: { username: 'old', email: 'old@example.com' } }));
    const transport = new StreamableHTTPClientTransport(new URL(`${srv.url}/mcp`), { requestInit: { headers: bearer(tokens.caller!) } });
    await old.connect(transport);
    closing.push(old);
    expect(transport.sessionId).to.be.a('string');
    expect(old.getServerVersion()?.name).to.equal('agent-registry');
    const fresh = await modern('/mcp');
    const [a, b, la, lb] = await Promise.all([
      old.callTool({ name: 'conformance_test_simple_text', arguments: {} }),
      fresh.callTool({ name: 'copy_test_simple_text', arguments: {} }),
      old.listTools(),
      fresh.listTools(),
    ]);
    expect(text(a)).to.equal(text(b));
    expect(la.tools).to.have.length(7); // the 1.x client asks for one page
    expect(la.nextCursor).to.be.a('string');
    expect(lb.tools.map((t) => t.name)).to.include('conformance_test_simple_text');
    const elicited = await old.callTool({ name: 'conformance_test_elicitation', arguments: { message: 'Old?' } });
    expect(text(elicited)).to.include('"username":"old"');
    // the 2025 session's GET stream and DELETE are as they were
    const get = await fetch(`${srv.url}/mcp`, { headers: { accept: 'text/event-stream', ...bearer(tokens.caller!) } });
    expect(get.status).to.equal(400);
    await get.body?.cancel();
    await transport.terminateSession();
    const gone = await fetch(`${srv.url}/mcp`, {
      method: 'DELETE',
      headers: { 'mcp-session-id': transport.sessionId ?? 'x', ...bearer(tokens.caller!) },
    });
    expect(gone.status).to.equal(404);
  });
});
