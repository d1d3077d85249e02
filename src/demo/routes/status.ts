import type { Service } from '../../http/index.js';
import { effectiveCapabilities } from '../../modes/capabilities.js';
import type { Mode, Settings } from '../../settings/index.js';
import { VERSION } from '../../version.js';
import type { ChatRunner } from '../chat.js';
import type { PlannerSelector } from '../planner/select.js';
import type { SessionStore } from '../sessions.js';
import type { ToolLayer } from '../tools/layer.js';
import { StatusResponse } from './schemas.js';

export interface StatusDeps {
  settings: Settings;
  mode: Mode;
  layer: ToolLayer;
  selector: PlannerSelector;
  runner: ChatRunner;
  sessions: SessionStore;
  startedAt: number;
  /** Whether a browser can be driven, and why (not): from the browser tool set. */
  browser: () => Promise<{ available: boolean; reason: string }>;
}

/** GET /status: mode, planner, registry reachability and tool count, browser, uptime, version, chats. */
export function registerStatus(service: Service, deps: StatusDeps): void {
  service.route(
    {
      method: 'get',
      path: '/status',
      operationId: 'status',
      summary: 'What the demo server runs with, and whether its dependencies answer',
      tags: ['status'],
      responses: { 200: { description: 'Status', schema: StatusResponse } },
    },
    async () => {
      const caps = effectiveCapabilities(deps.mode, deps.settings.api_mode);
      const [registry, planner, browser] = await Promise.all([
        deps.layer.registry
          .listTools(AbortSignal.timeout(3000))
          .then((tools) => ({ url: deps.layer.registry.url, reachable: true, tool_count: tools.length }))
          .catch((err: Error) => ({ url: deps.layer.registry.url, reachable: false, tool_count: 0, error: err.message })),
        deps.selector
          .current()
          .then((c) => c.status)
          .catch((err: Error) => ({
            provider: deps.settings.llm.provider,
            in_use: 'unavailable',
            model: null,
            base_url: null,
            key: null,
            ollama: null,
            reason: err.message,
          })),
        deps.browser(),
      ]);
      const needsRegistry = caps.enabled.includes('api_tools');
      return {
        status: needsRegistry && !registry.reachable ? ('degraded' as const) : ('ok' as const),
        mode: deps.mode,
        capabilities: caps.enabled,
        planner,
        registry,
        browser,
        uptime: Math.round((Date.now() - deps.startedAt) / 1000),
        version: VERSION,
        chats: {
          active: deps.runner.active,
          waiting: deps.runner.waiting,
          total: deps.runner.total,
          sessions: await deps.sessions.count(),
        },
      };
    },
  );
}
