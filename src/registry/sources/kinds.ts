import type { Logger } from '../../http/index.js';
import type { Settings } from '../../settings/index.js';
import type { ServiceConfig } from '../config/types.js';
import type { Source } from '../types.js';
import { OpenApiSource } from './openapi/source.js';
import { McpSource } from './mcp/index.js';
import { TrmSource } from './trm.js';
import type { PoolFactory } from './pools.js';

/** What a source factory gets: logging, settings, where to keep data, and the shared outbound connection pools. */
export interface SourceDeps {
  logger: Logger;
  settings: Settings;
  dataDir: string;
  pools: PoolFactory;
}

export type SourceFactory<C extends ServiceConfig = ServiceConfig> = (cfg: C, deps: SourceDeps) => Source;

type KindTable = { [K in ServiceConfig['kind']]?: SourceFactory<Extract<ServiceConfig, { kind: K }>> };

/**
 * Config `kind` -> the factory of its Source. One row per kind; a kind without a row is
 * listed with status `error` and a plain message (the catalogue does that).
 */
export const SOURCE_KINDS: KindTable = {
  openapi: (cfg, deps) => new OpenApiSource(cfg, deps),
  mcp: (cfg, deps) => new McpSource(cfg, { logger: deps.logger, requestTimeoutMs: deps.settings.api_mode.request_timeout * 1000, runDir: deps.dataDir, maxResponseBytes: deps.pools.maxResponseBytes }),
  trm: (cfg, deps) => new TrmSource(cfg, { logger: deps.logger, pools: deps.pools, requestTimeoutMs: deps.settings.api_mode.request_timeout * 1000 }),
};

export function sourceFactory(kind: ServiceConfig['kind']): SourceFactory | undefined {
  return SOURCE_KINDS[kind] as SourceFactory | undefined;
}
