import { createRemoteJWKSet, decodeJwt, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AgentError } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';
import type { Settings } from '../../settings/index.js';
import { describeClaimGrants, grantOfClaims, parseClaimGrants, type ClaimGrant } from './claims.js';
import { KeyForbiddenError, KeyMissingError, KeySpecError } from './errors.js';
import type { Grant } from './ring.js';
import { ToolSets } from '../tool-sets.js';

/** Where RFC 9728 puts a resource's metadata, beside the resource's own path. */
export const RESOURCE_METADATA_PATH = '/.well-known/oauth-protected-resource';

/** How long an issuer's discovery document and keys are trusted, and the least time between two fetches of its keys. */
const KEYS_MAX_AGE_MS = 10 * 60_000;
const KEYS_COOLDOWN_MS = 5_000;
const FETCH_TIMEOUT_MS = 5_000;
/** Clock skew allowed on exp and nbf. */
const CLOCK_TOLERANCE_S = 5;
/** Tokens remembered once verified (until they expire), so a client sending one token many times is verified once. */
const VERIFIED_MAX = 10_000;

/** The issuer could not be asked for its keys (down, slow, no discovery document): 503, try again. */
class IssuerUnavailableError extends AgentError {
  override name = 'IssuerUnavailableError';
  constructor(message: string) {
    super(message, { status: 503, headers: { 'Retry-After': '5' } });
  }
}

const trimSlash = (u: string) => u.replace(/\/+$/, '');

/**
 * The OAuth 2.1 resource-server side of the registry (`[auth]` in the settings): accepts
 * access tokens (JWTs) signed by a trusted issuer, for this registry's audience, within
 * their lifetime, and maps their claims to scopes and applications (`auth.grants`). Each
 * issuer's keys are found through its discovery document and fetched by `jose`, which
 * caches them and fetches again when a token names a key it does not have (rotation).
 */
export class TokenIssuers {
  private readonly issuers: string[];
  private readonly rows: ClaimGrant[];
  private readonly audiences: string[];
  private readonly keys = new Map<string, Promise<JWTVerifyGetKey>>();
  /** Verified tokens (the token itself is the key: it cannot change) and when each stops being valid, oldest first. */
  private readonly verified = new Map<string, { grant: Grant; untilMs: number }>();

  constructor(
    private readonly auth: Settings['auth'],
    private readonly logger: Logger,
    /** The registry's named tool sets, which grant rows may name (`set:<name>`). */
    private readonly toolSets = new ToolSets(),
  ) {
    this.issuers = auth.issuers;
    this.rows = parseClaimGrants(auth.grants);
    if (this.issuers.length > 0 && auth.resource === '')
      throw new KeySpecError(
        "auth.resource is required when auth.issuers is set: give this registry's public URL as clients reach it, e.g. https://tools.example.com",
      );
    const resource = trimSlash(auth.resource);
    this.audiences = auth.audience !== '' ? [auth.audience] : [resource, `${resource}/mcp`];
  }

  get enabled(): boolean {
    return this.issuers.length > 0;
  }

  /** A JWT (three base64url parts) rather than an API key. */
  static looksLikeJwt(token: string): boolean {
    return /^[\w-]+\.[\w-]+\.[\w-]*$/.test(token);
  }

  /** RFC 9728 protected-resource metadata: where clients get a token for this registry. */
  metadata(): Record<string, unknown> {
    return {
      resource: trimSlash(this.auth.resource),
      authorization_servers: this.issuers,
      scopes_supported: [...new Set(this.rows.map((r) => r.value))],
      bearer_methods_supported: ['header'],
      resource_name: 'agent tool registry',
    };
  }

  /** The `WWW-Authenticate` challenge of a 401 or 403 (RFC 6750, pointing at the metadata as MCP clients expect). */
  challenge(error?: 'invalid_token' | 'insufficient_scope', scope?: string): string {
    const parts = [`resource_metadata="${trimSlash(this.auth.resource)}${RESOURCE_METADATA_PATH}"`];
    if (error) parts.push(`error="${error}"`);
    if (scope) parts.push(`scope="${scope}"`);
    return `Bearer ${parts.join(', ')}`;
  }

  private invalid(message: string): KeyMissingError {
    return new KeyMissingError(message, this.challenge('invalid_token'));
  }

  /** The grant of a token verified before and not yet expired, without waiting; else undefined. */
  remembered(token: string): Grant | undefined {
    const hit = this.verified.get(token);
    if (!hit) return undefined;
    if (hit.untilMs > Date.now()) return hit.grant;
    this.verified.delete(token);
    return undefined;
  }

