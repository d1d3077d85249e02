import { homeDir } from '../paths.js';
import type { Settings } from '../settings/index.js';
import type { ServeFn } from '../http/entry.js';
import { waitForCatalog, type CatalogReadiness } from './catalog-ready.js';

export type TargetName = 'demo_territory' | 'demo_crm' | 'api-registry' | 'demo';

/**
 * The one table of services `agent start|stop|status|serve` knows. A new service is a new
 * row: its name, port setting, health path, what it needs running first, and a lazy
 * import of its `serve` function (so `agent status` loads no service code).
 */
export interface Target {
  name: TargetName;
  title: string;
  port(settings: Settings): number;
  /** The setting (and its environment variable) that moves the port: what the port-taken error suggests. */
  portSetting: { key: string; env: string };
  healthPath: string;
  /** Started first by `agent start <this>` when demo.auto_start is on. */
  needs: TargetName[];
  load(): Promise<{ serve: ServeFn }>;
  /** After its health URL answers, what `agent start` still waits for (the registry: its catalogue's first load). */
  ready?(baseUrl: string, deadline: number, onProgress?: (line: string) => void): Promise<CatalogReadiness>;
  /** Clean-up after the service stopped or was found dead (e.g. children a killed service left behind). */
  afterStop?(): Promise<void>;
}

export const TARGETS: Target[] = [
  {
    name: 'demo_territory',
    title: 'Sales-territory demo API',
    port: (s) => s.server_ports.territory_api,
    portSetting: { key: 'server_ports.territory_api', env: 'AGENT_TERRITORY_PORT' },
    healthPath: '/health',
    needs: [],
    load: () => import('../territory/serve.js'),
  },
  {
    name: 'api-registry',
    title: 'Tool registry',
    port: (s) => s.demo.api_registry_port,
    portSetting: { key: 'demo.api_registry_port', env: 'AGENT_API_REGISTRY_PORT' },
    healthPath: '/',
    needs: [],
    load: () => import('../registry/serve.js'),
    ready: (url, deadline, onProgress) => waitForCatalog(url, deadline, onProgress),
    afterStop: async () => {
      const { reapOrphanedChildren } = await import('../registry/sources/mcp/children.js');
      await reapOrphanedChildren(homeDir('data'));
    },
  },
  {
    name: 'demo_crm',
    title: 'CRM demo API',
    port: (s) => s.server_ports.crm_api,
    portSetting: { key: 'server_ports.crm_api', env: 'AGENT_CRM_PORT' },
    healthPath: '/health',
    needs: [],
    load: () => import('../crm/serve.js'),
  },
  {
    name: 'demo',
    title: 'Agent demo server',
    port: (s) => s.demo.port,
    portSetting: { key: 'demo.port', env: 'AGENT_DEMO_PORT' },
    healthPath: '/health',
    needs: ['demo_territory', 'demo_crm', 'api-registry'],
    load: () => import('../demo/serve.js'),
  },
];

export function findTarget(name: string): Target | undefined {
  return TARGETS.find((t) => t.name === name);
}

export const TARGET_NAMES = (): string[] => TARGETS.map((t) => t.name);
