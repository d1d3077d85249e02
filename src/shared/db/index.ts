import { createLogger, type Logger } from '../logger.js';
import { DatabaseConfigError } from './errors.js';
import { SqliteDb } from './sqlite.js';
import type { Db } from './types.js';

export type { Db, Dialect, Engine, Queryable, Row, TxOptions } from './types.js';
export { DatabaseConfigError, DatabaseUnavailableError, constraintKind } from './errors.js';
export { migrate, type Migration } from './migrate.js';

const SETTING = 'database.url (env AGENT_DATABASE_URL)';

/** The URL as it may be shown: without its password (and without query options that could hold one). */
export function redactUrl(url: URL): string {
  const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
  return `${url.protocol}//${user}${url.host}${url.pathname}`;
}

/** Parses `database.url`: null for empty (SQLite), else the URL; a DatabaseConfigError naming the setting otherwise. */
export function parseDatabaseUrl(text: string): URL | null {
  const given = text.trim();
  if (given === '') return null;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    // never echo the value: it may hold a password
    throw new DatabaseConfigError(
      `${SETTING} is not a valid URL; expected postgres://user:password@host:5432/database, or empty for SQLite files under AGENT_HOME`,
    );
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
    throw new DatabaseConfigError(
      `${SETTING} must start with postgres:// or postgresql:// (got ${url.protocol}//...); empty means SQLite files under AGENT_HOME`,
    );
  if (!url.hostname)
    throw new DatabaseConfigError(`${SETTING} names no host: ${redactUrl(url)}; expected postgres://user@host:5432/database`);
  return url;
}

export interface OpenDbOptions {
  /** The setting's value: empty for SQLite. */
  url: string;
  /** The SQLite file used when `url` is empty. */
  sqliteFile: string;
  logger?: Logger;
  /** PostgreSQL connections at most (default 10). */
  maxConnections?: number;
}

/**
 * The one place a database connection is made, for every stateful part: PostgreSQL
 * when `database.url` is set (checked reachable now, so a wrong URL is one line at
 * start), else the SQLite file.
 */
export async function openDb(opts: OpenDbOptions): Promise<Db> {
  const url = parseDatabaseUrl(opts.url);
  if (!url) return new SqliteDb(opts.sqliteFile);
  const where = redactUrl(url);
  const { PostgresDb } = await import('./postgres.js'); // node-postgres loads only when it is used
  const db = new PostgresDb({
    url: url.href,
    where,
    max: opts.maxConnections,
    logger: opts.logger ?? createLogger('db', 'silent'),
  });
  try {
    await db.ping(5000);
  } catch (err) {
    await db.close();
    const why = (err as Error).message.replace(/^the database .* is unreachable: /, '');
    throw new DatabaseConfigError(`${SETTING}: cannot reach ${where}: ${why}`);
  }
  return db;
}

/**
 * A service's health as far as its database goes: `healthy` when it answers within
 * `timeoutMs` (so a balancer's check gets a fast 503 while it is down), with the engine,
 * the time taken, or the reason (never the password).
 */
export async function databaseHealth(
  db: Pick<Db, 'ping' | 'engine'>,
  timeoutMs = 1000,
): Promise<{ healthy: boolean; details: { database: Record<string, unknown> } }> {
  const started = performance.now();
  try {
    await db.ping(timeoutMs);
    return { healthy: true, details: { database: { engine: db.engine, ok: true, ms: Math.round(performance.now() - started) } } };
  } catch (err) {
    return { healthy: false, details: { database: { engine: db.engine, ok: false, error: (err as Error).message } } };
  }
}
