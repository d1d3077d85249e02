/**
 * Resources, prompts, completion and logging of the upstream MCP servers, passed through
 * (the passthrough table of upstream.ts): the endpoint's shared tables, whichever protocol
 * revision a client speaks (the handlers of each method: pass-handlers.ts).
 *
 * - `/mcp/apps/<app>`: every request goes to that application's server as it came and its
 *   answer comes back as the server gave it (its own names, URIs, cursors).
 * - `/mcp` (every application): prompts are named `<service>_<prompt>`, as tools are; a name
 *   goes to the service with the longest name it starts with. Resource URIs and templates
 *   are kept as the servers give them: each listing records which service lists a URI (or
 *   a template), and a read, a subscription or a completion goes there; a URI no listing
 *   named goes to the one service whose template matches it, or to the only service that
 *   offers resources. Two services listing the same URI or prompt name: the first (in
 *   configuration order) keeps it, the collision is logged once. Listings are every page
 *   of every service, paged here like tools/list.
 * - Subscriptions (2025-11-25 `resources/subscribe`, 2026-07-28 `subscriptions/listen`):
 *   the registry subscribes once per URI for all its subscribers and relays each
 *   `notifications/resources/updated` to each that subscribed.
 * Keys limited to applications see and reach only theirs.
 */
import { UriTemplate } from '@modelcontextprotocol/sdk/shared/uriTemplate.js';
import { ErrorCode, McpError, type LoggingLevel, type ServerCapabilities } from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from '../../shared/logger.js';
import type { Catalog } from '../catalog.js';
import type { Grant } from '../keys/index.js';
import { ToolCallError } from '../types.js';
import type { CallRelay, McpUpstream, Message, PassMethod } from '../upstream.js';
import { rpcFailure } from './tools.js';
import type { SessionState } from './types.js';

/** The endpoint's shared tables: URI and template owners, subscriptions, collisions logged. */
export class Passthrough {
  private readonly uriOwner = new Map<string, string>();
  private readonly templates = new Map<string, { app: string; match: UriTemplate }>();
  /** By `<app>\n<uri>`: the sessions subscribed, and the server they are subscribed with. */
  private readonly subscribers = new Map<string, { sessions: Set<SessionState>; up: McpUpstream }>();
  private readonly logged = new Set<string>();
  private readonly unhook: (() => void)[] = [];
  private hooked = new WeakSet<McpUpstream>();
  /** Who hears every notification of every upstream (list changes for 2026-07-28 listen streams). */
  private readonly watchers = new Set<(app: string, n: Message) => void>();

  constructor(
    readonly catalog: Catalog,
    private readonly log: Logger,
    private readonly timeoutMs: number,
    /** A request whose caller may be asked something runs at most this long in all (api_mode.progress_timeout). */
    private readonly limitMs = timeoutMs,
  ) {}

  /**
   * The upstreams a grant may reach, in configuration order (one, for an application's endpoint).
   * A key limited to tool sets reaches tools only: no upstream's resources, prompts or logging.
   */
  upstreams(grant: Grant | undefined, app?: string): (readonly [string, McpUpstream])[] {
    if (grant?.sets) return [];
    return this.catalog.upstreams().filter(([name]) => (app === undefined || name === app) && (!grant?.apps || grant.apps.has(name)));
  }

  /** The capabilities a server over these upstreams declares. */
  capabilities(grant: Grant | undefined, app?: string): ServerCapabilities {
    const caps: ServerCapabilities = app === undefined && !grant?.sets ? { logging: {} } : {};
    for (const [, up] of this.upstreams(grant, app)) {
      const c = up.capabilities();
      if (c?.resources) caps.resources = { subscribe: true, listChanged: true };
      if (c?.prompts) caps.prompts = { listChanged: true };
      if (c?.completions) caps.completions = {};
      if (c?.logging) caps.logging = {};
    }
    return caps;
  }

  collision(what: string, name: string, kept: string, lost: string): void {
    const key = `${what}\n${name}\n${lost}`;
    if (this.logged.has(key)) return;
    this.logged.add(key);
    this.log.warn({ [what]: name, kept, lost }, `two applications offer the same ${what}: the first keeps it`);
  }

  async send<T = Record<string, unknown>>(
    up: McpUpstream,
    method: PassMethod,
    params: Record<string, unknown> | undefined,
    signal?: AbortSignal,
    relay?: CallRelay,
  ): Promise<T> {
    try {
      return (await up.request(method, params, { timeoutMs: this.timeoutMs, signal, relay, limitMs: this.limitMs })) as T;
    } catch (err) {
      if (err instanceof McpError) throw rpcFailure(err.code, err.message.replace(/^MCP error -?\d+: /, ''), err.data);
      if (err instanceof ToolCallError) throw rpcFailure(ErrorCode.InternalError, `${err.status}: ${err.message}`);
      throw err;
    }
  }

  /** Every page of a listing of one upstream. */
  async all(up: McpUpstream, method: PassMethod, key: string, signal?: AbortSignal): Promise<Record<string, unknown>[]> {
    const out: Record<string, unknown>[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 100; page++) {
      const res = await this.send(up, method, cursor ? { cursor } : undefined, signal);
      out.push(...(res[key] as Record<string, unknown>[]));
      cursor = res.nextCursor as string | undefined;
      if (!cursor) break;
    }
    return out;
  }

