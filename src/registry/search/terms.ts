import { stemmer } from 'stemmer';
import { ACTIONS, COMPUTING_WORDS, DESCRIBED_AFTER, QUESTION_OPENERS, RELATED, SHAPING_WORDS, SHORTHAND, STOP_WORDS } from './lexicon.js';
import { COMPANY_NAME, STATE_CODES, VALUE_KINDS } from './kinds.js';
import { companyNameWords } from './names.js';

/**
 * Text as search terms: split into words (camelCase, snake_case, kebab-case and paths
 * too), shorthand read as what it stands for, words that carry nothing dropped, the rest
 * stemmed (Porter, so "repositories" and "repository" are one term). The same steps for
 * the text searched and for the request, so both meet on the same terms.
 */

const STOP = new Set(STOP_WORDS);
const SHAPING = new Set(SHAPING_WORDS);
/** The weight of a word that shapes the answer rather than names the tool. */
const SHAPING_WEIGHT = 0.3;
/** The weight of the field a value names (kinds.ts): a hint, below the words as written. */
const KIND_WEIGHT = 0.5;
const SHORT = new Map(SHORTHAND.map((s) => [s.short, s.means.split(' ')]));
const ACTION_OF = new Map<string, string[]>();
for (const a of ACTIONS) for (const w of a.words) ACTION_OF.set(w, [...(ACTION_OF.get(w) ?? []), a.action]);

/** Longest word kept (a longer one is an id or a token). */
const WORD_CHARS = 40;

/**
 * Lower-case words of a text: camelCase split off (`listRepos`, `HTMLParser`: list repos, html
 * parser), everything not a letter or digit a separator. A text of ASCII is read in one pass;
 * any other by the same rules as regular expressions (their case mapping is Unicode's).
 */
export function words(text: string): string[] {
  const out: string[] = [];
  const n = text.length;
  let start = -1;
  let capital = false;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) return wordsOfAny(text);
    const lower = c >= 97 && c <= 122;
    const upper = c >= 65 && c <= 90;
    if (!lower && !upper && (c < 48 || c > 57)) {
      if (start >= 0) keep(out, text, start, i, capital);
      start = -1;
      continue;
    }
    if (start < 0) {
      [start, capital] = [i, upper];
      continue;
    }
    const p = text.charCodeAt(i - 1);
    // a capital after a small letter starts a word; so does the last of a run of capitals before a small letter
    if (upper && p >= 97 && p <= 122) {
      keep(out, text, start, i, capital);
      start = i;
    } else if (lower && p >= 65 && p <= 90 && i - 2 >= start && isCapital(text.charCodeAt(i - 2))) {
      keep(out, text, start, i - 1, capital);
      start = i - 1;
    }
    capital ||= upper;
  }
  if (start >= 0) keep(out, text, start, n, capital);
  return out;
}

const isCapital = (c: number) => c >= 65 && c <= 90;

function keep(out: string[], text: string, start: number, end: number, capital: boolean): void {
  if (end - start > WORD_CHARS) return;
  const w = text.slice(start, end);
  out.push(capital ? w.toLowerCase() : w);
}

function wordsOfAny(text: string): string[] {
  const spaced = text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
  return spaced.split(/[^a-z0-9]+/).filter((w) => w.length > 0 && w.length <= WORD_CHARS);
}

const stems = new Map<string, string>();
/** The stem of one lower-case word (memoised: the same words come back across a catalogue). */
export function stem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    s = /^[0-9]+$/.test(word) ? word : stemmer(word);
    if (stems.size < 500_000) stems.set(word, s);
  }
  return s;
}

/** The weight of the words a request's word stands for (lexicon.ts RELATED). */
const RELATED_WEIGHT = 0.6;
/**
 * The words a request's word also means, with their weight: the field a value names, the words
 * tools say instead. Read as written or without a plural's s ("cfos"); not by stem, which joins
 * too much ("accountant" and "account").
 */
const ALSO = new Map<string, { means: string[]; weight: number }>();
for (const k of VALUE_KINDS)
  for (const v of k.values) ALSO.set(v, { means: [...k.means.split(' '), ...[STATE_CODES.get(v) ?? []].flat()], weight: KIND_WEIGHT });
for (const r of RELATED) ALSO.set(r.short, { means: r.means.split(' '), weight: RELATED_WEIGHT });
const alsoOf = (w: string) => ALSO.get(w) ?? (w.endsWith('s') ? ALSO.get(w.slice(0, -1)) : undefined);

const known = new Map<string, string[]>();
/**
 * terms() of a short text, remembered: a catalogue repeats the same parameter names and
 * descriptions across thousands of tools (the memory is bounded: emptied past 200,000 texts).
 */
export function termsOf(text: string): string[] {
  if (text.length > 200) return terms(text);
  let t = known.get(text);
  if (t === undefined) {
    if (known.size >= 200_000) known.clear();
    known.set(text, (t = terms(text)));
  }
  return t;
}

/** Forgets the texts and words termsOf remembered (once an index is built: they would only hold memory). */
export function forgetTexts(): void {
  known.clear();
  ofWord.clear();
}

/** Search terms of a text, in order (a term once per occurrence). */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) for (const t of termsOfWord(w)) out.push(t);
  return out;
}

const ofWord = new Map<string, readonly string[]>();
/** The terms one word stands for: its shorthand read, stop words dropped, stemmed (remembered until forgetTexts). */
function termsOfWord(w: string): readonly string[] {
  let t = ofWord.get(w);
  if (t === undefined) {
    t = (SHORT.get(w) ?? [w]).filter((m) => !STOP.has(m)).map(stem);
    if (ofWord.size < 500_000) ofWord.set(w, t);
  }
  return t;
}

