import { expect } from 'chai';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { McpServerConfig } from '../src/registry/config/types.js';
import type { Registry } from '../src/registry/server.js';
import { signIn } from '../src/registry/sources/mcp/login.js';
import { UpstreamCredentialStore } from '../src/registry/sources/mcp/oauth-store.js';
import { openRegistryDb } from '../src/registry/store.js';
import { SecretBox } from '../src/shared/secret-box.js';
import { startModernServer, type ModernServer } from './fixtures/mcp/modern-server.js';
import { tempHome } from './helpers/home.js';
import { mcpRegistry } from './helpers/mcp-registry.js';
import { poller } from './helpers/until.js';

/**
 * The registry as an OAuth client of an MCP server that speaks 2026-07-28 only (the 2.x server
 * behind a bearer check, with a small authorization server beside it, both on ephemeral ports):
 * client credentials; no sign-in started by the registry itself (its `server/discover` refused
 * with a 401 and no token: the service says to run `agent auth login`); the PKCE sign-in as
 * `agent auth login` does it, sealed in the store; a refused token renewed (client credentials
 * again, or the refresh token), all at 2026-07-28 (no `initialize` reaches the server).
 */
const until = poller(15_000, 50);

interface AuthServer {
  url: string;
  /** The grant of each token request, in order; and how many times /authorize was visited. */
  grants: string[];
  authorizations: number;
  /** The access tokens the resource server takes (a test may clear them: every one refused). */
  valid: Set<string>;
  close(): Promise<void>;
}

async function startAuthServer(): Promise<AuthServer> {
  const as: AuthServer = { url: '', grants: [], authorizations: 0, valid: new Set(), close: async () => {} };
  const challenges = new Map<string, string>();
  const issue = (res: import('node:http').ServerResponse, refresh: boolean) => {
    const access = `at-${randomBytes(8).toString('hex')}`;
    as.valid.add(access);
    const body = {
      access_token: access,
      token_type: 'Bearer',
      expires_in: 3600,
      ...(refresh ? { refresh_token: `rt-${as.grants.length}` } : {}),
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', as.url);
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (url.pathname === '/.well-known/oauth-authorization-server') {
        const meta = {
          issuer: as.url,
          authorization_endpoint: `${as.url}/authorize`,
          token_endpoint: `${as.url}/token`,
          registration_endpoint: `${as.url}/register`,
          response_types_supported: ['code'],
          grant_types_supported: ['authorization_code', 'refresh_token', 'client_credentials'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
          authorization_response_iss_parameter_supported: true,
        };
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(meta));
      }
      if (url.pathname === '/register') {
        const asked = JSON.parse(raw) as Record<string, unknown>;
        const client = { ...asked, client_id: `dcr-${randomBytes(4).toString('hex')}`, token_endpoint_auth_method: 'none' };
        return void res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(client));
      }
      if (url.pathname === '/authorize') {
        as.authorizations++;
        const code = `code-${randomBytes(4).toString('hex')}`;
        challenges.set(code, url.searchParams.get('code_challenge') ?? '');
        const back = new URL(url.searchParams.get('redirect_uri')!);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        back.searchParams.set('iss', as.url);
        return void res.writeHead(302, { location: String(back) }).end();
      }
      if (url.pathname === '/token') {
        const form = new URLSearchParams(raw);
        const grant = form.get('grant_type') ?? '';
        as.grants.push(grant);
        const basic = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
        if (grant === 'client_credentials' && (basic === 'billing:s3cret' || form.get('client_secret') === 's3cret'))
          return issue(res, false);
        if (grant === 'authorization_code') {
          const verifier = createHash('sha256')
            .update(form.get('code_verifier') ?? '')
            .digest('base64url');
          if (challenges.get(form.get('code') ?? '') === verifier) return issue(res, true);
        }
        if (grant === 'refresh_token' && form.get('refresh_token')?.startsWith('rt-')) return issue(res, true);
        return void res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"invalid_grant"}');
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  as.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  as.close = () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r())));
  return as;
}

