import type { z } from 'zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  bodyMissing,
  bodyNotJson,
  bodyTooLarge,
  HttpError,
  httpAnswer,
  INTERNAL_ERROR,
  logRequest,
  requestId,
  zodIssues,
  type Logger,
} from '../../http/index.js';
import { LONE_SURROGATE_MSG, loneSurrogateAt } from '../../http/json-text.js';
import type { Catalog } from '../catalog.js';
import { ToolCallError, type CallOutcome } from '../types.js';
import { CallBody } from './schemas.js';
import { argsBoundsIssues } from '../args-bounds.js';
import { cugaException, lenientArgs } from '../compat/cuga.js';
import { toolRefusal, callingKey, grantOf, needScope, type Grant } from '../keys/index.js';
import { approvalHeaders, waitingMessage } from '../approvals/index.js';
import type { CallGuard } from '../call-guard.js';
import { Cancel } from '../../shared/cancel.js';

/** Whose conventions `POST /functions/call` answers in (setting registry.compat). */
export type Compat = 'agent' | 'cuga';

/** The body of `POST /functions/call` once validated (the wire shape of CallBody). */
export type CallInput = z.output<typeof CallBody>;

/** What `POST /functions/call` answers: status, JSON body, headers; `text` is the body's JSON text when it is already at hand. */
export interface CallAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  text?: string;
}

/** A 200 answer of the upstream's JSON text as it came: its value is parsed only when the body is read (the Express route's). */
class TextAnswer implements CallAnswer {
  readonly status = 200;

  constructor(
    private readonly out: CallOutcome,
    readonly headers: Record<string, string>,
    readonly text: string,
  ) {}

  get body(): unknown {
    return this.out.value;
  }
}

/** POST /functions/call, whichever way the request arrived: the status and JSON body to answer. */
export interface RunCallOptions {
  /** Cancelled when the client goes away before its answer. */
  cancel?: Cancel;
  compat?: Compat;
  /** The key of the request (none while no key exists): its applications, and the audit's key name. */
  grant?: Grant;
  /** Asked before the call runs: limits (429) and approvals (202 with the approval). */
  guard?: CallGuard;
}

export async function runCall(catalog: Catalog, logger: Logger, input: CallInput, opts: RunCallOptions = {}): Promise<CallAnswer> {
  const { cancel, compat = 'agent', grant } = opts;
  const tool = catalog.find(input.function_name);
  if (grant) {
    const refused = tool ? toolRefusal(grant, tool) : null;
    if (refused) return httpAnswer(refused)!;
    return callingKey.run(grant, () => runCall(catalog, logger, input, { ...opts, grant: undefined }));
  }
  if (tool && input.app_name && input.app_name !== tool.app) {
    return httpAnswer(
      new HttpError(404, `Tool '${input.function_name}' not found in server '${input.app_name}' (it belongs to '${tool.app}')`),
    )!;
  }
  let args = input.args;
  const headers: Record<string, string> = {};
  if (compat === 'cuga' && tool) {
    const lenient = lenientArgs(tool.tool.inputSchema, args);
    args = lenient.args;
    if (lenient.dropped.length > 0) headers['X-Dropped-Arguments'] = lenient.dropped.map(encodeURIComponent).join(', ');
  }
  try {
    const admitted = tool && opts.guard?.active ? await opts.guard.admit(callingKey.getStore(), tool, args) : { run: true as const };
    if ('refused' in admitted) return httpAnswer(admitted.refused)!;
    if ('waiting' in admitted) {
      const a = admitted.waiting;
      return { status: 202, body: { detail: waitingMessage(a), approval: a }, headers: { ...headers, ...approvalHeaders(a) } };
    }
    const call = { cancel, callerToken: callingKey.getStore()?.accessToken, lazyValue: true };
    const out = await catalog.callFull(input.function_name, args, call);
    // the upstream's JSON text goes out as it came (no re-serialising) when nothing in it had to change
    if (out.text !== undefined) return new TextAnswer(out, headers, out.text);
    return { status: 200, body: out.value === undefined ? null : out.value, headers };
  } catch (err) {
    if (!(err instanceof ToolCallError)) throw err;
    const out = httpAnswer(err)!;
    logger.info({ tool: input.function_name, status: out.status, error: err.message }, 'tool call failed');
    // CUGA answers a tool's failure with HTTP 200 and an exception object; an unknown tool stays 404
    if (compat === 'cuga' && tool) return { status: 200, body: cugaException(err, input.function_name), headers };
    return { ...out, headers: { ...headers, ...out.headers } };
  }
}

const isJson = (ct: string | undefined) => ct !== undefined && /^application\/([a-z0-9.+-]*\+)?json\b/i.test(ct);

/**
 * CallBody for the usual body (a function name, maybe an app name, args within bounds), without
 * the schema library; undefined for anything else, which CallBody.safeParse then answers with
 * its exact issues.
 */
