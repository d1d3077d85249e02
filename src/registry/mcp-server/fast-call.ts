/**
 * The hot path of `/mcp`: a `tools/call` of an open session, answered straight from
 * node:http. The SDK's streamable HTTP transport converts every request into a web
 * Request and its answer back (through Hono), and Express, the body parser and the SDK's
 * protocol layer each add their share: for a plain call that is most of the time spent.
 *
 * Only the usual request takes this path: `POST /mcp` with the `Mcp-Session-Id` of an
 * open session, `Content-Type: application/json`, an Accept naming both JSON and event
 * streams, a supported (or no) protocol version header, a declared length within the
 * body limit, and a body that is one JSON-RPC `tools/call` request with a name and
 * (optionally) arguments, no `_meta` and no task. Its answer is the one the SDK would give: the same
 * handler (callTool) and the same JSON-RPC framing. Anything else goes on to the
 * endpoint as before: untouched when the headers rule the path out, with the parsed body
 * (as Express's body parser would have left it) when the body does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SUPPORTED_PROTOCOL_VERSIONS, type CallToolResult, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { bodyNotJson, logRequest, requestId, setRoute, type Logger, type ValidationIssue } from '../../http/index.js';
import { argsFromOffered } from '../arg-names.js';
import { argsBoundsIssues } from '../args-bounds.js';
import type { Catalog, CatalogTool } from '../catalog.js';
import { waitingMessage } from '../approvals/index.js';
import type { Admission, CallGuard } from '../call-guard.js';
import { ArgsInvalidError } from '../errors.js';
import { callingKey, grantOf, scopeRefusal, toolRefusal, type Grant } from '../keys/index.js';
import { resultTexts, type ToolProgress } from '../types.js';
import type { CallRelay } from '../upstream.js';
import type { Session } from './types.js';
import { Cancel } from '../../shared/cancel.js';
import { mcpError, mcpResult } from './tools.js';
import { isDiscoveryTool } from './discovery.js';

export type { Refused, Session } from './types.js';

/**
 * The tools/call handler, shared by the SDK server and the fast path: bounds already
 * checked (`issues`), the key's scope and applications, the arguments back under the
 * tool's own names, the catalogue call, its outcome as an MCP result.
 */
export async function callTool(
  catalog: Catalog,
  name: string,
  rawArgs: Record<string, unknown> | undefined,
  opts: {
    issues?: ValidationIssue[];
    grant?: Grant;
    cancel?: Cancel;
    onProgress?: (p: ToolProgress) => void;
    relay?: CallRelay;
    /** Asked before the call runs (limits, approvals); `elicit`: the client can be asked to wait for an approval. */
    guard?: CallGuard;
    elicit?: boolean;
  },
): Promise<CallToolResult> {
  if (opts.issues) return mcpError(name, new ArgsInvalidError(name, opts.issues));
  const { grant } = opts;
  const found = catalog.find(name);
  const denied = scopeRefusal(grant, 'call', 'MCP tools/call') ?? (found === undefined ? null : toolRefusal(grant, found));
  if (denied) return mcpError(name, denied);
  try {
    // arguments come under the names /mcp offered (arg-names.ts): back to the tool's own
    const args = argsFromOffered(found?.tool.inputSchema, rawArgs ?? {});
    if (found && opts.guard?.active) {
      const admitted = await admission(opts.guard, found, args, opts);
      if ('refused' in admitted) return mcpError(name, admitted.refused);
      if ('waiting' in admitted) {
        const waiting = admitted.waiting;
        return { isError: true, content: [{ type: 'text', text: waitingMessage(waiting) }], structuredContent: { approval: waiting } };
      }
    }
    const call = () =>
      catalog.callFull(name, args, {
        cancel: opts.cancel,
        onProgress: opts.onProgress,
        relay: opts.relay,
        callerToken: grant?.accessToken,
      });
    return mcpResult(await (grant ? callingKey.run(grant, call) : call()));
  } catch (err) {
    return mcpError(name, err);
  }
}

/**
 * Whether a call may run now. One waiting for an approval, from a client that can be asked
 * (elicitation), asks it to wait: once it accepts (after a person approved), it is asked again.
 */
async function admission(
  guard: CallGuard,
  tool: CatalogTool,
  args: Record<string, unknown>,
  opts: { grant?: Grant; relay?: CallRelay; elicit?: boolean; cancel?: Cancel },
): Promise<Admission> {
  const first = await guard.admit(opts.grant, tool, args);
  if (!('waiting' in first) || !opts.relay || !opts.elicit) return first;
  const message = `${waitingMessage(first.waiting)} Accept here once it is approved to run it now; decline to leave it.`;
  // `_meta["agent/approval"]` tells a client that this question is the registry's, about the approval (the demo declines it)
  const params = {
    mode: 'form',
    message,
    requestedSchema: { type: 'object', properties: {} },
    _meta: { 'agent/approval': first.waiting.id },
  };
  const answer = await opts.relay.request({ method: 'elicitation/create', params }, opts.cancel?.signal ?? new AbortController().signal);
  return answer.action === 'accept' ? guard.admit(opts.grant, tool, args) : first;
}

const isPlain = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The call of a body that can take the fast path, or undefined. */
function plainToolCall(raw: unknown): { id: string | number; name: string; args?: Record<string, unknown> } | undefined {
  if (!isPlain(raw) || raw.jsonrpc !== '2.0' || raw.method !== 'tools/call') return undefined;
  const { id, params } = raw;
  if (typeof id !== 'string' && !Number.isSafeInteger(id)) return undefined;
  if (!isPlain(params) || typeof params.name !== 'string') return undefined;
  for (const k in params) if (k !== 'name' && k !== 'arguments') return undefined;
  const args = params.arguments;
  if (args !== undefined && !isPlain(args)) return undefined;
  return { id: id as string | number, name: params.name, args };
}

