import { randomUUID } from 'node:crypto';
import { infoLineWriter, type Logger } from '../shared/logger.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The client's X-Request-Id when it is safe to echo (letters, digits, `._-`, at most 64), else a new UUID. */
export function requestId(given: string | string[] | undefined): string {
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The one request log line every server path writes (Express routes and the fast paths alike). */
export function logRequest(
  logger: Logger,
  line: { reqId: string; method: string; url: string; status: number; startedAt: bigint; cached?: boolean },
): void {
  const ms = Number(process.hrtime.bigint() - line.startedAt) / 1e6;
  const fields = {
    reqId: line.reqId,
    method: line.method,
    url: line.url.split('?')[0],
    status: line.status,
    ms: Math.round(ms * 100) / 100,
    ...(line.cached ? { cached: true } : {}),
  };
  // fields that cannot hold a secret (an id of safe characters, a path without its query): no redaction pass
  const fast = infoLineWriter(logger);
  if (fast) fast(JSON.stringify(fields).slice(1, -1), 'request');
  else logger.info(fields, 'request');
}
