import { recast } from './recast.js';
import { PLAIN_SAID_RULES } from '../rules/plain-said.js';
import { EMPTY_SAID_RULES } from '../rules/empty-said.js';
import { alternation } from '../core/known.js';
import { isStopWord, words } from '../core/tokenize.js';
import { DAY_NAMES, MONTH_NAMES } from '../lexicon/calendar.js';
import {
  ADD_ASKED,
  ELIDED_FIGURE,
  PLACE_CLAUSE_LAST,
  TASK_SAID,
  AMOUNT_AS_SHARE,
  EITHER_WAY,
  EXAMPLES_ASIDE,
  PER_ONE_AVERAGE,
  FACTS_ABOUT,
  FIGURE_TOO,
  WORTH_OF_ONE,
  EARNED_TOTAL,
  END_ON_TOP,
  MEASURE_ASIDE,
  NAMED_THEN_POINTED,
  PIPELINE_WORTH,
  RATE_ASKED,
  REST_AFTER_EXCLUSION,
  SHARE_FROM,
  WINNER_AFTER,
} from '../lexicon/said.js';
import { rankedSaid } from './ranked-said.js';
import { TITLE_RESTATED } from '../lexicon/titles.js';
import { COUNT_BOUND, COUNT_NUMBER } from './numbers.js';
import { HELD_BY_ME, MINE_ASKED, OTHER_LIST_ASKED, OWNED_BY_ME, OWNER_ASIDE } from '../lexicon/mine.js';
import { BREAK_DOWN, TITLE_HOLDER } from '../lexicon/said-also.js';
import { SAID_OTHERWISE } from '../lexicon/said-otherwise.js';
import { NEGATION_LEADS } from '../lexicon/negation.js';
import { joinSplitLeads } from './negation.js';
import { ASC, DESC } from './order.js';
import { saidMore } from './said-more.js';
import { sidesSaid } from './sides.js';
import { VALUE_RULES } from '../rules/understand-values.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { EXTRACT_DATE_RULES } from '../rules/extract-dates.js';

/** "smallest on top": the end said first (lexicon/said.ts END_ON_TOP). */
const END_ON_TOP_RE = new RegExp(`\\b(${alternation(END_ON_TOP.ends)})\\s+(?:${alternation(END_ON_TOP.places)})\\b`, 'gi');

/** "what do my lima clients make in revenue": the total of what they earn (lexicon/said.ts EARNED_TOTAL). */
const EARNED_AFTER = alternation([...EARNED_TOTAL.measures, ...EARNED_TOTAL.together]);
const EARNED_RE = new RegExp(
  `(?<!\\bby\\s+)\\b(?:${alternation(EARNED_TOTAL.leads)})\\s+(?!(?:${alternation(EARNED_TOTAL.persons)})\\b)([^,;:?.!]{2,80}?)\\s+` +
    `(?:${alternation(EARNED_TOTAL.verbs)})\\b(?!\\s+up\\b)(?:\\s+(?:${EARNED_AFTER})\\b)*(?=\\s*(?:[,;:?.!]|$))`,
  'gi',
);
/** "the rest of" after a value left out (lexicon/said.ts REST_AFTER_EXCLUSION). */
const EXCLUDED_BEFORE = new RegExp(`\\b(?:${alternation(NEGATION_LEADS.map((l) => l.words))})\\b`, 'i');
const REST_RE = new RegExp(`\\b(?:${alternation(REST_AFTER_EXCLUSION.words)})\\s+`, 'gi');
/** "(by amount)" after a ranking (lexicon/said.ts MEASURE_ASIDE). */
const MEASURE_ASIDE_RE = new RegExp(`\\s*\\(\\s*((?:${alternation(MEASURE_ASIDE.leads)})\\s+[a-z][a-z -]{0,30}?)\\s*\\)`, 'gi');
const DEAL_WORDS = new RegExp(`\\b(?:${alternation(EARNED_TOTAL.dealWords)})\\b`, 'i');
const AVERAGED_RE = new RegExp(`^\\s*(?:${alternation(EARNED_TOTAL.averaged)})\\s+`, 'i');
/** What EARNED_RE found, said as the words the readers know: summed, or averaged over one said first ("a typical client"). */
function earned(what: string): string {
  const deals = DEAL_WORDS.test(what);
  if (!AVERAGED_RE.test(what)) return `${deals ? EARNED_TOTAL.as.value : EARNED_TOTAL.as.revenue} ${what}`;
  return `${deals ? EARNED_TOTAL.as.averageValue : EARNED_TOTAL.as.averageRevenue} ${what.replace(AVERAGED_RE, '')}`;
}