/** One term of a request, with the word it came from (what a result says matched). */
export interface QueryTerm {
  term: string;
  word: string;
  /** 1, or less for a word that shapes the answer rather than names the tool. */
  weight: number;
  /** Written as a name (capitalised inside a sentence): the application's name, or a value a tool works on (index.ts weighs both). */
  proper?: boolean;
  /** A word of a value's name (names.ts): never read as the nearest words some tool has. */
  value?: true;
  /** Not written: what a written word also means (a value's field, a word tools say instead); it only adds to what written words found. */
  hint?: true;
}

/**
 * Words capitalised inside a sentence (`Quantum` in "where is Quantum Foods located"), in lower
 * case; none when most words are capitalised (a title) or the text is all lower case.
 * Acronyms (CFO, SMS) are words of the request, not names.
 */
function properWords(text: string): Set<string> {
  const out = new Set<string>();
  const tokens = text.split(/\s+/).filter(Boolean);
  const capitalised = tokens.filter((t) => /^[A-Z][a-z]/.test(t)).length;
  if (capitalised === 0 || capitalised > tokens.length / 2) return out;
  tokens.forEach((t, i) => {
    const prev = tokens[i - 1];
    if (i === 0 || /[.!?:]$/.test(prev ?? '')) return;
    if (/^[A-Z][a-z]/.test(t)) for (const w of words(t)) out.add(w);
  });
  return out;
}

const COMPUTING = new Set(COMPUTING_WORDS);
const DESCRIBED = new Set(DESCRIBED_AFTER);
/** The words of places (kinds.ts): a verb before one is part of its name (`new york`, `new zealand`). */
const PLACE_WORDS = new Set(VALUE_KINDS.filter((k) => k.means.endsWith('location')).flatMap((k) => k.values));

/** Whether a word after `before` describes a thing (`the open deals`) rather than asks for what it does (lexicon.ts DESCRIBED_AFTER). */
const describes = (before: string | undefined) =>
  before !== undefined && (DESCRIBED.has(before) || SHAPING.has(before) || /^[0-9]+$/.test(before));
const OPENERS = new Set(QUESTION_OPENERS);

/** Whether a request asks a question (lexicon.ts COMPUTING_WORDS): it reads, whatever its verbs. */
export function asksQuestion(text: string): boolean {
  const all = words(text);
  return text.includes('?') || OPENERS.has(all[0] ?? '') || all.some((w) => COMPUTING.has(w));
}

/** The terms of a request, and the kinds of action its verbs name (list, get, create, ...). */
export function queryTerms(text: string): { terms: QueryTerm[]; actions: string[] } {
  const out: QueryTerm[] = [];
  const actions = new Set<string>();
  const seen = new Set<string>();
  const proper = properWords(text);
  const named = companyNameWords(text);
  const all = words(text);
  all.forEach((w, i) => {
    // a verb of changing that describes a thing, or is part of a place's name, asks no change
    const asks = !describes(all[i - 1]) && !PLACE_WORDS.has(all[i + 1] ?? '');
    for (const a of ACTION_OF.get(w) ?? (COMPUTING.has(w) ? ['list'] : [])) if (asks || !CHANGING.has(a)) actions.add(a);
    for (const m of SHORT.get(w) ?? [w]) {
      if (STOP.has(m)) continue;
      const term = stem(m);
      if (seen.has(term)) continue;
      seen.add(term);
      const value = named.has(w);
      out.push({
        term,
        word: w,
        weight: SHAPING.has(m) ? SHAPING_WEIGHT : 1,
        ...(proper.has(w) ? { proper: true } : {}),
        ...(value ? { value: true } : {}),
      });
    }
    const also = alsoOf(w);
    for (const m of also?.means ?? []) {
      const term = stem(m);
      if (seen.has(term) || STOP.has(m)) continue;
      seen.add(term);
      out.push({ term, word: w, weight: also!.weight, hint: true });
    }
  });
  // a company's name is found by the field that holds it (written, not a hint: the name is)
  if (named.size > 0)
    for (const m of COMPANY_NAME.means.split(' ')) {
      const term = stem(m);
      if (seen.has(term)) continue;
      seen.add(term);
      out.push({ term, word: [...named].join(' '), weight: KIND_WEIGHT });
    }
  return { terms: out, actions: [...actions] };
}

/** What an HTTP operation does, as an action word of the lexicon (undefined: not an HTTP operation). */
export function actionOf(method: string | undefined, path: string | undefined): string | undefined {
  if (!method) return undefined;
  const m = method.toUpperCase();
  const last = (path ?? '').split('/').filter(Boolean).pop() ?? '';
  if (/search|query|find/i.test(last)) return 'search';
  if (m === 'GET' || m === 'HEAD') return /^[{:]/.test(last) ? 'get' : 'list';
  if (m === 'POST') return 'create';
  if (m === 'PUT' || m === 'PATCH') return 'update';
  if (m === 'DELETE') return 'delete';
  return undefined;
}

const CHANGING = new Set(ACTIONS.filter((a) => a.changes).map((a) => a.action));

/** Whether an action of the lexicon changes something (create, update, delete). */
export const changing = (action: string): boolean => CHANGING.has(action);

/**
 * Whether a tool surely changes something: its name starts with a word of an action that
 * changes (`create_account`, `DeleteQueue`) and its HTTP method agrees. A method alone does
 * not say it (many APIs read through POST: `GetAccuracyMetrics`, `/certificate`).
 */
export function changesSomething(method: string | undefined, path: string | undefined, name: string): boolean {
  const action = actionOf(method, path);
  if (action === undefined || !CHANGING.has(action)) return false;
  return (ACTION_OF.get(words(name)[0] ?? '') ?? []).some((a) => CHANGING.has(a));
}
