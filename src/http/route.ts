import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import { HttpError } from './errors.js';
import type { AgentError } from '../shared/errors.js';
import { zodIssues } from './validation.js';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ResponseSpec {
  description: string;
  schema?: z.ZodType;
}

/**
 * One route: its contract (used for validation and for /openapi.json) and its handler.
 * The handler gets typed, validated input and returns the body of the first 2xx response
 * (undefined for 204). Anything thrown goes to the error handler.
 */
export interface RouteSpec<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends Record<number, ResponseSpec> = Record<number, ResponseSpec>,
> {
  method: Method;
  /** Express path syntax, e.g. `/accounts/:account_id`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags?: string[];
  params?: P;
  query?: Q;
  body?: B;
  responses: R;
  /** Leave out of /openapi.json (pages, assets). */
  hidden?: boolean;
  /**
   * What a caller must be allowed to do to use this route (the registry's key scopes:
   * `read`, `call`, `admin`): checked by the service's `authorize` hook where the route is
   * matched, so the route and its permission can never be spelled apart.
   */
  scope?: string;
  /** The reply depends only on the URL and never changes while the process runs: serve repeats from memory. */
  immutable?: boolean;
  /**
   * A GET without path parameters whose handler uses only its query (never req or res):
   * usual requests are served before Express (fast-get.ts), the others by the Express route.
   */
  fast?: boolean;
}

export interface HandlerInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  req: Request;
  res: Response;
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

/** The schema of the route's success answer (200, else 201), as declared in `responses`. */
type SuccessSchema<R> = R extends { 200: { schema: infer S } } ? S : R extends { 201: { schema: infer S } } ? S : undefined;

/**
 * What a handler may return: the shape of its declared 2xx schema (so returning a wrong
 * shape fails `tsc`), or undefined when it wrote the response itself or answers 204.
 */
export type Reply<R> = SuccessSchema<R> extends z.ZodType ? z.input<SuccessSchema<R>> : unknown;

export type Handler<P, Q, B, R = Record<number, ResponseSpec>> = (
  input: HandlerInput<Out<P>, Out<Q>, Out<B>>,
) => Reply<R> | undefined | void | Promise<Reply<R> | undefined | void>;

/**
 * Where a NUL character sits in a request value (no engine stores it the same way), or
 * undefined. Walked with a stack of its own, so a value nested any depth (the body limit allows
 * 100,000 levels) is checked in linear time, never overflowing the call stack.
 */
function nulAt(value: unknown, loc: (string | number)[]): (string | number)[] | undefined {
  interface Node {
    value: unknown;
    key?: string | number;
    parent?: Node;
  }
  const stack: Node[] = [{ value }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const v = node.value;
    if (typeof v === 'string') {
      if (!v.includes('\u0000')) continue;
      const path: (string | number)[] = [];
      for (let n: Node | undefined = node; n?.key !== undefined; n = n.parent) path.unshift(n.key);
      return [...loc, ...path];
    }
    if (Array.isArray(v)) for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: node });
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v).reverse()) stack.push({ value: x, key: k, parent: node });
  }
  return undefined;
}

function parsePart(part: string, schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const nul = nulAt(value, [part]);
  if (nul) throw new HttpError(422, [{ loc: nul, msg: 'must not contain a NUL character (\\u0000)', type: 'value_error' }]);
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new HttpError(422, zodIssues(part, result.error));
  return result.data;
}

export function successStatus(spec: RouteSpec): number {
  const codes = Object.keys(spec.responses)
    .map(Number)
    .filter((c) => c >= 200 && c < 300);
  return codes.length > 0 ? Math.min(...codes) : 200;
}

/**
 * A service's permission check: the error to answer when the request may not use a route of
 * `scope` (undefined: the route declared none), else null.
 */
export type Authorize = (req: Request, scope: string | undefined) => AgentError | null;

/** Mounts a route on a router with its permission check, request validation and JSON replies. */
export function mountRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends Record<number, ResponseSpec>>(
  router: Router,
  spec: RouteSpec<P, Q, B, R>,
  handler: Handler<P, Q, B, R>,
  remember?: (url: string, body: Buffer, route: string) => void,
  authorize?: Authorize,
): void {
  const status = successStatus(spec as RouteSpec);
  router[spec.method](spec.path, async (req: Request, res: Response) => {
    const refused = authorize?.(req, spec.scope);
    if (refused) throw refused;
    const params = parsePart('path', spec.params, req.params) as Out<P>;
    const query = parsePart('query', spec.query, req.query) as Out<Q>;
    let body: Out<B> = undefined as Out<B>;
    if (spec.body) {
      if (req.body === undefined)
        throw new HttpError(422, [
          { loc: ['body'], msg: 'Field required (send a JSON body with Content-Type: application/json)', type: 'missing' },
        ]);
      body = parsePart('body', spec.body, req.body) as Out<B>;
    }
    const result = await handler({ params, query, body, req, res });
    if (res.headersSent) return;
    if (result === undefined || status === 204) {
      res.status(status).end();
      return;
    }
    if (spec.immutable && remember && status === 200) {
      const bytes = Buffer.from(JSON.stringify(result));
      remember(req.originalUrl, bytes, spec.path);
      res.status(status).type('application/json; charset=utf-8').send(bytes);
      return;
    }
    res.status(status).json(result);
  });
}
