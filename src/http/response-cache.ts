import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../shared/logger.js';
import { logRequest, requestId } from './request-meta.js';
import { setRoute } from './metrics.js';

/**
 * Serialized responses of routes whose reply depends only on the URL and never changes
 * while the process runs (the territory API's fixed data set). A hit is written straight
 * to the socket before Express routes the request: same headers, same log line, no
 * re-serialization. Bounded in entries and entry size.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { body: Buffer; route: string }>();
  constructor(
    private readonly maxEntries = 500,
    private readonly maxBytes = 256 * 1024,
  ) {}

  store(url: string, body: Buffer, route: string): void {
    if (body.length > this.maxBytes) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(url, { body, route });
  }

  /** Serves a hit and returns true; false sends the request on to the router. */
  serve(req: IncomingMessage, res: ServerResponse, logger: Logger | null): boolean {
    if (req.method !== 'GET' || req.url === undefined) return false;
    const hit = this.entries.get(req.url);
    if (!hit) return false;
    const body = hit.body;
    setRoute(req, hit.route);
    const startedAt = logger ? process.hrtime.bigint() : 0n;
    const id = requestId(req.headers['x-request-id']);
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': body.length,
      'X-Request-Id': id,
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(body);
    if (logger) logRequest(logger, { reqId: id, method: 'GET', url: req.url, status: 200, startedAt, cached: true });
    return true;
  }
}
