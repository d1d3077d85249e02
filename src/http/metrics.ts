import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { tracing } from '../shared/tracing.js';
import { SeriesCounter, SeriesHistogram } from './series-metrics.js';

const LABELS = ['method', 'route', 'status'] as const;

/**
 * `GET /metrics` of every service (Prometheus text format, prom-client): requests by
 * method, route template and status with a latency histogram, and the process metrics.
 * Each service has its own prom-client Registry (services may share a process in tests);
 * a service adds its own metrics to `registry`. Routes are templates (`/applications/:app/apis`),
 * never raw paths, so label values stay bounded.
 */
export interface HttpMetrics {
  registry: Registry;
  /** Counts a request once it has been answered. */
  track(req: IncomingMessage, res: ServerResponse): void;
}

const ROUTE = Symbol('agent.route');
const SEEN = Symbol('agent.observed');
const STARTED = Symbol('agent.startedAt');
type Marked = IncomingMessage & { [ROUTE]?: string; [SEEN]?: true; route?: { path?: unknown }; baseUrl?: string };

/** Names the route template of a request answered outside Express (a fast path, a cache). */
export function setRoute(req: IncomingMessage, route: string): void {
  (req as Marked)[ROUTE] = route;
}

/** The route template of an answered request: set by setRoute, else Express's matched route, else `(other)`. */
export function routeOf(req: IncomingMessage): string {
  const r = req as Marked;
  if (r[ROUTE]) return r[ROUTE];
  const path = r.route?.path;
  return typeof path === 'string' ? `${r.baseUrl ?? ''}${path}` : '(other)';
}

export function createHttpMetrics(service: string): HttpMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const requests = new SeriesCounter(
    'http_requests_total',
    'HTTP requests answered, by method, route template and status',
    LABELS,
    registry,
  );
  const duration = new SeriesHistogram(
    'http_request_duration_seconds',
    'Time to answer an HTTP request, by method, route template and status',
    LABELS,
    [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registry,
  );
  // one listener for every response (no closure per request): the response knows its request and when it began
  function finished(this: ServerResponse & { [STARTED]?: number }) {
    const labels = [this.req.method ?? 'GET', routeOf(this.req), String(this.statusCode)];
    requests.child(...labels).inc();
    duration.child(...labels).observe((performance.now() - this[STARTED]!) / 1000);
  }
  return {
    registry,
    track(_req, res) {
      (res as ServerResponse & { [STARTED]?: number })[STARTED] = performance.now();
      res.on('finish', finished);
    },
  };
}

/**
 * Wraps a service's request listener: metrics (when on) and a server span (when tracing is
 * on), once per request however many wrapped listeners it passes through.
 */
export function observed(metrics: HttpMetrics | null, listener: RequestListener): RequestListener {
  return (req, res) => {
    const r = req as Marked;
    if (r[SEEN]) return listener(req, res);
    r[SEEN] = true;
    metrics?.track(req, res);
    const t = tracing();
    if (t.enabled)
      t.serve(
        req,
        res,
        () => routeOf(req),
        () => listener(req, res),
      );
    else listener(req, res);
  };
}
