import type { ModelEndpoint } from '../../../settings/llm.js';
import { LlmError, LlmUnreachableError } from '../errors.js';

/**
 * Model-call failures in one line each, the same words for every provider (each adapter
 * pulls the status, the provider's message and Retry-After out of its SDK's error and calls
 * these). The provider's message is scrubbed of the configured keys and of anything shaped
 * like a key (`sk-…`), since some providers quote part of a rejected key.
 */
const KEYISH = /\b(?:sk|pk|rk|key|api)[-_][A-Za-z0-9_*.-]{6,}/gi;

export function scrubbed(text: string, secrets: string[]): string {
  let out = text;
  for (const s of secrets) if (s.length >= 4) out = out.split(s).join('[key]');
  return out.replace(KEYISH, '[key]').slice(0, 300);
}

export interface HttpFailure {
  status: number;
  /** The provider's own words (will be scrubbed). */
  message: string;
  /** Seconds the provider asked to wait (429). */
  retryAfter?: number;
}

export function httpFailure(e: ModelEndpoint, f: HttpFailure, secrets: string[], hasKey: boolean): LlmError {
  const where = `the ${e.label} at ${e.base_url}`;
  const said = scrubbed(f.message, secrets);
  if (f.status === 401 || f.status === 403) {
    const fix = hasKey ? `rejected the key from $${e.api_key_env}` : `needs a key: $${e.api_key_env} is not set`;
    return new LlmError(503, `${cap(where)} ${fix} (HTTP ${f.status}: ${said})`);
  }
  if (f.status === 404)
    return new LlmError(503, `${cap(where)} does not have the model '${e.model}' (HTTP 404: ${said}); check llm.model and llm.base_url`);
  if (f.status === 429) {
    const wait = Math.max(1, Math.ceil(f.retryAfter ?? 5));
    return new LlmError(503, `${cap(where)} is rate-limiting requests (HTTP 429: ${said}); retry in ${wait} s`, {
      'Retry-After': String(wait),
    });
  }
  if (f.status === 400 && /tool|function/i.test(said))
    return new LlmError(
      502,
      `${cap(where)} refused the tool definitions for '${e.model}' (HTTP 400: ${said}); the model may not support tool calling`,
    );
  return new LlmError(502, `${cap(where)} answered HTTP ${f.status}: ${said}`);
}

export function unreachable(e: ModelEndpoint, cause: string): LlmUnreachableError {
  return new LlmUnreachableError(`The ${e.label} at ${e.base_url} is not reachable (${cause}); check llm.base_url`);
}

/** The innermost useful words of a network failure (`ECONNREFUSED`, `ENOTFOUND`, a TLS error). */
export function networkCause(err: unknown): string {
  let e = err as { code?: string; message?: string; cause?: unknown } | undefined;
  let text = e?.message ?? String(err);
  for (let i = 0; e && i < 5; i++) {
    if (e.code) return e.code;
    if (e.message && !/^(fetch failed|Connection error\.?)$/i.test(e.message)) text = e.message;
    e = e.cause as typeof e;
  }
  return text;
}

/** What an adapter knows of its SDK: its two error classes and where its error body holds the message. */
export interface SdkErrors {
  connection: abstract new (...args: never[]) => Error;
  api: abstract new (...args: never[]) => Error;
  message(body: unknown): string | undefined;
}

/** An SDK's failure as the one-line error a chat answers with (the same for every SDK-based adapter). */
export function describeSdkError(err: unknown, e: ModelEndpoint, secrets: string[], sdk: SdkErrors): Error {
  if (err instanceof LlmError) return err;
  if (err instanceof sdk.connection) return unreachable(e, networkCause((err as { cause?: unknown }).cause ?? err));
  const api = err as { status?: unknown; error?: unknown; headers?: { get(name: string): string | null }; message: string };
  if (err instanceof sdk.api && typeof api.status === 'number') {
    const retry = Number(api.headers?.get('retry-after'));
    return httpFailure(
      e,
      {
        status: api.status,
        message: sdk.message(api.error) ?? api.message,
        ...(Number.isFinite(retry) && retry > 0 ? { retryAfter: retry } : {}),
      },
      secrets,
      secrets.length > 0,
    );
  }
  const x = err as Error;
  if (x?.name === 'TypeError' && /fetch failed/i.test(x.message)) return unreachable(e, networkCause(x));
  return new LlmError(502, `The ${e.label} at ${e.base_url} sent an answer that could not be read (${x?.message ?? String(err)})`);
}

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
