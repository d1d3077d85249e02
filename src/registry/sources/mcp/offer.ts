/**
 * An MCP server's offer besides tools (upstream.ts), over the source's warm session:
 * requests of the passthrough table, the server's notifications, and the calls under way
 * with the client that made each.
 *
 * The registry shares one session with a server among all its callers, and MCP 2025-11-25
 * does not say which call a server's request or log message belongs to (2026-07-28 does:
 * they come with the answer to the call's request, and modern.ts hands them on in that
 * call's async context, so they go to their call whatever else runs). So what the server
 * sends while exactly one call is under way belongs to that call: its log messages go to
 * the calling client, its sampling, elicitation and roots requests are answered by that
 * client; roots asked outside any call (a server asks when it connects) are an empty list.
 * While several calls run at once, a request is refused (the registry cannot tell whose it
 * is, and answering it from another caller would leak one caller's data to another) and a
 * log message is only logged here. A caller that cannot be reached (`POST /functions/call`)
 * gets a 409 naming what the tool asked for (sampling, elicitation); its roots are none, and
 * the server is answered -32601, as for a client without roots (servers ask for roots on
 * their own, e.g. server-everything shortly after it connects, and go on without them). A call held for a 2026-07-28 client (its
 * relay `held()`: the client was answered `input_required` and comes back with a later
 * request, input-required.ts) is not counted while it is held, its server blocked on the
 * answers: a client that never comes back would otherwise stop every other caller of the
 * server from being asked anything until the held call expires. A passthrough request
 * with a relay (`prompts/get`, `resources/read` of a 2026-07-28 client) is a call under
 * way too.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  CreateMessageRequestSchema,
  ElicitRequestSchema,
  ErrorCode,
  ListRootsRequestSchema,
  LoggingMessageNotificationSchema,
  McpError,
  PromptListChangedNotificationSchema,
  ResourceListChangedNotificationSchema,
  ResourceUpdatedNotificationSchema,
  type ServerCapabilities,
} from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from '../../../shared/logger.js';
import { ToolCallError, type ToolProgress } from '../../types.js';
import { PASSTHROUGH, type CallRelay, type McpUpstream, type Message, type PassMethod, type RelayedMethod } from '../../upstream.js';
import { ModernTransport } from './modern.js';

/** One call under way: its tool, its client (none for POST /functions/call), and what the server asked of it in vain. */
interface Call {
  tool: string;
  relay?: CallRelay;
  asked?: Asked;
  /** Requests of the server waiting for the client's answer: the call's clock stands still meanwhile. */
  waiting: number;
  /** Restarts the call's clock (a progress report, an answer of the client). */
  rearm(): void;
}

/** What `during` runs: one tools/call with these limits. */
export interface Limits {
  timeoutMs: number;
  signal?: AbortSignal;
  onProgress?: (p: ToolProgress) => void;
}

/** What a caller that cannot be asked anything is refused for (its roots are none: the server is told so instead). */
type Asked = Exclude<RelayedMethod, 'roots/list'>;
const WHAT: Record<Asked, string> = {
  'sampling/createMessage': 'a model completion (sampling/createMessage)',
  'elicitation/create': 'input from the user (elicitation/create)',
};

export class UpstreamOffer implements McpUpstream {
  private client?: Client;
  private readonly listeners = new Set<(n: Message) => void>();
  private readonly calls = new Set<Call>();
  /** The call a message of a 2026-07-28 server belongs to (see current). */
  private readonly running = new AsyncLocalStorage<Call>();
  private exact = false;

  constructor(
    private readonly server: string,
    private readonly log: Logger,
  ) {}

