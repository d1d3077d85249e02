import { chmodSync } from 'node:fs';
import { openDatabase, type Db } from '../shared/sqlite.js';
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

/** Where onboarded tools are kept (SQLite by default; portable SQL for a future PostgreSQL engine). */
export interface ToolStore {
  list(): OnboardedApp[];
  /** Inserts or replaces an app with all its tools. */
  put(app: OnboardedApp): void;
  remove(appName: string): boolean;
  close(): void;
}

const SCHEMA = `CREATE TABLE IF NOT EXISTS onboarded_apps (
  app_name VARCHAR(64) PRIMARY KEY,
  description TEXT NOT NULL,
  url TEXT,
  auth_type VARCHAR(128),
  auth_value TEXT,
  schemas TEXT NOT NULL,
  updated_at VARCHAR(32) NOT NULL
)`;

interface Row {
  app_name: string;
  description: string;
  url: string | null;
  auth_type: string | null;
  auth_value: string | null;
  schemas: string;
  updated_at: string;
}

export function openToolStore(file: string): ToolStore {
  const db: Db = openDatabase(file);
  if (file !== ':memory:') {
    try {
      chmodSync(file, 0o600); // may hold an auth value given at onboarding
    } catch {
      /* not fatal: e.g. a file system without modes */
    }
  }
  db.exec(SCHEMA);
  const all = db.prepare(
    'SELECT app_name, description, url, auth_type, auth_value, schemas, updated_at FROM onboarded_apps ORDER BY app_name',
  );
  const del = db.prepare('DELETE FROM onboarded_apps WHERE app_name = ?');
  const ins = db.prepare(
    'INSERT INTO onboarded_apps (app_name, description, url, auth_type, auth_value, schemas, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const replace = db.transaction((app: OnboardedApp) => {
    del.run(app.app_name);
    ins.run(
      app.app_name,
      app.description,
      app.url ?? null,
      app.auth?.type ?? null,
      app.auth?.value ?? null,
      JSON.stringify(app.schemas),
      app.updated_at,
    );
  });
  return {
    list: () =>
      (all.all() as Row[]).map((r) => ({
        app_name: r.app_name,
        description: r.description,
        ...(r.url ? { url: r.url } : {}),
        ...(r.auth_type && r.auth_value ? { auth: { type: r.auth_type, value: r.auth_value } } : {}),
        schemas: JSON.parse(r.schemas) as OnboardedSchema[],
        updated_at: r.updated_at,
      })),
    put: (app) => replace(app),
    remove: (name) => del.run(name).changes > 0,
    close: () => db.close(),
  };
}
