import type { Service } from '../http/index.js';
import type { Settings } from '../settings/index.js';
import type { Logger } from '../shared/logger.js';
import type { Catalog } from './catalog.js';
import type { Onboarding } from './onboarding.js';
import type { PoolFactory } from './sources/pools.js';
import type { RegistryTelemetry } from './telemetry.js';

/** What each registration (plugin) of the registry service gets. */
export interface RegistryContext {
  catalog: Catalog;
  onboarding: Onboarding;
  settings: Settings;
  logger: Logger;
  dataDir: string;
  pools: PoolFactory;
  /** Audit lines and the registry's own metrics. */
  telemetry: RegistryTelemetry;
  /** Runs when the registry closes (sessions, child processes). */
  onClose(fn: () => Promise<void> | void): void;
}

export type RegistryPlugin = (service: Service, ctx: RegistryContext) => void | Promise<void>;
