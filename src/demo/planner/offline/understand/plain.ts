import { canonical, isStopWord, RECORD_KINDS, terms } from '../core/tokenize.js';
import { COUNT_BOUND, COUNT_NUMBER } from './numbers.js';
import { LEAD_CONVERSION, RATE_RESTATED, SHARE_SAID } from '../lexicon/rates.js';
import {
  COUNT_LAST,
  DATE_RANKS,
  DIRECTION_CHOICE,
  RANK_VERBS,
  TOTAL_LAST,
  WHICH_COMPARATIVE,
  BEST_FOR,
  POSSESSIVE_RANK,
  MOST_BY_OUTCOME,
  SUPERLATIVE_SAID,
  WHICH_AMONG,
} from '../lexicon/asking.js';
import { alternation } from '../core/known.js';
import { todaySaid } from './dates.js';
import { reworded } from './reworded.js';
import { AMOUNT_WORDS, COUNT_BOUND_AFTER, NONE_SAID } from '../lexicon/bounds.js';
import { numbersInWords } from './amounts.js';
import { OUR_STATE } from '../lexicon/mine.js';
import { PLAIN_RULES } from '../rules/plain.js';
import { PLAIN_PHASE_RULES } from '../rules/plain-phase.js';
import { PLAIN_SCOPE_RULES } from '../rules/plain-scope.js';
import { PLAIN_SAID_RULES } from '../rules/plain-said.js';
import { COMPOSE_TEXT_RULES } from '../rules/compose-text.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { COMPOSE_NAME_RULES } from '../rules/compose-names.js';
import { DAY_NAMES, MONTH_NAMES } from '../lexicon/calendar.js';

/** "five or more quito firms": a count's bound said after it, read before it (lexicon/bounds.ts COUNT_BOUND_AFTER). */
const COUNT_BOUND_AFTER_RE = new RegExp(
  `(?<![\\d,.$])\\b${COUNT_NUMBER}\\b(?![,.]\\d)((?:\\s+[a-z]+){0,2}?)\\s+(${alternation(COUNT_BOUND_AFTER.flatMap((b) => b.said))})\\b`,
  'gi',
);

/** "zero open deals": none (lexicon/bounds.ts NONE_SAID). */
const NONE_SAID_RE = PLAIN_SAID_RULES.noneSaid.pattern;
/** "which one is the greater earner" with no "than": the superlative (lexicon/asking.ts WHICH_COMPARATIVE). */
const BEST_FOR_RE = PLAIN_SAID_RULES.bestFor.pattern;
const MOST_BY_OUTCOME_RE = PLAIN_SAID_RULES.mostByOutcome.pattern;
const POSSESSIVE_RANK_RE = PLAIN_SAID_RULES.possessiveRank.pattern;
/** "which sector's clients score best": "which sector has the top average client score" (lexicon/asking.ts). */
function possessiveRank(_m: string, lead: string, field: string, kind: string, verb: string, sup: string, avg?: string): string {
  const measure = POSSESSIVE_RANK.verbs[verb.toLowerCase()]!;
  const figure = avg || POSSESSIVE_RANK.averaged.includes(measure) ? 'average' : 'total';
  const one = kind.replace(WORD_SHAPE_RULES.pluralIesAnyCase.pattern, 'y').replace(PLAIN_RULES.sEnding.pattern, '');
  return `${lead} ${field} has the ${POSSESSIVE_RANK.superlatives[sup.toLowerCase()]!} ${figure} ${one} ${measure}`;
}
const FIRST_SAID_RE = PLAIN_SAID_RULES.firstSaid.pattern;
const WHICH_COMPARATIVE_RE = PLAIN_SAID_RULES.whichComparative.pattern;

/** "the thinnest pipeline": a superlative in other words (lexicon/asking.ts SUPERLATIVE_SAID). */
const SUPERLATIVE_SAID_RE = PLAIN_SAID_RULES.superlativeSaid.pattern;

/** "…, or not?" said last: a yes or a no asked (lexicon/asking.ts YES_NO). */

/** Amounts said in words ("a million"), longest first. */
const AMOUNT_WORDS_RE = PLAIN_SAID_RULES.amountWords.pattern;

/**
 * The message in the words the planner reads: phrases said in passing dropped ("on file"), a
 * win rate asked as the share it is, and the cues of follow-ups and listings.
 */

