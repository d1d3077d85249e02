import { alternation, EMAIL, knownValuePatterns } from '../core/known.js';
import { findStates } from '../core/states.js';
import { canonical, isStopWord, RECORD_KINDS, words } from '../core/tokenize.js';
import { DAY_RUN, dateComparator, dayRun, HALF_WORDS, QUARTER_WORDS, rangeEndsShared, tenseAround, yearsOfRanges } from './dates.js';
import { COMMAND, phrase } from './phrase.js';
import { BOUND_WORDS, COUNT_WORDS, comparatorAfter, comparatorBefore, context, valuesCounted } from './numbers.js';
import type { Mention } from './mention.js';
import { isCommonestWord, isCommonWord } from './spell.js';
import { GROUP_COUNTED, COUNTED_LEADS } from '../lexicon/having.js';
import { CUES } from '../lexicon/cues.js';
import { MONTH_NAMES } from '../lexicon/calendar.js';
import { TITLE_GROUPS } from '../lexicon/titles.js';
import { COUNTED_NOT_YEAR } from '../lexicon/bounds.js';
import { EXTRACT_RULES } from '../rules/extract.js';
import { PLAIN_RULES } from '../rules/plain.js';
import { EXTRACT_DATE_RULES } from '../rules/extract-dates.js';
import { COMPARISON_RULES } from '../rules/comparison.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/** One-word cues ("Aggregate revenue of …"): a sentence opened by one names nothing. */
const CUE_WORDS = new Set(CUES.flatMap((c) => c.phrases).filter((p) => !p.includes(' ')));

export type { Comparator } from './dates.js';
export { context } from './numbers.js';

/**
 * Values a message names, each with its place in the text and the words around it, so
 * the filler can match it to a parameter by name or description and the rest can become
 * row filters. Nothing here knows about any particular API.
 */

export type { Mention } from './mention.js';
export { codesUnsaid } from './mention.js';

const MONTHS = MONTH_NAMES.words;
const MONTH_RE = EXTRACT_DATE_RULES.month.pattern;

const SUFFIX: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  mil: 1e6,
  mill: 1e6,
  million: 1e6,
  millions: 1e6,
  thousands: 1e3,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

class Spans {
  private taken: [number, number][] = [];
  free(s: number, e: number): boolean {
    return !this.taken.some(([a, b]) => s < b && e > a);
  }
  take(s: number, e: number): void {
    this.taken.push([s, e]);
  }
}

export interface ExtractOptions {
  /** Values the tools know (enum values, examples in descriptions), matched in any letter case. */
  knownValues: string[];
  /** Lower-case words of tool and app names: a capitalised word that is one of them ("CRM") is not a value. */
  vocabulary: Set<string>;
  /** Canonical words naming what tools return (account, lead): "account 42" is a reference, not an amount. */
  entities?: Set<string>;
  /** Last words of text fields that sort records into kinds: "the IT department" names a value of one. */
  categories?: Set<string>;
  /** Words of field names, never a value before a field's name ("job title"). */
  fieldParts?: Set<string>;
  /** The parameter (and so the field) each known value belongs to. */
  knownFields?: Map<string, string>;
  /** Today, for "this month", "next year" (default: the clock). */
  now?: Date;
}

/** Words that make the number after them an id: "id 42", "number 7". */
export const ID_CUES = new Set(['id', 'number', 'no', 'num']);

/** A plain number written as a reference: "#42", "account 42", "account id 42". */
function isReference(text: string, start: number, before: string[], entities: Set<string> | undefined): boolean {
  const last = before[before.length - 1];
  return (
    EXTRACT_RULES.hashBefore.pattern.test(text.slice(0, start)) ||
    (last !== undefined && (ID_CUES.has(last) || entities?.has(last) === true))
  );
}

/**
 * "regions with at least 3 (of them)": past a having word said of a word that is no kind of record,
 * with nothing counted after it but a pointer, the kind of record the text names first
 * (lexicon/having.ts GROUP_COUNTED). Undefined otherwise.
 */
function groupCounted(text: string, start: number, after: string | undefined, entities?: Set<string>): string | undefined {
  if (!entities || (after !== undefined && !GROUP_COUNTED.pointers.includes(after))) return undefined;
  const b = words(text.slice(Math.max(0, start - 60), start));
  while (b.length > 0 && BOUND_WORDS.has(b[b.length - 1]!)) b.pop();
  b.splice(0, b.length, ...b.map(canonical));
  if (!GROUP_COUNTED.verbs.includes(b.pop() ?? '')) return undefined;
  while (b.length > 0 && GROUP_COUNTED.links.includes(b[b.length - 1]!)) b.pop();
  const owner = b[b.length - 1];
  if (owner === undefined || entities.has(owner)) return undefined;
  return words(text.slice(0, start))
    .map(canonical)
    .find((w) => entities.has(w));
}

