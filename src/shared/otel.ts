import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Attributes } from '@opentelemetry/api';
import { setTracing, type SpanAttributes, type Tracing } from './tracing.js';

/**
 * OpenTelemetry through its Node SDK, for one service process: spans exported over
 * OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (the SDK reads the standard OTEL_* variables:
 * OTEL_EXPORTER_OTLP_HEADERS, OTEL_SERVICE_NAME, OTEL_BSP_SCHEDULE_DELAY, ...), W3C
 * trace context propagation. Imported only when that variable is set (src/cli/commands/lifecycle.ts).
 * Returns the shutdown that flushes the spans still buffered.
 */
export async function startTracing(serviceName: string): Promise<() => Promise<void>> {
  const api = await import('@opentelemetry/api');
  const { NodeSDK } = await import('@opentelemetry/sdk-node');
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
  process.env.OTEL_SERVICE_NAME ??= serviceName;
  const sdk = new NodeSDK({ traceExporter: new OTLPTraceExporter(), instrumentations: [] });
  sdk.start();
  const tracer = api.trace.getTracer('agent');
  const { SpanKind, SpanStatusCode, context, propagation, trace } = api;
  const clean = (attrs: SpanAttributes) => Object.fromEntries(Object.entries(attrs).filter(([, v]) => v !== undefined)) as Attributes;

  const impl: Tracing = {
    enabled: true,
    span(name, kind, attrs, fn) {
      return tracer.startActiveSpan(
        name,
        { kind: kind === 'client' ? SpanKind.CLIENT : SpanKind.INTERNAL, attributes: clean(attrs) },
        async (span) => {
          try {
            return await fn({
              setAttributes: (a) => span.setAttributes(clean(a)),
              fail: (message) => span.setStatus({ code: SpanStatusCode.ERROR, message }),
            });
          } catch (err) {
            span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.message ?? String(err) });
            throw err;
          } finally {
            span.end();
          }
        },
      );
    },
    inject(headers) {
      propagation.inject(context.active(), headers);
    },
    serve(req: IncomingMessage, res: ServerResponse, route, next) {
      const parent = propagation.extract(context.active(), req.headers);
      const span = tracer.startSpan(
        req.method ?? 'GET',
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method ?? 'GET', 'url.path': (req.url ?? '').split('?')[0] } },
        parent,
      );
      const ctx = trace.setSpan(parent, span);
      res.once('close', () => {
        const r = route();
        span.updateName(`${req.method} ${r}`);
        span.setAttributes({ 'http.route': r, 'http.response.status_code': res.statusCode });
        if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      });
      context.bind(ctx, req);
      context.bind(ctx, res);
      context.with(ctx, next);
    },
  };
  setTracing(impl);
  return async () => {
    setTracing(null);
    await sdk.shutdown();
  };
}
