import type { z } from 'zod';
import type { SearchResultSchema } from '../api/schemas.js';
import type { Catalog } from '../catalog.js';
import type { Grant } from '../keys/index.js';
import { mayUse } from '../keys/gate.js';
import type { ToolRef } from '../tool-sets.js';
import type { Logger } from '../../shared/logger.js';
import { SearchIndex, type SearchHit } from './index.js';
import type { LearnedValues } from './values.js';

import { SEARCH_K_DEFAULT, SEARCH_K_MAX, SEARCH_TEXT_MAX } from './limits.js';

/** Longest step of indexing between turns of the event loop: a call takes several turns, each may wait for one. */
const SLICE_MS = 5;
/** The most a search spends indexing a change before it answers. */
const SYNC_BUDGET_MS = 50;

/** One result as the registry answers it (GET /apis?q=, /mcp search_tools): the wire shape without the record. */
export type SearchResult = Omit<z.infer<typeof SearchResultSchema>, 'record'>;

/**
 * Tool search over the registry's catalogue: the index follows the catalogue (rebuilt a
 * slice at a time in the background after a change, so no load stalls the serving thread
 * for long; a search spends at most SYNC_BUDGET_MS on what is left), and a key limited to
 * some applications only ever finds theirs.
 */
export class ToolSearch {
  readonly index: SearchIndex;
  private timer?: NodeJS.Timeout;
  private readonly unsubscribe: (() => void)[];

  /** `values`: what the catalogue's calls returned (values.ts), searched too when given. */
  constructor(
    private readonly catalog: Catalog,
    private readonly logger: Logger,
    values?: LearnedValues,
  ) {
    this.index = new SearchIndex({
      tools: () => catalog.tools(),
      *byApp() {
        for (const app of catalog.apps()) yield [app, catalog.toolsOf(app)] as const;
      },
      description: (app) => catalog.description(app),
      get generation() {
        return catalog.generation;
      },
      values,
    });
    this.unsubscribe = [catalog.onChange(() => this.warm()), ...(values ? [values.onChange(() => this.warm())] : [])];
  }

  /**
   * Indexes what changed, 5 ms at a time (the slice of every load on the serving thread:
   * openapi/pace.ts), yielding to requests between slices.
   */
  private warm(): void {
    if (this.timer) return;
    const step = () => {
      this.timer = undefined;
      try {
        if (!this.index.sync(SLICE_MS)) this.timer = setTimeout(step, 0);
      } catch (err) {
        this.logger.error({ err }, 'the tool search index could not be updated');
      }
    };
    this.timer = setTimeout(step, 50);
  }

  /**
   * The best tools for a task. At most SYNC_BUDGET_MS goes to indexing what changed first: a
   * search during a large load answers from the index as it stands (`complete: false`)
   * instead of holding the serving thread for seconds.
   */
  search(
    text: string,
    opts: { k?: number; grant?: Grant; app?: string; within?: (t: ToolRef) => boolean } = {},
  ): { hits: SearchHit[]; complete: boolean } {
    const { grant, within } = opts;
    const limited = grant?.apps || grant?.sets || within;
    const hits = this.index.search(text.slice(0, SEARCH_TEXT_MAX), {
      k: Math.min(SEARCH_K_MAX, opts.k ?? SEARCH_K_DEFAULT),
      app: opts.app,
      allow: limited ? (t) => mayUse(grant, t) && (!within || within(t)) : undefined,
      syncBudgetMs: SYNC_BUDGET_MS,
    });
    return { hits, complete: this.index.current };
  }

  /** How many tools a key may see (of one application, when given): what a search looks among. */
  visibleCount(grant: Grant | undefined, app?: string, within?: (t: ToolRef) => boolean): number {
    if (!grant?.apps && !grant?.sets && !within && app === undefined) return this.catalog.size;
    return this.catalog.tools().filter((t) => (app === undefined || t.app === app) && mayUse(grant, t) && (!within || within(t))).length;
  }

  /** The wire shape of a hit. */
  static result(h: SearchHit): SearchResult {
    const d = h.tool.record.description || h.tool.tool.description || '';
    const line = d.split('\n', 1)[0]!.trim();
    return {
      name: h.name,
      app: h.app,
      score: h.score,
      description: line.length > 200 ? `${line.slice(0, 199)}…` : line,
      matched: h.matched,
    };
  }

  close(): void {
    clearTimeout(this.timer);
    for (const u of this.unsubscribe) u();
  }
}
