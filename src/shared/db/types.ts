/**
 * Contracts of the database layer (leaf file): one small interface that every stateful
 * part (the CRM tables, the registry's onboarded tools and keys, the demo's sessions)
 * talks to, whichever engine is behind it. SQLite (better-sqlite3, one file under
 * AGENT_HOME) is the embedded default; PostgreSQL (node-postgres, a bounded pool) is
 * chosen by `database.url`. SQL is written once, portable, with `?` placeholders.
 */
export type Row = Record<string, unknown>;

export type Engine = 'sqlite' | 'postgres';

/** What differs in DDL and in a few maintenance statements: one row per engine (dialect.ts). */
export interface Dialect {
  /** Column definition of an integer id the database assigns. */
  id: string;
  /** A double-precision floating-point column type. */
  real: string;
  /** After rows were inserted with explicit ids: the next assigned id follows the largest one. */
  resetIds(table: string): string;
}

/** Runs SQL. Placeholders are `?`; the engine translates them where it needs to (dialect.ts). */
export interface Queryable {
  all<T = Row>(sql: string, args?: readonly unknown[]): Promise<T[]>;
  get<T = Row>(sql: string, args?: readonly unknown[]): Promise<T | undefined>;
  /** Returns the number of rows changed. */
  run(sql: string, args?: readonly unknown[]): Promise<number>;
  /** Several statements, no arguments (DDL of a migration). */
  exec(sql: string): Promise<void>;
}

export interface TxOptions {
  /** Only reads: SQLite BEGIN (deferred); PostgreSQL REPEATABLE READ READ ONLY (one snapshot). */
  readOnly?: boolean;
  /**
   * Serialise every transaction holding this name across processes and machines
   * (PostgreSQL advisory transaction lock). SQLite writers are serialised by BEGIN IMMEDIATE.
   */
  lock?: string;
}

export interface Db extends Queryable {
  readonly engine: Engine;
  readonly dialect: Dialect;
  /** Where the data is, for messages: the file, or the URL without its password. */
  readonly where: string;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>, opts?: TxOptions): Promise<T>;
  /**
   * Tells every process listening on `channel` (PostgreSQL NOTIFY, delivered at commit of
   * the transaction `q` belongs to). SQLite: nothing to send, listeners poll instead.
   */
  notify(q: Queryable, channel: string, payload: string): Promise<void>;
  /**
   * Calls `onMessage` with each payload sent on `channel` by any process. An empty payload
   * means "something may have changed": after a reconnect (messages may have been missed),
   * and on SQLite, where a commit by another connection is noticed within `pollMs`.
   * Returns the stop function.
   */
  listen(channel: string, onMessage: (payload: string) => void, pollMs?: number): () => void;
  /** Resolves when the database answers within `timeoutMs`; rejects with DatabaseUnavailableError. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}