/** Phrases said otherwise (lexicon/said-otherwise.ts); a phrase opening with a sign (",", "(") needs no word boundary. */
const SAID_OTHERWISE_RES = SAID_OTHERWISE.map((r) => ({
  re: new RegExp(`(?:(?<!\\w)|(?=[^\\w\\s]))(?:${alternation(r.said)})(?![\\w-])`, 'gi'),
  as: r.as,
}));

/** "Acme Corp - how many … out-earn it?" (lexicon/said.ts NAMED_THEN_POINTED). */
const NAME_WORD = `(?:[A-Z][\\w'’.&]*(?:-[A-Z][\\w'’.&]*)*,?|${alternation(NAMED_THEN_POINTED.joins)})`;
const NAMED_FIRST = new RegExp(
  `^\\s*([A-Z][\\w'’.&]*,?(?:\\s+${NAME_WORD}){0,7})(?:\\s+(?:${alternation(NAMED_THEN_POINTED.asides)}))?\\s*(?:\\s[-–—]|:)\\s+(\\S.*)$`,
);
/** "Zeta Ltd: mine, or not?" (lexicon/mine.ts MINE_ASKED). */
const MINE_ASKED_RE = new RegExp(
  `^\\s*([A-Z][\\w'’.&]*,?(?:\\s+${NAME_WORD}){0,7})\\s*(?:\\s[-–—]|:)\\s+(?:is\\s+it\\s+)?(?:${alternation(MINE_ASKED.said)})` +
    `(?:\\s*,?\\s*(?:${alternation(MINE_ASKED.tails)})(?:\\s+[a-z]+){0,3})?\\s*[?.!]*\\s*$`,
);
const POINTER = new RegExp(`\\b(?:${alternation(NAMED_THEN_POINTED.pointers)})\\b`, 'gi');

/** "lead value by region — which region comes out on top" (lexicon/said.ts WINNER_AFTER). */
const WINNER_AFTER_RE = new RegExp(
  '^\\s*(.+?)\\s+by\\s+([a-z]+)\\s*(?:[-–—:,;]|\\s-)\\s*(?:which|what)\\s+(?:one|([a-z]+))\\s+' +
    `(?:${alternation(WINNER_AFTER.verbs)})\\s*[?.!]*\\s*$`,
  'i',
);

/** "what share of the decided ones did we lose" (lexicon/said.ts RATE_ASKED). */
const RATE_ASKED_RE = new RegExp(
  `\\b(?:${alternation(RATE_ASKED.shares)})\\s+(?:${alternation(RATE_ASKED.wholes)})\\s+` +
    `(${alternation(Object.keys(RATE_ASKED.outcomes))})\\b`,
  'gi',
);

/** "of all the X, what share came from Y" (lexicon/said.ts SHARE_FROM). */
const SHARE_FROM_RE = new RegExp(
  `^\\s*(?:${alternation(SHARE_FROM.leads)})\\s+([^,;:?]{2,60}?)\\s*,\\s*(${alternation(SHARE_FROM.shares)})\\s+` +
    `(?=(?:${alternation(SHARE_FROM.verbs)})\\b)`,
  'i',
);

