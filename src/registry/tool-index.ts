import type { CatalogTool } from './catalog-types.js';
import type { Collision } from './collisions.js';
import { disambiguate, toolName, type NameStyle } from './names.js';
import type { Source, SourceTool } from './types.js';

/** Longest step of naming one service's tools before the event loop gets a turn. */
const SLICE_MS = 5;
/** Tools named between two looks at the clock. */
const CHECK_EVERY = 256;

/** One service's tools as the catalogue serves them: in order, by full name, by their own names. */
export interface ToolSet {
  app: string;
  items: CatalogTool[];
  byName: Map<string, CatalogTool>;
  /** By the name in their service (the first of equal ones): `/mcp/apps/<app>`. */
  byOwn: Map<string, CatalogTool>;
  /** Its tools whose name was taken, so they carry another (their application row's warnings). */
  renamed: CatalogTool[];
  /** Names it wanted and did not get: a change of the service holding one may give it back. */
  contested: string[];
  unchecked: number;
}

export interface ToolIndexOptions {
  style: NameStyle;
  /** A service's place in the catalogue (earlier services keep a name both want); undefined: not in it. */
  order(app: string): number | undefined;
  /** After each change of what is served (one service's tools replaced or removed). */
  changed(): void;
  collisions(found: Collision[]): void;
  /** A service whose tools could not be named (its waiters are released; what it served stays). */
  failed(app: string, err: unknown): void;
}

interface Wanted {
  source: Source;
  tools: readonly SourceTool[];
}

type Job = { kind: 'stage'; app: string } | { kind: 'sweep'; app: string; old: ToolSet };

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The catalogue's names (`<service>_<tool>`), kept per service. A service's new tools are named
 * beside the ones served, a slice of SLICE_MS at a time, and replace its old ones in one
 * assignment: a caller sees all of the old tools or all of the new, and no change costs work
 * in proportion to the whole catalogue. The names equal those of naming every service again
 * in catalogue order: a name two services want is the earlier one's, the later tool gets a
 * hash-suffixed variant (and is left out when that is taken too). A change that takes a name
 * from a later service, or frees one a later service wanted, names that service again.
 */
export class ToolIndex {
  private readonly sets = new Map<string, ToolSet>();
  /** Which service a name is served by; an entry whose service no longer serves it is stale (see holder). */
  private readonly owner = new Map<string, string>();
  /** Services that wanted a name and did not get it, by that name. */
  private readonly contest = new Map<string, Set<string>>();
  private readonly wanted = new Map<string, Wanted>();
  private readonly waiters = new Map<string, (() => void)[]>();
  private readonly queue: Job[] = [];
  private running = false;
  private count = 0;
  private sliceStart = 0;

  constructor(private readonly opts: ToolIndexOptions) {}

  /** Tools served. */
  get size(): number {
    return this.count;
  }

  find(name: string): CatalogTool | undefined {
    const app = this.owner.get(name);
    return app === undefined ? undefined : this.sets.get(app)?.byName.get(name);
  }

  of(app: string): ToolSet | undefined {
    return this.sets.get(app);
  }

  /** Serves a service's tools (replacing what it served once they are all named); resolves once they are served or it is removed. */
  put(app: string, source: Source, tools: readonly SourceTool[]): Promise<void> {
    this.wanted.set(app, { source, tools });
    const done = new Promise<void>((resolve) => {
      const list = this.waiters.get(app) ?? [];
      list.push(resolve);
      this.waiters.set(app, list);
    });
    this.enqueue({ kind: 'stage', app });
    return done;
  }

  /** Serves nothing of a service, at once. */
  delete(app: string): void {
    this.wanted.delete(app);
    const old = this.sets.get(app);
    if (old) {
      this.sets.delete(app);
      this.count -= old.items.length;
      this.contestOf(old, -1);
      this.opts.changed();
      this.enqueue({ kind: 'sweep', app, old });
    }
    this.release(app);
  }

  /** Resolves when no naming or sweeping is left. */
  async idle(): Promise<void> {
    while (this.running || this.queue.length > 0) await turn();
  }

  private release(app: string): void {
    const list = this.waiters.get(app);
    this.waiters.delete(app);
    for (const resolve of list ?? []) resolve();
  }

  private enqueue(job: Job): void {
    if (job.kind === 'stage' && this.queue.some((j) => j.kind === 'stage' && j.app === job.app)) return;
    this.queue.push(job);
    if (!this.running) void this.run();
  }

  /** One job at a time (a service named against a stable set of names); the first slice in the caller's turn. */
  private async run(): Promise<void> {
    this.running = true;
    this.sliceStart = performance.now();
    try {
      for (let job = this.queue.shift(); job; job = this.queue.shift()) {
        try {
          if (job.kind === 'stage') await this.stage(job.app);
          else await this.sweep(job.app, job.old);
        } catch (err) {
          this.opts.failed(job.app, err);
          this.release(job.app);
        }
      }
    } finally {
      this.running = false;
    }
  }

