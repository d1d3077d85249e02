import { VALUE_RULES } from '../rules/understand-values.js';
import type { Mention } from './mention.js';

/** A whole period, said without a bound ("2025", "Q1 2026"). */
const wholePeriod = (m: Mention) => (m.kind === 'year' || m.kind === 'month') && m.comparator === undefined;

/**
 * "closing in 2025 and 2026", "in march or april": a whole period said in a list with the one before it
 * (only "and", "or" or a comma between), marked `listed`, so the two are either-or.
 */
export function listedPeriods(text: string, mentions: Mention[]): Mention[] {
  const sorted = [...mentions].sort((a, b) => a.start - b.start);
  return sorted.map((m, i) => {
    const prev = sorted[i - 1];
    const listed =
      prev !== undefined && wholePeriod(m) && wholePeriod(prev) && VALUE_RULES.listedAfter.pattern.test(text.slice(prev.end, m.start));
    return listed ? { ...m, listed: true } : m;
  });
}
