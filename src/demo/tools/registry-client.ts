import type { Logger } from '../../shared/logger.js';
import { AgentError, retryAfter } from '../../shared/errors.js';
import { request, type Dispatcher } from 'undici';
import { BodyTooLargeError, describeLimit, readCapped } from '../../shared/capped-body.js';
import { toolsFromApis } from './records.js';
import { tracing } from '../../shared/tracing.js';
import type { AgentTool, Asked } from './types.js';

/** The registry could not be reached: /chat answers 503 with this text, /status shows it. */
export class RegistryDownError extends AgentError {
  override name = 'RegistryDownError';
  constructor(
    readonly url: string,
    readonly cause_: string,
  ) {
    super(`The tool registry at ${url} is not reachable (${cause_}). Start it with \`agent start api-registry\`, then try again.`, {
      status: 503,
      headers: retryAfter(5),
    });
  }
}

/** The registry refused the demo server's key (401/403): /chat answers 503 with this line naming AGENT_REGISTRY_KEY. */
export class RegistryKeyError extends AgentError {
  override name = 'RegistryKeyError';
  constructor(url: string, status: number, detail: string) {
    const fix = 'set AGENT_REGISTRY_KEY to a key with the read and call scopes';
    super(`The tool registry at ${url} refused the demo server's key (${status}: ${detail}); ${fix}`, { status: 503 });
  }
}

const detailOf = (body: unknown) =>
  typeof (body as { detail?: unknown })?.detail === 'string' ? (body as { detail: string }).detail : JSON.stringify(body ?? '');

/** One answer of `POST /functions/call`: the HTTP status and the parsed body. */
export interface RegistryReply {
  status: number;
  body: unknown;
  /** False when trying again cannot help (the answer was over api_mode.max_response_mb, a person was asked something). */
  retryable?: boolean;
  /** What the tool's MCP server asked during the call, and how it was answered (calls through /mcp: mcp-caller.ts). */
  asked?: Asked[];
}

function describe(err: unknown): string {
  const e = err as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  return e?.code ?? e?.cause?.code ?? e?.message ?? String(err);
}

/** The body, parsed when it is JSON; at most `maxBytes` are read (BodyTooLargeError past them, the connection closed). */
async function readBody(res: Dispatcher.ResponseData, maxBytes: number): Promise<unknown> {
  const text = await readCapped(res.body, maxBytes, res.headers['content-length']);
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Talks to the registry over the shared keep-alive pool; reads answers up to api_mode.max_response_mb. */
export class RegistryClient {
  constructor(
    readonly url: string,
    private readonly dispatcher: Dispatcher,
    /** Largest answer read, in bytes. */
    private readonly maxBytes: number,
    /** Where a record of `GET /apis` that does not match the registry's record schema is reported. */
    private readonly logger?: Logger,
    /** AGENT_REGISTRY_KEY: sent as `Authorization: Bearer` when set. */
    private readonly key?: string,
  ) {}

  /** The headers of every request to the registry: the key, and the active trace context. */
  private headers(extra: Record<string, string>): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json', ...extra };
    if (this.key) headers.authorization = `Bearer ${this.key}`;
    tracing().inject(headers);
    return headers;
  }

  private tooLarge(what: string, err: BodyTooLargeError): string {
    return `The tool registry's answer to ${what} is larger than the ${describeLimit(err.limitBytes)} limit (api_mode.max_response_mb)`;
  }

  /**
   * Whether the registry refuses this server's requests (a key is required and ours is missing
   * or lacks the scope): the reason, or undefined when it accepts them or cannot be reached.
   */
  async refusal(signal: AbortSignal): Promise<string | undefined> {
    try {
      const res = await request(`${this.url}/applications`, {
        method: 'GET',
        dispatcher: this.dispatcher,
        signal,
        headers: this.headers({}),
      });
      const body = await readBody(res, 64 * 1024).catch(() => undefined);
      if (res.statusCode === 401 || res.statusCode === 403) return new RegistryKeyError(this.url, res.statusCode, detailOf(body)).message;
      return undefined;
    } catch {
      return undefined;
    }
  }

  /** Every tool the registry offers. Throws RegistryDownError when it does not answer properly. */
  async listTools(signal: AbortSignal): Promise<AgentTool[]> {
    let res: Dispatcher.ResponseData;
    try {
      res = await request(`${this.url}/apis`, {
        method: 'GET',
        dispatcher: this.dispatcher,
        signal,
        headers: this.headers({}),
      });
    } catch (err) {
      throw new RegistryDownError(this.url, signal.aborted ? 'no answer in time' : describe(err));
    }
    let body: unknown;
    try {
      body = await readBody(res, this.maxBytes);
    } catch (err) {
      if (err instanceof BodyTooLargeError) throw new RegistryDownError(this.url, this.tooLarge('GET /apis', err));
      throw new RegistryDownError(this.url, signal.aborted ? 'no answer in time' : describe(err));
    }
    if (res.statusCode === 401 || res.statusCode === 403) throw new RegistryKeyError(this.url, res.statusCode, detailOf(body));
    if (res.statusCode !== 200) throw new RegistryDownError(this.url, `GET /apis answered ${res.statusCode}`);
    return toolsFromApis(body, (tool, reason) =>
      this.logger?.warn({ tool, reason }, 'registry record skipped: it does not match the record schema'),
    );
  }

  /** The registry's tool search (GET /apis?q=&k=): the best tool names for a task, best first. Throws when it cannot answer. */
  async searchTools(query: string, k: number, signal: AbortSignal): Promise<string[]> {
    const url = `${this.url}/apis?q=${encodeURIComponent(query.slice(0, 500))}&k=${k}`;
    const res = await request(url, { method: 'GET', dispatcher: this.dispatcher, signal, headers: this.headers({}) });
    const body = (await readBody(res, this.maxBytes)) as { results?: { name?: unknown }[] } | undefined;
    if (res.statusCode !== 200 || !Array.isArray(body?.results))
      throw new RegistryDownError(this.url, `GET /apis?q= answered ${res.statusCode}`);
    return body.results.map((r) => r.name).filter((n): n is string => typeof n === 'string');
  }

  /**
   * Calls one tool. Network failures reject (the retry layer decides); HTTP errors resolve
   * with their status; an answer over the size limit resolves as a 502 that is not retryable.
   */
  call(app: string, name: string, args: Record<string, unknown>, signal: AbortSignal): Promise<RegistryReply> {
    return tracing().span(`registry call ${name}`, 'client', { 'agent.app': app, 'agent.tool': name }, async (span) => {
      const res = await request(`${this.url}/functions/call`, {
        method: 'POST',
        dispatcher: this.dispatcher,
        signal,
        headers: this.headers({ 'content-type': 'application/json' }),
        body: JSON.stringify({ app_name: app, function_name: name, args }),
      });
      span.setAttributes({ 'http.response.status_code': res.statusCode });
      if (res.statusCode >= 400) span.fail(`status ${res.statusCode}`);
      let body: unknown;
      try {
        body = await readBody(res, this.maxBytes);
      } catch (err) {
        if (!(err instanceof BodyTooLargeError)) throw err;
        return { status: 502, body: { detail: this.tooLarge(name, err) }, retryable: false };
      }
      if (res.statusCode === 401 || res.statusCode === 403)
        return {
          status: res.statusCode,
          body: { detail: new RegistryKeyError(this.url, res.statusCode, detailOf(body)).message },
          retryable: false,
        };
      return { status: res.statusCode, body };
    });
  }
}
