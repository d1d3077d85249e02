import { canonical, isStopWord, RECORD_KINDS, words } from '../core/tokenize.js';
import { NUMBER_WORDS } from './order.js';
import { COUNTED_LEADS } from '../lexicon/having.js';

/**
 * The field whose groups a question ranks ("which region holds most …", "the country with the
 * least …", "countries ranked by …"): its words, or undefined when the question ranks records.
 */
/** A number in digits or words ("3", "three"). */
const NUMBER = `(?:\\d+|(?:${Object.keys(NUMBER_WORDS).join('|')})\\b)`;

const LEADS_VERBS = 'has|have|had|holds?|is|are|do|does|gets?|sees?|saw|shows?|with|contains?|owns?|carries|brings?|accounts? for';

/** A word that tells of records rather than naming a field of theirs ("closing", "based"). */
const PARTICIPLE = /^[a-z]{3,}(?:ing|ed)$/;

/** "which region holds most of ...", "the country with the least ...": the field's words. */
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
  const hint = ws.filter((w) => !isStopWord(w) && !/^\d+$/.test(w) && NUMBER_WORDS[w] === undefined);
  return hint.length > 0 ? hint : undefined;
}

export function winnerField(given: string): string[] | undefined {
  // "which month in 2025 had the most": the period narrows the rows, it is not part of the field's words
  const text = given.replace(/\s+(?:in|of|during|for)\s+(?:(?:q[1-4]|h[12])\s+)?(?:19|20)\d{2}\b/g, '');
  // ("which state in the united states has …": a place said of the field's values)
  const which = new RegExp(
    `\\b(?:which|what)\\s+(?:${NUMBER}\\s+)?([a-z]+(?:\\s+[a-z]+)?)\\s+` +
      `(?:(?:in|of|across)\\s+(?:the\\s+)?[a-z]+(?:\\s+[a-z]+)?\\s+)?(?:${LEADS_VERBS})\\b`,
  ).exec(text);
  const the =
    /(?:^\s*|\bthe\s+)([a-z]+(?:\s+[a-z]+)?)\s+with\s+the\s+(?:most|fewest|least|biggest|largest|highest|lowest|smallest|greatest|top|best|worst)\b/.exec(
      text,
    );
  const top =
    /\b(?:top|leading|biggest|largest)\s+(?:\d+\s+|three\s+|five\s+)?([a-z]+(?:\s+[a-z]+)??)\s+(?:(?:in|of|for|among|across)\s+(?:the\s+)?[a-z&-]+(?:\s+[a-z&-]+)?\s+)?by\s+(?:the\s+)?(?:[a-z]+\s+){0,2}?(?:number|count|volume|total|sum|amount)\b/.exec(
      text,
    ) ??
    // "best month for won dollars", "top region in terms of deal value": one field's value, the best of its groups
    [/\b(?:top|best|leading|strongest|weakest|worst)\s+([a-z]+)\s+(?:for|by|in terms of)\b/.exec(text)].find(
      (x) => x && !RECORD_KINDS.has(canonical(x[1]!)),
    ) ??
    // "the top 5 sources sorted by lead score": categories (a plural that is no kind of record) ranked by a measure
    /\b(?:(?:top|bottom)\s+(?:\d+|three|five|ten)|(?:\d+|three|five|ten)\s+(?:best|worst|largest|biggest|highest|lowest|leading|smallest))\s+(?:[a-z]+\s+)?([a-z]+(?:ies|s))\s+(?:ranked\s+|sorted\s+|ordered\s+)?by\b/.exec(
      text,
    ) ??
    // "rank my states by total revenue": categories ranked by a measure (a kind of record names no field, so it groups nothing)
    /\b(?:rank|sort|order)\s+(?:the\s+|my\s+|our\s+|all\s+)?([a-z]+(?:ies|s))\s+by\b/.exec(text) ??
    // "countries ranked by combined revenue", "our mean deal is biggest in which region"
    [/\b([a-z]+(?:ies|s))\s+(?:ranked|sorted|ordered)\s+by\b/.exec(text), /\bin\s+which\s+([a-z]+)\s*[?.!]*$/.exec(text)].find(
      (x) => x && !RECORD_KINDS.has(canonical(x[1]!)),
    );
  // "the country whose accounts count the most", "region in which deals total the most"
  const where = /(?:^\s*|\b(?:which|what|the)\s+)([a-z]+)\s+(?:where|in which|whose)\b/.exec(text);
  // "which of our clients holds the most people": the records named after "of" lead
  const of = new RegExp(
    `\\bwhich\\s+of\\s+(?:my|the|our|these|those)\\s+([a-z -]+?)\\s+(?:${LEADS_VERBS})\\s+(?:the\\s+)?(?:most|fewest|least)\\b`,
  ).exec(text);
  // "the most common job title", "the least frequent source"
  const common =
    /\b(?:most|least)\s+(?:common|frequent|popular|usual|typical)\s+([a-z]+(?:\s+[a-z]+)?)/.exec(text) ??
    // "which source shows up the most"
    /\b(?:what|which)\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:comes?\s+up|shows?\s+up|appears?|occurs?)\s+(?:the\s+)?(?:most|least)\b/.exec(text);
  // "which X <any verb> the most …": any verb between the field and the superlative ("which north american region has …")
  // "which region adds up to the biggest …": a verb with its particle, then "to"; "which region gives you the biggest …"
  const verb =
    /\b(?:which|what)\s+([a-z]+(?:\s+[a-z]+){0,2}?)\s+[a-z]+(?:\s+(?:in|up|out|on))?(?:\s+(?:us|me|you|them))?(?:\s+to)?\s+(?:the\s+)?(?:most|fewest|least|biggest|largest|highest|lowest|smallest|greatest)\b/.exec(
      text,
    );
  // "which of our regions shows the lowest mean deal size": a field of the records, ranked by a figure of its groups
  const ofField = new RegExp(
    `\\bwhich\\s+of\\s+(?:my|the|our|these|those)\\s+([a-z]+)\\s+(?:${LEADS_VERBS})\\s+` +
      '(?:the\\s+)?(?:highest|lowest|biggest|largest|smallest|greatest|best|worst|top)\\b',
  ).exec(text);
  const m =
    of ??
    (ofField && !RECORD_KINDS.has(canonical(ofField[1]!)) ? ofField : undefined) ??
    which ??
    the ??
    top ??
    common ??
    (verb && fieldBefore(verb[1]!) ? verb : undefined) ??
    where;
  if (!m) return undefined;
  // ("which deal closing in 2026 has …", "which account based in ohio …": a participle after the kind of record tells which records)
  const said = words(m[1]!);
  if (said.length > 1 && RECORD_KINDS.has(canonical(said[0]!)) && PARTICIPLE.test(said[1]!)) return undefined;
  if (m === verb) return fieldBefore(verb[1]!);
  // "which state is my biggest account in" asks about one row; "which state are most of my accounts in" about groups
  const rest = text.slice((which?.index ?? 0) + (which?.[0].length ?? 0));
  // ("which state is top for revenue", "which region is the best by deal value": the groups ranked by a measure)
  const groupsRanked = /^\s*(?:the\s+)?(?:top|best|leading|worst|number one)\s+(?:for|by|in terms of)\b/.test(rest);
  if (
    which &&
    /\s(?:is|are)$/.test(which[0]) &&
    !groupsRanked &&
    !/\b(?:most|fewest|least)\b/.test(rest) &&
    !/\b(?:total|combined|overall)\b/.test(rest)
  )
    return undefined;
  const hint = words(m[1]!)
    .filter((w) => !isStopWord(w) && !/^\d+$/.test(w) && NUMBER_WORDS[w] === undefined)
    .map(canonical);
  return hint.length > 0 ? hint : undefined;
}
