import { expect } from 'chai';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { listen, type Running } from '../src/http/index.js';
import { parseRegistryConfig } from '../src/registry/config/index.js';
import { createKey, openKeyStore } from '../src/registry/keys/index.js';
import { createRegistry, type Registry } from '../src/registry/server.js';
import { tempHome } from './helpers/home.js';
import { statelessMcp } from './helpers/mcp-stateless.js';
import { LocalOidcProvider } from './helpers/oidc.js';
import { freePort } from './helpers/ports.js';
import { getJson, quietLogger, serveOnFreePort } from './helpers/server.js';
import { testSettings } from './helpers/stack.js';

// A team's services that act as the person calling them (`pass_caller_token`), and identity
// provider claims mapped to named tool sets (`auth.grants` rows naming `set:<name>`).

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => Math.floor(Date.now() / 1000);

/** What each upstream heard: the Authorization of every call it answered. */
const heard = { http: [] as string[], mcp: [] as string[] };

const DOC = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'people', version: '1' },
  paths: {
    '/whoami': {
      get: {
        operationId: 'whoami',
        summary: 'Who the caller is',
        responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
  },
});

/** An HTTP API whose one operation answers with the Authorization it received (an upstream that echoes a credential). */
function people(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('content-type', 'application/json');
  if (req.url === '/openapi.json') {
    const { port } = req.socket.address() as { port: number };
    res.end(JSON.stringify({ ...JSON.parse(DOC), servers: [{ url: `http://127.0.0.1:${port}` }] }));
    return;
  }
  const auth = req.headers.authorization ?? '';
  heard.http.push(auth);
  res.end(JSON.stringify({ you: auth }));
}

/** A remote MCP server (streamable HTTP, stateless): `whoami` waits a little, then answers with the Authorization of its call. */
const echoMcp = statelessMcp('echo', (server, req) => {
  const auth = req.headers.authorization ?? '';
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: [{ name: 'whoami', description: 'Who the caller is', inputSchema: { type: 'object' as const, properties: {} } }],
  }));
  server.setRequestHandler(CallToolRequestSchema, async () => {
    heard.mcp.push(auth);
    await sleep(100); // so that two callers' calls overlap on the registry's one session
    return { content: [{ type: 'text', text: `you are ${auth}` }] };
  });
});

