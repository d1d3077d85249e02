import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from './logger.js';

/**
 * Serialized responses of routes whose reply depends only on the URL and never changes
 * while the process runs (the territory API's fixed data set). A hit is written straight
 * to the socket before Express routes the request: same headers, same log line, no
 * re-serialization. Bounded in entries and entry size.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Buffer>();
  constructor(
    private readonly maxEntries = 500,
    private readonly maxBytes = 256 * 1024,
  ) {}

  store(url: string, body: Buffer): void {
    if (body.length > this.maxBytes) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(url, body);
  }

  /** Serves a hit and returns true; false sends the request on to the router. */
  serve(req: IncomingMessage, res: ServerResponse, logger: Logger | null): boolean {
    if (req.method !== 'GET' || req.url === undefined) return false;
    const body = this.entries.get(req.url);
    if (!body) return false;
    const start = logger ? process.hrtime.bigint() : 0n;
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(given) ? given : randomUUID();
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': body.length,
      'X-Request-Id': id,
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(body);
    if (logger) {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      logger.info({ reqId: id, method: 'GET', url: req.url.split('?')[0], status: 200, ms: Math.round(ms * 100) / 100, cached: true }, 'request');
    }
    return true;
  }
}
