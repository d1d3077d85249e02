import type { LookupFunction } from 'node:net';
import { Agent, Pool, type Dispatcher } from 'undici';
import type { Settings } from '../../settings/index.js';

/** Keep-alive connection pools, one per upstream origin, shared by every source of the registry. */
export interface PoolFactory {
  /** The dispatcher for an origin (`http://host:port`), created on first use. */
  get(origin: string): Dispatcher;
  close(): Promise<void>;
}

/**
 * Pools sized by api_mode.connection_pool_size, TLS verification by api_mode.ssl_verify.
 * `lookup` replaces the DNS lookup of every connection (the SSRF guard of onboarded tools).
 */
export function createPoolFactory(settings: Settings, opts: { lookup?: LookupFunction } = {}): PoolFactory {
  const pools = new Map<string, Pool>();
  const connect = {
    rejectUnauthorized: settings.api_mode.ssl_verify,
    timeout: Math.min(settings.api_mode.request_timeout * 1000, 10_000),
    ...(opts.lookup ? { lookup: opts.lookup } : {}),
  };
  return {
    get(origin) {
      let pool = pools.get(origin);
      if (!pool) {
        pool = new Pool(origin, {
          connections: settings.api_mode.connection_pool_size,
          pipelining: 1,
          keepAliveTimeout: 30_000,
          connect,
        });
        pools.set(origin, pool);
      }
      return pool;
    },
    async close() {
      const all = [...pools.values()];
      pools.clear();
      await Promise.all(all.map((p) => p.close().catch(() => p.destroy())));
    },
  };
}

/** An undici Agent with the same TLS setting, for one-off fetches (OpenAPI documents). */
export function oneOffAgent(settings: Settings): Agent {
  return new Agent({ connect: { rejectUnauthorized: settings.api_mode.ssl_verify } });
}
