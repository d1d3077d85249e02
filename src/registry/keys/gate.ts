import type { IncomingMessage } from 'node:http';
import type { AgentError } from '../../shared/errors.js';
import { KeyForbiddenError, KeyMissingError, RateLimitedError } from './errors.js';
import { RESOURCE_METADATA_PATH, TokenIssuers } from './issuers.js';
import type { Grant, KeyRing } from './ring.js';
import { hasScope, TOKEN_PREFIX } from './spec.js';
import type { Scope } from './types.js';
import type { ToolRef } from '../tool-sets.js';

/**
 * Requests anyone may make whatever keys exist, by method and exact path (paths arrive in
 * their one spelling, http/canonical-url.ts, and routes match case-sensitively): the health
 * checks `agent start` and a load balancer use, and the catalogue page's own files (its data
 * calls carry the key the page asks for). Every other request needs a key; which scope it
 * needs is declared by the route that answers it (the route table, `scope` of each route,
 * checked where the route is matched: `routeAuthorizer`) and checked again by the handlers
 * that change something or call a tool.
 */
const OPEN = new Set([
  'GET /',
  'HEAD /',
  'GET /health',
  'HEAD /health',
  'GET /ui',
  'GET /ui/catalogue.js',
  'GET /ui/catalogue.css',
  `GET ${RESOURCE_METADATA_PATH}`,
  `GET ${RESOURCE_METADATA_PATH}/mcp`,
]);

export function isOpenRequest(method: string, path: string): boolean {
  return OPEN.has(`${method} ${path}`);
}

/** How the gate let a request in: with a key's grant, while the registry is open, or as an open request (OPEN). */
type Admission = Grant | 'open-registry' | 'open-request';
/**
 * Where the request keeps its admission: a property of its own under a symbol no other code
 * holds (a WeakMap entry per request cost more, on the path every call takes).
 */
const ADMISSION = Symbol('agent.admission');
type Admitted = IncomingMessage & { [ADMISSION]?: Admission };
const admit = (req: IncomingMessage, a: Admission) => ((req as Admitted)[ADMISSION] = a);
const admissionOf = (req: IncomingMessage): Admission | undefined => (req as Admitted)[ADMISSION];
/** The rate bucket of the key a request was admitted with: a request that carries several calls spends one token each. */
const buckets = new WeakMap<IncomingMessage, () => number | Promise<number>>();

/**
 * Spends `n` more tokens of the request's key (a batch of `n + 1` calls in one request):
 * 0 when they were there, else the seconds until they will be. No key, no limit.
 */
export async function spendMore(req: IncomingMessage, n: number): Promise<number> {
  const take = buckets.get(req);
  if (!take) return 0;
  let wait = 0;
  for (let i = 0; i < n && wait === 0; i++) wait = await take();
  return wait;
}