/** ", or the other way round" said last (lexicon/said.ts EITHER_WAY). */
const EITHER_WAY_RE = new RegExp(
  `\\s*,?\\s*\\b(?:${alternation(EITHER_WAY.leads)})\\s+(?:${alternation(EITHER_WAY.ends)})\\s*(?=[?.!]*\\s*$)`,
  'i',
);
/** "how much (as a percent)" (lexicon/said.ts AMOUNT_AS_SHARE). */
const AMOUNT_AS_SHARE_RE = new RegExp(
  `\\b(?:${alternation(AMOUNT_AS_SHARE.leads)})\\s*` +
    `(?:\\(\\s*(?:${alternation(AMOUNT_AS_SHARE.units)})\\s*\\)|,\\s*(?:${alternation(AMOUNT_AS_SHARE.units)})\\s*,)`,
  'gi',
);

/** "for <records> in that state, <question>" (lexicon/said.ts PLACE_CLAUSE_LAST). */
const PLACE_CLAUSE_RE = new RegExp(
  // (a colon ends a topic said first, never the records: "for utah: how many firms are there, and …")
  `(^|;\\s*|\\.\\s+)(${alternation(PLACE_CLAUSE_LAST.leads)})\\s+([^,;:]{2,80}?\\s+(?:${alternation(PLACE_CLAUSE_LAST.places)}))\\s*,\\s*` +
    '([^;,]+?)\\s*([?.!]*)\\s*$',
  'i',
);
/** "figure out which state …, then tell me …" (lexicon/said.ts TASK_SAID). */
const TASK_OPENER_RE = new RegExp(`(^\\s*|\\bthen\\s+)(?:${alternation(TASK_SAID.openers)})\\s+`, 'gi');
const AFTER_THEN_RE = new RegExp(`\\bthen\\s+(?:${alternation(TASK_SAID.afterThen)})\\s+`, 'gi');
const WHICH_STATE_IN_RE = VALUE_RULES.whichStateIn.pattern;
/** "add A to B: what's the total" (lexicon/said.ts ADD_ASKED). */
const ADD_ASKED_RE = new RegExp(
  `^\\s*(?:please\\s+)?(?:${alternation(ADD_ASKED.verbs)})(?:\\s+(?:up|together))?\\s+(.+?)` +
    `\\s+(?:${alternation(ADD_ASKED.joins)})\\s+(.+?)` +
    '\\s*(?:[-–—:,;]|\\s-)\\s*' +
    `(?:${alternation(ADD_ASKED.asks)})\\s+(?:${alternation(ADD_ASKED.totals)})\\s*[?.!]*\\s*$`,
  'i',
);

/** "how much of the pipeline, in percent, is …" (lexicon/said.ts AMOUNT_AS_SHARE). */
const AMOUNT_OF_AS_SHARE_RE = new RegExp(
  `\\b(?:${alternation(AMOUNT_AS_SHARE.leads)})\\s+of\\s+([^,;:?]{2,60}?)\\s*,\\s*(?:${alternation(AMOUNT_AS_SHARE.units)})\\s*,\\s*`,
  'gi',
);

/** "the mean X of my banks and the mean of the peruvian ones" (lexicon/said.ts ELIDED_FIGURE). */
const FIGURES = alternation(ELIDED_FIGURE.figures);
const ELIDED_RE = new RegExp(
  `\\b(${FIGURES})\\s+((?:[a-z-]+\\s+)?[a-z-]+)\\s+of\\s+((?:[a-z-]+\\s+){0,3}?([a-z-]+s))\\s+` +
    `(${alternation(ELIDED_FIGURE.joins)})\\s+(the\\s+)?(${FIGURES})\\s+of\\s+((?:the|my|our)\\s+)?((?:[a-z-]+\\s+)?)(ones\\b)?`,
  'gi',
);

function elided(text: string): string {
  return text.replace(
    ELIDED_RE,
    (
      m,
      f1: string,
      measure: string,
      records: string,
      kind: string,
      join: string,
      the = '',
      f2: string,
      owner = '',
      words = '',
      ones?: string,
    ) =>
      VALUE_RULES.ofWord.pattern.test(measure) || f1.toLowerCase() !== f2.toLowerCase()
        ? m
        : `${f1} ${measure} of ${records} ${join} ${the}${f2} ${measure} of ${owner}${words}${ones ? kind : ''}`,
  );
}

