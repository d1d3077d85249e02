import type { Statement } from 'better-sqlite3';
import { openDatabase } from '../sqlite.js';
import { DIALECTS } from './dialect.js';
import type { Db, Queryable, Row, TxOptions } from './types.js';
import { DatabaseFullError, isFull } from './errors.js';

/**
 * The SQLite engine: one better-sqlite3 connection (WAL, foreign keys on: shared/sqlite.ts).
 * Statements run synchronously and are cached by text. A transaction keeps the connection
 * to itself: a statement from outside it waits until it has ended, so an `await` inside
 * a transaction never lets another request's statement into it.
 */
export class SqliteDb implements Db {
  readonly engine = 'sqlite' as const;
  readonly dialect = DIALECTS.sqlite;
  private readonly db;
  private readonly statements = new Map<string, Statement>();
  /** True while a transaction holds the connection; who waits for it, in order (each is handed the connection in turn). */
  private locked = false;
  private readonly waiters: (() => void)[] = [];
  private readonly inside: Queryable;

  constructor(readonly where: string) {
    this.db = openDatabase(where);
    this.inside = {
      all: async (sql, args) => this.full(() => this.stmt(sql).all(...(args ?? []))) as never,
      get: async (sql, args) => this.full(() => this.stmt(sql).get(...(args ?? []))) as never,
      run: async (sql, args) => this.full(() => this.stmt(sql).run(...(args ?? [])).changes),
      exec: async (sql) => this.full(() => void this.db.exec(sql)),
    };
  }

  /** A full disk is said as such (507), whichever statement found it. */
  private full<T>(run: () => T): T {
    try {
      return run();
    } catch (err) {
      if (isFull(err)) throw new DatabaseFullError(this.where);
      throw err;
    }
  }

  private stmt(sql: string): Statement {
    let s = this.statements.get(sql);
    if (!s) {
      if (this.statements.size > 500) this.statements.clear();
      s = this.db.prepare(sql);
      this.statements.set(sql, s);
    }
    return s;
  }

  /** Waits for the connection (first come, first served) and holds it: one waiter woken per release, never all of them. */
  private acquire(): Promise<void> | void {
    if (!this.locked) {
      this.locked = true;
      return;
    }
    return new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  private release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.locked = false;
  }

  /** A statement outside a transaction: at once when none runs, else after it (statements are synchronous). */
  private async outside<T>(run: () => T): Promise<T> {
    if (!this.locked) return this.full(run);
    await this.acquire();
    try {
      return this.full(run);
    } finally {
      this.release();
    }
  }

  all<T = Row>(sql: string, args?: readonly unknown[]): Promise<T[]> {
    return this.outside(() => this.stmt(sql).all(...(args ?? [])) as T[]);
  }

  get<T = Row>(sql: string, args?: readonly unknown[]): Promise<T | undefined> {
    return this.outside(() => this.stmt(sql).get(...(args ?? [])) as T | undefined);
  }

  run(sql: string, args?: readonly unknown[]): Promise<number> {
    return this.outside(() => this.stmt(sql).run(...(args ?? [])).changes);
  }

  exec(sql: string): Promise<void> {
    return this.outside(() => void this.db.exec(sql));
  }

  async tx<T>(fn: (q: Queryable) => Promise<T>, opts: TxOptions = {}): Promise<T> {
    await this.acquire();
    try {
      this.db.exec(opts.readOnly ? 'BEGIN' : 'BEGIN IMMEDIATE');
      try {
        const out = await fn(this.inside);
        this.full(() => this.db.exec('COMMIT'));
        return out;
      } catch (err) {
        if (this.db.inTransaction) this.db.exec('ROLLBACK');
        throw err;
      }
    } finally {
      this.release();
    }
  }

  /** Nothing to send: listeners notice the commit through PRAGMA data_version. */
  async notify(): Promise<void> {}

  listen(_channel: string, onMessage: (payload: string) => void, pollMs = 250): () => void {
    const version = this.db.prepare('PRAGMA data_version').pluck();
    let seen = version.get();
    const timer = setInterval(() => {
      let now: unknown;
      try {
        now = version.get();
      } catch {
        return; // closed, or busy for a moment: ask again next time
      }
      if (now !== seen) {
        seen = now;
        onMessage('');
      }
    }, pollMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  /** The file's connection, for what only SQLite has (PRAGMA data_version). */
  get raw() {
    return this.db;
  }
}
