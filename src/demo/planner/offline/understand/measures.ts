import { canonical, isStopWord, words } from '../core/tokenize.js';
import { BEYOND } from '../lexicon/compose.js';
import { POINTING } from '../lexicon/refer.js';
import { MEASURES_RULES } from '../rules/measures.js';
import { COMPOSE_TEXT_RULES } from '../rules/compose-text.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/** Questions about a quantity of the rows: which word names it, and the figures asked of it. */

/** "above the average", "beats the mean": the comparison words are lexicon/compose.ts BEYOND's. */
const VS_AVERAGE = MEASURES_RULES.vsAverage.pattern;
/** "globex compared with the mean …: the gap": a gap to the average, asked with no direction (lexicon/bounds.ts). */
const GAP_TO_AVERAGE = MEASURES_RULES.gapToAverage.pattern;
const GAP_ASKED = MEASURES_RULES.gapAsked.pattern;
const BELOW = new Set(BEYOND.comparisons.filter((c) => c.op === 'lt').flatMap((c) => c.words));

/** Words that name a quantity to add up. */
export const MEASURE = MEASURES_RULES.measure.pattern;

/** The first quantity word among `ws` (the "value" of "lima deal value … summed"). */
export function measureIn(ws: string[]): string[] {
  const found = ws.find((w) => MEASURE.test(w) || MEASURE.test(canonical(w)));
  return found ? [canonical(found)] : [];
}

/** What a question asks of a measure besides a figure (fields of Intent). */
export interface Asked {
  vsAverage?: { above: boolean; hint: string[]; factor?: number; multiple?: string };
  shareOf?: string[];
  shareBase?: [number, number];
}

/**
 * "accounts above the average revenue": a bound the rows set themselves; "what share of my
 * revenue …": a share of the sum of a measure rather than of the row count.
 */
/** The measure among words ("revenue", "pipeline"); a measure word with a name's word after it ("a high value prospects list") is none. */
function measureOf(ws: string[]): string | undefined {
  const at = ws.findIndex((w) => MEASURE.test(w) || w === 'pipeline');
  const next = ws[at + 1];
  // ("pipeline value landing in 2031": a word saying what the value does, not a word naming it)
  return at >= 0 && (next === undefined || isStopWord(next) || MEASURES_RULES.wordEnding.pattern.test(next)) ? ws[at] : undefined;
}

export function boundsAndShares(text: string, ws: string[], share: boolean): Asked {
  const out: Asked = {};
  const vsAvg = VS_AVERAGE.exec(text);
  const gap = vsAvg ? undefined : GAP_TO_AVERAGE.exec(text);
  if (gap && GAP_ASKED.test(text)) {
    const after = measureIn(words(gap[1] ?? ''));
    out.vsAverage = { above: true, hint: after.length > 0 ? after : measureIn(ws) };
  }
  if (vsAvg) {
    const after = measureIn(words(vsAvg[3] ?? ''));
    // "more than 3x the average": the bound is that multiple of it
    const multiple = vsAvg[2]?.toLowerCase().replace(SHAPE_RULES.spaceRuns.pattern, ' ');
    const factor = BEYOND.multiples.find((m) => m.words === multiple)?.factor;
    out.vsAverage = {
      above: !BELOW.has(vsAvg[1]!.replace(COMPOSE_TEXT_RULES.spaceOrHyphenRuns.pattern, ' ')),
      hint: after.length > 0 ? after : measureIn(ws),
      ...(factor !== undefined ? { factor, multiple } : {}),
    };
  }
  const of = MEASURES_RULES.shareOfMeasure.pattern.exec(text);
  // (the measure may come a word or two on: "what % of our booked revenue")
  // (past a word that names no kind of record: a plural, "accounts", is the rows counted)
  // (within its clause: "share of the zeta revenue, mine plus …")
  const clause = of ? text.slice(of.index + of[0].length).split(MEASURES_RULES.clauseEnd.pattern)[0]! : '';
  const ahead = of ? [of[1]!, ...words(clause).slice(0, 2)] : [];
  // ("what percent of them have revenue …": a pointer at the previous rows is the rows counted too)
  const stop = ahead.findIndex((w) => (MEASURES_RULES.pluralS.pattern.test(w) && !MEASURE.test(w)) || POINTING.words.includes(w));
  const measured = measureOf(stop === -1 ? ahead : ahead.slice(0, stop));
  if (share && measured) out.shareOf = [measured === 'pipeline' ? 'valu' : canonical(measured)];
  // "out of all that my clients make, what share is ohio's": the whole is a sum of what they earn
  const earned = MEASURES_RULES.earnedWhole.pattern.exec(text);
  if (share && !out.shareOf && earned) out.shareOf = [canonical('revenue')];
  // "among my Ohio clients, which share …", "what share of my CA accounts are …": the conditions written there make the whole
  const base =
    MEASURES_RULES.wholeFirst.pattern.exec(text) ??
    // "retail firms: out of deals already decided, which share …": the topic said first is of the whole too
    MEASURES_RULES.topicFirst.pattern.exec(text) ??
    MEASURES_RULES.shareOfWhole.pattern.exec(text) ??
    // "share of german firms with 50+ staff": the whole, then what its part has
    MEASURES_RULES.shareOfWith.pattern.exec(text) ??
    // "lost as a fraction of the finished ones": the whole said last
    MEASURES_RULES.asShareOf.pattern.exec(text);
  if (share && base) out.shareBase = [base.index + base[0].indexOf(base[1]!), base.index + base[0].indexOf(base[1]!) + base[1]!.length];
  // a measure named with the whole said first ("of our pipeline in ohio, which part …") is the one shared
  if (share && base && !out.shareOf) {
    const inBase = measureOf(words(base[1]!));
    if (inBase) out.shareOf = [inBase === 'pipeline' ? 'valu' : canonical(inBase)];
  }
  return out;
}

/** "the spread between my largest and smallest", "range of values": the measure whose largest less smallest is asked. */
export function spreadAsked(text: string, ws: string[], bothEnds: boolean): string[] | undefined {
  // "how far apart the top and bottom ones sit": the distance between the two ends
  if (!MEASURES_RULES.spreadWord.pattern.test(text)) return undefined;
  if (!MEASURES_RULES.spreadOf.pattern.test(text) && !bothEnds) return undefined;
  const at = ws.findIndex((w) => MEASURES_RULES.spreadToken.pattern.test(w));
  const hint = [...measureIn(ws.slice(at)), ...measureIn(ws.slice(0, at))];
  return hint.length > 0 ? hint.slice(0, 1) : ['valu'];
}

/** "probability-weighted value", "weighted pipeline", "expected revenue": each amount times its probability, added up. */
export function weightedAsked(text: string, ws: string[]): string[] | undefined {
  if (!MEASURES_RULES.weighted.pattern.test(text)) return undefined;
  // the amount of the records weighed: their main money field, unless a field of another name is asked for
  return measureIn(ws).filter((h) => h !== 'revenu');
}