/** The words that open a narrowing follow-up ("only the ones", "just those"), dropped when it is asked again in full. */
export const REFINE_CUE = PLAIN_RULES.refineCue.pattern;

/** A ranking as written ("top 3", "the 5 largest", "biggest"), taken out of a question asked again with another. */
export const RANKING = PLAIN_RULES.ranking.pattern;
/** The words that open a follow-up ("and", "what about"), dropped when it is folded into the previous question. */
export const FOLLOW_CUE = PLAIN_RULES.followCue.pattern;

/** "what are their emails", "show me its state": a field asked of the previous answer's records. */
export const THEIR_FIELD = PLAIN_RULES.theirField.pattern;

/** "list the departments", "show me the lead sources": the values of a field, not records. */
const LIST_FIELD = PLAIN_RULES.listField.pattern;
export function fieldListed(text: string, vocab: { fieldParts: Set<string>; entities: Set<string> }): string[] | undefined {
  const m = LIST_FIELD.exec(text);
  if (!m) return undefined;
  const fieldTerms = new Set([...vocab.fieldParts].flatMap((w) => terms(w)));
  const said = terms(m[1]!);
  const last = said[said.length - 1];
  // "list opportunities closing in March": records doing something (a verb's -ing form), not the values of a field
  if (!last || vocab.entities.has(last) || !fieldTerms.has(last) || PLAIN_RULES.ingEnding.pattern.test(m[1]!.trim())) return undefined;
  return [last];
}

/** "industries with more than 70 accounts": a field's values, kept by how many rows hold them (not records with related ones). */
const HELD = new RegExp(`^\\s*(?:which\\s+|the\\s+|list\\s+(?:the\\s+)?)?([a-z]+)\\s+with\\s+${COUNT_BOUND}?\\s*${COUNT_NUMBER}\\b`, 'i');
function fieldHeld(text: string, entities: Set<string>): string[] | undefined {
  const held = HELD.exec(text);
  return held && !entities.has(canonical(held[1]!)) ? [canonical(held[1]!)] : undefined;
}

/** The field whose values are asked for: kept by how many rows hold them, or listed ("list the industries"). */
export function fieldValuesAsked(text: string, vocab: { fieldParts: Set<string>; entities: Set<string> }): string[] | undefined {
  return fieldHeld(text, vocab.entities) ?? fieldListed(text, vocab);
}

/**
 * The field whose values a question asks for ("which departments do they work in"), or, when it asks
 * who the records are too ("who are they, and what zeta", "names plus the quarry"),
 * that field shown beside each record.
 */
export function fieldAskedOf(
  text: string,
  vocab: { fieldParts: Set<string>; entities: Set<string> },
  said?: string[],
): { distinct?: string[]; project?: string[] } {
  const values = said ?? fieldValuesAsked(text, vocab);
  if (!values) return {};
  return PLAIN_RULES.whoTheyAre.pattern.test(text) ? { project: values, distinct: undefined } : { distinct: values };
}

/** Said in passing ("no CEO on record", "on file", "doesn't matter"): it names no record, field or tool. */
const FILLER = PLAIN_RULES.filler.pattern;
/**
 * "win rate", "loss rate": the share of the closed deals that were won (lost). The message is
 * asked as that share, its other conditions ("in 2025") made part of the whole.
 */

/** What only restates a rate's whole (lexicon/rates.ts), longest first: dropped from the rest of the question. */
const RESTATED = new RegExp(
  `[(]?\\b(?:${alternation(RATE_RESTATED.phrases).replace(PLAIN_PHASE_RULES.wonOrLostWord.pattern, '(?:closed[\\s-]+)?$1')})\\b[)]?`,
  'gi',
);
/** "the best converting lead source": the group whose leads are won most often (lexicon/rates.ts). */
const CONVERTING_FIRST = PLAIN_SAID_RULES.convertingFirst.pattern;
const CONVERTING_AFTER = PLAIN_SAID_RULES.convertingAfter.pattern;