/** Each group of job titles said by one name (lexicon/titles.ts), with the pattern of its names. */
const TITLE_GROUP_PATTERNS = TITLE_GROUPS.groups.map((g) => ({
  starts: g.starts,
  re: new RegExp(`(?<![\\w])(?:${alternation(g.said)})(?![\\w])`, 'gi'),
}));

/** After a quarter with no year: a second quarter with its year ("… to q2 2025"). */
const QUARTER_THEN_YEAR = EXTRACT_DATE_RULES.quarterThenYear.pattern;

export function extract(text: string, opts: ExtractOptions): Mention[] {
  const out: Mention[] = [];
  const spans = new Spans();
  const push = (m: Mention) => {
    spans.take(m.start, m.end);
    out.push(m);
  };
  const scan = (re: RegExp, fn: (m: RegExpMatchArray, start: number, end: number) => Mention | null) => {
    for (const m of text.matchAll(re)) {
      const start = m.index!;
      const end = start + m[0].length;
      if (!spans.free(start, end)) continue;
      const made = fn(m, start, end);
      if (made) push(made);
    }
  };

  scan(EXTRACT_RULES.url.pattern, (m, s, e) => ({
    kind: 'url',
    text: m[0].replace(EXTRACT_RULES.trailingPunct.pattern, ''),
    start: s,
    end: e,
    ...context(text, s, e),
  }));
  scan(new RegExp(EMAIL.source, 'g'), (m, s, e) => ({ kind: 'email', text: m[0], start: s, end: e, ...context(text, s, e) }));
  // a web address written without its scheme ("acme.com", "www.acme.io")
  scan(EXTRACT_RULES.bareWeb.pattern, (m, s, e) => ({
    kind: 'url',
    text: m[0],
    start: s,
    end: e,
    ...context(text, s, e),
  }));
  // (an apostrophe inside a word, "what's", opens no quote)
  scan(EXTRACT_RULES.quoted.pattern, (m, s, e) => ({
    kind: 'text',
    text: m[2]!.trim(),
    source: 'quoted',
    start: s,
    end: e,
    ...context(text, s, e),
  }));
  for (const st of findStates(text)) {
    if (spans.free(st.start, st.end))
      push({ kind: 'state', code: st.code, name: st.name, start: st.start, end: st.end, ...context(text, st.start, st.end) });
  }
  // a known value at a place, with the field it belongs to
  const known = (v: string, s: number, e: number): Mention => {
    const field = opts.knownFields?.get(v);
    return { kind: 'text', text: v, source: 'known', ...(field ? { field } : {}), start: s, end: e, ...context(text, s, e) };
  };
  // "the decision makers": every known value that starts as the group's titles do, at that one place (lexicon/titles.ts)
  for (const g of TITLE_GROUP_PATTERNS) {
    const grouped = opts.knownValues.filter((v) => v.includes(' ') && g.starts.some((s) => `${v.toLowerCase()} `.startsWith(`${s} `)));
    if (grouped.length === 0) continue;
    scan(g.re, (m, s, e) => {
      for (const v of grouped.slice(1)) push(known(v, s, e));
      return known(grouped[0]!, s, e);
    });
  }
  // Known values (longest first) in any letter case.
  for (const v of [...opts.knownValues].sort((a, b) => b.length - a.length)) {
    // a value of two letters only as written, in capitals ("IT", "HR"; never the word "it")
    if (v.length < 3) {
      const at = (s: number, e: number) => ({ start: s, end: e, ...context(text, s, e) });
      if (EXTRACT_RULES.twoCaps.pattern.test(v))
        scan(new RegExp(`(?<![\\w])${v}(?![\\w])`, 'g'), (m, s, e) => ({ kind: 'text', text: v, source: 'known', ...at(s, e) }));
      continue;
    }
    for (const re of knownValuePatterns(v)) scan(re, (m, s, e) => known(v, s, e));
  }
  // a word right before a category field's name is its value: "the IT department", "in the energy industry"
  if (opts.categories?.size) {
    const names = [...opts.categories].map((c) => c.replace(EXTRACT_RULES.nonLetter.pattern, '')).filter(Boolean);
    scan(new RegExp(`\\b([A-Za-z][A-Za-z&'-]*)\\s+(?:${names.join('|')})s?\\b`, 'gi'), (m, s) => {
      const w = m[1]!.toLowerCase();
      // in capitals it is an abbreviation ("IT"), never the pronoun
      const caps = EXTRACT_RULES.capsWord.pattern.test(m[1]!);
      // (nor a kind of record: "the deal stage" is the stage of deals)
      const told = isStopWord(w) || COMMAND.has(w) || NOT_VALUES.test(w) || RECORD_KINDS.has(canonical(w));
      // (a word of the tools' names stays theirs in capitals too: "the CRM regions")
      if (opts.vocabulary.has(w) || (!caps && (told || opts.fieldParts?.has(w)))) return null;
      const e = s + m[1]!.length;
      return { kind: 'text', text: m[1]!, source: 'phrase', start: s, end: e, ...context(text, s, e) };
    });
  }
  // an acronym written in capitals for a value of several words ("LATAM": Latin America), when only one value fits
  scan(EXTRACT_RULES.shortWord.pattern, (m, s, e) => {
    // in lower case only a word that is no English word ("latam", never "ask")
    if (!EXTRACT_RULES.allCaps.pattern.test(m[0]) && (isCommonWord(m[0].toLowerCase()) || opts.vocabulary.has(m[0].toLowerCase())))
      return null;
    const fits = opts.knownValues.filter((v) => abbreviates(m[0], v));
    return fits.length === 1 ? { kind: 'text', text: fits[0]!, source: 'known', start: s, end: e, ...context(text, s, e) } : null;
  });
  scan(EXTRACT_RULES.idToken.pattern, (m, s, e) => ({ kind: 'id', text: m[0], start: s, end: e, ...context(text, s, e) }));
  // relative months and years, from today's date
  const now = opts.now ?? new Date();
  const dated = (s: number, e: number) => ({ comparator: dateComparator(text, s, e), start: s, end: e, ...context(text, s, e) });
  // quarters and halves of a year: "Q1 2025", "the third quarter of 2023", "H2 2025", "H1 of 2026"
  // (a year written as digits, or said from today: "of last year", "of this year")
  const yearOr = (y: string | undefined, rel?: string) =>
    y
      ? Number(y)
      : now.getFullYear() +
        (rel ? (EXTRACT_DATE_RULES.lastOrPrevious.pattern.test(rel) ? -1 : EXTRACT_DATE_RULES.next.pattern.test(rel) ? 1 : 0) : 0);
  scan(EXTRACT_DATE_RULES.quarter.pattern, (m, s, e) => {
    if (EXTRACT_DATE_RULES.lastOrFinal.pattern.test(m[2] ?? '') && !m[3] && !m[4]) return null;
    const q = m[1] ? Number(m[1]) : QUARTER_WORDS[m[2]!.toLowerCase()]!;
    // ("from q1 to q2 2025", "q1 vs q2 of 2024": the year written after the second quarter is the first's too)
    const later = m[3] || m[4] ? undefined : QUARTER_THEN_YEAR.exec(text.slice(e))?.[1];
    return { kind: 'month', month: (q - 1) * 3 + 1, year: yearOr(m[3] ?? later, m[4]), span: 3, ...dated(s, e) };
  });
  scan(EXTRACT_DATE_RULES.half.pattern, (m, s, e) => {
    if ((m[1] || EXTRACT_DATE_RULES.last.pattern.test(m[2]!)) && !m[3] && !m[4]) return null;
    const h = m[1] ? Number(m[1]) : HALF_WORDS[m[2]!.toLowerCase()]!;
    return { kind: 'month', month: h === 1 ? 1 : 7, year: yearOr(m[3], m[4]), span: 6, ...dated(s, e) };
  });
  // "in the last 30 days", "over the next two weeks", "past 6 months": a run of days ending (starting) today
  scan(DAY_RUN, (m, s, e) => ({ kind: 'month', ...dayRun(m, now, COUNT_WORDS), start: s, end: e, ...context(text, s, e) }));
  scan(EXTRACT_DATE_RULES.relativePeriod.pattern, (m, s, e) => {
    const step = EXTRACT_DATE_RULES.forward.pattern.test(m[1]!) ? 1 : EXTRACT_DATE_RULES.backward.pattern.test(m[1]!) ? -1 : 0;
    const unit = m[2]!.toLowerCase();
    // (a week from its Monday to its Sunday)
    if (unit === 'week') {
      const monday = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7) + 7 * step));
      return {
        kind: 'month',
        month: monday.getUTCMonth() + 1,
        year: monday.getUTCFullYear(),
        day: monday.getUTCDate(),
        days: 7,
        ...dated(s, e),
      };
    }
    if (unit === 'year') return { kind: 'year', year: now.getFullYear() + step, ...dated(s, e) };
    if (unit === 'quarter') {
      const d = new Date(now.getFullYear(), Math.floor(now.getMonth() / 3) * 3 + 3 * step, 1);
      return { kind: 'month', month: d.getMonth() + 1, year: d.getFullYear(), span: 3, ...dated(s, e) };
    }
    const d = new Date(now.getFullYear(), now.getMonth() + step, 1);
    return { kind: 'month', month: d.getMonth() + 1, year: d.getFullYear(), ...dated(s, e) };
  });
  scan(MONTH_RE, (m, s, e) => {
    const word = m[1]!.toLowerCase();
    if ((word === 'may' || word === 'mar') && !m[2] && !m[3]) return null;
    const month = MONTHS.findIndex((n) => n.startsWith(word.slice(0, 3))) + 1;
    const day = m[2] && Number(m[2]) >= 1 && Number(m[2]) <= 31 ? Number(m[2]) : undefined;
    const tense = m[3] ? undefined : tenseAround(text, s, e);
    return { kind: 'month', month, day, year: m[3] ? Number(m[3]) : undefined, ...(tense ? { tense } : {}), ...dated(s, e) };
  });
  yearsOfRanges(
    out.filter((m): m is Extract<Mention, { kind: 'month' }> => m.kind === 'month').sort((a, b) => a.start - b.start),
    [...new Set((text.match(COMPARISON_RULES.yearNamed.pattern) ?? []).map(Number))],
  );

  scan(EXTRACT_RULES.amount.pattern, (m, s, e) => {
    const raw = m[0].trim();
    // digits inside a word ("3rd", "Q3", "b2b") are not amounts
    const digitsEnd = s + (m[1]?.length ?? 0) + m[2]!.length;
    if (
      EXTRACT_RULES.letterOrUnderscore.pattern.test(text.charAt(s - 1)) ||
      (!m[3] && SHAPE_RULES.anyLetter.pattern.test(text.charAt(digitsEnd)))
    )
      return null;
    let value = Number(m[2]!.replace(EXTRACT_RULES.comma.pattern, ''));
    if (!Number.isFinite(value)) return null;
    // "from 3 to 5 million": the first end of a range takes the unit written at the second
    const shared = EXTRACT_RULES.sharedUnit.pattern.exec(text.slice(e));
    const suffix = (m[3] ?? shared?.[1])?.toLowerCase();
    if (suffix) value *= SUFFIX[suffix]!;
    const percent = m[4] !== undefined && EXTRACT_RULES.percentUnit.pattern.test(m[4]);
    const unit = percent ? 'percent' : m[1] || suffix || m[4] ? 'money' : 'plain';
    // ("over 2000 employees": a count of people, never a year)
    const counting = COUNTED_NOT_YEAR.nouns.includes(words(text.slice(e, e + 20))[0] ?? '');
    if (unit === 'plain' && !m[1] && !counting && EXTRACT_DATE_RULES.yearDigits.pattern.test(m[2]!) && !m[2]!.includes(',')) {
      return { kind: 'year', year: value, comparator: dateComparator(text, s, e), start: s, end: e, ...context(text, s, e) };
    }
    const comparator = comparatorBefore(text, s) ?? comparatorAfter(text, e);
    const around = context(text, s, e, true);
    const ref = unit === 'plain' && !comparator && Number.isInteger(value) && isReference(text, s, around.before, opts.entities);
    // "3 contacts", "4 or more accounts", "at least 5 of my accounts": a number of records
    // ("2 open deals": the kind of record past the point of life it is at)
    // (past the other end of a range: "between 5 and 7 deals")
    // ("4 or more of my lima firms": the lead words may run past the three words of `after`)
    const further = words(text.slice(e, e + 60))
      .slice(0, 7)
      .map(canonical);
    const noun = further.find((w) => !COUNTED_LEADS.words.includes(w) && !SHAPE_RULES.digitsOnly.pattern.test(w));
    const named = unit === 'plain' && !ref && opts.entities?.has(noun ?? '') ? noun : undefined;
    // ("only regions with at least 3": a bound said of a group, of the records named first)
    const counted = named ?? (unit === 'plain' && !ref && comparator ? groupCounted(text, s, noun, opts.entities) : undefined);
    const of = words(text.slice(0, s))
      .map(canonical)
      .findLast((w) => RECORD_KINDS.has(w));
    return { kind: 'number', value, raw, unit, comparator, ref, counts: counted, of, start: s, end: s + m[0].trimEnd().length, ...around };
  });
  // "exactly three contacts", "a single deal": a number of records written in words
  // ("five third-party accounts": past the words that may stand between, lexicon/having.ts)
  scan(EXTRACT_RULES.countWord.pattern, (m, s) => {
    const value = COUNT_WORDS[m[1]!.toLowerCase().replace(EXTRACT_RULES.countLead.pattern, '')]!;
    const e = s + m[1]!.length;
    // ("at least six of my quarries", "6+ of my own quarries": with a bound, "of my" may stand between, as after digits)
    const bounded = value > 1 && (comparatorBefore(text, s) ?? comparatorAfter(text, e)) !== undefined;
    const said = bounded ? words(text.slice(e, e + 60)).slice(0, 7) : m[2]!.split(EXTRACT_RULES.spaceOrHyphen.pattern);
    const between = bounded ? COUNTED_LEADS.words : COUNTED_LEADS.lists;
    const noun = canonical(said.find((w) => !between.includes(w.toLowerCase())) ?? '');
    if (!opts.entities?.has(noun)) return null;
    const comparator =
      comparatorBefore(text, s) ??
      (bounded ? comparatorAfter(text, e) : undefined) ??
      (EXTRACT_RULES.justOnly.pattern.test(m[1]!) ? 'eq' : undefined);
    return {
      kind: 'number',
      value,
      raw: m[1]!,
      unit: 'plain',
      comparator,
      ref: false,
      counts: noun,
      start: s,
      end: e,
      ...context(text, s, e),
    };
  });
  // capitalised words; a run that begins with a value already read ("CEO of Globex Corp") keeps its rest
  const PHRASE = EXTRACT_RULES.capitalised.pattern;
  for (const m of text.matchAll(PHRASE)) {
    let start = m.index!;
    let raw = m[0];
    while (!spans.free(start, start + raw.length)) {
      const next = EXTRACT_RULES.firstOfRun.pattern.exec(raw);
      if (!next) break;
      start += next[0].length;
      raw = raw.slice(next[0].length);
    }
    if (!spans.free(start, start + raw.length)) continue;
    const p = phrase(text, raw, start, opts.vocabulary);
    // (a common word that only opens a sentence, "Out of all …", "Odd one, but …", names nothing)
    const opening = p && !p.text.includes(' ') && EXTRACT_RULES.sentenceStart.pattern.test(text.slice(0, p.start).trimEnd());
    // (nor "I'm", "I've": the asker, a word that only ever names them)
    const asker = p && !p.text.includes(' ') && isStopWord(p.text.toLowerCase().replace(EXTRACT_RULES.apostrophes.pattern, ''));
    if (p && !asker && !(opening && (isCommonestWord(p.text) || CUE_WORDS.has(p.text.toLowerCase()))))
      push({ kind: 'text', text: p.text, source: 'phrase', start: p.start, end: p.end, ...context(text, p.start, p.end) });
  }
  valuesCounted(text, out);
  rangeEndsShared(
    out.filter((m) => m.kind === 'month' || m.kind === 'year'),
    text,
  );
  rangeEndsShared(
    out.filter((m) => m.kind === 'number' && !m.counts),
    text,
    true,
  );
  return out.sort((a, b) => a.start - b.start);
}

const LINKS = new Set(['and', 'of', 'the', 'de']);

/** Words that qualify a field's name rather than being one of its values ("each region", "biggest industry"). */
const NOT_VALUES = EXTRACT_RULES.notValues.pattern;

/** Whether `abbr` is the value's words cut short and run together, each word giving its first letters ("APAC": Asia Pacific). */
export function abbreviates(abbr: string, value: string): boolean {
  const ws = value
    .toLowerCase()
    .split(PLAIN_RULES.nonLetters.pattern)
    .filter((w) => w && !LINKS.has(w));
  const a = abbr.toLowerCase();
  if (ws.length < 2 || a.length < ws.length) return false;
  const from = (i: number, j: number): boolean => {
    if (j === ws.length) return i === a.length;
    const w = ws[j]!;
    for (let k = 1; k <= w.length && i + k <= a.length && a[i + k - 1] === w[k - 1]; k++) if (from(i + k, j + 1)) return true;
    return false;
  };
  return from(0, 0);
}
