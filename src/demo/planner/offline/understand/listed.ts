import { VALUE_RULES } from '../rules/understand-values.js';
import type { Mention } from './mention.js';
import { FOLLOWUP_RULES } from '../rules/choose-followup.js';

/** A whole period, said without a bound ("2025", "Q1 2026"). */
const wholePeriod = (m: Mention) => (m.kind === 'year' || m.kind === 'month') && m.comparator === undefined;

/**
 * "closing in 2025 and 2026", "in march 2025 or april 2025": a whole period said with its year in a list with the one before it
 * (only "and", "or" or a comma between), marked `listed`, so the two are either-or.
 */
export function listedPeriods(text: string, mentions: Mention[]): Mention[] {
  const sorted = [...mentions].sort((a, b) => a.start - b.start);
  return sorted.map((m, i) => {
    const prev = sorted[i - 1];
    // (each said with its year: "in q1 2025 and in july" leaves july's year to a guess, and is no list)
    const dated = (x: Mention) => FOLLOWUP_RULES.yearSaid.pattern.test(text.slice(x.start, x.end));
    const listed =
      prev !== undefined &&
      wholePeriod(m) &&
      wholePeriod(prev) &&
      dated(m) &&
      dated(prev) &&
      VALUE_RULES.listedAfter.pattern.test(text.slice(prev.end, m.start));
    return listed ? { ...m, listed: true } : m;
  });
}
