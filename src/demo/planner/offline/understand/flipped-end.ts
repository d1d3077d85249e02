import { FLIPPED_END } from '../lexicon/previous.js';
import { COMPOSE_BUILT_RULES } from '../rules/compose-built.js';
import { alternation, escapeRegExp } from '../core/known.js';
import { NUMBER_WORDS } from '../lexicon/amounts.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { ORDER_RULES } from '../rules/order.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { words } from '../core/tokenize.js';

/** The question before with its end turned to `end` said now, or undefined when it says no opposite end. */
export function endTurned(end: string, before: string, count?: string): string | undefined {
  // (with a count said, "bottom 3", the count said before the end's turn is put in its place: "top 5" → "bottom 3")
  const after = count ? `(?:\\s+(?:\\d+|${alternation(Object.keys(NUMBER_WORDS))})\\b)?` : '';
  const opposite = FLIPPED_END.ends[end]?.map((o) => new RegExp(`\\b${escapeRegExp(o)}\\b${after}`, 'i')).find((re) => re.test(before));
  const turn = (said: string) => {
    const word = said.split(SHAPE_RULES.spaces.pattern)[0]!;
    return `${FLIPPED_END.turned[word.toLowerCase()] ?? end}${count ? ` ${count}` : ''}`;
  };
  return opposite ? before.replace(opposite, turn) : undefined;
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
 * "which one comes last?" or "now reverse it" after "rank the towns by zeta" (no end said, the
 * largest first, or said from one end to the other): that ranking the other way round, or undefined
 * when the question before ranked nothing. A ranking said with an end ("top 5") is turned at that end.
 */
export function bottomOfRanking(message: string, before: string): string | undefined {
  const end = COMPOSE_BUILT_RULES.flippedEnd.pattern.exec(message)?.[1]?.toLowerCase();
  const reversed = ORDER_RULES.reversed.pattern.test(message);
  if ((!reversed && (!end || !FLIPPED_END.bottoms.includes(end))) || !ORDER_RULES.sortBy.pattern.test(before.toLowerCase()))
    return undefined;
  const plain = before.replace(ORDER_RULES.span.pattern, '');
  const said = Object.keys(FLIPPED_END.ends).find((e) => new RegExp(`\\b${escapeRegExp(e)}\\b`, 'i').test(plain));
  if (said) return reversed ? endTurned(FLIPPED_END.ends[said]![0]!, plain) : undefined;
  // (a count said, "bottom 2", kept: the first that many of the turned ranking)
  const count = words(message).find((w) => Number.isInteger(Number(w)) || w in NUMBER_WORDS);
  return `${plain.replace(WORD_SHAPE_RULES.trailingPunctuation.pattern, '')}, ${FLIPPED_END.bottomFirst}${count ? `, top ${count}` : ''}`;
}
