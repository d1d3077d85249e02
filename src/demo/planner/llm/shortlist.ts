import { indexFor, terms } from '../offline/index.js';
import type { AgentTool } from '../../tools/types.js';
import type { ToolNaming } from './schema.js';
import type { ModelTool } from './types.js';
import { queryTool } from './results.js';

/** The tool a model uses to search a catalogue larger than what it is offered. */
export const FIND_TOOLS = 'find_tools';
const FIND_LIMIT = 10;

const findTool: ModelTool = {
  name: FIND_TOOLS,
  description:
    'Search the whole tool catalogue by what you need to do (words of the task, the data, the system). ' +
    'Returns matching tools; they can be called from the next step on.',
  parameters: {
    type: 'object',
    properties: {
      query: { type: 'string', description: 'What the tool should do, in a few words' },
      limit: { type: 'integer', minimum: 1, maximum: 20, description: `How many tools to return (default ${FIND_LIMIT})` },
    },
    required: ['query'],
  },
};

/** The registry's search (ToolBox.search): tool names for a task, best first; undefined when it cannot search. */
export type RegistrySearch = (query: string, k: number) => Promise<string[] | undefined>;

/**
 * `llm.max_tools`: the model never receives more tools than that per turn. A catalogue that
 * fits is offered whole; a larger one is ranked against the message by the registry's tool
 * search (GET /apis?q=, the same search every client of the registry gets), and the model
 * gets the best `max - 2` plus `find_tools`, which searches the registry too; the `query`
 * tool (results.ts) is always offered beside them. Tools the model found or called stay
 * offered (most recent first) and the ranked ones fill the rest. Tools the registry does
 * not hold (the browser's) come first; a registry that cannot search (an older one, or
 * down) leaves the ranking to the offline planner's retrieval index.
 */
export class Shortlist {
  private readonly pinned: AgentTool[] = [];
  readonly whole: boolean;

  private constructor(
    private readonly all: AgentTool[],
    private readonly naming: ToolNaming,
    private readonly max: number,
    private readonly search: RegistrySearch,
    private ranked: AgentTool[],
  ) {
    this.whole = all.length <= max;
  }

  static async open(all: AgentTool[], naming: ToolNaming, max: number, query: string, search: RegistrySearch): Promise<Shortlist> {
    const list = new Shortlist(all, naming, max, search, all);
    if (!list.whole) list.ranked = await list.rank(query, Math.max(1, max - 2));
    return list;
  }

  /** The tools for a query, best first: the browser's, then the registry's ranking (or the local index's). */
  private async rank(query: string, k: number): Promise<AgentTool[]> {
    const own = this.all.filter((t) => t.kind === 'browser');
    const names = await this.search(query, Math.min(50, k)).catch(() => undefined);
    if (names === undefined)
      return indexFor(this.all)
        .rank(terms(query))
        .map((r) => r.tool);
    const byName = new Map(this.all.map((t) => [t.name, t]));
    return [...own, ...names.map((n) => byName.get(n)).filter((t): t is AgentTool => t !== undefined)];
  }

  get total(): number {
    return this.all.length;
  }

  /** The tools offered for the next model call. */
  offered(): ModelTool[] {
    if (this.whole) return [...this.all.map((t) => this.naming.define(t)), queryTool];
    const picked = new Set<AgentTool>();
    for (const t of [...this.pinned, ...this.ranked]) {
      if (picked.size >= this.max - 2) break;
      picked.add(t);
    }
    return [...[...picked].map((t) => this.naming.define(t)), findTool, queryTool];
  }

  /** The real tool behind a name the model used, offered or not (a name from find_tools, a tool's own name). */
  lookup(modelName: string): AgentTool | undefined {
    return this.naming.resolve(modelName) ?? this.all.find((t) => t.name === modelName || this.naming.define(t).name === modelName);
  }

  /** Keeps a tool the model used offered in later turns. */
  pin(tool: AgentTool): void {
    const i = this.pinned.indexOf(tool);
    if (i >= 0) this.pinned.splice(i, 1);
    this.pinned.unshift(tool);
  }

  /** `find_tools`: the best matches for the query (the registry's search), pinned so the next turn offers them. */
  async find(args: Record<string, unknown>): Promise<{ error: string } | { result: unknown }> {
    const query = typeof args.query === 'string' ? args.query.trim() : '';
    if (query === '') return { error: 'find_tools needs a "query": a few words of what the tool should do' };
    const limit = Math.min(20, Math.max(1, Number.isInteger(args.limit) ? (args.limit as number) : FIND_LIMIT));
    // the browser's tools are offered from the first turn on: a search names the registry's
    const found = (await this.rank(query, limit)).filter((t) => t.kind !== 'browser').slice(0, limit);
    for (const t of [...found].reverse()) this.pin(t);
    return {
      result: {
        query,
        catalogue_size: this.all.length,
        tools: found.map((t) => ({ name: this.naming.define(t).name, description: t.description.slice(0, 200) })),
        ...(found.length === 0 ? { note: 'No tool matches; try other words.' } : {}),
      },
    };
  }
}
