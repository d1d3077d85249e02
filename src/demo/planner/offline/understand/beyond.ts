import type { Mention } from './extract.js';
import type { Intent } from './intent.js';
import { VALUE_RULES } from '../rules/understand-values.js';

/**
 * "larger than Acme Corp", "accounts above Acme": a record named as the bound the
 * rows must pass on a measure, not as the record asked about. 'gt' or 'lt', else undefined.
 */
const ABOVE = VALUE_RULES.above.pattern;
const BELOW = VALUE_RULES.below.pattern;
/** The words that bound by themselves, with no "than". */
const PLACED = VALUE_RULES.placedBound.pattern;

export function beyondDir(m: Mention): 'gt' | 'lt' | undefined {
  if (m.kind !== 'entity') return undefined;
  const b = m.before;
  // "above X"; "bigger than X", "more revenue than X" (the measure between); never "which is bigger, X or Y"
  const said = b[b.length - 1] === 'than' ? b.slice(0, -1).reverse() : b.slice(-1).filter((w) => PLACED.test(w));
  const word = said.find((w) => ABOVE.test(w) || BELOW.test(w));
  return word && ABOVE.test(word) ? 'gt' : word && BELOW.test(word) ? 'lt' : undefined;
}

/** The comparison a bound record was read as ("bigger … than X" weighs nothing): dropped. */
export function withoutBoundCompare(intent: Intent, mentions: Mention[]): Intent {
  if (!intent.compare || !mentions.some((m) => beyondDir(m) !== undefined)) return intent;
  return { ...intent, compare: undefined, order: intent.order?.word ? undefined : intent.order };
}
