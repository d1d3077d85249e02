import type { RequestListener } from 'node:http';
import express, { type Express, type NextFunction, type Request, type Response, type Router } from 'express';
import type { z } from 'zod';
import { HttpError, httpAnswer, INTERNAL_ERROR } from './errors.js';
import type { Logger } from '../shared/logger.js';
import { mountDocs } from './docs.js';
import { buildOpenApi, type OpenApiInfo, type PlainPath } from './openapi.js';
import { mountRoute, type Authorize, type Handler, type ResponseSpec, type RouteSpec } from './route.js';
import { ResponseCache } from './response-cache.js';
import { FastGets } from './fast-get.js';
import { logRequest, requestId } from './request-meta.js';
import { LONE_SURROGATE_MSG, loneSurrogateAt } from './json-text.js';
import { issue } from '../shared/errors.js';
import { createHttpMetrics, observed, type HttpMetrics } from './metrics.js';

/** JSON bodies must be well-formed Unicode: a lone surrogate would be stored as U+FFFD. */
function wellFormedBody(req: Request, _res: Response, next: NextFunction): void {
  const at = req.body === undefined ? undefined : loneSurrogateAt(req.body, ['body']);
  next(at ? new HttpError(422, [issue(at, LONE_SURROGATE_MSG, 'value_error')]) : undefined);
}

export interface ServiceOptions {
  name: string;
  info: OpenApiInfo;
  logger: Logger;
  /** Largest JSON body accepted (express/bytes syntax), default 1mb. */
  bodyLimit?: string;
  /** Log one line per request. */
  logRequests?: boolean;
  /** Path answering `{status: "healthy", timestamp}`; default /health. Set null to leave it to the service. */
  healthPath?: string | null;
  /** `GET /metrics` and request metrics (setting observability.metrics); default true. */
  metrics?: boolean;
  /** What the health path also reports (the database); `healthy: false` answers 503, for balancers. */
  health?: () => Promise<{ healthy: boolean; details: Record<string, unknown> }>;
  /** Checks every typed route's `scope` where the route is matched (the registry's API keys); absent: every route is open. */
  authorize?: Authorize;
  /** `GET /` sends a browser to the API's documentation (`/docs`): for services with no page of their own. */
  rootToDocs?: boolean;
}

/** A service being assembled: typed routes, raw Express access for pages, and its OpenAPI document. */
export interface Service {
  app: Express;
  logger: Logger;
  route<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends Record<number, ResponseSpec>>(
    spec: RouteSpec<P, Q, B, R>,
    handler: Handler<P, Q, B, R>,
  ): void;
  /** Call after every route is registered: adds the 404 and error handlers; returns the request listener. */
  finish(): RequestListener;
  openapi(): Record<string, unknown>;
  /** The service's metrics (its own prom-client Registry), null when metrics are off. */
  metrics: HttpMetrics | null;
  /** Lists endpoints served outside the typed routes (a page, MCP, health, metrics) in /openapi.json and /docs. */
  document(...paths: PlainPath[]): void;
  /** Wraps a listener that bypasses `finish()`'s (a fast path) in the same metrics and server span. */
  observe(listener: RequestListener): RequestListener;
}

function requestIds(req: Request, res: Response, next: NextFunction): void {
  const id = requestId(req.get('x-request-id'));
  (req as Request & { id: string }).id = id;
  res.setHeader('X-Request-Id', id);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
}

function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const startedAt = process.hrtime.bigint();
    res.on('finish', () => {
      logRequest(logger, {
        reqId: (req as Request & { id: string }).id,
        method: req.method,
        url: req.originalUrl,
        status: res.statusCode,
        startedAt,
      });
    });
    next();
  };
}

/** Turns anything thrown by a route into `{"detail": ...}` with the right status (httpAnswer); never leaks internals. */
export function errorHandler(logger: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction): void => {
    if (res.headersSent) {
      res.end();
      return;
    }
    let answer = httpAnswer(err);
    if (answer === null) {
      logger.error({ err, reqId: (req as Request & { id?: string }).id, url: req.originalUrl.split('?')[0] }, 'unhandled error');
      answer = INTERNAL_ERROR;
    }
    for (const [k, v] of Object.entries(answer.headers)) res.setHeader(k, v);
    res.status(answer.status).json(answer.body);
  };
}

/** Builds an Express 5 app the way every service of ours is built. */
export function createService(opts: ServiceOptions): Service {
  const app = express();
  // one spelling per route: the key gate and the fast paths compare paths exactly (canonical-url.ts)
  app.set('case sensitive routing', true);
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'extended');
  app.use(requestIds);
  if (opts.logRequests !== false) app.use(requestLog(opts.logger));
  app.use(express.json({ limit: opts.bodyLimit ?? '1mb', strict: false }));
  app.use(wellFormedBody);

  const routes: RouteSpec[] = [];
  const router: Router = express.Router({ caseSensitive: true });
  const healthPath = opts.healthPath === undefined ? '/health' : opts.healthPath;
  if (healthPath) {
    const check = opts.health;
    app.get(healthPath, async (_req, res) => {
      if (!check) return void res.json({ status: 'healthy', timestamp: new Date().toISOString() });
      const { healthy, details } = await check();
      res.status(healthy ? 200 : 503).json({ status: healthy ? 'healthy' : 'unhealthy', timestamp: new Date().toISOString(), ...details });
    });
  }
  let doc: Record<string, unknown> | undefined;
  const plain: PlainPath[] = [];
  const openapi = () => (doc ??= buildOpenApi(opts.info, routes, plain));
  const cache = new ResponseCache();
  const fastGets = new FastGets(opts.logRequests !== false ? opts.logger : null);
  const remember = (url: string, body: Buffer, route: string) => cache.store(url, body, route);
  const metrics = opts.metrics === false ? null : createHttpMetrics(opts.name);
  if (metrics) {
    app.get('/metrics', async (_req, res, next) => {
      try {
        const text = await metrics.registry.metrics();
        res.status(200).type(metrics.registry.contentType).send(text);
      } catch (err) {
        next(err);
      }
    });
  }
  mountDocs(app, opts.info.title, openapi);
  if (opts.rootToDocs) app.get('/', (_req, res) => res.redirect(302, '/docs'));

  return {
    app,
    logger: opts.logger,
    openapi,
    metrics,
    observe: (listener) => observed(metrics, listener),
    document: (...paths) => void plain.push(...paths),
    route(spec, handler) {
      routes.push(spec as unknown as RouteSpec);
      mountRoute(router, spec, handler, remember, opts.authorize);
      // a fast GET is served before the permission check could run: only for services without one
      if (spec.fast && !opts.authorize && spec.method === 'get' && !spec.params && !spec.body && !spec.path.includes(':')) {
        const run = handler as unknown as (input: { params: undefined; query: unknown; body: undefined }) => unknown;
        fastGets.add({
          path: spec.path,
          query: spec.query,
          handler: ({ query }) => run({ params: undefined, query, body: undefined }),
          remember: spec.immutable ? (url, body) => remember(url, body, spec.path) : undefined,
        });
      }
    },
    finish() {
      app.use(router);
      app.use((req: Request, res: Response) => {
        res.status(404).json({ detail: 'Not Found' });
      });
      app.use(errorHandler(opts.logger));
      const log = opts.logRequests !== false ? opts.logger : null;
      return observed(metrics, (req, res) => {
        if (!cache.serve(req, res, log) && !fastGets.serve(req, res, opts.logger)) app(req, res);
      });
    },
  };
}
