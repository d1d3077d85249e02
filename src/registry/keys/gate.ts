import type { IncomingMessage } from 'node:http';
import type { AgentError } from '../../shared/errors.js';
import { KeyForbiddenError, KeyMissingError, RateLimitedError } from './errors.js';
import type { Grant, KeyRing } from './ring.js';
import { hasScope } from './spec.js';
import type { Scope } from './types.js';

/**
 * The scope each request needs, first match wins; a path not listed needs `read` (so an
 * unknown path answers 401/403 before 404). `GET /` and `GET /health` stay open: health
 * checks (`agent start`, a load balancer) use them. MCP `tools/call` also needs `call` (checked by the /mcp endpoint).
 */
const RULES: { method: string | null; path: RegExp; scope: Scope | null }[] = [
  { method: 'GET', path: /^\/$/, scope: null },
  { method: 'HEAD', path: /^\/$/, scope: null },
  { method: 'GET', path: /^\/health$/, scope: null },
  { method: 'POST', path: /^\/functions\/call\/?$/, scope: 'call' },
  { method: 'POST', path: /^\/functions\/onboard\/?$/, scope: 'admin' },
  { method: 'DELETE', path: /^\/functions\/onboard\//, scope: 'admin' },
  { method: null, path: /./, scope: 'read' },
];

export function requiredScope(method: string, path: string): Scope | null {
  for (const r of RULES) if ((r.method === null || r.method === method) && r.path.test(path)) return r.scope;
  return 'read';
}

const grants = new WeakMap<IncomingMessage, Grant>();

/** The key a request was admitted with (undefined while no key exists). */
export function grantOf(req: IncomingMessage): Grant | undefined {
  return grants.get(req);
}

/** The token of a request: `Authorization: Bearer <token>`, else `X-API-Key`. */
function tokenOf(req: IncomingMessage): string | undefined {
  const auth = req.headers.authorization;
  if (auth !== undefined) {
    const m = /^\s*bearer\s+(\S+)\s*$/i.exec(auth);
    return m ? m[1] : '';
  }
  const key = req.headers['x-api-key'];
  return typeof key === 'string' ? key.trim() : undefined;
}

const describeApps = (g: Grant) => [...(g.apps ?? [])].join(', ');

/** 403 when the key is limited to other applications; null when it may use `app`. */
export function appRefusal(grant: Grant | undefined, app: string): KeyForbiddenError | null {
  if (!grant?.apps || grant.apps.has(app)) return null;
  return new KeyForbiddenError(`The key '${grant.name}' may not use application '${app}'; it is limited to: ${describeApps(grant)}`);
}

export function scopeRefusal(grant: Grant | undefined, needed: Scope, what: string): KeyForbiddenError | null {
  if (!grant || hasScope(grant.scopes, needed)) return null;
  return new KeyForbiddenError(
    `The key '${grant.name}' lacks the '${needed}' scope needed for ${what}; its scopes: ${grant.scopes.join(', ')}`,
  );
}

/**
 * Admits a request or says why not: null while no key exists or when the request carries a
 * known token with the scope it needs and within its rate; else the 401, 403 or 429 to answer.
 * Never quotes the token.
 */
export function keyGate(ring: KeyRing): (req: IncomingMessage) => AgentError | null {
  return (req) => {
    if (ring.size === 0) return null;
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    const method = req.method ?? 'GET';
    const needed = requiredScope(method, path);
    if (needed === null) return null;
    const token = tokenOf(req);
    if (!token)
      return new KeyMissingError(
        'This registry requires an API key: send it as `Authorization: Bearer <token>` (or `X-API-Key: <token>`); ' +
          'an operator creates one with `agent keys create <name> --scopes read,call`',
      );
    const found = ring.verify(token);
    if (!found) return new KeyMissingError('The API key is not valid: it is unknown or has been revoked');
    const refused = scopeRefusal(found.grant, needed, `${method} ${path}`);
    if (refused) return refused;
    const wait = found.take();
    if (wait > 0) return new RateLimitedError(`The key '${found.grant.name}' is over its rate limit; retry in ${wait} s`, wait);
    grants.set(req, found.grant);
    return null;
  };
}
