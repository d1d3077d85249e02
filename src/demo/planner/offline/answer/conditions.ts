import { fieldWords, formatValue, monthYear } from '../core/format.js';
import type { Outcome } from '../run/outcome.js';

/** A call's arguments in words: "November 2024" for a month and year, else "min value $50,000". */
export function argText(args: Record<string, unknown>): string[] {
  const month = monthYear(args);
  const rest = Object.entries(args).filter(([k]) => !month || (k !== 'month' && k !== 'year'));
  return [...(month ? [month] : []), ...rest.map(([k, v]) => `${fieldWords(k)} ${formatValue(k, v)}`)];
}

/** " (state TX, November 2024)": the arguments and row filters an answer was found under. */
export function conditions(o: Pick<Outcome, 'args' | 'filters'>): string {
  // (a value said twice, "c-level (ceo, cfo or cto)", is said once)
  const parts = [...new Set([...argText(o.args), ...o.filters.map((f) => f.text)])];
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** Ordinal words by number (ORD[3] = "third"). */
export const ORD = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** " (my accounts, third by revenue)": what a join started from, in words. */
export function sourceConds(o: Outcome): string {
  const s = o.source;
  if (!s) return '';
  const lowest = s.orderDir === 'asc' ? 'lowest' : '';
  const rank = s.place ? [ORD[s.place] ?? `number ${s.place}`, lowest] : [lowest || 'top'];
  const conds = [
    ...argText(s.args ?? {}),
    ...s.filters.map((f) => f.text),
    ...(s.ordered ? [`${rank.filter(Boolean).join(' ')} by ${fieldWords(s.ordered)}`] : []),
  ];
  return conds.length ? ` (${conds.join(', ')})` : '';
}
