import { tracing } from '../../shared/tracing.js';
import { STATUS_CODES } from 'node:http';
import type { Dispatcher } from 'undici';
import { describeLimit } from '../../shared/capped-body.js';
import type { Cancel } from '../../shared/cancel.js';
import { JsonText, ToolCallError } from '../types.js';
import type { Lease, PoolFactory } from './pools.js';
import { isJsonText } from './json-check.js';

/** Where a request goes: a URL, or the same parts of one made without parsing (an operation's prepared URL). */
export type CallTarget = Pick<URL, 'origin' | 'host' | 'pathname' | 'search'>;

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
  url: CallTarget;
  method: string;
  headers?: Record<string, string>;
  /** Sent as JSON unless `form` is true (application/x-www-form-urlencoded) or it is already a string. */
  body?: unknown;
  form?: boolean;
  timeoutMs: number;
  cancel?: Cancel;
  /** The success body must be JSON (the operation declares a JSON response). */
  expectJson?: boolean;
  /** Names the call in messages, e.g. `crm GET /accounts` (never secrets); also the operation whose calls share its concurrency limit. */
  what: string;
  /** Largest answer read, in bytes (default: the pools' api_mode.max_response_mb), and where that limit comes from, for the message. */
  maxBytes?: { bytes: number; from: string };
  /** Resolve a 2xx JSON answer as a JsonText (value and text), so that its bytes can be sent on as they are. */
  keepText?: boolean;
  /** With keepText: the JSON answer is only checked (refused alike when it is not JSON), its value parsed when first read. */
  lazyValue?: boolean;
  /** Resolve a 2xx answer as its text, never parsed, with its status and content type (a {@link RawAnswer}). */
  rawText?: boolean;
}