describe("registry for teams: the caller's own token passed on (pass_caller_token), and claims mapped to tool sets", function () {
  this.timeout(60_000);
  const home = tempHome('agent-caller-token-');
  let oidc: LocalOidcProvider;
  let api: Running;
  let mcp: Running;
  let registry: Registry;
  let srv: Running;
  let base: string;
  const token = (claims: Record<string, unknown>) => oidc.sign({ iss: oidc.issuer, aud: base, exp: now() + 300, ...claims });
  const call = (bearer: string, name: string) =>
    getJson(`${base}/functions/call`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ function_name: name, args: {} }),
    });
  const mcpClient = async (bearer: string) => {
    const client = new Client({ name: 'caller-token-test', version: '1.0.0' });
    const headers = { authorization: `Bearer ${bearer}` };
    await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers } }));
    return client;
  };

  before(async () => {
    oidc = await LocalOidcProvider.start();
    api = await serveOnFreePort(people);
    mcp = await serveOnFreePort(echoMcp);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const yaml = [
      'services:',
      '  - people:',
      `      url: ${api.url}/openapi.json`,
      '      pass_caller_token: true',
      '  - shared:',
      `      url: ${api.url}/openapi.json`,
      '      auth: { type: bearer, value: "registry-own-credential-1234" }',
      'mcpServers:',
      '  echo:',
      `    url: ${mcp.url}/mcp`,
      '    pass_caller_token: true',
      'toolSets:',
      '  lookup: [people_whoami]',
      '',
    ].join('\n');
    const settings = testSettings({});
    settings.auth.issuers = [oidc.issuer];
    settings.auth.resource = base;
    settings.auth.grants = ['scope call = call', 'groups support = call set:lookup', 'groups ops = call echo'];
    const config = parseRegistryConfig(yaml, join(home.dir, 'mcp_servers.yaml'), {});
    registry = await createRegistry({ config, settings, logger: quietLogger, dataDir: home.dir, logRequests: false });
    srv = await listen(registry.handler, { host: '127.0.0.1', port, logger: quietLogger });
    await registry.catalog.settled();
  });

  after(async () => {
    await srv?.close();
    await registry?.close();
    await api?.close();
    await mcp?.close();
    await oidc?.close();
    home.remove();
  });

  it("an HTTP API called with the caller's access token, which never comes back in the answer", async () => {
    const ada = await token({ sub: 'ada', scope: 'call' });
    const r = await call(ada, 'people_whoami');
    expect(r.status).to.equal(200);
    expect(heard.http.at(-1)).to.equal(`Bearer ${ada}`);
    expect(JSON.stringify(r.body)).to.not.include(ada.split('.')[2]!);
    // a service without pass_caller_token keeps sending the registry's own credential
    expect((await call(ada, 'shared_whoami')).status).to.equal(200);
    expect(heard.http.at(-1)).to.equal('Bearer registry-own-credential-1234');
  });

  it('an MCP server over HTTP gets each caller’s own token, even with two callers’ calls under way at once on one session', async () => {
    const ada = await token({ sub: 'ada', scope: 'call' });
    const bob = await token({ sub: 'bob', scope: 'call' });
    const [a, b] = [await mcpClient(ada), await mcpClient(bob)];
    const before = heard.mcp.length;
    const results = (await Promise.all([a, b, a, b].map((c) => c.callTool({ name: 'echo_whoami', arguments: {} })))) as CallToolResult[];
    for (const r of results) {
      expect(r.isError).to.not.equal(true);
      expect(JSON.stringify(r.content)).to.not.include(ada.split('.')[2]!).and.not.include(bob.split('.')[2]!);
    }
    expect(heard.mcp.slice(before).sort()).to.deep.equal([`Bearer ${ada}`, `Bearer ${ada}`, `Bearer ${bob}`, `Bearer ${bob}`].sort());
    await a.close();
    await b.close();
  });

  it("refuses, before anything is sent, a call that has no identity provider's token to pass on (an API key)", async () => {
    const store = await openKeyStore(home.dir);
    const { token: key } = await createKey(store, { name: 'bot', scopes: 'call' });
    await store.close();
    await registry.keys.reload();
    const sent = heard.http.length + heard.mcp.length;
    for (const tool of ['people_whoami', 'echo_whoami']) {
      const r = await call(key, tool);
      expect(r.status, tool).to.equal(403);
      expect(r.body.detail, tool).to.include('pass_caller_token').and.include('identity provider');
      expect(JSON.stringify(r.body)).to.not.include(key);
    }
    expect(heard.http.length + heard.mcp.length).to.equal(sent);
    expect((await call(key, 'shared_whoami')).status).to.equal(200);
  });

  it('maps claims to tool sets: a row naming set:<name> limits the token to that set, everywhere', async () => {
    const support = await token({ sub: 'sam', groups: ['support'] });
    expect((await call(support, 'people_whoami')).status).to.equal(200);
    const other = await call(support, 'shared_whoami');
    expect(other.status).to.equal(403);
    expect(other.body.detail).to.include('lookup');
    const listed = await getJson(`${base}/apis`, { headers: { authorization: `Bearer ${support}` } });
    expect(listed.status).to.equal(200);
    expect(JSON.stringify(listed.body)).to.include('people_whoami').and.not.include('shared_whoami').and.not.include('echo_whoami');
    // in two groups, the token may use what either row allows: the set, and the echo application
    const both = await token({ sub: 'kim', groups: ['support', 'ops'] });
    expect((await call(both, 'people_whoami')).status).to.equal(200);
    expect((await call(both, 'echo_whoami')).status).to.equal(200);
    expect((await call(both, 'shared_whoami')).status).to.equal(403);
  });

  it('a set name a grant row cannot hold, and pass_caller_token where no token can travel, are refused with the place', async () => {
    const settings = testSettings({});
    settings.auth.issuers = [oidc.issuer];
    settings.auth.resource = base;
    settings.auth.grants = ['groups x = call set:sales/east'];
    const config = parseRegistryConfig('services: []\n', join(home.dir, 'empty.yaml'), {});
    const opts = { config, settings, logger: quietLogger, dataDir: join(home.dir, 'bad'), logRequests: false };
    await createRegistry(opts).then(
      (r) => r.close().then(() => expect.fail('started')),
      (err: Error) => expect(err.message).to.include("'set:sales/east' does not name a tool set"),
    );
    const local = ['mcpServers:', '  files:', '    command: node', '    pass_caller_token: true', ''].join('\n');
    const [files] = parseRegistryConfig(local, join(home.dir, 'local.yaml'), {}).services;
    expect(files).to.deep.include({ kind: 'broken', name: 'files' });
    expect((files as { error: string }).error).to.include(
      'local.yaml:4: mcpServers.files.pass_caller_token: is for services reached over HTTP',
    );
  });
});
