/**
 * The passthrough methods' handlers (the table of upstream.ts), written once for both
 * protocol revisions: each takes the request's params and answers the result object, so
 * the 2025-11-25 server (SDK 1.x, `passThrough` below) and the 2026-07-28 one
 * (modern-server.ts, SDK 2.x) register the same functions. What each does: passthrough.ts.
 *
 * - `logging/setLevel` sets the level of the session (the upstream log messages relayed to
 *   it during its calls) and is sent on to the server(s) that log (2025-11-25 only).
 * - `resources/subscribe` / `unsubscribe`: one upstream subscription per URI for every
 *   subscriber (2025-11-25 only; 2026-07-28 subscribes on `subscriptions/listen`).
 * - `prompts/get` and `resources/read` take the caller as a relay when it can be asked
 *   something (2026-07-28: the upstream's elicitation or sampling during the request).
 */
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CompleteRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListResourcesRequestSchema,
  ReadResourceRequestSchema,
  SetLevelRequestSchema,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
  type LoggingLevel,
  type ServerCapabilities,
} from '@modelcontextprotocol/sdk/types.js';
import type { Grant } from '../keys/index.js';
import type { CallRelay, McpUpstream, PassMethod } from '../upstream.js';
import { page, type Passthrough } from './passthrough.js';
import { rpcFailure } from './tools.js';
import type { SessionState } from './types.js';

/** What a handler knows of its request besides the params. */
export interface PassExtra {
  signal: AbortSignal;
  grant?: Grant;
  /** The caller, when the upstream may ask it something during the request. */
  relay?: CallRelay;
}
type Params = Record<string, unknown> | undefined;
export type PassHandler = (params: Params, extra: PassExtra) => Promise<Record<string, unknown>>;

