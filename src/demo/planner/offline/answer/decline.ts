import type { PlanResult } from '../../types.js';
import type { AgentTool } from '../../../tools/types.js';
import type { Ranked } from '../choose/retrieve.js';
import { fieldWords, listWords, pluralWord } from '../core/format.js';
import { subjectOf } from '../choose/params.js';
import { ANSWER_RULES } from '../rules/answer-words.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/**
 * Honest limits: what to say when the message could not be understood, or a tool needs a
 * value the message does not give, and what the user can ask instead.
 */
const OUT_OF_SCOPE = ANSWER_RULES.outOfScope.pattern;

export function outOfScope(message: string): boolean {
  return OUT_OF_SCOPE.test(message);
}

/** A tool's summary: the first sentence of its description's first line, never cut mid-word. */
function summaryOf(text: string): string {
  const line = text.split('\n').find((l) => l.trim()) ?? '';
  return (line.split(ANSWER_RULES.afterSentenceStop.pattern)[0] ?? line).trim().replace(SHAPE_RULES.finalStop.pattern, '');
}

/** The tools the message came close to (some of its words match them); none when it matched nothing. */
function closest(ranked: Ranked[], n = 3): AgentTool[] {
  return ranked
    .filter((r) => r.score > 0)
    .map((r) => r.tool)
    .slice(0, n);
}

/** What the connected tools answer questions about, in the words of their subjects ("my accounts, contacts, ..."). */
function subjects(all: AgentTool[], n = 10): string[] {
  const seen = new Set<string>();
  for (const t of all.filter((x) => x.readOnly)) {
    const s = subjectOf(t);
    if (s.text !== 'results') seen.add(`${s.mine ? 'my ' : ''}${s.text}`);
  }
  // "account" (the get-one tool) is said by "accounts" (the list)
  return [...seen].filter((x) => !seen.has(pluralWord(x))).slice(0, n);
}

function suggestion(tools: AgentTool[], covered: string[]): string {
  const asked = tools.map((t) => {
    const s = subjectOf(t);
    const x = `${s.mine ? 'my ' : ''}${s.text}`;
    return covered.includes(pluralWord(x)) ? pluralWord(x) : x;
  });
  const examples = [...new Set([...asked, ...covered])].slice(0, 2).map((x) => `"list ${x}"`);
  return examples.length
    ? `You can ask, e.g., ${examples.join(' or ')}, naming the values to use (an id, a name in quotes, a state, an amount).`
    : 'No tools are available right now: check that the registry is running and lists tools (agent status).';
}

/**
 * Says what was not understood and what the user can do instead: the tools the message came
 * close to (name and one-line summary), or, when it matched none, what the tools do cover.
 */
export function decline(message: string, ranked: Ranked[], all: AgentTool[], why?: string): PlanResult {
  const away = outOfScope(message);
  const tools = away ? [] : closest(ranked);
  const covered = subjects(all);
  const lines = [
    why ??
      `I couldn't understand "${message.trim()}" as a question these tools can ` +
        `answer${away ? ' (it looks outside what the connected APIs cover)' : ''}, so I ran nothing.`,
    ...(tools.length
      ? ['Closest tools:', ...tools.map((t) => `- ${t.name}: ${summaryOf(t.description)}`)]
      : covered.length
        ? [`The connected tools answer questions about ${listWords(covered)}.`]
        : []),
    suggestion(tools, covered),
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
  const names = missing.map((p) => `${fieldWords(p.name)}${p.description ? ` (${summaryOf(p.description)})` : ''}`);
  const why =
    `To use ${tool.name} I need ${names.join(', ')}, and "${message.trim()}" doesn't give ` +
    `${missing.length === 1 ? 'it' : 'them'}, so I ran nothing.`;
  return decline(message, [{ tool, score: 1, strong: [], matched: [] }, ...ranked.filter((r) => r.tool !== tool)], all, why);
}
