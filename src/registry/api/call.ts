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
import { ToolCallError } from '../types.js';
import { CallBody } from './schemas.js';
import { cugaException, lenientArgs } from '../compat/cuga.js';
import { appRefusal, callingKey, grantOf, type Grant } from '../keys/index.js';

/** Whose conventions `POST /functions/call` answers in (setting registry.compat). */
export type Compat = 'agent' | 'cuga';

/** The body of `POST /functions/call` once validated (the wire shape of CallBody). */
export type CallInput = z.output<typeof CallBody>;

/** POST /functions/call, whichever way the request arrived: the status and JSON body to answer. */
export async function runCall(
  catalog: Catalog,
  logger: Logger,
  input: CallInput,
  signal?: AbortSignal,
  compat: Compat = 'agent',
  /** The key of the request (none while no key exists): its applications, and the audit's key name. */
  grant?: Grant,
): Promise<{ status: number; body: unknown; headers?: Record<string, string> }> {
  const tool = catalog.find(input.function_name);
  if (grant) {
    const refused = tool ? appRefusal(grant, tool.app) : null;
    if (refused) return httpAnswer(refused)!;
    return callingKey.run(grant, () => runCall(catalog, logger, input, signal, compat));
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
    const result = await catalog.call(input.function_name, args, { signal });
    return { status: 200, body: result === undefined ? null : result, headers };
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
 * The hot path: POST /functions/call served straight from node:http, before Express routing
 * (same validation, errors, headers and log line as the Express route it shadows, which
 * stays for /openapi.json). Returns false for any other request.
 */
export function fastCallHandler(catalog: Catalog, logger: Logger, opts: { bodyLimit: number; logRequests: boolean; compat?: Compat }) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'POST') return false;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    if ((q === -1 ? url : url.slice(0, q)) !== '/functions/call') return false;
    const startedAt = opts.logRequests ? process.hrtime.bigint() : 0n;
    const id = requestId(req.headers['x-request-id']);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      if (res.headersSent || res.destroyed) return;
      // a string body goes out with the headers in one write
      const text = JSON.stringify(body);
      res.writeHead(status, {
        ...headers,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(text),
        'X-Request-Id': id,
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(text);
      if (opts.logRequests) logRequest(logger, { reqId: id, method: 'POST', url: '/functions/call', status, startedAt });
    };
    /** Errors are rendered by the HTTP kit's httpAnswer, exactly as on the Express routes. */
    const fail = (err: unknown) => {
      const a = httpAnswer(err) ?? INTERNAL_ERROR;
      send(a.status, a.body, a.headers);
    };
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > opts.bodyLimit) {
      fail(bodyTooLarge(opts.bodyLimit));
      req.resume();
      return true;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > opts.bodyLimit) tooLarge = true;
      else if (!tooLarge) chunks.push(c);
    });
    req.on('error', () => undefined);
    req.on('end', () => {
      if (tooLarge) return fail(bodyTooLarge(opts.bodyLimit));
      if (!isJson(req.headers['content-type']) || size === 0) return fail(bodyMissing());
      let raw: unknown;
      try {
        raw = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch (err) {
        return fail(bodyNotJson((err as Error).message));
      }
      const lone = loneSurrogateAt(raw, ['body']);
      if (lone) return fail(new HttpError(422, [{ loc: lone, msg: LONE_SURROGATE_MSG, type: 'value_error' }]));
      const parsed = CallBody.safeParse(raw);
      if (!parsed.success) return fail(new HttpError(422, zodIssues('body', parsed.error)));
      const controller = new AbortController();
      const onClose = () => {
        if (!res.writableFinished) controller.abort();
      };
      res.once('close', onClose);
      runCall(catalog, logger, parsed.data, controller.signal, opts.compat, grantOf(req))
        .then((out) => send(out.status, out.body, out.headers))
        .catch((err) => {
          logger.error({ err, reqId: id, url: '/functions/call' }, 'unhandled error');
          fail(err);
        })
        .finally(() => res.off('close', onClose));
    });
    return true;
  };
}