/** The handlers a server over these capabilities answers, by method (see the top of the file). */
export function passHandlers(
  p: Passthrough,
  o: { app?: string; state: SessionState; pageSize: number; caps: ServerCapabilities },
): Partial<Record<PassMethod, PassHandler>> {
  const { caps, app, state } = o;
  const out: Partial<Record<PassMethod, PassHandler>> = {};
  const one = (grant: Grant | undefined): readonly [string, McpUpstream] => {
    const found = p.upstreams(grant, app)[0];
    if (!found) throw rpcFailure(ErrorCode.InvalidParams, `Application '${app}' is not an MCP server that is connected`);
    return found;
  };
  const str = (v: unknown) => (typeof v === 'string' ? v : String(v ?? ''));

  if (caps.logging)
    out['logging/setLevel'] = async (params, extra) => {
      state.level = params?.level as LoggingLevel;
      state.relays = true;
      const ups = p.upstreams(extra.grant, app).filter(([, up]) => up.capabilities()?.logging);
      await Promise.all(ups.map(([, up]) => p.send(up, 'logging/setLevel', params).catch(() => {})));
      return {};
    };
  if (caps.resources?.subscribe) {
    const subscription = (on: boolean) => async (params: Params, extra: PassExtra) => {
      const uri = str(params?.uri);
      const [name, up] = app === undefined ? p.ownerOf(uri, extra.grant) : one(extra.grant);
      await p.subscribe(name, up, uri, state, on);
      return {};
    };
    out['resources/subscribe'] = subscription(true);
    out['resources/unsubscribe'] = subscription(false);
  }
  if (app !== undefined) {
    const forward =
      (method: PassMethod): PassHandler =>
      (params, extra) =>
        p.send(one(extra.grant)[1], method, params, extra.signal, extra.relay);
    if (caps.resources) for (const m of ['resources/list', 'resources/templates/list', 'resources/read'] as const) out[m] = forward(m);
    if (caps.prompts) for (const m of ['prompts/list', 'prompts/get'] as const) out[m] = forward(m);
    if (caps.completions) out['completion/complete'] = forward('completion/complete');
    return out;
  }

  // every application (`/mcp`)
  const each = async (method: PassMethod, key: string, capability: 'resources' | 'prompts', extra: PassExtra) => {
    const ups = p.upstreams(extra.grant).filter(([, up]) => up.capabilities()?.[capability]);
    const lists = await Promise.all(ups.map(([, up]) => p.all(up, method, key, extra.signal).catch(() => [])));
    return ups.flatMap(([name], i) => lists[i]!.map((item) => [name, item] as const));
  };
  const cursor = (params: Params) => params?.cursor as string | undefined;
  if (caps.resources) {
    out['resources/list'] = async (params, extra) => {
      const all = (await each('resources/list', 'resources', 'resources', extra)).filter(([a, r]) => p.record('uri', str(r.uri), a));
      return page(
        all.map(([, r]) => r),
        'resources',
        'resources',
        cursor(params),
        o.pageSize,
      );
    };
    out['resources/templates/list'] = async (params, extra) => {
      const all = (await each('resources/templates/list', 'resourceTemplates', 'resources', extra)).filter(([a, t]) =>
        p.record('template', str(t.uriTemplate), a),
      );
      return page(
        all.map(([, t]) => t),
        'resourceTemplates',
        'resources/templates',
        cursor(params),
        o.pageSize,
      );
    };
    out['resources/read'] = (params, extra) =>
      p.send(p.ownerOf(str(params?.uri), extra.grant)[1], 'resources/read', params, extra.signal, extra.relay);
  }
  if (caps.prompts) {
    out['prompts/list'] = async (params, extra) => {
      const seen = new Map<string, string>();
      const all = (await each('prompts/list', 'prompts', 'prompts', extra)).flatMap(([a, pr]) => {
        const name = `${a}_${str(pr.name)}`;
        const prev = seen.get(name);
        if (prev !== undefined) {
          p.collision('prompt', name, prev, a);
          return [];
        }
        seen.set(name, a);
        return [{ ...pr, name }];
      });
      return page(all, 'prompts', 'prompts', cursor(params), o.pageSize);
    };
    out['prompts/get'] = (params, extra) => {
      const [up, name] = p.promptOf(str(params?.name), extra.grant);
      return p.send(up, 'prompts/get', { ...params, name }, extra.signal, extra.relay);
    };
  }
  if (caps.completions)
    out['completion/complete'] = (params, extra) => {
      const ref = (params?.ref ?? {}) as { type?: string; name?: string; uri?: string };
      if (ref.type === 'ref/prompt') {
        const [up, name] = p.promptOf(str(ref.name), extra.grant);
        return p.send(up, 'completion/complete', { ...params, ref: { ...ref, name } }, extra.signal);
      }
      return p.send(p.ownerOf(str(ref.uri), extra.grant)[1], 'completion/complete', params, extra.signal);
    };
  return out;
}

/** The SDK 1.x request schema of each passthrough method. */
const SCHEMAS = {
  'resources/list': ListResourcesRequestSchema,
  'resources/templates/list': ListResourceTemplatesRequestSchema,
  'resources/read': ReadResourceRequestSchema,
  'resources/subscribe': SubscribeRequestSchema,
  'resources/unsubscribe': UnsubscribeRequestSchema,
  'prompts/list': ListPromptsRequestSchema,
  'prompts/get': GetPromptRequestSchema,
  'completion/complete': CompleteRequestSchema,
  'logging/setLevel': SetLevelRequestSchema,
} as const satisfies Record<PassMethod, unknown>;

/** Registers the passthrough handlers the server's capabilities allow on a 2025-11-25 server. */
export function passThrough(
  server: Server,
  p: Passthrough,
  o: { app?: string; state: SessionState; pageSize: number; grantOf: (extra: unknown) => Grant | undefined; caps: ServerCapabilities },
): void {
  for (const [method, handle] of Object.entries(passHandlers(p, o)) as [PassMethod, PassHandler][])
    server.setRequestHandler(SCHEMAS[method] as typeof ListResourcesRequestSchema, (req, extra) =>
      handle(req.params as Params, { signal: extra.signal, grant: o.grantOf(extra) }),
    );
}
