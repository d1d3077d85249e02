import type { Outcome } from '../run/execute.js';
import type { Intent } from '../understand/intent.js';
import { applyFilters } from '../run/filters.js';
import { formatNumber, listWords } from '../core/format.js';
import { subjectOf } from '../choose/params.js';
import { labelOf } from '../core/rows.js';
import type { Worded } from './worded.js';

/** Conditions that look for words in a text field. */
const WORDS_IN = new Set(['contains', 'has_word', 'starts_with', 'ends_with_word']);

/** Past this many, the records that fail are counted and the first of them named. */
const NAMED = 10;

/**
 * "are all of my quarries above $1M?", "does every zeta firm sit in lima?": a yes only when every record the
 * question is about meets its condition. The condition is the one said last (English says what is asked of the
 * records after naming them); the conditions said before it pick the records. A no names those that fail it.
 */
export function everyText(o: Outcome, intent: Intent): Worded | undefined {
  if (!intent.every || o.kind !== 'list' || !o.read || o.filters.length === 0) return undefined;
  const last = o.filters.reduce((a, b) => ((b.at ?? 0) > (a.at ?? 0) ? b : a));
  // (words looked for in the records' names are no condition said of them: "… also has a zeta account")
  if (last.guessed || ('op' in last.cond && WORDS_IN.has(last.cond.op))) return undefined;
  const scope = o.filters.filter((f) => f !== last);
  const about = applyFilters(o.read, scope);
  const kept = new Set(applyFilters(about, [last]));
  const fail = about.filter((r) => !kept.has(r));
  const own = subjectOf(o.tool);
  const picked = scope.length > 0 ? ` (${scope.map((f) => f.text).join(', ')})` : '';
  const your = own.mine ? 'your' : 'the';
  const whose = `${your} ${formatNumber(about.length)} ${own.text}${picked}`;
  const plan = { plan: { filters: scope, steps: [] }, checked: { not: last.cond } };
  if (about.length > 0 && fail.length === 0)
    return {
      response: `Yes: all ${formatNumber(about.length)} of ${your} ${own.text}${picked} meet the condition (${last.text}).`,
      result: [],
      ...plan,
    };
  if (about.length === 0)
    return { response: `No: none of ${whose} were found, so none meets the condition (${last.text}).`, result: [], ...plan };
  const names = fail.slice(0, NAMED).map((r) => labelOf(r) ?? '(unnamed)');
  const list = fail.length > NAMED ? `${names.join(', ')} and ${formatNumber(fail.length - NAMED)} more` : listWords(names);
  return {
    response: `No: ${formatNumber(fail.length)} of ${whose} do not meet the condition (${last.text}): ${list}.`,
    result: fail,
    ...plan,
  };
}
