import { fetch as undiciFetch, type Dispatcher } from 'undici';
import { sleep } from '../../tools/deadline.js';
import type { KeyRing } from './keys.js';
import type { FetchLike } from './types.js';

/**
 * The `fetch` every model SDK is given (openai, @anthropic-ai/sdk, ollama), so all providers
 * share one behaviour below their client:
 * - requests go through the demo's keep-alive pool (connection_pool_size, ssl_verify);
 * - each request carries the next key of the ring, put where the provider wants it (`auth`);
 * - with api_mode.api_key_rotation and several keys, a key answered 401/403/429 is benched
 *   and the request is sent again at once with the next key;
 * - 429 and 5xx answers are retried up to api_mode.retry_attempts times, after the time the
 *   answer asks for (`retry-after-ms`, `Retry-After` in seconds or as a date) or an
 *   exponential backoff with jitter; an answer asking for longer than `maxWaitMs` is returned
 *   as it is (the caller reports it with its Retry-After);
 * - the caller's signal (api_mode.request_timeout, the chat's deadline) stops everything.
 * The SDKs' own retries are turned off so these are the only ones.
 */
export interface ModelFetchOptions {
  http: Dispatcher;
  keys: KeyRing;
  /** Sets the auth header(s) of one attempt; `key` is undefined when no key is configured. */
  auth(headers: Record<string, string>, key: string | undefined): void;
  /** api_mode.retry_attempts */
  retries: number;
  /** The longest wait a Retry-After may ask for (api_mode.request_timeout). */
  maxWaitMs: number;
  /** Backoff base (ms) when the answer names no wait. */
  baseDelayMs?: number;
}

const RETRY_STATUSES = new Set([429, 500, 502, 503, 504, 529]);
const KEY_STATUSES = new Set([401, 403, 429]);
const AUTH_HEADERS = ['authorization', 'x-api-key', 'api-key'];

/** The wait an answer asks for, in ms, or undefined. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.get('retry-after-ms') !== null && Number.isFinite(ms) && ms >= 0) return ms;
  const raw = headers.get('retry-after');
  if (raw === null || raw.trim() === '') return undefined;
  const s = Number(raw);
  if (Number.isFinite(s)) return Math.max(0, s * 1000);
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function plainHeaders(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init?.headers).forEach((v, k) => {
    if (!AUTH_HEADERS.includes(k)) out[k] = v;
  });
  return out;
}

export function modelFetch(opts: ModelFetchOptions): FetchLike {
  const base = opts.baseDelayMs ?? 500;
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const signal = init?.signal ?? undefined;
    const benched = new Set<string>();
    let retries = 0;
    for (;;) {
      const key = opts.keys.next();
      const headers = plainHeaders(init);
      opts.auth(headers, key);
      const res = (await undiciFetch(url, {
        method: init?.method,
        body: init?.body as string | undefined,
        headers,
        signal,
        dispatcher: opts.http,
      })) as unknown as Response;
      if (KEY_STATUSES.has(res.status) && key !== undefined) {
        opts.keys.bench(key);
        benched.add(key);
        if (opts.keys.rotate && benched.size < opts.keys.size) {
          await res.body?.cancel().catch(() => undefined);
          continue;
        }
      }
      if (!RETRY_STATUSES.has(res.status) || retries >= opts.retries) return res;
      const asked = retryAfterMs(res.headers);
      if (asked !== undefined && asked > opts.maxWaitMs) return res;
      const wait = asked ?? Math.min(8000, base * 2 ** retries) * (0.75 + Math.random() / 2);
      await res.body?.cancel().catch(() => undefined);
      await sleep(wait, signal);
      retries++;
      benched.clear();
    }
  };
}