/** The 2.x server, its MCP endpoint refusing a request without a token the authorization server gave. */
const protectedServer = (as: AuthServer) => {
  let self = '';
  const started = startModernServer((req, res) => {
    const base = new URL(self);
    if (req.url === '/.well-known/oauth-protected-resource/mcp') {
      const meta = { resource: self, authorization_servers: [as.url] };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(meta));
      return true;
    }
    if (as.valid.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) return false;
    const prm = `${base.origin}/.well-known/oauth-protected-resource/mcp`;
    res.writeHead(401, { 'www-authenticate': `Bearer error="invalid_token", resource_metadata="${prm}"` }).end();
    return true;
  });
  return started.then((s) => ((self = s.url), s));
};

describe('registry: an upstream MCP server of protocol 2026-07-28 that wants OAuth', function () {
  this.timeout(60_000);
  const home = tempHome('agent-oauth-upstream-2026-');
  const key = process.env.AGENT_SECRET_KEY;
  let as: AuthServer;
  let billing: ModernServer;
  let people: ModernServer;
  let registry: Registry;

  before(async () => {
    process.env.AGENT_SECRET_KEY = Buffer.alloc(32, 9).toString('base64');
    as = await startAuthServer();
    billing = await protectedServer(as);
    people = await protectedServer(as);
    registry = await mcpRegistry(home, {
      billing: {
        url: billing.url,
        protocol: '2026-07-28',
        oauth: '{ grant: client_credentials, client_id: billing, client_secret: s3cret }',
      },
      people: { url: people.url, oauth: '{ grant: authorization_code }' },
    });
  });

  after(async () => {
    await registry?.close();
    await billing?.close();
    await people?.close();
    await as?.close();
    if (key === undefined) delete process.env.AGENT_SECRET_KEY;
    else process.env.AGENT_SECRET_KEY = key;
    home.remove();
  });

  const add = async (tool: string) => {
    const result = (await registry.catalog.callFull(tool, { a: 2, b: 3 }, {})) as unknown;
    return JSON.stringify(result);
  };
  const status = (name: string) => registry.catalog.applications().find((a) => a.name === name);

  it('client credentials: the token comes with the first server/discover, a refused token is replaced, all at 2026-07-28', async () => {
    expect(status('billing')?.error ?? '').to.equal('');
    expect(await add('billing_add')).to.include('5');
    expect(as.grants).to.deep.equal(['client_credentials']);
    as.valid.clear(); // every token the registry holds is refused from now on
    expect(await add('billing_add')).to.include('5');
    expect(as.grants).to.deep.equal(['client_credentials', 'client_credentials']);
    expect(billing.methods).to.include('server/discover').and.include('tools/call').and.not.include('initialize');
  });

  it('no token for a sign-in: the service says to run agent auth login, and the registry started no sign-in of its own', async () => {
    expect(status('people')?.error).to.include('needs a person to authorize the registry').and.include('agent auth login people');
    expect(as.authorizations).to.equal(0);
    expect(people.methods).to.include('server/discover').and.not.include('initialize');
  });

  it('the PKCE sign-in of agent auth login (issuer checked), sealed in the store; then a refused token is refreshed', async () => {
    const db = await openRegistryDb(join(home.dir, 'data'));
    try {
      const store = new UpstreamCredentialStore(db, () => SecretBox.required('test'));
      const cfg = { name: 'people', url: people.url, oauth: { grant: 'authorization_code' } } as McpServerConfig;
      const browser = async (at: URL) => {
        const back = (await fetch(at, { redirect: 'manual' })).headers.get('location')!;
        await (await fetch(back)).text();
      };
      await signIn({ cfg, store, open: browser, timeoutMs: 10_000 });
    } finally {
      await db.close();
    }
    expect(as.authorizations).to.equal(1);
    await until('people connected', async () => (status('people')?.error ? undefined : true));
    expect(await add('people_add')).to.include('5');
    as.valid.clear();
    expect(await add('people_add')).to.include('5');
    expect(as.grants.filter((g) => g !== 'client_credentials')).to.deep.equal(['authorization_code', 'refresh_token']);
    expect(people.methods).to.not.include('initialize');
    const sealed = readFileSync(join(home.dir, 'data', 'registry.sqlite'));
    expect(sealed.includes(Buffer.from('access_token'))).to.equal(false);
    expect(sealed.includes(Buffer.from('rt-'))).to.equal(false);
  });
});
