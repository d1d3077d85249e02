import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = Database.Database;

let nativeBinding: string | undefined;

/** The single executable extracts the better-sqlite3 addon to a cache file and points here. */
export function setSqliteNativeBinding(path: string): void {
  nativeBinding = path;
}

/**
 * The one place SQLite connections are opened (by the SQLite engine of the database
 * layer, db/sqlite.ts, and by tests that inspect a file): WAL journal, foreign keys on, a
 * busy timeout, the directory created first.
 */
export function openDatabase(file: string, opts: { readonly?: boolean } = {}): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { readonly: opts.readonly ?? false, ...(nativeBinding ? { nativeBinding } : {}) });
  if (!opts.readonly) db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  return db;
}
