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
  const parts = [...argText(o.args), ...o.filters.map((f) => f.text)];
  return parts.length ? ` (${parts.join(', ')})` : '';
}