/** A 2xx answer as it came (`rawText`): a document parsed elsewhere (a load worker) sees what parseBody would. */
export interface RawAnswer {
  text: string;
  status: number;
  contentType: string;
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

/** Why a 2xx answer of a JSON content type (or one that must be JSON) is refused. */
export const notJson = (status: number, contentType: string, text: string) =>
  `the upstream answered ${status} with a body that is not valid JSON (content-type ${contentType || 'none'}): ${snippet(text)}`;

export const isJsonType = (ct: string) => /^application\/([a-z0-9.+-]*\+)?json\b/i.test(ct) || /\/json\s*(;|$)/i.test(ct);

/** Whether a body is read as JSON: its content type says so, or it looks like JSON. */
const readAsJson = (text: string, contentType: string) => isJsonType(contentType) || /^[\s]*[[{"]/.test(text);

export function parseBody(text: string, contentType: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: true, value: null };
  if (readAsJson(text, contentType)) {
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

function send(pools: PoolFactory, req: HttpCallRequest): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
  tracing().inject(headers);
  const problem = headerProblem(headers);
  if (problem) return Promise.reject(new ToolCallError(502, `${req.what}: cannot send the request: ${problem}`));
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
  return new Promise((resolve, reject) => new Exchange(pools, req, headers, body, resolve, reject).start());
}

const CONTENT_TYPE = Buffer.from('content-type');
const CONTENT_LENGTH = Buffer.from('content-length');
/** A raw header name (undici hands them over as bytes) is `name` (lower case), whatever its case. */
const isHeader = (raw: Buffer, name: Buffer) =>
  raw.length === name.length && (raw.equals(name) || raw.toString('latin1').toLowerCase() === name.toString('latin1'));

/**
 * One outbound call as an undici dispatch handler: no response stream, no AbortController,
 * no promise per step. The call's time limit is one timer over every step (waiting for a
 * connection slot, the request, the whole answer); the caller's Cancel cancels it; past the
 * size limit the request is aborted (its connection closed).
 */
class Exchange implements Dispatcher.DispatchHandler {
  private readonly origin: string;
  private readonly limit: { bytes: number; from: string };
  private lease?: Lease;
  private abortRequest?: (err: Error) => void;
  /** Stops waiting for a slot of the operation (while every slot is busy). */
  private stopWaiting?: () => void;
  private timer?: NodeJS.Timeout;
  private settled = false;
  private statusCode = 0;
  private contentType = '';
  private readonly chunks: Buffer[] = [];
  private size = 0;

  constructor(
    private readonly pools: PoolFactory,
    private readonly req: HttpCallRequest,
    private readonly headers: Record<string, string>,
    private readonly body: string | undefined,
    private readonly resolve: (value: unknown) => void,
    private readonly reject: (err: unknown) => void,
  ) {
    this.origin = req.url.origin;
    this.limit = req.maxBytes ?? { bytes: pools.maxResponseBytes, from: 'api_mode.max_response_mb' };
  }

  start(): void {
    const { req } = this;
    if (req.cancel?.cancelled) return this.fail(new ToolCallError(499, `${req.what}: the call was cancelled`));
    this.timer = setTimeout(this.onTimeout, req.timeoutMs);
    req.cancel?.on(this.onCancel);
    const lease = this.pools.tryAcquire(this.origin, req.what);
    if (lease) this.dispatch(lease);
    else this.stopWaiting = this.pools.enqueue(this.origin, req.what, (l) => this.dispatch(l));
  }

  private dispatch(lease: Lease): void {
    this.stopWaiting = undefined;
    if (this.settled) return lease.release();
    this.lease = lease;
    const { req } = this;
    lease.dispatcher.dispatch(
      {
        origin: this.origin,
        path: req.url.pathname + req.url.search,
        method: req.method.toUpperCase() as Dispatcher.HttpMethod,
        headers: this.headers,
        body: this.body,
        headersTimeout: req.timeoutMs + 1000,
        bodyTimeout: req.timeoutMs + 1000,
      },
      this,
    );
  }

  private readonly onTimeout = () => {
    const seconds = Math.round((this.req.timeoutMs / 1000) * 100) / 100;
    this.fail(
      new ToolCallError(504, `${this.req.what}: the upstream ${this.origin} did not answer within ${seconds} s (api_mode.request_timeout)`),
    );
  };

  private readonly onCancel = () => this.fail(new ToolCallError(499, `${this.req.what}: the call was cancelled`));

  /** Settles once: stops the timer, gives the connection back (a request still running is aborted, its connection closed). */
  private finish(broken = false): boolean {
    if (this.settled) return false;
    this.settled = true;
    clearTimeout(this.timer);
    this.req.cancel?.off(this.onCancel);
    this.stopWaiting?.();
    this.lease?.release(broken);
    return true;
  }

  private fail(err: unknown, broken = false): void {
    if (!this.finish(broken)) return;
    this.abortRequest?.(err as Error);
    this.reject(err);
  }

  onConnect(abort: (err?: Error) => void): void {
    if (this.settled) abort(new Error('the call is over'));
    else this.abortRequest = abort;
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[], _resume: () => void): boolean {
    if (this.settled || statusCode < 200) return true; // 1xx: informational, the answer follows
    this.statusCode = statusCode;
    let declared: number | undefined;
    for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
      const name = rawHeaders[i]!;
      if (isHeader(name, CONTENT_TYPE)) this.contentType = rawHeaders[i + 1]!.toString('latin1');
      else if (isHeader(name, CONTENT_LENGTH)) declared = Number(rawHeaders[i + 1]!.toString('latin1'));
    }
    if (declared !== undefined && declared > this.limit.bytes) this.tooLarge();
    return true;
  }

  onData(chunk: Buffer): boolean {
    if (this.settled) return true;
    this.size += chunk.length;
    if (this.size > this.limit.bytes) this.tooLarge();
    else this.chunks.push(chunk);
    return true;
  }

  private tooLarge(): void {
    const { req, limit } = this;
    this.fail(
      new ToolCallError(502, `${req.what}: the upstream's answer is larger than the ${describeLimit(limit.bytes)} limit (${limit.from})`),
    );
  }

  onComplete(): void {
    if (!this.finish()) return;
    const { chunks } = this;
    const text = chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks, this.size).toString('utf8');
    try {
      this.resolve(answer(this.req, this.statusCode, this.contentType, text));
    } catch (err) {
      this.reject(err);
    }
  }

  onError(err: Error): void {
    if (this.settled) return;
    const code = causeOf(err).code;
    this.fail(this.callError(err), code !== undefined && REFUSED_CODES.has(code));
  }

  /** What went wrong on the way, as the ToolCallError the caller gets. */
  private callError(err: unknown): ToolCallError {
    const { req, origin } = this;
    const cause = causeOf(err);
    if (cause.code === 'UND_ERR_HEADERS_TIMEOUT' || cause.code === 'UND_ERR_BODY_TIMEOUT' || cause.code === 'UND_ERR_CONNECT_TIMEOUT') {
      const seconds = Math.round((req.timeoutMs / 1000) * 100) / 100;
      return new ToolCallError(504, `${req.what}: the upstream ${origin} did not answer within ${seconds} s (api_mode.request_timeout)`);
    }
    if (req.cancel?.cancelled) return new ToolCallError(499, `${req.what}: the call was cancelled`);
    // the connection's DNS lookup refused an internal address (SSRF guard of onboarded tools)
    if (cause.code === 'ETARGETREFUSED') return new ToolCallError(403, `${req.what}: ${cause.message}`);
    if (cause.code !== undefined && REFUSED_CODES.has(cause.code))
      return new ToolCallError(502, `${req.what}: cannot send the request: ${cause.message}`);
    const why = cause.code ? (CONNECT_CODES[cause.code] ?? `${cause.code}: ${cause.message}`) : cause.message;
    return new ToolCallError(502, `${req.what}: cannot reach the upstream ${origin}: ${why}`);
  }
}

/** The complete answer: its value (a JsonText when asked for and JSON), or the ToolCallError it maps to. */
function answer(req: HttpCallRequest, status: number, contentType: string, text: string): unknown {
  if (req.rawText && status >= 200 && status < 300) return { text, status, contentType } satisfies RawAnswer;
  if (status >= 200 && status < 300) {
    if (req.keepText && req.lazyValue && text !== '') {
      // what parseBody would accept, checked without building the value
      if (readAsJson(text, contentType) && isJsonText(text)) return new JsonText(text);
    } else {
      const parsed = parseBody(text, contentType);
      if (parsed.ok) return req.keepText && text !== '' ? new JsonText(text, parsed.value) : parsed.value;
    }
    if (req.expectJson || isJsonType(contentType)) {
      throw new ToolCallError(502, `${req.what}: ${notJson(status, contentType, text)}`);
    }
    return text;
  }
  const parsed = parseBody(text, contentType);
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
