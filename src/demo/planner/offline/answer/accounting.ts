import type { Agg, Cond, Expr, QuerySource, Request, Step, Value } from '../../../query/index.js';
import { CUES, type Feature } from '../lexicon/cues.js';
import { BOUND_ARGS, DATE_FIELDS } from '../lexicon/bounds.js';
import { NOT_CUES } from '../lexicon/not-cues.js';
import { FILLER, LEADING_VERBS } from '../lexicon/filler.js';
import { canonical, GENERIC_TERMS, isStopWord, terms } from '../core/tokenize.js';
import { sentenceWords } from '../../../../shared/words.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/**
 * Every word of a question accounted for: after a plan was run, each word that asks for
 * something (a cue: an exclusion, a count, a ranking, a rate, ...) must be honoured by a
 * feature of the plan, and each content word (not filler, not a stop word) must be a word
 * the plan uses: a field it reads or groups by, a value it filters or calls with, the kind of
 * record its tools list, or part of a value or record the reading took from the message.
 * What is left is said in the answer's first line and lowers its confidence: a question read
 * without part of it is never answered as if it were whole.
 */
export interface Unused {
  /** The words as the question wrote them. */
  text: string;
  /** Why they matter ("an exclusion"), or absent for a content word. */
  means?: string;
}

export interface Accounting {
  /** Cues found in the question, by name, and whether the plan honoured each. */
  cues: { name: string; words: string; used: boolean }[];
  unused: Unused[];
}

// ---------------------------------------------------------------------------------------------
// What a plan does.

const boundArg = (k: string) => BOUND_ARGS.prefixes.some((p) => k.startsWith(p)) || BOUND_ARGS.suffixes.some((s) => k.endsWith(s));
const dateField = (f: string) => DATE_FIELDS.suffixes.some((s) => f.endsWith(s));

function condFeatures(c: Cond, out: Set<Feature>, negated = false): void {
  if ('all' in c) return c.all.forEach((x) => condFeatures(x, out, negated));
  if ('any' in c) return c.any.forEach((x) => condFeatures(x, out, negated));
  if ('not' in c) {
    out.add('negation');
    return condFeatures(c.not, out, !negated);
  }
  if (['ne', 'not_in', 'not_contains', 'empty'].includes(c.op)) out.add('negation');
  // ("accounts with no contacts": none of the related records counted)
  if (c.op === 'eq' && c.value === 0 && c.field.endsWith('_count')) out.add('negation');
  if (['gt', 'gte', 'lt', 'lte', 'between'].includes(c.op)) out.add('bound');
  if ((c.op === 'in' || c.op === 'not_in') && c.values.length > 1) out.add('set');
  if (c.op === 'contains' || c.op === 'has_word' || c.op === 'starts_with' || c.op === 'ends_with_word' || c.op === 'not_contains')
    out.add('text');
  if (c.op === 'between' || c.op === 'month' || dateField(c.field)) out.add('date');
  if ('value' in c && c.value !== null && typeof c.value === 'object') valueFeatures(c.value, out);
}

function aggFeatures(a: Agg, out: Set<Feature>): void {
  out.add(
    a.op === 'count'
      ? 'count'
      : a.op === 'count_distinct' || a.op === 'values'
        ? 'distinct'
        : a.op === 'min' || a.op === 'max'
          ? 'extreme'
          : a.op,
  );
  if (a.where) condFeatures(a.where, out);
}

function valueFeatures(v: Value, out: Set<Feature>, operand = false): void {
  if (typeof v === 'number') return;
  if ('compute' in v) {
    out.add(v.compute === 'share' || v.compute === 'ratio' ? 'share' : v.compute === 'product' ? 'multiple' : 'difference');
    valueFeatures(v.left, out, true);
    valueFeatures(v.right, out, true);
    return;
  }
  // (a figure computed as a bound; the two figures of a share or a gap are that computation's own)
  if (!operand) out.add('computed');
  aggFeatures(v.agg, out);
  if (v.of) sourceFeatures(v.of, out);
}

function sourceFeatures(s: QuerySource, out: Set<Feature>): void {
  if (s.handle || s.rows) out.add('previous');
  if (Object.keys(s.args ?? {}).some(boundArg)) out.add('bound');
  if (s.query) {
    sourceFeatures(s.query.from, out);
    stepsFeatures(s.query.steps ?? [], out);
  }
  if (s.for_each) sourceFeatures(s.for_each.of, out);
}

