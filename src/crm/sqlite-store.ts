import type { Statement } from 'better-sqlite3';
import { openDatabase, type Db } from '../shared/sqlite.js';
import { BY_REGION, FROM_ACCOUNTS, monthRange } from './advanced-sql.js';
import type { PageRequest } from './pagination.js';
import { columnsOf, CONTACTS, OPPORTUNITIES, RESOURCES, type Resource } from './resources.js';
import { ResultCache } from './result-cache.js';
import { DDL, SCHEMA_VERSION, TABLES } from './sql-schema.js';
import {
  ConstraintError,
  CrmDatabaseError,
  MissingReferenceError,
  type ByRegionQuery,
  type Found,
  type FromAccountsQuery,
  type RegionGroup,
  type Row,
  type SeedableCrmStore,
  type SeedData,
} from './store.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const round2 = (x: number) => Math.round(x * 100) / 100;

/** The CRM tables in one SQLite file (WAL, foreign keys on: see shared/sqlite.ts). */
export class SqliteCrmStore implements SeedableCrmStore {
  private readonly statements = new Map<string, Statement>();
  /** Ordered ids (and totals) of advanced-query matches, until the next write. */
  private readonly results: ResultCache;

  constructor(readonly db: Db) {
    db.exec(DDL);
    const dataVersion = db.prepare('PRAGMA data_version').pluck();
    this.results = new ResultCache(() => dataVersion.get());
  }

  /** Runs a write; whatever happens, cached query results are dropped. */
  private write<T>(fn: () => T): T {
    try {
      return fn();
    } finally {
      this.results.invalidate();
    }
  }

  /** The rows with these ids, in the order of the ids. */
  private rowsInOrder(sql: (n: number) => string, ids: number[], r: Resource): Row[] {
    if (ids.length === 0) return [];
    const byId = new Map((this.stmt(sql(ids.length)).all(...ids) as Row[]).map((row) => [row.id as number, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [this.fromDb(r, row)] : [];
    });
  }

  private stmt(sql: string): Statement {
    let s = this.statements.get(sql);
    if (!s) {
      if (this.statements.size > 500) this.statements.clear();
      s = this.db.prepare(sql);
      this.statements.set(sql, s);
    }
    return s;
  }

  private toDb(r: Resource, values: Row): Row {
    const out: Row = {};
    for (const [k, v] of Object.entries(values)) out[k] = r.booleans.includes(k) && typeof v === 'boolean' ? (v ? 1 : 0) : v;
    return out;
  }

  private fromDb(r: Resource, row: Row): Row {
    for (const k of r.booleans) row[k] = Boolean(row[k]);
    return row;
  }

  private checkReferences(r: Resource, values: Row): void {
    for (const [field, target] of Object.entries(r.references)) {
      if (values[field] === undefined) continue;
      if (!this.stmt(`SELECT 1 FROM ${target} WHERE id = ?`).get(values[field]))
        throw new MissingReferenceError(field, target, values[field]);
    }
  }

  /** Maps constraint failures the checks above did not catch (another process, a race) to typed errors. */
  private guard<T>(r: Resource, values: Row, fn: () => T): T {
    try {
      return fn();
    } catch (err) {
      const code = (err as { code?: string }).code ?? '';
      if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
        const field = Object.keys(r.references).find((f) => values[f] !== undefined) ?? Object.keys(r.references)[0] ?? 'id';
        throw new MissingReferenceError(field, r.references[field] ?? 'accounts', values[field]);
      }
      if (code.startsWith('SQLITE_CONSTRAINT')) throw new ConstraintError((err as Error).message);
      throw err;
    }
  }

  list(r: Resource, filters: Row, page: PageRequest): Found {
    const where: string[] = [];
    const args: unknown[] = [];
    for (const [param, f] of Object.entries(r.filters)) {
      const v = filters[param];
      if (v === undefined) continue;
      if (f.match === 'exact') {
        where.push(`${f.column} = ?`);
        args.push(v);
      } else if (f.match === 'nocase') {
        where.push(`LOWER(${f.column}) = ?`);
        args.push(String(v).toLowerCase());
      } else {
        where.push(`LOWER(${f.column}) LIKE ? ESCAPE '\\'`);
        args.push(`%${escapeLike(String(v).toLowerCase())}%`);
      }
    }
    const w = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '';
    const cols = columnsOf(r).join(', ');
    return this.db.transaction(() => {
      const total = (this.stmt(`SELECT COUNT(*) AS n FROM ${r.table}${w}`).get(...args) as { n: number }).n;
      const items = (
        this.stmt(`SELECT ${cols} FROM ${r.table}${w} ORDER BY id LIMIT ? OFFSET ?`).all(...args, page.limit, page.skip) as Row[]
      ).map((row) => this.fromDb(r, row));
      return { items, total };
    })();
  }

  get(r: Resource, id: number): Row | undefined {
    const row = this.stmt(`SELECT ${columnsOf(r).join(', ')} FROM ${r.table} WHERE id = ?`).get(id) as Row | undefined;
    return row && this.fromDb(r, row);
  }

