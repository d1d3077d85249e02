import { knownValuePatterns } from '../core/known.js';
import { findStates } from '../core/states.js';
import { canonical, isStopWord, words } from '../core/tokenize.js';

/**
 * Values a message names, each with its place in the text and the words around it, so
 * the filler can match it to a parameter by name or description and the rest can become
 * row filters. Nothing here knows about any particular API.
 */
export type Comparator = 'gt' | 'gte' | 'lt' | 'lte' | 'eq';

interface Base {
  start: number;
  end: number;
  /** Canonical words just before / after the value (its context). */
  before: string[];
  after: string[];
}

export type Mention =
  | (Base & { kind: 'text'; text: string; source: 'quoted' | 'phrase' | 'known'; field?: string })
  | (Base & { kind: 'id'; text: string })
  | (Base & { kind: 'email'; text: string })
  | (Base & { kind: 'url'; text: string })
  | (Base & { kind: 'number'; value: number; raw: string; unit: 'money' | 'percent' | 'plain'; comparator?: Comparator; ref: boolean })
  | (Base & { kind: 'month'; month: number; year?: number })
  | (Base & { kind: 'year'; year: number })
  | (Base & { kind: 'state'; code: string; name: string })
  | (Base & {
      kind: 'entity';
      /** As written in the message. */
      text: string;
      id: string | number;
      label: string;
      /** What the record is (`account`) and where it was found (app, list tool, its row). */
      entity: string[];
      app: string;
      tool: string;
      row: Record<string, unknown>;
      /** Matched within one edit per word rather than exactly. */
      fuzzy: boolean;
      /** Other records with the same name. */
      rivals: string[];
    });

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_RE =
  /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?(?:\s*,?\s*((?:19|20)\d{2}))?/gi;

const COMPARATORS: [RegExp, Comparator][] = [
  // the upper end of a range: "between 1M and 2M", "from 10 to 20"
  [/\b(?:between|from)\s+(?:\S+\s+){1,3}?(?:and|to|-)\s*$/, 'lte'],
  [/\bbetween\s*$/, 'gte'],
  [/(?:at least|no less than|not less than|minimum(?: of)?|min\.?|>=|≥|or more|and up|upwards of|from)\s*$/, 'gte'],
  [/(?:at most|no more than|not more than|maximum(?: of)?|max\.?|<=|≤|up to|or less)\s*$/, 'lte'],
  [/(?:over|above|more than|greater than|bigger than|larger than|higher than|exceeding|exceeds?|>)\s*$/, 'gt'],
  [/(?:under|below|less than|smaller than|lower than|fewer than|<)\s*$/, 'lt'],
  [/(?:equal to|exactly|=)\s*$/, 'eq'],
];

const SUFFIX: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, mn: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };

export function context(text: string, start: number, end: number): { before: string[]; after: string[] } {
  const before = words(text.slice(Math.max(0, start - 40), start))
    .slice(-3)
    .map(canonical);
  const after = words(text.slice(end, end + 40))
    .slice(0, 3)
    .map(canonical);
  return { before, after };
}

class Spans {
  private taken: [number, number][] = [];
  free(s: number, e: number): boolean {
    return !this.taken.some(([a, b]) => s < b && e > a);
  }
  take(s: number, e: number): void {
    this.taken.push([s, e]);
  }
}

function comparatorBefore(text: string, start: number): Comparator | undefined {
  const head = text.slice(Math.max(0, start - 40), start).toLowerCase();
  return COMPARATORS.find(([re]) => re.test(head))?.[1];
}

function comparatorAfter(text: string, end: number): Comparator | undefined {
  const tail = text.slice(end, end + 16).toLowerCase();
  if (/^\s*(?:or more|and up|\+|or higher|or above)/.test(tail)) return 'gte';
  if (/^\s*(?:or less|or fewer|or lower|or below)/.test(tail)) return 'lte';
  return undefined;
}

export interface ExtractOptions {
  /** Values the tools know (enum values, examples in descriptions), matched in any letter case. */
  knownValues: string[];
  /** Lower-case words of tool and app names: a capitalised word that is one of them ("CRM") is not a value. */
  vocabulary: Set<string>;
  /** Canonical words naming what tools return (account, lead): "account 42" is a reference, not an amount. */
  entities?: Set<string>;
  /** Today, for "this month", "next year" (default: the clock). */
  now?: Date;
}

/** Words that make the number after them an id: "id 42", "number 7". */
export const ID_CUES = new Set(['id', 'number', 'no', 'num']);

