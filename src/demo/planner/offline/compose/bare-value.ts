import type { PlanContext } from '../../types.js';
import { allowedValues } from '../core/schema.js';
import { findStates } from '../core/states.js';
import { isCountryName } from '../core/countries.js';
import { words } from '../core/tokenize.js';
import { BARE_VALUE } from '../lexicon/refer.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';

/**
 * "Canada?" after "how many firms in peru": a follow-up that is only a value (a state, a
 * country, a value a tool's parameter takes) is the previous question asked of it, read as
 * "what about Canada?" (lexicon/refer.ts BARE_VALUE); undefined for anything else.
 */
export function bareValue(ctx: PlanContext): string | undefined {
  if (ctx.history.length === 0) return undefined;
  const text = ctx.message.replace(WORD_SHAPE_RULES.trailingPunctuation.pattern, '').trim();
  const n = words(text).length;
  if (n === 0 || n > BARE_VALUE.maxWords) return undefined;
  const lower = text.toLowerCase();
  const state = findStates(text).some((h) => h.start === 0 && h.end === text.length);
  const value = () => ctx.tools.list().some((t) => t.parameters.some((p) => allowedValues(p).some((v) => v.toLowerCase() === lower)));
  return state || isCountryName(lower) || value() ? `${BARE_VALUE.as} ${ctx.message.trim()}` : undefined;
}