  /** Gives the event loop a turn once this slice has run SLICE_MS. */
  private async pace(): Promise<void> {
    if (performance.now() - this.sliceStart < SLICE_MS) return;
    await turn();
    this.sliceStart = performance.now();
  }

  /** The service that serves a name now (not a stale entry). */
  private holder(name: string): string | undefined {
    const app = this.owner.get(name);
    return app !== undefined && this.sets.get(app)?.byName.has(name) ? app : undefined;
  }

  private async stage(app: string): Promise<void> {
    const want = this.wanted.get(app);
    const place = this.opts.order(app);
    if (!want || place === undefined) return this.release(app);
    const { style } = this.opts;
    const set: ToolSet = { app, items: [], byName: new Map(), byOwn: new Map(), renamed: [], contested: [], unchecked: 0 };
    const collisions: Collision[] = [];
    /** Names served by later services that this one takes. */
    const taken: string[] = [];
    const earlier = (name: string) => {
      if (set.byName.has(name)) return true;
      const h = this.holder(name);
      return h !== undefined && h !== app && (this.opts.order(h) ?? Infinity) < place;
    };
    const { tools, source } = want;
    for (let i = 0; i < tools.length; i++) {
      if (i % CHECK_EVERY === CHECK_EVERY - 1) {
        await this.pace();
        if (this.wanted.get(app) !== want) return; // replaced or removed meanwhile: the newer job names it
      }
      const tool = tools[i]!;
      const own = toolName(app, tool.name, style);
      let name = own;
      if (earlier(name)) {
        const by = set.byName.get(name) ?? this.find(name)!;
        const renamed = disambiguate(name, `${app}/${tool.name}`);
        collisions.push({ app, tool: tool.name, name, renamed, takenBy: `${by.app}/${by.tool.name}` });
        set.contested.push(name);
        name = renamed;
        if (earlier(name)) {
          set.contested.push(name);
          continue;
        }
      }
      const h = this.holder(name);
      if (h !== undefined && h !== app) taken.push(name);
      else if (h === undefined) this.owner.set(name, app); // not served before the commit: find() asks the served set
      const item: CatalogTool = { name, app, tool, source, record: { app_name: app, api_name: name, ...tool.record } };
      set.items.push(item);
      set.byName.set(name, item);
      if (!set.byOwn.has(tool.name)) set.byOwn.set(tool.name, item);
      if (name !== own) set.renamed.push(item);
      if (tool.unchecked) set.unchecked++;
    }
    this.commit(set, taken, collisions);
  }

  /** The new set served in one assignment; the old one's names no longer used are swept later. */
  private commit(set: ToolSet, taken: string[], collisions: Collision[]): void {
    const { app } = set;
    const old = this.sets.get(app);
    const later = new Set<string>();
    for (const name of taken) {
      later.add(this.owner.get(name)!);
      this.owner.set(name, app);
    }
    if (old) this.contestOf(old, -1);
    this.contestOf(set, 1);
    this.sets.set(app, set);
    this.count += set.items.length - (old?.items.length ?? 0);
    this.opts.collisions(collisions);
    this.opts.changed();
    if (old) this.enqueue({ kind: 'sweep', app, old });
    for (const other of later) if (this.wanted.has(other)) this.enqueue({ kind: 'stage', app: other });
    this.release(app);
  }

  /** Forgets the names an old set served that the service no longer does; services that wanted one are named again. */
  private async sweep(app: string, old: ToolSet): Promise<void> {
    const place = this.opts.order(app) ?? -1;
    const again = new Set<string>();
    for (let i = 0; i < old.items.length; i++) {
      if (i % CHECK_EVERY === CHECK_EVERY - 1) await this.pace();
      const { name } = old.items[i]!;
      if (this.sets.get(app)?.byName.has(name)) continue;
      if (this.owner.get(name) === app && !this.sets.get(app)?.byName.has(name)) this.owner.delete(name);
      for (const other of this.contest.get(name) ?? []) if (other !== app && (this.opts.order(other) ?? -1) > place) again.add(other);
    }
    for (const other of again) if (this.wanted.has(other)) this.enqueue({ kind: 'stage', app: other });
  }

  private contestOf(set: ToolSet, sign: 1 | -1): void {
    for (const name of set.contested) {
      let apps = this.contest.get(name);
      if (sign > 0) {
        if (!apps) this.contest.set(name, (apps = new Set()));
        apps.add(set.app);
      } else if (apps) {
        apps.delete(set.app);
        if (apps.size === 0) this.contest.delete(name);
      }
    }
  }
}
