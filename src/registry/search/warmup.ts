import type { Catalog, CatalogTool } from '../catalog.js';
import type { ApiParameter } from '../types.js';
import type { Logger } from '../../shared/logger.js';
import type { LearnedValues } from './values.js';

/**
 * The search warm-up (a service's `search_warmup: true`): once the service has loaded, and
 * after each reload, each of its read-only tools that needs no argument is called, a paged
 * listing followed to its end, so that the values its answers hold (values.ts) are searched
 * from the start instead of after clients have made those calls. One call at a time, through
 * the catalogue as any call (validated, counted in the metrics, audited), bounded.
 */

/** Most pages read of one listing. */
export const WARMUP_PAGES = 200;
/** Most calls one warm-up of a service makes. */
export const WARMUP_CALLS = 1000;
/** Parameter names read as the page size and as the number of rows to pass over. */
const LIMIT_NAMES = new Set(['limit', 'page_size', 'per_page']);
const SKIP_NAMES = new Set(['skip', 'offset']);

/** The rows of a page: the first array met, breadth first, at most three levels down. */
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

/** The largest page a limit parameter allows (its schema's maximum), or 0 when it states none. */
function largestPage(p: ApiParameter | undefined): number {
  const most = (p?.schema as { maximum?: unknown } | undefined)?.maximum;
  return typeof most === 'number' && Number.isInteger(most) && most > 0 ? most : 0;
}

/** Whether a tool is read at warm-up: it changes nothing and needs no argument. */
export function readAtWarmup(t: CatalogTool): boolean {
  return t.tool.readOnly && !t.record.parameters.some((p) => p.required);
}

/** What one warm-up of a service did. */
export interface WarmupRead {
  calls: number;
  /** Tools whose listing could not be read to its end (their error ended that listing only). */
  failed: string[];
}

/**
 * Reads each listing of one application once (pages to the end, within the bounds), its
 * answers taught to the search as every answer the registry routes is (values.ts). Stops early when
 * `stale()` turns true (the service changed or the registry closes).
 */
export async function readListings(catalog: Catalog, app: string, stale: () => boolean = () => false): Promise<WarmupRead> {
  const read: WarmupRead = { calls: 0, failed: [] };
  for (const t of catalog.toolsOf(app)) {
    if (!readAtWarmup(t) || stale()) continue;
    try {
      await readListing(catalog, t, read, stale);
    } catch {
      read.failed.push(t.name);
    }
  }
  await new Promise((r) => setImmediate(r)); // learning follows each answer by a turn
  return read;
}

async function readListing(catalog: Catalog, t: CatalogTool, read: WarmupRead, stale: () => boolean): Promise<void> {
  const params = t.record.parameters;
  const limit = params.find((p) => LIMIT_NAMES.has(p.name.toLowerCase()));
  const skip = params.find((p) => SKIP_NAMES.has(p.name.toLowerCase()));
  const most = largestPage(limit);
  let from = 0;
  for (let page = 0; page < WARMUP_PAGES && read.calls < WARMUP_CALLS && !stale(); page++) {
    const args: Record<string, unknown> = {};
    if (limit && most > 0) args[limit.name] = most;
    if (skip) args[skip.name] = from;
    read.calls++;
    const items = itemsOf(await catalog.call(t.name, args));
    if (!skip || items.length === 0 || (most > 0 && items.length < most)) return;
    from += items.length;
  }
}

/**
 * Warms the search for the services configured with `search_warmup`: each time one of them
 * is served with a new set of tools, its listings are read again (one service at a time).
 */
export class SearchWarmup {
  private readonly seen = new Map<string, readonly CatalogTool[]>();
  private readonly queue: string[] = [];
  private running = false;
  private closed = false;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly catalog: Catalog,
    private readonly values: LearnedValues,
    private readonly logger: Logger,
    private readonly apps: ReadonlySet<string>,
  ) {
    this.unsubscribe = catalog.onChange(() => this.changed());
    this.changed();
  }

  private changed(): void {
    for (const app of this.apps) {
      const tools = this.catalog.toolsOf(app);
      if (tools.length === 0 || this.seen.get(app) === tools) continue;
      this.seen.set(app, tools);
      if (!this.queue.includes(app)) this.queue.push(app);
    }
    if (!this.running && this.queue.length > 0) void this.drain();
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      for (let app = this.queue.shift(); app !== undefined && !this.closed; app = this.queue.shift()) {
        const tools = this.catalog.toolsOf(app);
        const startedAt = performance.now();
        const stale = () => this.closed || this.catalog.toolsOf(app) !== tools;
        const { calls, failed } = await readListings(this.catalog, app, stale);
        this.values.publish();
        const ms = Math.round(performance.now() - startedAt);
        this.logger.info({ app, calls, ms }, 'search warm-up: listings read for the values they hold');
        if (failed.length > 0) this.logger.warn({ app, tools: failed }, 'search warm-up: these listings could not be read to their end');
      }
    } finally {
      this.running = false;
    }
  }

  close(): void {
    this.closed = true;
    this.unsubscribe();
  }
}
