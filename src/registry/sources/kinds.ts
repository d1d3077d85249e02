import type { ServiceConfig } from '../config/types.js';
import type { SourceFactory } from './deps.js';
import { OpenApiSource } from './openapi/source.js';
import { McpSource } from './mcp/index.js';
import { TrmSource } from './trm.js';

export type { SourceDeps, SourceFactory } from './deps.js';

type KindTable = { [K in ServiceConfig['kind']]?: SourceFactory<Extract<ServiceConfig, { kind: K }>> };

/**
 * Config `kind` -> the factory of its Source. One row per kind; a kind without a row is
 * listed with status `error` and a plain message (the catalogue does that).
 */
export const SOURCE_KINDS: KindTable = {
  openapi: (cfg, deps) => new OpenApiSource(cfg, deps),
  mcp: (cfg, deps) =>
    new McpSource(cfg, {
      logger: deps.logger,
      requestTimeoutMs: deps.settings.api_mode.request_timeout * 1000,
      runDir: deps.dataDir,
      maxResponseBytes: deps.pools.maxResponseBytes,
      progressTimeoutMs: deps.settings.api_mode.progress_timeout * 1000,
      authProvider: deps.upstreamAuth?.(cfg),
    }),
  trm: (cfg, deps) =>
    new TrmSource(cfg, { logger: deps.logger, pools: deps.pools, requestTimeoutMs: deps.settings.api_mode.request_timeout * 1000 }),
};

export function sourceFactory(kind: ServiceConfig['kind']): SourceFactory | undefined {
  return SOURCE_KINDS[kind] as SourceFactory | undefined;
}
