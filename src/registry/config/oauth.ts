/**
 * `oauth:` of a remote MCP server in mcp_servers.yaml: how the registry gets an access token
 * for it (src/registry/sources/mcp/oauth.ts). Everything else (where the authorization
 * server is, how to register) is discovered from the server, as MCP clients do.
 */
export const OAUTH_GRANTS = ['authorization_code', 'client_credentials'] as const;

export interface OAuthConfig {
  /** authorization_code: a person signs in once (`agent auth login <service>`); client_credentials: machine to machine. */
  grant: (typeof OAUTH_GRANTS)[number];
  /** A client registered beforehand; without one the registry registers itself (dynamic registration, or its metadata URL). */
  client_id?: string;
  client_secret?: string;
  /** Scopes to ask for (space-separated); default: what the server asks for, or what it lists. */
  scope?: string;
  /** An https URL of this client's metadata document, used as its client_id where the authorization server supports that. */
  client_metadata_url?: string;
  /** `agent auth login`: the local port the authorization server redirects the browser to (default: any free one). */
  redirect_port?: number;
}

const FIELDS = ['grant', 'client_id', 'client_secret', 'scope', 'client_metadata_url', 'redirect_port'];

/** The problems of an `oauth:` map, each with its field; none when it can be used. */
export function oauthProblems(raw: unknown): [field: string | null, message: string][] {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return [[null, `must be a map {grant, client_id, client_secret, scope, client_metadata_url, redirect_port}`]];
  const o = raw as Record<string, unknown>;
  const out: [string | null, string][] = [];
  for (const k of Object.keys(o)) if (!FIELDS.includes(k)) out.push([k, `unknown field; allowed: ${FIELDS.join(', ')}`]);
  if (o.grant !== undefined && !(OAUTH_GRANTS as readonly unknown[]).includes(o.grant))
    out.push(['grant', `must be one of ${OAUTH_GRANTS.join(', ')}, got ${JSON.stringify(o.grant)}`]);
  for (const k of ['client_id', 'client_secret', 'scope', 'client_metadata_url'])
    if (o[k] !== undefined && (typeof o[k] !== 'string' || o[k] === '')) out.push([k, 'must be a non-empty string']);
  if (typeof o.client_metadata_url === 'string' && !/^https:\/\/[^\s/]+\/\S*$/.test(o.client_metadata_url))
    out.push(['client_metadata_url', 'must be an https URL with a path']);
  if (
    o.redirect_port !== undefined &&
    !(Number.isInteger(o.redirect_port) && (o.redirect_port as number) > 0 && (o.redirect_port as number) < 65536)
  )
    out.push(['redirect_port', 'must be a port number (1 to 65535)']);
  if (o.grant === 'client_credentials' && (o.client_id === undefined || o.client_secret === undefined))
    out.push([null, 'grant client_credentials needs client_id and client_secret (e.g. client_secret: ${MY_SECRET})']);
  return out;
}

/** A checked `oauth:` map as the registry uses it. */
export function oauthOf(raw: Record<string, unknown>): OAuthConfig {
  const out: OAuthConfig = { grant: (raw.grant as OAuthConfig['grant'] | undefined) ?? 'authorization_code' };
  for (const k of ['client_id', 'client_secret', 'scope', 'client_metadata_url'] as const)
    if (typeof raw[k] === 'string') out[k] = raw[k] as string;
  if (typeof raw.redirect_port === 'number') out.redirect_port = raw.redirect_port;
  return out;
}
