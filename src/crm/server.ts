import type { RequestListener } from 'node:http';
import { createService, type Logger } from '../http/index.js';
import { VERSION } from '../version.js';
import { registerAdvancedRoutes } from './advanced-routes.js';
import { registerCrudRoutes } from './crud-routes.js';
import { RESOURCES } from './resources.js';
import { generateSeed } from './seed.js';
import { openCrmStore, type SqlCrmStore } from './sql-store.js';
import { databaseHealth } from '../shared/db/index.js';
import { REGIONS } from './vocab.js';

export interface CrmServiceOptions {
  /** SQLite file (when no databaseUrl); created with its tables and seeded on first use. */
  dbPath: string;
  /** database.url: a postgres:// URL puts the tables in PostgreSQL (shared by every replica); empty: the SQLite file. */
  databaseUrl?: string;
  /** Replace every row with the seed data. */
  reset?: boolean;
  logger: Logger;
  logRequests?: boolean;
  /** GET /metrics and request metrics (observability.metrics); default true. */
  metrics?: boolean;
}

export interface CrmService {
  handler: RequestListener;
  /** Closes the database (after the HTTP server stopped). */
  close(): Promise<void>;
  /** Where the data is: the SQLite file, or the PostgreSQL URL without its password. */
  dbPath: string;
  store: SqlCrmStore;
}

/** Opens (and on first run or reset, seeds) the CRM database and builds the HTTP handler. */
export async function createCrmService(opts: CrmServiceOptions): Promise<CrmService> {
  const store = await openCrmStore({ url: opts.databaseUrl, file: opts.dbPath });
  const where = store.db.where;
  try {
    if (opts.reset || !(await store.isSeeded())) {
      const started = Date.now();
      // replicas starting together: each asks under the seed lock, the first one seeds, the others find it seeded
      const seeded = await store.replaceAll(await generateSeed(), !opts.reset);
      if (seeded)
        opts.logger.info(
          { db: where, counts: await store.counts(), ms: Date.now() - started },
          opts.reset ? 'CRM database reseeded' : 'CRM database created and seeded',
        );
      else opts.logger.info({ db: where }, 'CRM database opened (seeded by another process meanwhile)');
    } else {
      opts.logger.info({ db: where }, 'CRM database opened');
    }
    const service = createService({
      rootToDocs: true,
      name: 'demo_crm',
      logger: opts.logger,
      logRequests: opts.logRequests,
      metrics: opts.metrics,
      health: () => databaseHealth(store.db),
      info: {
        title: 'CRM API',
        version: VERSION,
        description:
          `Demo CRM: accounts (companies), leads, contacts and opportunities (deals), with ` +
          `paginated lists and two advanced queries. Regions: ${REGIONS.join(', ')}. Lists return ` +
          `{items, total, page, pages, per_page}. Unknown fields in a body or unknown query ` +
          `parameters are rejected (422).`,
      },
    });
    for (const r of RESOURCES) registerCrudRoutes(service, store, r);
    registerAdvancedRoutes(service, store);
    return { handler: service.finish(), close: () => store.close(), dbPath: where, store };
  } catch (err) {
    await store.close();
    throw err;
  }
}
