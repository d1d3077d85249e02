import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { migrate, openDb, type Db, type Migration } from '../shared/db/index.js';
import type { AuthConfig } from './config/types.js';
import type { JsonSchema } from './types.js';

/** One tool as onboarded: `POST /functions/onboard` schemas[i]. */
export interface OnboardedSchema {
  name: string;
  description: string;
  input_schema: JsonSchema;
  output_schema?: JsonSchema;
}

export interface OnboardedApp {
  app_name: string;
  description: string;
  /** TRM backend that runs the tools (`POST {url}/api/v1/tools/{name}/run`); absent: listed, not callable. */
  url?: string;
  auth?: AuthConfig;
  schemas: OnboardedSchema[];
  updated_at: string;
}

/** Where onboarded tools are kept (the registry's database: SQLite file or PostgreSQL, shared/db). */
export interface ToolStore {
  list(): Promise<OnboardedApp[]>;
  /** Inserts or replaces an app with all its tools (and tells the other replicas). */
  put(app: OnboardedApp): Promise<void>;
  remove(appName: string): Promise<boolean>;
  /** Calls `onChange` after another process or replica changed the onboarded apps; returns the stop function. */
  watch(onChange: () => void): () => void;
  close(): Promise<void>;
}

/** The registry's store file under AGENT_HOME/data (onboarded tools and keys) when database.url is empty. */
export const REGISTRY_STORE_FILE = 'registry.sqlite';

/** Channel of the registry's change notices: payload `tools` or `keys` (empty: reload both). */
export const REGISTRY_CHANNEL = 'agent_registry';

/** The registry's tables (store name `registry` in schema_migrations); keys live beside the tools. */
export const REGISTRY_MIGRATIONS: Migration[] = [
  {
    version: 1,
    up: () => `CREATE TABLE IF NOT EXISTS onboarded_apps (
  app_name VARCHAR(64) PRIMARY KEY,
  description TEXT NOT NULL,
  url TEXT,
  auth_type VARCHAR(128),
  auth_value TEXT,
  schemas TEXT NOT NULL,
  updated_at VARCHAR(32) NOT NULL
);
CREATE TABLE IF NOT EXISTS api_keys (
  name VARCHAR(64) PRIMARY KEY,
  token_hash CHAR(64) NOT NULL UNIQUE,
  scopes VARCHAR(64) NOT NULL,
  apps TEXT NOT NULL,
  rate VARCHAR(32),
  created_at VARCHAR(32) NOT NULL,
  last_used_at VARCHAR(32)
)`,
  },
  {
    // once a key has existed the registry requires keys for good: revoking the last one closes it, never opens it
    version: 2,
    up: () => `CREATE TABLE IF NOT EXISTS registry_flags (
  name VARCHAR(64) PRIMARY KEY,
  value VARCHAR(64) NOT NULL
);
INSERT INTO registry_flags (name, value) SELECT 'keys_required', 'true' FROM api_keys LIMIT 1`,
  },
  {
    // what /mcp lists for a key: every tool, or the search tools (mcp-server/discovery.ts)
    version: 3,
    up: () => `ALTER TABLE api_keys ADD COLUMN tools VARCHAR(16) NOT NULL DEFAULT 'all'`,
  },
  {
    // calls waiting for a person's approval, bound to their arguments (approvals/)
    version: 4,
    up: () => `CREATE TABLE IF NOT EXISTS approvals (
  id VARCHAR(40) PRIMARY KEY,
  key_name VARCHAR(256) NOT NULL,
  app VARCHAR(64) NOT NULL,
  tool VARCHAR(300) NOT NULL,
  args_digest CHAR(64) NOT NULL,
  args TEXT NOT NULL,
  status VARCHAR(16) NOT NULL,
  created_at VARCHAR(32) NOT NULL,
  expires_at VARCHAR(32) NOT NULL,
  decided_by VARCHAR(256),
  decided_at VARCHAR(32),
  used_at VARCHAR(32)
);
CREATE INDEX IF NOT EXISTS approvals_call ON approvals (key_name, tool, args_digest, status)`,
  },
  {
    // one rate budget per key for every replica on one PostgreSQL (keys/shared-bucket.ts)
    version: 5,
    up: (d) => `CREATE TABLE IF NOT EXISTS rate_buckets (
  name VARCHAR(400) PRIMARY KEY,
  tokens ${d.real} NOT NULL,
  at_ms ${d.real} NOT NULL
)`,
  },
  {
    // what the registry holds to reach upstream MCP servers that want OAuth, sealed (sources/mcp/oauth-store.ts)
    version: 6,
    up: () => `CREATE TABLE IF NOT EXISTS oauth_credentials (
  service VARCHAR(64) PRIMARY KEY,
  sealed TEXT NOT NULL,
  updated_at VARCHAR(32) NOT NULL
)`,
  },
  {
    // the named tool sets a key is limited to (tool-sets.ts; empty: no such limit)
    version: 7,
    up: () => `ALTER TABLE api_keys ADD COLUMN sets TEXT NOT NULL DEFAULT ''`,
  },
];