function stepsFeatures(steps: Step[], out: Set<Feature>): void {
  for (const st of steps) {
    if ('where' in st) condFeatures(st.where, out);
    else if ('exists' in st) {
      out.add('exists');
      if (st.exists.negate) out.add('negation');
      if (st.exists.where) condFeatures(st.exists.where, out);
      sourceFeatures(st.exists.in, out);
    } else if ('difference' in st) {
      out.add('negation');
      sourceFeatures(st.difference.with, out);
    } else if ('intersect' in st) sourceFeatures(st.intersect.with, out);
    else if ('union' in st) sourceFeatures(st.union.with, out);
    else if ('select' in st) out.add('select');
    else if ('group' in st) {
      if (st.group.by.length > 0) out.add('group');
      st.group.aggs.forEach((a) => aggFeatures(a, out));
    } else if ('sort' in st) out.add('sort');
    else if ('limit' in st) {
      out.add('limit');
      // ("excluding the top 2": the first rows are left out)
      if (st.offset) out.add('negation');
    } else if ('distinct' in st) out.add('distinct');
    else if ('rank' in st) out.add('rank');
    else if ('join' in st) sourceFeatures(st.join.with, out);
    else if ('derive' in st && typeof st.derive.expr === 'object' && 'op' in st.derive.expr && st.derive.expr.op !== 'coalesce')
      out.add('difference');
  }
}

/** The features of a request: what it filters, counts, totals, ranks, weighs. */
export function featuresOf(r: Request): Set<Feature> {
  const out = new Set<Feature>();
  if ('compute' in r) valueFeatures(r, out);
  else {
    sourceFeatures(r.from, out);
    stepsFeatures(r.steps ?? [], out);
  }
  return out;
}

/** Every word a request uses: tools (and the kinds of record they list), fields, values, derived names. */
export function wordsOf(r: Request, entities: (tool: string, arg?: string) => string[]): Set<string> {
  const out = new Set<string>();
  const add = (text: unknown) => {
    if (typeof text === 'string' || typeof text === 'number')
      for (const t of terms(String(text).replace(SHAPE_RULES.underscores.pattern, ' '))) out.add(t);
    // ("by created date": a field of a moment, "created_at", is the date it says)
    if (typeof text === 'string' && dateField(text)) out.add('date');
  };
  const expr = (e: Expr): void => {
    if (typeof e === 'string') add(e);
    else if (typeof e === 'object' && 'args' in e) e.args.forEach(expr);
    else if (typeof e === 'object' && 'of' in e) add(e.of);
    else if (typeof e === 'object' && 'literal' in e) add(e.literal);
  };
  const walk = (v: unknown, key?: string): void => {
    if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
        if (k === 'tool' && typeof x === 'string') {
          add(x);
          for (const e of entities(x)) add(e);
        } else if (k === 'args' && x && typeof x === 'object') {
          // a tool's arguments: the parameters named (and what their descriptions say they are) and the values given
          const tool = (v as { tool?: unknown }).tool;
          for (const [name, value] of Object.entries(x as Record<string, unknown>)) {
            add(name);
            if (typeof tool === 'string') for (const w of entities(tool, name)) add(w);
            walk(value, name);
          }
        } else if (k === 'expr') expr(x as Expr);
        else if (k === 'rows') continue;
        else walk(x, k);
      }
    } else if (key !== 'op' && key !== 'dir' && key !== 'compute') add(v);
  };
  walk(r);
  return out;
}

/** The words of the fields a request reads, groups, sorts, selects or derives ("employee count"). */
export function fieldWordsOf(r: Request): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown, key?: string): void => {
    if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) if (k !== 'rows') walk(x, k);
    } else if (typeof v === 'string' && FIELD_KEYS.has(key ?? '')) for (const t of terms(v.replaceAll('_', ' '))) out.add(t);
  };
  walk(r);
  return out;
}

/** The keys of the plan language that hold a field's name. */
const FIELD_KEYS = new Set(['field', 'by', 'fields', 'name', 'as', 'left', 'right']);

// ---------------------------------------------------------------------------------------------
// The words of the question.

/** The words of a text (src/shared/words.ts), without the `?` of a question. */
export const tokens = (text: string): string[] => sentenceWords(text).filter((w) => w !== '?');

