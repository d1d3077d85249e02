import { AgentError } from '../../shared/errors.js';
import { join } from 'node:path';
import type { Agent } from 'undici';
import type { Logger } from '../../http/index.js';
import type { Settings } from '../../settings/index.js';
import type { EffectiveCapabilities } from '../../modes/capabilities.js';
import { AuditLog } from './audit.js';
import { ResultCache } from './cache.js';
import { mibToBytes } from '../../shared/capped-body.js';
import { createHttpAgent } from './http-agent.js';
import { McpCaller } from './mcp-caller.js';
import { RegistryClient } from './registry-client.js';
import { createToolBox } from './toolbox.js';
import type { BrowserToolSet } from '../browser/index.js';
import type { AgentTool, ToolBox } from './types.js';

/** The browser tool set could not be created: /chat answers 503 with this text. */
export class BrowserUnavailableError extends AgentError {
  override name = 'BrowserUnavailableError';
  constructor(reason: string) {
    super(`The browser tools could not be started: ${reason}`, { status: 503 });
  }
}

/** How long the registry's tool list is reused between chats. */
export const TOOL_LIST_TTL_MS = 2000;

export interface ToolLayerOptions {
  settings: Settings;
  registryUrl: string;
  logger: Logger;
  dataDir: string;
  logsDir: string;
  /** Secret strings (LLM keys) the audit log must never contain. */
  secrets: () => string[];
  /** The registry's API key (AGENT_REGISTRY_KEY), sent with every request to the registry. */
  registryKey?: string;
}

/**
 * The long-lived tool layer of the demo server: one connection pool, one registry client,
 * one result cache, one audit log, and the browser (started on first use in hybrid/web).
 * `forChat` builds the toolbox of one chat from the capabilities in force.
 */
export class ToolLayer {
  readonly http: Agent;
  readonly registry: RegistryClient;
  /** MCP servers' tools, called through the registry's /mcp so they can ask the chat something. */
  readonly mcp: McpCaller;
  readonly cache: ResultCache;
  readonly audit: AuditLog;
  private browser?: Promise<BrowserToolSet>;
  private toolList?: { at: number; tools: Promise<AgentTool[]> };

  constructor(private readonly opts: ToolLayerOptions) {
    const { api_mode } = opts.settings;
    this.http = createHttpAgent(api_mode);
    this.registry = new RegistryClient(
      opts.registryUrl.replace(/\/+$/, ''),
      this.http,
      mibToBytes(api_mode.max_response_mb),
      opts.logger,
      opts.registryKey,
    );
    this.mcp = new McpCaller(
      this.registry.url,
      this.http,
      mibToBytes(api_mode.max_response_mb),
      api_mode.request_timeout * 1000,
      opts.registryKey,
    );
    this.cache = new ResultCache(api_mode.cache_ttl * 1000);
    this.audit = new AuditLog(join(opts.logsDir, 'audit.log'), api_mode.audit_logging, opts.secrets);
  }

  /**
   * The registry's tools, fetched at most every TOOL_LIST_TTL_MS (concurrent chats share
   * one fetch); a failed fetch is not kept, so a registry that comes back is seen at once.
   */
  private registryTools(): Promise<AgentTool[]> {
    const now = Date.now();
    if (!this.toolList || now - this.toolList.at > TOOL_LIST_TTL_MS) {
      // Shared by concurrent chats, so bounded by request_timeout only, never by one chat's signal.
      const tools = this.registry.listTools(AbortSignal.timeout(this.opts.settings.api_mode.request_timeout * 1000));
      const entry = { at: now, tools };
      this.toolList = entry;
      tools.catch(() => {
        if (this.toolList === entry) this.toolList = undefined;
      });
    }
    return this.toolList.tools;
  }

  /** The browser tool set, started once (it launches Chromium lazily itself). */
  browserTools(): Promise<BrowserToolSet> {
    return (this.browser ??= import('../browser/index.js').then(({ createBrowserTools }) =>
      createBrowserTools({ settings: this.opts.settings, dataDir: this.opts.dataDir, logger: this.opts.logger }),
    ));
  }

  /**
   * The toolbox of one chat: registry tools when `api_tools` is enabled (throws
   * RegistryDownError when the registry does not answer), browser tools when a browser
   * capability is (write tools only with `browser_write`).
   */
  async forChat(caps: EffectiveCapabilities): Promise<ToolBox> {
    const tools: AgentTool[] = [];
    let browser: BrowserToolSet | null = null;
    if (caps.enabled.includes('api_tools')) tools.push(...(await this.registryTools()));
    if (caps.enabled.includes('browser_read')) {
      browser = await this.browserTools().catch((err: Error) => {
        throw new BrowserUnavailableError(err.message ?? String(err));
      });
      const write = caps.enabled.includes('browser_write');
      tools.push(...browser.tools().filter((t) => write || t.readOnly));
    }
    return createToolBox(
      {
        apiMode: this.opts.settings.api_mode,
        registry: this.registry,
        mcp: this.mcp,
        cache: this.cache,
        audit: this.audit,
        logger: this.opts.logger,
      },
      tools,
      browser,
    );
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    if (browser) await browser.then((b) => b.close()).catch(() => undefined);
    await this.mcp.close();
    await this.http.close().catch(() => undefined);
  }
}
