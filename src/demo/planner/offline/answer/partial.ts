import type { AgentTool } from '../../../tools/types.js';
import type { Outcome } from '../run/execute.js';
import { formatNumber } from '../core/format.js';
import type { Shaped } from '../run/shape.js';
import { ANSWER_RULES } from '../rules/answer-words.js';

/**
 * The opening words of an answer whose figures cover only part of the data (a page bound
 * or a join bound stopped the read), so the first sentence says so: "Over the first 2,000
 * of 8,368 opportunities, …", "Partial: only the first 50 of 245 accounts were looked up".
 */
export function partialLead(o: Outcome, sh: Shaped, subject: (t: AgentTool) => string, sourceConds: string): string {
  const s = o.source;
  if (s?.capped && s.tool) {
    const looked = Math.min(s.looked, s.count);
    return (
      `Partial answer: only the first ${formatNumber(looked)} of ${formatNumber(s.count)} ` +
      `${subject(s.tool)}${sourceConds} were looked up (join bound); the other ` +
      `${formatNumber(s.count - looked)} were not counted. `
    );
  }
  const shaped = sh.aggregate || sh.groups || sh.order || sh.distinct || sh.project;
  if (!o.truncated || !(shaped || o.filters.length > 0) || o.reportedTotal === undefined) return '';
  return `Over the first ${formatNumber(o.before)} of ${formatNumber(o.reportedTotal)} ${subject(o.tool)}, `;
}

/** Joins the lead and the sentence it opens ("Over …, the total …"). */
export function withLead(lead: string, sentence: string): string {
  if (!lead || lead.endsWith('. ') || !ANSWER_RULES.sentenceOpens.pattern.test(sentence)) return lead + sentence;
  return lead + sentence.charAt(0).toLowerCase() + sentence.slice(1);
}
