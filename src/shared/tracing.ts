import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The traces seam: every layer records spans through `tracing()`, which is a no-op until
 * `startTracing` (src/shared/otel.ts, imported only when OTEL_EXPORTER_OTLP_ENDPOINT is set)
 * installs the OpenTelemetry implementation. So with tracing off no OpenTelemetry code is
 * even loaded, and planners, sources and stores record spans without importing the HTTP kit.
 */

export type SpanKind = 'internal' | 'client';
export type SpanAttributes = Record<string, string | number | boolean | undefined>;

export interface SpanHandle {
  setAttributes(attrs: SpanAttributes): void;
  /** Marks the span failed (an error status) with this message. */
  fail(message: string): void;
}

export interface Tracing {
  readonly enabled: boolean;
  /** Runs `fn` in a new span, a child of the active one; the span ends when `fn` settles (a rejection marks it failed). */
  span<T>(name: string, kind: SpanKind, attrs: SpanAttributes, fn: (span: SpanHandle) => Promise<T>): Promise<T>;
  /** Adds the W3C `traceparent` (and `tracestate`) of the active span to outgoing request headers. */
  inject(headers: Record<string, string>): void;
  /**
   * A server span for one incoming request (its parent from the request's `traceparent`),
   * active while `next` runs and in the request's and response's event handlers; ended when
   * the response finishes, named by `route()` then.
   */
  serve(req: IncomingMessage, res: ServerResponse, route: () => string, next: () => void): void;
}

const NO_SPAN: SpanHandle = { setAttributes: () => undefined, fail: () => undefined };

const OFF: Tracing = {
  enabled: false,
  span: (_name, _kind, _attrs, fn) => fn(NO_SPAN),
  inject: () => undefined,
  serve: (_req, _res, _route, next) => next(),
};

let current: Tracing = OFF;

export function tracing(): Tracing {
  return current;
}

/** Installs an implementation (src/shared/otel.ts); `null` turns tracing off again. */
export function setTracing(impl: Tracing | null): void {
  current = impl ?? OFF;
}
