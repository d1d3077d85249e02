import { Agent } from 'undici';
import type { Settings } from '../../settings/index.js';

/**
 * The one keep-alive connection pool of the demo server's outbound HTTP (the registry and
 * the LLM): `api_mode.connection_pool_size` connections per origin, TLS verification by
 * `api_mode.ssl_verify`.
 */
export function createHttpAgent(apiMode: Settings['api_mode']): Agent {
  return new Agent({
    connections: apiMode.connection_pool_size,
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 120_000,
    connect: { rejectUnauthorized: apiMode.ssl_verify },
  });
}