/** "one-contact accounts": a number and a kind of record joined by a dash, before the records that hold them. */
const COUNTED_KIND = new RegExp(
  `\\b(${COUNT_NUMBER}|single)-(contact|deal|opportunity|lead)s?\\s+(accounts?|accts?|clients?|customers?|companies|firms?)\\b`,
  'gi',
);
/** "lost as a fraction of the finished deals": the whole restated after the rate (lexicon/rates.ts), dropped too. */
const WHOLE_RESTATED = PLAIN_SAID_RULES.wholeRestated.pattern;
const RATE = PLAIN_PHASE_RULES.rate.pattern;
const ASKED_LAST = PLAIN_PHASE_RULES.askedLast.pattern;
const ASKING = PLAIN_PHASE_RULES.asking.pattern;
/**
 * "leads from weber llc": a company name written in lower case, known by its legal form, is
 * capitalised as a name (the words after the last small word before the legal form).
 */
export function namesCapitalised(text: string): string {
  return text.replace(PLAIN_RULES.legalName.pattern, (m, lead: string, form: string) => {
    const ws = lead.trim().split(SHAPE_RULES.spaces.pattern);
    let i = ws.length;
    while (i > 0 && !isStopWord(ws[i - 1]!) && !PLAIN_RULES.smallLink.pattern.test(ws[i - 1]!)) i--;
    if (i === ws.length) return m;
    const name = ws.slice(i).map((w) => w.charAt(0).toUpperCase() + w.slice(1));
    const legal = form.length <= 3 ? form.toUpperCase() : form.charAt(0).toUpperCase() + form.slice(1);
    return `${ws.slice(0, i).join(' ')}${i > 0 ? ' ' : ''}${name.join(' ')} ${legal}`;
  });
}

const WHOLE_FIRST = PLAIN_SAID_RULES.wholeFirst.pattern;

/** A negation lead (lexicon/negation.ts) before a phase that has one opposite: closed against open. */
const NEGATED_PHASE = PLAIN_SAID_RULES.negatedPhase.pattern;

/** "out of all regions, which one holds …" (lexicon/asking.ts): the field's words, then what is asked of it. */
const WHICH_AMONG_RE = PLAIN_SAID_RULES.whichAmong.pattern;
const DATE_RANK_RES = DATE_RANKS.phrases.map((p) => ({ re: new RegExp(`\\b(?:${alternation(p.words)})\\b`, 'i'), as: p.as }));
const RANK_VERB_RES = RANK_VERBS.phrases.map((p) => ({ re: new RegExp(`\\b(?:${alternation(p.words)})\\b`, 'i'), as: p.as }));
const RANK_VERB_ANY = PLAIN_SAID_RULES.rankVerbAny.pattern;
const DATE_RANK_ANY = PLAIN_SAID_RULES.dateRankAny.pattern;
const OPENERS_RE = PLAIN_SAID_RULES.openers.pattern;
const CONTEXT_OPENERS_RE = PLAIN_SAID_RULES.contextOpeners.pattern;
const SHARE_SAID_RE = PLAIN_SAID_RULES.shareSaid.pattern;
const OUT_VERB_RE = PLAIN_SAID_RULES.outVerb.pattern;
const TOTAL_LAST_RE = PLAIN_SAID_RULES.totalLast.pattern;
const CHOICE_RE = PLAIN_SAID_RULES.choice.pattern;

/** Whether words name records ("my texas accounts"): a kind of record among them. */
const saysRecords = (said: string) => terms(said).some((w) => RECORD_KINDS.has(w));

/** "doing a check on Zeta Mills: …": a context opener is dropped, but the record it names stays, said before the colon. */
function openerNamed(said: string): string {
  const names = [...said.matchAll(COMPOSE_NAME_RULES.capitalisedInside.pattern)].filter((m) => {
    const w = m[0].toLowerCase();
    return w.length > 1 && !DAY_NAMES.words.includes(w) && !MONTH_NAMES.words.includes(w);
  });
  const [first, last] = [names[0], names.at(-1)];
  return first && last ? `${said.slice(first.index, last.index! + last[0].length)}: ` : '';
}

/** "above or below": the two directions offered, in the order asked, when they are opposites. */
export function directionChoice(text: string): [string, string] | undefined {
  const m = CHOICE_RE.exec(text);
  if (!m) return undefined;
  const [a, b] = [m[1]!.toLowerCase(), m[2]!.toLowerCase()];
  return DIRECTION_CHOICE.pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a)) ? [a, b] : undefined;
}

