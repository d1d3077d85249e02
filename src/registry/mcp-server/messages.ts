/** The JSON-RPC messages of a POST body to `/mcp`, as the endpoint reads them before the SDK does (index.ts). */
import type { Response } from 'express';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { argsBoundsIssues } from '../args-bounds.js';
import type { Refused } from './types.js';

/** The `notifications/cancelled` messages of a POST body. */
export function cancellations(body: unknown): JSONRPCMessage[] {
  return (Array.isArray(body) ? body : [body]).filter(
    (m): m is JSONRPCMessage => m !== null && typeof m === 'object' && (m as { method?: unknown }).method === 'notifications/cancelled',
  );
}

export function rpcError(res: Response, status: number, code: number, message: string, id: unknown = null): void {
  res.status(status).json({ jsonrpc: '2.0', error: { code, message }, id });
}

/**
 * Checks the arguments of the tools/call requests in a POST body as they were parsed,
 * before the SDK's schema copies them (and drops a `__proto__` key): what breaks the
 * bounds is recorded by request id for the call handler to refuse. Returns the ids recorded.
 */
export function screenToolCalls(body: unknown, refused: Refused): (string | number)[] {
  const ids: (string | number)[] = [];
  for (const msg of Array.isArray(body) ? body : [body]) {
    const m = msg as { method?: unknown; id?: unknown; params?: { arguments?: unknown } } | null;
    if (m === null || typeof m !== 'object' || m.method !== 'tools/call' || (typeof m.id !== 'string' && typeof m.id !== 'number'))
      continue;
    const issues = argsBoundsIssues(m.params?.arguments ?? {});
    if (issues.length === 0) continue;
    refused.set(m.id, issues);
    ids.push(m.id);
  }
  return ids;
}

/** Whether a POST body has a tools/call asking for progress. */
export function wantsProgress(body: unknown, relays = false): boolean {
  return (Array.isArray(body) ? body : [body]).some((msg) => {
    const m = msg as { method?: unknown; params?: { _meta?: { progressToken?: unknown } } } | null;
    return m !== null && typeof m === 'object' && m.method === 'tools/call' && (relays || m.params?._meta?.progressToken !== undefined);
  });
}

/** A JSON-RPC response of the client. */
export type Answer = JSONRPCMessage & { id: string | number };

/** Whether a POST body is only answers of the client (to requests relayed during a call). */
export function onlyResponses(body: unknown): body is Answer[] | Answer {
  const all = Array.isArray(body) ? body : [body];
  return (
    all.length > 0 &&
    all.every((m) => m !== null && typeof m === 'object' && !('method' in m) && 'id' in m && ('result' in m || 'error' in m))
  );
}