/** A plain number written as a reference: "#42", "account 42", "account id 42". */
function isReference(text: string, start: number, before: string[], entities: Set<string> | undefined): boolean {
  const last = before[before.length - 1];
  return /#\s*$/.test(text.slice(0, start)) || (last !== undefined && (ID_CUES.has(last) || entities?.has(last) === true));
}

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

  scan(/\bhttps?:\/\/[^\s'"<>]+/gi, (m, s, e) => ({
    kind: 'url',
    text: m[0].replace(/[.,;:!?)]+$/, ''),
    start: s,
    end: e,
    ...context(text, s, e),
  }));
  scan(/\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g, (m, s, e) => ({ kind: 'email', text: m[0], start: s, end: e, ...context(text, s, e) }));
  scan(/(['"‘“])([^'"’”]{1,80})['"’”]/g, (m, s, e) => ({
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
  } // Known values (longest first) in any letter case.
  for (const v of [...opts.knownValues].sort((a, b) => b.length - a.length)) {
    if (v.length < 3) continue;
    for (const re of knownValuePatterns(v))
      scan(re, (m, s, e) => ({ kind: 'text', text: v, source: 'known', start: s, end: e, ...context(text, s, e) }));
  }
  // an acronym written in capitals for a value of several words ("LATAM": Latin America), when only one value fits
  scan(/\b[A-Z]{3,6}\b/g, (m, s, e) => {
    const fits = opts.knownValues.filter((v) => abbreviates(m[0], v));
    return fits.length === 1 ? { kind: 'text', text: fits[0]!, source: 'known', start: s, end: e, ...context(text, s, e) } : null;
  });
  scan(/\b[a-z]{1,8}[_-]\d+\b/gi, (m, s, e) => ({ kind: 'id', text: m[0], start: s, end: e, ...context(text, s, e) }));
  // relative months and years, from today's date
  const now = opts.now ?? new Date();
  scan(/\b(this|next|last|previous|coming)\s+(month|year)\b/gi, (m, s, e) => {
    const step = /next|coming/i.test(m[1]!) ? 1 : /last|previous/i.test(m[1]!) ? -1 : 0;
    if (m[2]!.toLowerCase() === 'year') return { kind: 'year', year: now.getFullYear() + step, start: s, end: e, ...context(text, s, e) };
    const d = new Date(now.getFullYear(), now.getMonth() + step, 1);
    return { kind: 'month', month: d.getMonth() + 1, year: d.getFullYear(), start: s, end: e, ...context(text, s, e) };
  });
  scan(MONTH_RE, (m, s, e) => {
    const word = m[1]!.toLowerCase();
    if (word === 'may' && !m[2]) return null;
    if (word === 'mar' && !m[2]) return null;
    const month = MONTHS.findIndex((n) => n.startsWith(word.slice(0, 3))) + 1;
    return { kind: 'month', month, year: m[2] ? Number(m[2]) : undefined, start: s, end: e, ...context(text, s, e) };
  });

  scan(
    /(\$\s?)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s?(k|mm|mn|m|b|bn|thousand|million|billion)\b)?\s?(%|percent\b|dollars?\b|usd\b|bucks\b)?/gi,
    (m, s, e) => {
      const raw = m[0].trim();
      // digits inside a word ("3rd", "Q3", "b2b") are not amounts
      const digitsEnd = s + (m[1]?.length ?? 0) + m[2]!.length;
      if (/[a-z_]/i.test(text.charAt(s - 1)) || (!m[3] && /[a-z]/i.test(text.charAt(digitsEnd)))) return null;
      let value = Number(m[2]!.replace(/,/g, ''));
      if (!Number.isFinite(value)) return null;
      const suffix = m[3]?.toLowerCase();
      if (suffix) value *= SUFFIX[suffix]!;
      const percent = m[4] !== undefined && /^(%|percent)$/i.test(m[4]);
      const unit = percent ? 'percent' : m[1] || suffix || m[4] ? 'money' : 'plain';
      if (unit === 'plain' && !m[1] && /^(19|20)\d{2}$/.test(m[2]!) && !m[2]!.includes(',')) {
        return { kind: 'year', year: value, start: s, end: e, ...context(text, s, e) };
      }
      const comparator = comparatorBefore(text, s) ?? comparatorAfter(text, e);
      const around = context(text, s, e);
      const ref = unit === 'plain' && !comparator && Number.isInteger(value) && isReference(text, s, around.before, opts.entities);
      return { kind: 'number', value, raw, unit, comparator, ref, start: s, end: s + m[0].trimEnd().length, ...around };
    },
  );
  scan(/\b[A-Z][\w&.'-]*(?:\s+(?:of|and|&|de|the|for)?\s*[A-Z][\w&.'-]*)*/g, (m, s, e) => phrase(text, m[0], s, e, opts.vocabulary));
  return out.sort((a, b) => a.start - b.start);
}

const LINKS = new Set(['and', 'of', 'the', 'de']);

/** Whether `abbr` is the value's words cut short and run together, each word giving its first letters ("APAC": Asia Pacific). */
export function abbreviates(abbr: string, value: string): boolean {
  const ws = value
    .toLowerCase()
    .split(/[^a-z]+/)
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

/** A capitalised phrase, minus leading command words ("Get", "Show") and tool vocabulary ("CRM"). */
function phrase(text: string, raw: string, start: number, end: number, vocabulary: Set<string>): Mention | null {
  const parts = raw.split(/\s+/);
  let s = start;
  const word = (w: string) => w.toLowerCase().replace(/'s$/, '');
  while (parts.length > 0 && (isStopWord(word(parts[0]!)) || COMMAND.has(word(parts[0]!)) || vocabulary.has(word(parts[0]!)))) {
    s += parts[0]!.length + (text.slice(s + parts[0]!.length).match(/^\s*/)?.[0].length ?? 0);
    parts.shift();
  }
  while (parts.length > 0 && (isStopWord(parts[parts.length - 1]!) || vocabulary.has(parts[parts.length - 1]!.toLowerCase()))) parts.pop();
  if (parts.length === 0) return null;
  const value = parts.join(' ');
  if (/^i$/i.test(value)) return null;
  const e = s + value.length;
  return { kind: 'text', text: value, source: 'phrase', start: s, end: e, ...context(text, s, e) };
}

const COMMAND = new Set([
  'get',
  'show',
  'list',
  'give',
  'find',
  'tell',
  'fetch',
  'display',
  'which',
  'what',
  'how',
  'who',
  'where',
  'create',
  'add',
  'make',
  'update',
  'change',
  'set',
  'delete',
  'remove',
  'count',
  'sum',
  'total',
  'top',
  'please',
  'hi',
  'hello',
  'hey',
  'could',
  'can',
  'would',
  'i',
  "i'd",
  'thanks',
  'thank',
  'and',
  'now',
  'also',
  'ok',
  'okay',
  'register',
  'new',
  'open',
  'navigate',
  'go',
  'take',
  'search',
  'look',
]);
