import { join } from 'node:path';
import { TargetGuard } from '../../shared/target-guard.js';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { errors as playwrightErrors } from 'playwright-core';
import type { Logger } from '../../shared/logger.js';
import { ToolCallError } from '../../registry/types.js';
import type { Settings } from '../../settings/index.js';
import type { AgentTool, CallContext } from '../tools/types.js';
import { ACTIONS } from './actions.js';
import { locateBrowser } from './locate.js';
import { SessionPool, type PoolStatus } from './session.js';
import { BROWSER_TOOLS, toAgentTool, type BrowserToolDefinition, type BrowserToolName } from './tools.js';

export { BROWSER_TOOLS, type BrowserToolDefinition, type BrowserToolName } from './tools.js';
export { locateBrowser, BrowserNotFoundError, KNOWN_BROWSER_PATHS, KNOWN_BROWSER_COMMANDS } from './locate.js';
export { checkUrl } from './url.js';

/** Pages (and then the browser) unused for this long are closed. */
export const DEFAULT_IDLE_MS = 5 * 60_000;

export interface BrowserToolsOptions {
  settings: Settings;
  /** AGENT_HOME/data: screenshots go to its screenshots/ folder. */
  dataDir: string;
  logger: Logger;
  /** Idle time before a session's page, then the browser, is closed (default 5 minutes). */
  idleMs?: number;
}

export interface BrowserStatus extends PoolStatus {
  /** True when settings allow browser tools (api_mode.browser_enabled). */
  enabled: boolean;
  webAutomation: boolean;
  /** The executable that would be launched, or why there is none. */
  executable?: string;
  error?: string;
}

export interface BrowserToolSet {
  /** The browser tools the settings allow: read tools, plus write tools when api_mode.web_automation is on. */
  tools(): AgentTool[];
  /** Runs a browser tool; rejects with a ToolCallError (status + clear message) on failure. */
  call(name: string, args: Record<string, unknown>, ctx: CallContext): Promise<unknown>;
  /** Browser availability for /status (never launches it). */
  status(): BrowserStatus;
  /** Closes every page and the browser. */
  close(): Promise<void>;
}

/** Every browser tool with whether it writes (for `agent tools list --type browser`). */
export function browserToolDefinitions(): { name: string; description: string; write: boolean }[] {
  return BROWSER_TOOLS.map(({ name, description, write }) => ({ name, description, write }));
}

const BY_NAME = new Map<string, BrowserToolDefinition>(BROWSER_TOOLS.map((d) => [d.name, d]));

/** Validation errors in words; an unmet anyOf (selector or text, ...) becomes one line naming the choices. */
function validationText(def: BrowserToolDefinition, errors: ErrorObject[]): string {
  const alternatives = (def.inputSchema.anyOf as { required: string[] }[] | undefined)?.map((a) => a.required.join('+'));
  const lines = errors
    .filter((e) => !e.schemaPath.startsWith('#/anyOf/'))
    .map((e) => (e.keyword === 'anyOf' && alternatives ? `give one of: ${alternatives.join(', ')}` : issueText(e)));
  return [...new Set(lines)].join('; ');
}

function issueText(e: ErrorObject): string {
  const field = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (e.keyword === 'additionalProperties') return `${(e.params as { additionalProperty: string }).additionalProperty}: unknown argument`;
  if (e.keyword === 'required') return `${(e.params as { missingProperty: string }).missingProperty}: is required`;
  return `${field || 'args'}: ${e.message ?? 'is invalid'}`;
}

const GONE = /has been closed|Target closed|browser has disconnected|crash/i;

function isBrowserGone(err: unknown): boolean {
  return !(err instanceof ToolCallError) && GONE.test(err instanceof Error ? err.message : String(err));
}

