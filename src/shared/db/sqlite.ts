import type { Statement } from 'better-sqlite3';
import { openDatabase } from '../sqlite.js';
import { DIALECTS } from './dialect.js';
import type { Db, Queryable, Row, TxOptions } from './types.js';

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
  /** Set while a transaction runs; resolves when it ends. */
  private busy: Promise<void> | null = null;
  private readonly inside: Queryable;

  constructor(readonly where: string) {
    this.db = openDatabase(where);
    this.inside = {
      all: async (sql, args) => this.stmt(sql).all(...(args ?? [])) as never,
      get: async (sql, args) => this.stmt(sql).get(...(args ?? [])) as never,
      run: async (sql, args) => this.stmt(sql).run(...(args ?? [])).changes,
      exec: async (sql) => void this.db.exec(sql),
    };
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

  async all<T = Row>(sql: string, args?: readonly unknown[]): Promise<T[]> {
    while (this.busy) await this.busy;
    return this.stmt(sql).all(...(args ?? [])) as T[];
  }

  async get<T = Row>(sql: string, args?: readonly unknown[]): Promise<T | undefined> {
    while (this.busy) await this.busy;
    return this.stmt(sql).get(...(args ?? [])) as T | undefined;
  }

  async run(sql: string, args?: readonly unknown[]): Promise<number> {
    while (this.busy) await this.busy;
    return this.stmt(sql).run(...(args ?? [])).changes;
  }

  async exec(sql: string): Promise<void> {
    while (this.busy) await this.busy;
    this.db.exec(sql);
  }

  async tx<T>(fn: (q: Queryable) => Promise<T>, opts: TxOptions = {}): Promise<T> {
    while (this.busy) await this.busy;
    let release!: () => void;
    this.busy = new Promise((resolve) => (release = resolve));
    try {
      this.db.exec(opts.readOnly ? 'BEGIN' : 'BEGIN IMMEDIATE');
      try {
        const out = await fn(this.inside);
        this.db.exec('COMMIT');
        return out;
      } catch (err) {
        if (this.db.inTransaction) this.db.exec('ROLLBACK');
        throw err;
      }
    } finally {
      this.busy = null;
      release();
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
