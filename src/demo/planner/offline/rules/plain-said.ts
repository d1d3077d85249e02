/**
 * Reading rules built from the lexicon's phrases (lexicon/asking.ts, bounds.ts, rates.ts, negation.ts) for the
 * message put in the words the planner reads (understand/plain.ts): openers dropped, a superlative or a rank
 * said in other words, an amount in words, a share's whole said first, a negated phase.
 */
import { named, type Rules } from './rule.js';
import { alternation } from '../core/known.js';
import { NEGATION_LEADS } from '../lexicon/negation.js';
import { LEAD_CONVERSION, RATE_WHOLE_RESTATED, SHARE_SAID, SHARE_WHOLE_FIRST } from '../lexicon/rates.js';
import { AMOUNT_WORDS, NONE_SAID } from '../lexicon/bounds.js';
import {
  BEST_FOR,
  CONTEXT_OPENERS,
  COUNT_LAST,
  DATE_RANKS,
  DIRECTION_CHOICE,
  FIRST_SAID,
  MOST_BY_OUTCOME,
  OPENERS,
  OUT_VERBS,
  POSSESSIVE_RANK,
  RANK_VERBS,
  SUPERLATIVE_SAID,
  TOTAL_LAST,
  WHICH_AMONG,
  WHICH_COMPARATIVE,
  YES_NO,
} from '../lexicon/asking.js';

const FIRST_ENDS = alternation(FIRST_SAID.ends);
const FIRST_WORDS = alternation(FIRST_SAID.first);
const CHOICE_WORDS = alternation(DIRECTION_CHOICE.pairs.flat());

