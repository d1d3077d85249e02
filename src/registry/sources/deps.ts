import type { Logger } from '../../shared/logger.js';
import type { Settings } from '../../settings/index.js';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { McpServerConfig, ServiceConfig } from '../config/types.js';
import type { Source } from '../types.js';
import type { PoolFactory } from './pools.js';

/** What a source factory gets: logging, settings, where to keep data, and the shared outbound connection pools. */
export interface SourceDeps {
  logger: Logger;
  settings: Settings;
  dataDir: string;
  pools: PoolFactory;
  /** The OAuth provider of a remote MCP server with `oauth:` (undefined without one). */
  upstreamAuth?: (cfg: McpServerConfig) => OAuthClientProvider | undefined;
}

/** Builds the Source of one configured service (a row of SOURCE_KINDS in kinds.ts). */
export type SourceFactory<C extends ServiceConfig = ServiceConfig> = (cfg: C, deps: SourceDeps) => Source;