function tasksSaid(text: string): string {
  const t = text.replace(TASK_OPENER_RE, '$1').replace(AFTER_THEN_RE, 'then ');
  return t === text ? text : t.replace(WHICH_STATE_IN_RE, (_m, clause: string) => `the state where ${clause}`);
}

function namedThenPointed(text: string): string {
  const m = NAMED_FIRST.exec(text);
  if (!m) return text;
  const [name, rest] = [m[1]!.replace(VALUE_RULES.trailingComma.pattern, ''), m[2]!];
  const pointers = rest.match(POINTER) ?? [];
  // (one clause only: "X: if I sort …, where does it land" is read by the rank's own reading)
  return pointers.length === 1 && !VALUE_RULES.commaOrSemicolon.pattern.test(rest) ? rest.replace(POINTER, name) : text;
}

/** "ours, or is it a 3rd-party firm" (lexicon/mine.ts OTHER_LIST_ASKED). */
const OTHER_LIST_RE = new RegExp(
  `\\bor\\s+(?:(?:${alternation(OTHER_LIST_ASKED.asks)})\\s+)?(?:an?\\s+)?(?:${alternation(OTHER_LIST_ASKED.lists)})` +
    `(?:\\s+(?:${alternation(OTHER_LIST_ASKED.kinds)}))?\\b`,
  'gi',
);
/** "the worth of our open pipeline" (lexicon/said.ts PIPELINE_WORTH). */
const PIPELINE_WORTH_RE = new RegExp(
  `\\bthe\\s+(?:${alternation(PIPELINE_WORTH.figures)})\\s+of\\s+(${alternation(PIPELINE_WORTH.owners)})\\s+` +
    `(?=(?:${alternation(PIPELINE_WORTH.things)})\\b)`,
  'gi',
);
/** "the firms assigned to me" (lexicon/mine.ts OWNED_BY_ME). */
const OWNED_BY_ME_RE = new RegExp(
  `\\b(?:the\\s+)?([a-z]+)\\s+(?:(?:${alternation(OWNED_BY_ME.verbs)})\\s+(?:${alternation(OWNED_BY_ME.persons)})|` +
    `${alternation(OWNED_BY_ME.of)})\\b`,
  'gi',
);
/** "the provinces in which I hold six-plus quarries" (lexicon/mine.ts HELD_BY_ME): the clause up to its end. */
// (only a count of them: "where we have accounts in lima but not quito" asks of values, not of mine; only the places asked
// for, a few words into the question, the clause its last: "count crm firms in provinces where i have 3+" is a bridge's)
const HELD_BY_ME_RE = new RegExp(
  `^(\\s*(?:[\\w'’-]+\\s+){0,${HELD_BY_ME.maxBefore}})(?:${alternation(HELD_BY_ME.leads)})\\s+` +
    `((?:${COUNT_BOUND}\\s+)?${COUNT_NUMBER}\\b[^,;:?.!()]*?)(\\s*(?:[?.!]*\\s*$|\\())`,
  'i',
);
const OWNED_RE = new RegExp(`\\b(?:${alternation(HELD_BY_ME.owned)})\\b`, 'i');
/** "I need two things about Ana Ruiz: …" (lexicon/said.ts FACTS_ABOUT). */
const FACTS_ABOUT_RE = new RegExp(
  `\\s*\\b(?:(?:${alternation(FACTS_ABOUT.leads)})\\s+)?(?:(?:${alternation(FACTS_ABOUT.counts)})\\s+)?` +
    `(?:${alternation(FACTS_ABOUT.nouns)})\\s+(?:${alternation(FACTS_ABOUT.joins)})\\s+(?=[A-Z][^:]*:)`,
  'gi',
);
/** "quarry leads (Quarry Lead title)" (lexicon/titles.ts TITLE_RESTATED): the words before, the title in the bracket. */
const TITLE_WORDS = alternation(TITLE_RESTATED.words);
const TITLE_RESTATED_RE = new RegExp(
  `\\b([a-z][\\w-]*(?:\\s+[a-z][\\w-]*){0,3})\\s*\\(\\s*(?:(?:${TITLE_WORDS})\\s*:?\\s*)?` +
    `([a-z][a-z -]{1,40}?)(?:\\s+(?:${TITLE_WORDS}))?\\s*\\)`,
  'gi',
);
const singularWords = (s: string) => words(s.toLowerCase()).map((w) => w.replace(WORD_SHAPE_RULES.pluralS.pattern, ''));
/** The words before and the bracket's, when the bracket only says them again. */
function titleRestated(m: string, before: string, title: string): string {
  const said = singularWords(before);
  const named = singularWords(title);
  const last = said.slice(-named.length);
  return named.length > 0 && last.length === named.length && last.every((w, i) => w === named[i]) ? before : m;
}
/** "on average, how many staff does a zeta firm have" (lexicon/said.ts PER_ONE_AVERAGE). */
const PER_AVG = alternation(PER_ONE_AVERAGE.averages);
const PER_ONE_RE = new RegExp(
  `^\\s*(?:(${PER_AVG})\\s*,?\\s*)?how many ([a-z][a-z -]{1,30}?) (?:does|do) (?:${alternation(PER_ONE_AVERAGE.ones)}) ` +
    `([a-z][a-z -]{1,30}?) (?:${alternation(PER_ONE_AVERAGE.verbs)})(?:\\s*,?\\s*(${PER_AVG}))?(?=\\s*[?.!]|\\s*$)`,
  'i',
);
/** ", and what is that figure?" said last (lexicon/said.ts FIGURE_TOO). */
const FIGURE_TOO_RE = new RegExp(`\\s*,?\\s*\\b(?:${alternation(FIGURE_TOO.tails)})(?=\\s*[?.!]*\\s*$)`, 'i');
/** "how much is the priciest quarry worth" (lexicon/said.ts WORTH_OF_ONE). */
const WORTH_OF_ONE_RE = new RegExp(
  `\\b(?:${alternation(WORTH_OF_ONE.leads)})\\s+(the\\s+(?:${alternation(WORTH_OF_ONE.ranks)})\\b[^,;:?.!]*?)\\s+worth\\b`,
  'gi',
);
/** "(granite, slate and so on)" (lexicon/said.ts EXAMPLES_ASIDE). */
const EXAMPLES_ASIDE_RE = new RegExp(
  `\\s*\\(\\s*(?:(?:${alternation(EXAMPLES_ASIDE.opens)})(?![\\w])[^()]*|[^()]*?(?<![\\w])(?:${alternation(EXAMPLES_ASIDE.ends)}))\\s*\\)`,
  'gi',
);
/** "(that is one of ours)" after one record named (lexicon/mine.ts OWNER_ASIDE). */
const OWNER_ASIDE_RE = new RegExp(
  `\\s*\\(\\s*(?:(?:${alternation(OWNER_ASIDE.leads)})\\s+)?(?:${alternation(OWNER_ASIDE.owners)})\\s*[.!]?\\s*\\)`,
  'gi',
);
/** "break my lima firms down by city" (lexicon/said-also.ts BREAK_DOWN). */
const BREAK_DOWN_RE = new RegExp(
  // (the records are never a particle alone: "split out by source")
  `\\b(?:${alternation(BREAK_DOWN.verbs)})\\s+(?:(?:${alternation(BREAK_DOWN.particles)})\\s+)?` +
    `(?!(?:${alternation(BREAK_DOWN.particles)})\\s)([^,;:?]{2,40}?)\\s+` +
    `(?:(?:${alternation(BREAK_DOWN.particles)})\\s+)?by\\s+`,
  'gi',
);
/** "somebody holding the CTO title" (lexicon/said-also.ts TITLE_HOLDER). */
const TITLE_HOLDER_RE = new RegExp(
  `\\b(?:${alternation(TITLE_HOLDER.persons)})\\s+(?:${alternation(TITLE_HOLDER.verbs)})\\s+(?:the|a|an)\\s+([^,;:?]{2,40}?)\\s+` +
    `(?:${alternation(TITLE_HOLDER.words)})\\b`,
  'gi',
);

