/**
 * Protocol revision 2026-07-28 on the endpoint's three URLs, beside 2025-11-25 (index.ts).
 *
 * Each POST is classified once, by the SDK's own predicate (`isLegacyRequest`, the code
 * `createMcpHandler` routes with): a 2025 request (an `initialize`, a session's request, a
 * GET or DELETE) stays on the sessions of index.ts, unchanged; a 2026-07-28 request
 * (`_meta["io.modelcontextprotocol/protocolVersion"]`, or a modern `MCP-Protocol-Version`
 * header) is answered here by a `createMcpHandler(..., { legacy: 'reject' })` of the SDK
 * 2.x, with a server built for that request over the same catalogue (modern-server.ts).
 * The key gate, the body limit and the application's or set's checks ran before, as for
 * every request of the endpoint; the SDK validates the envelope and the standard headers
 * (400, -32020 HeaderMismatch, UnsupportedProtocolVersion). Replicas serve it the same way:
 * it has no session to share.
 *
 * `subscriptions/listen` (the revision's one stream) is served by the SDK's listen router,
 * one handler per endpoint (`/mcp`, each `/mcp/apps/<app>`, each `/mcp/sets/<set>`), so a
 * stream hears only its endpoint's events: tools list_changed on every catalogue change,
 * resources and prompts list_changed of the endpoint's upstreams, and the updates of the
 * resources it names (`resourceSubscriptions`), for which the registry subscribes once per
 * URI upstream (passthrough.ts) while a stream wants it. A URI the caller's key may not
 * reach is left out of the subscription (and of the acknowledged filter).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Request, Response } from 'express';
import {
  PROTOCOL_VERSION_META_KEY,
  createMcpHandler,
  isLegacyRequest,
  type McpHttpHandler,
  type McpServer,
} from '@modelcontextprotocol/server';
import { toNodeHandler, toWebRequest } from '@modelcontextprotocol/node';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from '../../shared/logger.js';
import type { Catalog } from '../catalog.js';
import type { Message } from '../upstream.js';
import { InputRequired } from './input-required.js';
import { modernServer } from './modern-server.js';
import type { Passthrough } from './passthrough.js';
import type { Scope } from './scope.js';
import type { SessionState } from './types.js';

const LEGACY_VERSIONS = new Set<string>(SUPPORTED_PROTOCOL_VERSIONS);
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

interface Endpoint {
  handler: McpHttpHandler;
  /** Where the updates of the resources its streams named go (one function: each update published once). */
  onUpdate: (n: Message) => void;
}

export class ModernLeg {
  private readonly endpoints = new Map<string, Endpoint>();
  private readonly current = new AsyncLocalStorage<{ server: McpServer; endpoint: Endpoint }>();
  private readonly node = toNodeHandler(
    { fetch: (request, options) => this.current.getStore()!.endpoint.handler.fetch(request, options) },
    { onerror: (err) => this.deps.log.error({ err }, 'MCP 2026-07-28 request failed') },
  );
  readonly held: InputRequired;
  private readonly unwatch: () => void;
  private readonly unsubscribe: () => void;
  private pending?: NodeJS.Timeout;

  constructor(private readonly deps: { catalog: Catalog; passthrough: Passthrough; log: Logger; bodyLimit: number; heldMs: number }) {
    this.held = new InputRequired({ ttlMs: deps.heldMs });
    // the upstreams' list changes reach the streams of /mcp and of their application's endpoint
    this.unwatch = deps.passthrough.watch((app, n) => {
      const kind =
        n.method === 'notifications/resources/list_changed'
          ? 'resourcesChanged'
          : n.method === 'notifications/prompts/list_changed'
            ? 'promptsChanged'
            : undefined;
      if (kind) for (const key of ['mcp', `app:${app}`]) this.endpoints.get(key)?.handler.notify[kind]();
    });
    // catalogue changes (debounced: one load can change it several times)
    this.unsubscribe = deps.catalog.onChange(() => {
      if (this.pending) return;
      this.pending = setTimeout(() => {
        this.pending = undefined;
        deps.passthrough.hookAll();
        for (const e of this.endpoints.values()) e.handler.notify.toolsChanged();
      }, 25);
    });
  }

