import type { Mention } from '../understand/extract.js';
import { acronymPattern, initialsOf } from '../core/known.js';
import { tokenize, type NameIndex, type ObservedValue } from './names.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { RUN_RULES } from '../rules/run-fields.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';

/** Values seen in the lists' rows, found in a message as people write them. */

/** A value cut short ("tech" of "Technology") is read only from this many letters on, and only before its field's name. */
const VALUE_CUT = { min: 4 };

/** A value's word as people may write it: as is, plural, and a plural value in the singular. */
function wordForms(t: string, last: boolean): string[] {
  const forms = [t, `${t}s`, `${t}es`];
  if (t.endsWith('y')) forms.push(`${t.slice(0, -1)}ies`);
  // a plural value is also written in the singular (a pharmaceutical company, of Pharmaceuticals)
  if (last && RUN_RULES.longPlural.pattern.test(t)) forms.push(t.slice(0, -1));
  return forms;
}

interface ValueIndex {
  /** The values by each form of their first word, longest values first. */
  byFirst: Map<string, ObservedValue[]>;
  /** The values with their initials (three letters or more), by those initials. */
  byInitials: Map<string, ObservedValue[]>;
  /** The apps whose rows hold each value. */
  apps: Map<string, string[]>;
  /** The values of one word, by the name of their field (a value cut short is looked up before that name). */
  byField: Map<string, ObservedValue[]>;
}
const valueIndexes = new WeakMap<NameIndex, ValueIndex>();

function valueIndex(index: NameIndex): ValueIndex {
  let vi = valueIndexes.get(index);
  if (vi) return vi;
  vi = { byFirst: new Map(), byInitials: new Map(), apps: new Map(), byField: new Map() };
  for (const v of index.values) vi.apps.set(v.value, [...new Set([...(vi.apps.get(v.value) ?? []), v.tool.app])]);
  for (const v of index.values) if (v.tokens.length === 1) vi.byField.set(v.field, [...(vi.byField.get(v.field) ?? []), v]);
  const add = (m: Map<string, ObservedValue[]>, k: string, v: ObservedValue) => m.set(k, [...(m.get(k) ?? []), v]);
  for (const v of [...index.values].sort((a, b) => b.tokens.length - a.tokens.length)) {
    const own = index.fieldWords.get(v.tool.name);
    if (own && v.tokens.every((t) => own.has(t))) continue;
    const first = v.tokens[0];
    if (first === undefined) continue;
    for (const f of new Set(wordForms(first, v.tokens.length === 1))) add(vi.byFirst, f, v);
    const letters = initialsOf(v.value.split(SHAPE_RULES.spaces.pattern));
    if (letters && letters.length >= 3) add(vi.byInitials, letters, v);
  }
  valueIndexes.set(index, vi);
  return vi;
}

export function findValues(message: string, index: NameIndex, taken: Mention[]): Mention[] {
  const toks = tokenize(message);
  const vi = valueIndex(index);
  const out: Mention[] = [];
  const used = (s: number, e: number) => taken.some((m) => s < m.end && e > m.start) || out.some((m) => s < m.end && e > m.start);
  const push = (v: ObservedValue, start: number, end: number) => {
    const apps = vi.apps.get(v.value) ?? [];
    out.push({ kind: 'text', text: v.value, source: 'known', field: v.field, apps, start, end, before: [], after: [] });
  };
  // every value written in the message, longest first (a longer value claims its words)
  const hits: { v: ObservedValue; start: number; end: number }[] = [];
  for (let i = 0; i < toks.length; i++) {
    for (const v of vi.byFirst.get(toks[i]!.word) ?? []) {
      if (i + v.tokens.length > toks.length) continue;
      // (a value of two capitals only as written: "IT", never the word "it")
      const asWritten = !SHAPE_RULES.twoCaps.pattern.test(v.value) || message.slice(toks[i]!.start, toks[i]!.end) === v.value;
      const ok = asWritten && v.tokens.every((t, k) => wordForms(t, k === v.tokens.length - 1).includes(toks[i + k]!.word));
      if (ok) hits.push({ v, start: toks[i]!.start, end: toks[i + v.tokens.length - 1]!.end });
    }
  }
  // ("tech industry accounts": a value cut short, said before its field's name, when it starts one value of that field alone)
  for (let i = 0; i + 1 < toks.length; i++) {
    const [t, next] = [toks[i]!, toks[i + 1]!];
    if (t.word.length < VALUE_CUT.min) continue;
    const cut = (vi.byField.get(next.word) ?? []).filter((v) => v.tokens[0]!.length > t.word.length && v.tokens[0]!.startsWith(t.word));
    const one = [...new Map(cut.map((v) => [v.value, v])).values()];
    if (one.length === 1) hits.push({ v: one[0]!, start: t.start, end: t.end });
  }
  hits.sort((a, b) => b.v.tokens.length - a.v.tokens.length || a.start - b.start);
  for (const h of hits) if (!used(h.start, h.end)) push(h.v, h.start, h.end);
  // initials, of three letters or more ("CIOs" for Chief Information Officer)
  for (const t of toks) {
    for (const v of vi.byInitials.get(t.word) ?? vi.byInitials.get(t.word.replace(WORD_SHAPE_RULES.pluralS.pattern, '')) ?? []) {
      const pattern = acronymPattern(v.value.split(SHAPE_RULES.spaces.pattern), 3);
      for (const m of pattern ? message.matchAll(pattern) : []) {
        if (!used(m.index, m.index + m[0].length)) push(v, m.index, m.index + m[0].length);
      }
    }
  }
  return out;
}
