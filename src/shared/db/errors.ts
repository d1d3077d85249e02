import { AgentError } from '../errors.js';

/** `database.url` is not a URL this program can use: one line naming the setting, never the password. */
export class DatabaseConfigError extends AgentError {
  override name = 'DatabaseConfigError';
  constructor(message: string) {
    super(message, { status: 500 });
  }
}

/** The database cannot be reached (down, restarting, network): the request's 503, retried by the client or balancer. */
export class DatabaseUnavailableError extends AgentError {
  override name = 'DatabaseUnavailableError';
  constructor(
    where: string,
    cause: string,
    /** A pooled connection was found dead (the server restarted since), not the server unreachable: another may work. */
    readonly stale = false,
  ) {
    super(`the database ${where} is unreachable: ${cause}`, { status: 503, headers: { 'Retry-After': '1' } });
  }
}

/** A connection that had worked and was cut (a server restart, an admin shutdown), unlike a server that refuses new ones. */
export function isStaleConnection(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (typeof e?.code === 'string' && /^(57P0[1-3]|ECONNRESET|EPIPE)$/.test(e.code)) return true;
  return /Connection terminated|Client has encountered a connection error/.test(typeof e?.message === 'string' ? e.message : '');
}

/**
 * The database is reachable but every pooled connection is in use (a long lock, a burst): the
 * request waited its bounded turn and is answered 503 with Retry-After, never reported as the
 * database being down (a balancer would drop a healthy replica).
 */
export class DatabaseBusyError extends AgentError {
  override name = 'DatabaseBusyError';
  constructor(where: string, detail: string) {
    super(`the database ${where} is busy: ${detail}; try again shortly`, { status: 503, headers: { 'Retry-After': '2' } });
  }
}

/** The database's disk (or its size limit) is full: nothing was written; a 507 that says so, never a bare 500. */
export class DatabaseFullError extends AgentError {
  override name = 'DatabaseFullError';
  constructor(where: string) {
    super(
      `the database ${where} is full: its disk has no space left (or its size limit is reached); nothing was written, free space and retry`,
      {
        status: 507,
      },
    );
  }
}

/** SQLite's SQLITE_FULL and PostgreSQL's disk_full (53100): the write found no room. */
export function isFull(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_FULL' || code === '53100';
}

/** What a constraint failure was, whichever engine raised it; null for any other error. */
export function constraintKind(err: unknown): 'foreign_key' | 'other' | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503') return 'foreign_key';
  if (code.startsWith('SQLITE_CONSTRAINT') || /^23[0-9A-Z]{3}$/.test(code)) return 'other';
  return null;
}

/** PostgreSQL SQLSTATE classes and Node socket errors that mean "no usable connection". */
const UNAVAILABLE = /^(08|57P0[1-3]|53300)|^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|EPIPE)$/;

export function isUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (typeof e?.code === 'string' && UNAVAILABLE.test(e.code)) return true;
  const msg = typeof e?.message === 'string' ? e.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED/.test(
    msg,
  );
}
