import { expect } from 'chai';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { listen, type Running } from '../src/http/index.js';
import { createKey, openKeyStore } from '../src/registry/keys/index.js';
import type { Registry } from '../src/registry/server.js';
import { tempHome } from './helpers/home.js';
import { mcpRegistry } from './helpers/mcp-registry.js';
import { LocalOidcProvider } from './helpers/oidc.js';
import { freePort } from './helpers/ports.js';
import { getJson, quietLogger } from './helpers/server.js';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'mcp', 'conformance-server.mjs');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const call = (token: string, name: string, args: Record<string, unknown> = {}) => ({
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify({ function_name: name, arguments: args }),
});
const now = () => Math.floor(Date.now() / 1000);

/**
 * The registry as an OAuth 2.1 resource server: access tokens from a real OpenID provider
 * (oidc-provider, run locally), verified against its published keys, beside API keys.
 */
describe('registry for teams: access tokens from an OpenID provider (oidc-provider run locally)', function () {
  this.timeout(60_000);
  const home = tempHome('agent-oidc-');
  let oidc: LocalOidcProvider;
  let registry: Registry;
  let srv: Running;
  let base: string;

  before(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    oidc = await LocalOidcProvider.start();
    registry = await mcpRegistry(home, { conformance: [FIXTURE], other: [FIXTURE] }, (s) => {
      s.auth.issuers = [oidc.issuer];
      s.auth.resource = base;
      s.auth.grants = ['scope read = read', 'scope call = call', 'scope admin = admin', 'groups sales = call conformance'];
    });
    srv = await listen(registry.handler, { host: '127.0.0.1', port, logger: quietLogger });
  });

  after(async () => {
    await srv?.close();
    await registry?.close();
    await oidc?.close();
    home.remove();
  });

  it('publishes where to get a token (RFC 9728) and points every 401 at it, as MCP clients expect', async () => {
    for (const path of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp']) {
      const meta = await getJson(`${base}${path}`);
      expect(meta.status, path).to.equal(200);
      expect(meta.body).to.include({ resource: base });
      expect(meta.body.authorization_servers).to.deep.equal([oidc.issuer]);
      expect(meta.body.scopes_supported).to.include.members(['read', 'call', 'sales']);
    }
    const none = await getJson(`${base}/applications`);
    expect(none.status).to.equal(401);
    expect(none.headers.get('www-authenticate')).to.equal(`Bearer resource_metadata="${base}/.well-known/oauth-protected-resource"`);
    expect(none.body.detail).to.include('access token');
  });

  it('a token from the provider reads and calls within its scopes, over HTTP and over /mcp', async () => {
    const reader = await oidc.token('read', base);
    expect((await getJson(`${base}/applications`, bearer(reader))).status).to.equal(200);
    const refused = await getJson(`${base}/functions/call`, call(reader, 'conformance_test_simple_text'));
    expect(refused.status).to.equal(403);
    expect(refused.body.detail).to.include("lacks the 'call' scope");

    const caller = await oidc.token('read call', `${base}/mcp`); // the audience MCP clients ask for
    const called = await getJson(`${base}/functions/call`, call(caller, 'conformance_test_simple_text'));
    expect(called.status).to.equal(200);
    const client = new Client({ name: 'oidc-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: bearer(caller) }));
    const result = (await client.callTool({ name: 'conformance_test_simple_text', arguments: {} })) as CallToolResult;
    expect(result.isError).to.not.equal(true);
    await client.close();
  });

  it('refuses, with the reason and without quoting the token: expired, another audience, another issuer, a forged signature', async () => {
    const claims = { iss: oidc.issuer, aud: base, sub: 'ci-bot', scope: 'read call' };
    const cases: [string, string, string][] = [
      ['expired', await oidc.sign({ ...claims, iat: now() - 600, exp: now() - 60 }), 'has expired'],
      ['other audience', await oidc.token('read', 'https://another.example.com'), 'another audience'],
      ['other issuer', await oidc.sign({ ...claims, iss: 'https://idp.example.com', exp: now() + 60 }), 'does not trust'],
      ['forged', (await oidc.sign({ ...claims, exp: now() + 60 })).replace(/\.[^.]+$/, '.' + 'A'.repeat(86)), 'signature'],
    ];
    for (const [what, token, reason] of cases) {
      const r = await getJson(`${base}/applications`, bearer(token));
      expect(r.status, what).to.equal(401);
      expect(r.body.detail, what).to.include(reason);
      expect(JSON.stringify(r.body), what).to.not.include(token.split('.')[2]!);
      expect(r.headers.get('www-authenticate'), what).to.include('error="invalid_token"');
    }
  });

  it("maps a token's claims to scopes and applications (auth.grants), and refuses one no row matches", async () => {
    const sales = await oidc.sign({ iss: oidc.issuer, aud: base, sub: 'ada', exp: now() + 60, groups: ['sales'] });
    expect((await getJson(`${base}/functions/call`, call(sales, 'conformance_test_simple_text'))).status).to.equal(200);
    const other = await getJson(`${base}/functions/call`, call(sales, 'other_test_simple_text'));
    expect(other.status).to.equal(403);
    expect(other.body.detail).to.include('limited to: conformance');
    const nobody = await oidc.sign({ iss: oidc.issuer, aud: base, sub: 'eve', exp: now() + 60, groups: ['support'] });
    const r = await getJson(`${base}/applications`, bearer(nobody));
    expect(r.status).to.equal(403);
    expect(r.body.detail).to.include("groups 'sales'");
  });

  it('follows a rotation of the signing key (the new key is fetched when a token names it)', async () => {
    expect((await getJson(`${base}/applications`, bearer(await oidc.token('read', base)))).status).to.equal(200);
    await oidc.rotate();
    await sleep(5_200); // the least time between two fetches of an issuer's keys
    expect((await getJson(`${base}/applications`, bearer(await oidc.token('read', base)))).status).to.equal(200);
  });

  it('API keys keep working beside tokens', async () => {
    const store = await openKeyStore(join(home.dir, 'data'));
    const { token } = await createKey(store, { name: 'ops', scopes: 'read' });
    await store.close();
    await registry.keys.reload();
    expect((await getJson(`${base}/applications`, bearer(token))).status).to.equal(200);
  });
});

describe('registry for teams: a token issuer that cannot be reached', function () {
  this.timeout(30_000);
  it('answers 503 with Retry-After, names the issuer, and keeps serving', async () => {
    const home = tempHome('agent-oidc-down-');
    const gone = `http://127.0.0.1:${await freePort()}`;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const registry = await mcpRegistry(home, {}, (s) => {
      s.auth.issuers = [gone];
      s.auth.resource = base;
    });
    const srv = await listen(registry.handler, { host: '127.0.0.1', port, logger: quietLogger });
    try {
      const oidc = await LocalOidcProvider.start();
      const token = await oidc.sign({ iss: gone, aud: base, sub: 'x', scope: 'read', exp: now() + 60 });
      await oidc.close();
      const r = await getJson(`${base}/applications`, bearer(token));
      expect(r.status).to.equal(503);
      expect(r.headers.get('retry-after')).to.equal('5');
      expect(r.body.detail).to.include(gone);
      expect((await getJson(`${base}/health`)).status).to.equal(200);
    } finally {
      await srv.close();
      await registry.close();
      home.remove();
    }
  });

  it('will not start trusting issuers without knowing its own public URL (auth.resource)', async () => {
    const home = tempHome('agent-oidc-noresource-');
    try {
      await mcpRegistry(home, {}, (s) => (s.auth.issuers = ['https://idp.example.com'])).then(
        () => expect.fail('started'),
        (err: Error) => expect(err.message).to.include('auth.resource is required'),
      );
    } finally {
      home.remove();
    }
  });
});
