import { named, type Rules } from './rule.js';
import { alternation, escapeRegExp, spacedAlternation as spacedAlt } from '../core/known.js';
import { BEYOND } from '../lexicon/compose.js';
import { NEGATION_LEADS } from '../lexicon/negation.js';
import { THERE_INSIDE, WHICH_OF_STATES } from '../lexicon/bridge.js';
import { STORY, FOLLOWED_PERSON } from '../lexicon/preamble.js';
import {
  BARE_FIGURES,
  GAP_OF_PREVIOUS,
  GAP_TO_PREVIOUS,
  LEADER_POINTERS,
  SHARE_OF_PREVIOUS,
  SUM_WITH_PREVIOUS,
  WEIGHED_WITH_PREVIOUS,
  NEXT_ROWS,
} from '../lexicon/refer.js';
import { EXACT_PREVIOUS, FLIPPED_END, PART_OF_PREVIOUS } from '../lexicon/previous.js';
import { NUMBER_WORDS } from '../lexicon/amounts.js';
import { COUNT_PICK } from '../lexicon/count-pick.js';
import { FIGURE_SAID, TWO_ENDS, TWO_FIGURES } from '../lexicon/figure-said.js';
import { FIGURE_BOUND } from '../lexicon/bounds.js';
import { EARNED_TOTAL } from '../lexicon/said.js';
import { PLACE_BY, VALUE_PLACE } from '../lexicon/ranked.js';
import { ROW_PICKS } from '../lexicon/row-pointers.js';

/**
 * Reading in compose/ with patterns built from lexicon words: a part that leaves values out, a
 * comparison against a figure, "that state" pointing back, a follow-up asking a share
 * or a gap of the previous answers, the leads a follow-up opens with, a count then a pick, and a
 * figure named before its records (match.ts, bridge.ts, count-pick.ts, figure-said.ts,
 * place-story.ts, previous-figures.ts, refer.ts, story.ts).
 */
const alt = (ws: string[]) => ws.map(escapeRegExp).join('|');

