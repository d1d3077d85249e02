import type { RequestListener } from 'node:http';
import { createService, type Logger } from '../http/index.js';
import { VERSION } from '../version.js';
import { registerTerritoryRoutes } from './routes.js';

export interface TerritoryAppOptions {
  logger: Logger;
  logRequests?: boolean;
  /** GET /metrics and request metrics (observability.metrics); default true. */
  metrics?: boolean;
}

/** The sales-territory demo API as an Express app (read-only, in-memory data set). */
export function createTerritoryApp(opts: TerritoryAppOptions): RequestListener {
  const service = createService({
    rootToDocs: true,
    name: 'demo_territory',
    logger: opts.logger,
    logRequests: opts.logRequests,
    metrics: opts.metrics,
    info: {
      title: 'Sales Territory API',
      version: VERSION,
      description:
        'Read-only demo API over a fixed data set: 100 accounts (odd ids are my territory, even ' +
        'ids are third-party), about 200 contacts, 10 job titles.',
    },
  });
  registerTerritoryRoutes(service);
  return service.finish();
}