function plainCallInput(raw: unknown): CallInput | undefined {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const { function_name: name, app_name: app, args } = raw as Record<string, unknown>;
  if (typeof name !== 'string' || name.length < 1 || name.length > 200) return undefined;
  if (app !== undefined && (typeof app !== 'string' || app.length > 200)) return undefined;
  if (args === undefined) return app === undefined ? { function_name: name, args: {} } : { app_name: app, function_name: name, args: {} };
  if (args === null || typeof args !== 'object' || Array.isArray(args) || argsBoundsIssues(args, []).length > 0) return undefined;
  const record = args as Record<string, unknown>;
  return app === undefined ? { function_name: name, args: record } : { app_name: app, function_name: name, args: record };
}

/** The body as a CallInput, or the HttpError to answer (the same checks and messages as the Express route's). */
function callInput(text: string): CallInput | HttpError {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    return bodyNotJson((err as Error).message);
  }
  // a lone surrogate can only come from a \u escape (UTF-8 bytes cannot encode one)
  const lone = text.includes('\\u') ? loneSurrogateAt(raw, ['body']) : undefined;
  if (lone) return new HttpError(422, [{ loc: lone, msg: LONE_SURROGATE_MSG, type: 'value_error' }]);
  const plain = plainCallInput(raw);
  if (plain) return plain;
  const parsed = CallBody.safeParse(raw);
  return parsed.success ? parsed.data : new HttpError(422, zodIssues('body', parsed.error));
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** One POST /functions/call on the fast path: reads the body, runs the call, answers (one object per request, no closures). */
class FastCall {
  private readonly id: string;
  private readonly startedAt: bigint;
  private readonly chunks: Buffer[] = [];
  private size = 0;
  private tooLarge = false;
  private readonly cancel = new Cancel();

  constructor(
    private readonly catalog: Catalog,
    private readonly logger: Logger,
    private readonly opts: FastCallOptions,
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
  ) {
    this.startedAt = opts.logRequests ? process.hrtime.bigint() : 0n;
    this.id = requestId(req.headers['x-request-id']);
  }

  start(): void {
    const { req, opts } = this;
    const refused = needScope(req, 'call', 'POST /functions/call');
    if (refused) {
      this.fail(refused);
      req.resume();
      return;
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > opts.bodyLimit) {
      this.fail(bodyTooLarge(opts.bodyLimit));
      req.resume();
      return;
    }
    req.on('data', this.onData);
    req.on('error', ignore);
    req.on('end', this.onEnd);
  }

  private readonly onData = (c: Buffer) => {
    this.size += c.length;
    if (this.size > this.opts.bodyLimit) this.tooLarge = true;
    else if (!this.tooLarge) this.chunks.push(c);
  };

  private readonly onEnd = () => {
    const { req, opts, chunks } = this;
    if (this.tooLarge) return this.fail(bodyTooLarge(opts.bodyLimit));
    if (!isJson(req.headers['content-type']) || this.size === 0) return this.fail(bodyMissing());
    const input = callInput(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8'));
    if (input instanceof HttpError) return this.fail(input);
    this.res.on('close', this.onClose);
    const run = { cancel: this.cancel, compat: opts.compat, grant: grantOf(req), guard: opts.guard };
    runCall(this.catalog, this.logger, input, run).then(this.answer).catch(this.crashed);
  };

  /** The client went away before its answer: the call is cancelled (once answered, a cancel finds nothing left to stop). */
  private readonly onClose = () => {
    if (!this.res.writableFinished) this.cancel.cancel();
  };

  private readonly answer = (out: CallAnswer) => {
    this.send(out.status, out.text ?? JSON.stringify(out.body), out.headers);
  };

  private readonly crashed = (err: unknown) => {
    this.logger.error({ err, reqId: this.id, url: '/functions/call' }, 'unhandled error');
    this.fail(err);
  };

  /** Errors are rendered by the HTTP kit's httpAnswer, exactly as on the Express routes. */
  private fail(err: unknown): void {
    const a = httpAnswer(err) ?? INTERNAL_ERROR;
    this.send(a.status, JSON.stringify(a.body), a.headers);
  }

  private send(status: number, text: string, headers?: Record<string, string>): void {
    const { res } = this;
    if (res.headersSent || res.destroyed) return;
    // a string body goes out with the headers in one write
    const head: Record<string, string | number> = headers ? { ...headers } : {};
    head['Content-Type'] = JSON_TYPE;
    head['Content-Length'] = Buffer.byteLength(text);
    head['X-Request-Id'] = this.id;
    head['X-Content-Type-Options'] = 'nosniff';
    res.writeHead(status, head);
    res.end(text);
    if (this.opts.logRequests)
      logRequest(this.logger, { reqId: this.id, method: 'POST', url: '/functions/call', status, startedAt: this.startedAt });
  }
}

const ignore = () => undefined;

export interface FastCallOptions {
  bodyLimit: number;
  logRequests: boolean;
  compat?: Compat;
  guard?: CallGuard;
}

/**
 * The hot path: POST /functions/call served straight from node:http, before Express routing
 * (same validation, errors, headers and log line as the Express route it shadows, which
 * stays for /openapi.json). Returns false for any other request.
 */
export function fastCallHandler(catalog: Catalog, logger: Logger, opts: FastCallOptions) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'POST') return false;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    if (path !== '/functions/call' && path !== '/functions/call/') return false;
    new FastCall(catalog, logger, opts, req, res).start();
    return true;
  };
}
