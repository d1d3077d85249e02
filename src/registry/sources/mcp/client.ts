import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';

/** What the MCP SDK client's answers and failures mean to a source: all tools, whether a call got through, a readable cause. */

/** Every page of tools/list. */
export async function listAll(client: Client, timeout: number): Promise<Tool[]> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page++) {
    const res = await client.listTools(cursor ? { cursor } : undefined, { timeout });
    tools.push(...res.tools);
    cursor = res.nextCursor;
    if (!cursor) break;
  }
  return tools;
}

/** True when the failed request certainly never reached the server's tool. */
export function notDelivered(err: unknown): boolean {
  if (err instanceof StreamableHTTPError) return typeof err.code === 'number' && err.code >= 400 && err.code < 500;
  const e = err as { message?: string; cause?: { code?: string } };
  if (/^Not connected$/.test(e?.message ?? '')) return true;
  if (/Error POSTing to endpoint \(HTTP 4\d\d\)/.test(e?.message ?? '')) return true;
  const code = e?.cause?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EHOSTUNREACH';
}

export function describe(err: unknown): string {
  if (err instanceof StreamableHTTPError && typeof err.code === 'number' && err.code > 0) return `${err.message} (HTTP ${err.code})`;
  if (err instanceof Error) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const base = err.message.replace(/^MCP error -?\d+: /, '');
    if (cause?.code && !base.includes(cause.code)) return `${base} (${cause.code})`;
    return base;
  }
  return String(err);
}
