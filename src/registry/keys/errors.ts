import { AgentError } from '../../shared/errors.js';

/**
 * No key, or one the registry does not know (revoked, mistyped, an expired token): 401 with
 * `WWW-Authenticate: Bearer` (pointing at the protected-resource metadata when issuers are set).
 */
export class KeyMissingError extends AgentError {
  override name = 'KeyMissingError';
  constructor(message: string, challenge = 'Bearer realm="agent registry"') {
    super(message, { status: 401, headers: { 'WWW-Authenticate': challenge } });
  }
}

/** A valid key without the scope or the application the request needs: 403 naming what is missing. */
export class KeyForbiddenError extends AgentError {
  override name = 'KeyForbiddenError';
  constructor(message: string, challenge?: string) {
    super(message, { status: 403, headers: challenge ? { 'WWW-Authenticate': challenge } : {} });
  }
}

/** A key over its rate (`--rate`): 429 with `Retry-After` in seconds. */
export class RateLimitedError extends AgentError {
  override name = 'RateLimitedError';
  constructor(message: string, retryAfterSeconds: number) {
    super(message, { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } });
  }
}

/** `agent keys create|revoke` given something it cannot use (a bad scope, rate or name; a name taken or unknown). */
export class KeySpecError extends AgentError {
  override name = 'KeySpecError';
  constructor(message: string) {
    super(message, { status: 422 });
  }
}

/** The registry asked to listen on a network address while no key exists (and without --insecure). */
export class OpenBindError extends AgentError {
  override name = 'OpenBindError';
}
