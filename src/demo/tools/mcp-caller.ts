/**
 * Calls of MCP servers' tools through the registry's `/mcp` endpoint (issue 31), so that
 * what a server asks its caller during a call reaches the chat: a form for the person
 * (`elicitation/create`), a completion of the chat's model (`sampling/createMessage`).
 * `POST /functions/call` cannot answer those (a 409); every other tool still goes there.
 *
 * Protocol revision 2026-07-28, stateless, with the official 2.x client
 * (`@modelcontextprotocol/client`, loaded on the first such call): each leg is one POST,
 * answered with the result or with `input_required` (the registry holds the call, the
 * server's request unanswered); the answers go back with the retry (`inputResponses`, the
 * `requestState` it was given). Nothing stays open while a person thinks, and there is no
 * session to keep. What the chat can answer is declared call by call in the request's
 * `_meta` (`elicitation` while the chat streams its events to a page, `sampling` while a
 * model plans it); a request it did not declare is refused to the server by the registry,
 * and a call that then fails ends here as a 409 saying what the tool asked for.
 *
 * Time: each leg has the call's limit (api_mode.request_timeout); while the chat answers,
 * the limit stands still (`HeldClock.hold`), and a person gets what is left of
 * api_mode.progress_timeout, counted from the call's start; then the form is cancelled.
 * The same pool, key (AGENT_REGISTRY_KEY), trace header and answer size limit as
 * RegistryClient.
 */
import type * as McpClient from '@modelcontextprotocol/client';
import { request, type Dispatcher } from 'undici';
import { resultValue, resultText } from '../../registry/sources/mcp/results.js';
import { BodyTooLargeError, describeLimit, readCapped } from '../../shared/capped-body.js';
import { AgentError } from '../../shared/errors.js';
import { tracing } from '../../shared/tracing.js';
import { VERSION } from '../../version.js';
import type { HeldClock } from './deadline.js';
import { RegistryKeyError, type RegistryReply } from './registry-client.js';
import type { AgentTool, Asked, ToolInput } from './types.js';

/** The `_meta` key by which the registry marks its own question about an approval (mcp-server/fast-call.ts). */
export const APPROVAL_META = 'agent/approval';
/** Rounds of questions one call may ask before it is given up. */
const MAX_ROUNDS = 10;
const MISSING_CAPABILITY = -32021;
const INVALID_PARAMS = -32602;

/** A tool of an MCP server (its registry record says `tools/call`): called through /mcp. */
export const isMcpTool = (t: Pick<AgentTool, 'kind' | 'method'>) => t.kind === 'api' && t.method === 'tools/call';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The MCP server asked something this caller never declared it could answer (the registry refuses those first). */
export class UnansweredRequestError extends AgentError {
  override name = 'UnansweredRequestError';
  constructor(tool: string, method: string) {
    super(`'${tool}' asked its caller for ${method.slice(0, 60)}, which the agent demo does not answer`, { status: 409 });
  }
}

/** What the tool asked for and why this chat could not give it (-32021 of the registry), in the chat's words. */
function missingText(tool: string, data: unknown): string {
  const caps = isObject(data) && isObject(data.requiredCapabilities) ? data.requiredCapabilities : {};
  const parts: string[] = [];
  if (isObject(caps.sampling))
    parts.push(
      isObject(caps.sampling.tools)
        ? 'a model completion with tools (sampling/createMessage), which the chat does not offer'
        : 'a model completion (sampling/createMessage), which the offline planner cannot give: it has no language model ' +
            '(configure one with llm.provider to let tools ask it)',
    );
  if (isObject(caps.elicitation))
    parts.push(
      isObject(caps.elicitation.url)
        ? 'the user to open a URL (elicitation/create, url mode), which the chat does not offer'
        : 'input from the user (elicitation/create), which only a chat that streams its events can ask for ' +
            '(the chat page, or POST /chat with Accept: text/event-stream)',
    );
  if (isObject(caps.roots)) parts.push('the roots of its client (roots/list), which the chat does not offer');
  return `'${tool}' asked for ${parts.length > 0 ? parts.join(', and for ') : 'something its caller did not declare'}`;
}

