import type { PlanContext, PlanResult, Planner } from '../types.js';
import { indexFor } from './retrieve.js';
import { terms } from './tokenize.js';
import { findRows } from './rows.js';
import { plural, rowLine } from './format.js';

/**
 * The offline planner: answers with no model, over whatever tools the ToolBox lists.
 * (First cut: retrieval and a single read-only call; the full pipeline follows.)
 */
export function createOfflinePlanner(): Planner {
  return {
    name: 'offline',
    async answer(ctx: PlanContext): Promise<PlanResult> {
      const tools = ctx.tools.list().filter((t) => t.readOnly);
      const ranked = indexFor(tools).rank(terms(ctx.message));
      const best = ranked[0];
      if (!best || best.score <= 0) {
        return { response: "I couldn't match that message to any tool.", result: null, confidence: 0.1 };
      }
      ctx.emit({ type: 'plan', text: `call ${best.tool.name}`, planner: 'offline' });
      const out = await ctx.tools.call(best.tool.name, {}, { sessionId: ctx.sessionId, signal: ctx.signal, emit: ctx.emit });
      if (out.status === 'error') return { response: `${best.tool.name} failed: ${out.error ?? 'error'}`, result: null, confidence: 0.2 };
      const set = findRows(out.result);
      const shown = set.rows.slice(0, ctx.settings.demo.max_results);
      const total = set.total ?? set.rows.length;
      return { response: [`Found ${plural(total, 'row')}:`, ...shown.map((r, i) => `${i + 1}. ${rowLine(r)}`)].join('\n'), result: set.rows, confidence: 0.4 };
    },
  };
}
