import type { ErrorObject } from 'ajv';
import type { z } from 'zod';
import { AgentError } from '../shared/errors.js';
import type { Cancel } from '../shared/cancel.js';
import type { ApiParameterSchema, ApiRecordSchema } from './api/schemas.js';
import type { CallRelay, McpUpstream } from './upstream.js';
/**
 * Shared registry contracts: the API record format (DESIGN.md 4.2), the tool a source
 * offers, and the one interface every source kind (OpenAPI, MCP, TRM, onboarded)
 * implements. The catalogue, the HTTP interface and the /mcp endpoint only see these.
 */
export type JsonSchema = Record<string, unknown>;

/** A tool's parameter and record as listed by `GET /apis` (DESIGN.md 4.2): the wire shapes of api/schemas.ts. */
export type ApiParameter = z.infer<typeof ApiParameterSchema>;
export type ApiRecord = z.infer<typeof ApiRecordSchema>;

/** One tool as a source offers it. `name` is the source-local name (no service prefix). */
export interface SourceTool {
  name: string;
  description: string;
  /** JSON Schema of the args object: used to validate calls (unless `argsCheck` is set) and to expose the tool over MCP. */
  inputSchema: JsonSchema;
  /**
   * The check of the args against the full schema, when `inputSchema` is only what is offered
   * (OpenAPI: compiled from the document's shared schemas, and reduced to a size cap); null
   * when the schema cannot be compiled (the record's `warnings` say so).
   */
  argsCheck?: ArgsCheck | null;
  /** True when the registry cannot fully check this tool's args (a schema part it cannot compile; `record.warnings` say which). */
  unchecked?: boolean;
  outputSchema?: JsonSchema;
  /** True when calling it changes nothing (GET/HEAD, MCP readOnlyHint): safe to retry and cache. */
  readOnly: boolean;
  /** A human-readable name (MCP `title`), passed on by `/mcp`. */
  title?: string;
  /** MCP tool annotations as the server gave them (`title`, `readOnlyHint`, `destructiveHint`, `idempotentHint`, `openWorldHint`). */
  annotations?: Record<string, unknown>;
  /** The record minus app_name/api_name, which the catalogue fills in. */
  record: Omit<ApiRecord, 'app_name' | 'api_name'>;
}

/** A compiled check of a tool's args: true when valid, else `errors` (ajv's shape) say why. */
export type ArgsCheck = ((args: unknown) => boolean) & { errors?: ErrorObject[] | null };

export type SourceKind = 'openapi' | 'mcp' | 'trm' | 'onboarded';

export type SourceState = 'loading' | 'ok' | 'error' | 'unavailable';

export interface SourceHealth {
  status: SourceState;
  /** The error text users see (never a secret). */
  error?: string;
  /** Non-fatal problems users should know about (an `include` naming no operation, ...). */
  warnings?: string[];
}

export interface CallOptions {
  /** Per-call time limit in milliseconds. */
  timeoutMs: number;
  /** The caller's cancellation (its client went away). */
  cancel?: Cancel;
  /** Called with each progress report of a tool that sends them (MCP `notifications/progress`, task status). */
  onProgress?: (progress: ToolProgress) => void;
  /** The calling client, when it can be reached during the call (an MCP client of `/mcp`): logs, sampling, elicitation. */
  relay?: CallRelay;
  /** The caller's own access token, given only to a source that passes it on (`passesCallerToken`). */
  callerToken?: string;
  /**
   * A JSON answer may be only checked as it arrives, its value parsed when first read (a
   * JsonText without a value): the caller sends its text on as it came and may never read the
   * value (`POST /functions/call` with no secret to scrub).
   */
  lazyValue?: boolean;
}

/** One progress report of a running tool (the fields of MCP `notifications/progress`). */
export interface ToolProgress {
  progress: number;
  total?: number;
  message?: string;
}