const singular = (word: string, ending: string) => word + (ending === 'ies' ? 'y' : ending === 'sses' ? 'ss' : '');

/**
 * "who's larger by headcount, A or B", "who has more deals": which of the records named, no person
 * (read before the message is split into parts: planner.ts).
 */
export function whoWeighed(text: string): string {
  return text
    .replace(PLAIN_RULES.whoIsBigger.pattern, 'which is ')
    .replace(PLAIN_RULES.whoHasMore.pattern, 'which')
    .replace(PLAIN_RULES.whoIsAhead.pattern, 'which has more');
}

export function withoutFiller(text: string): string {
  // "add up the revenue", "tally up": a sum asked for, in the word the planner reads
  // ("between now and …": today as its date, before "now" is dropped as a word that says nothing)
  const plain = reworded(todaySaid(numbersInWords(text.replace(PLAIN_RULES.addSplit.pattern, '$1 up $2')), new Date()))
    .replace(OPENERS_RE, '')
    .replace(PLAIN_SCOPE_RULES.periodGloss.pattern, '$1')
    .replace(PLAIN_SCOPE_RULES.namedAs.pattern, '')
    .replace(PLAIN_RULES.topicFirstTop.pattern, '$2 the $3 $1')
    .replace(PLAIN_PHASE_RULES.everyPhase.pattern, '')
    .replace(PLAIN_SCOPE_RULES.onlyFirst.pattern, (_m, said: string) => `among ${said.toLowerCase()}, `)
    .replace(CONTEXT_OPENERS_RE, openerNamed)
    .replace(PLAIN_RULES.eachBy.pattern, 'by $1')
    .replace(SHARE_SAID_RE, SHARE_SAID.as)
    .replace(CHOICE_RE, (m, a: string) => (directionChoice(m) ? a : m))
    .replace(OUT_VERB_RE, (_m, verb: string, end?: string) => `${verb}${end ?? ''} more than`)
    // ("among my lima firms, which one …": records, not a field, said after a bare "among": left as said)
    .replace(WHICH_AMONG_RE, (m, words: string, ending: string) =>
      WHICH_AMONG.records.some((l) => m.toLowerCase().trimStart().startsWith(`${l} `)) && saysRecords(m)
        ? m
        : `which ${singular(words, ending)} `,
    )
    .replace(PLAIN_RULES.countTotalLast.pattern, '$1')
    .replace(PLAIN_RULES.measureLast.pattern, 'total $2 of $1')
    .replace(TOTAL_LAST_RE, ` ${TOTAL_LAST.as}`)
    .replace(DATE_RANK_ANY, (said) => DATE_RANK_RES.find((d) => d.re.test(said))!.as)
    .replace(RANK_VERB_ANY, (said) => RANK_VERB_RES.find((d) => d.re.test(said))!.as)
    .replace(FILLER, '')
    .replace(NONE_SAID_RE, NONE_SAID.as)
    // "ahead of … than our Acme Corp": the record named, whoever's it is
    .replace(PLAIN_RULES.thanOurName.pattern, 'than ')
    .replace(PLAIN_RULES.moreOrMore.pattern, '$1 ')
    .replace(PLAIN_RULES.whereHighest.pattern, 'which $1 has the $3 $2')
    .replace(PLAIN_RULES.groupedTop.pattern, (_m, records: string, field: string, n: string) =>
      n === '1' ? `which ${field} has the most ${records}` : `the top ${n} ${field} by number of ${records}`,
    )
    .replace(SUPERLATIVE_SAID_RE, (w) => SUPERLATIVE_SAID.words[w.toLowerCase()]!)
    .replace(MOST_BY_OUTCOME_RE, (_m, lead: string, field: string, verb: string) => {
      return `${lead} ${field} had the most ${MOST_BY_OUTCOME.verbs[verb.toLowerCase()]!} value`;
    })
    .replace(FIRST_SAID_RE, (_m, a?: string, b?: string) => `, ${(a ?? b)!.toLowerCase()} first`)
    .replace(POSSESSIVE_RANK_RE, possessiveRank)
    .replace(PLAIN_SAID_RULES.possessiveHave.pattern, '$1 $2 has the $3')
    .replace(PLAIN_SAID_RULES.possessiveIs.pattern, '$1 $2 has the $4 $3')
    .replace(PLAIN_SAID_RULES.whoseNamed.pattern, 'which $3 has the $2 $1')
    .replace(BEST_FOR_RE, (_m, lead: string, field: string, word: string) => `${lead} ${field} had ${BEST_FOR.words[word.toLowerCase()]!}`)
    .replace(WHICH_COMPARATIVE_RE, (_m, lead: string, word: string) => `${lead} ${WHICH_COMPARATIVE.words[word.toLowerCase()]!}`)
    .replace(COUNT_BOUND_AFTER_RE, (said, rest: string, bound: string) => {
      const as = COUNT_BOUND_AFTER.find((b) => b.said.includes(bound.toLowerCase()))!.as;
      return `${as} ${said.slice(0, said.length - rest.length - bound.length).trim()}${rest}`;
    })
    .replace(
      AMOUNT_WORDS_RE,
      (said) => AMOUNT_WORDS.find((a) => a.said === said.toLowerCase().replace(SHAPE_RULES.spaceRuns.pattern, ' '))!.as,
    )
    // "new accounts added in 2024": records added are new; the word names no value ("new" leads are a status)
    .replace(PLAIN_RULES.newAdded.pattern, '')
    .replace(PLAIN_RULES.mineNotOther.pattern, '$1')
    .replace(PLAIN_RULES.ourState.pattern, `${OUR_STATE.as} `)
    // "behind lima, which town holds the most …": the top of the others
    .replace(PLAIN_RULES.afterLeader.pattern, 'excluding $1, ')
    // "among my deals in 2025, what share of them …": the share of that whole
    .replace(
      WHOLE_FIRST,
      (_m, whole: string, what: string, share: string) =>
        `${what} ${share} of ${whole.replace(PLAIN_SAID_RULES.outcomesRestated.pattern, '')} `,
    )
    // "the business we booked", "bookings": deals won (never "book a meeting", which opens the request)
    .replace(PLAIN_RULES.booked.pattern, '$1 won')
    .replace(PLAIN_RULES.bookings.pattern, 'closed won value')
    // "the best converting lead source": the one whose leads are won most often
    .replace(CONVERTING_FIRST, (m, group: string, at: number, all: string) =>
      PLAIN_RULES.leadWord.pattern.test(all) ? `the ${group} with the ${LEAD_CONVERSION.as}` : m,
    )
    .replace(CONVERTING_AFTER, (m, _at: number, all: string) => (PLAIN_RULES.leadWord.pattern.test(all) ? `the ${LEAD_CONVERSION.as}` : m))
    // "my one-contact accounts", "two-deal clients": records with exactly that many of the kind named
    .replace(
      COUNTED_KIND,
      (_m, n: string, kind: string, records: string) => `${records} with exactly ${n.toLowerCase() === 'single' ? 'one' : n} ${kind}`,
    )
    // "closed-won revenue": the money of the deals won (a record's revenue is never won or lost)
    .replace(PLAIN_PHASE_RULES.wonRevenue.pattern, (_m, closed: string | undefined, phase: string) => `${closed ?? ''}${phase} deal value`)
    // "WA accounts: avg number of contacts each": the mean per record of the kind named before
    .replace(PLAIN_RULES.averageEach.pattern, (m, head: string, at: number, all: string) => {
      const kind = all
        .slice(0, at)
        .toLowerCase()
        .split(PLAIN_RULES.nonLetters.pattern)
        .reverse()
        .find((w) => RECORD_KINDS.has(canonical(w)));
      return kind ? `${head} per ${canonical(kind)}` : m;
    })
    // "largest minus lowest deal value": the spread of it (both ends of one measure, no exclusion)
    .replace(PLAIN_RULES.spreadMinus.pattern, 'spread of')
    // "what city's got fewer": what city has
    .replace(PLAIN_RULES.gotHas.pattern, '$1 $2 has')
    // "split across stages", "spread over regions": grouped by that field
    .replace(PLAIN_RULES.spreadAcross.pattern, 'by ')
    // "leaving out the ones already closed": the open ones
    .replace(PLAIN_PHASE_RULES.exceptClosed.pattern, 'open')
    // "closed won/lost": both closing stages, each said whole
    .replace(PLAIN_PHASE_RULES.wonSlashLost.pattern, (_m, closed: string, a: string, b: string) => `${closed}${a} and ${closed}${b}`)
    // "every deal (won or lost)": the aside says which deals, every closed one
    .replace(PLAIN_PHASE_RULES.wonOrLostAside.pattern, ' closed')
    // "won vs lost": the two closing stages weighed against each other, as their values
    .replace(PLAIN_PHASE_RULES.wonVersusLost.pattern, (m, a: string, w: string, b: string) => {
      const end = (x: string) => (PLAIN_PHASE_RULES.startsW.pattern.test(x) ? 'won' : 'lost');
      return end(a) === end(b) ? m : `closed-${end(a)} ${w} closed-${end(b)}`;
    })
    // "past their close date", "overdue on its due date": that date before today
    .replace(PLAIN_PHASE_RULES.pastDate.pattern, (_m, past?: string, passed?: string) => {
      const now = new Date();
      return `${past ?? passed} before ${now.toLocaleString('en-US', { month: 'long' })} ${now.getDate()}, ${now.getFullYear()}`;
    })
    // "outside California", "outside of the US": not in it (never "outside accounts", the third-party ones)
    .replace(PLAIN_RULES.outside.pattern, 'not in ')
    // "e-mail addresses": the e-mails (no street address)
    .replace(PLAIN_RULES.emailAddress.pattern, (_m, e: string, plural?: string) => `${e}${plural ? 's' : ''}`)
    // "don't", "isn't": the negation in full words
    .replace(PLAIN_RULES.notContracted.pattern, '$1 not')
    // "do not have any contacts": none of them
    .replace(PLAIN_RULES.doNotHaveAny.pattern, 'have no ')
    .replace(PLAIN_RULES.addUp.pattern, 'sum')
    // "win probability", "chance of winning": the deal's probability
    .replace(PLAIN_RULES.winChance.pattern, 'probability')
    // "the busiest month", "our quietest region": the one with the most (fewest) records
    .replace(
      PLAIN_RULES.busiest.pattern,
      (_m, w: string, what: string) => `the ${what} with the ${PLAIN_RULES.busiestToken.pattern.test(w) ? 'most' : 'fewest'}`,
    )
    // "closed-won $", "how many $": a dollar sign on its own is the money of the records
    // ("the most $": the money each record has, to rank by)
    .replace(PLAIN_RULES.dollarSign.pattern, (_m, at: number, all: string) =>
      PLAIN_RULES.moreBefore.pattern.test(all.slice(0, at)) ? 'money' : 'total value',
    )
    // "(not closed won/lost)": the deals still open, not the values it negates
    .replace(PLAIN_PHASE_RULES.notWonLost.pattern, 'open')
    // "excluding closed deals", "leaving out the open ones": the other phase
    .replace(NEGATED_PHASE, (_m, phase: string) => (PLAIN_PHASE_RULES.startsClos.pattern.test(phase) ? 'open' : 'closed'));
  const rate = RATE.exec(plain);
  if (!rate) return plain;
  const outcome = PLAIN_PHASE_RULES.wonToken.pattern.test(rate[1]!) ? 'won' : 'lost';
  // (the asking words may come after the conditions: "for media clients, how good is the win rate")
  const before = plain.slice(0, rate.index).replace(ASKING, '').replace(ASKED_LAST, '');
  const rest = `${before} ${plain.slice(rate.index + rate[0].length)}`
    .replace(RESTATED, ' ')
    .replace(WHOLE_RESTATED, ' ')
    .replace(PLAIN_RULES.emptyBrackets.pattern, ' ')
    // (a comma left at the end by what was dropped)
    .replace(PLAIN_RULES.commaLeft.pattern, ' ')
    .replace(COMPOSE_TEXT_RULES.endStopSpaced.pattern, '')
    .replace(SHAPE_RULES.spaceRuns.pattern, ' ')
    .trim();
  return `among the closed deals${rest ? ` ${rest}` : ''}, what share were ${outcome}`;
}

const COUNT_LAST_RE = PLAIN_SAID_RULES.countLast.pattern;

/** "crm firms in acme's state - how many?": the count asked last, put first (lexicon/asking.ts COUNT_LAST). */
export function countFirst(text: string): string {
  return COUNT_LAST_RE.test(text) ? `${COUNT_LAST.as} ${text.replace(COUNT_LAST_RE, '')}` : text;
}
