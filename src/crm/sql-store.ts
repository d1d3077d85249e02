import { constraintKind, migrate, openDb, type Db, type Engine, type Queryable } from '../shared/db/index.js';
import { BY_REGION, FROM_ACCOUNTS, monthRange } from './advanced-sql.js';
import type { PageRequest } from './pagination.js';
import { columnsOf, CONTACTS, OPPORTUNITIES, RESOURCES, type Resource } from './resources.js';
import { ResultCache } from './result-cache.js';
import { MIGRATIONS, SCHEMA_VERSION, TABLES } from './sql-schema.js';
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
/** Rows per INSERT when seeding. */
const CHUNK = 200;

/**
 * How a process learns that another one changed the data (so cached query results are
 * never stale): SQLite counts commits by other connections itself; on PostgreSQL every
 * write bumps a version row in the same transaction, read in the snapshot of each query.
 */
const STAMP: Record<Engine, { read: string; bump: string | null }> = {
  sqlite: { read: 'PRAGMA data_version', bump: null },
  postgres: {
    read: "SELECT value FROM crm_meta WHERE key = 'data_version'",
    bump: "UPDATE crm_meta SET value = CAST(CAST(value AS BIGINT) + 1 AS TEXT) WHERE key = 'data_version'",
  },
};

/** The CRM tables on either engine (shared/db): the same portable SQL for both. */
export class SqlCrmStore implements SeedableCrmStore {
  /** Ordered ids (and totals) of advanced-query matches, until the next write. */
  private readonly results = new ResultCache();
  /** Pages (rows and total) of lists and advanced queries, until the next write: reading 20 rows costs ~0.2 ms of string decoding. */
  private readonly pages = new ResultCache(256);
  private readonly stamp: { read: string; bump: string | null };

  constructor(readonly db: Db) {
    this.stamp = STAMP[db.engine];
  }

  private async version(q: Queryable): Promise<unknown> {
    const row = await q.get(this.stamp.read);
    return row && Object.values(row)[0];
  }

  /** Runs a write transaction (bumping the version row where there is one); cached results are dropped whatever happens. */
  private async write<T>(r: Resource | null, values: Row, fn: (q: Queryable) => Promise<T>, lock?: string): Promise<T> {
    try {
      return await this.db.tx(
        async (q) => {
          const out = await fn(q);
          if (this.stamp.bump) await q.run(this.stamp.bump);
          return out;
        },
        lock ? { lock } : {},
      );
    } catch (err) {
      throw r ? this.refused(r, values, err) : err;
    } finally {
      this.results.invalidate();
      this.pages.invalidate();
    }
  }

  /** Constraint failures the checks did not catch (another process, a race) as typed errors. */
  private refused(r: Resource, values: Row, err: unknown): unknown {
    const kind = constraintKind(err);
    if (kind === 'foreign_key') {
      const field = Object.keys(r.references).find((f) => values[f] !== undefined) ?? Object.keys(r.references)[0] ?? 'id';
      return new MissingReferenceError(field, r.references[field] ?? 'accounts', values[field]);
    }
    return kind === 'other' ? new ConstraintError((err as Error).message) : err;
  }

