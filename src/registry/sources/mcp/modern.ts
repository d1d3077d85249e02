/**
 * MCP 2026-07-28 toward an upstream server, under the registry's 2025-11-25 client.
 *
 * The source, its calls, progress, cancellation, the passthrough table and the relay of the
 * server's questions to the calling client (source.ts, invoke.ts, offer.ts) speak to an SDK
 * 1.x `Client`. For a server that speaks 2026-07-28 that client is given this transport: it
 * carries the 1.x client's messages over the official 2.x client (`@modelcontextprotocol/client`,
 * pinned to 2026-07-28: `server/discover`, the per-request `_meta` envelope, the
 * `MCP-Protocol-Version`, `Mcp-Method`, `Mcp-Name` and `Mcp-Param-*` headers), and answers
 * what the revision no longer has itself:
 *
 * - `initialize` is answered from the server's `server/discover` (its capabilities, without
 *   `tasks`, which the registry does not carry to this revision; its identity and
 *   instructions); `notifications/initialized` and `ping` stay here.
 * - `logging/setLevel` sets the level sent with each later request
 *   (`_meta["io.modelcontextprotocol/logLevel"]`); the server's log messages and progress
 *   about a request come back on that request's answer and reach the 1.x client as
 *   notifications, with the progress token it gave.
 * - An `input_required` result: each of its `inputRequests` (elicitation, sampling, roots) goes
 *   to the 1.x client as a server-to-client request, which offer.ts relays to the calling
 *   client as for a 2025 server; the answers go back with the retry (`inputResponses`, the
 *   `requestState` as it was given), round after round (at most MAX_ROUNDS). An input request
 *   the caller cannot answer fails the request with the reason.
 * - `notifications/cancelled` of the 1.x client (its time limit, a caller gone) aborts the request.
 * - Tools whose `x-mcp-header` declarations are invalid are left out of `tools/list` (the 2.x
 *   client's listing, as the revision requires of a client).
 * - List changes and subscriptions: one `subscriptions/listen` stream, opened at connect for
 *   the lists whose changes the server announces, brings
 *   `notifications/{tools,prompts,resources}/list_changed`; `resources/subscribe` and
 *   `unsubscribe` reopen it with the URIs subscribed to (`resourceSubscriptions`), whose
 *   `notifications/resources/updated` it then brings.
 *
 * A JSON-RPC error of the server comes back as the error of the request; a failure to reach
 * the server rejects `send`, so the 1.x client's request fails with the cause (connection
 * refused, …) as over its own transports.
 */
import {
  Client as ModernClient,
  LOG_LEVEL_META_KEY,
  OAuthClientFlowError,
  OAuthError,
  ProtocolError,
  UnauthorizedError,
  StreamableHTTPClientTransport as ModernHttp,
  isInputRequiredResult,
  type Tool as ModernTool,
} from '@modelcontextprotocol/client';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { FetchLike, Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  LATEST_PROTOCOL_VERSION,
  isJSONRPCErrorResponse,
  isJSONRPCNotification,
  isJSONRPCRequest,
  isJSONRPCResultResponse,
  type ClientCapabilities,
  type JSONRPCMessage,
  type JSONRPCRequest,
} from '@modelcontextprotocol/sdk/types.js';
import { VERSION } from '../../../version.js';

/** The revision this transport speaks. */
export const MODERN_REVISION = '2026-07-28';
/** Rounds of input one request may ask for before it is given up. */
const MAX_ROUNDS = 10;
/** The 2.x client's own limit per request: the 1.x client's limits govern (and cancel the request). */
const LEG_MS = 24 * 3600_000;

type Params = Record<string, unknown>;
const isObject = (v: unknown): v is Params => v !== null && typeof v === 'object' && !Array.isArray(v);

export interface ModernOptions {
  /** The server's name in the configuration (its identity when it gives none). */
  name: string;
  /** What the registry's client declares (sampling, elicitation, roots): sent in each request's envelope. */
  capabilities: ClientCapabilities;
  timeoutMs: number;
}

/**
 * The streamable HTTP wire of a 2026-07-28 server (the 2.x client's transport, with the registry's headers and fetch).
 * With `oauth:`, the service's provider (oauth.ts) gives the token; on a 401 the 2.x SDK's `auth` refreshes it, or
 * asks the provider to send a person to sign in, which the running registry answers with LoginNeededError; a 403
 * `insufficient_scope` asks for the union of the scopes held and asked (the same error, the scope kept for the next sign-in).
 */
export function modernHttp(url: URL, o: { requestInit?: RequestInit; fetch?: FetchLike; authProvider?: OAuthClientProvider }): Transport {
  return new ModernHttp(url, { requestInit: o.requestInit, fetch: o.fetch as never, authProvider: o.authProvider as never }) as never;
}

/**
 * A failure of the 2.x SDK's OAuth (an issuer that does not match, an authorization server
 * that refused, a 401 it could not answer): the server wants a token, whichever revision it
 * speaks, so the registry does not try 2025-11-25 (whose 1.x client does not check issuers).
 */