export const PLAIN_SAID_RULES = named('PLAIN_SAID_RULES', {
  noneSaid: {
    means: '"zero open deals": none (lexicon/bounds.ts NONE_SAID)',
    pattern: new RegExp(`\\b(?:${alternation(NONE_SAID.words)})\\b(?=\\s+[a-z])`, 'gi'),
    examples: ['zero open deals', 'nil leads'],
    not: ['zero'],
  },
  bestFor: {
    means: '"which weekday was our best for won value": which had the most (lexicon/asking.ts BEST_FOR)',
    pattern: new RegExp(
      `\\b(${alternation(BEST_FOR.leads)})\\s+([a-z]+)\\s+` +
        `(?:${alternation(BEST_FOR.verbs)})\\s+(?:(?:${alternation(BEST_FOR.owners)})\\s+)?` +
        `(${alternation(Object.keys(BEST_FOR.words))})\\s+for\\b`,
      'gi',
    ),
    examples: [
      ['what rep is the weakest for', 'what'],
      ['which team was my strongest for', 'which'],
    ],
    not: ['which team was best'],
  },
  mostByOutcome: {
    means:
      'a field asked with the verb of an outcome and "the most" of a measure: which had the most value lost (or won) (lexicon/asking.ts)',
    pattern: new RegExp(
      `\\b(${alternation(MOST_BY_OUTCOME.leads)})\\s+([a-z]+)\\s+did\\s+(?:we|i|you|they)\\s+` +
        `(${alternation(Object.keys(MOST_BY_OUTCOME.verbs))})\\s+the\\s+most\\s+(?:${alternation(MOST_BY_OUTCOME.measures)})\\b` +
        `(?:\\s+(?:${alternation(MOST_BY_OUTCOME.ends)})\\b)?`,
      'gi',
    ),
    examples: [
      ['what city did i earn the most cash', 'what'],
      ['which rep did they win the most dollars from', 'which'],
    ],
    not: ['which rep did we win'],
  },
  possessiveRank: {
    means: '"which sector\'s clients score best": which has the top figure of its records (lexicon/asking.ts POSSESSIVE_RANK)',
    pattern: new RegExp(
      `\\b(which|what)\\s+([a-z]+)['’]s\\s+([a-z]+)\\s+(${alternation(Object.keys(POSSESSIVE_RANK.verbs))})\\s+(?:the\\s+)?` +
        `(${alternation(Object.keys(POSSESSIVE_RANK.superlatives))})\\b(\\s+on\\s+average\\b)?`,
      'gi',
    ),
    examples: [
      ['what team\u2019s reps earn most', 'what'],
      ["which city's leads score the worst on average", 'which'],
    ],
    not: ["which city's leads"],
  },
  possessiveHave: {
    means: '"which city\'s firms have the highest …": which value of the field has the figure (of the records said after it)',
    pattern:
      /\b(which|what)\s+([a-z]+)['’]s\s+[a-z]+\s+(?:have|has|show|carry|hold)\s+the\s+(highest|lowest|largest|smallest|biggest|most|least|greatest)\b/gi,
    examples: [["which city's firms have the largest zeta total", 'which']],
    not: ["which city's firms are the largest"],
  },
  possessiveIs: {
    means:
      '"which town\'s open zeta is the largest": which value of the field has that figure (read "which town has the largest open zeta")',
    pattern:
      /\b(which|what)\s+([a-z]+)['’]s\s+((?:[a-z-]+\s+){0,2}?[a-z-]+)\s+(?:is|was)\s+the\s+(highest|lowest|largest|smallest|biggest|most|least|greatest)\b/gi,
    examples: [["which town's open zeta is the largest", 'which']],
    not: ["which town's firms are the largest", "which town's zeta is it"],
  },
  whoseNamed: {
    means: '"whose zeta is the biggest? just the firm name": "whose" is the kind named later by its name (read "which firm has …")',
    pattern:
      /\bwhose\s+((?:[a-z-]+\s+){0,2}?[a-z-]+)\s+(?:is|was)\s+the\s+(highest|lowest|largest|smallest|biggest|most|least|greatest)\b(?=.*?\b([a-z]+)['’]?s?\s+name\b)/gi,
    examples: [['whose open zeta is the biggest? just the firm name', 'open zeta']],
    not: ['whose zeta is the biggest?', 'whose name is first'],
  },
  firstSaid: {
    means: '"(biggest = #1)": the order said in brackets, that end first (lexicon/asking.ts FIRST_SAID)',
    pattern: new RegExp(
      `\\s*\\(\\s*(?:(${FIRST_ENDS})\\s*(?:=|is|means)\\s*(?:${FIRST_WORDS})|` +
        `(?:${FIRST_WORDS})\\s*(?:=|is|means)\\s*(${FIRST_ENDS}))\\s*\\)`,
      'gi',
    ),
    examples: [[' (oldest = first)', 'oldest'], ['(fewest is first)', 'fewest'], '(rank 1 is fewest)'],
    not: ['(oldest)'],
  },
  whichComparative: {
    means: '"which one is the greater earner" with no "than": the superlative (lexicon/asking.ts WHICH_COMPARATIVE)',
    pattern: new RegExp(
      `\\b(${alternation(WHICH_COMPARATIVE.leads)})\\s+(${alternation(Object.keys(WHICH_COMPARATIVE.words))})\\b(?![^?.!]*\\bthan\\b)`,
      'gi',
    ),
    examples: [
      ['which one is the bigger', 'which one is the'],
      ['who has the lower', 'who has the'],
    ],
    not: ['which has the higher rate than b'],
  },
  superlativeSaid: {
    means: '"the thinnest pipeline": a superlative in other words (lexicon/asking.ts SUPERLATIVE_SAID)',
    pattern: new RegExp(`\\b(?:${alternation(Object.keys(SUPERLATIVE_SAID.words))})\\b`, 'gi'),
    examples: ['the thinnest', 'heftiest'],
    not: ['thin'],
  },
  yesNoLast: {
    means: '"\u2026, or not?" said last: a yes or a no asked (lexicon/asking.ts YES_NO)',
    pattern: new RegExp(`,?\\s*\\b(?:${alternation(YES_NO.saidLast)})\\s*[?.!]*\\s*$`, 'i'),
    examples: [', or not?', ' or not'],
    not: ['or nothing'],
  },
  ifSoAfter: {
    means: '"… in lima? if yes, list them": what to answer either way, said after the question (the question answers both)',
    pattern: /(?<=[?.])\s*if\s+(?:so|yes|not|none|no)\b[^?!]*?(?:[.;,]\s*if\s+(?:so|yes|not|none|no)\b[^?!]*?)?[.?!]*\s*$/i,
    examples: ['any zeta firms in lima? if yes, name them.', 'any quarries? If none, just say so'],
    not: ['if so many firms'],
  },
  leftOutAfter: {
    means: '"zeta firms not included", "all regions included": records said before "(not) included", read as "excluding …" / said plainly',
    pattern: /\b((?:all|every)\s+)?([a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s+(?:are\s+|is\s+)?(not\s+)?included\b/gi,
    examples: [['all quito firms not included', 'all '], 'zeta regions included'],
    not: ['included zeta'],
  },
  whichPossessive: {
    means: '"which region\'s zeta firms have the most …": the place asked for said as an owner, read as "in which region do … have"',
    pattern: /\b(?:which|what)\s+([a-z]+)['’]s\s+([a-z][^?,;:]*?)\s+(?:have|has)\s+the\b/gi,
    examples: [["which region's zeta firms have the most staff", 'region']],
    not: ["which region's firms are open", "acme's firms have the most"],
  },
  havingNeither: {
    means: '"firms that have neither a zeta nor a lima": lacking both, read as "have no zeta and no lima"',
    pattern: /\b(have|has|had|having|with)\s+neither\s+(?:a|an|any)\s+([^,;?]+?)\s+nor\s+(?:a|an|any)\s+/gi,
    examples: [['quarries that have neither a zeta nor a lima', 'have']],
    not: ['quarries that are neither a zeta nor a lima'],
  },
  negatedArticles: {
    means: '"not a zeta or a lima", "neither a zeta nor a lima": the articles dropped, the negation said of both',
    pattern: /\b(not|neither)\s+(?:a|an)\s+([^,;?]+?)\s+(or|nor)\s+(?:a|an)\s+/gi,
    examples: [['firms that are not a zeta or a lima', 'not'], 'neither an ace nor a lima'],
    not: ['not a zeta firm'],
  },
  neitherNor: {
    means: '"neither zeta nor lima": not one and not the other, read as "not zeta or lima"',
    pattern: /\bneither\s+([^,;?]+?)\s+nor\s+/gi,
    examples: [['quarries that are neither open nor sold', 'open']],
    not: ['neither of them'],
  },
  countForEach: {
    means: '", with a count for every one": the count a breakdown gives anyway, said after it',
    pattern: /,?\s*\bwith\s+(?:a|the)\s+(?:count|number|tally)\s+(?:for|of|per|in)\s+(?:each|every)(?:\s+one|\s+of\s+them)?\b/gi,
    examples: ['zeta firms by region, with a tally per each', 'lima by quarry with the number for every one'],
    not: ['with a count above 3'],
  },
  topicBeforeWhich: {
    means:
      '"across all my quarries, which zeta shows up most?": the records said first, after "across" or "within", put after the question',
    pattern:
      /^\s*(?:across|within)\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?([^,;:?]{2,60}?)\s*,\s*((?:which|what(?!\s+(?:share|percent|percentage|portion|fraction|proportion|part)\b))\s+[^?]+?)\s*([?.!]*)\s*$/i,
    examples: [['across all my quarries, which zeta shows up most?', 'my quarries']],
    not: ['which zeta, across all my quarries', 'across my quarries, what share are in lima', 'looking at my quarries, which zeta'],
  },
  possessiveShare: {
    means:
      '"Lima\'s share of the zeta total": the part named first, with a capital, before its share of a whole (what share comes from it)',
    pattern:
      /^\s*(?:(?:[Ww]hat|[Hh]ow\s+big|[Hh]ow\s+large)(?:\s+is|\s+was|['\u2019]s)\s+)?((?:[A-Z][\w-]*)(?:\s+[A-Z][\w-]*){0,2})['\u2019]s?\s+(share|portion|percentage|fraction|proportion|slice)\s+of\s+(?:the\s+)?([^,;:?]{2,80}?)(?=\s*[,;:?.!]|\s*$)/,
    examples: [
      ["Lima's share of total zeta value, in percent.", 'Lima'],
      ["What is Quito's share of the zeta pipeline?", 'Quito'],
    ],
    not: ["my quarries' share of the zeta total", "what share of the zeta total is Lima's"],
  },
  superlativeAfter: {
    means: '"the most … after the United States": the first but one named, read as the most of the rest ("excluding")',
    pattern:
      /(\b(?:most|highest|largest|biggest|greatest|fewest|lowest|least|smallest)\b[^?.;]*?)\s+(?:right\s+)?(?:after|behind)\s+((?:the\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)/g,
    examples: [
      ['what zeta group holds the most firms after Lima', 'most firms'],
      ['the biggest quarry behind the Quito Mill', 'biggest quarry'],
    ],
    not: ['the most deals after march', 'the zeta group with the most'],
  },
  yesNoFirst: {
    means: '"yes or no: …" said first: a yes or a no asked, said after the question instead (lexicon/asking.ts YES_NO)',
    pattern: new RegExp(`^\\s*(?:${alternation(YES_NO.marks)})\\s*[:,–—-]\\s*(?=\\S)`, 'i'),
    examples: ['yes or no: is lima bigger', 'Y/N - any zeta deals'],
    not: ['yes or no'],
  },
  yesNoOtherWay: {
    means: '"…, or do we lack that role?" said last: the other way of a yes-or-no question (lexicon/asking.ts YES_NO)',
    pattern: new RegExp(`,?\\s*\\b(?:${alternation(YES_NO.otherWayLast)})(?:\\s+[a-z'-]+){0,3}\\s*[?.!]*\\s*$`, 'i'),
    examples: [', or do we lack that zeta role?', ' or is there none'],
    not: ['or are we fine'],
  },
  amountWords: {
    means: 'an amount said in words ("half a million"), longest first (lexicon/bounds.ts AMOUNT_WORDS)',
    pattern: new RegExp(
      `\\b(?:${AMOUNT_WORDS.map((a) => a.said.split(' ').join('\\s+'))
        .sort((a, b) => b.length - a.length)
        .join('|')})\\b`,
      'gi',
    ),
    examples: ['half a million', 'a  thousand'],
    not: ['a millionaire'],
  },
  convertingFirst: {
    means: '"the best converting lead source": the group whose leads are won most often (lexicon/rates.ts)',
    pattern: new RegExp(`\\b(?:the\\s+)?(?:${alternation(LEAD_CONVERSION.before)})\\s+((?:lead\\s+)?[a-z]+)`, 'gi'),
    examples: [
      ['best converting lead source', 'lead source'],
      ['top-converting campaign', 'campaign'],
    ],
    not: ['best converted'],
  },
  convertingAfter: {
    means: '"the highest conversion rate": the share of leads won (lexicon/rates.ts)',
    pattern: new RegExp(`\\b(?:the\\s+)?(?:${alternation(LEAD_CONVERSION.ranked)})\\b`, 'gi'),
    examples: ['highest conversion rate', 'the best conversion'],
    not: ['the best conversions'],
  },
  wholeRestated: {
    means: '"lost as a fraction of the finished deals": the whole restated after a rate (lexicon/rates.ts), dropped',
    pattern: new RegExp(
      `\\b(?:(?:closed[\\s-]+)?(?:won|lost)\\s+)?as\\s+an?\\s+(?:${alternation(RATE_WHOLE_RESTATED.rates)})\\s+of\\s+` +
        '(?:the\\s+|all\\s+|our\\s+)?' +
        `(?:${RATE_WHOLE_RESTATED.wholes.map((w) => w.split(' ').join('\\s+(?:[a-z]+ly\\s+)?')).join('|')})\\b`,
      'gi',
    ),
    examples: ['as a share of closed deals', 'lost as a part of decided deals'],
    not: ['as a share of open deals'],
  },
  wholeFirst: {
    means: '"among my deals in 2025, what share of them": the share of that whole (lexicon/rates.ts SHARE_WHOLE_FIRST)',
    pattern: new RegExp(
      `^\\s*(?:${alternation(SHARE_WHOLE_FIRST.leads)})\\s+(.+?),\\s*` +
        `(what|which)\\s+(share|percent(?:age)?|fraction|proportion|%)\\s+` +
        `(?:of\\s+(?:${alternation(SHARE_WHOLE_FIRST.refs)})\\b|(?<=^\\s*(?:${alternation(SHARE_WHOLE_FIRST.looking)})\\s.*)` +
        `(?=(?:${alternation(SHARE_WHOLE_FIRST.verbs)})\\b))`,
      'i',
    ),
    examples: [
      ['among my deals, what share of them', 'my deals'],
      ['within q3, which % of those', 'q3'],
      ['considering the lima quarries, which share were sold', 'the lima quarries'],
    ],
    not: ['among my deals, what share of acme', 'of the lima quarries, which share were sold'],
  },
  outcomesRestated: {
    means: 'both ends of a finished record said after a whole of them (", won or lost"): the whole again (lexicon/rates.ts)',
    pattern: new RegExp(`,\\s*(?:${alternation(SHARE_WHOLE_FIRST.restated)})\\s*$`, 'i'),
    examples: ['quito deals that closed, won or lost', 'the finished ones, win or lose'],
    not: ['quito deals won or lost'],
  },
  negatedPhase: {
    means: 'a negation lead (lexicon/negation.ts) before a phase that has one opposite: closed against open',
    pattern: new RegExp(
      `\\b(?:${alternation(NEGATION_LEADS.map((l) => l.words))})\\s+` +
        `(?:the\\s+|any\\s+|all\\s+|anything\\s+|any\\s+of\\s+the\\s+)?(closed|open)\\b(?!-)` +
        `(?=\\s+(?:deals?|ones|opportunit|opps?|pipeline)|\\s*[,.?]|\\s*$)`,
      'gi',
    ),
    examples: [
      ['excluding closed deals', 'closed'],
      ['not the open ones', 'open'],
    ],
    not: ['not closed-won'],
  },
  whichAmong: {
    means: '"out of all regions, which one": the field\'s words, then what is asked of it (lexicon/asking.ts WHICH_AMONG)',
    pattern: new RegExp(
      `^\\s*(?:${alternation(WHICH_AMONG.leads)})\\s+(?:(?:${alternation(WHICH_AMONG.owners)})\\s+)?` +
        `((?:[a-z]+\\s+){0,2}[a-z]+?)(ies|sses|s)\\s*,?\\s*` +
        `(?:${alternation(WHICH_AMONG.asks)})\\s+`,
      'i',
    ),
    examples: [
      ['out of all regions, which ', 'region'],
      ['among all the cities which one ', 'cit'],
    ],
    not: ['out of all regions'],
  },
  rankVerbAny: {
    means: '"tops the", "ranks last in": a rank said with a verb (lexicon/asking.ts RANK_VERBS)',
    pattern: new RegExp(`\\b(?:${alternation(RANK_VERBS.phrases.flatMap((p) => p.words))})\\b`, 'gi'),
    examples: ['tops the', 'ranks last in'],
    not: ['topsoil'],
  },
  dateRankAny: {
    means: '"closes last", "closing soonest": a rank by closing date said with a verb (lexicon/asking.ts DATE_RANKS)',
    pattern: new RegExp(
      `\\b(?:${alternation(DATE_RANKS.phrases.flatMap((p) => p.words))})\\b(?!\\s+(?:\\d+\\s+)?(?:${alternation(DATE_RANKS.periods)})\\b)`,
      'gi',
    ),
    examples: ['closes last', 'closing soonest'],
    not: ['closes', 'close last quarter', 'closing first 2 weeks'],
  },
  openers: {
    means: '"quick q -", "hey,": openers before a yes-or-no question or a follow-up\'s "and", dropped (lexicon/asking.ts OPENERS)',
    pattern: new RegExp(
      `^\\s*(?:(?:${alternation(OPENERS.phrases)})\\b\\s*[-–—:,;.!]*\\s*)+` +
        `(?=(?:is|are|do|does|did|has|have|any|was|were|and|what about|how about)\\b)`,
      'i',
    ),
    examples: ['hey, is it', 'quick q - are there', 'ok and in lima?', 'wait, what about quito'],
    not: ['hey you'],
  },
  contextOpeners: {
    means: '"prepping for a call:": what the asker is doing, said before the question, dropped (lexicon/asking.ts)',
    pattern: new RegExp(
      `^\\s*(?:(?:i'?m|i am|we'?re|we are)\\s+)?(?:${alternation(CONTEXT_OPENERS.verbs)})\\b[^:?;—–]{0,60}?(?::|\\s[-–—])\\s+(?=\\S)`,
      'i',
    ),
    examples: ['prepping for a call: list', "i'm drafting notes - which"],
    not: ['prepping notes'],
  },
  shareSaid: {
    means: '"utah\'s slice of": a share said in other words (lexicon/rates.ts SHARE_SAID)',
    pattern: new RegExp(`\\b(?:${alternation(SHARE_SAID.words)})(?=\\s+of\\b)`, 'gi'),
    examples: ['slice of', 'cut of the pie'],
    not: ['slice'],
  },
  outVerb: {
    means: '"out-earn", "outsells": more than (lexicon/asking.ts OUT_VERBS)',
    pattern: new RegExp(`\\bout-?(${alternation(OUT_VERBS.verbs)})(s|ed)?\\b`, 'gi'),
    examples: [
      ['out-earn', 'earn'],
      ['outsells', 'sell'],
    ],
    not: ['outdoor'],
  },
  totalLast: {
    means: '"\u2026, all told": a total asked last (lexicon/asking.ts TOTAL_LAST)',
    pattern: new RegExp(`\\s*,?\\s*\\b(?:${alternation(TOTAL_LAST.phrases)})(?=\\s*[?.!]*\\s*$)`, 'i'),
    examples: [', all told', ' altogether?'],
    not: ['altogether fine'],
  },
  choice: {
    means: '"above or below": two directions offered (lexicon/asking.ts DIRECTION_CHOICE)',
    pattern: new RegExp(`\\b(${CHOICE_WORDS})\\s+or\\s+(${CHOICE_WORDS})\\b`, 'i'),
    examples: [
      ['above or below', 'above'],
      ['more or less', 'more'],
    ],
    not: ['above or beyond'],
  },
  snakeCase: {
    means: 'a field name written as a program writes it ("employee_count"), letters only: read as its words',
    pattern: /(?<![\w@.])([a-z]+(?:_[a-z]+)+)(?![\w@])/gi,
    examples: [['where employee_count > 5', 'employee_count']],
    not: ['acc_5', 'jo_smith@zeta.example'],
  },
  countLast: {
    means: '"\u2026 - how many?": a count asked last, put first (lexicon/asking.ts COUNT_LAST)',
    pattern: new RegExp(`\\s*(?:[,;:]|\\s[-–—])\\s*(?:${alternation(COUNT_LAST.phrases)})\\s*[?.!]*\\s*$`, 'i'),
    examples: [' - how many?', ', count'],
    not: ['how many deals'],
  },
} satisfies Rules);