/** Maps whatever a browser operation threw to a ToolCallError with a message a user can act on. */
function toToolError(err: unknown, tool: string, timeoutS: number): ToolCallError {
  if (err instanceof ToolCallError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (err instanceof playwrightErrors.TimeoutError) {
    return new ToolCallError(504, `${tool} timed out after ${timeoutS}s (api_mode.request_timeout): ${message.split('\n')[0]}`);
  }
  if (GONE.test(message)) {
    return new ToolCallError(
      502,
      `The browser closed unexpectedly during ${tool} (crashed or was killed); it is relaunched on the next browser call`,
    );
  }
  if (/is not a valid selector|Unexpected token|SyntaxError|Failed to execute 'querySelector/i.test(message)) {
    return new ToolCallError(422, `selector: not a valid CSS selector (${message.split('\n')[0]})`);
  }
  return new ToolCallError(502, `${tool} failed: ${message.split('\n')[0]}`);
}

export function createBrowserTools(opts: BrowserToolsOptions): BrowserToolSet {
  const { settings, logger } = opts;
  const timeoutS = settings.api_mode.request_timeout;
  const timeoutMs = timeoutS * 1000;
  // the same outbound guard and allow list as onboarded tools
  const guard = new TargetGuard(settings.registry.allowed_hosts);
  const env = { timeoutMs, screenshotsDir: join(opts.dataDir, 'screenshots'), guard };
  const pool = new SessionPool({
    executable: () => locateBrowser(settings.browser.executable_path),
    headless: settings.browser.headless,
    // A launch continues in the background when the call that started it gives up at
    // request_timeout, so a short request_timeout never makes the browser unlaunchable.
    launchTimeoutMs: Math.max(timeoutMs, 30_000),
    idleMs: opts.idleMs ?? DEFAULT_IDLE_MS,
    logger,
    guard,
  });
  const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: true });
  const validators = new Map<string, ValidateFunction>(BROWSER_TOOLS.map((d) => [d.name, ajv.compile(d.inputSchema)]));

  function allowed(def: BrowserToolDefinition): boolean {
    return settings.api_mode.browser_enabled && (!def.write || settings.api_mode.web_automation);
  }

  async function run(def: BrowserToolDefinition, args: Record<string, unknown>, ctx: CallContext): Promise<unknown> {
    const action = ACTIONS[def.name as BrowserToolName];
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    // A hard stop a little after the per-operation limits, so nothing can hang a chat.
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ToolCallError(504, `${def.name} timed out after ${timeoutS}s (api_mode.request_timeout)`)),
        timeoutMs + 1000,
      );
      onAbort = () => reject(new ToolCallError(504, `${def.name} was stopped: the chat's time ran out or it was cancelled`));
      if (ctx.signal.aborted) onAbort();
      else ctx.signal.addEventListener('abort', onAbort, { once: true });
    });
    const attempt = () => Promise.race([pool.withPage(ctx.sessionId, (page) => action(page, args, env)), deadline]);
    try {
      try {
        return await attempt();
      } catch (err) {
        // The browser died under this call (killed, crashed): a read is run again once on a
        // relaunched browser; a write is not repeated (its page state is gone).
        if (def.write || !isBrowserGone(err)) throw err;
        await pool.recover(ctx.sessionId);
        return await attempt();
      }
    } catch (err) {
      const error = toToolError(err, def.name, timeoutS);
      // A page left mid-operation, or on Chromium's error page after a failed load, is in an
      // unknown state: the next call of this session gets a fresh one.
      if (error.status === 504 || error.status === 502) await pool.recover(ctx.sessionId);
      throw error;
    } finally {
      clearTimeout(timer);
      if (onAbort) ctx.signal.removeEventListener('abort', onAbort);
    }
  }

  return {
    tools: () => BROWSER_TOOLS.filter(allowed).map(toAgentTool),

    async call(name, args, ctx) {
      const def = BY_NAME.get(name);
      if (!def) throw new ToolCallError(404, `Tool '${name}' not found in any server`);
      if (!settings.api_mode.browser_enabled) {
        throw new ToolCallError(403, `${name} is not available: browser tools are turned off (api_mode.browser_enabled = false)`);
      }
      if (def.write && !settings.api_mode.web_automation) {
        throw new ToolCallError(
          403,
          `${name} is a browser write action and web automation is off (api_mode.web_automation = false): read-only browsing only`,
        );
      }
      const copy = structuredClone(args ?? {});
      const validate = validators.get(name)!;
      if (!validate(copy)) throw new ToolCallError(422, `Invalid arguments for ${name}: ${validationText(def, validate.errors ?? [])}`);
      const started = Date.now();
      try {
        const result = await run(def, copy, ctx);
        logger.debug({ tool: name, sessionId: ctx.sessionId, ms: Date.now() - started }, 'browser tool call');
        return result;
      } catch (err) {
        logger.info({ tool: name, sessionId: ctx.sessionId, err: (err as Error).message }, 'browser tool call failed');
        throw err;
      }
    },

    status() {
      const base = pool.status();
      const out: BrowserStatus = { ...base, enabled: settings.api_mode.browser_enabled, webAutomation: settings.api_mode.web_automation };
      if (!base.executable) {
        try {
          out.executable = locateBrowser(settings.browser.executable_path);
        } catch (err) {
          out.error = (err as Error).message;
        }
      }
      return out;
    },

    close: () => pool.close(),
  };
}