export const COMPOSE_BUILT_RULES = named('COMPOSE_BUILT_RULES', {
  figureBound: {
    means: 'a yes-or-no question holding one figure to a number (lexicon/bounds.ts FIGURE_BOUND): the figure, the bound, the number',
    pattern: new RegExp(
      `^\\s*(?:${alt(FIGURE_BOUND.leads)})\\s+((?:(?:the|our|my)\\s+)?(?:${alt(FIGURE_BOUND.figures)})\\b.+?)\\s+` +
        `(${spacedAlt(Object.keys(FIGURE_BOUND.bounds))})\\s+(\\$?\\s*\\d[\\d,.]*\\s*[a-z]*)\\s*[?.!]*\\s*$`,
      'i',
    ),
    examples: FIGURE_BOUND.examples.map((e) => [e.said, e.figure]),
    not: ['is the zeta total the largest?'],
  },
  earnedBound: {
    means:
      'what records earn in total held to a number, yes or no (lexicon/bounds.ts FIGURE_BOUND.earned): the records, the bound, the number',
    pattern: new RegExp(
      `^\\s*(?:${alt(FIGURE_BOUND.earned.leads)})\\s+(.+?)\\s+(?:${spacedAlt(EARNED_TOTAL.verbs)})\\s+` +
        `(${spacedAlt(Object.keys(FIGURE_BOUND.bounds))})\\s+(\\$?\\s*\\d[\\d,.]*\\s*[a-z]*)\\s+` +
        `(?:${spacedAlt(FIGURE_BOUND.earned.totals)})(?:\\s+(?:${spacedAlt(FIGURE_BOUND.earned.measures)}))?\\s*[?.!]*\\s*$`,
      'i',
    ),
    examples: FIGURE_BOUND.earned.examples.map((e) => [e.said, e.records]),
    not: ['do any lima firms bring in more than $5m?'],
  },
  valuePlace: {
    means: '"where does lima place among our zones for summed zeta" (lexicon/ranked.ts VALUE_PLACE): value, lead, groups, measure',
    pattern: new RegExp(
      `^\\s*(?:${alt(VALUE_PLACE.asks)})\\s+(?:does|do|did|would|will)\\s+(.+?)\\s+(?:${spacedAlt(VALUE_PLACE.verbs)})\\s+` +
        `(?:${spacedAlt(VALUE_PLACE.among)})\\s+(?:(${spacedAlt(VALUE_PLACE.leads)})\\s+)?([a-z][a-z -]*?s)\\s+` +
        `(?:${spacedAlt(VALUE_PLACE.by)})\\s+(.+?)\\s*[?.!]*\\s*$`,
      'i',
    ),
    examples: VALUE_PLACE.examples.map((e) => [e.said, e.value]),
    not: ['where does lima rank by total zeta?', 'rank the regions by total zeta'],
  },
  placeInRanking: {
    means: '"which one is third?" after a ranking (lexicon/ranked.ts PLACE_BY, row-pointers.ts ROW_PICKS): the word asked, the place',
    pattern: new RegExp(
      `^\\s*(?:(?:and|so|ok|then)[,\\s]+)?(?:which|what)(?:\\s+([a-z]+))?(?:['\u2019]s|\\s+(?:${spacedAlt(PLACE_BY.verbs)}))\\s+` +
        `(?:in\\s+)?(?:the\\s+)?(${alt(Object.keys(ROW_PICKS.places))})(?:\\s+(?:place|one|spot))?\\s*[?.!]*\\s*$`,
      'i',
    ),
    examples: [['Which zone is third?', 'zone'], "and what's 2nd?", ['which one comes last', 'one']],
    not: ['which zone is third by zeta?', 'which zone is biggest?'],
  },
  nextRows: {
    means: '"now the next 4?" after a ranking cut at its first rows: how many more (lexicon/refer.ts NEXT_ROWS)',
    pattern: new RegExp(
      `^\\s*(?:(?:${spacedAlt(NEXT_ROWS.leads)})\\s+)*(?:${spacedAlt(NEXT_ROWS.next)})\\s+(\\d+|${alt(Object.keys(NUMBER_WORDS))})` +
        `(?:\\s+(?!${alt(NEXT_ROWS.tails.map((t) => t.split(' ')[0]!))}\\b)[a-z]+)?` +
        `(?:\\s+(?:${spacedAlt(NEXT_ROWS.tails)}))*\\s*[?.!]*\\s*$`,
      'i',
    ),
    examples: NEXT_ROWS.examples.map((e) => [e.said, e.n]),
    not: ['the next two weeks of zeta deals closing in lima'],
  },
  exactPrevious: {
    means: '"how many exactly?" after an answer of groups or one count: the kind of record said, if any (lexicon/refer.ts EXACT_PREVIOUS)',
    pattern: new RegExp(
      `^(?=.*(?:^|[\\s,])(?:${spacedAlt([...EXACT_PREVIOUS.exact, ...EXACT_PREVIOUS.nouns])})(?:[\\s?.!]|$))` +
        `\\s*(?:(?:${spacedAlt(EXACT_PREVIOUS.leads)})[\\s,]+)*(?:(?:(?:${spacedAlt(EXACT_PREVIOUS.exact)})\\s+)?` +
        `(?:${spacedAlt(EXACT_PREVIOUS.asks)})` +
        `(?:\\s+(?!(?:${spacedAlt(EXACT_PREVIOUS.exact)})\\b)([a-z][a-z-]*(?:\\s+[a-z][a-z-]*){0,2}?))?` +
        `(?:[\\s,]+(?:${spacedAlt(EXACT_PREVIOUS.exact)}))?` +
        `|(?:${spacedAlt(EXACT_PREVIOUS.nouns)}))(?:\\s+(?:please|then))?\\s*[?.!]*\\s*$`,
      'i',
    ),
    examples: EXACT_PREVIOUS.examples.map((e) => (e.kind ? [e.said, e.kind] : e.said)),
    not: ['how many lima quarries are there exactly in quito?', 'exactly how many quarries have a zeta above 3', 'how many quarries?'],
  },
  partOfPrevious: {
    means: '"how much of it came from quito firms?" after a figure: the records it asks of (lexicon/previous.ts PART_OF_PREVIOUS)',
    pattern: new RegExp(
      `^\\s*(?:(?:and|so|ok|okay)[\\s,]+)?(?:${spacedAlt(PART_OF_PREVIOUS.leads)})\\s+` +
        `(?:${spacedAlt(PART_OF_PREVIOUS.from)})\\s+(.+?)[\\s?.!]*$`,
      'i',
    ),
    examples: PART_OF_PREVIOUS.examples.map((e) => [e.said, e.records]),
    not: ['how much of it, lima firms'],
  },
  twoFigures: {
    means:
      'two figures of one set asked together ("median and mean zeta"): the first figure, the second (lexicon/figure-said.ts TWO_FIGURES)',
    pattern: new RegExp(
      `\\b(${spacedAlt(TWO_FIGURES.figures)})\\s*(?:${spacedAlt(TWO_FIGURES.joins)})\\s*(?:the\\s+)?(${spacedAlt(TWO_FIGURES.figures)})\\b`,
      'i',
    ),
    examples: TWO_FIGURES.examples.map((e) => [e.said, e.first]),
    not: ['the total of lima and quito'],
  },
  twoEnds: {
    means: 'both ends of one ranking asked together: the first question, its end, the other end (lexicon/figure-said.ts TWO_ENDS)',
    pattern: new RegExp(
      `^(.*?\\b(${alt(TWO_ENDS.ends)})\\b.*?)(?:,\\s*|\\s+)and\\s+(?:${spacedAlt(TWO_ENDS.joins)})\\s+(${alt(TWO_ENDS.ends)})` +
        `(?:\\s+one)?\\s*[?.!]*\\s*$`,
      'i',
    ),
    examples: TWO_ENDS.examples.map((e) => [e.said, e.said.slice(0, e.said.indexOf(', and'))]),
    not: ['which quito firm has the highest zeta and the most lima deals'],
  },
  endsTogether: {
    means: 'both ends of one ranking said side by side ("the lowest and highest zeta of lima firms"): before, one end, the other, after',
    pattern: new RegExp(`^(.*?\\b)(${alt(TWO_ENDS.ends)})\\s+and\\s+(?:the\\s+)?(${alt(TWO_ENDS.ends)})\\b(.*)$`, 'i'),
    examples: [
      ['the lowest and highest zeta of lima firms', 'the '],
      ['lowest and highest quarry output in quito?', ''],
    ],
    not: ['the largest and oldest lima firm'],
  },
  figureThenAnother: {
    means:
      'a figure asked, then another of the same records ("the mean zeta of lima, and the median?"): the question, its figure, the other',
    pattern: new RegExp(
      `^(.*?\\b(${spacedAlt(TWO_FIGURES.figures)})\\b.*?)[,;]?\\s+and\\s+(?:(?:what'?s|what\\s+is|also|then)\\s+)?(?:the\\s+)?` +
        `(${spacedAlt(TWO_FIGURES.figures)})\\s*[?.!]*\\s*$`,
      'i',
    ),
    examples: [['the mean zeta of lima, and the median?', 'the mean zeta of lima']],
    not: ['the total of lima and quito'],
  },
  flippedEnd: {
    means: 'a short follow-up saying only the other end of the question before ("and which converts worst?"): end, count, same measure',
    pattern: new RegExp(
      `^\\s*(?:(?:${spacedAlt(FLIPPED_END.leads)})[\\s,]+)*(?:(?:which|what|who)\\s+)?(?:[a-z-]+\\s+){0,3}?(?:the\\s+)?(?:very\\s+)?` +
        `(${alt(Object.keys(FLIPPED_END.ends))})(?:\\s+(\\d+|${alt(Object.keys(NUMBER_WORDS))}))?(?:\\s+(?:one|ones))?` +
        `(?:\\s+(${spacedAlt(FLIPPED_END.same)}))?\\s*[?.!]*\\s*$`,
      'i',
    ),
    examples: [...FLIPPED_END.examples.map((e) => [e.said, 'worst'] as const), ['and the bottom 4 ones?', 'bottom']],
    not: ['which zeta group converts best in lima and quito and peru'],
  },
  excluding: {
    means: 'a part that leaves values out (lexicon/negation.ts): an "and" after it joins the values left out',
    pattern: new RegExp(`\\b(?:${alternation(NEGATION_LEADS.map((l) => l.words))})\\b`, 'i'),
    examples: ['all deals leaving out lima', 'apart from the lost ones'],
    not: ['only the lima deals'],
  },
  therePointer: {
    means: 'a "there" that points at a place, not one after a verb of being ("are there")',
    pattern: new RegExp(`(?<!\\b(?:${THERE_INSIDE.being.join('|')})\\s+)\\b${THERE_INSIDE.pointer}\\b`, 'i'),
    examples: ['crm firms based there'],
    not: ['how many firms are there'],
  },
  comparison: {
    means: 'rows measured against a figure ("bigger than our average account"): the comparison in the first group',
    pattern: new RegExp(
      `\\b(?<cmp>${BEYOND.comparisons.map((c) => alternation(c.words)).join('|')})\\s+` +
        `(?:(?<multiple>${alternation(BEYOND.multiples.map((m) => m.words))})\\s+)?` +
        `(?<whose>(?:(?:${alternation(BEYOND.determiners)})\\s+)*)` +
        `(?<figure>${alternation(BEYOND.figures.flatMap((f) => f.words))})\\b\\s*(?<of>.*)$`,
      'i',
    ),
    examples: [
      ['clients bigger than our average client', 'bigger than'],
      ['firms above twice the median', 'above'],
    ],
    not: ['clients in lima'],
  },
  around: {
    means: 'a comparison said around its quantity ("have less revenue than"), the comparison in the first group',
    pattern: new RegExp(
      `\\b(${alternation(BEYOND.comparisons.flatMap((c) => c.words.filter((w) => w.endsWith(' than')).map((w) => w.slice(0, -5))))})` +
        '\\s+((?:[a-z-]+\\s+){1,3}?)than\\b',
      'i',
    ),
    examples: [
      ['firms with more staff than acme', 'more'],
      ['reps with fewer open deals than me', 'fewer'],
    ],
    not: ['firms with staff'],
  },
  placePointer: {
    means: "words that point at the state of the record a story named ('that same state')",
    pattern: new RegExp(`\\b(?:${alternation(STORY.placePointers)})\\b`, 'gi'),
    examples: ['deals in that same state', 'firms in its state'],
    not: ['which state'],
  },
  recordPointer: {
    means: "words that point at the record a story named ('there', 'at that firm'), never a 'there' that only says something exists",
    pattern: new RegExp(
      `(?<!\\b(?:is|are|was|were|any)\\s+)\\b(?:${alternation(STORY.recordPointers)})\\b(?!\\s+(?:is|are|was|were|'s)\\b)`,
      'gi',
    ),
    examples: ['who do i know there', 'anyone at that firm'],
    not: ['are there any deals', 'there are 3 firms', 'is there one'],
  },
  shareOfPrevious: {
    means: 'a follow-up asking what share the previous count is of a whole, the whole in the group',
    pattern: new RegExp(
      `^\\s*(?:(?:${alternation(SHARE_OF_PREVIOUS.leads)})\\s*,?\\s+)?(?:as\\s+an?|what|which)\\s+` +
        `(?:${alternation(SHARE_OF_PREVIOUS.nouns)})\\s+` +
        `(?:(?:is|are|was|were)\\s+(?:${alternation(SHARE_OF_PREVIOUS.pointers)})\\s+)?of\\s+` +
        `(?:(?:${alternation(SHARE_OF_PREVIOUS.wholeLeads)})\\s+)?(.+?)` +
        // ("… does that represent", "… is that": the pointer said after the whole)
        `(?:\\s+(?:(?:${alternation(SHARE_OF_PREVIOUS.tails.auxiliaries)})\\s+(?:${alternation(SHARE_OF_PREVIOUS.pointers)})\\s+` +
        `(?:${spacedAlt(SHARE_OF_PREVIOUS.tails.verbs)})|(?:is|was)\\s+(?:${alternation(SHARE_OF_PREVIOUS.pointers)})))?\\s*[?.!]*\\s*$`,
      'i',
    ),
    examples: [
      ['so what share is it of all the leads', 'leads'],
      ['as a fraction of our deals?', 'deals'],
    ],
    not: ['how many leads are won'],
  },
  sumWithPrevious: {
    means: 'a follow-up adding a count to the previous one ("and adding the quito ones, what is the total?"; what is added in the group)',
    pattern: new RegExp(
      `^\\s*(?:(?:${alternation(SUM_WITH_PREVIOUS.leads)})[\\s,]+)*(?:${alternation(SUM_WITH_PREVIOUS.adds)})\\s+(.+?)\\s*,?\\s+` +
        `(?:${alternation(SUM_WITH_PREVIOUS.totals)})\\s*[?.!]*\\s*$`,
      'i',
    ),
    examples: [['and adding the quito ones, what is the total?', 'the quito ones']],
    not: ['what is the total of the quito ones'],
  },
  gapToPrevious: {
    means: 'a follow-up asking how far the previous figure is from the figure asked after "than" (that question in the group)',
    pattern: new RegExp(
      `^\\s*(?:(?:${alternation(GAP_TO_PREVIOUS.leads)})[\\s,]+)*(?:${alternation(GAP_TO_PREVIOUS.asks)})\\s+` +
        `(?:${alternation(GAP_TO_PREVIOUS.weighed)})\\s+(?:${alternation(GAP_TO_PREVIOUS.verbs)})\\s+` +
        `(?:${alternation(GAP_TO_PREVIOUS.pointers)})\\s+than\\s+(.+?)\\s*[?.!]*\\s*$`,
      'i',
    ),
    examples: [['so by how much lower was it than the quito mean?', 'the quito mean']],
    not: ['how much higher is lima than quito'],
  },
  weighedAgainstPrevious: {
    means: 'the previous figure weighed against the same question of another value, named first (lexicon/refer.ts WEIGHED_WITH_PREVIOUS)',
    pattern: new RegExp(
      `^\\s*(?:(?:${alternation(WEIGHED_WITH_PREVIOUS.leads)})[\\s,]+)*(?:${alternation(WEIGHED_WITH_PREVIOUS.against)})\\s+` +
        `(?:(?:${alternation(WEIGHED_WITH_PREVIOUS.links)})\\s+)?([^,;:?]{2,40}?)` +
        `(?:\\s+(?:${alternation(WEIGHED_WITH_PREVIOUS.same)}))?\\s*[,;:]\\s*(?:(?:which|who|where)\\b[^?]*?` +
        `\\b(?:${alternation(WEIGHED_WITH_PREVIOUS.weighed)})|(?:${alternation(WEIGHED_WITH_PREVIOUS.gaps)}))\\b[^?]*[?.!]*\\s*$`,
      'i',
    ),
    examples: [
      ['compared with Quito, which one holds more quarries?', 'Quito'],
      ['and against Lima, how big a gap is there?', 'Lima'],
    ],
    not: ['compared with last year, how many quarries are there'],
  },
  comparedWithPrevious: {
    means: 'the previous figure weighed against the same figure of other records ("and how would it compare to the quito quarries?")',
    pattern: new RegExp(
      `^\\s*(?:(?:${alternation(WEIGHED_WITH_PREVIOUS.leads)})[\\s,]+)*how\\s+(?:${alternation(WEIGHED_WITH_PREVIOUS.compare.verbs)})\\s+` +
        `(?:${alternation(WEIGHED_WITH_PREVIOUS.pointers)})\\s+compare\\s+(?:${alternation(WEIGHED_WITH_PREVIOUS.compare.with)})\\s+` +
        `([^?.!]{2,80}?)\\s*[?.!]*(?:\\s+(?:which|who|what|and)\\b[^?]*?\\b(?:${alternation(WEIGHED_WITH_PREVIOUS.weighed)}|` +
        `${alternation(WEIGHED_WITH_PREVIOUS.gaps)})\\b[^?]*[?.!]*)*\\s*$`,
      'i',
    ),
    examples: [['and how would it compare to the quito quarries? which one is ahead?', 'the quito quarries']],
    not: ['how does lima compare with quito'],
  },
  weighedThanPrevious: {
    means: 'a follow-up asking whether the previous figure is more than the same question of another value ("is that more than in Quito?")',
    pattern: new RegExp(
      `^\\s*(?:(?:${alternation(WEIGHED_WITH_PREVIOUS.leads)})[\\s,]+)*(?:${alternation(WEIGHED_WITH_PREVIOUS.verbs)})\\s+` +
        `(?:${alternation(WEIGHED_WITH_PREVIOUS.pointers)})\\s+(?:${alternation(WEIGHED_WITH_PREVIOUS.weighed)})\\s+than\\s+` +
        `(?:(?:${alternation(WEIGHED_WITH_PREVIOUS.links)})\\s+)?([^,;:?]{2,40}?)\\s*[?.!]*\\s*$`,
      'i',
    ),
    examples: [['and is that higher than in Lima?', 'Lima']],
    not: ['is that more than fifty quarries per region, or less'],
  },
  gapToPreviousShort: {
    means: 'a follow-up asking how far past the previous figure another is, said short ("so how much less than it sits in quito")',
    pattern: new RegExp(
      `^\\s*(?:(?:${alternation(GAP_TO_PREVIOUS.leads)})[\\s,]+)*(?:${alternation(GAP_TO_PREVIOUS.asks)})\\s+` +
        `(?:${alternation(GAP_TO_PREVIOUS.weighed)})\\s+than\\s+(?:${alternation(GAP_TO_PREVIOUS.pointers)})\\s+(.+?)\\s*[?.!]*\\s*$`,
      'i',
    ),
    examples: [['so how much less than it sits in quito?', 'sits in quito']],
    not: ['how many more quarries than that'],
  },
  gapOfPrevious: {
    means: 'a follow-up asking how far apart the two previous figures are',
    pattern: new RegExp(
      `^\\s*(?:(?:${alternation(GAP_OF_PREVIOUS.leads)})\\s+)*(?:${alternation(GAP_OF_PREVIOUS.gaps)})\\s+` +
        `(?:${alternation(GAP_OF_PREVIOUS.twos)})(?:\\s+[a-z]+)?(?:[\\s,]+(?:${alternation(GAP_OF_PREVIOUS.units)}))?\\s*[?.!]*\\s*$`,
      'i',
    ),
    examples: ['now the spread between the pair', 'ok delta between those two years?'],
    not: ['the gap between lima and quito'],
  },
  bareLeads: {
    means: 'the leads a follow-up that only names a figure opens with ("and what about …")',
    pattern: new RegExp(
      `^(?:(?:${[...BARE_FIGURES.leads]
        .sort((a, b) => b.length - a.length)
        .map(escapeRegExp)
        .join('|')})\\b[\\s,]*)+`,
      'i',
    ),
    examples: ['ok, how about the median', 'and the total'],
    not: ['median please'],
  },
  bareTails: {
    means: 'the words after a figure that point at the previous records ("the sum of those five"), dropped',
    pattern: new RegExp(`\\s+(?:${alternation(BARE_FIGURES.tails)})(?:\\s+(?:\\d+|${alternation(Object.keys(NUMBER_WORDS))}))?\\s*$`, 'i'),
    examples: ['sum of those five', 'the average of them', 'total of those 3'],
    not: ['sum of the lima ones'],
  },
  leaderLeads: {
    means: 'the small words a follow-up opens with ("and", "so", "ok")',
    pattern: new RegExp(`^\\s*(?:(?:${LEADER_POINTERS.leads.map(escapeRegExp).join('|')})\\b[\\s,]*)+`, 'i'),
    examples: ['so, then how many'],
    not: ['sorted by size'],
  },
  askedAfterComma: {
    means: 'a comma, then a question word (where a question told after a story starts)',
    pattern: new RegExp(`,\\s+(?=(?:${STORY.asks.join('|')})\\b)`, 'gi'),
    examples: ['we met them, who runs it'],
    not: ['we met them, sadly'],
  },
  belonging: {
    means: 'his or her before the record a person belongs to ("her company")',
    pattern: new RegExp(`\\b(?:${FOLLOWED_PERSON.pointers.join('|')})\\s+(?=(?:${FOLLOWED_PERSON.belongings.join('|')})\\b)`, 'gi'),
    examples: ['what does her employer sell'],
    not: ['her team'],
  },
  whereSuperlative: {
    means: 'where something is ranked by a superlative: what is ranked in the first group, the superlative after',
    pattern: new RegExp(
      `^(?:${WHICH_OF_STATES.where.leads.join('|')})\\s+(.+?)\\s+(${WHICH_OF_STATES.where.superlatives.join('|')})\\b(.*)$`,
      'i',
    ),
    examples: [['where is the won revenue highest', 'won revenue']],
    not: ['where do we sell most'],
  },
  countThenPick: {
    means: 'a count, then which of the records counted holds something (lexicon/count-pick.ts): the count in the group',
    pattern: new RegExp(
      `^(.+?)\\s*[,;:\\-–—]?\\s+(?:(?:${spacedAlt(COUNT_PICK.joins)})\\s+)?` +
        `(?:(?:${spacedAlt(COUNT_PICK.asks)})\\s+(?:${spacedAlt(COUNT_PICK.pointers)})\\b` +
        // (the bare pick only after a stop: "count the contacts who are cfos" asks one thing)
        `|(?<=[,;:\\-–—]\\s+(?:(?:${spacedAlt(COUNT_PICK.joins)})\\s+)?)(?:${spacedAlt(COUNT_PICK.bare)})\\s+(?=(?:is|are)\\b))`,
      'i',
    ),
    examples: [
      ['count the leads at nova, plus which of them is open', 'count the leads at nova'],
      ['how many reps; who is the newest', 'how many reps'],
    ],
    not: ['how many leads are open', 'count the quito contacts who are cfos'],
  },
  countWords: {
    means: 'the words a count is asked with, at the start',
    pattern: new RegExp(`^\\s*(?:${spacedAlt(COUNT_PICK.counts)})\\s+`, 'i'),
    examples: ['the number of firms', 'count the reps'],
    not: ['list the reps'],
  },
  theFigureOf: {
    means: 'a figure named before the records it is of ("the total of …"), at the start',
    pattern: new RegExp(`^the\\s+(?:${spacedAlt(FIGURE_SAID.shapes.map((s) => s.figure).filter((w) => w !== ''))})\\s+of\\s+`, 'i'),
    examples: ['the average of won deals'],
    not: ['average of won deals'],
  },
  mostOfThem: {
    means: '"which of these holds the most?" after a list of values: the value most (fewest) rows hold, "most" or "fewest" in the group',
    pattern:
      /^\s*(?:(?:and|so|ok|okay)[\s,]+)?(?:which|what)(?:\s+one|\s+of\s+(?:them|those|these)|\s+[a-z]+)?\s+(?:has|have|holds?|gets?)\s+the\s+(most|fewest|least)(?:\s+of\s+(?:them|those|these|it))?\s*[?.!]*\s*$/i,
    examples: [['which of these holds the most?', 'most'], 'and which zeta gets the fewest'],
    not: ['which zeta holds the most lima', 'which zone gets the most quarries'],
  },
} satisfies Rules);
