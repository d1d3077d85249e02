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

/**
 * `llm.max_tools`: the model never receives more tools than that per turn. A catalogue that
 * fits is offered whole; a larger one is ranked against the message by the offline
 * planner's retrieval index (BM25 over names, descriptions and parameters), and the model
 * gets the best `max - 2` plus `find_tools`; the `query` tool (results.ts) is always offered
 * beside them. Tools the model found or called stay offered
 * (most recent first) and the ranked ones fill the rest.
 */
export class Shortlist {
  private readonly pinned: AgentTool[] = [];
  private readonly ranked: AgentTool[];
  readonly whole: boolean;

  constructor(
    private readonly all: AgentTool[],
    private readonly naming: ToolNaming,
    private readonly max: number,
    query: string,
  ) {
    this.whole = all.length <= max;
    this.ranked = this.whole
      ? all
      : indexFor(all)
          .rank(terms(query))
          .map((r) => r.tool);
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

  /** `find_tools`: the best matches for the query, pinned so the next turn offers them. */
  find(args: Record<string, unknown>): { error: string } | { result: unknown } {
    const query = typeof args.query === 'string' ? args.query.trim() : '';
    if (query === '') return { error: 'find_tools needs a "query": a few words of what the tool should do' };
    const limit = Math.min(20, Math.max(1, Number.isInteger(args.limit) ? (args.limit as number) : FIND_LIMIT));
    const hits = indexFor(this.all)
      .rank(terms(query))
      .filter((r) => r.score > 0)
      .slice(0, limit);
    for (const h of [...hits].reverse()) this.pin(h.tool);
    return {
      result: {
        query,
        catalogue_size: this.all.length,
        tools: hits.map((h) => ({ name: this.naming.define(h.tool).name, description: h.tool.description.slice(0, 200) })),
        ...(hits.length === 0 ? { note: 'No tool matches; try other words.' } : {}),
      },
    };
  }
}
