/**
 * Transports: turns an MCP server's configuration into a connected SDK Client.
 *
 * - `command` (+ `args`, `env`): stdio, in its own process group (stdio.ts);
 * - `url` with `transport: sse`, or a URL whose path ends in `/sse`: the SSE transport;
 * - any other `url`: streamable HTTP, falling back to SSE when the server answers the
 *   streamable HTTP handshake with an HTTP 4xx (an SSE-only server), unless
 *   `transport: streamable-http` says not to.
 *
 * Every handshake runs under an explicit time limit.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { McpServerConfig } from '../../config/types.js';
import { authHeaders } from '../auth.js';
import { VERSION } from '../../../version.js';
import { GroupStdioClientTransport } from './stdio.js';

export type TransportKind = 'stdio' | 'streamable-http' | 'sse';

export interface Connection {
  client: Client;
  transport: Transport;
  kind: TransportKind;
  /** The stdio child's PID (null for remote servers). */
  pid: number | null;
}

export interface ConnectOptions {
  timeoutMs: number;
  /** Aborting gives up the attempt at once (the registry is closing): the transport is closed. */
  signal?: AbortSignal;
  runDir: string | null;
  onStderr?: (line: string) => void;
  /** stdio: a stdout line that is not an MCP protocol message was skipped (see GroupStdioOptions.onNoise). */
  onNoise?: (bytes: number, sample: string | undefined) => void;
  onExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
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

function newClient(): Client {
  return new Client({ name: 'agent-registry', version: VERSION }, { capabilities: {} });
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

async function connectWith(transport: Transport, kind: TransportKind, opts: ConnectOptions, pid: () => number | null): Promise<Connection> {
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
  return { client, transport, kind, pid: pid() };
}

/** Connects to the configured server; rejects with the underlying reason (the caller words the message). */
export async function connectServer(cfg: McpServerConfig, opts: ConnectOptions): Promise<Connection> {
  const kind = transportKindOf(cfg);
  if (kind === 'stdio') {
    if (!cfg.command) throw new Error('no command configured');
    const transport = new GroupStdioClientTransport({
      server: cfg.name,
      command: cfg.command,
      args: cfg.args ?? [],
      env: cfg.env,
      runDir: opts.runDir,
      onStderr: opts.onStderr,
      onNoise: opts.onNoise,
      onExit: opts.onExit,
    });
    return connectWith(transport, 'stdio', opts, () => transport.pid);
  }
  if (!cfg.url) throw new Error('no url configured');
  let url: URL;
  try {
    url = new URL(cfg.url);
  } catch {
    throw new Error(`'${cfg.url}' is not a valid URL`);
  }
  const requestInit: RequestInit = { headers: authHeaders(cfg.auth) };
  const sse = () => connectWith(new SSEClientTransport(url, { requestInit }), 'sse', opts, () => null);
  if (kind === 'sse') return sse();
  try {
    return await connectWith(new StreamableHTTPClientTransport(url, { requestInit }), 'streamable-http', opts, () => null);
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
