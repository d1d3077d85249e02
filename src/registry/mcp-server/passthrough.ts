/**
 * Resources, prompts, completion and logging of the upstream MCP servers, passed through
 * (the passthrough table of upstream.ts, one handler per row).
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
 * - `logging/setLevel` sets the level of the session (the upstream log messages relayed to
 *   it during its calls: relay.ts) and is sent on to the server(s) that log.
 * - `resources/subscribe`: the registry subscribes once per URI for all its sessions and
 *   relays `notifications/resources/updated` to each session that subscribed.
 * Keys limited to applications see and reach only theirs.
 */
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { UriTemplate } from '@modelcontextprotocol/sdk/shared/uriTemplate.js';
import {
  CompleteRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListResourcesRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  SetLevelRequestSchema,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
  type LoggingLevel,
  type ServerCapabilities,
} from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from '../../shared/logger.js';
import type { Catalog } from '../catalog.js';
import type { Grant } from '../keys/index.js';
import { ToolCallError } from '../types.js';
import type { McpUpstream, Message, PassMethod } from '../upstream.js';
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
  private hooked = new Set<string>();

  constructor(
    readonly catalog: Catalog,
    private readonly log: Logger,
    private readonly timeoutMs: number,
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
  ): Promise<T> {
    try {
      return (await up.request(method, params, { timeoutMs: this.timeoutMs, signal })) as T;
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

  private hook(app: string, up: McpUpstream): void {
    if (this.hooked.has(app)) return;
    this.hooked.add(app);
    this.unhook.push(
      up.onNotification((n: Message) => {
        if (n.method !== 'notifications/resources/updated') return;
        for (const s of this.subscribers.get(`${app}\n${String(n.params?.uri)}`)?.sessions ?? [])
          s.server?.notification(n as never).catch(() => {});
      }),
    );
  }

  close(): void {
    for (const u of this.unhook) u();
    this.hooked = new Set();
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

type Extra = { signal: AbortSignal };
type GrantOf = (extra: unknown) => Grant | undefined;

/** Registers the passthrough handlers the server's capabilities allow (see the top of the file). */
export function passThrough(
  server: Server,
  p: Passthrough,
  o: { app?: string; state: SessionState; pageSize: number; grantOf: GrantOf; caps: ServerCapabilities },
) {
  const { caps } = o;
  const { app, state } = o;
  const one = (grant: Grant | undefined): readonly [string, McpUpstream] => {
    const found = p.upstreams(grant, app)[0];
    if (!found) throw rpcFailure(ErrorCode.InvalidParams, `Application '${app}' is not an MCP server that is connected`);
    return found;
  };
  const forward = (method: PassMethod) => (req: { params?: Record<string, unknown> }, extra: Extra) =>
    p.send(one(o.grantOf(extra))[1], method, req.params, extra.signal);

  if (caps.logging)
    server.setRequestHandler(SetLevelRequestSchema, async (req, extra) => {
      state.level = req.params.level;
      state.relays = true;
      const ups = p.upstreams(o.grantOf(extra), app).filter(([, up]) => up.capabilities()?.logging);
      await Promise.all(ups.map(([, up]) => p.send(up, 'logging/setLevel', req.params).catch(() => {})));
      return {};
    });
  if (caps.resources?.subscribe) {
    const subscription = (on: boolean) => async (req: { params: { uri: string } }, extra: Extra) => {
      const grant = o.grantOf(extra);
      const [name, up] = app === undefined ? p.ownerOf(req.params.uri, grant) : one(grant);
      await p.subscribe(name, up, req.params.uri, state, on);
      return {};
    };
    server.setRequestHandler(SubscribeRequestSchema, subscription(true));
    server.setRequestHandler(UnsubscribeRequestSchema, subscription(false));
  }
  if (app !== undefined) {
    if (caps.resources) {
      server.setRequestHandler(ListResourcesRequestSchema, forward('resources/list'));
      server.setRequestHandler(ListResourceTemplatesRequestSchema, forward('resources/templates/list'));
      server.setRequestHandler(ReadResourceRequestSchema, forward('resources/read'));
    }
    if (caps.prompts) {
      server.setRequestHandler(ListPromptsRequestSchema, forward('prompts/list'));
      server.setRequestHandler(GetPromptRequestSchema, forward('prompts/get'));
    }
    if (caps.completions) server.setRequestHandler(CompleteRequestSchema, forward('completion/complete'));
    return;
  }

  // every application (`/mcp`)
  const each = async (method: PassMethod, key: string, capability: 'resources' | 'prompts', extra: Extra) => {
    const ups = p.upstreams(o.grantOf(extra)).filter(([, up]) => up.capabilities()?.[capability]);
    const lists = await Promise.all(ups.map(([, up]) => p.all(up, method, key, extra.signal).catch(() => [])));
    return ups.flatMap(([name], i) => lists[i]!.map((item) => [name, item] as const));
  };
  if (caps.resources) {
    server.setRequestHandler(ListResourcesRequestSchema, async (req, extra) => {
      const all = (await each('resources/list', 'resources', 'resources', extra)).filter(([a, r]) => p.record('uri', String(r.uri), a));
      return page(
        all.map(([, r]) => r),
        'resources',
        'resources',
        req.params?.cursor,
        o.pageSize,
      );
    });
    server.setRequestHandler(ListResourceTemplatesRequestSchema, async (req, extra) => {
      const all = (await each('resources/templates/list', 'resourceTemplates', 'resources', extra)).filter(([a, t]) =>
        p.record('template', String(t.uriTemplate), a),
      );
      return page(
        all.map(([, t]) => t),
        'resourceTemplates',
        'resources/templates',
        req.params?.cursor,
        o.pageSize,
      );
    });
    server.setRequestHandler(ReadResourceRequestSchema, (req, extra) =>
      p.send(p.ownerOf(req.params.uri, o.grantOf(extra))[1], 'resources/read', req.params, extra.signal),
    );
  }
  if (caps.prompts) {
    server.setRequestHandler(ListPromptsRequestSchema, async (req, extra) => {
      const seen = new Map<string, string>();
      const all = (await each('prompts/list', 'prompts', 'prompts', extra)).flatMap(([a, pr]) => {
        const name = `${a}_${String(pr.name)}`;
        const prev = seen.get(name);
        if (prev !== undefined) {
          p.collision('prompt', name, prev, a);
          return [];
        }
        seen.set(name, a);
        return [{ ...pr, name }];
      });
      return page(all, 'prompts', 'prompts', req.params?.cursor, o.pageSize);
    });
    server.setRequestHandler(GetPromptRequestSchema, (req, extra) => {
      const [up, name] = p.promptOf(req.params.name, o.grantOf(extra));
      return p.send(up, 'prompts/get', { ...req.params, name }, extra.signal);
    });
  }
  if (caps.completions)
    server.setRequestHandler(CompleteRequestSchema, (req, extra) => {
      const ref = req.params.ref;
      const grant = o.grantOf(extra);
      if (ref.type === 'ref/prompt') {
        const [up, name] = p.promptOf(ref.name, grant);
        return p.send(up, 'completion/complete', { ...req.params, ref: { ...ref, name } }, extra.signal);
      }
      const owner = p.ownerOf(ref.uri, grant);
      return p.send(owner[1], 'completion/complete', req.params, extra.signal);
    });
}
