import { NUMBER_WORDS } from '../lexicon/amounts.js';
import { canonical, isStopWord } from '../core/tokenize.js';
import { PHASE_WORDS } from './phase.js';
import { COUNTED_LEADS } from '../lexicon/having.js';
import { BOTH_ENDS } from '../lexicon/asking.js';
import { ORDER_RULES } from '../rules/order.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';

/** Order and top-k: "the 5 largest", "sorted by revenue", "the latest", "alphabetically"; ordinals and numbers in words. */

export interface Order {
  dir: 'asc' | 'desc';
  hint: string[];
  k?: number;
  /** Where the number of rows asked for is written ("top 5", "the 5 largest"), so it is not read as a value. */
  kSpan?: [number, number];
  singular: boolean;
  /** The superlative as written ("most", "largest", "top"), and the words after it that name the measure ("employees"). */
  word?: string;
  measureWords: string[];
  /** The words after the superlative even when "by <field>" names the measure ("largest deals …, by value": deals). */
  ranked?: string[];
  /** "the latest", "most recent", "oldest": ordered by a date. */
  recency?: boolean;
  /** "sorted by name", "alphabetically": a text field may order the rows, in this direction (A to Z unless asked otherwise). */
  textDir?: 'asc' | 'desc';
  /** "which one is last by worth": the one record at that end of the order (the latest of a date, the smallest of an amount). */
  end?: 'first' | 'last';
  /** "excluding the top 2": the first k are left out, the rest kept. */
  skip?: boolean;
}

export const ORDINALS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
  sixth: 6,
  '6th': 6,
  seventh: 7,
  '7th': 7,
  eighth: 8,
  '8th': 8,
  ninth: 9,
  '9th': 9,
  tenth: 10,
  '10th': 10,
  next: 2,
};
export { NUMBER_WORDS };

export const DESC = ORDER_RULES.desc.pattern;
export const ASC = ORDER_RULES.asc.pattern;
const SORT = ORDER_RULES.sortBy.pattern;

/** Both ends of an order said ("biggest to smallest"): every row in that order (lexicon/asking.ts). */
const BOTH = ORDER_RULES.bothEnds.pattern;

/** Up to two meaningful canonical words after position `i` in `ws`. */
export function hintAfter(ws: string[], i: number): string[] {
  const out: string[] = [];
  for (let j = i + 1; j < ws.length && out.length < 2; j++) {
    const w = ws[j]!;
    if (SHAPE_RULES.digitsOnly.pattern.test(w) || NUMBER_WORDS[w]) continue;
    // "the zeta region with most closed-won": the phase narrows the rows; the quantity follows it
    if (out.length === 0 && PHASE_WORDS.has(w) && ws[j + 1] !== undefined && !isStopWord(ws[j + 1]!)) continue;
    // (nor the words of a list, "the third-party revenue": the measure is revenue)
    if (COUNTED_LEADS.lists.includes(w) && out.length === 0) continue;
    if (isStopWord(w) || w === 'my' || w === 'your') {
      if (out.length > 0) break;
      continue;
    }
    out.push(canonical(w));
  }
  return out;
}

// (never a period: "the last 3 months", "the first two weeks")
const K_AFTER = ORDER_RULES.kAfter.pattern;
/** "which 3 of my accounts …", "what two deals …": the number of rows asked for, before "of" or the records. */
const K_WHICH = ORDER_RULES.kWhich.pattern;
/** "the five deals having the biggest value": the number of rows asked for, before the records ranked. */
const K_WITH = ORDER_RULES.kWith.pattern;
const K_BEFORE = ORDER_RULES.kBefore.pattern;

/** A lead that leaves the ranked rows out ("excluding the top 2"), just before the ranking (lexicon/negation.ts). */
const DROP_BEFORE = ORDER_RULES.dropBefore.pattern;

/** "top 5", "the 5 largest": the number of rows asked for and where it is written. */
function countAsked(plain: string): { k: number; span: [number, number]; skip: boolean } | undefined {
  const after = K_AFTER.exec(plain) ?? K_WHICH.exec(plain) ?? K_WITH.exec(plain);
  const before = after ? undefined : K_BEFORE.exec(plain);
  const m = after ?? before;
  if (!m) return undefined;
  const at = after ? m.index + m[0].length - m[1]!.length : m.index;
  return { k: Number(m[1]) || NUMBER_WORDS[m[1]!]!, span: [at, at + m[1]!.length], skip: DROP_BEFORE.test(plain.slice(0, m.index)) };
}

/** "have the most", "are the largest" ask for several rows; "has the highest", "is the top" for one. */
function verbNumber(ws: string[], at: number): 'one' | 'many' | undefined {
  const prev = ws[at - 1] === 'the' ? ws[at - 2] : ws[at - 1];
  if (prev === 'have' || prev === 'are' || prev === 'were') return 'many';
  if (prev === 'has' || prev === 'is' || prev === 'was') return 'one';
  return undefined;
}

/** Superlatives that pick one row when "of" follows them ("the largest of …"); "the most of …" is a quantity. */
const ONE_OF: ReadonlySet<string> = new Set(['largest', 'biggest', 'smallest', 'highest', 'lowest', 'top', 'best', 'worst']);

