// The values a registry learns from what the demo APIs return (src/registry/search/values.ts):
// the two demo services run in this process behind a registry Catalog whose sources are
// wrapped by `learning`, as the registry wraps them, and each read-only tool that needs no
// argument is called once, a paged listing followed to its end. This is a registry that has
// served one full read of each demo listing; the tasks' texts play no part in it.
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { createLogger } from '../../src/http/index.js';
import { Catalog } from '../../src/registry/catalog.js';
import { LearnedValues, learning } from '../../src/registry/search/values.js';
import { OpenApiSource } from '../../src/registry/sources/openapi/source.js';
import { createPoolFactory } from '../../src/registry/sources/pools.js';
import { loadSettings } from '../../src/settings/index.js';
import { serveOnFreePort } from '../helpers/server.js';

/** Most pages read of one listing. */
const PAGES = 200;

/** The items of a page: the first array met (breadth first), or none. */
function itemsOf(value: unknown): unknown[] {
  let level: unknown[] = [value];
  for (let depth = 0; depth < 3; depth++) {
    const next: unknown[] = [];
    for (const v of level) {
      if (Array.isArray(v)) return v;
      if (v && typeof v === 'object') next.push(...Object.values(v));
    }
    level = next;
  }
  return [];
}

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
    for (const t of catalog.tools()) {
      const params = t.record.parameters;
      if (!t.tool.readOnly || params.some((p) => p.required)) continue;
      const limit = params.find((p) => p.name === 'limit');
      const skip = params.find((p) => p.name === 'skip' || p.name === 'offset');
      const most = Number(/^<= (\d+)$/.exec(limit?.constraints.find((c) => c.startsWith('<=')) ?? '')?.[1] ?? 0);
      let from = 0;
      for (let page = 0; page < PAGES; page++) {
        const args: Record<string, unknown> = {};
        if (limit && most > 0) args[limit.name] = most;
        if (skip) args[skip.name] = from;
        const items = itemsOf(await catalog.call(t.name, args));
        calls++;
        if (!skip || items.length === 0 || (most > 0 && items.length < most)) break;
        from += items.length;
      }
    }
    await new Promise((r) => setImmediate(r)); // learning follows each answer
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
