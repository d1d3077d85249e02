import type { Mention } from './extract.js';
import { VALUE_RULES } from '../rules/understand-values.js';

/**
 * "prospecting thru negotiation", "from qualification to proposal": two values of one field
 * joined as a range stand for every value between them, in the order a parameter lists them
 * (its enum). The values between are added as mentions over the range's words.
 */
const BETWEEN = VALUE_RULES.rangeJoin.pattern;

export function valueRanges(text: string, mentions: Mention[], lists: string[][]): Mention[] {
  const known = mentions
    .filter((m): m is Extract<Mention, { kind: 'text' }> => m.kind === 'text' && m.source === 'known')
    .sort((a, b) => a.start - b.start);
  const added: Mention[] = [];
  for (const [i, a] of known.entries()) {
    const b = known[i + 1];
    if (!b) continue;
    const joined =
      BETWEEN.test(text.slice(a.end, b.start)) ||
      (VALUE_RULES.betweenBefore.pattern.test(text.slice(0, a.start)) && VALUE_RULES.andOnly.pattern.test(text.slice(a.end, b.start)));
    if (!joined) continue;
    const order = lists.find((l) => l.includes(a.text) && l.includes(b.text));
    if (!order) continue;
    const from = order.indexOf(a.text);
    const to = order.indexOf(b.text);
    if (Math.abs(to - from) < 2) continue;
    // the values between read as the first end does (its field)
    for (const v of order.slice(Math.min(from, to) + 1, Math.max(from, to)))
      added.push({ ...a, text: v, start: a.end, end: b.start, before: a.after, after: b.before });
  }
  return added.length > 0 ? [...mentions, ...added].sort((x, y) => x.start - y.start) : mentions;
}