  /** The application a URI goes to on `/mcp` (see the top of the file). */
  ownerOf(uri: string, grant: Grant | undefined): readonly [string, McpUpstream] {
    const ups = this.upstreams(grant).filter(([, up]) => up.capabilities()?.resources);
    const named = this.uriOwner.get(uri) ?? [...this.templates.values()].find((t) => t.match.match(uri) !== null)?.app;
    const found = named === undefined ? (ups.length === 1 ? ups[0] : undefined) : ups.find(([name]) => name === named);
    if (!found) throw rpcFailure(ErrorCode.InvalidParams, `Resource not found: no application lists '${uri}'`, { uri });
    return found;
  }

  /** The application and own name of a prompt named `<service>_<prompt>` on `/mcp`. */
  promptOf(name: string, grant: Grant | undefined): [McpUpstream, string] {
    const owner = this.upstreams(grant)
      .filter(([app]) => name.startsWith(`${app}_`))
      .sort((a, b) => b[0].length - a[0].length)[0];
    if (!owner) throw rpcFailure(ErrorCode.InvalidParams, `Prompt '${name}' not found: prompts are named <service>_<prompt>`);
    return [owner[1], name.slice(owner[0].length + 1)];
  }

  record(kind: 'uri' | 'template', key: string, app: string): boolean {
    const prev = kind === 'uri' ? this.uriOwner.get(key) : this.templates.get(key)?.app;
    if (prev !== undefined && prev !== app) {
      this.collision(kind === 'uri' ? 'resource' : 'resource template', key, prev, app);
      return false;
    }
    if (kind === 'uri') this.uriOwner.set(key, app);
    else this.templates.set(key, { app, match: new UriTemplate(key) });
    return true;
  }

  /** Subscribes a session to a URI of an application (the upstream once for every session). */
  async subscribe(app: string, up: McpUpstream, uri: string, state: SessionState, on: boolean): Promise<void> {
    this.hook(app, up);
    const key = `${app}\n${uri}`;
    const set = this.subscribers.get(key)?.sessions ?? new Set<SessionState>();
    const first = set.size === 0;
    if (on) set.add(state);
    else set.delete(state);
    if (set.size > 0) this.subscribers.set(key, { sessions: set, up });
    else this.subscribers.delete(key);
    if (on && first) await this.send(up, 'resources/subscribe', { uri });
    if (!on && set.size === 0 && !first) await this.send(up, 'resources/unsubscribe', { uri });
  }

  /** A session that ended: out of every subscription (the server's ended when it was the last). */
  forget(state: SessionState): void {
    for (const [key, { sessions, up }] of this.subscribers) {
      if (!sessions.delete(state) || sessions.size > 0) continue;
      this.subscribers.delete(key);
      this.send(up, 'resources/unsubscribe', { uri: key.slice(key.indexOf('\n') + 1) }).catch(() => {});
    }
  }

  /** Hears every notification of every upstream connected now (hook each once); returns the unsubscribe. */
  watch(listener: (app: string, n: Message) => void): () => void {
    this.watchers.add(listener);
    this.hookAll();
    return () => this.watchers.delete(listener);
  }

  /** Hooks the upstreams that appeared since (a catalogue change, a new listen stream). */
  hookAll(): void {
    for (const [app, up] of this.catalog.upstreams()) this.hook(app, up);
  }

  private hook(app: string, up: McpUpstream): void {
    if (this.hooked.has(up)) return;
    this.hooked.add(up);
    this.unhook.push(
      up.onNotification((n: Message) => {
        for (const w of this.watchers) w(app, n);
        if (n.method !== 'notifications/resources/updated') return;
        // a 2026-07-28 handler delivers an update once to every stream of it that asked (onUpdate is shared)
        const delivered = new Set<(n: Message) => void>();
        for (const s of this.subscribers.get(`${app}\n${String(n.params?.uri)}`)?.sessions ?? []) {
          if (!s.onUpdate) s.server?.notification(n as never).catch(() => {});
          else if (!delivered.has(s.onUpdate)) {
            delivered.add(s.onUpdate);
            s.onUpdate(n);
          }
        }
      }),
    );
  }

  close(): void {
    for (const u of this.unhook) u();
    this.hooked = new WeakSet();
    this.watchers.clear();
  }
}

/** The `/mcp` cursor of the page starting at `offset` of a listing. */
export const cursorAt = (kind: string, offset: number) => Buffer.from(`${kind}:${offset}`).toString('base64url');

/** The offset a cursor of ours designates (InvalidParams error for anything else). */
export function offsetOf(kind: string, cursor: string | undefined, method = `${kind}/list`): number {
  if (cursor === undefined) return 0;
  const m = new RegExp(`^${kind}:(\\d{1,9})$`).exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!m || cursorAt(kind, Number(m[1])) !== cursor) {
    const shown = cursor.length > 80 ? `${cursor.slice(0, 80)}...` : cursor;
    throw rpcFailure(
      ErrorCode.InvalidParams,
      `Invalid cursor '${shown}': pass the nextCursor of the previous ${method} answer, or no cursor for the first page`,
    );
  }
  return Number(m[1]);
}

/** One page of a listing made here. */
export function page<T>(items: T[], key: string, kind: string, cursor: string | undefined, size: number) {
  const start = offsetOf(kind, cursor);
  const out: Record<string, unknown> = { [key]: items.slice(start, start + size) };
  if (start + size < items.length) out.nextCursor = cursorAt(kind, start + size);
  return out;
}

const LEVELS = ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'];
/** Whether a log message of `level` reaches a session set to `min` (all when none was set). */
export const loud = (level: unknown, min: LoggingLevel | undefined) =>
  min === undefined || LEVELS.indexOf(String(level)) >= LEVELS.indexOf(min);
