import { tracing } from '../../shared/tracing.js';
import { STATUS_CODES } from 'node:http';
import type { Dispatcher } from 'undici';
import { BodyTooLargeError, describeLimit, readCapped } from '../../shared/capped-body.js';
import { ToolCallError } from '../types.js';
import type { Lease, PoolFactory } from './pools.js';

/**
 * The one outbound HTTP call of the registry (OpenAPI operations, onboarded tools' TRM
 * backends, TRM services): pooled keep-alive connection (pools.ts: no head-of-line
 * blocking), per-call time limit, a size limit on the answer, and the honest mapping of
 * what went wrong to a ToolCallError status:
 * unreachable -> 502, too slow -> 504, target refused by the SSRF guard -> 403, upstream 5xx -> 502 (its status in the text),
 * upstream 4xx -> the same status with the upstream body, promised JSON that is not JSON -> 502,
 * an answer larger than api_mode.max_response_mb -> 502 (reading stops there, the connection
 * is closed), headers HTTP cannot carry -> 502 before anything is sent.
 */
export interface HttpCallRequest {
  /** Absolute URL including the query string. */
  url: URL;
  method: string;
  headers?: Record<string, string>;
  /** Sent as JSON unless `form` is true (application/x-www-form-urlencoded) or it is already a string. */
  body?: unknown;
  form?: boolean;
  timeoutMs: number;
  signal?: AbortSignal;
  /** The success body must be JSON (the operation declares a JSON response). */
  expectJson?: boolean;
  /** Names the call in messages, e.g. `crm GET /accounts` (never secrets); also the operation whose calls share its concurrency limit. */
  what: string;
  /** Largest answer read, in bytes (default: the pools' api_mode.max_response_mb), and where that limit comes from, for the message. */
  maxBytes?: { bytes: number; from: string };
}

const MAX_SNIPPET = 300;
const snippet = (text: string) => (text.length > MAX_SNIPPET ? `${text.slice(0, MAX_SNIPPET)}...` : text).replace(/\s+/g, ' ').trim();

const CONNECT_CODES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  ECONNRESET: 'connection reset',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  UND_ERR_SOCKET: 'connection closed by the upstream',
  UND_ERR_CLOSED: 'connection closed',
};

function causeOf(err: unknown): { code?: string; message: string } {
  let e = err as { code?: string; message?: string; cause?: unknown } | undefined;
  for (let i = 0; i < 4 && e; i++) {
    if (
      typeof e.code === 'string' &&
      (CONNECT_CODES[e.code] ||
        e.code.startsWith('UND_ERR') ||
        e.code.startsWith('E') ||
        e.code.startsWith('ERR_TLS') ||
        e.code.includes('CERT'))
    ) {
      return { code: e.code, message: e.message ?? e.code };
    }
    e = e.cause as typeof e;
  }
  return { message: (err as Error)?.message ?? String(err) };
}

/** Header names the HTTP client manages itself (undici refuses most of them, or their values, in a request). */
const REFUSED_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'expect', 'content-length']);
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** What a header value may hold: tab and printable ISO-8859-1. */
const HEADER_VALUE_FORBIDDEN = /[^\t\x20-\x7e\x80-\xff]/;

/** Why these headers cannot be sent (never quoting a value: it may be a credential), or undefined. */
function headerProblem(headers: Record<string, string>): string | undefined {
  for (const [name, value] of Object.entries(headers)) {
    if (!TOKEN.test(name)) return `${JSON.stringify(name)} is not a valid HTTP header name`;
    if (REFUSED_HEADERS.has(name.toLowerCase())) return `the header '${name}' is set by the HTTP client itself`;
    if (HEADER_VALUE_FORBIDDEN.test(value))
      return `the value of header '${name}' has a character HTTP headers cannot carry (CR, LF, NUL or outside Latin-1)`;
  }
  return undefined;
}

/** Undici's codes for a request it refused before sending it. */
const REFUSED_CODES = new Set(['UND_ERR_INVALID_ARG', 'UND_ERR_NOT_SUPPORTED']);

/** `work`, or the signal's abort, whichever comes first (undici settles a request waiting for a connection only once it has one). */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const isJsonType = (ct: string) => /^application\/([a-z0-9.+-]*\+)?json\b/i.test(ct) || /\/json\s*(;|$)/i.test(ct);

