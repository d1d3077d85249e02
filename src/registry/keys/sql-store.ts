import type { Db } from '../../shared/db/index.js';
import { REGISTRY_CHANNEL } from '../store.js';
import type { KeyStore, Scope } from './types.js';

interface Row {
  name: string;
  token_hash: string;
  scopes: string;
  apps: string;
  sets: string;
  rate: string | null;
  tools: string;
  created_at: string;
  last_used_at: string | null;
}

/**
 * The keys in the registry's database (table `api_keys`, beside the onboarded tools). A
 * change made by another process or replica reaches a running registry as a NOTIFY on
 * PostgreSQL, or through `PRAGMA data_version` polled every `everyMs` on SQLite. Recording
 * last-used times tells nobody: it changes no grant. `ownsDb`: close() closes the database too.
 */
export function sqlKeyStore(db: Db, ownsDb = false): KeyStore {
  const changed = (q: Parameters<Parameters<Db['tx']>[0]>[0]) => db.notify(q, REGISTRY_CHANNEL, 'keys');
  return {
    list: async () =>
      (
        await db.all<Row>('SELECT name, token_hash, scopes, apps, sets, rate, tools, created_at, last_used_at FROM api_keys ORDER BY name')
      ).map((r) => ({
        name: r.name,
        token_hash: r.token_hash.trim(),
        scopes: r.scopes.split(',').filter(Boolean) as Scope[],
        apps: r.apps.split(',').filter(Boolean),
        sets: r.sets.split(',').filter(Boolean),
        rate: r.rate,
        tools: r.tools === 'search' ? 'search' : 'all',
        created_at: r.created_at,
        last_used_at: r.last_used_at,
      })),
    create: (k) =>
      db.tx(async (q) => {
        const added =
          (await q.run(
            'INSERT INTO api_keys (name, token_hash, scopes, apps, sets, rate, tools, created_at, last_used_at) ' +
              'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (name) DO NOTHING',
            [
              k.name,
              k.token_hash,
              k.scopes.join(','),
              k.apps.join(','),
              k.sets.join(','),
              k.rate,
              k.tools,
              k.created_at,
              k.last_used_at ?? null,
            ],
          )) > 0;
        if (added) {
          await q.run("INSERT INTO registry_flags (name, value) VALUES ('keys_required', 'true') ON CONFLICT (name) DO NOTHING");
          await changed(q);
        }
        return added;
      }),
    revoke: (name) =>
      db.tx(async (q) => {
        const gone = (await q.run('DELETE FROM api_keys WHERE name = ?', [name])) > 0;
        if (gone) await changed(q);
        return gone;
      }),
    required: async () => (await db.get("SELECT value FROM registry_flags WHERE name = 'keys_required'")) !== undefined,
    touch: (used) =>
      db.tx(async (q) => {
        for (const [name, at] of used) await q.run('UPDATE api_keys SET last_used_at = ? WHERE name = ?', [at, name]);
      }),
    watch: (onChange, everyMs) => db.listen(REGISTRY_CHANNEL, (payload) => (payload === '' || payload === 'keys') && onChange(), everyMs),
    close: async () => {
      if (ownsDb) await db.close();
    },
  };
}
