import type { Logger } from '../../http/index.js';
import type { Settings } from '../../settings/index.js';
import type { AuditLog } from './audit.js';
import { ResultCache } from './cache.js';
import { HeldClock, TimeoutError } from './deadline.js';
import { isMcpTool, type McpCaller } from './mcp-caller.js';
import type { RegistryClient, RegistryReply } from './registry-client.js';
import { withRetry } from './retry.js';
import type { AgentTool, CallContext, ToolBox, ToolCallOutcome } from './types.js';

/** The registry's answer to a call that waits for a person's approval. */
const APPROVAL_WAITING = 202;

/** The approval a held call waits for, as the chat shows it (the registry's 202 body). */
function approvalOf(body: unknown): ToolCallOutcome['approval'] {
  const a = (body as { approval?: Record<string, unknown> } | null)?.approval;
  if (!a || typeof a.id !== 'string') return undefined;
  const args = a.args && typeof a.args === 'object' ? (a.args as Record<string, unknown>) : {};
  return { id: a.id, tool: String(a.tool ?? ''), args, expires: String(a.expires ?? '') };
}

/** The part of the browser tool set the toolbox uses (src/demo/browser). */
export interface BrowserTools {
  tools(): AgentTool[];
  call(name: string, args: Record<string, unknown>, ctx: CallContext): Promise<unknown>;
}

const RETRY_STATUSES = new Set([502, 503, 504]);

/** What every toolbox is built from: the long-lived registry client, cache, audit log and settings of the tool layer. */
export interface ToolBoxParts {
  apiMode: Settings['api_mode'];
  registry: RegistryClient;
  cache: ResultCache;
  audit: AuditLog;
  logger: Logger;
  /** Calls of MCP servers' tools through the registry's /mcp, so they can ask the chat something (mcp-caller.ts). */
  mcp?: McpCaller;
}

function errorText(body: unknown, status: number): string {
  if (body && typeof body === 'object' && 'detail' in body) {
    const d = (body as { detail: unknown }).detail;
    return typeof d === 'string' ? d : JSON.stringify(d);
  }
  if (typeof body === 'string' && body !== '') return body.slice(0, 500);
  return `HTTP ${status}`;
}

/** A short view of a result for progress events (full results stay in the answer). */
export function preview(value: unknown): unknown {
  if (Array.isArray(value)) return { rows: value.length, first: value.slice(0, 3) };
  if (value && typeof value === 'object') {
    const text = JSON.stringify(value);
    if (text.length <= 600) return value;
    const summary: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value))
      summary[k] = Array.isArray(v) ? `[${v.length} items]` : typeof v === 'object' && v ? '{…}' : v;
    return summary;
  }
  return value;
}

/**
 * The tools of one chat (already narrowed to the mode's capabilities) and the one way to
 * call them: cache for read-only calls, per-call `request_timeout`, retries with backoff for
 * idempotent calls, an audit line per call, and progress events. Never throws for a
 * tool failure.
 */
