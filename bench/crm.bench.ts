import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { BY_REGION, FROM_ACCOUNTS, monthRange } from '../src/crm/advanced-sql.js';
import { createCrmService } from '../src/crm/server.js';
import { createLogger, listen } from '../src/http/index.js';
import { openDatabase } from '../src/shared/sqlite.js';
import { load, percentile, round, timeRuns, type Bench, type BenchRow } from './lib.js';

const REQUESTS = 3000;
const CONNECTIONS = 4;
const SQL_RUNS = 1000;
const P95_TARGET_MS = 20;

/**
 * CRM on the full seed: a list page and both advanced queries through HTTP (validation,
 * SQL, JSON) against the same SQL run raw on a second connection in the same process.
 */
export const bench: Bench = {
  name: 'crm',
  maxSeconds: 150,
  params:
    `full seed (1,000 accounts, ~5,600 contacts, ~8,400 opportunities); autocannon ` +
    `${CONNECTIONS} connections, ${REQUESTS} requests per endpoint; baseline: the same SQL ` +
    `run raw with better-sqlite3 on a second connection, uncached (${SQL_RUNS} runs); HTTP ` +
    `answers reuse the ordered match ids until the next write`,
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'agent-bench-crm-'));
    const logger = createLogger('bench', 'silent');
    const crm = await createCrmService({ dbPath: join(dir, 'crm.sqlite'), logger, logRequests: false });
    const srv = await listen(crm.handler, { host: '127.0.0.1', port: 0, logger });
    const db = openDatabase(join(dir, 'crm.sqlite'), { readonly: true });
    const [from, to] = monthRange(2024, 11);
    const listCount = db.prepare('SELECT COUNT(*) AS n FROM accounts');
    const listPage = db.prepare('SELECT * FROM accounts ORDER BY id LIMIT ? OFFSET ?');
    const faIds = db.prepare(FROM_ACCOUNTS.ids).pluck();
    const faRows = db.prepare(FROM_ACCOUNTS.rows(20));
    const brIds = db.prepare(BY_REGION.all.ids).pluck();
    const brGroups = db.prepare(BY_REGION.all.groups);
    const brRows = db.prepare(BY_REGION.rows(20));
    /** One uncached request's SQL: every matching id, (the totals), then the page's rows. */
    const fromAccountsSql = () => faRows.all(...(faIds.all(10_000, 0.5) as number[]).slice(0, 20));
    const byRegionSql = () => {
      brGroups.all(10_000, from, to);
      return brRows.all(...(brIds.all(10_000, from, to) as number[]).slice(0, 20));
    };
    const cases: { name: string; path: string; sql: () => unknown; advanced: boolean }[] = [
      {
        name: 'GET /accounts/ (list page)',
        path: '/accounts/?skip=500&limit=20',
        sql: () => [listCount.get(), listPage.all(20, 500)],
        advanced: false,
      },
      {
        name: 'GET /advanced/contacts/from-accounts/ (defaults)',
        path: '/advanced/contacts/from-accounts/',
        sql: fromAccountsSql,
        advanced: true,
      },
      {
        name: 'GET /advanced/opportunities/by-region/ (defaults)',
        path: '/advanced/opportunities/by-region/',
        sql: byRegionSql,
        advanced: true,
      },
    ];
    const rows: BenchRow[] = [];
    try {
      for (const c of cases) {
        const check = await fetch(`${srv.url}${c.path}`);
        if (check.status !== 200) throw new Error(`${c.path} answered ${check.status}`);
        await check.arrayBuffer();
        const sqlMs = await timeRuns(SQL_RUNS, c.sql, 200);
        const sqlMean = sqlMs.reduce((a, b) => a + b, 0) / sqlMs.length;
        const sqlP95 = percentile(sqlMs, 95);
        await load(`${srv.url}${c.path}`, { connections: CONNECTIONS, amount: 500 });
        const http = await load(`${srv.url}${c.path}`, { connections: CONNECTIONS, amount: REQUESTS });
        const clean = http.errors === 0 && http.non2xx === 0;
        const sqlOps = 1000 / sqlMean;
        rows.push({
          metric: `${c.name} throughput`,
          value: round(http.rps, 0),
          unit: 'req/s',
          baseline: { label: 'raw SQL, one connection', value: round(sqlOps, 0) },
          ratio: round(http.rps / sqlOps),
          target: 'reported (no errors)',
          met: clean,
        });
        rows.push({
          metric: `${c.name} p95 latency`,
          value: http.p95,
          unit: 'ms',
          baseline: { label: 'raw SQL p95', value: round(sqlP95, 3) },
          target: c.advanced ? `p95 <= ${P95_TARGET_MS} ms` : 'reported',
          met: clean && (!c.advanced || http.p95 <= P95_TARGET_MS),
        });
      }
      return rows;
    } finally {
      db.close();
      await srv.close();
      await crm.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
