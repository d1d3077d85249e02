import type { Mention } from '../understand/extract.js';
import { tokenize, type NameIndex } from './names.js';

/** Family names people hold, found written alone ("the garcias at our clients"). */
const surnameCache = new WeakMap<NameIndex, Set<string>>();

/**
 * "the garcias at our clients", "anyone called nguyen": a family name people hold, written alone
 * (in lower case or in the plural), as a mention of that name.
 */
function surnamesOf(index: NameIndex): Set<string> {
  let surnames = surnameCache.get(index);
  if (!surnames) {
    surnames = new Set(index.records.filter((r) => typeof r.row.email === 'string' && r.tokens.length >= 2).map((r) => r.tokens.at(-1)!));
    surnameCache.set(index, surnames);
  }
  return surnames;
}

/** Whether a mention is a family name people hold, written alone (so people are asked about). */
export function isSurname(m: Mention, index: NameIndex | undefined): boolean {
  return index !== undefined && m.kind === 'text' && m.source === 'phrase' && surnamesOf(index).has(m.text.toLowerCase());
}

export function findSurnames(message: string, index: NameIndex, taken: Mention[], common: (w: string) => boolean): Mention[] {
  const surnames = surnamesOf(index);
  const out: Mention[] = [];
  for (const t of tokenize(message)) {
    const w = [t.word, t.word.replace(/e?s$/, '')].find((x) => x.length >= 3 && surnames.has(x));
    if (!w || common(t.word) || common(w) || index.words.has(t.word) !== surnames.has(t.word)) continue;
    if (taken.some((m) => t.start < m.end && t.end > m.start)) continue;
    const text = w.charAt(0).toUpperCase() + w.slice(1);
    out.push({ kind: 'text', text, source: 'phrase', start: t.start, end: t.end, before: [], after: [] });
  }
  return out;
}
