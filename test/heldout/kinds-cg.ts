// What set CG needs beyond the shared builders (kinds-bb.ts, kinds-bc.ts, kinds-bd.ts,
// kinds-bv.ts): a rank stated as a number or an ordinal ("6th", "sixth", "#6"), a figure the
// user asked rounded (to the thousand) accepted exact or rounded, a list of countries written
// in full or by their usual short forms, and the rank of a key among groups. Every expected
// figure, name or list is computed from the APIs' data when the checker runs (never hard-coded).

import type { DataAccess } from './data.js';
import { leadOf, needList, needNumber, type Check } from './judge.js';

type Get<T> = (d: DataAccess) => Promise<T>;
type Group = { key: string; value: number };

const ORDINALS = [
  '',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
];

/** A rank in the direct answer: "6", "6th", "#6" or "sixth". */
export const needRank =
  (get: Get<number>, what: string): Check =>
  async (a, d) => {
    const n = await get(d);
    const plain = needNumber(a, n, 'count', what);
    if (plain === null) return null;
    const lead = leadOf(a.text);
    const word = ORDINALS[n];
    const ordinal = new RegExp(`(?<![A-Za-z0-9])(?:#\\s?${n}|no\\.\\s?${n}|${n}(?:st|nd|rd|th))(?![A-Za-z0-9])`, 'i');
    if (ordinal.test(lead) || (word !== undefined && word !== '' && new RegExp(`\\b${word}\\b`, 'i').test(lead))) return null;
    return plain;
  };

/** The rank (1 = largest, or smallest with dir 'min') of `key` among the groups; a tie at its place throws. */
export function rankOf(g: Group[], key: string, dir: 'max' | 'min', what: string): number {
  const s = [...g].sort((x, y) => (dir === 'max' ? y.value - x.value : x.value - y.value));
  const i = s.findIndex((x) => x.key === key);
  if (i < 0) throw new Error(`${what}: ${key} is not among the groups`);
  if (s.filter((x) => x.value === s[i]!.value).length > 1) throw new Error(`${what}: ${key} ties with another group`);
  return i + 1;
}

/** The key ranked `n` (1 = first) among the groups; a tie at that place throws. */
export function nthKey(g: Group[], n: number, dir: 'max' | 'min', what: string): string {
  const s = [...g].sort((x, y) => (dir === 'max' ? y.value - x.value : x.value - y.value));
  const at = s[n - 1];
  if (at === undefined) throw new Error(`${what}: fewer than ${n} groups`);
  if (s.filter((x) => x.value === at.value).length > 1) throw new Error(`${what}: place ${n} ties`);
  return at.key;
}

/** The first `n` keys of the groups; a tie across the cut throws. */
export function topKeys(g: Group[], n: number, dir: 'max' | 'min', what: string): string[] {
  const s = [...g].sort((x, y) => (dir === 'max' ? y.value - x.value : x.value - y.value));
  if (s.length > n && s[n - 1]!.value === s[n]!.value) throw new Error(`${what}: places ${n} and ${n + 1} tie`);
  return s.slice(0, n).map((x) => x.key);
}

/** A figure the user asked rounded to the thousand: exact, or rounded (both accepted). */
export const toThousand = (v: number): number[] => [v, Math.round(v / 1000) * 1000];

/** Short forms of the countries an answer may use, written out so the names compare as one form. */
const COUNTRY_FORMS: [RegExp, string][] = [
  [/(?<![A-Za-z])(?:USA|U\.S\.A\.|U\.S\.|US)(?![A-Za-z])/g, 'United States'],
  [/(?<![A-Za-z])(?:UK|U\.K\.)(?![A-Za-z])/g, 'United Kingdom'],
  [/(?<![A-Za-z])UAE(?![A-Za-z])/g, 'United Arab Emirates'],
];

/** Exactly the countries `[expected, universe]`, written in full or short (US, UK, UAE). */
export const countryList =
  (get: Get<[string[], string[]]>, what: string): Check =>
  async (a, d) => {
    const [keys, universe] = await get(d);
    if (keys.length === 0) throw new Error(`${what}: no country matches`);
    let text = a.text;
    for (const [re, full] of COUNTRY_FORMS) text = text.replace(re, full);
    return needList({ ...a, text }, keys, universe, what);
  };
