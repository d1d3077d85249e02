import { FLIPPED_END } from '../lexicon/previous.js';
import { COMPOSE_BUILT_RULES } from '../rules/compose-built.js';
import { escapeRegExp } from '../core/known.js';
import { ORDER_RULES } from '../rules/order.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';

/** The question before with its end turned to `end` said now, or undefined when it says no opposite end. */
export function endTurned(end: string, before: string): string | undefined {
  const opposite = FLIPPED_END.ends[end]?.map((o) => new RegExp(`\\b${escapeRegExp(o)}\\b`, 'i')).find((re) => re.test(before));
  return opposite ? before.replace(opposite, (said) => FLIPPED_END.turned[said.toLowerCase()] ?? end) : undefined;
}

/**
 * "and the smallest?" after "the town with most quarries": the other end of a count, the fewest
 * (never the smallest of some other measure), or undefined when the question before ranked no count.
 */
export function countEndTurned(message: string, before: string): string | undefined {
  const end = COMPOSE_BUILT_RULES.flippedEnd.pattern.exec(message)?.[1]?.toLowerCase();
  if (!end || !FLIPPED_END.counts.some((c) => new RegExp(`\\b${c}\\b`, 'i').test(before))) return undefined;
  return endTurned(end, before);
}

/**
 * "which one comes last?" after "rank the towns by zeta" (no end said, the largest first): that
 * ranking the other way round, or undefined when the question before said an end or ranked nothing.
 */
export function bottomOfRanking(message: string, before: string): string | undefined {
  const end = COMPOSE_BUILT_RULES.flippedEnd.pattern.exec(message)?.[1]?.toLowerCase();
  if (!end || !FLIPPED_END.bottoms.includes(end) || !ORDER_RULES.sortBy.pattern.test(before.toLowerCase())) return undefined;
  const ends = Object.keys(FLIPPED_END.ends).map((e) => new RegExp(`\\b${escapeRegExp(e)}\\b`, 'i'));
  if (ends.some((re) => re.test(before))) return undefined;
  return `${before.replace(WORD_SHAPE_RULES.trailingPunctuation.pattern, '')}, ${FLIPPED_END.bottomFirst}`;
}
