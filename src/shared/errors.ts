/**
 * The one error family. Every error the program raises on purpose is an AgentError: it
 * knows the HTTP status a service answers with, extra response headers (Retry-After), the
 * exit code of the command line, and the detail users see. Code throws it where the
 * failure is understood; each surface renders it in exactly one place:
 * - HTTP: `httpAnswer` in src/http/errors.ts (the Express error handler and the registry's
 *   `POST /functions/call` fast path both use it);
 * - server-sent events: the `error` event of `POST /chat` (src/demo/routes/chat.ts), built
 *   from the same `httpAnswer`;
 * - MCP: `mcpError` in src/registry/mcp-server/tools.ts (an `isError` tool result);
 * - CLI: `exitWith` in src/cli/output.ts (one line on stderr, the exit code).
 * docs/errors.md lists every subclass; test/house.test.ts keeps the two in step.
 * This file imports nothing: planners, sources, stores and the browser layer use it
 * without depending on the HTTP kit.
 */

/** One validation problem, as FastAPI phrases it: where, what is wrong, a machine-readable type. */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export function issue(loc: (string | number)[], msg: string, type = 'value_error'): ValidationIssue {
  return { loc, msg, type };
}

/** What the JSON body's `detail` holds: a sentence, a list of validation issues, or an object. */
export type ErrorDetail = string | ValidationIssue[] | Record<string, unknown>;

export interface AgentErrorOptions {
  /** HTTP status (default 500). */
  status?: number;
  /** Response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  /** Exit code of the command line (default 1). */
  exitCode?: number;
  /** The `detail` of the JSON body (default: the message). */
  detail?: ErrorDetail;
  cause?: unknown;
}

export class AgentError extends Error {
  override name = 'AgentError';
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly exitCode: number;
  readonly detail: ErrorDetail;

  constructor(message: string, opts: AgentErrorOptions = {}) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.status = opts.status ?? 500;
    this.headers = opts.headers ?? {};
    this.exitCode = opts.exitCode ?? 1;
    this.detail = opts.detail ?? message;
  }

  /** The JSON body an HTTP surface sends: `{"detail": ...}` unless a subclass knows better. */
  body(): unknown {
    return { detail: this.detail };
  }
}

/** An error raised by a route handler with the status and detail the client sees. */
export class HttpError extends AgentError {
  override name = 'HttpError';
  constructor(status: number, detail: ErrorDetail, headers: Record<string, string> = {}) {
    super(typeof detail === 'string' ? detail : `HTTP ${status}`, { status, detail, headers });
  }
}

/** Invalid settings (a file, a value, an environment variable): every command stops with exit code 2. */
export class SettingsError extends AgentError {
  override name = 'SettingsError';
  constructor(message: string) {
    super(message, { exitCode: 2 });
  }
}

/** 503 with Retry-After: the service cannot take the request now; the client should retry. */
export const retryAfter = (seconds: number): Record<string, string> => ({ 'Retry-After': String(seconds) });