const CONDITION_WORDS: ReadonlySet<string> = new Set(['that', 'which', 'who', 'with', 'where', 'whose', 'having']);

export function parseOrder(text: string, ws: string[]): Order | undefined {
  const plain = text.replace(ORDER_RULES.boundWords.pattern, ' ');
  // "in alphabetical order", "a to z": sorted by the records' names
  const alpha = ORDER_RULES.alphabetical.pattern.exec(plain);
  if (alpha && !SORT.exec(plain)) {
    const dir = ORDER_RULES.startsZ.pattern.test(alpha[0]) || ORDER_RULES.reverseOrder.pattern.test(plain) ? 'desc' : 'asc';
    return { dir, hint: ['name'], singular: false, measureWords: [], textDir: dir };
  }
  const sortBy = SORT.exec(plain);
  const desc = DESC.exec(plain);
  const asc = ASC.exec(plain);
  const ends = BOTH.exec(plain);
  const endsDir = ends && BOTH_ENDS.desc.includes(ends[1]!) !== BOTH_ENDS.desc.includes(ends[2]!) ? ends[1]! : undefined;
  if (!sortBy && !desc && !asc && !endsDir) return undefined;
  const dirWord = (desc ?? asc)?.[1];
  const dir: 'asc' | 'desc' = endsDir
    ? BOTH_ENDS.desc.includes(endsDir)
      ? 'desc'
      : 'asc'
    : asc && (!desc || asc.index < desc.index)
      ? 'asc'
      : ORDER_RULES.ascending.pattern.test(plain) && !desc
        ? 'asc'
        : 'desc';
  // ("lowest to highest revenue": the measure follows the second end; the answer is worded by the first)
  const at = endsDir ? ws.indexOf(ends![2]!) : dirWord ? ws.indexOf(dirWord) : -1;
  const asked = countAsked(plain);
  // ("rank the quarries by how many …, top three": the "by" of the ordering said before the number)
  const byNext = ws.indexOf('by', Math.max(0, at));
  const byAt = byNext < 0 && sortBy ? ws.indexOf('by') : byNext;
  const after = at >= 0 ? hintAfter(ws, at) : [];
  // "by number of employees": the quantity after "number of"
  const byHint = byAt >= 0 ? hintAfter(ws, ws[byAt + 1] === 'number' && ws[byAt + 2] === 'of' ? byAt + 2 : byAt) : undefined;
  const hint = (byHint ?? after).filter((w) => w !== 'first' && w !== 'last');
  const nounAfter =
    at >= 0
      ? ws.slice(at + 1).find((w) => !SHAPE_RULES.digitsOnly.pattern.test(w) && !NUMBER_WORDS[w] && !isStopWord(w) && w !== 'my')
      : undefined;
  const verb = at >= 0 ? verbNumber(ws, at) : undefined;
  // "sorted by revenue, biggest first": the rows in that order, not the first of them
  // (", highest revenue first": so too a superlative and its field before "first" or "last")
  const endAt = Math.max(plain.lastIndexOf(' first'), plain.lastIndexOf(' last'));
  const ordering =
    sortBy !== null ||
    endsDir !== undefined ||
    ORDER_RULES.orderingWord.pattern.test(nounAfter ?? '') ||
    (endAt > 0 && ORDER_RULES.listingEndSaid.pattern.test(plain.slice(0, endAt + 1)));
  // "the largest of my accounts": one of them
  // (not when a condition follows, "the largest of my clients who …": the condition picks first)
  const oneOf =
    ws[at + 1] === 'of' && dirWord !== undefined && ONE_OF.has(dirWord) && !ws.slice(at + 2).some((w) => CONDITION_WORDS.has(w));
  const singular =
    asked === undefined &&
    !ordering &&
    (oneOf || (verb ? verb === 'one' : nounAfter !== undefined && !WORD_SHAPE_RULES.pluralS.pattern.test(nounAfter)));
  const from = after.length > 0 ? ws.findIndex((w, j) => j > at && canonical(w) === after[0]) : -1;
  const measureWords = byAt >= 0 || at < 0 || from < 0 ? [] : ws.slice(from, from + after.length);
  const ranked = at >= 0 && from >= 0 ? ws.slice(from, from + after.length) : [];
  const recency = ORDER_RULES.recency.pattern.test(plain);
  const when = recency && ORDER_RULES.oldest.pattern.test(plain) ? 'asc' : recency ? 'desc' : dir;
  // a text field ("sorted by name") goes A to Z unless the other way is asked
  const textDir = !sortBy ? undefined : desc || ORDER_RULES.descending.pattern.test(plain) ? 'desc' : 'asc';
  return {
    dir: when,
    hint,
    k: asked?.k,
    kSpan: asked?.span,
    ...(asked?.skip ? { skip: true } : {}),
    singular: singular || asked?.k === 1,
    word: endsDir ?? dirWord,
    measureWords,
    ...(byAt >= 0 && ranked.length > 0 ? { ranked } : {}),
    recency,
    textDir,
  };
}
