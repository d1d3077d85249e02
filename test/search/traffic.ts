// The values a registry learns from what the demo APIs return (src/registry/search/values.ts):
// the two demo services run in this process behind a registry Catalog whose sources are
// wrapped by `learning`, as the registry wraps them, and each listing is read as the search
// warm-up reads it (src/registry/search/warmup.ts: each read-only tool that needs no argument
// called once, a paged listing followed to its end). This is a registry whose demo services
// are configured with `search_warmup: true` (as shipped), or that has served one full read of
// each demo listing; the tasks' texts play no part in it.
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { createLogger } from '../../src/http/index.js';
import { Catalog } from '../../src/registry/catalog.js';
import { LearnedValues, learning } from '../../src/registry/search/values.js';
import { readListings } from '../../src/registry/search/warmup.js';
import { OpenApiSource } from '../../src/registry/sources/openapi/source.js';
import { createPoolFactory } from '../../src/registry/sources/pools.js';
import { loadSettings } from '../../src/settings/index.js';
import { serveOnFreePort } from '../helpers/server.js';

export async function demoTraffic(): Promise<{ values: LearnedValues; calls: number }> {
  const values = new LearnedValues();
  const logger = createLogger('search-traffic', 'silent');
  const settings = loadSettings({}, process.cwd()).values;
  const pools = createPoolFactory(settings);
  const catalog = new Catalog({ logger, settings, retry: { initialMs: 3_600_000, maxMs: 3_600_000 }, wrap: (s) => learning(s, values) });
  const { createTerritoryApp } = await import('../../src/territory/server.js');
  const territory = await serveOnFreePort(createTerritoryApp({ logger, logRequests: false }));
  const { createCrmService } = await import('../../src/crm/server.js');
  const crm = await createCrmService({ dbPath: join(tmpdir(), `search-traffic-${process.pid}.db`), logger });
  const crmRunning = await serveOnFreePort(crm.handler);
  const deps = { logger, settings, dataDir: tmpdir(), pools };
  await catalog.add(new OpenApiSource({ kind: 'openapi', name: 'territory', url: `${territory.url}/openapi.json`, description: '' }, deps));
  await catalog.add(new OpenApiSource({ kind: 'openapi', name: 'crm', url: `${crmRunning.url}/openapi.json`, description: '' }, deps));
  let calls = 0;
  try {
    for (const app of ['territory', 'crm']) calls += (await readListings(catalog, app)).calls;
    values.publish();
  } finally {
    await catalog.close();
    await crmRunning.close();
    await crm.close();
    await territory.close();
    await pools.close();
  }
  return { values, calls };
}
