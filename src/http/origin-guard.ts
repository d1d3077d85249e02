import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { SettingsError } from '../shared/errors.js';

/**
 * The DNS-rebinding guard every service runs in front of its routes (MCP specification,
 * "Security Warning" for local servers):
 * - bound to loopback, a request whose `Host` is not the bound address, `localhost`, a
 *   loopback address or the host of an allowed origin is refused;
 * - a request that can change something (any method but GET/HEAD/OPTIONS) or that talks
 *   MCP (`/mcp`) and carries an `Origin` is refused unless that origin is the service's own
 *   (`http(s)://<its Host header>`) or listed in `registry.allowed_origins`.
 * Requests without these headers (command-line clients, SDKs) are not affected.
 */
export interface OriginGuardOptions {
  /** The address the server is bound to. */
  host: string;
  /** `scheme://host[:port]` origins allowed besides the service's own. */
  allowedOrigins?: readonly string[];
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1']);

export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return LOOPBACK_NAMES.has(h) || h.endsWith('.localhost') || (isIP(h) === 4 && h.startsWith('127.'));
}

/** `host` of a Host header value (`name:port`, `[v6]:port`), lower-cased, without brackets. */
function hostnameOf(header: string): string {
  const m = /^\[([^\]]+)\](?::\d+)?$/.exec(header);
  if (m) return m[1]!.toLowerCase();
  const colon = header.lastIndexOf(':');
  return (colon > -1 && header.indexOf(':') === colon ? header.slice(0, colon) : header).toLowerCase();
}

function normaliseOrigin(origin: string): string | null {
  try {
    const u = new URL(origin);
    return u.origin === 'null' ? null : u.origin.toLowerCase();
  } catch {
    return null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Returns a checker: the refusal text for a request, or null when it may proceed. */
export function originGuard(opts: OriginGuardOptions): (req: IncomingMessage) => string | null {
  const allowedOrigins = new Set<string>();
  for (const given of opts.allowedOrigins ?? []) {
    const o = normaliseOrigin(given);
    if (o === null || !/^https?:$/.test(new URL(o).protocol) || o !== given.replace(/\/+$/, '').toLowerCase()) {
      throw new SettingsError(
        `registry.allowed_origins: '${given}' is not an origin; write scheme://host[:port], e.g. http://localhost:3000`,
      );
    }
    allowedOrigins.add(o);
  }
  const loopback = isLoopbackHost(opts.host);
  const allowedHosts = new Set<string>([opts.host.replace(/^\[|\]$/g, '').toLowerCase(), ...LOOPBACK_NAMES]);
  for (const o of allowedOrigins) allowedHosts.add(new URL(o).hostname.replace(/^\[|\]$/g, ''));
  const hostAllowed = (h: string) => allowedHosts.has(h) || isLoopbackHost(h);
  // a client sends the same Host on every request: the last one's verdict is kept
  let lastHost: string | undefined;
  let lastAllowed = false;
  const hostHeaderAllowed = (header: string) => {
    if (header !== lastHost) {
      lastAllowed = hostAllowed(hostnameOf(header));
      lastHost = header;
    }
    return lastAllowed;
  };

  return (req) => {
    const hostHeader = req.headers.host;
    if (loopback && hostHeader !== undefined && !hostHeaderAllowed(hostHeader)) {
      return (
        `Host '${hostHeader}' is not allowed: this service is bound to ${opts.host} and answers ` +
        `only to its own address, localhost or the hosts of registry.allowed_origins`
      );
    }
    const origin = req.headers.origin;
    if (origin === undefined) return null;
    const path = (req.url ?? '/').split('?')[0]!.toLowerCase();
    if (SAFE_METHODS.has(req.method ?? 'GET') && path !== '/mcp' && !path.startsWith('/mcp/')) return null;
    const o = normaliseOrigin(origin);
    if (
      o !== null &&
      (allowedOrigins.has(o) ||
        (hostHeader !== undefined && (o === `http://${hostHeader.toLowerCase()}` || o === `https://${hostHeader.toLowerCase()}`)))
    ) {
      return null;
    }
    return (
      `Origin '${origin}' is not allowed: only the service's own origin or one listed in ` +
      `registry.allowed_origins may call it from a browser`
    );
  };
}
