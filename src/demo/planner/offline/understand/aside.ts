import { canonical, terms } from '../core/tokenize.js';
import type { Mention } from './extract.js';
import { parseIntent, type Intent } from './intent.js';
import { VALUE_RULES } from '../rules/understand-values.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/** The words of a message that name a field, read apart from those that name a value or a count of rows. */

/** "the total employee count": a field named so (`employee_count`) is a quantity, not a count of the rows. */
export function countFieldsNamed(text: string, countFields: Map<string, string>): string {
  return text.replace(VALUE_RULES.fieldCount.pattern, (m, w: string) => countFields.get(canonical(w.toLowerCase())) ?? m);
}

/**
 * "count the distinct US cities", "which UK cities hold accounts": the values the
 * message names narrow the rows; the field whose values are asked is read without them.
 */
export function valuesAside(message: string, mentions: Mention[], intent: Intent): Intent {
  const valued = mentions.filter((m) => (m.kind === 'text' && m.source === 'known') || m.kind === 'state');
  if (valued.length === 0) return intent;
  let bare = message;
  for (const m of [...valued].sort((a, b) => b.start - a.start)) bare = `${bare.slice(0, m.start)} ${bare.slice(m.end)}`;
  const aside = parseIntent(bare.replace(SHAPE_RULES.spaceRuns.pattern, ' '));
  const named = new Set(valued.flatMap((m) => terms(message.slice(m.start, m.end))));
  const stale = (ws?: string[]) => ws?.some((w) => named.has(w)) === true;
  return {
    ...intent,
    ...(stale(intent.distinct) || (!intent.distinct && aside.distinct) ? { distinct: aside.distinct } : {}),
    ...(stale(intent.countOf) ? { countOf: aside.countOf } : {}),
  };
}
