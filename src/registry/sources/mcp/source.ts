/**
 * One MCP server as a registry source: one warm session, reused by every call, kept alive by supervision.
 *
 * States (health().status):
 * - `loading`: the first connection is being made;
 * - `ok`: connected; tools listed;
 * - `error`: never connected (`Failed to connect to MCP server at <location>: <why>`);
 *   load() rejects with that message and the catalogue retries it with backoff;
 * - `unavailable`: was connected and lost it (the stdio process exited, the remote session
 *   is gone); reconnected in the background, the first time at once, then with backoff.
 *   Its tools stay listed; calls wait for a reconnection already under way (within the
 *   call's time limit) and otherwise fail fast with 503.
 *
 * A stdio server that writes other lines than protocol messages to stdout (logs) is
 * `noisy`: the lines are skipped and counted (noise.ts), the first few logged, then one summary
 * line at most every 10 s; past 100 lines its application row carries a warning.
 *
 * A call whose session turns out to be lost is re-sent once on a fresh session when that
 * is safe: the request never reached the server (refused connection, the server
 * rejected the stale session id), or the tool is read-only. When no new session can be
 * opened (the server is down), the call is a 503.
 *
 * Calls relay progress, run task-required tools as tasks (invoke.ts), keep their content blocks
 * (results.ts), go straight to a stdio server when plain (lane.ts); resources, prompts,
 * completion, logging, the server's requests: `mcp` (offer.ts).
 */
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { ToolListChangedNotificationSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { SseError } from '@modelcontextprotocol/sdk/client/sse.js';
import type { Logger } from '../../../shared/logger.js';
import type { McpServerConfig } from '../../config/types.js';
import { ContentResult, ToolCallError } from '../../types.js';
import type { CallOptions, Source, SourceHealth, SourceState, SourceTool } from '../../types.js';
import { authSecrets } from '../auth.js';
import { connectServer, locationOf, type Connection } from './connect.js';
import { toolFromMcp } from './records.js';
import { callFailure, callOutcome } from './results.js';
import { invokeTool, laneFor, onLane, requiresTask, usableTools } from './invoke.js';
import { NoiseCounter } from './noise.js';
import { UpstreamOffer } from './offer.js';
import { describe, listAll, notDelivered } from './client.js';
import { scrubText } from '../../scrub.js';

export interface McpSourceOptions {
  logger: Logger;
  /** Per-request time limit for tools/list (api_mode.request_timeout), milliseconds; calls get theirs per call. */
  requestTimeoutMs: number;
  /** Time limit of a connection attempt (start + initialize + tools/list); default the larger of requestTimeoutMs and 30 s. */
  connectTimeoutMs?: number;
  /** Remote servers with `oauth:`: gets, stores and refreshes their access tokens (oauth.ts). */
  authProvider?: OAuthClientProvider;
  /** AGENT_HOME/run, where stdio children are recorded (null: not recorded). */
  runDir: string | null;
  /** Remote servers: the largest answer read (api_mode.max_response_mb), in bytes (default: no limit). */
  maxResponseBytes?: number;
  /** Time limit in all of a call that keeps reporting progress (api_mode.progress_timeout), milliseconds (default 10 minutes). */
  progressTimeoutMs?: number;
  /** Backoff between reconnection attempts (tests shorten it). */
  backoff?: { baseMs: number; maxMs: number; stableMs: number };
}

const DEFAULT_BACKOFF = { baseMs: 500, maxMs: 30_000, stableMs: 10_000 };

/** The MCP server cannot be used now (not started, restarting, closed): 503. */
class McpUnavailableError extends ToolCallError {
  override name = 'McpUnavailableError';
  constructor(message: string) {
    super(503, message);
  }
}

export class McpSource implements Source {
  readonly kind = 'mcp' as const;
  readonly name: string;
  readonly description: string;
  readonly location: string;
  readonly mcp: UpstreamOffer;

  private readonly log: Logger;
  private readonly backoff: { baseMs: number; maxMs: number; stableMs: number };
  private readonly secrets: string[];
  private readonly connectTimeoutMs: number;
  private readonly progressTimeoutMs: number;
  private conn?: Connection;
  private connecting?: Promise<Connection>;
  private state: SourceState = 'loading';
  private error?: string;
  private list: SourceTool[] = [];
  private byName = new Map<string, SourceTool>();
  /** The server's own tool definitions, by name (task mode). */
  private defs = new Map<string, Tool>();
  /** Tools the server lists that cannot be called, and why. */
  private unusable: string[] = [];
  private listSignature = '';
  private retryTimer?: NodeJS.Timeout;
  private nextAttemptAt = 0;
  private failures = 0;
  private upSince = 0;
  private lastExit?: string;
  private lastStderr?: string;
  /** stdout lines that were not protocol messages, over every process of this server. */
  private readonly noise: NoiseCounter;
  private closed = false;
  /** Aborted by close(): cancels a connection attempt under way. */
  private readonly closing = new AbortController();
  private readonly listeners: (() => void)[] = [];

  constructor(
    private readonly cfg: McpServerConfig,
    private readonly opts: McpSourceOptions,
  ) {
    this.name = cfg.name;
    this.description = cfg.description;
    this.secrets = [...Object.values(cfg.env ?? {}).filter((s) => s.length >= 4), ...authSecrets(cfg.auth, cfg.headers)];
    this.location = this.redact(locationOf(cfg));
    this.log = opts.logger.child({ mcpServer: cfg.name });
    this.noise = new NoiseCounter(this.log, (text) => this.redact(text));
    this.mcp = new UpstreamOffer(cfg.name, this.log);
    this.backoff = opts.backoff ?? DEFAULT_BACKOFF;
    this.connectTimeoutMs = opts.connectTimeoutMs ?? Math.max(opts.requestTimeoutMs, 30_000);
    this.progressTimeoutMs = opts.progressTimeoutMs ?? 600_000;
  }

  // ---- Source interface -------------------------------------------------------------

  get passesCallerToken(): boolean {
    return this.cfg.passCallerToken === true;
  }

  async load(): Promise<void> {
    if (this.conn) return;
    await this.connectNow();
  }

  tools(): SourceTool[] {
    return this.list;
  }

  health(): SourceHealth {
    const health: SourceHealth = this.error === undefined ? { status: this.state } : { status: this.state, error: this.error };
    if (this.unusable.length > 0) health.warnings = [...this.unusable];
    const noisy = this.noise.warning();
    if (noisy) health.warnings = [...(health.warnings ?? []), noisy];
    return health;
  }

  onToolsChanged(listener: () => void): void {
    this.listeners.push(listener);
  }

  async call(tool: string, args: Record<string, unknown>, opts: CallOptions): Promise<unknown> {
    return (await this.callContent(tool, args, opts)).value;
  }

  async callContent(tool: string, args: Record<string, unknown>, opts: CallOptions): Promise<ContentResult> {
    const deadline = Date.now() + opts.timeoutMs;
    const conn = await this.session(deadline);
    try {
      return await this.invoke(conn, tool, args, deadline, opts);
    } catch (err) {
      const failed = callFailure(err, this.name, tool, { requestMs: opts.timeoutMs, progressMs: this.progressTimeoutMs });
      if (failed) throw failed;
      // the session is gone (process exited, server restarted, connection refused)
      const safe = notDelivered(err) || this.byName.get(tool)?.readOnly === true;
      this.sessionLost(conn, err);
      if (!safe || opts.cancel?.cancelled) {
        throw new ToolCallError(
          502,
          `Lost the connection to MCP server '${this.name}' while calling '${tool}' ` +
            `(${describe(err)}); not retried because '${tool}' is not read-only and the request may ` +
            `have reached the server`,
        );
      }
      const fresh = await this.session(deadline, true);
      try {
        return await this.invoke(fresh, tool, args, deadline, opts);
      } catch (again) {
        const failed = callFailure(again, this.name, tool, { requestMs: opts.timeoutMs, progressMs: this.progressTimeoutMs });
        if (failed) throw failed;
        this.sessionLost(fresh, again);
        throw new ToolCallError(502, `Lost the connection to MCP server '${this.name}' again while calling '${tool}': ${describe(again)}`);
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.noise.stop();
    this.closing.abort();
    await this.connecting?.catch(() => {});
    const conn = this.conn;
    this.conn = undefined;
    if (conn) await conn.client.close().catch(() => {});
  }

  // ---- calls ------------------------------------------------------------------------

  private async invoke(
    conn: Connection,
    tool: string,
    args: Record<string, unknown>,
    deadline: number,
    opts: CallOptions,
  ): Promise<ContentResult> {
    if (this.list.length > 0 && !this.byName.has(tool))
      throw new ToolCallError(404, `Tool '${tool}' not found on MCP server '${this.name}'`);
    const def = this.defs.get(tool);
    const lane = laneFor(conn, def, opts.relay);
    const { cancel, onProgress } = opts;
    const l = { timeoutMs: Math.max(1, deadline - Date.now()), maxTotalMs: this.progressTimeoutMs, cancel, onProgress };
    const clock = def && requiresTask(def) ? undefined : l.maxTotalMs; // a task's requests keep their limits
    const result = lane
      ? await this.mcp.during(tool, undefined, l, undefined, () => onLane(lane, tool, args, l))
      : await this.mcp.during(tool, opts.relay, { ...l, signal: cancel?.signal }, clock, (own) =>
          invokeTool(conn.client, def, tool, args, { ...own, maxTotalMs: l.maxTotalMs, callerToken: opts.callerToken }),
        );
    return callOutcome(result, this.name, tool);
  }

  /** A live session: the current one, or the reconnection under way (until the deadline); `now`: start one instead of failing fast. */
  private async session(deadline: number, now = false): Promise<Connection> {
    if (this.closed) throw new McpUnavailableError(`MCP server '${this.name}' is shutting down`);
    if (this.conn) return this.conn;
    if (!this.connecting && now) this.connectNow().catch(() => {});
    const pending = this.connecting;
    if (!pending) {
      if (this.upSince === 0)
        throw new McpUnavailableError(
          `MCP server '${this.name}' is not connected${this.error ? ` (${this.error})` : ''}; the registry retries in the background`,
        );
      const wait = Math.max(0, Math.ceil((this.nextAttemptAt - Date.now()) / 1000));
      throw new McpUnavailableError(
        `MCP server '${this.name}' is unavailable${this.error ? ` (${this.error})` : ''}; next reconnection attempt in ${wait} s`,
      );
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        pending,
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new McpUnavailableError(`MCP server '${this.name}' is restarting and was not ready in time; try again shortly`)),
            Math.max(1, deadline - Date.now()),
          );
        }),
      ]);
    } catch (err) {
      if (err instanceof ToolCallError) throw err;
      // the server is down (a reconnection failed): 503, like any unavailable server
      const wait = Math.max(0, Math.ceil((this.nextAttemptAt - Date.now()) / 1000));
      throw new McpUnavailableError(
        `MCP server '${this.name}' is unavailable (${this.error ?? `Failed to connect to MCP server at ${this.location}`}); ` +
          `next reconnection attempt in ${wait} s`,
      );
    } finally {
      clearTimeout(timer);
    }
  }

  // ---- connection and supervision ----------------------------------------------------

  /** Starts (or joins) a connection attempt. */
  private connectNow(): Promise<Connection> {
    if (this.connecting) return this.connecting;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const attempt = this.connectOnce().finally(() => {
      if (this.connecting === attempt) this.connecting = undefined;
    });
    this.connecting = attempt;
    return attempt;
  }

  private async connectOnce(): Promise<Connection> {
    if (this.closed) throw new Error('closed');
    let conn: Connection | undefined;
    try {
      conn = await connectServer(this.cfg, {
        timeoutMs: this.connectTimeoutMs,
        signal: this.closing.signal,
        runDir: this.opts.runDir,
        maxResponseBytes: this.opts.maxResponseBytes,
        authProvider: this.opts.authProvider,
        onStderr: (line) => {
          const text = this.redact(line).slice(0, 4000);
          this.lastStderr = text.slice(0, 300);
          this.log.info({ stderr: text }, 'MCP server stderr');
        },
        onNoise: (bytes, sample) => this.noise.add(bytes, sample),
        onExit: (code, signal) => {
          this.lastExit = signal ? `signal ${signal}` : `code ${code}`;
        },
      });
      const c = conn;
      c.client.onclose = () => this.sessionLost(c, new Error(this.lastExit ? `process exited with ${this.lastExit}` : 'connection closed'));
      c.client.onerror = (err) => {
        // a broken SSE stream ends the session (the server restarted or went away)
        if (c.kind === 'sse' && err instanceof SseError) this.sessionLost(c, err);
        else this.log.debug({ err: describe(err) }, 'MCP transport error');
      };
      this.mcp.attach(c.client);
      c.client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
        this.relist(c).catch((err) => this.log.warn({ err: describe(err) }, 'could not re-list tools after tools/list_changed'));
      });
      const tools = await listAll(c.client, this.connectTimeoutMs);
      if (this.closed) throw new Error('closed');
      this.conn = c;
      this.state = 'ok';
      this.error = undefined;
      this.lastExit = undefined;
      this.upSince = Date.now();
      this.log.info({ transport: c.kind, protocol: c.protocol, childPid: c.pid ?? undefined, tools: tools.length }, 'MCP server connected');
      this.setTools(tools, c);
      return c;
    } catch (err) {
      if (conn) await conn.client.close().catch(() => {});
      if (this.closed) throw new Error(`MCP server '${this.name}' is shutting down`, { cause: err });
      const exited = this.lastExit
        ? ` (the process exited with ${this.lastExit}${this.lastStderr ? `; last stderr line: ${this.lastStderr}` : ''})`
        : '';
      const message = `Failed to connect to MCP server at ${this.location}: ${this.redact(describe(err))}${exited}`;
      this.lastExit = undefined;
      this.lastStderr = undefined;
      this.failures++;
      this.error = message;
      if (this.upSince === 0) {
        // never connected: load() rejects and its caller (the catalogue) retries with backoff
        this.state = 'error';
        this.log.warn(message);
      } else {
        // supervision of a server that was up: reconnect in the background
        const delay = this.scheduleRetry();
        this.log.warn({ retryInMs: delay }, message);
      }
      throw new Error(message, { cause: err });
    }
  }

  /** The session ended without us closing it: mark unavailable and reconnect. */
  private sessionLost(conn: Connection, why: unknown): void {
    if (this.conn !== conn || this.closed) return;
    this.conn = undefined;
    const stable = Date.now() - this.upSince >= this.backoff.stableMs;
    this.failures = stable ? 0 : this.failures + 1;
    this.state = 'unavailable';
    this.error =
      `${conn.kind === 'stdio' ? `MCP server process '${this.name}' stopped` : `Lost the session with MCP server at ${this.location}`} ` +
      `(${this.redact(describe(why))}); reconnecting`;
    this.log.warn({ childPid: conn.pid ?? undefined }, this.error);
    void conn.client.close().catch(() => {});
    if (this.failures === 0) this.connectNow().catch(() => {});
    else this.scheduleRetry();
  }

  private scheduleRetry(): number {
    if (this.closed) return 0;
    const exp = this.backoff.baseMs * 2 ** Math.max(0, this.failures - 1);
    const delay = Math.round(Math.min(this.backoff.maxMs, exp) * (0.8 + Math.random() * 0.4));
    clearTimeout(this.retryTimer);
    this.nextAttemptAt = Date.now() + delay;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connectNow().catch(() => {});
    }, delay);
    this.retryTimer.unref();
    return delay;
  }

  private async relist(conn: Connection): Promise<void> {
    const tools = await listAll(conn.client, this.opts.requestTimeoutMs);
    if (this.conn === conn) this.setTools(tools, conn);
  }

  private setTools(tools: Tool[], conn: Connection): void {
    const { usable, warnings } = usableTools(tools, conn.client.getServerCapabilities());
    const list = usable.map(toolFromMcp);
    const signature = JSON.stringify([list, warnings]);
    this.defs = new Map(usable.map((t) => [t.name, t]));
    if (warnings.length > 0 && warnings.join() !== this.unusable.join())
      this.log.warn({ tools: warnings.length, first: warnings[0] }, 'MCP server lists tools that cannot be called');
    this.unusable = warnings;
    this.list = list;
    this.byName = new Map(list.map((t) => [t.name, t]));
    if (signature === this.listSignature) return;
    this.listSignature = signature;
    for (const l of this.listeners) {
      try {
        l();
      } catch (err) {
        this.log.error({ err }, 'tools-changed listener failed');
      }
    }
  }

  private redact(text: string): string {
    return scrubText(text, this.secrets);
  }
}
