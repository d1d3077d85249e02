import type { Dialect, Migration } from '../shared/db/index.js';
import { LEAD_STATUSES, OPPORTUNITY_STAGES } from './vocab.js';

/**
 * Tables and indexes of the CRM, one definition for both engines: plain SQL except the
 * id columns and the floating-point type, which come from the dialect. Every filter and
 * join of the routes has an index; case-insensitive filters use an index on LOWER(column).
 * Changes are new migrations (MIGRATIONS below), never edits of an applied one.
 */
const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

export const SCHEMA_VERSION = '1';

export const TABLES = ['opportunities', 'contacts', 'leads', 'accounts'] as const;

const V1 = (d: Dialect) => `
CREATE TABLE IF NOT EXISTS crm_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS accounts (
  id ${d.id},
  name TEXT NOT NULL,
  industry TEXT,
  website TEXT,
  phone TEXT,
  address TEXT,
  city TEXT,
  state TEXT,
  country TEXT,
  region TEXT,
  annual_revenue ${d.real} CHECK (annual_revenue >= 0),
  employee_count INTEGER CHECK (employee_count >= 0),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS leads (
  id ${d.id},
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  company TEXT,
  job_title TEXT,
  industry TEXT,
  source TEXT,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN (${list(LEAD_STATUSES)})),
  score INTEGER CHECK (score BETWEEN 0 AND 100),
  notes TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS contacts (
  id ${d.id},
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  job_title TEXT,
  department TEXT,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  is_primary INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS opportunities (
  id ${d.id},
  name TEXT NOT NULL,
  description TEXT,
  value ${d.real} NOT NULL CHECK (value >= 0),
  currency TEXT NOT NULL DEFAULT 'USD',
  stage TEXT NOT NULL DEFAULT 'prospecting' CHECK (stage IN (${list(OPPORTUNITY_STAGES)})),
  probability ${d.real} CHECK (probability BETWEEN 0 AND 1),
  close_date TEXT,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS accounts_state ON accounts (LOWER(state));
CREATE INDEX IF NOT EXISTS accounts_region ON accounts (region);
CREATE INDEX IF NOT EXISTS accounts_industry ON accounts (LOWER(industry));
CREATE INDEX IF NOT EXISTS leads_status ON leads (status);
CREATE INDEX IF NOT EXISTS leads_source ON leads (LOWER(source));
CREATE INDEX IF NOT EXISTS contacts_account ON contacts (account_id);
CREATE INDEX IF NOT EXISTS contacts_email ON contacts (LOWER(email));
CREATE INDEX IF NOT EXISTS opportunities_account ON opportunities (account_id, value, probability);
CREATE INDEX IF NOT EXISTS opportunities_stage ON opportunities (stage);
CREATE INDEX IF NOT EXISTS opportunities_close ON opportunities (close_date, value);
CREATE INDEX IF NOT EXISTS opportunities_value ON opportunities (value, probability, account_id);
`;

/** The CRM's schema steps (store name `crm` in schema_migrations). */
export const MIGRATIONS: Migration[] = [
  { version: 1, up: V1 },
  {
    version: 2,
    // bumped by every write on PostgreSQL: replicas' cached query results compare it (sql-store.ts)
    up: () => "INSERT INTO crm_meta (key, value) VALUES ('data_version', '0') ON CONFLICT (key) DO NOTHING",
  },
];
