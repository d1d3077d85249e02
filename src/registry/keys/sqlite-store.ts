import { chmodSync } from 'node:fs';
import { openDatabase } from '../../shared/sqlite.js';
import type { KeyStore, Scope } from './types.js';

const SCHEMA = `CREATE TABLE IF NOT EXISTS api_keys (
  name VARCHAR(64) PRIMARY KEY,
  token_hash CHAR(64) NOT NULL UNIQUE,
  scopes VARCHAR(64) NOT NULL,
  apps TEXT NOT NULL,
  rate VARCHAR(32),
  created_at VARCHAR(32) NOT NULL,
  last_used_at VARCHAR(32)
)`;

interface Row {
  name: string;
  token_hash: string;
  scopes: string;
  apps: string;
  rate: string | null;
  created_at: string;
  last_used_at: string | null;
}

/**
 * The keys in the registry's SQLite store (`AGENT_HOME/data/registry.sqlite`, table
 * `api_keys`, beside the onboarded tools). A running registry notices another process's
 * change through `PRAGMA data_version`, which moves only when another connection commits.
 */
export function openSqliteKeyStore(file: string): KeyStore {
  const db = openDatabase(file);
  if (file !== ':memory:') {
    try {
      chmodSync(file, 0o600);
    } catch {
      /* not fatal: e.g. a file system without modes */
    }
  }
  db.exec(SCHEMA);
  const all = db.prepare('SELECT name, token_hash, scopes, apps, rate, created_at, last_used_at FROM api_keys ORDER BY name');
  const ins = db.prepare(
    'INSERT INTO api_keys (name, token_hash, scopes, apps, rate, created_at, last_used_at) ' +
      'VALUES (?, ?, ?, ?, ?, ?, NULL) ON CONFLICT (name) DO NOTHING',
  );
  const del = db.prepare('DELETE FROM api_keys WHERE name = ?');
  const used = db.prepare('UPDATE api_keys SET last_used_at = ? WHERE name = ?');
  const version = db.prepare('PRAGMA data_version').pluck();
  const touchAll = db.transaction((entries: [string, string][]) => {
    for (const [name, at] of entries) used.run(at, name);
  });
  return {
    list: async () =>
      (all.all() as Row[]).map((r) => ({
        name: r.name,
        token_hash: r.token_hash,
        scopes: r.scopes.split(',').filter(Boolean) as Scope[],
        apps: r.apps.split(',').filter(Boolean),
        rate: r.rate,
        created_at: r.created_at,
        last_used_at: r.last_used_at,
      })),
    create: async (k) => ins.run(k.name, k.token_hash, k.scopes.join(','), k.apps.join(','), k.rate, k.created_at).changes > 0,
    revoke: async (name) => del.run(name).changes > 0,
    touch: async (map) => touchAll([...map]),
    watch(onChange, everyMs) {
      let seen = version.get() as number;
      const timer = setInterval(() => {
        let now: number;
        try {
          now = version.get() as number;
        } catch {
          return; // closed, or busy for a moment: ask again next time
        }
        if (now !== seen) {
          seen = now;
          onChange();
        }
      }, everyMs);
      timer.unref();
      return () => clearInterval(timer);
    },
    close: async () => {
      db.close();
    },
  };
}