  /** Takes over a new session's requests and notifications. */
  attach(client: Client): void {
    this.client = client;
    this.exact = client.transport instanceof ModernTransport;
    // The SDK runs notification handlers a microtask after a message arrives and a response at once: a
    // tool's last progress report or log line, read in the same chunk as its result, would find the call
    // over. Its result waits one microtask, behind them.
    const transport = client.transport;
    const deliver = transport?.onmessage;
    if (transport && deliver)
      transport.onmessage = (m, extra) => {
        if ('method' in m) deliver(m, extra);
        else queueMicrotask(() => deliver(m, extra));
      };
    const relayed = (method: RelayedMethod) => async (req: { params?: Record<string, unknown> }, extra: { signal: AbortSignal }) => {
      const call = this.current();
      // roots asked when no call is under way (as a server does when it connects): nobody's roots to give
      if (!call && method === 'roots/list' && this.calls.size === 0) return { roots: [] };
      if (!call)
        throw new McpError(
          ErrorCode.InvalidRequest,
          this.calls.size === 0
            ? `The registry relays ${method} only during a tool call`
            : `The registry cannot tell which of its ${this.calls.size} calls under way asked for ${method}`,
        );
      if (!call.relay) {
        // a caller of POST /functions/call has no roots: answered as a client without roots is (-32601)
        if (method === 'roots/list') throw new McpError(ErrorCode.MethodNotFound, `The caller of '${call.tool}' has no roots`);
        call.asked = method;
        throw new McpError(ErrorCode.InvalidRequest, `The caller of '${call.tool}' cannot answer ${method}`);
      }
      call.waiting++;
      call.rearm(); // stops the clock
      try {
        return await call.relay.request({ method, params: req.params }, extra.signal);
      } finally {
        call.waiting--;
        call.rearm();
      }
    };
    client.setRequestHandler(CreateMessageRequestSchema, relayed('sampling/createMessage'));
    client.setRequestHandler(ElicitRequestSchema, relayed('elicitation/create'));
    client.setRequestHandler(ListRootsRequestSchema, relayed('roots/list'));
    client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => {
      const call = this.current();
      if (call?.relay) call.relay.notify(n);
      else this.log.debug({ level: n.params.level, logger: n.params.logger }, 'MCP server log message outside a single call');
    });
    for (const schema of [ResourceUpdatedNotificationSchema, ResourceListChangedNotificationSchema, PromptListChangedNotificationSchema])
      client.setNotificationHandler(schema, (n) => {
        for (const l of this.listeners) l(n);
      });
  }

  /** The call what the server sends now belongs to, when that can be told (see the top of the file). */
  private current(): Call | undefined {
    // a 2026-07-28 server's questions and log lines are part of the answer to one request (modern.ts hands them
    // on in the async context of the call that sent it): they belong to that call, however many are under way
    const own = this.exact ? this.running.getStore() : undefined;
    if (own && this.calls.has(own)) return own;
    if (this.calls.size <= 1) return [...this.calls][0];
    const open = [...this.calls].filter((c) => !c.relay?.held?.());
    return open.length === 1 ? open[0] : undefined;
  }

  capabilities(): ServerCapabilities | undefined {
    return this.client?.getServerCapabilities();
  }

  async request(
    method: PassMethod,
    params: Record<string, unknown> | undefined,
    opts: { timeoutMs: number; signal?: AbortSignal; relay?: CallRelay; limitMs?: number },
  ) {
    const client = this.client;
    const row = PASSTHROUGH[method];
    if (!client) throw new ToolCallError(503, `MCP server '${this.server}' is not connected`);
    if (!client.getServerCapabilities()?.[row.capability])
      throw new McpError(
        ErrorCode.MethodNotFound,
        `MCP server '${this.server}' does not offer ${method} (no ${row.capability} capability)`,
      );
    const send = (l: Limits) => client.request({ method, params } as never, row.result, { timeout: l.timeoutMs, signal: l.signal });
    // a caller that can be asked something: the request is a call under way (see during)
    if (opts.relay) return this.during(method, opts.relay, { timeoutMs: opts.timeoutMs, signal: opts.signal }, opts.limitMs, send);
    return send(opts);
  }

  onNotification(listener: (n: Message) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private refusal(tool: string, asked: Asked): ToolCallError {
    return new ToolCallError(
      409,
      `'${tool}' of MCP server '${this.server}' asked its caller for ${WHAT[asked]}, which a caller of ` +
        'POST /functions/call cannot give: call it through /mcp from an MCP client that offers it',
    );
  }

  /**
   * Runs one tool call as the call under way with this client (see the top of the file). A
   * call whose client can be asked something keeps its own clock instead of the SDK's: the
   * time limit (restarted by each progress report) stands still while the client answers,
   * since a person may take a while; `limit` bounds the call in all (undefined: no clock of
   * its own, as for a task, whose requests each have the time limit).
   */
  async during<T>(
    tool: string,
    relay: CallRelay | undefined,
    limits: Limits,
    limit: number | undefined,
    run: (l: Limits) => Promise<T>,
  ): Promise<T> {
    const clock = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const call: Call = {
      tool,
      relay,
      waiting: 0,
      rearm: () => {
        clearTimeout(timer);
        if (call.waiting > 0) return;
        const timeout = limits.timeoutMs;
        timer = setTimeout(() => clock.abort(new McpError(ErrorCode.RequestTimeout, 'Request timed out', { timeout })), timeout);
      },
    };
    this.calls.add(call);
    try {
      const clocked = relay !== undefined && limit !== undefined;
      if (clocked) call.rearm();
      const own: Limits = !clocked
        ? limits
        : {
            timeoutMs: limit ?? limits.timeoutMs,
            signal: limits.signal ? AbortSignal.any([limits.signal, clock.signal]) : clock.signal,
            onProgress: (p) => {
              call.rearm();
              limits.onProgress?.(p);
            },
          };
      // (a 2026-07-28 server's request fails with the refusal, a 2025-11-25 one's usually ends in a tool error)
      // (the async context only where it is read: entering one slows every promise of the process)
      const go = () => run(own);
      const result = await (this.exact ? this.running.run(call, go) : go()).catch((err: unknown) => {
        throw call.asked ? this.refusal(tool, call.asked) : err;
      });
      if (call.asked) throw this.refusal(tool, call.asked);
      return result;
    } finally {
      clearTimeout(timer);
      this.calls.delete(call);
    }
  }
}
