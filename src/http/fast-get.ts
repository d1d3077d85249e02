import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { Logger } from '../shared/logger.js';
import { httpAnswer, INTERNAL_ERROR } from './errors.js';
import { setRoute } from './metrics.js';
import { logRequest, requestId } from './request-meta.js';

/**
 * GET routes served straight from node:http, before Express (a route's `fast: true`): the
 * lists of the CRM. A request takes this path only when it is the usual one: the route's
 * exact path, a query whose keys each appear once, without brackets (which the extended
 * query parser would nest) and with well-formed percent escapes, and a query the route's
 * schema accepts. Then it gets what the Express route would answer (same handler, same
 * headers, same log line, same metrics route, same error answers); anything else goes on
 * to Express, which answers it as before, errors included.
 */
export type FastGetHandler = (input: { query: unknown }) => unknown;

interface FastGetRoute {
  path: string;
  query?: z.ZodType;
  handler: FastGetHandler;
  /** Keeps the bytes of an immutable route's answer (the response cache). */
  remember?: (url: string, body: Buffer) => void;
}

/** The query as Express's extended parser would give it for a simple query string; undefined when it is not simple. */
function simpleQuery(search: string): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  if (search === '') return out;
  // (brackets nest in the extended parser; a NUL is refused by the route's checks)
  if (search.includes('[') || search.includes(']') || search.includes('%00')) return undefined;
  if (search.includes('%')) {
    try {
      decodeURIComponent(search);
    } catch {
      return undefined;
    }
  }
  for (const [k, v] of new URLSearchParams(search)) {
    if (k === '' || Object.prototype.hasOwnProperty.call(out, k) || k === '__proto__') return undefined;
    out[k] = v;
  }
  return out;
}

export class FastGets {
  private readonly routes = new Map<string, FastGetRoute>();

  constructor(private readonly logger: Logger | null) {}

  add(route: FastGetRoute): void {
    this.routes.set(route.path, route);
  }

  /** Serves the request and returns true, or returns false (nothing written) for Express to answer. */
  serve(req: IncomingMessage, res: ServerResponse, errorLogger: Logger): boolean {
    if (req.method !== 'GET' || this.routes.size === 0) return false;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const route = this.routes.get(q === -1 ? url : url.slice(0, q));
    if (!route) return false;
    const raw = simpleQuery(q === -1 ? '' : url.slice(q + 1));
    if (!raw) return false;
    let query: unknown;
    if (route.query) {
      const parsed = route.query.safeParse(raw);
      if (!parsed.success) return false;
      query = parsed.data;
    }
    setRoute(req, route.path);
    const startedAt = this.logger ? process.hrtime.bigint() : 0n;
    const id = requestId(req.headers['x-request-id']);
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      if (res.headersSent || res.destroyed) return;
      res.writeHead(
        status,
        body === ''
          ? { 'X-Request-Id': id, 'X-Content-Type-Options': 'nosniff', ...headers, 'Content-Length': 0 }
          : {
              'X-Request-Id': id,
              'X-Content-Type-Options': 'nosniff',
              ...headers,
              'Content-Type': 'application/json; charset=utf-8',
              'Content-Length': Buffer.byteLength(body),
            },
      );
      res.end(body);
      if (this.logger) logRequest(this.logger, { reqId: id, method: 'GET', url, status, startedAt });
    };
    const fail = (err: unknown) => {
      let answer = httpAnswer(err);
      if (answer === null) {
        errorLogger.error({ err, reqId: id, url: url.split('?')[0] }, 'unhandled error');
        answer = INTERNAL_ERROR;
      }
      send(answer.status, JSON.stringify(answer.body), answer.headers);
    };
    try {
      const result = route.handler({ query });
      if (result instanceof Promise) result.then((value) => this.answer(route, url, value, send), fail);
      else this.answer(route, url, result, send);
    } catch (err) {
      fail(err);
    }
    return true;
  }

  private answer(route: FastGetRoute, url: string, value: unknown, send: (status: number, body: string) => void): void {
    if (value === undefined) return send(200, '');
    const body = JSON.stringify(value);
    route.remember?.(url, Buffer.from(body));
    send(200, body);
  }
}
