import type { PlanContext, PlanResult } from '../../types.js';
import { PAIR } from '../lexicon/pair.js';
import { escapeRegExp } from '../core/known.js';
import { twoFigures } from './answer.js';
import type { Ask } from './parts.js';
import { COMPOSE_TEXT_RULES } from '../rules/compose-text.js';

/**
 * Two records the question names, weighed on one quantity ("Acme Inc or Nova LLC: which
 * earns more, and by how much"): read again, after a single reading that was not sure of
 * itself, as two questions, the quantity of each record, answered with the larger and the
 * gap (compose/answer.ts). The quantity is what the question says once the two names and
 * the words that only ask the weighing (lexicon/pair.ts) are taken out.
 */
const NAMED_RULE = 'record named: "';

/** The quantity asked of both records, or undefined when the question weighs nothing or names no quantity. */
export function pairOf(message: string, names: string[]): { measure: string } | undefined {
  if (names.length !== 2) return undefined;
  let rest = ` ${message} `;
  for (const n of names) rest = rest.replace(new RegExp(`(?<![a-z0-9])${escapeRegExp(n)}(?![a-z0-9])`, 'i'), ' ; ');
  const ts = rest
    .toLowerCase()
    .split(COMPOSE_TEXT_RULES.wordBreaks.pattern)
    .filter((t) => t !== '' && t !== '-');
  if (!ts.some((t) => PAIR.weighing.includes(t))) return undefined;
  const measure = ts.filter((t) => !PAIR.weighing.includes(t) && !PAIR.asking.includes(t));
  const implied = PAIR.implied.find((i) => ts.some((t) => i.words.includes(t)))?.measure;
  return measure.length > 0 ? { measure: measure.join(' ') } : implied ? { measure: implied } : undefined;
}

export async function pairAnswer(ctx: PlanContext, single: PlanResult, answer: Ask): Promise<PlanResult | undefined> {
  if (single.confidence > 0.5) return undefined;
  const names = (single.reading?.rules ?? []).filter((r) => r.startsWith(NAMED_RULE)).map((r) => r.slice(NAMED_RULE.length, -1));
  const pair = pairOf(ctx.message, names);
  if (!pair) return undefined;
  const [a, b] = names as [string, string];
  const asked = (n: string) => `total ${pair.measure} of ${n}`;
  return twoFigures(ctx, answer, {
    rule: 'two records',
    op: 'difference',
    a: asked(a),
    b: asked(b),
    tail: '',
    pair: { names: [a, b], measure: pair.measure },
  });
}
