import { canonical, isStopWord, RECORD_KINDS, words } from '../core/tokenize.js';
import { NUMBER_WORDS } from './order.js';
import { COUNTED_LEADS } from '../lexicon/having.js';
import { WINNER_RULES } from '../rules/winner.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/**
 * The field whose groups a question ranks ("which region holds most …", "the country with the
 * least …", "countries ranked by …"): its words, or undefined when the question ranks records.
 */
/** A word that tells of records rather than naming a field of theirs ("closing", "based"). */
const PARTICIPLE = WINNER_RULES.participle.pattern;

/** "which region holds most of ...", "the country with the least ...": the field's words. */
const BEING = new Set(['is', 'are', 'was', 'were', 'be']);
const AUXILIARIES = new Set(['do', 'does', 'did', 'is', 'are', 'was', 'were', 'have', 'has', 'had', 'will', 'would', 'can', 'could']);

/**
 * The field's words before a verb, without the kind of record and the list words after them
 * ("which state crm accounts carry …": state); none when only records are named ("which
 * 3rd-party client holds the top …": the records themselves, no field of theirs).
 */
function fieldBefore(said: string): string[] | undefined {
  // ("which region did we win …": the field before the question's own verb; "what did our 3 biggest …": none)
  const raw = words(said);
  const aux = raw.findIndex((w) => AUXILIARIES.has(w));
  const ws = (aux === -1 ? raw : raw.slice(0, aux)).map(canonical);
  while (ws.length > 0 && (RECORD_KINDS.has(ws.at(-1)!) || COUNTED_LEADS.lists.includes(ws.at(-1)!))) ws.pop();
  const hint = ws.filter((w) => !isStopWord(w) && !SHAPE_RULES.digitsOnly.pattern.test(w) && NUMBER_WORDS[w] === undefined);
  return hint.length > 0 ? hint : undefined;
}

/** "which account brought in the most …": a kind of record alone, read as "which account has …" reads it. */
function kindAlone(said: string, whole: string): string[] | undefined {
  // ("which of their firms is the biggest": the records themselves ranked, no groups of them)
  if (words(whole).some((w) => BEING.has(w))) return undefined;
  const ws = words(said)
    .filter((w) => !isStopWord(w))
    .map(canonical);
  return ws.length === 1 && RECORD_KINDS.has(ws[0]!) ? ws : undefined;
}

export function winnerField(given: string): string[] | undefined {
  // "which month in 2025 had the most": the period narrows the rows, it is not part of the field's words
  const text = given.replace(WINNER_RULES.yearAfter.pattern, '');
  // ("which state in the united states has …": a place said of the field's values)
  const which = WINNER_RULES.whichLeads.pattern.exec(text);
  const the = WINNER_RULES.withTheMost.pattern.exec(text);
  const top =
    WINNER_RULES.topBy.pattern.exec(text) ??
    // "best month for won dollars", "top region in terms of deal value": one field's value, the best of its groups
    [WINNER_RULES.bestFor.pattern.exec(text), WINNER_RULES.measureThenField.pattern.exec(text)].find(
      (x) => x && !RECORD_KINDS.has(canonical(x[1]!)),
    ) ??
    // "the top 5 sources sorted by lead score": categories (a plural that is no kind of record) ranked by a measure
    // ("the top 3 firms for lima output": a kind of record names no field; only "by" keeps it, read below)
    [WINNER_RULES.topNPlural.pattern.exec(text)].find((x) => x && (x[0].endsWith('by') || !RECORD_KINDS.has(canonical(x[1]!)))) ??
    // "rank my states by total revenue": categories ranked by a measure (a kind of record names no field, so it groups nothing)
    // (a kind of record past two words, "rank our lima quarries by", is the records ranked: left to the readers below)
    [WINNER_RULES.rankPlural.pattern.exec(text)].find((x) => x && (!RECORD_KINDS.has(canonical(x[1]!)) || x[0].split(' ').length < 4)) ??
    // "countries ranked by combined revenue", "our mean deal is biggest in which region"
    [WINNER_RULES.pluralRankedBy.pattern.exec(text), WINNER_RULES.inWhichLast.pattern.exec(text)].find(
      (x) => x && !RECORD_KINDS.has(canonical(x[1]!)),
    ) ??
    // "what's our biggest state": a field's values ranked
    [WINNER_RULES.biggestField.pattern.exec(text)].find((x) => x && !RECORD_KINDS.has(canonical(x[1]!)));
  // "the country whose accounts count the most", "region in which deals total the most"
  const where = WINNER_RULES.whereField.pattern.exec(text);
  // "which of our clients holds the most people": the records named after "of" lead
  const of = WINNER_RULES.whichOfMost.pattern.exec(text);
  // "the most common zeta grade", "the least frequent source"
  const common =
    WINNER_RULES.mostCommon.pattern.exec(text) ??
    // "which source shows up the most"
    WINNER_RULES.showsUp.pattern.exec(text);
  // "which X <any verb> the most …": any verb between the field and the superlative ("which north american region has …")
  // "which region adds up to the biggest …": a verb with its particle, then "to"; "which region gives you the biggest …"
  const verb = WINNER_RULES.anyVerbMost.pattern.exec(text);
  // "which of our regions shows the lowest mean deal size": a field of the records, ranked by a figure of its groups
  const ofField = WINNER_RULES.whichOfField.pattern.exec(text);
  const m =
    of ??
    (ofField && !RECORD_KINDS.has(canonical(ofField[1]!)) ? ofField : undefined) ??
    which ??
    the ??
    top ??
    common ??
    (verb && (fieldBefore(verb[1]!) ?? kindAlone(verb[1]!, verb[0])) ? verb : undefined) ??
    where;
  if (!m) return undefined;
  // ("which deal closing in 2026 has …", "which account based in ohio …": a participle after the kind of record tells which records)
  const said = words(m[1]!);
  if (said.length > 1 && RECORD_KINDS.has(canonical(said[0]!)) && PARTICIPLE.test(said[1]!)) return undefined;
  if (m === verb) return fieldBefore(verb[1]!) ?? kindAlone(verb[1]!, verb[0]);
  // "which zeta is my largest quarry in" asks about one row; "which zeta are most of my quarries in" about groups
  const rest = text.slice((which?.index ?? 0) + (which?.[0].length ?? 0));
  // ("which state is top for revenue", "which region is the best by deal value": the groups ranked by a measure)
  // ("which state is biggest?": nothing after the superlative, the groups themselves)
  const groupsRanked = WINNER_RULES.groupsRanked.pattern.test(rest) || WINNER_RULES.superlativeAlone.pattern.test(rest);
  if (
    which &&
    WINNER_RULES.endsIsAre.pattern.test(which[0]) &&
    !groupsRanked &&
    !WINNER_RULES.mostFewestLeast.pattern.test(rest) &&
    !WINNER_RULES.totalCombinedOverall.pattern.test(rest)
  )
    return undefined;
  const hint = words(m[1]!)
    .filter((w) => !isStopWord(w) && !SHAPE_RULES.digitsOnly.pattern.test(w) && NUMBER_WORDS[w] === undefined)
    .map(canonical);
  return hint.length > 0 ? hint : undefined;
}
