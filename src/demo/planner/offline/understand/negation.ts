import type { Mention } from './extract.js';

/**
 * "not in Texas", "other than USD", "excluding the webinar leads", "besides Texas": a value
 * the rows must not hold. Read from the words just before the value.
 */
const LINK = new Set(['in', 'of', 'from', 'at', 'the', 'on', 'for', 'to', 'with', 'a', 'an', 'by']);

export function isNegated(m: Mention): boolean {
  if (m.kind !== 'text' && m.kind !== 'state') return false;
  const b = [...m.before];
  while (b.length > 0 && LINK.has(b[b.length - 1]!)) b.pop();
  const last = b[b.length - 1] ?? '';
  if (/^(?:not|except|exclud|besid|non)$/.test(last) || /^(?:exclud|besid)/.test(last)) return true;
  return last === 'than' && /^(?:other|anyth|anything|els|else)$/.test(b[b.length - 2] ?? '');
}

/** "not in California or Texas": a value listed right after a negated one is negated too. */
export function carryNegation(text: string, mentions: Mention[]): Mention[] {
  const sorted = [...mentions].sort((a, b) => a.start - b.start);
  let negated = false;
  return sorted.map((m, i) => {
    const prev = sorted[i - 1];
    const listed = prev !== undefined && negated && /^\s*(?:,\s*)?(?:and|or|nor|,)?\s*(?:in\s+)?$/i.test(text.slice(prev.end, m.start));
    const out = listed && (m.kind === 'text' || m.kind === 'state') && !isNegated(m) ? { ...m, before: [...m.before, 'not'] } : m;
    negated = isNegated(out);
    return out;
  });
}
