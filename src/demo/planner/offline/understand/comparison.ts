import { alternation } from '../core/known.js';
import { CHANGE } from '../lexicon/asking.js';
import { NUMBER_WORDS } from './order.js';
import { MONTH_NAME } from './dates.js';
import { COMPARISON_RULES } from '../rules/comparison.js';

/**
 * Two values weighed ("… A or B", "… A than B", "A vs B"), not a threshold ("more than 5",
 * "or more"); and a figure's change from one period to another ("grew from 2024 to 2025").
 */
export const COMPARATIVE = COMPARISON_RULES.comparative.pattern;

/** A number in digits or words ("3", "three"). */
const NUMBER = `(?:\\d+|(?:${Object.keys(NUMBER_WORDS).join('|')})\\b)`;
/** "more than 5", "more than one": a threshold, not two values weighed. */
const BOUNDED = new RegExp(`\\b(?:more|less|fewer|greater|higher|lower|bigger|larger|smaller)\\s+than\\s+(?:\\$\\s?)?${NUMBER}`);

/** The words that ask for a change (lexicon/asking.ts), and the periods it runs between. */
const CHANGE_RE = new RegExp(`(?:^|\\s|\\b)(?:${alternation([...CHANGE.words, ...CHANGE.alsoSaid])})\\b`);
/** Periods of one kind: two years, two quarters, two halves or two months ("q3 2025" is one period). */
const PERIODS = [
  COMPARISON_RULES.yearNamed.pattern,
  COMPARISON_RULES.quarterNamed.pattern,
  COMPARISON_RULES.halfNamed.pattern,
  new RegExp(`\\b${MONTH_NAME}\\b`, 'g'),
];

/** "grew from 2024 to 2025", "% change, 2024 vs 2025": a change asked between two periods named (lower-case text). */
export function changeAsked(text: string): boolean {
  return CHANGE_RE.test(text) && PERIODS.some((re) => new Set(text.match(re) ?? []).size >= 2);
}

/** Two values weighed, and which way the first is asked to lead. */
export function comparison(text: string): 'desc' | 'asc' | undefined {
  // "the revenue gap between A and B", "difference in revenue between A and B": how far the first leads
  if (COMPARISON_RULES.gapAsked.pattern.test(text) && COMPARISON_RULES.betweenSides.pattern.test(text)) return 'desc';
  if (COMPARISON_RULES.compared.pattern.test(text) && COMPARISON_RULES.comparedSides.pattern.test(text)) return 'desc';
  // "my accounts vs the third-party ones": two things set side by side
  if (COMPARISON_RULES.versus.pattern.test(text)) return 'desc';
  // "how much did won value grow from 2024 to 2025": the two periods weighed
  if (changeAsked(text)) return 'desc';
  const c = COMPARATIVE.exec(text);
  if (!c || !COMPARISON_RULES.weighedJoin.pattern.test(text)) return undefined;
  if (COMPARISON_RULES.openBound.pattern.test(text)) return undefined;
  if (BOUNDED.test(text)) return undefined;
  return COMPARISON_RULES.lesser.pattern.test(c[1]!) ? 'asc' : 'desc';
}