export function createToolBox(deps: ToolBoxParts, tools: AgentTool[], browser: BrowserTools | null): ToolBox {
  const byName = new Map(tools.map((t) => [t.name, t]));
  const { apiMode } = deps;
  const timeoutMs = apiMode.request_timeout * 1000;
  const totalMs = apiMode.progress_timeout * 1000;

  async function runOnce(tool: AgentTool, args: Record<string, unknown>, ctx: CallContext, clock: HeldClock): Promise<RegistryReply> {
    const { signal } = clock;
    if (tool.kind === 'browser') {
      if (!browser) return { status: 503, body: { detail: 'The browser is not available' } };
      try {
        return { status: 200, body: await browser.call(tool.name, args, { ...ctx, signal }) };
      } catch (err) {
        if (signal.aborted) throw err;
        const status = (err as { status?: unknown }).status;
        return { status: typeof status === 'number' ? status : 500, body: { detail: (err as Error).message ?? String(err) } };
      }
    }
    if (deps.mcp && isMcpTool(tool)) return deps.mcp.call(tool, args, { clock, input: ctx.input });
    return deps.registry.call(tool.app, tool.name, args, signal);
  }

  async function call(name: string, args: Record<string, unknown>, ctx: CallContext): Promise<ToolCallOutcome> {
    const started = performance.now();
    const tool = byName.get(name);
    ctx.emit?.({ type: 'tool_call', tool: name, args });
    let outcome: ToolCallOutcome;
    if (!tool) {
      outcome = {
        tool: name,
        args,
        status: 'error',
        httpStatus: 404,
        durationMs: 0,
        attempts: 0,
        cached: false,
        error: `Tool '${name}' is not available here`,
      };
    } else {
      outcome = await execute(tool, args, ctx, started);
    }
    ctx.emit?.({
      type: 'tool_result',
      tool: name,
      status: outcome.status,
      durationMs: outcome.durationMs,
      cached: outcome.cached,
      ...(outcome.error ? { error: outcome.error } : { preview: preview(outcome.result) }),
    });
    deps.audit.write({
      kind: 'tool_call',
      session_id: ctx.sessionId,
      tool: name,
      tool_kind: tool?.kind,
      args,
      status: outcome.status,
      http_status: outcome.httpStatus,
      duration_ms: outcome.durationMs,
      attempts: outcome.attempts,
      cached: outcome.cached,
      error: outcome.error,
    });
    return outcome;
  }

  async function execute(tool: AgentTool, args: Record<string, unknown>, ctx: CallContext, started: number): Promise<ToolCallOutcome> {
    const elapsed = () => Math.round((performance.now() - started) * 100) / 100;
    const cacheable = tool.readOnly && tool.kind === 'api' && apiMode.cache_enabled; // browser results depend on the live page
    const key = ResultCache.key(tool.name, args);
    if (cacheable) {
      const hit = deps.cache.get(key);
      if (hit.hit)
        return {
          tool: tool.name,
          args,
          status: 'ok',
          httpStatus: 200,
          durationMs: elapsed(),
          attempts: 0,
          cached: true,
          result: hit.value,
        };
    }
    const retries = tool.readOnly && tool.kind === 'api' ? apiMode.retry_attempts : 0;
    const late = `Tool '${tool.name}' did not answer within ${apiMode.request_timeout}s (api_mode.request_timeout)`;
    let timedOut = false;
    try {
      const { value, attempts } = await withRetry(
        () => {
          // the call's limit; it stands still while the chat answers what an MCP server asked (progress_timeout bounds the call)
          const clock = new HeldClock(ctx.signal, timeoutMs, () => new TimeoutError(late, 'api_mode.request_timeout'), {
            totalMs,
            restart: true,
          });
          return runOnce(tool, args, ctx, clock)
            .catch((err) => {
              if (clock.expired && !ctx.signal.aborted) timedOut = true;
              throw err;
            })
            .finally(() => clock.stop());
        },
        (o) => (ctx.signal.aborted ? false : 'error' in o ? !timedOut : RETRY_STATUSES.has(o.value.status) && o.value.retryable !== false),
        { retries, signal: ctx.signal },
      );
      // 202: the registry holds the call for a person's approval ([approvals]): it did not run
      const asked = value.asked ? { asked: value.asked } : {};
      if (value.status >= 200 && value.status < 300 && value.status !== APPROVAL_WAITING) {
        // a result the person or the model shaped is not reused for another chat
        if (cacheable && !value.asked) deps.cache.set(key, value.body);
        // (a change made through an app: what was read of it before may no longer hold)
        if (!tool.readOnly) deps.cache.forget(`${tool.app}_`);
        return {
          tool: tool.name,
          args,
          status: 'ok',
          httpStatus: value.status,
          durationMs: elapsed(),
          attempts,
          cached: false,
          result: value.body,
          ...asked,
        };
      }
      return {
        tool: tool.name,
        args,
        status: 'error',
        httpStatus: value.status,
        durationMs: elapsed(),
        attempts,
        cached: false,
        error: errorText(value.body, value.status),
        ...(value.status === APPROVAL_WAITING ? { approval: approvalOf(value.body) } : {}),
        ...asked,
      };
    } catch (err) {
      const attempts = (err as { attempts?: number }).attempts ?? 1;
      const error = ctx.signal.aborted
        ? 'The chat was stopped before this call finished'
        : timedOut
          ? `Tool '${tool.name}' did not answer within ${apiMode.request_timeout}s (api_mode.request_timeout)`
          : `Could not reach the tool registry at ${deps.registry.url}: ${(err as Error).message ?? String(err)}`;
      return {
        tool: tool.name,
        args,
        status: 'error',
        httpStatus: timedOut ? 504 : 502,
        durationMs: elapsed(),
        attempts,
        cached: false,
        error,
      };
    }
  }

  async function search(query: string, k: number, signal: AbortSignal): Promise<string[] | undefined> {
    try {
      return (await deps.registry.searchTools(query, k, signal)).filter((n) => byName.has(n));
    } catch (err) {
      deps.logger.warn({ err }, 'the registry could not search its tools; ranking them here');
      return undefined;
    }
  }

  return { list: () => tools, call, search };
}
