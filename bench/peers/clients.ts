import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { Agent, request } from 'undici';
import type { Proc } from './procs.js';

/**
 * The clients of the peers bench: the official SDK client (streamable HTTP or SSE, as the
 * target serves) and a raw JSON-RPC client over undici, both checking every answer, so a
 * gateway that answers wrongly counts as failing, not as fast.
 */
export type Wire = 'streamable-http' | 'sse';

/** One tool call of the workload: its arguments, and the check of the text it must answer. */
export interface Workload {
  args(i: number): Record<string, unknown>;
  /** Throws when `text` is not the answer to call `i`. */
  verify(i: number, text: string | undefined): void;
}

/** A call of the workload through one path; throws on a failure or a wrong answer. */
export type Call = (i: number) => Promise<void>;

export interface Tally {
  ok: number;
  failed: number;
  firstError?: string;
}

export const CALL_TIMEOUT_MS = 10_000;
let nextCall = 0;
/** A number no other call of this run has used (each call's arguments differ, so a crossed answer is caught). */
export const callNumber = () => nextCall++;

export async function connectSdk(url: string, wire: Wire): Promise<Client> {
  const client = new Client({ name: 'agent-bench-peers', version: '1.0.0' });
  await client.connect(wire === 'sse' ? new SSEClientTransport(new URL(url)) : new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

/** Ends the client's session (DELETE where the transport has one, so a per-session upstream goes) and closes it. */
export async function closeSdk(client: Client): Promise<void> {
  const transport = client.transport;
  if (transport instanceof StreamableHTTPClientTransport) await transport.terminateSession().catch(() => undefined);
  await client.close().catch(() => undefined);
}

export function sdkCall(client: Client, tool: string, work: Workload): Call {
  return async (i) => {
    const r = await client.callTool({ name: tool, arguments: work.args(i) }, undefined, { timeout: CALL_TIMEOUT_MS });
    const content = r.content as { type: string; text?: string }[] | undefined;
    if (r.isError) throw new Error(`tool error: ${content?.[0]?.text?.slice(0, 200)}`);
    work.verify(i, content?.[0]?.text);
  };
}

/**
 * Connects an SDK client as soon as the target lists its tool (the registry lists it once
 * its MCP server or description has loaded); gives up at the deadline or when the process exits.
 */
export async function waitForTool(
  url: string,
  wire: Wire,
  pick: (names: string[]) => string | undefined,
  proc: Proc,
  deadline: number,
): Promise<{ client: Client; tool: string }> {
  let last = 'no answer yet';
  let client: Client | undefined;
  while (Date.now() < deadline) {
    if (proc.exited()) {
      // the error it died of, rather than the end of its stack trace
      const thrown = proc
        .tail(40)
        .split('\n')
        .reverse()
        .find((l) => /^\w*Error\b.*:/.test(l));
      throw new Error(`${proc.name} stopped (${proc.exited()}): ${thrown ?? proc.tail(6)}`);
    }
    try {
      client ??= await connectSdk(url, wire);
      const names = (await client.listTools(undefined, { timeout: 5000 })).tools.map((t) => t.name);
      const tool = pick(names);
      if (tool) return { client, tool };
      last = `tools/list without the tool (${names.length} tools: ${names.slice(0, 6).join(', ')})`;
    } catch (err) {
      last = String((err as Error).message ?? err).slice(0, 300);
      if (client) await closeSdk(client);
      client = undefined;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (client) await closeSdk(client);
  throw new Error(`not ready in time: ${last}`);
}

interface RpcMessage {
  id?: number | string;
  result?: { content?: { type: string; text?: string }[]; isError?: boolean; protocolVersion?: string };
  error?: { code: number; message: string };
}

/** The answer to request `id` in a POST's body: JSON, or an SSE stream of messages. */
function answerOf(contentType: string, body: string, id: number): RpcMessage | undefined {
  const messages: RpcMessage[] = [];
  if (contentType.includes('text/event-stream')) {
    for (const event of body.split(/\r?\n\r?\n/)) {
      const data = event
        .split(/\r?\n/)
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trimStart())
        .join('\n');
      if (data) messages.push(JSON.parse(data) as RpcMessage);
    }
  } else if (body.trim()) {
    const parsed = JSON.parse(body) as RpcMessage | RpcMessage[];
    messages.push(...(Array.isArray(parsed) ? parsed : [parsed]));
  }
  return messages.find((m) => m.id === id);
}

/**
 * A raw streamable-HTTP session over undici (one keep-alive connection, as bench/mcp.bench.ts
 * drives /mcp): initialize once, then `tools/call` POSTs with the session id.
 */
export async function rawSession(url: string, tool: string, work: Workload): Promise<{ call: Call; close(): Promise<void> }> {
  const agent = new Agent({ connections: 1, keepAliveTimeout: 30_000 });
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  let id = 0;
  const post = async (method: string, params: Record<string, unknown>, notification = false) => {
    const n = id++;
    const res = await request(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(notification ? { jsonrpc: '2.0', method, params } : { jsonrpc: '2.0', id: n, method, params }),
      dispatcher: agent,
      headersTimeout: CALL_TIMEOUT_MS,
      bodyTimeout: CALL_TIMEOUT_MS,
    });
    const body = await res.body.text();
    if (res.statusCode >= 300) throw new Error(`${method}: HTTP ${res.statusCode} ${body.slice(0, 200)}`);
    if (notification) return { res, message: undefined };
    const type = String(res.headers['content-type'] ?? '');
    const message = answerOf(type, body, n);
    if (!message)
      throw new Error(
        `${method}: no answer in the POST's response (HTTP ${res.statusCode}, ${type || 'no content-type'}, ${body.length} bytes)`,
      );
    if (message.error) throw new Error(`${method}: ${message.error.code} ${message.error.message}`);
    return { res, message };
  };
  try {
    const init = await post('initialize', {
      protocolVersion: LATEST_PROTOCOL_VERSION,
      capabilities: {},
      clientInfo: { name: 'agent-bench-peers-raw', version: '1.0.0' },
    });
    const session = init.res.headers['mcp-session-id'];
    if (session) headers['mcp-session-id'] = String(session);
    headers['mcp-protocol-version'] = init.message?.result?.protocolVersion ?? LATEST_PROTOCOL_VERSION;
    await post('notifications/initialized', {}, true);
  } catch (err) {
    await agent.close();
    throw err;
  }
  return {
    call: async (i) => {
      const { message } = await post('tools/call', { name: tool, arguments: work.args(i) });
      const content = message?.result?.content;
      if (message?.result?.isError) throw new Error(`tool error: ${content?.[0]?.text?.slice(0, 200)}`);
      work.verify(i, content?.[0]?.text);
    },
    close: async () => {
      if (headers['mcp-session-id']) {
        await request(url, { method: 'DELETE', headers, dispatcher: agent })
          .then((r) => r.body.dump())
          .catch(() => undefined);
      }
      await agent.close();
    },
  };
}

async function timed(call: Call, tally: Tally): Promise<number | undefined> {
  const t = performance.now();
  try {
    await call(callNumber());
    tally.ok++;
    return performance.now() - t;
  } catch (err) {
    tally.failed++;
    tally.firstError ??= String((err as Error).message ?? err).slice(0, 300);
    return undefined;
  }
}

/** `n` sequential calls; the latencies (ms) of those answered right. Gives up when the first 10 all fail. */
export async function sequential(n: number, call: Call, tally: Tally): Promise<number[]> {
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    const ms = await timed(call, tally);
    if (ms !== undefined) out.push(ms);
    if (tally.ok === 0 && tally.failed >= 10) throw new Error(`every call failed: ${tally.firstError}`);
  }
  return out;
}

export interface Burst {
  /** Calls answered right, and the others (errors, timeouts, wrong answers), in the window. */
  ok: number;
  failed: number;
  firstError?: string;
  seconds: number;
  latencies: number[];
}

/** Each call path (one per client) calls in a loop for `seconds`; in-flight calls finish after it. */
export async function concurrent(calls: Call[], seconds: number): Promise<Burst> {
  const tally: Tally = { ok: 0, failed: 0 };
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  const t0 = performance.now();
  await Promise.all(
    calls.map(async (call) => {
      while (performance.now() < until) {
        const ms = await timed(call, tally);
        if (ms !== undefined) latencies.push(ms);
      }
    }),
  );
  return { ...tally, seconds: (performance.now() - t0) / 1000, latencies };
}
