import type { PlanResult } from '../../types.js';
import type { AgentTool } from '../../../tools/types.js';
import type { Ranked } from '../choose/retrieve.js';
import { fieldWords } from '../core/format.js';
import { subjectOf } from '../choose/params.js';

/**
 * Honest limits: what to say when the message could not be understood, or a tool needs a
 * value the message does not give. Always lists the closest tools and a rephrasing.
 */
const OUT_OF_SCOPE =
  /\b(weather|poem|joke|story|song|haiku|essay|recipe|translate|lyrics|horoscope|movie|football|stock price|capital of|meaning of life)\b/i;

export function outOfScope(message: string): boolean {
  return OUT_OF_SCOPE.test(message);
}

function firstSentence(text: string): string {
  const s = text.split(/(?<=\.)\s/)[0] ?? text;
  return s.length > 120 ? `${s.slice(0, 117)}...` : s;
}

function closest(ranked: Ranked[], all: AgentTool[], n = 3): AgentTool[] {
  const hits = ranked.filter((r) => r.score > 0).map((r) => r.tool);
  return (hits.length > 0 ? hits : all.filter((t) => t.readOnly)).slice(0, n);
}

function suggestion(tools: AgentTool[]): string {
  const examples = [
    ...new Set(
      tools.slice(0, 3).map((t) => {
        const s = subjectOf(t);
        return `"list ${s.mine ? 'my ' : ''}${s.text}"`;
      }),
    ),
  ].slice(0, 2);
  return examples.length
    ? `Try asking about what these tools offer, e.g. ${examples.join(' or ')}, naming the ` +
        `values to use (an id, a name in quotes, a state, an amount).`
    : 'No tools are available right now: check that the registry is running and lists tools.';
}

export function decline(message: string, ranked: Ranked[], all: AgentTool[], why?: string): PlanResult {
  const tools = closest(ranked, all);
  const lines = [
    why ??
      `I couldn't understand "${message.trim()}" as a question these tools can ` +
        `answer${outOfScope(message) ? ' (it looks outside what the connected APIs cover)' : ''}, ` +
        `so I ran nothing.`,
    ...(tools.length ? ['Closest tools:', ...tools.map((t) => `- ${t.name}: ${firstSentence(t.description)}`)] : []),
    suggestion(tools),
  ];
  return { response: lines.join('\n'), result: { closest_tools: tools.map((t) => t.name) }, confidence: 0.1 };
}

export function missingValues(
  tool: AgentTool,
  missing: { name: string; description: string }[],
  ranked: Ranked[],
  all: AgentTool[],
  message: string,
): PlanResult {
  const names = missing.map((p) => `${fieldWords(p.name)}${p.description ? ` (${firstSentence(p.description)})` : ''}`);
  const why =
    `To use ${tool.name} I need ${names.join(', ')}, and "${message.trim()}" doesn't give ` +
    `${missing.length === 1 ? 'it' : 'them'}, so I ran nothing.`;
  return decline(message, [{ tool, score: 1, strong: [], matched: [] }, ...ranked.filter((r) => r.tool !== tool)], all, why);
}