/** The key a request was admitted with (undefined while the registry is open, or for an open request). */
export function grantOf(req: IncomingMessage): Grant | undefined {
  const a = admissionOf(req);
  return typeof a === 'object' ? a : undefined;
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

/** 403 when the key may not use the tool: limited to other applications, or to tool sets without it. */
export function toolRefusal(grant: Grant | undefined, tool: ToolRef): KeyForbiddenError | null {
  const app = appRefusal(grant, tool.app);
  if (app || !grant?.sets || grant.sets.allows(tool)) return app;
  return new KeyForbiddenError(
    `The key '${grant.name}' may not use tool '${tool.name}'; ` +
      `it is limited to the tool sets: ${grant.sets.names.join(', ')} (GET /sets lists them)`,
  );
}

/** Whether the key may see and call the tool (listings, search). */
export function mayUse(grant: Grant | undefined, tool: ToolRef): boolean {
  return (!grant?.apps || grant.apps.has(tool.app)) && (!grant?.sets || grant.sets.allows(tool));
}

export function scopeRefusal(grant: Grant | undefined, needed: Scope, what: string): KeyForbiddenError | null {
  if (!grant || hasScope(grant.scopes, needed)) return null;
  return new KeyForbiddenError(
    `The key '${grant.name}' lacks the '${needed}' scope needed for ${what}; its scopes: ${grant.scopes.join(', ')}`,
  );
}

const NO_KEY =
  'This registry requires an API key: send it as `Authorization: Bearer <token>` (or `X-API-Key: <token>`); ' +
  'an operator creates one with `agent keys create <name> --scopes read,call`';
const NO_CREDENTIALS =
  'This registry requires an access token from a trusted issuer (see GET /.well-known/oauth-protected-resource) or an ' +
  'API key: send it as `Authorization: Bearer <token>`';
const NONE_IN_FORCE =
  'This registry requires an API key and none is in force (the last one was revoked): an operator creates one with ' +
  '`agent keys create <name> --scopes read,call`, or restarts the registry with --insecure to run it open';

/** The gate's answer: let in (null), refused, or either once an access token is verified. */
export type GateAnswer = AgentError | null | Promise<AgentError | null>;

/**
 * Authenticates a request or says why not: null while the registry is open (no key has ever
 * existed and no issuer is trusted, or --insecure with none in force), for an open request
 * (OPEN), or when the request carries a known key within its rate or a valid access token of
 * a trusted issuer (`[auth]`; verified asynchronously); else the 401, 403, 429 or 503 to
 * answer. How the request was admitted is kept for the scope checks of the route and the
 * handler. Never quotes the token.
 */
export function keyGate(ring: KeyRing, issuers?: TokenIssuers): (req: IncomingMessage) => GateAnswer {
  const tokens = issuers?.enabled ? issuers : undefined;
  const missing = (message: string) => (tokens ? new KeyMissingError(message, tokens.challenge()) : new KeyMissingError(message));
  return (req) => {
    if (ring.open && !tokens) {
      admit(req, 'open-registry');
      return null;
    }
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    const method = req.method ?? 'GET';
    if (isOpenRequest(method, path)) {
      admit(req, 'open-request');
      return null;
    }
    const token = tokenOf(req);
    if (tokens && token && !token.startsWith(TOKEN_PREFIX) && TokenIssuers.looksLikeJwt(token)) {
      const known = tokens.remembered(token);
      if (known) {
        admit(req, known);
        return null;
      }
      return tokens.verify(token).then(
        (grant) => (admit(req, grant), null),
        (err: AgentError) => err,
      );
    }
    if (ring.closed && !tokens) return missing(NONE_IN_FORCE);
    if (!token) return missing(tokens ? NO_CREDENTIALS : NO_KEY);
    const found = ring.verify(token);
    if (!found) return missing('The API key is not valid: it is unknown or has been revoked');
    const within = (wait: number) => {
      if (wait > 0) return new RateLimitedError(`The key '${found.grant.name}' is over its rate limit; retry in ${wait} s`, wait);
      admit(req, found.grant);
      buckets.set(req, found.take);
      return null;
    };
    const wait = found.take();
    return typeof wait === 'number' ? within(wait) : wait.then(within, (err: AgentError) => err);
  };
}

/**
 * Whether the request may do what needs `needed` (`open`: anyone): where a typed route is
 * matched (the HTTP kit's `authorize` hook, with the route's declared scope) and again in
 * the handlers that change something or call a tool, whichever way the request reached
 * them. A request the gate never admitted is refused, and a route that declares no scope
 * needs `admin`, so what is added without thought is closed rather than open.
 */
export function needScope(req: IncomingMessage, needed: string | undefined, what: string): AgentError | null {
  const a = admissionOf(req);
  if (a === 'open-registry' || needed === 'open') return null;
  if (a === undefined || a === 'open-request') return new KeyMissingError(NO_KEY);
  return scopeRefusal(a, (needed ?? 'admin') as Scope, what);
}

/** needScope as the HTTP kit's `authorize` hook of typed routes. */
export const routeAuthorizer = (req: IncomingMessage & { path?: string }, scope: string | undefined): AgentError | null =>
  needScope(req, scope, `${req.method} ${req.path ?? req.url}`);
