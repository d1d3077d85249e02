/**
 * Transports: turns an MCP server's configuration into a connected SDK Client.
 *
 * - `command` (+ `args`, `env`): stdio, in its own process group (stdio.ts), at 2025-11-25; a
 *   server that refuses that revision naming 2026-07-28 (-32022) is started again and spoken
 *   to at 2026-07-28 (modern.ts), as is one whose `protocol:` pins it;
 * - `url` with `transport: sse`, or a URL whose path ends in `/sse`: the SSE transport;
 * - any other `url`: streamable HTTP, at protocol 2026-07-28 when the server's
 *   `server/discover` offers it (modern.ts; with `oauth:` too: the probe carries the stored
 *   token, and a 401 with none to be had is LoginNeededError, not a sign-in), else at 2025-11-25
 *   (`protocol:` of the service pins either); falling back to SSE when the server answers
 *   the streamable HTTP handshake with an HTTP 4xx (an SSE-only server), unless
 *   `transport: streamable-http` says not to.
 *
 * Every handshake runs under an explicit time limit.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FetchLike, Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { McpServerConfig } from '../../config/types.js';
import { describeLimit } from '../../../shared/capped-body.js';
import { ToolCallError } from '../../types.js';
import { authHeaders, withAuthQuery } from '../auth.js';
import { VERSION } from '../../../version.js';
import { MODERN_REVISION, ModernTransport, authFailed, modernHttp, offersModern } from './modern.js';
import { LoginNeededError } from './oauth.js';
import { GroupStdioClientTransport } from './stdio.js';
import type { StdioLane } from './lane.js';

export type TransportKind = 'stdio' | 'streamable-http' | 'sse';

export interface Connection {
  client: Client;
  transport: Transport;
  kind: TransportKind;
  /** The protocol revision spoken with the server (2026-07-28 through modern.ts). */
  protocol: string;
  /** The stdio child's PID (null for remote servers). */
  pid: number | null;
  /** A stdio server at 2025-11-25: plain tools/call requests beside the SDK client's (lane.ts). */
  lane?: StdioLane;
}

export interface ConnectOptions {
  timeoutMs: number;
  /** Aborting gives up the attempt at once (the registry is closing): the transport is closed. */
  signal?: AbortSignal;
  runDir: string | null;
  /** Remote servers: the largest answer read (api_mode.max_response_mb), in bytes; for an event stream, the largest event. */
  maxResponseBytes?: number;
  onStderr?: (line: string) => void;
  /** stdio: a stdout line that is not an MCP protocol message was skipped (see GroupStdioOptions.onNoise). */
  onNoise?: (bytes: number, sample: string | undefined) => void;
  onExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
  /** Remote servers with `oauth:`: adds their access token, and gets a new one on a 401 (or a 403 asking for more scope). */
  authProvider?: OAuthClientProvider;
}

/** Where a server lives, for listings and messages: its URL, or its command line. */
export function locationOf(cfg: McpServerConfig): string {
  if (cfg.url) return cfg.url;
  return [cfg.command ?? '', ...(cfg.args ?? [])].map(quoteArg).join(' ');
}

function quoteArg(a: string): string {
  return /^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`;
}

export function transportKindOf(cfg: McpServerConfig): TransportKind | 'auto' {
  if (cfg.command && !cfg.url) return 'stdio';
  if (cfg.transport === 'stdio') return 'stdio';
  if (cfg.transport === 'sse') return 'sse';
  if (cfg.transport === 'streamable-http') return 'streamable-http';
  try {
    if (new URL(cfg.url!).pathname.replace(/\/+$/, '').endsWith('/sse')) return 'sse';
  } catch {
    /* reported by connect */
  }
  return 'auto';
}

/** Index just past the last blank line (an event boundary of an event stream) in a chunk, or -1. */
function afterLastEvent(chunk: Uint8Array): number {
  for (let i = chunk.length - 1; i > 0; i--) {
    if (chunk[i] === 10 && (chunk[i - 1] === 10 || (chunk[i - 1] === 13 && i > 1 && chunk[i - 2] === 10))) return i + 1;
  }
  return -1;
}

/**
 * fetch for the remote transports, reading at most `maxBytes` of each answer (of each event,
 * for an event stream, which lives as long as the session): past it the body is cancelled
 * (the connection closed) and reading it fails with a 502 ToolCallError naming the limit.
 */
export function cappedFetch(server: string, maxBytes: number): FetchLike {
  const tooLarge = () =>
    new ToolCallError(
      502,
      `MCP server '${server}': an answer is larger than the ${describeLimit(maxBytes)} limit (api_mode.max_response_mb)`,
    );
  return async (url, init) => {
    const res = await fetch(url, init);
    if (!res.body) return res;
    const stream = /^text\/event-stream/i.test(res.headers.get('content-type') ?? '');
    const declared = Number(res.headers.get('content-length') ?? NaN);
    if (!stream && declared > maxBytes) {
      await res.body.cancel().catch(() => {});
      throw tooLarge();
    }
    let size = 0;
    const limited = res.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          const boundary = stream ? afterLastEvent(chunk) : -1;
          // an event stream: count the bytes of the event under way (ended by a blank line)
          const over = boundary >= 0 ? size + boundary > maxBytes || chunk.length - boundary > maxBytes : size + chunk.length > maxBytes;
          size = boundary >= 0 ? chunk.length - boundary : size + chunk.length;
          if (over) controller.error(tooLarge());
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(limited, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}

/** The caller's own access token while a call of a `pass_caller_token` server is under way (source.ts sets it). */
export const callerBearer = new AsyncLocalStorage<string>();

/** fetch sending the caller's token as the Authorization of a request made during that caller's call. */
function callerFetch(base: FetchLike): FetchLike {
  return (url, init) => {
    const token = callerBearer.getStore();
    if (!token) return base(url, init);
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${token}`);
    return base(url, { ...init, headers });
  };
}