const split = (p: string) => tokens(p);
const CUE_PHRASES = CUES.flatMap((c) => c.phrases.map((p) => ({ cue: c, words: split(p) }))).sort(
  (a, b) => b.words.length - a.words.length,
);
const NOT_CUE_PHRASES = NOT_CUES.map((n) => ({ words: split(n.phrase), names: new Set(n.names ?? []) })).sort(
  (a, b) => b.words.length - a.words.length,
);
const FILLER_WORDS = new Set(FILLER.flatMap((f) => f.words.filter((w) => !w.includes(' '))));
const FILLER_PHRASES = FILLER.flatMap((f) => f.words.filter((w) => w.includes(' ')).map(split));

const at = (ts: string[], i: number, p: string[]) => p.every((w, j) => ts[i + j] === w);

/**
 * Accounts for the words of `message` against the plan that was run. `used(word)` says
 * whether the reading used a word itself (inside a value or a record it took from the message).
 */
export function account(
  message: string,
  plan: Request,
  opts: {
    entities: (tool: string, arg?: string) => string[];
    used: (word: string, index: number) => boolean;
    context?: Set<string>;
    /** What the answer does beside its plan (a yes/no answer says whether any row exists). */
    also?: Feature[];
  },
): Accounting {
  const ts = tokens(message);
  const features = featuresOf(plan);
  for (const f of opts.also ?? []) features.add(f);
  const vocabulary = wordsOf(plan, opts.entities);
  const fields = fieldWordsOf(plan);
  const cues: Accounting['cues'] = [];
  const unused: Unused[] = [];
  const taken = new Set<number>();
  const said = new Map<number, string>();
  for (let i = 0; i < ts.length; i++) {
    const filler = FILLER_PHRASES.find((p) => at(ts, i, p));
    if (filler) {
      filler.forEach((_, j) => taken.add(i + j));
      i += filler.length - 1;
      continue;
    }
    const not = NOT_CUE_PHRASES.find((p) => at(ts, i, p.words));
    if (not) {
      // (a word that names something is said whole if unused: "third party")
      not.words.forEach((w, j) => (not.names.has(w) ? said.set(i + j, not.words.join(' ')) : taken.add(i + j)));
      i += not.words.length - 1;
      continue;
    }
    const hit = CUE_PHRASES.find((p) => at(ts, i, p.words));
    if (!hit) continue;
    hit.words.forEach((_, j) => taken.add(i + j));
    const used = hit.cue.needs.some((f) => features.has(f));
    // a one-word cue that is a word of a field the plan reads ("employee count") names that field
    // ("per" is no field's word, though a parameter's description may say "results per page")
    // (a field's name, not any word the plan's tools say: a parameter described "results per page" names no field)
    if (!used && hit.words.length === 1 && fields.has(canonical(hit.words[0]!))) continue;
    // "number of employees" names a field "employee count" the plan reads
    const next = ts[i + hit.words.length];
    if (!used && hit.cue.name === 'count' && next && fields.has('count') && fields.has(canonical(next))) {
      i += hit.words.length - 1;
      continue;
    }
    const words = hit.words.join(' ');
    cues.push({ name: hit.cue.name, words, used });
    // a cue's clause: the cue and the content words right after it ("excluding closed")
    if (!used) {
      const clause = [words];
      for (let k = i + hit.words.length; k < ts.length && clause.length < 3 && isContent(ts[k]!); k++) {
        clause.push(ts[k]!);
        taken.add(k);
      }
      unused.push({ text: clause.join(' '), means: hit.cue.means });
    }
    i += hit.words.length - 1;
  }
  for (let i = 0; i < ts.length; i++) {
    const w = ts[i]!;
    if (taken.has(i) || !isContent(w) || (i === 0 && LEADING_VERBS.words.includes(w))) continue;
    if (vocabulary.has(canonical(w)) || opts.context?.has(canonical(w)) || opts.used(w, i)) continue;
    unused.push({ text: said.get(i) ?? w });
  }
  return { cues, unused };
}

export function isContent(w: string): boolean {
  if (isStopWord(w) || FILLER_WORDS.has(w) || w.length < 2) return false;
  const t = terms(w);
  return t.length > 0 && !t.every((x) => GENERIC_TERMS.has(x));
}

export const CUE_NAMES = CUES.map((c) => c.name);