/** An MCP tool result as the server gave it: content blocks (text, image, audio, resource_link, resource), structuredContent. */
export interface McpToolResult {
  content: Record<string, unknown>[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

/**
 * The JSON text an MCP server sent a result as, by the result object parsed from it (a stdio
 * server's answer line, sources/mcp/lane.ts): `/mcp` sends that text on instead of serialising
 * the object again while the object is the one passed on (a result scrubbed or changed on the
 * way is a new object, which has no text here).
 */
export const resultTexts = new WeakMap<object, string>();

/** A catalogue call's answer: its JSON value, and for an MCP server's tool the result with its content blocks as they are. */
export interface CallOutcome {
  value: unknown;
  mcp?: McpToolResult;
  /** The value's JSON text as the upstream sent it, when it can be sent on as it is (nothing scrubbed). */
  text?: string;
}

/**
 * What a source's call resolves with when it has more than the JSON value to give: the
 * value (what `POST /functions/call` answers) and the MCP result it came from (what `/mcp`
 * answers, content blocks as they are).
 */
export class ContentResult {
  constructor(
    readonly value: unknown,
    readonly mcp: McpToolResult,
  ) {}
}

/** The value of a JsonText not parsed yet. */
const UNREAD = Symbol('unread');

/**
 * What a source's call resolves with when the answer was JSON text: the parsed value and the
 * text itself, so that `POST /functions/call` can send the upstream's bytes on unchanged
 * (no re-serialising) when nothing in them has to be scrubbed. Catalog.call hands callers
 * the value. Made without a value, the text is known to be JSON (checked as it arrived) and
 * is parsed when the value is first read: a call whose text is sent on as it came never
 * parses it.
 */
export class JsonText {
  private held: unknown;

  constructor(
    readonly text: string,
    value: unknown = UNREAD,
  ) {
    this.held = value;
  }

  get value(): unknown {
    if (this.held === UNREAD) this.held = JSON.parse(this.text);
    return this.held;
  }
}

/** Every source kind implements this. */
export interface Source {
  readonly name: string;
  readonly kind: SourceKind;
  readonly description: string;
  /** Where it comes from, for listings (URL or command line; never credentials). */
  readonly location: string;
  /** Connects / fetches and builds the tool list. Rejects with a user-facing message on failure. */
  load(): Promise<void>;
  tools(): SourceTool[];
  /** Calls a tool by its source-local name with already-validated args; resolves with the JSON result. */
  call(tool: string, args: Record<string, unknown>, opts: CallOptions): Promise<unknown>;
  /** Sources whose results are more than JSON (MCP): the same call, with the result as the server gave it. */
  callContent?(tool: string, args: Record<string, unknown>, opts: CallOptions): Promise<ContentResult>;
  health(): SourceHealth;
  /** Called when the source's tool set changes after load (MCP list_changed, restarts). */
  onToolsChanged?(listener: () => void): void;
  /** An MCP server's resources, prompts, completion and logging (upstream.ts). */
  readonly mcp?: McpUpstream;
  /** Its calls carry the caller's own access token (`pass_caller_token`); the catalogue refuses a call without one. */
  readonly passesCallerToken?: boolean;
  close(): Promise<void>;
}

/** Errors a tool call can end in; the registry's error handler maps each to its status. */
export class ToolCallError extends AgentError {
  override name = 'ToolCallError';
  constructor(
    status: 404 | 422 | 501 | 502 | 503 | 504 | number,
    message: string,
    /** An upstream 4xx body passed through as is. */
    readonly upstreamBody?: unknown,
    /** The MCP result of a tool that reported an error (`isError`), content blocks as they are. */
    readonly result?: McpToolResult,
  ) {
    super(message, { status: status >= 400 && status < 600 ? status : 502 });
  }

  /** An upstream 4xx answers with the upstream's own body (an object as is, text as `detail`); else `{detail}`. */
  override body(): unknown {
    if (this.status >= 400 && this.status < 500 && this.upstreamBody !== undefined) {
      const b = this.upstreamBody;
      return b !== null && typeof b === 'object' ? b : { detail: b === null || b === '' ? this.message : String(b) };
    }
    return { detail: this.message };
  }
}