export class McpCaller {
  private sdk?: Promise<typeof McpClient>;
  private client?: Promise<McpClient.Client>;

  constructor(
    readonly url: string,
    private readonly dispatcher: Dispatcher,
    private readonly maxBytes: number,
    /** api_mode.request_timeout in ms: the SDK's own limit per leg is set just above it (the call's clock governs). */
    private readonly legMs: number,
    private readonly key?: string,
  ) {}

  /** The SDK's fetch: one request on the shared pool with the key and trace context, its answer read within the size limit. */
  private readonly fetch = async (url: string | URL, init?: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => (headers[k] = v));
    if (this.key) headers.authorization = `Bearer ${this.key}`;
    tracing().inject(headers);
    const res = await request(String(url), {
      method: (init?.method ?? 'GET') as Dispatcher.HttpMethod,
      headers,
      body: typeof init?.body === 'string' ? init.body : undefined,
      signal: init?.signal ?? undefined,
      dispatcher: this.dispatcher,
    });
    const text = await readCapped(res.body, this.maxBytes, res.headers['content-length']);
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) for (const x of Array.isArray(v) ? v : v === undefined ? [] : [v]) out.append(k, x);
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : text, { status: res.statusCode, headers: out });
  };

  /** The client of the registry's /mcp (every tool under its registry name), connected once; a failed connect is tried again next time. */
  private connect(): Promise<McpClient.Client> {
    return (this.client ??= (async () => {
      const sdk = await (this.sdk ??= import('@modelcontextprotocol/client'));
      const client = new sdk.Client(
        { name: 'agent-demo', version: VERSION },
        { capabilities: {}, versionNegotiation: { mode: { pin: '2026-07-28' } } },
      );
      await client.connect(new sdk.StreamableHTTPClientTransport(new URL(`${this.url}/mcp?tools=all`), { fetch: this.fetch }));
      return client;
    })().catch((err: unknown) => {
      this.client = undefined;
      throw err;
    }));
  }

  /**
   * One call of an MCP server's tool, its questions answered through `input`: the status and
   * body `POST /functions/call` would answer, with what was asked. Failures to reach the
   * registry and aborts reject (the toolbox decides), as for RegistryClient.call.
   */
  call(tool: AgentTool, args: Record<string, unknown>, opts: { clock: HeldClock; input?: ToolInput }): Promise<RegistryReply> {
    const { clock, input } = opts;
    const caps = { ...(input?.forms ? { elicitation: { form: {} } } : {}), ...(input?.model ? { sampling: {} } : {}) };
    const asked: Asked[] = [];
    return tracing().span(`registry mcp call ${tool.name}`, 'client', { 'agent.app': tool.app, 'agent.tool': tool.name }, async (span) => {
      try {
        const sdk = await (this.sdk ??= import('@modelcontextprotocol/client'));
        const client = await abortable(this.connect(), clock.signal);
        const base = { name: tool.name, arguments: args, _meta: { [sdk.CLIENT_CAPABILITIES_META_KEY]: caps } };
        const options = { allowInputRequired: true, signal: clock.signal, timeout: this.legMs + 1000 };
        let params: Record<string, unknown> = base;
        for (let round = 1; ; round++) {
          const r: unknown = await client.callTool(params as never, {
            ...options,
            toolDefinition: { name: tool.name, inputSchema: tool.inputSchema as never },
          });
          if (!sdk.isInputRequiredResult(r)) return this.reply(r as McpClient.CallToolResult, asked);
          if (round > MAX_ROUNDS)
            return {
              status: 502,
              body: { detail: `'${tool.name}' still asked after ${MAX_ROUNDS} rounds of answers` },
              retryable: false,
              asked,
            };
          const responses: Record<string, unknown> = {};
          for (const [key, req] of Object.entries(r.inputRequests ?? {}))
            responses[key] = await this.answer(tool.name, req, input, clock, asked);
          params = { ...base, inputResponses: responses, ...(r.requestState !== undefined ? { requestState: r.requestState } : {}) };
        }
      } catch (err) {
        const failed = this.failure(err, tool.name, await this.sdk, asked);
        if (!failed) throw err;
        span.fail(`status ${failed.status}`);
        return failed;
      }
    });
  }

  /** What the chat answers to one request of the server (the call's limit standing still meanwhile). */
  private async answer(tool: string, req: unknown, input: ToolInput | undefined, clock: HeldClock, asked: Asked[]) {
    const method = isObject(req) && typeof req.method === 'string' ? req.method : '';
    const params = isObject(req) && isObject(req.params) ? req.params : {};
    // the registry's own question while a call waits for an approval: declined, so the call ends as before (202 and the approval)
    if (method === 'elicitation/create' && isObject(params._meta) && APPROVAL_META in params._meta) return { action: 'decline' };
    const release = clock.hold();
    try {
      if (method === 'elicitation/create' && input?.forms && params.mode !== 'url') {
        const message = typeof params.message === 'string' ? params.message : '';
        const schema = isObject(params.requestedSchema) ? params.requestedSchema : {};
        const a = await input.elicit({ tool, message, schema }, clock.left(), clock.signal);
        const outcome = a.timedOut ? 'timeout' : a.unsupported ? 'unsupported' : a.action;
        asked.push({ kind: 'elicitation', outcome, message, ...(a.unsupported ? { detail: a.unsupported } : {}) });
        return a.action === 'accept' ? { action: 'accept', content: a.content } : { action: a.action };
      }
      if (method === 'sampling/createMessage' && input?.model) {
        const result = await input.sample(tool, params, clock.signal);
        asked.push({ kind: 'sampling', outcome: 'answered', message: String(result.model ?? '') });
        return result;
      }
      throw new UnansweredRequestError(tool, method);
    } finally {
      release();
    }
  }

  /** A result as `POST /functions/call` answers it: its JSON value; a failure's status from its text; an approval's 202. */
  private reply(r: McpClient.CallToolResult, asked: Asked[]): RegistryReply {
    const more = asked.length > 0 ? { asked, retryable: false } : {};
    if (!r.isError) return { status: 200, body: resultValue(r as never) ?? null, ...more };
    const text = resultText(r as never);
    const approval = isObject(r.structuredContent) ? r.structuredContent.approval : undefined;
    if (isObject(approval)) return { status: 202, body: { detail: text, approval }, ...more };
    const m = /^([1-5]\d\d): /.exec(text);
    return { status: m ? Number(m[1]) : 502, body: { detail: m ? text.slice(m[0].length) : text }, ...more };
  }

  /** A failure the chat can word (its status and detail), or undefined for one the toolbox words (unreachable, aborted). */
  private failure(err: unknown, tool: string, sdk: typeof McpClient | undefined, asked: Asked[]): RegistryReply | undefined {
    const final = { retryable: false, ...(asked.length > 0 ? { asked } : {}) };
    for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause)
      if (e instanceof BodyTooLargeError) {
        const detail = `The tool registry's answer to ${tool} is larger than the ${describeLimit(e.limitBytes)} limit`;
        return { status: 502, body: { detail: `${detail} (api_mode.max_response_mb)` }, ...final };
      }
    if (err instanceof AgentError) return { status: err.status, body: { detail: err.message }, ...final };
    const { code, data, message } = err as { code?: unknown; data?: unknown; message?: string };
    if (code === MISSING_CAPABILITY) return { status: 409, body: { detail: missingText(tool, data) }, ...final };
    if (code === INVALID_PARAMS) return { status: /not found/i.test(message ?? '') ? 404 : 422, body: { detail: message }, ...final };
    const http =
      sdk && err instanceof sdk.UnauthorizedError ? 401 : isObject(data) && typeof data.status === 'number' ? data.status : undefined;
    if (http === 401 || http === 403) {
      const detail = isObject(data) && typeof data.text === 'string' ? data.text.slice(0, 300) : String(message);
      return { status: http, body: { detail: new RegistryKeyError(this.url, http, detail).message }, ...final };
    }
    if (http !== undefined)
      return {
        status: http,
        body: { detail: isObject(data) && typeof data.text === 'string' ? data.text : message },
        ...(asked.length > 0 ? final : {}),
      };
    return undefined;
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (client) await client.then((c) => c.close()).catch(() => undefined);
  }
}

/** `work`, or the signal's reason when it aborts first. */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const stop = () => reject(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}
