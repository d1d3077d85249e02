import type { RequestListener } from 'node:http';
import { createService, type Logger } from '../http/index.js';
import { VERSION } from '../version.js';
import { registerAdvancedRoutes } from './advanced-routes.js';
import { registerCrudRoutes } from './crud-routes.js';
import { RESOURCES } from './resources.js';
import { generateSeed } from './seed.js';
import { openSqliteCrmStore } from './sqlite-store.js';
import type { CrmStore } from './store.js';
import { REGIONS } from './vocab.js';

export interface CrmServiceOptions {
  /** SQLite file; created with its tables and seeded on first use. */
  dbPath: string;
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
  close(): void;
  dbPath: string;
  store: CrmStore;
}

/** Opens (and on first run or reset, seeds) the CRM database and builds the HTTP handler. */
export async function createCrmService(opts: CrmServiceOptions): Promise<CrmService> {
  const store = openSqliteCrmStore(opts.dbPath);
  try {
    if (opts.reset || !store.isSeeded()) {
      const started = Date.now();
      const seeded = store.replaceAll(await generateSeed(), !opts.reset);
      if (seeded)
        opts.logger.info(
          { db: opts.dbPath, counts: store.counts(), ms: Date.now() - started },
          opts.reset ? 'CRM database reseeded' : 'CRM database created and seeded',
        );
      else opts.logger.info({ db: opts.dbPath }, 'CRM database opened (seeded by another process meanwhile)');
    } else {
      opts.logger.info({ db: opts.dbPath }, 'CRM database opened');
    }
    const service = createService({
      name: 'demo_crm',
      logger: opts.logger,
      logRequests: opts.logRequests,
      metrics: opts.metrics,
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
    return { handler: service.finish(), close: () => store.close(), dbPath: opts.dbPath, store };
  } catch (err) {
    store.close();
    throw err;
  }
}
