import { NUMBER_SAID } from '../lexicon/amounts.js';
import { VALUE_RULES } from '../rules/understand-values.js';
import { PLACE_RULES } from '../rules/core-places.js';
import { NUMBER_RULES } from '../rules/numbers.js';

/**
 * Numbers said in words, written as digits (lexicon/amounts.ts NUMBER_SAID): "a dozen" → 12,
 * "ninety" → 90, "five hundred k" → 500000, "two and a half million" → 2500000. Only a phrase
 * holding a word that says a number and nothing else is read ("the top three" stays as said).
 */
const N = NUMBER_SAID;
const lower = (w: string | undefined) => w?.toLowerCase();
const isUnit = (w?: string) => w !== undefined && N.units[w] !== undefined;
const isTens = (w?: string) => w !== undefined && N.tens[w] !== undefined;
const isScale = (w?: string) => w !== undefined && N.scales[w] !== undefined;
const isArticle = (w?: string) => w === 'a' || w === 'an';

type Tok = { w: string; start: number; end: number };

/** The number said from token `i` on: its value and the index after its last token, or undefined. */
function readAt(t: Tok[], i: number): { value: number; next: number } | undefined {
  const at = (k: number) => lower(t[k]?.w);
  let k = i;
  // "half a dozen", "half a million", "a quarter of a million", "quarter million"
  if (isArticle(at(k)) && N.fractions[at(k + 1)!] !== undefined) k++;
  const part = N.fractions[at(k)!];
  if (part !== undefined) {
    let j = k + 1;
    if (at(j) === 'of') j++;
    if (isArticle(at(j))) j++;
    const w = at(j);
    if (N.dozen.includes(w!)) return { value: part * 12, next: j + 1 };
    if (isScale(w) && w!.length > 2) return { value: part * N.scales[w!]!, next: j + 1 };
    return undefined;
  }
  let value = 0;
  let said = false; // a word that only a number says
  const lead = at(k);
  if (isUnit(lead)) {
    value = N.units[lead!]!;
    if (!isArticle(lead) && value > 10) said = true;
    k++;
  }
  let hundred = false;
  if (N.hundred.includes(at(k)!)) {
    hundred = true;
    value = (value || 1) * 100;
    said = true;
    k++;
    if (at(k) === 'and' && (isTens(at(k + 1)) || (isUnit(at(k + 1)) && !isArticle(at(k + 1))))) k++;
  } else if (isArticle(lead) && !N.dozen.includes(at(k)!) && !(isScale(at(k)) && at(k)!.length > 2)) return undefined;
  if ((value === 0 || value % 100 === 0) && isTens(at(k))) {
    value += N.tens[at(k)!]!;
    said = true;
    k++;
    const unit = at(k);
    if (isUnit(unit) && !isArticle(unit) && N.units[unit!]! < 10) {
      value += N.units[unit!]!;
      k++;
    }
  } else if (hundred && isUnit(at(k)) && !isArticle(at(k))) {
    value += N.units[at(k)!]!;
    k++;
  }
  if (value === 0) return undefined;
  if (N.dozen.includes(at(k)!)) return { value: value * 12, next: k + 1 };
  // "two and a half million"
  let frac = 0;
  if (at(k) === 'and' && isArticle(at(k + 1)) && N.fractions[at(k + 2)!] !== undefined && isScale(at(k + 3))) {
    frac = N.fractions[at(k + 2)!]!;
    k += 3;
  }
  const scale = at(k);
  // a one-letter scale ("k", "m") only after a number word that is not an article
  if (isScale(scale) && (scale!.length > 2 || (!isArticle(lead) && k > i))) {
    return { value: (value + frac) * N.scales[scale!]!, next: k + 1 };
  }
  return said ? { value, next: k } : undefined;
}

/** "between two and nine thousand": the scale said once, after the range's second end, is the first end's too. */
const words = (table: Record<string, number>) => Object.keys(table).filter((w) => w.length > 2);
const SHARED_SCALE = new RegExp(
  `\\bbetween\\s+(\\d+|${[...words(N.units), ...words(N.tens)].join('|')})\\s+and\\s+(\\S+)\\s+(${words(N.scales).join('|')})\\b`,
  'gi',
);

export function numbersInWords(said: string): string {
  const text = said
    .replace(SHARED_SCALE, 'between $1 $3 and $2 $3')
    // ("march twenty twenty-five": a year said in words, read in digits)
    .replace(NUMBER_RULES.spelledYear.pattern, (_m, tens: string, unit?: string) =>
      String(2000 + (N.units[tens.toLowerCase()] ?? N.tens[tens.toLowerCase()] ?? 0) + (unit ? (N.units[unit.toLowerCase()] ?? 0) : 0)),
    );
  const toks: Tok[] = [];
  for (const m of text.matchAll(PLACE_RULES.letterRuns.pattern)) toks.push({ w: m[0], start: m.index!, end: m.index! + m[0].length });
  let out = '';
  let last = 0;
  for (let i = 0; i < toks.length; i++) {
    // a number starts a word, after no digit
    if (i > 0 && toks[i - 1]!.end === toks[i]!.start) continue;
    if (
      VALUE_RULES.afterDigitOrDollar.pattern.test(text.slice(0, toks[i]!.start).trimEnd()) &&
      N.fractions[lower(toks[i]!.w)!] === undefined
    )
      continue;
    // tokens of one number are joined by spaces or hyphens only
    let j = i;
    while (j + 1 < toks.length && VALUE_RULES.spacesOrDashesOnly.pattern.test(text.slice(toks[j]!.end, toks[j + 1]!.start))) j++;
    // ("at most ten staff": a small number word after a bound is a number)
    // (never "one": "at least one" asks whether any is, which its own readers take)
    const small = lower(toks[i]!.w) === 'one' ? undefined : N.units[lower(toks[i]!.w)!];
    const after = (ws: string[]) => ws.some((b) => ` ${text.slice(0, toks[i]!.start).trimEnd().toLowerCase()}`.endsWith(` ${b}`));
    const bounded = () => after(N.bounds) || (lower(toks[i]!.w) === 'zero' && after(N.zeroAfter));
    const found =
      readAt(toks.slice(i, j + 1), 0) ??
      (small !== undefined && !isArticle(lower(toks[i]!.w)) && bounded() ? { value: small, next: 1 } : undefined);
    if (!found) continue;
    const end = toks[i + found.next - 1]!.end;
    // four digits written with their thousands apart ("2,000"): a number said in words is never read as a year
    const digits = found.value >= 1000 && found.value < 10_000 ? found.value.toLocaleString('en-US') : String(found.value);
    out += text.slice(last, toks[i]!.start) + digits;
    last = end;
    i += found.next - 1;
  }
  return out + text.slice(last);
}
