import type { Approvals } from './approvals/index.js';
import type { CallGuard } from './call-guard.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Service } from '../http/index.js';
import type { Settings } from '../settings/index.js';
import type { Logger } from '../shared/logger.js';
import type { Catalog } from './catalog.js';
import type { Onboarding } from './onboarding.js';
import type { PoolFactory } from './sources/pools.js';
import type { RegistryTelemetry } from './telemetry.js';
import type { ToolSearch } from './search/service.js';
import type { ToolSets } from './tool-sets.js';

/** What each registration (plugin) of the registry service gets. */
export interface RegistryContext {
  catalog: Catalog;
  /** Tool search over the catalogue (GET /apis?q=, the /mcp search tools). */
  search: ToolSearch;
  onboarding: Onboarding;
  settings: Settings;
  logger: Logger;
  dataDir: string;
  pools: PoolFactory;
  /** Audit lines and the registry's own metrics. */
  telemetry: RegistryTelemetry;
  /** Runs when the registry closes (sessions, child processes). */
  onClose(fn: () => Promise<void> | void): void;
  /** Adds a listener that serves some requests before Express (after the key gate); see FastPath. */
  fastPath(fn: FastPath): void;
  /** One log line per request (the service's setting). */
  logRequests: boolean;
  /** Largest request body, in bytes. */
  bodyLimit: number;
  /** Calls that wait for a person's approval ([approvals]): their routes. */
  approvals: Approvals;
  /** Asked before any tool call runs: limits ([limits]) and approvals. */
  guard: CallGuard;
  /** The named tool sets of the configuration (`toolSets:`). */
  toolSets: ToolSets;
}

/**
 * A hot path served straight from node:http: true when it took the request (it answers, or
 * hands the request to `next`, the Express app), false when the request is not one for it.
 */
export type FastPath = (req: IncomingMessage, res: ServerResponse, next: (req: IncomingMessage, res: ServerResponse) => void) => boolean;

export type RegistryPlugin = (service: Service, ctx: RegistryContext) => void | Promise<void>;
