/**
 * Plain tools/call requests to a stdio MCP server spoken to at 2025-11-25, without the SDK
 * client's per-request machinery (its request bookkeeping, an AbortSignal and its listener
 * per call, the notification handlers' promise per progress report): the request line goes
 * to the transport's queue and its answer is taken by id before the SDK client sees it.
 * The SDK client keeps the session and everything else: the handshake, listings, task mode,
 * the server's requests (sampling, elicitation, roots) and notifications, passthrough.
 *
 * A call here behaves as one through the SDK client (`client.callTool` with a time limit
 * restarted by each progress report and a limit in all): the same request (its progress
 * token is its id), the same errors (McpError RequestTimeout on its time limit, with
 * `notifications/cancelled` sent; `Maximum total timeout exceeded` when a progress report
 * comes past the limit in all; the server's JSON-RPC error as an McpError; ConnectionClosed
 * when the session ends; the transport's own error when the request cannot be written), and a
 * cancelled call is cancelled on the server as the SDK does when its signal aborts. Its ids
 * are negative numbers, which the SDK clients (counting up from 0) never use; an answer to one
 * of them that comes after its call ended is dropped here.
 */
import { ErrorCode, McpError, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { Cancel } from '../../../shared/cancel.js';
import { resultTexts, type ToolProgress } from '../../types.js';

export interface LaneCallOptions {
  /** Time limit without progress, milliseconds. */
  timeoutMs: number;
  /** Time limit in all of a call that reports progress, milliseconds. */
  maxTotalMs: number;
  cancel?: Cancel;
  onProgress?: (p: ToolProgress) => void;
}

interface Pending {
  resolve(result: unknown): void;
  reject(err: unknown): void;
  opts: LaneCallOptions;
  started: number;
  timer?: NodeJS.Timeout;
  /** The Cancel's hook of this call (taken off when it ends). */
  cancelled(): void;
}

const HEAD = '{"result":';

/** What the SDK sends as the reason of a request whose AbortSignal aborted without one (the Cancel's). */
const ABORTED = 'AbortError: This operation was aborted';

export class StdioLane {
  private last = 0;
  private readonly pending = new Map<number, Pending>();

  /** `send`: queues a message for the server (rejects when the session cannot take it). */
  constructor(private readonly send: (m: JSONRPCMessage) => Promise<void>) {}

  /** Calls a tool; resolves with the server's result as it came (not checked here), rejects as the SDK client does. */
  call(name: string, args: Record<string, unknown>, opts: LaneCallOptions): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const id = --this.last;
      if (opts.cancel?.cancelled) {
        reject(new McpError(ErrorCode.RequestTimeout, ABORTED));
        return;
      }
      const p: Pending = {
        resolve,
        reject,
        opts,
        started: Date.now(),
        cancelled: () => this.abandon(id, new McpError(ErrorCode.RequestTimeout, ABORTED), ABORTED),
      };
      this.pending.set(id, p);
      this.arm(id, p);
      opts.cancel?.on(p.cancelled);
      const message = { jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args, _meta: { progressToken: id } } };
      this.send(message as JSONRPCMessage).catch((err: unknown) => {
        if (this.end(id) === p) reject(err);
      });
    });
  }

  /**
   * A message of the server: true when it belongs to this lane (the answer to one of its
   * requests, or a progress report of one), which then goes no further.
   */
  take(m: JSONRPCMessage, line?: string): boolean {
    if ('method' in m) {
      if (m.method !== 'notifications/progress') return false;
      const { progressToken, ...report } = (m.params ?? {}) as { progressToken?: unknown; progress: number; total?: number };
      if (!this.issued(progressToken)) return false;
      const p = this.pending.get(progressToken);
      if (!p) return true;
      const elapsed = Date.now() - p.started;
      if (elapsed >= p.opts.maxTotalMs) {
        this.end(progressToken)?.reject(
          new McpError(ErrorCode.RequestTimeout, 'Maximum total timeout exceeded', {
            maxTotalTimeout: p.opts.maxTotalMs,
            totalElapsed: elapsed,
          }),
        );
        return true;
      }
      this.arm(progressToken, p);
      p.opts.onProgress?.(report as ToolProgress);
      return true;
    }
    const { id } = m as { id?: unknown };
    if (!this.issued(id)) return false;
    const p = this.end(id);
    if (!p) return true;
    // a tool's last progress report or log line read in the same chunk goes first (the SDK runs their handlers a microtask later)
    if ('error' in m) {
      const e = m.error as { code: number; message: string; data?: unknown };
      queueMicrotask(() => p.reject(McpError.fromError(e.code, e.message, e.data)));
    } else {
      const { result } = m as { result: object };
      // the line as an SDK server writes an answer: the result's own text between these two (resultTexts)
      const tail = `,"jsonrpc":"2.0","id":${id}}`;
      if (line?.startsWith(HEAD) && line.endsWith(tail)) resultTexts.set(result, line.slice(HEAD.length, line.length - tail.length));
      queueMicrotask(() => p.resolve(result));
    }
    return true;
  }

  /** An id this lane has sent (from -1 down): no other request of the session has one. */
  private issued(id: unknown): id is number {
    return typeof id === 'number' && id < 0 && id >= this.last;
  }

  /** The session ended: every call under way fails as the SDK client's do. */
  close(): void {
    for (const id of [...this.pending.keys()]) this.end(id)?.reject(new McpError(ErrorCode.ConnectionClosed, 'Connection closed'));
  }

  /** (Re)starts a call's time limit. */
  private arm(id: number, p: Pending): void {
    clearTimeout(p.timer);
    const timeout = p.opts.timeoutMs;
    p.timer = setTimeout(() => {
      const err = new McpError(ErrorCode.RequestTimeout, 'Request timed out', { timeout });
      this.abandon(id, err, String(err));
    }, timeout);
  }

  /** Ends a call the registry gives up on: the server is told (notifications/cancelled), the caller gets `err`. */
  private abandon(id: number, err: McpError, reason: string): void {
    const p = this.end(id);
    if (!p) return;
    this.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id, reason } }).catch(() => {});
    p.reject(err);
  }

  /** Takes a call out of the lane (its clock stopped, its cancel hook off); undefined when it had ended. */
  private end(id: number): Pending | undefined {
    const p = this.pending.get(id);
    if (!p) return undefined;
    this.pending.delete(id);
    clearTimeout(p.timer);
    p.opts.cancel?.off(p.cancelled);
    return p;
  }
}
