/**
 * One tools/call on a connected MCP server, with time limits, progress and task mode.
 *
 * - Every call asks for progress (the SDK sends a `progressToken`): each report is passed
 *   to the caller (`/mcp` relays it to its client) and restarts the call's time limit
 *   (api_mode.request_timeout); a call that keeps reporting progress runs at most
 *   `maxTotalMs` in all (api_mode.progress_timeout).
 * - A tool that requires task mode (`execution.taskSupport: "required"`) is called as a
 *   task when the server offers tasks for tools/call: the task is created, polled until it
 *   ends (each status is a progress report, with the server's status message) and its
 *   result fetched; the call answers like any other. On a server without task support
 *   such a tool cannot be called: it is not registered, and the server's row says why.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  CallToolResultSchema,
  ErrorCode,
  McpError,
  type CallToolResult,
  type ServerCapabilities,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type { RequestOptions } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { ToolCallError, type ToolProgress } from '../../types.js';
import { callerBearer } from './connect.js';
import type { LaneCallOptions, StdioLane } from './lane.js';

export interface InvokeOptions {
  /** Time limit without progress, milliseconds. */
  timeoutMs: number;
  /** Time limit in all for a call that reports progress, milliseconds. */
  maxTotalMs: number;
  signal?: AbortSignal;
  onProgress?: (p: ToolProgress) => void;
  /** Sent as the Authorization of the call's requests (a server with `pass_caller_token`). */
  callerToken?: string;
}

/**
 * The result schema of a plain call: the usual result (text blocks, structured content, an
 * error flag and nothing else) is taken as it is, since the SDK's schema would give back the
 * same; anything else is checked by the SDK's own CallToolResultSchema, as before. (Zod's
 * check of every result was a twentieth of a call's time through /mcp.)
 */
const RESULT = {
  safeParse(data: unknown): { success: boolean; data?: unknown; error?: unknown } {
    return usual(data) ? { success: true, data } : CallToolResultSchema.safeParse(data);
  },
} as unknown as typeof CallToolResultSchema;

/**
 * A result as the SDK client's callTool takes one (RESULT): the usual one as it is, else through
 * the SDK's schema (its error when it does not fit).
 */
export function checkedResult(data: unknown): CallToolResult {
  if (usual(data)) return data as CallToolResult;
  const parsed = CallToolResultSchema.safeParse(data);
  if (!parsed.success) throw parsed.error;
  return parsed.data;
}

const plain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function usual(data: unknown): boolean {
  if (!plain(data) || !Array.isArray(data.content)) return false;
  for (const k in data) if (k !== 'content' && k !== 'structuredContent' && k !== 'isError') return false;
  if (data.isError !== undefined && typeof data.isError !== 'boolean') return false;
  if (data.structuredContent !== undefined && !plain(data.structuredContent)) return false;
  for (const b of data.content as unknown[]) {
    if (!plain(b) || b.type !== 'text' || typeof b.text !== 'string') return false;
    for (const k in b) if (k !== 'type' && k !== 'text') return false;
  }
  return true;
}

/**
 * The stdio lane a call can take (lane.ts): a plain call (no task mode, no output schema for the SDK
 * client to check its structured content against) with nobody to ask anything (no relay).
 */
export function laneFor(conn: { lane?: StdioLane }, tool: Tool | undefined, relay: unknown): StdioLane | undefined {
  return relay === undefined && !(tool && (requiresTask(tool) || tool.outputSchema)) ? conn.lane : undefined;
}

/** A call on a stdio lane, its result checked as the SDK client checks one. */
export const onLane = (lane: StdioLane, name: string, args: Record<string, unknown>, opts: LaneCallOptions): Promise<CallToolResult> =>
  lane.call(name, args, opts).then(checkedResult);

/** Whether the server runs tools/call as tasks (so a task-required tool can be called). */
export function offersTasks(caps: ServerCapabilities | undefined): boolean {
  return !!caps?.tasks?.requests?.tools?.call;
}

export const requiresTask = (t: Tool) => t.execution?.taskSupport === 'required';

/** The tools that can be called, and one warning per tool that cannot (task mode the server does not offer). */
export function usableTools(tools: Tool[], caps: ServerCapabilities | undefined): { usable: Tool[]; warnings: string[] } {
  if (offersTasks(caps)) return { usable: tools, warnings: [] };
  const warnings = tools
    .filter(requiresTask)
    .map(
      (t) =>
        `tool '${t.name}' is not available: it requires task-based execution (execution.taskSupport: required) ` +
        `but the server does not announce tasks for tools/call (capabilities.tasks.requests.tools.call)`,
    );
  return { usable: warnings.length === 0 ? tools : tools.filter((t) => !requiresTask(t)), warnings };
}

/** Calls a tool; resolves with the server's result (a tool error is a result with isError), rejects like the SDK does. */
export function invokeTool(
  client: Client,
  tool: Tool | undefined,
  name: string,
  args: Record<string, unknown>,
  opts: InvokeOptions,
): Promise<CallToolResult> {
  // (the caller's own token, for a server that passes it on: read by the transport's fetch, connect.ts; without one
  // no async context is entered, which would slow every promise of the process)
  if (!opts.callerToken) return invokeNow(client, tool, name, args, opts);
  return callerBearer.run(opts.callerToken, () => invokeNow(client, tool, name, args, opts));
}

async function invokeNow(...[client, tool, name, args, opts]: Parameters<typeof invokeTool>): Promise<CallToolResult> {
  const onprogress = (p: { progress: number; total?: number; message?: string }) => {
    const report: ToolProgress = { progress: p.progress };
    if (p.total !== undefined) report.total = p.total;
    if (p.message !== undefined) report.message = p.message;
    opts.onProgress?.(report);
  };
  const request: RequestOptions = {
    timeout: opts.timeoutMs,
    signal: opts.signal,
    onprogress,
    resetTimeoutOnProgress: true,
    maxTotalTimeout: opts.maxTotalMs,
  };
  if (!tool || !requiresTask(tool)) return (await client.callTool({ name, arguments: args }, RESULT, request)) as CallToolResult;
  return invokeAsTask(client, name, args, opts, onprogress);
}

async function invokeAsTask(
  client: Client,
  name: string,
  args: Record<string, unknown>,
  opts: InvokeOptions,
  onprogress: (p: { progress: number; message?: string }) => void,
): Promise<CallToolResult> {
  const limit = AbortSignal.timeout(opts.maxTotalMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, limit]) : limit;
  let taskId: string | undefined;
  let step = 0;
  try {
    const stream = client.experimental.tasks.callToolStream({ name, arguments: args }, undefined, {
      timeout: opts.timeoutMs,
      signal,
      task: {},
    });
    for await (const message of stream) {
      if (message.type === 'taskCreated') taskId = message.task.taskId;
      else if (message.type === 'taskStatus') onprogress({ progress: ++step, message: message.task.statusMessage ?? message.task.status });
      else if (message.type === 'result') return message.result as CallToolResult;
      else if (message.type === 'error') {
        // past the total limit: the same error the SDK gives a plain call that does
        if (limit.aborted)
          throw new McpError(ErrorCode.RequestTimeout, 'Maximum total timeout exceeded', { maxTotalTimeout: opts.maxTotalMs });
        throw message.error;
      }
    }
    throw new ToolCallError(502, `MCP server ended task-mode call of '${name}' without a result`);
  } finally {
    // a task we stop waiting for is cancelled on the server (best effort)
    if (taskId && signal.aborted) client.experimental.tasks.cancelTask(taskId).catch(() => {});
  }
}