/**
 * The registry's database, migrated: PostgreSQL when `url` is set, else
 * `dataDir/registry.sqlite` (mode 0600: it may hold an auth value given at onboarding).
 */
export async function openRegistryDb(dataDir: string, url = ''): Promise<Db> {
  const file = join(dataDir, REGISTRY_STORE_FILE);
  const db = await openDb({ url, sqliteFile: file });
  if (db.engine === 'sqlite') {
    try {
      chmodSync(file, 0o600);
    } catch {
      /* not fatal: e.g. a file system without modes */
    }
  }
  try {
    await migrate(db, 'registry', REGISTRY_MIGRATIONS);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}

interface Row {
  app_name: string;
  description: string;
  url: string | null;
  auth_type: string | null;
  auth_value: string | null;
  schemas: string;
  updated_at: string;
}

/** The onboarded tools in the registry's database; `ownsDb`: close() closes the database too. */
export function sqlToolStore(db: Db, ownsDb = false): ToolStore {
  return {
    list: async () =>
      (
        await db.all<Row>(
          'SELECT app_name, description, url, auth_type, auth_value, schemas, updated_at FROM onboarded_apps ORDER BY app_name',
        )
      ).map((r) => ({
        app_name: r.app_name,
        description: r.description,
        ...(r.url ? { url: r.url } : {}),
        ...(r.auth_type && r.auth_value ? { auth: { type: r.auth_type, value: r.auth_value } } : {}),
        schemas: JSON.parse(r.schemas) as OnboardedSchema[],
        updated_at: r.updated_at,
      })),
    put: (app) =>
      db.tx(async (q) => {
        // one statement, so replicas onboarding the same app at once never collide: the last writer wins
        await q.run(
          'INSERT INTO onboarded_apps (app_name, description, url, auth_type, auth_value, schemas, updated_at) ' +
            'VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (app_name) DO UPDATE SET description = excluded.description, ' +
            'url = excluded.url, auth_type = excluded.auth_type, auth_value = excluded.auth_value, schemas = excluded.schemas, ' +
            'updated_at = excluded.updated_at',
          [
            app.app_name,
            app.description,
            app.url ?? null,
            app.auth?.type ?? null,
            app.auth?.value ?? null,
            JSON.stringify(app.schemas),
            app.updated_at,
          ],
        );
        await db.notify(q, REGISTRY_CHANNEL, 'tools');
      }),
    remove: (name) =>
      db.tx(async (q) => {
        const gone = (await q.run('DELETE FROM onboarded_apps WHERE app_name = ?', [name])) > 0;
        if (gone) await db.notify(q, REGISTRY_CHANNEL, 'tools');
        return gone;
      }),
    watch: (onChange) => db.listen(REGISTRY_CHANNEL, (payload) => (payload === '' || payload === 'tools') && onChange()),
    close: async () => {
      if (ownsDb) await db.close();
    },
  };
}
