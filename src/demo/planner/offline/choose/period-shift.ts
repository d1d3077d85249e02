import type { Mention } from '../understand/extract.js';
import { PERIOD_SHIFT } from '../lexicon/period-shift.js';
import { spacedAlternation as alt } from '../core/known.js';
import { CHOOSE_PARAM_RULES } from '../rules/choose-params.js';

const SHIFTS = PERIOD_SHIFT.said.map((s) => ({
  step: s.step,
  quarter: s.quarter === true,
  re: new RegExp(
    `^\\s*(?:(?:${alt(PERIOD_SHIFT.leads)})\\b[\\s,]*)*(?:${alt(s.words)})(?:\\s+(?:${alt(PERIOD_SHIFT.ends)}))?[\\s?.!]*$`,
    'i',
  ),
}));
const PLACED = CHOOSE_PARAM_RULES.placedBefore.pattern;

/**
 * "and the prior year?" after a question of one year: that question with the year moved
 * (lexicon/period-shift.ts). Undefined unless the follow-up says only that and the previous
 * question named exactly one year.
 */
export function periodShifted(message: string, prevAsked: string | undefined, prevMentions: Mention[]): string | undefined {
  const shift = prevAsked !== undefined ? SHIFTS.find((s) => s.re.test(message)) : undefined;
  if (shift?.quarter) {
    // ("and the following quarter?" after Q4 2030: Q1 2031, the quarter said in its place)
    const qs = prevMentions.filter(
      (m): m is Extract<Mention, { kind: 'month' }> => m.kind === 'month' && m.span === 3 && m.year !== undefined,
    );
    if (qs.length !== 1) return undefined;
    const q = qs[0]!;
    const at = q.year! * 4 + (q.month - 1) / 3 + shift.step;
    const said = `Q${(at % 4) + 1} ${Math.floor(at / 4)}`;
    const head = prevAsked!.slice(0, q.start);
    return `${head}${PLACED.test(head) ? said : `in ${said}`}${prevAsked!.slice(q.end)}`;
  }
  const years = prevMentions.filter((m) => m.kind === 'year');
  if (!shift || years.length !== 1) return undefined;
  const y = years[0]! as Extract<Mention, { kind: 'year' }>;
  const head = prevAsked!.slice(0, y.start);
  const year = String(y.year + shift.step);
  return `${head}${PLACED.test(head) ? year : `in ${year}`}${prevAsked!.slice(y.end)}`;
}
