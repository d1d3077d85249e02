import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Logger } from '../logger.js';
import { DIALECTS, numberPlaceholders } from './dialect.js';
import { DatabaseBusyError, DatabaseFullError, DatabaseUnavailableError, isFull, isStaleConnection, isUnavailable } from './errors.js';
import type { Db, Queryable, Row, TxOptions } from './types.js';

/** COUNT(*) and SUM of integers come back as int8/numeric: numbers here (the CRM's values fit in a double). */
const TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20 || oid === 1700 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export interface PostgresOptions {
  url: string;
  /** Where the data is, for messages (the URL without its password). */
  where: string;
  /** Connections at most (setting-independent bound; default 10). */
  max?: number;
  /** Requests waiting for a connection at most, beyond which a request is answered busy at once (default 20 per connection). */
  maxWaiting?: number;
  logger: Logger;
}

const names = new Map<string, string>();
/** A prepared-statement name per SQL text: each connection parses a statement once. */
function nameOf(text: string): string {
  let n = names.get(text);
  if (!n) {
    if (names.size > 2000) names.clear();
    n = `s${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    names.set(text, n);
  }
  return n;
}

/**
 * The PostgreSQL engine: a bounded node-postgres pool; a connection lost while the
 * server is down is replaced when it is back, so the process recovers by itself. Every
 * failure to reach the server becomes a DatabaseUnavailableError (503). LISTEN runs on
 * one dedicated connection, re-established with backoff; after a reconnect every listener
 * is told "something may have changed" (messages sent meanwhile were lost).
 */
export class PostgresDb implements Db {
  readonly engine = 'postgres' as const;
  readonly dialect = DIALECTS.postgres;
  readonly where: string;
  private readonly pool: pg.Pool;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private listener: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly opts: PostgresOptions) {
    this.where = opts.where;
    this.pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.max ?? 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
      application_name: 'agent',
      types: TYPES,
    });
    // an idle connection the server dropped: the pool discards it and opens another when needed
    this.pool.on('error', (err) => opts.logger.warn({ err: err.message }, 'database connection lost'));
    // a connection lost while checked out (in a transaction) emits 'error' on the client, which the
    // pool listens to only while the client is idle: without this, the server going away under
    // load would end the process instead of failing that one request with a 503
    this.pool.on('connect', (client) => client.on('error', (err) => opts.logger.warn({ err: err.message }, 'database connection lost')));
  }

  private fail(err: unknown): never {
    // waiting for a pooled connection timed out while every one is in use: busy, not down
    if (/timeout exceeded when trying to connect/.test((err as Error)?.message ?? '') && this.saturated())
      throw new DatabaseBusyError(this.where, `all ${this.max} connections stayed in use for 3 s`);
    if (isUnavailable(err)) throw new DatabaseUnavailableError(this.where, (err as Error).message || String(err), isStaleConnection(err));
    if (isFull(err)) throw new DatabaseFullError(this.where);
    throw err;
  }

  private get max(): number {
    return this.opts.max ?? 10;
  }

  private saturated(): boolean {
    return this.pool.totalCount >= this.max && this.pool.idleCount === 0;
  }

  /** The queue for a connection is bounded: past it a request is answered busy at once instead of piling up. */
  private admit(client: pg.Pool | pg.PoolClient): void {
    if (client === this.pool && this.saturated() && this.pool.waitingCount >= (this.opts.maxWaiting ?? this.max * 20))
      throw new DatabaseBusyError(this.where, `all ${this.max} connections in use and ${this.pool.waitingCount} requests waiting`);
  }

  private async query(client: pg.Pool | pg.PoolClient, sql: string, args: readonly unknown[] = []): Promise<pg.QueryResult> {
    this.admit(client);
    const text = numberPlaceholders(sql);
    try {
      return await client.query({ text, values: args as unknown[], name: nameOf(text) });
    } catch (err) {
      this.fail(err);
    }
  }

  private on(client: pg.Pool | pg.PoolClient): Queryable {
    return {
      all: async <T>(sql: string, args?: readonly unknown[]) => (await this.query(client, sql, args)).rows as T[],
      get: async <T>(sql: string, args?: readonly unknown[]) => (await this.query(client, sql, args)).rows[0] as T | undefined,
      run: async (sql, args) => (await this.query(client, sql, args)).rowCount ?? 0,
      exec: async (sql) => {
        try {
          await client.query(sql);
        } catch (err) {
          this.fail(err);
        }
      },
    };
  }

  /**
   * A read outside a transaction, tried again on another connection while the one it got was
   * found dead: after the server restarts, pooled connections it dropped can still be handed
   * out before the pool has heard of their end (each is discarded as it is found). Only reads:
   * a write may have been applied. A server that refuses connections is not tried again.
   */
  private async read<T>(sql: string, fn: (q: Queryable) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await fn(this.on(this.pool));
      } catch (err) {
        const again = err instanceof DatabaseUnavailableError && err.stale && attempt < this.max && !this.closed;
        if (!again || !/^\s*SELECT\b/i.test(sql)) throw err;
      }
    }
  }
  all<T = Row>(sql: string, args?: readonly unknown[]): Promise<T[]> {
    return this.read(sql, (q) => q.all<T>(sql, args));
  }
  get<T = Row>(sql: string, args?: readonly unknown[]): Promise<T | undefined> {
    return this.read(sql, (q) => q.get<T>(sql, args));
  }
  run(sql: string, args?: readonly unknown[]): Promise<number> {
    return this.on(this.pool).run(sql, args);
  }
  exec(sql: string): Promise<void> {
    return this.on(this.pool).exec(sql);
  }

  async tx<T>(fn: (q: Queryable) => Promise<T>, opts: TxOptions = {}): Promise<T> {
    // pooled connections the server dropped (it restarted since) can be handed out before the pool
    // hears of them: when BEGIN finds one dead, nothing has run, and the transaction starts again on another
    for (let attempt = 0; ; attempt++) {
      let client: pg.PoolClient;
      this.admit(this.pool);
      try {
        client = await this.pool.connect();
      } catch (err) {
        this.fail(err);
      }
      const q = this.on(client);
      let broken = false;
      let begun = false;
      const lost = () => (broken = true);
      client.on('error', lost);
      try {
        await q.exec(opts.readOnly ? 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY' : 'BEGIN');
        begun = true;
        if (opts.lock) await q.get('SELECT pg_advisory_xact_lock(hashtext(?))', [opts.lock]);
        const out = await fn(q);
        await q.exec('COMMIT');
        return out;
      } catch (err) {
        broken = isUnavailable(err) || err instanceof DatabaseUnavailableError;
        if (!broken) await client.query('ROLLBACK').catch(() => (broken = true));
        const stale = err instanceof DatabaseUnavailableError ? err.stale : isStaleConnection(err);
        if (broken && stale && !begun && attempt < this.max && !this.closed) continue;
        throw err;
      } finally {
        client.off('error', lost);
        client.release(broken);
      }
    }
  }

  async notify(q: Queryable, channel: string, payload: string): Promise<void> {
    await q.get('SELECT pg_notify(?, ?)', [channel, payload]);
  }

  listen(channel: string, onMessage: (payload: string) => void): () => void {
    let set = this.handlers.get(channel);
    const fresh = !set;
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(onMessage);
    if (this.listener && fresh) this.listener.query(`LISTEN "${channel}"`).catch(() => this.reconnect());
    else if (!this.listener) void this.connectListener();
    return () => {
      set.delete(onMessage);
    };
  }

  private connectListener(): Promise<void> {
    if (this.connecting || this.closed) return this.connecting ?? Promise.resolve();
    this.connecting = (async () => {
      const client = new pg.Client({ connectionString: this.opts.url, application_name: 'agent-listen', connectionTimeoutMillis: 3000 });
      client.on('notification', (m) => {
        for (const h of this.handlers.get(m.channel) ?? []) h(m.payload ?? '');
      });
      client.on('error', () => this.reconnect());
      client.on('end', () => this.reconnect());
      try {
        await client.connect();
        for (const ch of this.handlers.keys()) await client.query(`LISTEN "${ch}"`);
        this.listener = client;
      } catch {
        void client.end().catch(() => {});
        this.connecting = null;
        this.reconnect();
        return;
      }
      this.connecting = null;
    })();
    return this.connecting;
  }

  /** The LISTEN connection broke: try again shortly, then tell every listener to reload. */
  private reconnect(): void {
    if (this.closed || this.retry || this.connecting) return;
    const old = this.listener;
    this.listener = null;
    if (old) void old.end().catch(() => {});
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connectListener().then(() => {
        if (!this.listener) return;
        for (const set of this.handlers.values()) for (const h of set) h('');
      });
    }, 250);
    this.retry.unref();
  }

  async ping(timeoutMs = 1000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const slow = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DatabaseUnavailableError(this.where, `no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    // (on a connection of its own when the pool is saturated: health is the server answering, not the pool being free)
    const probe = this.saturated() ? this.probe(timeoutMs) : this.get('SELECT 1 AS ok');
    try {
      await Promise.race([probe, slow]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async probe(timeoutMs: number): Promise<void> {
    const client = new pg.Client({ connectionString: this.opts.url, application_name: 'agent-health', connectionTimeoutMillis: timeoutMs });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1 AS ok');
    } catch (err) {
      this.fail(err);
    } finally {
      void client.end().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const l = this.listener;
    this.listener = null;
    if (l) await l.end().catch(() => {});
    await this.pool.end().catch(() => {});
  }
}
