import { AgentError, issue } from '../shared/errors.js';
import type { PageRequest } from './pagination.js';
import type { Resource } from './resources.js';

/**
 * What the CRM routes need from storage: sql-store.ts implements it over either database
 * engine (shared/db: SQLite by default, PostgreSQL when database.url is set).
 */
export type Row = Record<string, unknown>;

export interface Found {
  items: Row[];
  total: number;
}

export interface RegionGroup {
  region: string | null;
  count: number;
  total_value: number;
}

export interface FromAccountsQuery {
  min_value: number;
  min_likelihood: number;
}

export interface ByRegionQuery {
  min_value: number;
  month: number;
  year: number;
  region?: string;
}

export interface CrmStore {
  list(r: Resource, filters: Row, page: PageRequest): Promise<Found>;
  get(r: Resource, id: number): Promise<Row | undefined>;
  /** Throws MissingReferenceError when a referenced row does not exist. */
  create(r: Resource, values: Row): Promise<Row>;
  /** undefined when there is no such row; throws MissingReferenceError like create. */
  update(r: Resource, id: number, values: Row): Promise<Row | undefined>;
  remove(r: Resource, id: number): Promise<boolean>;
  contactsFromAccounts(q: FromAccountsQuery, page: PageRequest): Promise<Found>;
  opportunitiesByRegion(q: ByRegionQuery, page: PageRequest): Promise<Found & { groups: RegionGroup[] }>;
  /** Rows per table. */
  counts(): Promise<Record<string, number>>;
  /** Resolves when the database answers within `timeoutMs` (health checks); rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A write names a row of another table that does not exist (e.g. contact.account_id): the client's 422. */
export class MissingReferenceError extends AgentError {
  override name = 'MissingReferenceError';
  constructor(
    readonly field: string,
    readonly target: string,
    readonly value: unknown,
  ) {
    const singular = target.replace(/s$/, '');
    super(`${singular} ${String(value)} does not exist`, {
      status: 422,
      detail: [
        issue(
          ['body', field],
          `${singular} ${String(value)} does not exist: ${field} must be the id of an existing ${singular}`,
          'foreign_key',
        ),
      ],
    });
  }
}

/** The database file cannot be opened or used (not a database, no permission, damaged). */
export class CrmDatabaseError extends AgentError {
  override name = 'CrmDatabaseError';
  constructor(message: string) {
    super(message, { status: 503 });
  }
}

/** A value the database refused (a CHECK or NOT NULL constraint) that request validation let through: 422. */
export class ConstraintError extends AgentError {
  override name = 'ConstraintError';
  constructor(message: string) {
    super(message, { status: 422, detail: [issue(['body'], `the database refused the values: ${message}`, 'constraint')] });
  }
}

/** Rows to load on first run or on reset, ids included. */
export interface SeedData {
  accounts: Row[];
  leads: Row[];
  contacts: Row[];
  opportunities: Row[];
}

/** What opening a store also offers: the first-run check and the (re)seed. */
export interface SeedableCrmStore extends CrmStore {
  isSeeded(): Promise<boolean>;
  /**
   * Replaces every row of every table with `data`, in one transaction. With
   * `onlyIfUnseeded`, does nothing (and returns false) when the database was seeded
   * meanwhile, e.g. by another process or replica starting at the same moment.
   */
  replaceAll(data: SeedData, onlyIfUnseeded?: boolean): Promise<boolean>;
  /** Every row of every table, ids included. */
  dump(): Promise<SeedData>;
}
