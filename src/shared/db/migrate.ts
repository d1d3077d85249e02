import type { Db, Dialect } from './types.js';

/** One step of a store's schema: applied once, in version order, on either engine. */
export interface Migration {
  version: number;
  /** DDL (several statements allowed), written once with the dialect's few differences. */
  up: (d: Dialect) => string;
}

const LEDGER = `CREATE TABLE IF NOT EXISTS schema_migrations (
  store VARCHAR(64) NOT NULL,
  version INTEGER NOT NULL,
  applied_at VARCHAR(32) NOT NULL,
  PRIMARY KEY (store, version)
)`;

/**
 * Brings `store`'s tables to its latest version: the versions applied are recorded in
 * `schema_migrations`; the missing ones run in one transaction under a lock, so replicas
 * starting together apply each step once. Returns the number of steps applied.
 */
export async function migrate(db: Db, store: string, migrations: readonly Migration[]): Promise<number> {
  return db.tx(
    async (q) => {
      await q.exec(LEDGER);
      const done = new Set(
        (await q.all<{ version: number }>('SELECT version FROM schema_migrations WHERE store = ?', [store])).map((r) => Number(r.version)),
      );
      let applied = 0;
      for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
        if (done.has(m.version)) continue;
        await q.exec(m.up(db.dialect));
        await q.run('INSERT INTO schema_migrations (store, version, applied_at) VALUES (?, ?, ?)', [
          store,
          m.version,
          new Date().toISOString(),
        ]);
        applied++;
      }
      return applied;
    },
    { lock: 'agent:schema_migrations' },
  );
}
