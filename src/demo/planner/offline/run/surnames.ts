import type { Mention } from '../understand/extract.js';
import { tokenize, type NameIndex } from './names.js';
import { RUN_RULES } from '../rules/run-fields.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';

/** Names people hold, found written alone ("the garcias at our clients", "everyone named sophia"). */

const surnameCache = new WeakMap<NameIndex, Set<string>>();
const givenCache = new WeakMap<NameIndex, Set<string>>();

const people = (index: NameIndex) => index.records.filter((r) => typeof r.row.email === 'string' && r.tokens.length >= 2);

function surnamesOf(index: NameIndex): Set<string> {
  let surnames = surnameCache.get(index);
  if (!surnames) {
    surnames = new Set(people(index).map((r) => r.tokens.at(-1)!));
    surnameCache.set(index, surnames);
  }
  return surnames;
}

/** First names people hold ("sophia"), looked up only after "named", "called", "first name". */
function givenNamesOf(index: NameIndex): Set<string> {
  let given = givenCache.get(index);
  if (!given) {
    given = new Set(people(index).map((r) => r.tokens[0]!));
    givenCache.set(index, given);
  }
  return given;
}

/** Whether a mention is a family name people hold, written alone (so people are asked about). */
export function isSurname(m: Mention, index: NameIndex | undefined): boolean {
  if (index === undefined || m.kind !== 'text' || m.source !== 'phrase') return false;
  const w = m.text.toLowerCase();
  return surnamesOf(index).has(w) || (givenNamesOf(index).has(w) && RUN_RULES.nameCue.pattern.test(m.before.at(-1) ?? ''));
}

/**
 * "the garcias at our clients", "anyone called nguyen": a family name people hold, written alone
 * (in lower case or in the plural), or a first name after "named"/"called", as a mention of it.
 */
export function findSurnames(message: string, index: NameIndex, taken: Mention[], common: (w: string) => boolean): Mention[] {
  const surnames = surnamesOf(index);
  const given = givenNamesOf(index);
  const out: Mention[] = [];
  const toks = tokenize(message);
  for (const [i, t] of toks.entries()) {
    // "everyone named sophia", "contacts called liam", "first name ava": any name a person holds
    const cued =
      RUN_RULES.namedOrCalled.pattern.test(toks[i - 1]?.word ?? '') || `${toks[i - 2]?.word} ${toks[i - 1]?.word}` === 'first name';
    if (cued && given.has(t.word) && !taken.some((m) => t.start < m.end && t.end > m.start)) {
      const text = t.word.charAt(0).toUpperCase() + t.word.slice(1);
      out.push({ kind: 'text', text, source: 'phrase', start: t.start, end: t.end, before: [], after: [] });
      continue;
    }
    const w = [t.word, t.word.replace(WORD_SHAPE_RULES.pluralEs.pattern, '')].find((x) => x.length >= 3 && surnames.has(x));
    if (!w || common(t.word) || common(w) || index.words.has(t.word) !== surnames.has(t.word)) continue;
    if (taken.some((m) => t.start < m.end && t.end > m.start)) continue;
    const text = w.charAt(0).toUpperCase() + w.slice(1);
    out.push({ kind: 'text', text, source: 'phrase', start: t.start, end: t.end, before: [], after: [] });
  }
  return out;
}