  private remember(token: string, grant: Grant, exp: unknown): void {
    if (typeof exp !== 'number') return;
    if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, { grant, untilMs: exp * 1000 });
  }

  /** The grant of a valid token; else the 401 (invalid), 403 (no grant row matched) or 503 (issuer unreachable) to answer. */
  async verify(token: string): Promise<Grant> {
    let iss: unknown;
    try {
      iss = decodeJwt(token).iss;
    } catch {
      throw this.invalid('The access token is not a JWT this registry can read');
    }
    const issuer = this.issuers.find((i) => typeof iss === 'string' && trimSlash(i) === trimSlash(iss));
    if (!issuer)
      throw this.invalid(
        `The access token was issued by ${typeof iss === 'string' ? `'${iss}'` : 'no issuer'}, which this registry does not trust; ` +
          `trusted: ${this.issuers.join(', ')}`,
      );
    const keys = await this.keysOf(issuer);
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: typeof iss === 'string' ? iss : issuer,
        audience: this.audiences,
        clockTolerance: CLOCK_TOLERANCE_S,
      }));
    } catch (err) {
      throw this.explain(err, issuer);
    }
    const granted = grantOfClaims(this.rows, payload, this.toolSets);
    const who = String(payload.sub ?? payload.client_id ?? 'token');
    if (!granted)
      throw new KeyForbiddenError(
        `The access token of '${who}' carries none of the claims this registry maps to scopes (auth.grants): ` +
          describeClaimGrants(this.rows),
      );
    const apps = granted.apps.length > 0 ? new Set(granted.apps) : null;
    const grant: Grant = { name: `${who}@${new URL(issuer).host}`, scopes: granted.scopes, apps, sets: granted.sets };
    // for the services configured to pass it on (pass_caller_token); not enumerable, so that no listing or log walks into it
    Object.defineProperty(grant, 'accessToken', { value: token, enumerable: false });
    this.remember(token, grant, payload.exp);
    return grant;
  }

  /** A verification failure in words; never quotes the token. */
  private explain(err: unknown, issuer: string): AgentError {
    if (err instanceof AgentError) return err;
    if (err instanceof errors.JWTExpired) return this.invalid('The access token has expired; get a new one from the issuer');
    if (err instanceof errors.JWTClaimValidationFailed) {
      if (err.claim === 'aud')
        return this.invalid(`The access token is for another audience; this registry accepts: ${this.audiences.join(', ')}`);
      return this.invalid(`The access token's '${err.claim}' claim is not valid: ${err.reason}`);
    }
    if (err instanceof errors.JWKSNoMatchingKey)
      return this.invalid(`The access token is signed with a key that ${issuer} does not publish`);
    if (err instanceof errors.JWSSignatureVerificationFailed)
      return this.invalid(`The access token's signature does not verify against the keys of ${issuer}`);
    if (err instanceof errors.JWKSTimeout || err instanceof errors.JWKSInvalid || (err as Error).name === 'TypeError') {
      this.keys.delete(issuer);
      return new IssuerUnavailableError(`Could not fetch the signing keys of ${issuer}: ${(err as Error).message}`);
    }
    if (err instanceof errors.JOSEError) return this.invalid(`The access token is not valid (${err.code})`);
    this.logger.warn({ err, issuer }, 'unexpected error while verifying an access token');
    return this.invalid('The access token could not be verified');
  }

  /** The issuer's key set, found through its discovery document (OpenID Connect, else RFC 8414); refetched after a failure. */
  private keysOf(issuer: string): Promise<JWTVerifyGetKey> {
    let found = this.keys.get(issuer);
    if (!found) {
      found = discoverJwksUri(issuer).then((uri) =>
        createRemoteJWKSet(new URL(uri), {
          timeoutDuration: FETCH_TIMEOUT_MS,
          cooldownDuration: KEYS_COOLDOWN_MS,
          cacheMaxAge: KEYS_MAX_AGE_MS,
        }),
      );
      found.catch(() => this.keys.delete(issuer));
      this.keys.set(issuer, found);
    }
    return found;
  }
}

async function discoverJwksUri(issuer: string): Promise<string> {
  const base = new URL(issuer);
  const path = base.pathname === '/' ? '' : trimSlash(base.pathname);
  const candidates = [
    `${trimSlash(issuer)}/.well-known/openid-configuration`,
    `${base.origin}/.well-known/oauth-authorization-server${path}`,
  ];
  const problems: string[] = [];
  for (const url of candidates) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/json' } });
      if (!res.ok) {
        problems.push(`${url}: HTTP ${res.status}`);
        continue;
      }
      const doc = (await res.json()) as { jwks_uri?: unknown };
      if (typeof doc.jwks_uri === 'string') return doc.jwks_uri;
      problems.push(`${url}: no jwks_uri`);
    } catch (err) {
      problems.push(`${url}: ${(err as Error).message}`);
    }
  }
  throw new IssuerUnavailableError(`Could not find the signing keys of ${issuer} (${problems.join('; ')})`);
}
