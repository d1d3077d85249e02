import type { PlanContext } from '../../types.js';
import type { AgentTool, ToolCallOutcome } from '../../../tools/types.js';
import { readTool, type Fetched, type Need } from '../../../query/read.js';

/**
 * The planner's reads go through the query layer's reader (src/demo/query/read.ts): a
 * paginated list read to its end when the question needs every row, or one small page.
 */
export { MAX_PAGES, type Fetched, type Need } from '../../../query/read.js';

const callOf = (ctx: PlanContext) => ({ sessionId: ctx.sessionId, signal: ctx.signal, emit: ctx.emit });

export async function callTool(
  ctx: PlanContext,
  tool: AgentTool,
  args: Record<string, unknown>,
  hold?: string[],
): Promise<ToolCallOutcome> {
  return ctx.tools.call(tool.name, args, { ...callOf(ctx), ...(hold?.length ? { hold } : {}) });
}

export function fetchRows(ctx: PlanContext, tool: AgentTool, args: Record<string, unknown>, need: Need): Promise<Fetched> {
  return readTool(ctx.tools, callOf(ctx), tool, args, { need, shown: ctx.settings.demo.max_results });
}
