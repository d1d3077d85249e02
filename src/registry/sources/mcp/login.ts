import { createServer, type Server } from 'node:http';
import { auth, extractWWWAuthenticateParams } from '@modelcontextprotocol/sdk/client/auth.js';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import type { McpServerConfig } from '../../config/types.js';
import { VERSION } from '../../../version.js';
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

/**
 * What the server asks of a client without a token: an initialize, then (a server that lets
 * anyone initialize) a tools/list; the first 401 says where the authorization server is and
 * what scope it wants.
 */
async function challenge(url: string): Promise<{ resourceMetadataUrl?: URL; scope?: string }> {
  let session: string | null = null;
  const send = async (id: number, method: string, params: Record<string, unknown>) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': LATEST_PROTOCOL_VERSION,
        ...(session ? { 'mcp-session-id': session } : {}),
      },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
      signal: AbortSignal.timeout(15_000),
    });
    await res.body?.cancel();
    session ??= res.headers.get('mcp-session-id');
    return res;
  };
  const clientInfo = { name: 'agent-registry', version: VERSION };
  const first = await send(0, 'initialize', { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo });
  if (first.status === 401) return extractWWWAuthenticateParams(first);
  if (!first.ok) return {};
  const listed = await send(1, 'tools/list', {});
  return listed.status === 401 ? extractWWWAuthenticateParams(listed) : {};
}

/** A one-shot local callback (127.0.0.1): resolves with the authorization code the browser brings back. */
async function callback(
  port: number,
  provider: () => StoredOAuthProvider,
): Promise<{ server: Server; url: string; code: Promise<string> }> {
  let settle!: { resolve: (code: string) => void; reject: (err: Error) => void };
  const code = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
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
    settle.resolve(got);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/callback`, code };
}

/**
 * `agent auth login <service>`: signs the registry in to an upstream MCP server with the
 * authorization code flow (PKCE, discovery, registration by the MCP SDK's `auth`), the
 * browser coming back to a one-shot local callback, and keeps the registration and tokens
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
    let result = await auth(provider, step);
    if (result === 'REDIRECT') {
      const timeoutMs = opts.timeoutMs ?? 5 * 60_000;
      const timer = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`no sign-in came back within ${timeoutMs / 1000} s`)), timeoutMs).unref(),
      );
      result = await auth(provider, { ...step, authorizationCode: await Promise.race([local.code, timer]) });
    }
    if (result !== 'AUTHORIZED') throw new Error(`the sign-in did not complete (${result})`);
    return { scope: (await provider.tokens())?.scope ?? scope };
  } finally {
    local.server.closeAllConnections();
    local.server.close();
  }
}
