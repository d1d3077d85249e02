import { isCountryName } from './countries.js';
import { PLACE_RULES } from '../rules/core-places.js';
/** US state names and codes, so "California" filters rows whose state is `CA`. */
export const US_STATES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
  'district of columbia': 'DC',
};

const CODES = new Set(Object.values(US_STATES));
/** Codes that are also common English words in upper case ("OK", "OR"): only their names count. */
const AMBIGUOUS = new Set(['OK', 'OR', 'IN', 'ME', 'HI', 'AS', 'ID']);

/** Longest names first, so "west virginia" wins over "virginia". */
const NAMES = Object.keys(US_STATES).sort((a, b) => b.length - a.length);

export interface StateHit {
  name: string;
  code: string;
  start: number;
  end: number;
}

export function findStates(text: string): StateHit[] {
  const lower = text.toLowerCase();
  const hits: StateHit[] = [];
  for (const name of NAMES) {
    const re = new RegExp(`\\b${name}\\b`, 'g');
    for (const m of lower.matchAll(re)) {
      if (hits.some((h) => m.index! < h.end && m.index! + name.length > h.start)) continue;
      hits.push({
        name: text.slice(m.index!, m.index! + name.length),
        code: US_STATES[name]!,
        start: m.index!,
        end: m.index! + name.length,
      });
    }
  }
  // a state's name cut short after "in"/"from" ("from penn", "in wisc"), when only one name starts so
  for (const m of lower.matchAll(PLACE_RULES.cutStateName.pattern)) {
    const word = m[1]!;
    const at = m.index! + m[0].length - word.length;
    if (US_STATES[word] || isCountryName(word) || hits.some((h) => at < h.end && at + word.length > h.start)) continue;
    const names = NAMES.filter((n) => n.startsWith(word) && n.length > word.length);
    if (names.length === 1)
      hits.push({ name: text.slice(at, at + word.length), code: US_STATES[names[0]!]!, start: at, end: at + word.length });
  }
  // lower-case codes where only a place can stand ("in ny", "from tx", "in ny or ca", "not counting tx", "my ny accounts",
  // "my largest tx account"),
  // when the code is no English word
  for (const m of text.matchAll(PLACE_BEFORE)) {
    const word = m[2] ?? m[3] ?? m[4]!;
    const code = word.toUpperCase();
    const at = m.index! + m[0].length;
    if (!CODES.has(code) || WORDS.has(word) || hits.some((h) => at < h.end && at + 2 > h.start)) continue;
    // after "or"/"and", only as the next of a list of places
    // (or opening a follow-up: "and tx?")
    const opens = text.slice(0, m.index!).trim() === '';
    if (m[1] && PLACE_RULES.orAnd.pattern.test(m[1]) && !opens && !hits.some((h) => h.end <= m.index! && m.index! - h.end <= 8)) continue;
    hits.push({ name: word, code, start: at, end: at + 2 });
  }
  // Upper-case two-letter codes written as such ("accounts in TX").
  const codes = [...text.matchAll(PLACE_RULES.upperCode.pattern)];
  for (const m of codes) {
    // an ambiguous code counts inside a list of codes ("CA, OR or WA", "WA + OR")
    const listed = codes.some(
      (o) =>
        o !== m &&
        CODES.has(o[0]) &&
        !AMBIGUOUS.has(o[0]) &&
        Math.abs(o.index! - m.index!) <= 8 &&
        PLACE_RULES.codeListGap.pattern.test(text.slice(Math.min(o.index!, m.index!) + 2, Math.max(o.index!, m.index!))),
    );
    // or written in capitals where only a place can stand ("deals in OR", "accounts from OK")
    const placed = PLACE_RULES.placedBefore.pattern.test(text.slice(Math.max(0, m.index! - 12), m.index!));
    if (!CODES.has(m[0]) || (AMBIGUOUS.has(m[0]) && !listed && !placed) || hits.some((h) => m.index! < h.end && m.index! + 2 > h.start))
      continue;
    hits.push({ name: m[0], code: m[0], start: m.index!, end: m.index! + 2 });
  }
  return hits.sort((a, b) => a.start - b.start);
}

/**
 * Where only a place can follow: after "in", "from", an exclusion ("not counting", "excluding"),
 * or as the place of the records named next ("my ny accounts": a code between "my" and a plural),
 * or said first and set apart ("ny — my side only — …").
 */
const PLACE_BEFORE = PLACE_RULES.codeCanStand.pattern;

/** Two-letter codes that are also English words or common abbreviations ("in", "or", "co"). */
const WORDS = new Set(['al', 'ar', 'co', 'de', 'hi', 'id', 'in', 'la', 'ma', 'me', 'mo', 'ms', 'ne', 'oh', 'ok', 'or', 'pa', 'sc', 'md']);

/** A word of 4+ letters that begins exactly one state's name ("penn", "wisc"). */
export function isStatePrefix(word: string): boolean {
  const w = word.toLowerCase();
  return w.length >= 4 && !US_STATES[w] && NAMES.filter((n) => n.startsWith(w)).length === 1;
}

export function stateNameOf(code: string): string | undefined {
  const entry = Object.entries(US_STATES).find(([, c]) => c === code);
  return entry ? entry[0].replace(PLACE_RULES.wordStart.pattern, (ch) => ch.toUpperCase()) : undefined;
}