  create(r: Resource, values: Row): Row {
    const now = new Date().toISOString();
    const row = this.toDb(r, { ...values, created_at: now, updated_at: now });
    const keys = Object.keys(row);
    const sql =
      `INSERT INTO ${r.table} (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')}) ` + `RETURNING ${columnsOf(r).join(', ')}`;
    return this.write(() =>
      this.guard(r, values, () =>
        this.db
          .transaction(() => {
            this.checkReferences(r, values);
            return this.fromDb(r, this.stmt(sql).get(...keys.map((k) => row[k])) as Row);
          })
          .immediate(),
      ),
    );
  }

  update(r: Resource, id: number, values: Row): Row | undefined {
    const keys = Object.keys(values).filter((k) => values[k] !== undefined);
    if (keys.length === 0) return this.get(r, id);
    const row = this.toDb(r, values);
    const sql =
      `UPDATE ${r.table} SET ${keys.map((k) => `${k} = ?`).join(', ')}, updated_at = ? WHERE ` +
      `id = ? RETURNING ${columnsOf(r).join(', ')}`;
    return this.write(() =>
      this.guard(r, values, () =>
        this.db
          .transaction(() => {
            if (!this.stmt(`SELECT 1 FROM ${r.table} WHERE id = ?`).get(id)) return undefined;
            this.checkReferences(r, values);
            const updated = this.stmt(sql).get(...keys.map((k) => row[k]), new Date().toISOString(), id) as Row | undefined;
            return updated && this.fromDb(r, updated);
          })
          .immediate(),
      ),
    );
  }

  remove(r: Resource, id: number): boolean {
    return this.write(() => this.stmt(`DELETE FROM ${r.table} WHERE id = ?`).run(id).changes > 0);
  }

  contactsFromAccounts(q: FromAccountsQuery, page: PageRequest): Found {
    return this.db.transaction(() => {
      const ids = this.results.get(
        `from-accounts:${q.min_value}:${q.min_likelihood}`,
        () => this.stmt(FROM_ACCOUNTS.ids).pluck().all(q.min_value, q.min_likelihood) as number[],
      );
      return { items: this.rowsInOrder(FROM_ACCOUNTS.rows, ids.slice(page.skip, page.skip + page.limit), CONTACTS), total: ids.length };
    })();
  }

  opportunitiesByRegion(q: ByRegionQuery, page: PageRequest): Found & { groups: RegionGroup[] } {
    const [from, to] = monthRange(q.year, q.month);
    const sql = q.region === undefined ? BY_REGION.all : BY_REGION.inRegion;
    const args: unknown[] = q.region === undefined ? [q.min_value, from, to] : [q.min_value, from, to, q.region];
    return this.db.transaction(() => {
      const { ids, groups } = this.results.get(`by-region:${JSON.stringify(args)}`, () => ({
        ids: this.stmt(sql.ids)
          .pluck()
          .all(...args) as number[],
        groups: (this.stmt(sql.groups).all(...args) as RegionGroup[]).map((g) => ({
          region: g.region,
          count: g.count,
          total_value: round2(g.total_value),
        })),
      }));
      const items = this.rowsInOrder(BY_REGION.rows, ids.slice(page.skip, page.skip + page.limit), OPPORTUNITIES);
      return { items, total: ids.length, groups };
    })();
  }

  counts(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const r of RESOURCES) out[r.name] = (this.stmt(`SELECT COUNT(*) AS n FROM ${r.table}`).get() as { n: number }).n;
    return out;
  }

  isSeeded(): boolean {
    return this.stmt("SELECT value FROM crm_meta WHERE key = 'seeded_at'").get() !== undefined;
  }

  replaceAll(data: SeedData, onlyIfUnseeded = false): boolean {
    return this.write(() =>
      this.db
        .transaction(() => {
          if (onlyIfUnseeded && this.isSeeded()) return false;
          for (const t of TABLES) this.db.prepare(`DELETE FROM ${t}`).run();
          this.db.prepare(`DELETE FROM sqlite_sequence WHERE name IN (${TABLES.map(() => '?').join(', ')})`).run(...TABLES);
          for (const r of RESOURCES) {
            const cols = columnsOf(r);
            const insert = this.db.prepare(`INSERT INTO ${r.table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`);
            for (const row of data[r.name]) {
              const dbRow = this.toDb(r, row);
              insert.run(...cols.map((c) => dbRow[c] ?? null));
            }
          }
          const meta = this.db.prepare(
            'INSERT INTO crm_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
          );
          meta.run('schema_version', SCHEMA_VERSION);
          meta.run('seeded_at', new Date().toISOString());
          return true;
        })
        .immediate(),
    );
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

/** Opens (creating if needed) the CRM database file and its tables. */
export function openSqliteCrmStore(file: string): SqliteCrmStore {
  let db: Db;
  try {
    db = openDatabase(file);
  } catch (err) {
    throw new CrmDatabaseError(`cannot open the CRM database ${file}: ${(err as Error).message}`);
  }
  try {
    return new SqliteCrmStore(db);
  } catch (err) {
    db.close();
    throw new CrmDatabaseError(
      `cannot use the CRM database ${file}: ${(err as Error).message} (is this file another ` +
        `program's database? set AGENT_CRM_DB to another path)`,
    );
  }
}