/** What the registry relays to the calling client during a call (offer.ts). */
const CAPABILITIES = { sampling: {}, elicitation: { form: { applyDefaults: true } }, roots: {} };

function newClient(): Client {
  return new Client({ name: 'agent-registry', version: VERSION }, { capabilities: CAPABILITIES });
}

async function within<T>(ms: number, what: string, work: Promise<T>, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new Error(`${what} timed out after ${ms / 1000} s`));
    }, ms);
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

async function connectWith(
  transport: Transport,
  kind: TransportKind,
  opts: ConnectOptions,
  pid: () => number | null,
  protocol = '2025-11-25',
): Promise<Connection> {
  const client = newClient();
  const { timeoutMs, signal } = opts;
  const giveUp = () => void transport.close().catch(() => {});
  signal?.addEventListener('abort', giveUp, { once: true });
  try {
    if (signal?.aborted) throw new Error('connection attempt cancelled');
    await within(timeoutMs, 'the MCP handshake', client.connect(transport, { timeout: timeoutMs, signal }), giveUp);
  } catch (err) {
    await client.close().catch(() => {});
    throw err;
  } finally {
    signal?.removeEventListener('abort', giveUp);
  }
  return { client, transport, kind, pid: pid(), protocol };
}

/** Connects to the configured server; rejects with the underlying reason (the caller words the message). */
export async function connectServer(cfg: McpServerConfig, opts: ConnectOptions): Promise<Connection> {
  const kind = transportKindOf(cfg);
  const protocol = cfg.protocol ?? 'auto';
  const modern = (wire: Transport) => new ModernTransport(wire, { name: cfg.name, capabilities: CAPABILITIES, timeoutMs: opts.timeoutMs });
  if (kind === 'stdio') {
    const { command } = cfg;
    if (!command) throw new Error('no command configured');
    const stdio = () =>
      new GroupStdioClientTransport({
        server: cfg.name,
        command,
        args: cfg.args ?? [],
        env: cfg.env,
        runDir: opts.runDir,
        onStderr: opts.onStderr,
        onNoise: opts.onNoise,
        onExit: opts.onExit,
      });
    const at2026 = async () => {
      const wire = stdio();
      return connectWith(modern(wire), 'stdio', opts, () => wire.pid, MODERN_REVISION);
    };
    if (protocol === MODERN_REVISION) return at2026();
    const transport = stdio();
    try {
      return { ...(await connectWith(transport, 'stdio', opts, () => transport.pid)), lane: transport.lane };
    } catch (err) {
      // a server that speaks 2026-07-28 only refuses initialize, naming it (-32022): started again, spoken to in it
      if (protocol === 'auto' && offersModern(err)) return at2026();
      throw err;
    }
  }
  if (!cfg.url) throw new Error('no url configured');
  let url: URL;
  try {
    url = withAuthQuery(new URL(cfg.url), cfg.auth);
  } catch {
    throw new Error(`'${cfg.url}' is not a valid URL`);
  }
  const requestInit: RequestInit = { headers: authHeaders(cfg.auth, cfg.headers) };
  const capped = opts.maxResponseBytes === undefined ? undefined : cappedFetch(cfg.name, opts.maxResponseBytes);
  const fetcher = cfg.passCallerToken ? callerFetch(capped ?? fetch) : capped;
  const limit = fetcher ? { fetch: fetcher } : {};
  const authProvider = opts.authProvider;
  const sse = () => connectWith(new SSEClientTransport(url, { requestInit, authProvider, ...limit }), 'sse', opts, () => null);
  if (kind === 'sse') return sse();
  if (protocol !== '2025-11-25') {
    try {
      return await connectWith(
        modern(modernHttp(url, { requestInit, fetch: fetcher, authProvider })),
        'streamable-http',
        opts,
        () => null,
        MODERN_REVISION,
      );
    } catch (err) {
      // no token the server takes, and none to be had without a person (sign in first), or an OAuth failure (an
      // issuer that does not match, ...): so whichever revision it speaks
      if (protocol === MODERN_REVISION || err instanceof LoginNeededError || authFailed(err)) throw err;
      // not a 2026-07-28 server (its server/discover refused): spoken to at 2025-11-25, below
    }
  }
  try {
    const transport = new StreamableHTTPClientTransport(url, { requestInit, authProvider, ...limit });
    return await connectWith(transport, 'streamable-http', opts, () => null);
  } catch (err) {
    if (kind === 'auto' && err instanceof StreamableHTTPError && typeof err.code === 'number' && err.code >= 400 && err.code < 500) {
      // an SSE-only (2024-11-05) server: the spec's backwards-compatibility path
      try {
        return await sse();
      } catch {
        throw err;
      }
    }
    throw err;
  }
}
