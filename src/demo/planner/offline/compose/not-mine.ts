import type { PlanContext, PlanResult } from '../../types.js';
import { NOT_MINE } from '../lexicon/mine.js';
import { alternation } from '../core/known.js';
import { canonical, RECORD_KINDS, words } from '../core/tokenize.js';
import { INTENT_GROUP_RULES } from '../rules/intent-group.js';

/** An owner word, then the up to three words after it ("my contacts", "our big open deals"). */
const OWNED = new RegExp(`\\b(?:${alternation(NOT_MINE.owners)})\\s+((?:[a-z-]+\\s+){0,2}[a-z-]+)`, 'gi');

/** The message with each owner word before a kind of record read as NOT_MINE.as; undefined when there is none. */
export function withoutOwner(message: string): string | undefined {
  let found = false;
  const out = message.replace(OWNED, (all, after: string) => {
    if (!words(after).some((w) => RECORD_KINDS.has(canonical(w)))) return all;
    found = true;
    return `${NOT_MINE.as} ${after}`;
  });
  return found ? out : undefined;
}

/**
 * "list my people at Zeta Labs" where Zeta Labs is none of the caller's own records (an unsure answer that read
 * a record by name): asked again without "my"; kept when that reading is sure and uses every word, and said first.
 * Never for a question whether a record is the caller's ("is Zeta Labs one of my accounts?": no is its answer).
 */
export async function notMineAnswer(
  ctx: PlanContext,
  single: PlanResult,
  answer: (c: PlanContext) => Promise<PlanResult>,
): Promise<PlanResult | undefined> {
  if (single.confidence > 0.5 || !single.reading?.rules.some((r) => r.startsWith('record named'))) return undefined;
  if (INTENT_GROUP_RULES.yesNoOpener.pattern.test(ctx.message.toLowerCase())) return undefined;
  const message = withoutOwner(ctx.message);
  if (!message) return undefined;
  const r = await answer({ ...ctx, message });
  if (r.confidence <= 0.5 || (r.reading?.unused.length ?? 1) > 0) return undefined;
  return {
    ...r,
    response: `The record you named is not one of your own; read as: "${message}".\n${r.response}`,
    reading: { ...r.reading!, rules: [...r.reading!.rules, `not mine: read as "${message}"`] },
  };
}