export function authFailed(err: unknown): boolean {
  return err instanceof OAuthClientFlowError || err instanceof OAuthError || err instanceof UnauthorizedError;
}

/** A failure to initialize (2025-11-25) naming 2026-07-28 among the revisions the server supports (-32022). */
export function offersModern(err: unknown): boolean {
  const e = err as { code?: unknown; data?: { supported?: unknown } };
  return e?.code === -32022 && Array.isArray(e.data?.supported) && e.data.supported.includes(MODERN_REVISION);
}

export class ModernTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  private readonly client: ModernClient;
  private readonly inflight = new Map<string | number, AbortController>();
  private readonly asked = new Map<string, { resolve(r: Params): void; reject(e: Error): void }>();
  private readonly tools = new Map<string, ModernTool>();
  private level?: string;
  private asks = 0;
  private closed = false;
  private listening?: { close(): Promise<void> | void };
  /** The resources subscribed to (through the listen stream), and the re-listen under way. */
  private readonly subscribed = new Set<string>();
  private relisten: Promise<void> = Promise.resolve();

  constructor(
    /** The wire: streamable HTTP (`modernHttp`) or the registry's stdio transport (the 2.x client takes either). */
    private readonly wire: Transport,
    private readonly opts: ModernOptions,
  ) {
    this.client = new ModernClient(
      { name: 'agent-registry', version: VERSION },
      { capabilities: opts.capabilities as never, versionNegotiation: { mode: { pin: MODERN_REVISION } } },
    );
  }

  /** Connects: `server/discover` must offer 2026-07-28 (else this rejects, and the caller may speak 2025-11-25). */
  async start(): Promise<void> {
    await this.client.connect(this.wire as never, { timeout: this.opts.timeoutMs });
    this.client.onclose = () => this.ended();
    for (const method of [
      'notifications/message',
      'notifications/tools/list_changed',
      'notifications/prompts/list_changed',
      'notifications/resources/list_changed',
      'notifications/resources/updated',
    ] as const)
      this.client.setNotificationHandler(method, (n) => this.emit({ jsonrpc: '2.0', method, params: n.params as Params }));
    await this.listen().catch((err: Error) => this.onerror?.(new Error(`subscriptions/listen refused: ${err.message}`)));
  }

  /**
   * (Re)opens the one listen stream: the list changes the server announces, and the resources subscribed to.
   * The new stream is acknowledged before the old one is closed, so no update falls between them.
   */
  private async listen(): Promise<void> {
    const caps = this.client.getServerCapabilities() ?? {};
    const filter = {
      ...(caps.tools?.listChanged ? { toolsListChanged: true } : {}),
      ...(caps.prompts?.listChanged ? { promptsListChanged: true } : {}),
      ...(caps.resources?.listChanged ? { resourcesListChanged: true } : {}),
      ...(this.subscribed.size > 0 ? { resourceSubscriptions: [...this.subscribed] } : {}),
    };
    const before = this.listening;
    this.listening = Object.keys(filter).length > 0 ? await this.client.listen(filter, { timeout: this.opts.timeoutMs }) : undefined;
    await before?.close();
    if (this.closed) await this.listening?.close();
  }

  /** `resources/subscribe` and `unsubscribe`: the URI joins or leaves the listen stream's filter. */
  private async subscription(request: JSONRPCRequest): Promise<void> {
    const uri = String(request.params?.uri ?? '');
    if (request.method === 'resources/subscribe') this.subscribed.add(uri);
    else this.subscribed.delete(uri);
    const turn = this.relisten.then(() => this.listen());
    this.relisten = turn.catch(() => {});
    try {
      await turn;
      this.reply(request, {});
    } catch (err) {
      const e = err as { code?: unknown; message?: string };
      this.emit({
        jsonrpc: '2.0',
        id: request.id,
        error: { code: typeof e.code === 'number' ? e.code : -32603, message: String(e.message) },
      });
    }
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (isJSONRPCResultResponse(message) || isJSONRPCErrorResponse(message)) return this.answered(message);
    if (isJSONRPCNotification(message)) {
      if (message.method === 'notifications/cancelled') this.inflight.get(message.params?.requestId as string)?.abort();
      return;
    }
    if (!isJSONRPCRequest(message)) return;
    // (the SDK's guards narrow a request to never after the other three)
    const request = message as unknown as JSONRPCRequest;
    if (this.closed) throw new Error('Not connected');
    if (request.method === 'initialize') return this.reply(request, this.initialized());
    if (request.method === 'ping') return this.reply(request, {});
    if (request.method === 'resources/subscribe' || request.method === 'resources/unsubscribe') return this.subscription(request);
    if (request.method === 'logging/setLevel') {
      this.level = String(request.params?.level ?? '');
      return this.reply(request, {});
    }
    return this.forward(request);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const c of this.inflight.values()) c.abort();
    for (const a of this.asked.values()) a.reject(new Error('connection closed'));
    this.asked.clear();
    await this.listening?.close();
    await this.client.close().catch(() => {});
    this.ended();
  }

  private ended(): void {
    const done = this.onclose;
    this.onclose = undefined;
    this.closed = true;
    done?.();
  }

  /** The answer to the 1.x client's `initialize`: what `server/discover` said. */
  private initialized(): Params {
    const caps: Params = { ...this.client.getServerCapabilities() };
    delete caps.tasks;
    const instructions = this.client.getInstructions();
    return {
      protocolVersion: LATEST_PROTOCOL_VERSION,
      capabilities: JSON.parse(JSON.stringify(caps)) as Params,
      serverInfo: this.client.getServerVersion() ?? { name: this.opts.name, version: '' },
      ...(instructions ? { instructions } : {}),
    };
  }

  /** One request to the server, its input rounds relayed (see the top of the file). */
  private async forward(message: JSONRPCRequest): Promise<void> {
    const abort = new AbortController();
    this.inflight.set(message.id, abort);
    try {
      const given = { ...message.params };
      const meta: Params = { ...(isObject(given._meta) ? given._meta : {}) };
      const token = meta.progressToken as string | number | undefined;
      delete meta.progressToken;
      if (this.level) meta[LOG_LEVEL_META_KEY] = this.level;
      const base: Params = { ...given, ...(Object.keys(meta).length > 0 ? { _meta: meta } : {}) };
      if (Object.keys(meta).length === 0) delete base._meta;
      const options = {
        signal: abort.signal,
        timeout: LEG_MS,
        allowInputRequired: true,
        ...(token === undefined
          ? {}
          : {
              onprogress: (p: Params) =>
                this.emit({ jsonrpc: '2.0', method: 'notifications/progress', params: { ...p, progressToken: token } }),
            }),
      };
      let params = base;
      for (let round = 0; ; round++) {
        const result = await this.leg(message.method, params, options);
        if (!isInputRequiredResult(result)) return this.reply(message, result as Params);
        if (round >= MAX_ROUNDS) throw new ProtocolError(-32603, `The server still asked for input after ${MAX_ROUNDS} rounds`);
        const entries = Object.entries(result.inputRequests ?? {});
        const answers = await Promise.all(entries.map(([, request]) => this.ask(request as Params, abort.signal)));
        const inputResponses = Object.fromEntries(entries.map(([key], i) => [key, answers[i]]));
        params = { ...base, inputResponses, ...(result.requestState !== undefined ? { requestState: result.requestState } : {}) };
      }
    } catch (err) {
      if (abort.signal.aborted) return; // the 1.x client gave up on it already
      const e = err as { code?: unknown; message?: string; data?: unknown };
      if (typeof e?.code !== 'number') throw err;
      const text = String(e.message ?? '').replace(/^MCP error -?\d+: /, '');
      const error = { code: e.code, message: text, ...(e.data !== undefined ? { data: e.data } : {}) };
      this.emit({ jsonrpc: '2.0', id: message.id, error });
    } finally {
      this.inflight.delete(message.id);
    }
  }

  /** One leg: tools are called with their listed definition (its `Mcp-Param-*` headers), listings remembered for that. */
  private async leg(method: string, params: Params, options: Params): Promise<unknown> {
    if (method === 'tools/call') {
      const toolDefinition = this.tools.get(String(params.name));
      return this.client.callTool(params as never, { ...options, ...(toolDefinition ? { toolDefinition } : {}) });
    }
    if (method !== 'tools/list') return this.client.request({ method: method as 'ping', params }, options);
    // (the 2.x client's listing leaves out the tools whose x-mcp-header declarations are invalid, as the revision says)
    const result = await this.client.listTools(params, { ...options, cacheMode: 'refresh' });
    for (const t of result.tools) this.tools.set(t.name, t);
    return result;
  }

  /** One input request of the server, asked of the 1.x client as a server-to-client request: its answer. */
  private ask(request: Params, signal: AbortSignal): Promise<Params> {
    const id = `input-${++this.asks}`;
    return new Promise<Params>((resolve, reject) => {
      const gone = () => {
        this.asked.delete(id);
        reject(new Error('cancelled'));
      };
      signal.addEventListener('abort', gone, { once: true });
      const settle = () => {
        signal.removeEventListener('abort', gone);
        this.asked.delete(id);
      };
      this.asked.set(id, {
        resolve: (r) => (settle(), resolve(r)),
        reject: (e) => (settle(), reject(e)),
      });
      this.emit({ jsonrpc: '2.0', id, method: String(request.method), params: isObject(request.params) ? request.params : {} });
    });
  }

  private answered(message: JSONRPCMessage): void {
    const id = String((message as { id: unknown }).id);
    const waiting = this.asked.get(id);
    if (!waiting) return;
    if (isJSONRPCErrorResponse(message)) waiting.reject(new ProtocolError(message.error.code, message.error.message, message.error.data));
    else if (isJSONRPCResultResponse(message)) waiting.resolve(message.result as Params);
  }

  private reply(request: JSONRPCRequest, result: Params): void {
    this.emit({ jsonrpc: '2.0', id: request.id, result });
  }

  private emit(message: JSONRPCMessage): void {
    if (!this.closed) queueMicrotask(() => this.onmessage?.(message));
  }
}