  /** Whether a request is one of 2026-07-28 (a quick look first: a 2025 request pays nothing). */
  async claims(req: Request): Promise<boolean> {
    if (req.method !== 'POST') return false;
    const body: unknown = req.body;
    const messages = Array.isArray(body) ? body : [body];
    if (messages.length === 0 || !messages.every(isObject)) return false;
    const header = req.get('mcp-protocol-version');
    const hinted =
      (header !== undefined && !LEGACY_VERSIONS.has(header)) ||
      req.get('mcp-method') !== undefined ||
      messages.some((m) => isObject(m.params) && isObject(m.params._meta) && PROTOCOL_VERSION_META_KEY in m.params._meta);
    if (!hinted) return false;
    try {
      return !(await isLegacyRequest(await toWebRequest(req, body), body, { maxRequestBodySize: this.deps.bodyLimit }));
    } catch (err) {
      // not classifiable: the 2025-11-25 endpoint answers it as it always did
      this.deps.log.debug({ err }, 'MCP request not classified');
      return false;
    }
  }

  /** Answers one 2026-07-28 request of a scope. */
  async serve(req: Request, res: Response, scope: Scope): Promise<void> {
    const key = scope.set ? `set:${scope.set.name}` : scope.app !== undefined ? `app:${scope.app}` : 'mcp';
    const endpoint = this.endpoint(key);
    let body: unknown = req.body;
    try {
      if (isObject(body) && body.method === 'subscriptions/listen') body = await this.listen(body, res, scope, endpoint);
      const server = modernServer({ ...scope, endpoint: key, held: this.held });
      try {
        await this.current.run({ server, endpoint }, () => this.node(req, res, body));
      } finally {
        await server.close().catch(() => {});
      }
    } catch (err) {
      this.deps.log.error({ err }, 'MCP 2026-07-28 request failed');
      if (!res.headersSent) res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
    }
  }

  private endpoint(key: string): Endpoint {
    let e = this.endpoints.get(key);
    if (!e) {
      const handler = createMcpHandler(() => this.current.getStore()!.server, {
        legacy: 'reject',
        maxRequestBodySize: this.deps.bodyLimit,
        onerror: (err) => this.deps.log.debug({ err: err.message }, 'MCP 2026-07-28 request refused'),
      });
      e = { handler, onUpdate: (n) => handler.notify.resourceUpdated(String(n.params?.uri)) };
      this.endpoints.set(key, e);
    }
    return e;
  }

  /**
   * A listen stream's resources: subscribed upstream for as long as the stream is open; the
   * filter the SDK acknowledges keeps the ones the caller may reach.
   */
  private async listen(body: Record<string, unknown>, res: Response, scope: Scope, endpoint: Endpoint): Promise<unknown> {
    const p = scope.passthrough;
    p.hookAll();
    const params = isObject(body.params) ? body.params : {};
    const filter = isObject(params.notifications) ? params.notifications : undefined;
    const uris = filter?.resourceSubscriptions;
    if (!filter || !Array.isArray(uris)) return body;
    const state: SessionState = { relays: false, onUpdate: endpoint.onUpdate };
    res.once('close', () => p.forget(state));
    const kept: unknown[] = [];
    for (const uri of uris) {
      if (typeof uri !== 'string' || scope.set) continue;
      try {
        const found = scope.app === undefined ? p.ownerOf(uri, scope.grant) : p.upstreams(scope.grant, scope.app)[0];
        if (!found?.[1].capabilities()?.resources?.subscribe) continue;
        await p.subscribe(found[0], found[1], uri, state, true);
        kept.push(uri);
      } catch (err) {
        this.deps.log.debug({ err, uri }, 'a listen stream named a resource that cannot be subscribed to');
      }
    }
    return { ...body, params: { ...params, notifications: { ...filter, resourceSubscriptions: kept } } };
  }

  async close(): Promise<void> {
    clearTimeout(this.pending);
    this.unwatch();
    this.unsubscribe();
    this.held.close();
    await Promise.all([...this.endpoints.values()].map((e) => e.handler.close().catch(() => {})));
  }
}
