import { createServer, type Server } from 'node:http';
import { auth, extractWWWAuthenticateParams } from '@modelcontextprotocol/client';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import type { McpServerConfig } from '../../config/types.js';
import { VERSION } from '../../../version.js';
import { MODERN_REVISION } from './modern.js';
import { StoredOAuthProvider } from './oauth.js';
import type { UpstreamCredentialStore } from './oauth-store.js';

export interface SignInOptions {
  cfg: McpServerConfig;
  store: UpstreamCredentialStore;
  /** Sends the person to the authorization URL: opens a browser and prints the URL (the CLI), or a test's stand-in. */
  open(url: URL): Promise<void>;
  /** Scopes to ask for beyond those the server asked for and those held already. */
  scope?: string;
  /** How long to wait for the person (default 5 minutes). */
  timeoutMs?: number;
}

const union = (...scopes: (string | undefined)[]): string | undefined => {
  const all = new Set(scopes.flatMap((s) => s?.split(/\s+/) ?? []).filter(Boolean));
  return all.size > 0 ? [...all].join(' ') : undefined;
};

/** One request of a client without a token; its answer's body is not read. */
async function post(url: string, method: string, params: Record<string, unknown>, headers: Record<string, string>): Promise<Response> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id: method === 'tools/list' ? 1 : 0, method, params }),
    signal: AbortSignal.timeout(15_000),
  });
  await res.body?.cancel();
  return res;
}

/**
 * What the server asks of a client without a token, in the revision it speaks: a
 * `server/discover` at 2026-07-28 (then, a server that lets anyone discover, a tools/list), or
 * an initialize at 2025-11-25 (then a tools/list in its session); the first 401 says where the
 * authorization server is and what scope it wants.
 */
async function challenge(url: string): Promise<{ resourceMetadataUrl?: URL; scope?: string }> {
  const clientInfo = { name: 'agent-registry', version: VERSION };
  const modern = (method: string) =>
    post(
      url,
      method,
      {
        _meta: {
          'io.modelcontextprotocol/protocolVersion': MODERN_REVISION,
          'io.modelcontextprotocol/clientInfo': clientInfo,
          'io.modelcontextprotocol/clientCapabilities': {},
        },
      },
      { 'mcp-protocol-version': MODERN_REVISION, 'mcp-method': method },
    );
  const discovered = await modern('server/discover');
  if (discovered.status === 401) return extractWWWAuthenticateParams(discovered);
  if (discovered.ok) {
    const listed = await modern('tools/list');
    if (listed.status === 401) return extractWWWAuthenticateParams(listed);
    if (listed.ok) return {};
  }
  const versioned = { 'mcp-protocol-version': LATEST_PROTOCOL_VERSION };
  const first = await post(url, 'initialize', { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo }, versioned);
  if (first.status === 401) return extractWWWAuthenticateParams(first);
  if (!first.ok) return {};
  const session = first.headers.get('mcp-session-id');
  const listed = await post(url, 'tools/list', {}, { ...versioned, ...(session ? { 'mcp-session-id': session } : {}) });
  return listed.status === 401 ? extractWWWAuthenticateParams(listed) : {};
}

/** What the browser brings back: the authorization code, and the issuer that sent it (RFC 9207), checked by `auth`. */
interface Callback {
  code: string;
  iss?: string;
}

/** A one-shot local callback (127.0.0.1): resolves with the authorization code the browser brings back. */
async function callback(
  port: number,
  provider: () => StoredOAuthProvider,
): Promise<{ server: Server; url: string; code: Promise<Callback> }> {
  let settle!: { resolve: (back: Callback) => void; reject: (err: Error) => void };
  const code = new Promise<Callback>((resolve, reject) => (settle = { resolve, reject }));
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/callback') return void res.writeHead(404).end();
    const page = (status: number, text: string) => res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(`${text}\n`);
    const error = url.searchParams.get('error');
    if (error) {
      page(400, `The authorization server refused: ${error}. You can close this window.`);
      return settle.reject(
        new Error(`the authorization server refused: ${error} ${url.searchParams.get('error_description') ?? ''}`.trim()),
      );
    }
    if (!provider().isOurState(url.searchParams.get('state'))) return page(400, 'This sign-in is not the one under way (state differs).');
    const got = url.searchParams.get('code');
    if (!got) return page(400, 'No authorization code came back.');
    page(200, 'Signed in: the registry can reach the service now. You can close this window.');
    settle.resolve({ code: got, iss: url.searchParams.get('iss') ?? undefined });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/callback`, code };
}

/**
 * `agent auth login <service>`: signs the registry in to an upstream MCP server with the
 * authorization code flow (PKCE, discovery, registration by the 2.x MCP SDK's `auth`, which
 * also checks the authorization server's issuer: in its metadata, RFC 8414, and on the
 * callback, RFC 9207), the browser coming back to a one-shot local callback, and keeps the registration and tokens
 * sealed in the registry's store, where every registry on it reads them. Asks for what the
 * server asks for, what was held already, and what a call was last refused for.
 */
export async function signIn(opts: SignInOptions): Promise<{ scope?: string }> {
  const { cfg, store } = opts;
  if (!cfg.url || !cfg.oauth) throw new Error(`${cfg.name} has no oauth: in the registry configuration`);
  if (cfg.oauth.grant === 'client_credentials') throw new Error(`${cfg.name} uses client_credentials: the registry gets its tokens itself`);
  const held = await store.load(cfg.name);
  let provider: StoredOAuthProvider | undefined;
  const local = await callback(cfg.oauth.redirect_port ?? 0, () => provider!);
  try {
    provider = new StoredOAuthProvider({ ...cfg, oauth: cfg.oauth }, store, { redirectUrl: local.url, open: opts.open });
    // a new sign-in: the old tokens go; a registration stays if it names this sign-in's callback
    // (one made elsewhere, e.g. by the running registry, names another and is made again)
    const redirects = held.client && 'redirect_uris' in held.client ? held.client.redirect_uris : [];
    await store.save(cfg.name, { client: redirects.includes(local.url) ? held.client : undefined, wanted: held.wanted });
    const asked = await challenge(cfg.url);
    const scope = union(opts.scope, cfg.oauth.scope, asked.scope, held.wanted, held.tokens?.scope);
    const step = { serverUrl: cfg.url, resourceMetadataUrl: asked.resourceMetadataUrl, scope };
    let result = await auth(provider as never, step);
    if (result === 'REDIRECT') {
      const timeoutMs = opts.timeoutMs ?? 5 * 60_000;
      const timer = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`no sign-in came back within ${timeoutMs / 1000} s`)), timeoutMs).unref(),
      );
      const back = await Promise.race([local.code, timer]);
      result = await auth(provider as never, { ...step, authorizationCode: back.code, iss: back.iss });
    }
    if (result !== 'AUTHORIZED') throw new Error(`the sign-in did not complete (${result})`);
    return { scope: (await provider.tokens())?.scope ?? scope };
  } finally {
    local.server.closeAllConnections();
    local.server.close();
  }
}
