import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { crmDbPath } from '../../crm/serve.js';
import { openCrmStore } from '../../crm/sql-store.js';
import { sqlKeyStore } from '../../registry/keys/index.js';
import { openRegistryDb, REGISTRY_STORE_FILE, sqlToolStore } from '../../registry/store.js';
import { homeDir } from '../../paths.js';
import { DatabaseConfigError, parseDatabaseUrl, redactUrl } from '../../shared/db/index.js';

/** What `migrate-to` copied, per store. */
export interface Copied {
  target: string;
  crm: Record<string, number> | null;
  registry: { apps: number; keys: number } | null;
}

/**
 * Copies this AGENT_HOME's SQLite state into PostgreSQL: the CRM's four tables (ids kept:
 * the target's tables are replaced), the registry's onboarded apps and keys (each
 * replaced by name). Running it again gives the same result. Demo chat sessions live in
 * memory without database.url: there is nothing of theirs to copy.
 */
export async function migrateTo(url: string): Promise<Copied> {
  const parsed = parseDatabaseUrl(url);
  if (!parsed) throw new DatabaseConfigError('agent db migrate-to needs a postgres:// URL, e.g. postgres://user:password@host:5432/agent');
  const out: Copied = { target: redactUrl(parsed), crm: null, registry: null };
  const crmFile = crmDbPath();
  if (existsSync(crmFile)) {
    const from = await openCrmStore({ file: crmFile });
    try {
      if (await from.isSeeded()) {
        const to = await openCrmStore({ url, file: crmFile });
        try {
          await to.replaceAll(await from.dump());
          out.crm = await to.counts();
        } finally {
          await to.close();
        }
      }
    } finally {
      await from.close();
    }
  }
  const dataDir = homeDir('data');
  if (existsSync(join(dataDir, REGISTRY_STORE_FILE))) {
    const from = await openRegistryDb(dataDir);
    const to = await openRegistryDb(dataDir, url);
    try {
      const [apps, keys] = [await sqlToolStore(from).list(), await sqlKeyStore(from).list()];
      const [toolsTo, keysTo] = [sqlToolStore(to), sqlKeyStore(to)];
      for (const app of apps) await toolsTo.put(app);
      for (const key of keys) {
        await keysTo.revoke(key.name);
        await keysTo.create(key);
      }
      out.registry = { apps: apps.length, keys: keys.length };
    } finally {
      await from.close();
      await to.close();
    }
  }
  return out;
}
