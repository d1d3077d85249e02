import { join } from 'node:path';
import type { RequestListener } from 'node:http';
import { createService, type Logger } from '../http/index.js';
import { effectiveCapabilities } from '../modes/capabilities.js';
import { homeDir } from '../paths.js';
import type { Mode, Settings } from '../settings/index.js';
import { VERSION } from '../version.js';
import { ChatRunner } from './chat.js';
import { DemoMetrics } from './metrics.js';
import { PlannerSelector } from './planner/select.js';
import type { Planner } from './planner/types.js';
import { registerChat } from './routes/chat.js';
import { Elicitations } from './elicitations.js';
import { registerElicitations } from './routes/elicitations.js';
import { registerPage } from './routes/page.js';
import { registerScreenshots } from './routes/screenshots.js';
import { registerStatus } from './routes/status.js';
import { Sessions, SESSION_MIGRATIONS, SqlSessions, type SessionStore } from './sessions.js';
import { MemoryResults, type ResultStore } from './query/handles.js';
import { databaseHealth, migrate, openDb, type Db } from '../shared/db/index.js';
import { ChatSlots } from './tools/concurrency.js';
import { ToolLayer } from './tools/layer.js';

export interface DemoServerOptions {
  settings: Settings;
  /** Base URL of the tool registry, e.g. http://127.0.0.1:8001. */
  registryUrl: string;
  /** The mode of this run (`--mode`); default features.mode. */
  mode?: Mode;
  logger: Logger;
  /** Where the browser keeps its profile/downloads (AGENT_HOME/data). */
  dataDir: string;
  /** Where audit.log goes; default AGENT_HOME/logs. */
  logsDir?: string;
  /** A planner to use instead of the one llm.provider selects (tests). */
  planner?: Planner;
  /** Environment to read the LLM key from; default process.env. */
  env?: NodeJS.ProcessEnv;
  /** database.url: a postgres:// URL keeps chat sessions there, so a follow-up may land on any replica; empty: in memory. */
  databaseUrl?: string;
  /** Where conversations' results are kept as handles (default: this process's memory). */
  results?: ResultStore;
}

export interface DemoServer {
  handler: RequestListener;
  close(): Promise<void>;
}

/** The agent demo server: chat page, /chat (JSON and SSE), /status, /health, /docs. */
export async function createDemoServer(opts: DemoServerOptions): Promise<DemoServer> {
  const { settings, logger } = opts;
  const mode = opts.mode ?? settings.features.mode;
  const env = opts.env ?? process.env;
  const registryKey = env.AGENT_REGISTRY_KEY?.trim() || undefined;
  const layer = new ToolLayer({
    settings: { ...settings, features: { ...settings.features, mode } },
    registryUrl: opts.registryUrl,
    logger,
    dataDir: opts.dataDir,
    logsDir: opts.logsDir ?? homeDir('logs'),
    secrets: () => (registryKey ? [...selector.secrets(), registryKey] : selector.secrets()),
    registryKey,
  });
  const selector: PlannerSelector = new PlannerSelector(settings, layer.http, env, logger, opts.planner);
  let db: Db | null = null;
  let sessions: SessionStore = new Sessions();
  if (opts.databaseUrl) {
    db = await openDb({ url: opts.databaseUrl, sqliteFile: '', logger });
    await migrate(db, 'demo', SESSION_MIGRATIONS).catch(async (err) => {
      await db?.close();
      throw err;
    });
    sessions = new SqlSessions(db);
  }
  const slots = new ChatSlots(settings.api_mode.max_concurrent_requests);

  const service = createService({
    name: 'demo',
    logger,
    logRequests: settings.demo.enable_logging,
    bodyLimit: '64kb',
    metrics: settings.observability.metrics,
    // healthy while its database answers; a registry that refuses this server's key is reported (agent status shows it)
    health: async () => {
      const base = db ? await databaseHealth(db) : { healthy: true, details: {} };
      const refused = await layer.registry.refusal(AbortSignal.timeout(1500));
      return { healthy: base.healthy, details: { ...base.details, registry: refused ? { ok: false, error: refused } : { ok: true } } };
    },
    info: {
      title: 'Agent Demo Server',
      version: VERSION,
      description:
        `Answers natural-language messages by planning and calling the tool registry's ` +
        `tools${mode === 'api' ? '' : ' and a real browser'}. Mode: ${mode}.`,
    },
  });
  const metrics = service.metrics ? new DemoMetrics(service.metrics.registry) : null;
  const results = opts.results ?? new MemoryResults();
  const elicitations = new Elicitations();
  const runner = new ChatRunner({ settings, mode, layer, selector, sessions, slots, logger, metrics, results, elicitations });
  registerPage(service);
  registerScreenshots(service, join(opts.dataDir, 'screenshots'));
  registerChat(service, runner);
  registerElicitations(service, elicitations);
  registerStatus(service, {
    settings,
    mode,
    layer,
    selector,
    runner,
    sessions,
    startedAt: Date.now(),
    browser: async () => {
      const caps = effectiveCapabilities(mode, settings.api_mode);
      if (!caps.enabled.includes('browser_read')) {
        const off = caps.disabledBySetting.find((d) => d.capability === 'browser_read');
        return { available: false, reason: off ? `${off.setting} = false` : `${mode} mode does not use the browser` };
      }
      try {
        const st = (await layer.browserTools()).status();
        const access = caps.enabled.includes('browser_write') ? 'read and write' : 'read-only (api_mode.web_automation = false)';
        if (st.error || !st.executable) return { available: false, reason: st.error ?? 'no browser executable found' };
        return { available: true, reason: `${st.executable}, ${access}` };
      } catch (err) {
        return { available: false, reason: (err as Error).message };
      }
    },
  });
  const handler = service.finish();
  return {
    handler,
    close: async () => {
      await layer.close();
      await db?.close();
    },
  };
}
