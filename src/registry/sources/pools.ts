import type { LookupFunction } from 'node:net';
import { Agent, Pool, type Dispatcher } from 'undici';
import type { Settings } from '../../settings/index.js';
import { mibToBytes } from '../../shared/capped-body.js';

/** The connection one outbound call uses; `release` once its answer is read or it failed (idempotent). */
export interface Lease {
  dispatcher: Dispatcher;
  /** `broken`: the request was refused before it was sent; the pool it used is replaced (see createPoolFactory). */
  release(broken?: boolean): void;
}

/** Keep-alive connection pools, one per upstream origin, shared by every source of the registry. */
export interface PoolFactory {
  /** Largest answer body read from an upstream (api_mode.max_response_mb), in bytes. */
  readonly maxResponseBytes: number;
  /**
   * A connection for one call of `operation` (e.g. `crm GET /accounts/{id}`) to `origin`
   * (`http://host:port`), when the operation has fewer than connection_pool_size calls in
   * flight; undefined when it has that many (then enqueue).
   */
  tryAcquire(origin: string, operation: string): Lease | undefined;
  /**
   * The same connection, given to `granted` as soon as one of the operation's calls in flight
   * is done (at once when a slot is free). Returns the cancel: the call stops waiting.
   */
  enqueue(origin: string, operation: string, granted: (lease: Lease) => void): () => void;
  close(): Promise<void>;
}

interface OriginPools {
  /** connection_pool_size keep-alive connections. */
  main: Pool;
  /** Calls in flight on `main`. */
  busy: number;
  /** Extra short-lived connections, used only while every pooled one is busy. */
  overflow?: Pool;
}

interface OperationSlots {
  active: number;
  waiting: (() => void)[];
}

/** How long an overflow connection stays open after its call, for the next burst. */
const OVERFLOW_KEEP_ALIVE_MS = 2000;

/**
 * Pools sized by api_mode.connection_pool_size, TLS verification by api_mode.ssl_verify.
 *
 * No head-of-line blocking: a hung upstream operation cannot hold the pool hostage. Each
 * operation has at most connection_pool_size calls in flight (more wait for their turn
 * within their own time limit), and a call that finds every pooled connection busy (with
 * other operations' calls) gets an extra connection, closed shortly after it is done, instead
 * of queueing behind them. So a healthy operation answers at its own speed while another one
 * hangs, and an upstream sees at most connection_pool_size connections per operation.
 *
 * A request refused before it is sent (undici validates it on a pooled connection and then
 * leaves that connection marked busy for good) gives the connection back by replacing the
 * pool: the old one is closed once its calls in flight have finished.
 */
export function createPoolFactory(settings: Settings, opts: { lookup?: LookupFunction } = {}): PoolFactory {
  const size = settings.api_mode.connection_pool_size;
  const origins = new Map<string, OriginPools>();
  const operations = new Map<string, OperationSlots>();
  const retired = new Set<Pool>();
  // `lookup` replaces the DNS lookup of every connection (the SSRF guard of onboarded tools)
  const connect = {
    rejectUnauthorized: settings.api_mode.ssl_verify,
    timeout: Math.min(settings.api_mode.request_timeout * 1000, 10_000),
    ...(opts.lookup ? { lookup: opts.lookup } : {}),
  };
  const mainPool = (origin: string) => new Pool(origin, { connections: size, pipelining: 1, keepAliveTimeout: 30_000, connect });
  const overflowPool = (origin: string) =>
    new Pool(origin, {
      connections: null,
      pipelining: 1,
      keepAliveTimeout: OVERFLOW_KEEP_ALIVE_MS,
      keepAliveMaxTimeout: OVERFLOW_KEEP_ALIVE_MS,
      connect,
    });

  const retire = (pool: Pool) => {
    retired.add(pool);
    pool
      .close()
      .catch(() => pool.destroy())
      .finally(() => retired.delete(pool));
  };

  /** Gives a slot of the operation back: to the next call waiting for one, else to the pool. */
  const free = (key: string, slots: OperationSlots) => {
    const next = slots.waiting.shift();
    if (next) return next();
    slots.active--;
    if (slots.active === 0) operations.delete(key);
  };

  /** One call's connection (a class, not closures: one is made per outbound call). */
  class PooledLease implements Lease {
    private done = false;
    readonly dispatcher: Pool;
    private readonly onMain: boolean;
    constructor(
      private readonly origin: string,
      private readonly key: string,
      private readonly slots: OperationSlots,
    ) {
      let o = origins.get(origin);
      if (!o) origins.set(origin, (o = { main: mainPool(origin), busy: 0 }));
      this.pools = o;
      this.onMain = o.busy < size;
      if (this.onMain) {
        o.busy++;
        this.dispatcher = o.main;
      } else {
        this.dispatcher = o.overflow ??= overflowPool(origin);
      }
    }
    private readonly pools: OriginPools;

    release(broken = false): void {
      if (this.done) return;
      this.done = true;
      free(this.key, this.slots);
      const { pools, dispatcher: pool, onMain } = this;
      if (onMain && pools.main === pool) pools.busy--;
      if (!broken || origins.get(this.origin) !== pools) return;
      if (onMain && pools.main === pool) {
        pools.main = mainPool(this.origin);
        pools.busy = 0;
      } else if (pools.overflow === pool) {
        pools.overflow = undefined;
      } else return;
      retire(pool);
    }
  }

  /** Takes one of the operation's connection_pool_size slots when one is free. */
  const take = (key: string): OperationSlots | undefined => {
    let op = operations.get(key);
    if (!op) operations.set(key, (op = { active: 0, waiting: [] }));
    if (op.active >= size) return undefined;
    op.active++;
    return op;
  };

  return {
    maxResponseBytes: mibToBytes(settings.api_mode.max_response_mb),
    tryAcquire(origin, operation) {
      const key = `${origin} ${operation}`;
      const slots = take(key);
      return slots ? new PooledLease(origin, key, slots) : undefined;
    },
    enqueue(origin, operation, granted) {
      const key = `${origin} ${operation}`;
      const now = take(key);
      if (now) {
        granted(new PooledLease(origin, key, now));
        return () => undefined;
      }
      const slots = operations.get(key)!;
      const grant = () => granted(new PooledLease(origin, key, slots));
      slots.waiting.push(grant);
      return () => {
        const i = slots.waiting.indexOf(grant);
        if (i >= 0) slots.waiting.splice(i, 1);
      };
    },
    async close() {
      const all = [...origins.values()].flatMap((o) => (o.overflow ? [o.main, o.overflow] : [o.main]));
      origins.clear();
      for (const op of operations.values()) op.waiting.length = 0;
      operations.clear();
      await Promise.all([...all, ...retired].map((p) => p.close().catch(() => p.destroy())));
    },
  };
}

/** An undici Agent with the same TLS setting, for one-off fetches (OpenAPI documents). */
export function oneOffAgent(settings: Settings): Agent {
  return new Agent({ connect: { rejectUnauthorized: settings.api_mode.ssl_verify } });
}
