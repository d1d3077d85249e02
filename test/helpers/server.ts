import type { RequestListener } from 'node:http';
import { createLogger, listen, type Running } from '../../src/http/index.js';

/** A silent logger for in-process servers in tests. */
export const quietLogger = createLogger('test', 'silent');

/** Serves a handler on 127.0.0.1 on an ephemeral port. */
export function serveOnFreePort(handler: RequestListener): Promise<Running> {
  return listen(handler, { host: '127.0.0.1', port: 0, logger: quietLogger });
}

/** fetch + JSON body, for assertions. */
export async function getJson(url: string, init?: RequestInit): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, headers: res.headers };
}

export function postJson(url: string, body: unknown, method = 'POST') {
  return getJson(url, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}