const SUPPORTED = new Set<string>(SUPPORTED_PROTOCOL_VERSIONS);

/**
 * A request listener in front of the endpoint: true when it took the request (answering
 * it, or handing it to `next` with its body parsed), false when the request is not one for
 * it (then nothing was read).
 */
export function mcpFastPath(deps: {
  catalog: Catalog;
  /** Asked before a call runs (limits); with approvals in force, calls take the SDK's way, where the client can be asked to wait. */
  guard?: CallGuard;
  sessions: Map<string, Session>;
  logger: Logger;
  logRequests: boolean;
  bodyLimit: number;
}): (req: IncomingMessage, res: ServerResponse, next: (req: IncomingMessage, res: ServerResponse) => void) => boolean {
  const { catalog, sessions } = deps;
  return (req, res, next) => {
    if (req.method !== 'POST' || req.url !== '/mcp') return false;
    const h = req.headers;
    const sid = h['mcp-session-id'];
    const s = typeof sid === 'string' ? sessions.get(sid) : undefined;
    if (!s || h['content-type'] !== 'application/json') return false;
    const accept = h.accept;
    if (!accept?.includes('application/json') || !accept.includes('text/event-stream')) return false;
    const version = h['mcp-protocol-version'];
    if (version !== undefined && (typeof version !== 'string' || !SUPPORTED.has(version))) return false;
    const length = Number(h['content-length']);
    if (!(length > 0 && length <= deps.bodyLimit)) return false;
    const startedAt = deps.logRequests ? process.hrtime.bigint() : 0n;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      setRoute(req, '/mcp');
      const id = requestId(h['x-request-id']);
      const done = (status: number) => {
        if (deps.logRequests) logRequest(deps.logger, { reqId: id, method: 'POST', url: '/mcp', status, startedAt });
      };
      let text = Buffer.concat(chunks).toString('utf8');
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // as the body parser reads it
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch (err) {
        // the endpoint's answer to a body that is not JSON (its error handler's, word for word)
        const detail = bodyNotJson((err as Error).message).message;
        answer(res, id, 400, { jsonrpc: '2.0', error: { code: -32700, message: `Parse error: ${detail}` }, id: null });
        return done(400);
      }
      const call = text.includes('\\u') ? undefined : plainToolCall(raw);
      // calls of the discovery tools, and of a session whose client the upstream may reach, go through the SDK server
      const { scope } = s;
      if (
        !call ||
        !sessions.has(sid as string) ||
        scope.state.relays ||
        scope.app !== undefined ||
        scope.set !== undefined ||
        deps.guard?.approvals.policy.enabled ||
        (scope.mode === 'search' && isDiscoveryTool(call.name))
      ) {
        (req as IncomingMessage & { body?: unknown }).body = raw;
        return next(req, res);
      }
      s.lastSeen = Date.now();
      // keep the map in least-recently-used order
      sessions.delete(sid as string);
      sessions.set(sid as string, s);
      const cancel = new Cancel();
      s.fast.set(call.id, cancel);
      const bounds = argsBoundsIssues(call.args ?? {});
      callTool(catalog, call.name, call.args, {
        issues: bounds.length > 0 ? bounds : undefined,
        grant: grantOf(req),
        cancel,
        guard: deps.guard,
      })
        .then(
          (result) => ({ result, jsonrpc: '2.0', id: call.id }),
          (err: { code?: unknown; message?: string; data?: unknown }) => ({
            jsonrpc: '2.0',
            id: call.id,
            error: {
              code: Number.isSafeInteger(err?.code) ? err.code : -32603,
              message: err?.message ?? 'Internal error',
              ...(err?.data !== undefined ? { data: err.data } : {}),
            },
          }),
        )
        .then((message) => {
          if (s.fast.get(call.id) === cancel) s.fast.delete(call.id);
          answer(res, id, 200, message, sid as string);
          done(200);
        })
        .catch((err) => {
          deps.logger.error({ err }, 'MCP endpoint request failed');
          if (!res.headersSent) res.destroy();
        });
    });
    return true;
  };
}

/** A JSON-RPC message as the whole answer, with the headers every answer of the registry has. */
function answer(res: ServerResponse, reqId: string, status: number, message: unknown, session?: string): void {
  if (res.headersSent || res.destroyed) return;
  const body = serialised(message as { result?: object; id?: unknown });
  const headers: Record<string, string | number> = {
    'X-Request-Id': reqId,
    'X-Content-Type-Options': 'nosniff',
    'Content-Type': session ? 'application/json' : 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  };
  if (session) headers['mcp-session-id'] = session;
  res.writeHead(status, headers);
  res.end(body);
}

/** A message as JSON: a result the server sent as text (resultTexts) goes on as that text. */
function serialised(message: { result?: object; id?: unknown }): string {
  const text = message.result && resultTexts.get(message.result);
  return text === undefined ? JSON.stringify(message) : `{"result":${text},"jsonrpc":"2.0","id":${JSON.stringify(message.id)}}`;
}

/** Cancels the fast-path calls named by `notifications/cancelled` messages. */
export function cancelFast(s: Session, messages: JSONRPCMessage[]): void {
  for (const m of messages) {
    const rid = (m as { params?: { requestId?: unknown } }).params?.requestId;
    if (typeof rid === 'string' || typeof rid === 'number') s.fast.get(rid)?.cancel();
  }
}