  /** The rows with these ids, in the order of the ids. */
  private async rowsInOrder(q: Queryable, sql: (n: number) => string, ids: number[], r: Resource): Promise<Row[]> {
    if (ids.length === 0) return [];
    const byId = new Map((await q.all(sql(ids.length), ids)).map((row) => [Number(row.id), row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [this.fromDb(r, row)] : [];
    });
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

  private async checkReferences(q: Queryable, r: Resource, values: Row): Promise<void> {
    for (const [field, target] of Object.entries(r.references)) {
      if (values[field] === undefined) continue;
      if (!(await q.get(`SELECT 1 AS found FROM ${target} WHERE id = ?`, [values[field]])))
        throw new MissingReferenceError(field, target, values[field]);
    }
  }

  async list(r: Resource, filters: Row, page: PageRequest): Promise<Found> {
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
    const key = `${r.table}${w}:${JSON.stringify(args)}:${page.skip}:${page.limit}`;
    return this.db.tx(
      async (q) =>
        this.pages.get(await this.version(q), key, async () => {
          const total = Number((await q.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${r.table}${w}`, args))!.n);
          const rows = await q.all(`SELECT ${cols} FROM ${r.table}${w} ORDER BY id LIMIT ? OFFSET ?`, [...args, page.limit, page.skip]);
          return { items: rows.map((row) => this.fromDb(r, row)), total };
        }),
      { readOnly: true },
    );
  }

  async get(r: Resource, id: number): Promise<Row | undefined> {
    const row = await this.db.get(`SELECT ${columnsOf(r).join(', ')} FROM ${r.table} WHERE id = ?`, [id]);
    return row && this.fromDb(r, row);
  }

  async create(r: Resource, values: Row): Promise<Row> {
    const now = new Date().toISOString();
    const row = this.toDb(r, { ...values, created_at: now, updated_at: now });
    const keys = Object.keys(row);
    const sql =
      `INSERT INTO ${r.table} (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')}) ` + `RETURNING ${columnsOf(r).join(', ')}`;
    return this.write(r, values, async (q) => {
      await this.checkReferences(q, r, values);
      return this.fromDb(
        r,
        (await q.get(
          sql,
          keys.map((k) => row[k]),
        ))!,
      );
    });
  }

  async update(r: Resource, id: number, values: Row): Promise<Row | undefined> {
    const keys = Object.keys(values).filter((k) => values[k] !== undefined);
    if (keys.length === 0) return this.get(r, id);
    const row = this.toDb(r, values);
    const sql =
      `UPDATE ${r.table} SET ${keys.map((k) => `${k} = ?`).join(', ')}, updated_at = ? WHERE ` +
      `id = ? RETURNING ${columnsOf(r).join(', ')}`;
    return this.write(r, values, async (q) => {
      if (!(await q.get(`SELECT 1 AS found FROM ${r.table} WHERE id = ?`, [id]))) return undefined;
      await this.checkReferences(q, r, values);
      const updated = await q.get(sql, [...keys.map((k) => row[k]), new Date().toISOString(), id]);
      return updated && this.fromDb(r, updated);
    });
  }

  async remove(r: Resource, id: number): Promise<boolean> {
    return this.write(null, {}, async (q) => (await q.run(`DELETE FROM ${r.table} WHERE id = ?`, [id])) > 0);
  }

  async contactsFromAccounts(q: FromAccountsQuery, page: PageRequest): Promise<Found> {
    return this.db.tx(
      async (t) => {
        const version = await this.version(t);
        const key = `from-accounts:${q.min_value}:${q.min_likelihood}`;
        return this.pages.get(version, `${key}:${page.skip}:${page.limit}`, async () => {
          const ids = await this.results.get(version, key, async () =>
            (await t.all<{ id: number }>(FROM_ACCOUNTS.ids, [q.min_value, q.min_likelihood])).map((x) => Number(x.id)),
          );
          const items = await this.rowsInOrder(t, FROM_ACCOUNTS.rows, ids.slice(page.skip, page.skip + page.limit), CONTACTS);
          return { items, total: ids.length };
        });
      },
      { readOnly: true },
    );
  }

  async opportunitiesByRegion(q: ByRegionQuery, page: PageRequest): Promise<Found & { groups: RegionGroup[] }> {
    const [from, to] = monthRange(q.year, q.month);
    const sql = q.region === undefined ? BY_REGION.all : BY_REGION.inRegion;
    const args: unknown[] = q.region === undefined ? [q.min_value, from, to] : [q.min_value, from, to, q.region];
    return this.db.tx(
      async (t) => {
        const version = await this.version(t);
        const key = `by-region:${JSON.stringify(args)}`;
        return this.pages.get(version, `${key}:${page.skip}:${page.limit}`, async () => {
          const { ids, groups } = await this.results.get(version, key, async () => ({
            ids: (await t.all<{ id: number }>(sql.ids, args)).map((x) => Number(x.id)),
            groups: (await t.all<RegionGroup>(sql.groups, args)).map((g) => ({
              region: g.region,
              count: Number(g.count),
              total_value: round2(Number(g.total_value)),
            })),
          }));
          const items = await this.rowsInOrder(t, BY_REGION.rows, ids.slice(page.skip, page.skip + page.limit), OPPORTUNITIES);
          return { items, total: ids.length, groups };
        });
      },
      { readOnly: true },
    );
  }

  async counts(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const r of RESOURCES) out[r.name] = Number((await this.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${r.table}`))!.n);
    return out;
  }

  async isSeeded(): Promise<boolean> {
    return (await this.db.get("SELECT value FROM crm_meta WHERE key = 'seeded_at'")) !== undefined;
  }

  /** Every row of every table, ids included (what `agent db migrate-to` copies). */
  async dump(): Promise<SeedData> {
    const out = { accounts: [], leads: [], contacts: [], opportunities: [] } as SeedData;
    for (const r of RESOURCES)
      out[r.name] = (await this.db.all(`SELECT ${columnsOf(r).join(', ')} FROM ${r.table} ORDER BY id`)).map((row) => this.fromDb(r, row));
    return out;
  }

  async replaceAll(data: SeedData, onlyIfUnseeded = false): Promise<boolean> {
    // the lock makes replicas starting at the same moment seed one after another: the later ones find it seeded
    return this.write(
      null,
      {},
      async (q) => {
        if (onlyIfUnseeded && (await q.get("SELECT value FROM crm_meta WHERE key = 'seeded_at'")) !== undefined) return false;
        for (const t of TABLES) await q.run(`DELETE FROM ${t}`);
        for (const r of RESOURCES) {
          const cols = columnsOf(r);
          const rows = data[r.name];
          for (let i = 0; i < rows.length; i += CHUNK) {
            const chunk = rows.slice(i, i + CHUNK);
            const marks = chunk.map(() => `(${cols.map(() => '?').join(', ')})`).join(', ');
            const args = chunk.flatMap((row) => {
              const dbRow = this.toDb(r, row);
              return cols.map((c) => dbRow[c] ?? null);
            });
            await q.run(`INSERT INTO ${r.table} (${cols.join(', ')}) VALUES ${marks}`, args);
          }
          await q.exec(this.db.dialect.resetIds(r.table));
        }
        const meta = 'INSERT INTO crm_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value';
        await q.run(meta, ['schema_version', SCHEMA_VERSION]);
        await q.run(meta, ['seeded_at', new Date().toISOString()]);
        return true;
      },
      'agent:crm_seed',
    );
  }

  async ping(timeoutMs?: number): Promise<void> {
    await this.db.ping(timeoutMs);
  }

  async close(): Promise<void> {
    await this.db.close();
  }
}

/** Opens the CRM's database (the SQLite file, or PostgreSQL when `url` is set) and brings its tables up to date. */
export async function openCrmStore(opts: { url?: string; file: string }): Promise<SqlCrmStore> {
  let db: Db;
  try {
    db = await openDb({ url: opts.url ?? '', sqliteFile: opts.file });
  } catch (err) {
    if (opts.url) throw err;
    throw new CrmDatabaseError(`cannot open the CRM database ${opts.file}: ${(err as Error).message}`);
  }
  try {
    await migrate(db, 'crm', MIGRATIONS);
    return new SqlCrmStore(db);
  } catch (err) {
    await db.close();
    if (db.engine === 'postgres') throw err;
    throw new CrmDatabaseError(
      `cannot use the CRM database ${opts.file}: ${(err as Error).message} (is this file another ` +
        `program's database? set AGENT_CRM_DB to another path)`,
    );
  }
}