/** A word of a date: a month ("mar", "march"), a day, or one with digits ("q3", "2025"). */
const isDateWord = (w: string): boolean =>
  SHAPE_RULES.digit.pattern.test(w) ||
  DAY_NAMES.words.includes(w.toLowerCase()) ||
  (w.length >= 3 && MONTH_NAMES.words.some((m) => m.startsWith(w.toLowerCase())));

/** Orders, totals, rates and records said in other words, read as the words the readers know. */
export function reworded(message: string): string {
  // ("leave the quito list out": the lead put before what it leaves out first, before "list out" reads as "list")
  // ("from 2 june to 9 july 2025": a day said before its month, read after it)
  // ("employee_count > 5": a field name as a program writes it, read as its words)
  // ("where department is null": with no department, as a query language writes it)
  const given = joinSplitLeads(
    message
      .replace(PLAIN_SAID_RULES.snakeCase.pattern, (m) => m.replaceAll('_', ' '))
      .replace(EMPTY_SAID_RULES.fieldNotNull.pattern, 'with a $1')
      .replace(EMPTY_SAID_RULES.fieldNull.pattern, 'with no $1')
      .replace(EMPTY_SAID_RULES.nullField.pattern, 'with no $1')
      .replace(EMPTY_SAID_RULES.nothingInField.pattern, 'with no $1'),
  )
    .replace(EXTRACT_DATE_RULES.dayFirstWithYear.pattern, '$2 $1 $3')
    .replace(EXTRACT_DATE_RULES.dayFirstAfterLink.pattern, '$1 $3 $2');
  // ("yes or no: is lima bigger than quito?": the question first, the form of the answer after it)
  const text = PLAIN_SAID_RULES.yesNoFirst.pattern.test(given)
    ? `${given.replace(PLAIN_SAID_RULES.yesNoFirst.pattern, '')} yes or no`
    : given;
  const plain = elided(
    tasksSaid(
      namedThenPointed(
        saidMore(sidesSaid(recast(text))).replace(
          MINE_ASKED_RE,
          (_m, name: string) => `is ${name.replace(VALUE_RULES.trailingComma.pattern, '')} ${MINE_ASKED.as}?`,
        ),
      ),
    ),
  )
    // ("…, or not?", "…, or are we missing one?": a yes or a no asked, said before the readers split at "or")
    .replace(PLAIN_SAID_RULES.yesNoLast.pattern, ', yes or no')
    .replace(PLAIN_SAID_RULES.yesNoOtherWay.pattern, ', yes or no')
    // ("zeta firms not included": excluding them; "all regions included": every one, which a question asks unless it narrows)
    .replace(PLAIN_SAID_RULES.leftOutAfter.pattern, (_m, all: string | undefined, what: string, not: string | undefined) =>
      not ? `excluding ${all ?? ''}${what}` : all ? `${all}${what}` : `including ${what}`,
    )
    // ("quarries by zeta, with a tally for every one": the breakdown's own counts)
    .replace(PLAIN_SAID_RULES.countForEach.pattern, '')
    // ("neither a zeta nor a lima": not zeta or lima, the negation said of both)
    .replace(PLAIN_SAID_RULES.whichPossessive.pattern, 'in which $1 do $2 have the')
    .replace(PLAIN_SAID_RULES.havingNeither.pattern, '$1 no $2 and no ')
    .replace(PLAIN_SAID_RULES.negatedArticles.pattern, '$1 $2 $3 ')
    .replace(PLAIN_SAID_RULES.neitherNor.pattern, 'not $1 or ')
    // ("any firms in lima? if yes, name them": the question answers either way)
    .replace(PLAIN_SAID_RULES.ifSoAfter.pattern, '')
    // ("across all my quarries, which zeta shows up most?": the records said after the question, "among my quarries")
    .replace(
      PLAIN_SAID_RULES.topicBeforeWhich.pattern,
      (_m, records: string, question: string, end: string) => `${question} among ${records}${end}`,
    )
    // ("Lima's share of the zeta total": what share of the whole comes from Lima)
    .replace(
      PLAIN_SAID_RULES.possessiveShare.pattern,
      (_m, part: string, share: string, whole: string) => `what ${share} of the ${whole} comes from ${part}`,
    )
    // ("the most firms after Lima": the most of the rest, never a bound of dates; "after March" is one)
    .replace(PLAIN_SAID_RULES.superlativeAfter.pattern, (m, head: string, name: string) =>
      isDateWord(words(name).at(-1) ?? '') ? m : `${head} excluding ${name}`,
    )
    .replace(ADD_ASKED_RE, (_m, a: string, b: string) => `${a} plus ${b}`)
    // (never a word that only counts: "none of me", "one assigned to me")
    .replace(OWNER_ASIDE_RE, '')
    .replace(EXAMPLES_ASIDE_RE, '')
    .replace(FIGURE_TOO_RE, '')
    .replace(PER_ONE_RE, (m, first?: string, many?: string, one?: string, last?: string) =>
      first || last ? `average number of ${many} per ${one}` : m,
    )
    .replace(FACTS_ABOUT_RE, ': ')
    .replace(TITLE_RESTATED_RE, titleRestated)
    .replace(WORTH_OF_ONE_RE, (_m, what: string) => `${WORTH_OF_ONE.as} ${what}`)
    .replace(HELD_BY_ME_RE, (_m, asked: string, held: string, end: string) =>
      OWNED_RE.test(held) ? `${asked}${HELD_BY_ME.as} ${held}${end}` : `${asked}${HELD_BY_ME.as} ${held} ${HELD_BY_ME.owner}${end}`,
    )
    .replace(OWNED_BY_ME_RE, (m, records: string) => (isStopWord(records.toLowerCase()) ? m : `my ${records}`))
    .replace(BREAK_DOWN_RE, (_m, records: string) => `${records} ${BREAK_DOWN.as} `)
    .replace(TITLE_HOLDER_RE, (_m, title: string) => `a ${title} title`)
    .replace(
      PLACE_CLAUSE_RE,
      (_m, at: string, lead: string, records: string, question: string, end: string) =>
        `${at}${question} ${lead.toLowerCase()} ${records}${end}`,
    )
    .replace(EITHER_WAY_RE, '')
    .replace(AMOUNT_AS_SHARE_RE, AMOUNT_AS_SHARE.as)
    .replace(AMOUNT_OF_AS_SHARE_RE, (_m, whole: string) => `${AMOUNT_AS_SHARE.as} of ${whole} `);
  // (a phrase dropped as said of a question before it is never the whole message: "and how big is it?" alone asks it)
  const said = SAID_OTHERWISE_RES.reduce((t, r) => (words(t.replace(r.re, r.as)).length === 0 ? t : t.replace(r.re, r.as)), plain);
  return rankedSaid(
    said
      .replace(
        SHARE_FROM_RE,
        (_m, whole: string, share: string) => `${share} of ${VALUE_RULES.theFirst.pattern.test(whole) ? '' : 'the '}${whole} `,
      )
      .replace(REST_RE, (m, at: number, all: string) => (EXCLUDED_BEFORE.test(all.slice(0, at)) ? '' : m))
      .replace(MEASURE_ASIDE_RE, (_m, aside: string) => ` ${aside}`)
      .replace(END_ON_TOP_RE, (_m, end: string) => `${end.toLowerCase()} first`)
      .replace(
        RATE_ASKED_RE,
        (_m, outcome: string) =>
          `what is the ${RATE_ASKED.outcomes[outcome.toLowerCase().replace(SHAPE_RULES.spaceRuns.pattern, ' ')]!} rate`,
      )
      .replace(WINNER_AFTER_RE, (m, measure: string, field: string, again?: string) =>
        again === undefined || again.toLowerCase() === field.toLowerCase()
          ? `which ${field} has the ${DESC.test(measure.toLowerCase()) || ASC.test(measure.toLowerCase()) ? '' : 'highest '}${measure}`
          : m,
      )
      .replace(EARNED_RE, (_m, what: string) => earned(what))
      .replace(OTHER_LIST_RE, OTHER_LIST_ASKED.as)
      .replace(PIPELINE_WORTH_RE, (_m, owner: string) => `the total value of ${owner} `),
  );
}