function parseBody(text: string, contentType: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: true, value: null };
  if (isJsonType(contentType) || /^[\s]*[[{"]/.test(text)) {
    try {
      return { ok: true, value: JSON.parse(text) };
    } catch {
      return { ok: false };
    }
  }
  return { ok: false };
}

export function httpCall(pools: PoolFactory, req: HttpCallRequest): Promise<unknown> {
  const t = tracing();
  if (!t.enabled) return send(pools, req);
  // one client span per upstream call; its trace context goes upstream as `traceparent`
  const attrs = { 'http.request.method': req.method.toUpperCase(), 'server.address': req.url.host, 'url.path': req.url.pathname };
  return t.span(`${req.method.toUpperCase()} ${req.url.host}`, 'client', attrs, () => send(pools, req));
}

async function send(pools: PoolFactory, req: HttpCallRequest): Promise<unknown> {
  const origin = req.url.origin;
  const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
  tracing().inject(headers);
  const problem = headerProblem(headers);
  if (problem) throw new ToolCallError(502, `${req.what}: cannot send the request: ${problem}`);
  const limit = req.maxBytes ?? { bytes: pools.maxResponseBytes, from: 'api_mode.max_response_mb' };
  let body: string | undefined;
  if (req.body !== undefined) {
    if (req.form) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(req.body as Record<string, unknown>)) {
        for (const item of Array.isArray(v) ? v : [v]) params.append(k, typeof item === 'object' ? JSON.stringify(item) : String(item));
      }
      body = params.toString();
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
    } else {
      body = JSON.stringify(req.body);
      headers['content-type'] ??= 'application/json';
    }
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, req.timeoutMs);
  const onAbort = () => controller.abort();
  req.signal?.addEventListener('abort', onAbort, { once: true });
  let res: Dispatcher.ResponseData | undefined;
  let text: string;
  let lease: Lease | undefined;
  try {
    lease = await pools.acquire(origin, req.what, controller.signal);
    res = await abortable(
      lease.dispatcher.request({
        origin,
        path: req.url.pathname + req.url.search,
        method: req.method.toUpperCase() as Dispatcher.HttpMethod,
        headers,
        body,
        signal: controller.signal,
        headersTimeout: req.timeoutMs + 1000,
        bodyTimeout: req.timeoutMs + 1000,
      }),
      controller.signal,
    );
    text = await readCapped(res.body, limit.bytes, res.headers['content-length']);
  } catch (err) {
    res?.body.destroy();
    const seconds = Math.round((req.timeoutMs / 1000) * 100) / 100;
    const cause = causeOf(err);
    lease?.release(cause.code !== undefined && REFUSED_CODES.has(cause.code));
    if (err instanceof BodyTooLargeError) {
      throw new ToolCallError(
        502,
        `${req.what}: the upstream's answer is larger than the ${describeLimit(err.limitBytes)} limit (${limit.from})`,
      );
    }
    if (
      timedOut ||
      cause.code === 'UND_ERR_HEADERS_TIMEOUT' ||
      cause.code === 'UND_ERR_BODY_TIMEOUT' ||
      cause.code === 'UND_ERR_CONNECT_TIMEOUT'
    ) {
      throw new ToolCallError(504, `${req.what}: the upstream ${origin} did not answer within ${seconds} s (api_mode.request_timeout)`);
    }
    if (req.signal?.aborted) throw new ToolCallError(499, `${req.what}: the call was cancelled`);
    // the connection's DNS lookup refused an internal address (SSRF guard of onboarded tools)
    if (cause.code === 'ETARGETREFUSED') throw new ToolCallError(403, `${req.what}: ${cause.message}`);
    if (cause.code !== undefined && REFUSED_CODES.has(cause.code))
      throw new ToolCallError(502, `${req.what}: cannot send the request: ${cause.message}`);
    const why = cause.code ? (CONNECT_CODES[cause.code] ?? `${cause.code}: ${cause.message}`) : cause.message;
    throw new ToolCallError(502, `${req.what}: cannot reach the upstream ${origin}: ${why}`);
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', onAbort);
  }
  lease.release();
  const contentType = String(res.headers['content-type'] ?? '');
  const parsed = parseBody(text, contentType);
  const status = res.statusCode;
  if (status >= 200 && status < 300) {
    if (parsed.ok) return parsed.value;
    if (req.expectJson || isJsonType(contentType)) {
      throw new ToolCallError(
        502,
        `${req.what}: the upstream answered ${status} with a body that is not valid JSON ` +
          `(content-type ${contentType || 'none'}): ${snippet(text)}`,
      );
    }
    return text;
  }
  if (status >= 400 && status < 500) {
    throw new ToolCallError(
      status,
      `${req.what}: the upstream answered ${status} ${STATUS_CODES[status] ?? ''}`.trim(),
      parsed.ok ? parsed.value : text,
    );
  }
  const reason = `${status} ${STATUS_CODES[status] ?? ''}`.trim();
  throw new ToolCallError(502, `${req.what}: the upstream answered ${reason}${text ? `: ${snippet(text)}` : ''}`);
}
