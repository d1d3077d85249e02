/**
 * Reading rules for what a question asks of the rows (understand/intent.ts): the whole list, a share, a
 * record's place in a ranking, the caller's own records, a narrowing follow-up, a count, a total or average,
 * the money of a pipeline.
 */
import { named, type Rules } from './rule.js';
import { alternation, escapeRegExp } from '../core/known.js';
import { MEASURE_SWITCH } from '../lexicon/measure-switch.js';
import { NEGATION_LEADS } from '../lexicon/negation.js';

export const INTENT_RULES = named('INTENT_RULES', {
  numberOne: {
    means: 'the first by rank ("#1", "number one"), read as "top"',
    pattern: /(^|[\s(])(?:#\s*1|number one|no\.?\s*1)(?=\s+[a-z])/gi,
    examples: [['our #1 client', ' '], ['number one seller', ''], 'the no. 1 region'],
    not: ['number one', 'room #12 here'],
  },
  all: {
    means: 'the whole list is wanted',
    pattern: /\b(all|every|each|entire|whole)\b/,
    examples: [
      ['show all leads', 'all'],
      ['the whole list', 'whole'],
    ],
    not: ['a wholesale firm', 'tall trees'],
  },
  shareOf: {
    means: 'a share of the rows is asked ("percent of", "% of")',
    pattern: /\b(?:percent(?:age)?|share|fraction|proportion)\s+of\b|%\s+of\b/,
    examples: ['the share of leads', 'what % of deals', 'a fraction of them'],
    not: ['shared with', 'percent off'],
  },
  shareWholeFirst: {
    means: 'the whole said first, then the share of it asked ("of my deals, what percent …")',
    pattern: /^\s*(?:of|among|out of)\s+[^,]+,\s*(?:what|which|how many)\s+(?:percent(?:age)?|share|fraction|proportion|%)(?![a-z])/,
    examples: ['among my leads, what share', 'of those, which %'],
    not: ['of those, what shares'],
  },
  shareWhat: {
    means: '"what percentage", "which share": a share asked',
    pattern: /\b(?:what|which)\s+(?:percent(?:age)?|share|fraction|proportion|%)(?![a-z])/,
    examples: ['what percentage won', 'which fraction is open'],
    not: ['which shares', 'what fractions'],
  },
  position: {
    means: "a named record's place in a ranking is asked",
    pattern:
      /\b(?:where|how)\s+(?:does|do|did|is|are|would|will)\b.*\b(?:rank|stand|place)\b|\bwhere\s+(?:does|do|did|would|will)\b.*\b(?:land|fall|sit)s?\b.*\brank(?:ing|ed)?\b|\b(?:sort|order|rank)\b.*\bwhere\s+(?:does|do|did|would|will)\s+(?:it|they|that)\s+(?:land|fall|sit|end up)\b|\b(?:what|which)\s+(?:is\s+)?(?:the\s+|its\s+|their\s+)?(?:rank(?:ing)?|position|place(?![^?.!]*\b(?:is|are)\s+(?:in|located|based)\b)|spot)\b|\b(?:rank(?:ing)?|position)\s+of\b|['’]s\s+(?:rank(?:ing)?|position)\b|\b(?:what|which)(?:['’]s|\s+is)?\s+(?:its|their)\s+(?:[a-z-]+\s+){0,2}(?:rank(?:ing)?|position)\b/,
    examples: ['how does globex rank', "initech's position", 'what is its place', 'rank of wayne co'],
    not: ['rank them by size', 'where is acme based', 'what is the place lima mill is in'],
  },
  mine: {
    means: "the caller's own records are asked for",
    pattern:
      /\bi\s+(?:have|own|manage|cover|hold|handle)\b|\bwe\s+(?:own|manage|cover|handle)\b|\b(?:do|did|have)\s+i\b|\bof (?:mine|ours)\b|\bbelongs?\s+to\s+(?:me|us)\b/,
    examples: ['leads i manage', 'any of mine', 'did i win', 'belongs to us'],
    not: ['did we win', 'we sold'],
  },
  refine: {
    means: "a follow-up narrows the previous answer's rows",
    pattern:
      /^\s*(?:(?:now|ok|okay|then|so)[\s,]+(?:only|just|keep)|only|just|(?:but|keep|counting|keeping|taking) (?:only|just)|of (?:those|these|them)|among (?:those|these|them)|which of (?:those|these|them)|filter (?:those|these|them|it|to|down to|for)|narrow|keep (?:the|those|these|them))\b|^\s*(?:and\s+)?(?:only\s+)?the ones\b/,
    examples: ['just those in utah', 'filter down to won', 'and the ones over 5', 'now keep just lima', 'counting only quito firms'],
    not: ['show only won deals', 'the onesie'],
  },
  conditionOnly: {
    means: 'a short follow-up that is only a condition ("closing in 2026", "with status new"): the previous rows, narrowed',
    pattern:
      /^\s*(?:(?:and|but|now|ok|okay|then|so)[\s,]+)?(?:with|closing|closed|created|worth|valued|over|above|under|below|more than|less than|at least|at most|whose|having|that are|which are)\b/,
    examples: ['closing in 2026', 'now worth more than 500k', 'and over a million dollars', 'with status won'],
    not: ['overall revenue', 'overdue deals'],
  },
  onlyAfter: {
    means: 'a short follow-up of a few words closed by "only" ("won ones only?", "mine only"): the previous rows, narrowed to them',
    pattern: /^\s*(?:and\s+)?(?:[a-z0-9'&-]+\s+){1,3}only\s*[?.!]*\s*$/i,
    examples: ['zeta firms only?', 'and mine only.', 'the won ones only'],
    not: ['show only won deals', 'list the deals in lima that are open only if won'],
  },
  atListAfter: {
    means:
      'a follow-up that only says at which records ("and at my firms?", "what about at the 3rd-party ones"): the previous rows, narrowed',
    pattern: /^\s*(?:and|but|what about|how about)\s+(?:just\s+|only\s+)?at\s+(?:my|our|the|third|3rd|their)\b[^?.!]{0,40}[?.!]*\s*$/i,
    examples: ['and at my firms?', 'what about at the 3rd-party ones'],
    not: ['and at my firms in lima how many quarries are open and which ones closed', 'and in lima?'],
  },
  leftOutFirst: {
    means: 'a follow-up that opens by leaving values out ("excluding texas", "drop the lima ones"): the previous rows, narrowed',
    pattern: new RegExp(`^\\s*(?:(?:and|but|now|ok|okay|then|so)[\\s,]+)?(?:${alternation(NEGATION_LEADS.map((l) => l.words))})\\b`, 'i'),
    examples: ['excluding texas', 'ok drop the lima ones', 'but not the quito ones'],
    not: ['deals excluding texas'],
  },
  count: {
    means: 'a count is asked',
    pattern: /\bhow many\b|\bnumber of\b|#\s*of\b|(?:^|[:;,]\s*)#\s+[a-z]|\bcount\b|\bhow much \w+s\b/,
    examples: ['how many leads', 'the # of deals', 'count them', '# quarries in lima', 'lima: # quarries'],
    not: ['how much revenue', 'the counter', 'deal #4'],
  },
  countOnly: {
    means: 'a total asked again as a count (lexicon/measure-switch.ts `count`): the count only, no total',
    pattern: new RegExp(`^\\s*${escapeRegExp(MEASURE_SWITCH.count.split('{asked}')[0]!.trim())}`, 'i'),
    examples: ['how many: what is the zeta worth of the lima quarries?'],
    not: ['how many quarries are worth a zeta'],
  },
  howManyOf: {
    means: '"how many employees": the word counted',
    pattern: /\bhow many\s+([a-z]+)/,
    examples: [['how many staff', 'staff']],
    not: ['how many?'],
  },
  totalNumberOf: {
    means: '"total number of staff": the word counted',
    pattern: /\b(?:total|combined|overall) number of\s+([a-z]+)/,
    examples: [['combined number of seats', 'seats']],
    not: ['the number of seats'],
  },
  aggregate: {
    means: 'a total, an average or a median asked: the word that asks it',
    pattern: /\b(total|sum|summed|combined|overall|aggregate|average|averages|avg|mean|median|adds|typical)\b(?:\s+of)?/,
    examples: [
      ['the median size', 'median'],
      ['sum of revenue', 'sum'],
      ['value summed', 'summed'],
    ],
    not: ['totally fine', 'meaning'],
  },
  totalSaidLast: {
    means: 'a total said last, maybe before "to" ("what revenue do they sum to"): the quantity named before it',
    pattern: /\b(?:sum|summed|adds)(?:\s+to)?\s*[?.!]*$/,
    examples: ['what revenue do they sum to?', 'revenue summed'],
    not: ['sum to 5 million for texas'],
  },
  totalNumber: {
    means: '"the total number": a count, not a total',
    pattern: /\b(?:total|combined|overall) number\b/,
    examples: ['the total number', 'overall number of'],
    not: ['total numbers'],
  },
  averageWord: {
    means: 'the aggregate word is an average',
    pattern: /average|avg|mean|typical/,
    examples: ['average', 'avg', 'mean', 'typical'],
    not: ['median', 'sum'],
  },
  periodToken: {
    means: 'the word is a quarter or a half of a year ("q2", "h1")',
    pattern: /^[qh]\d$/,
    examples: ['q3', 'h2'],
    not: ['q34', 'hq'],
  },
  phaseToken: {
    means: 'the word names a stage of a deal, which names no quantity',
    pattern: /^(?:clos|close|closed|won|lost|open|pend|pending|activ|active)$/,
    examples: ['won', 'clos', 'pending'],
    not: ['value', 'closer'],
  },
  totalToken: {
    means: 'the aggregate word is "total" or "combined"',
    pattern: /^(?:total|combined)$/,
    examples: ['total', 'combined'],
    not: ['totals', 'sum'],
  },
  pipelineValue: {
    means: 'the money of a pipeline, or of the deals won, lost or open, added up (not a bound on it)',
    pattern:
      /\b(?:pipeline|(?:closed[\s-]*)?(?:won|lost)|open)\s+(?:(?:deals?|opportunit(?:y|ies)|opps?)\s+)?(value|amount|worth|total|size)\b(?!\s+(?:over|above|under|below|of\s+(?:at|more|less|over|under)|greater|less|more|between|>|<|\$?\d))|\b(value|amount|worth|size)\s+of\s+(?:the\s+|all\s+|our\s+|my\s+)?pipeline\b/,
    examples: [['pipeline size', 'size'], ['closed-won deal value', 'value'], 'worth of our pipeline'],
    not: ['won deal value over 50k', 'open value above $2m'],
  },
  pipelineFor: {
    means: '"pipeline for acme", "what\'s our active pipeline due in may": the money of those deals',
    pattern:
      /\bpipeline\s+(?:for|at|with|from|in|closing|due|expected|slated|set\s+to)\b|\b(?:what(?:'s|’s|\s+is|\s+was)|how\s+(?:big|large)\s+is)\s+(?:the\s+|our\s+|my\s+)?(?:open\s+|active\s+|current\s+)?pipeline\b(?!\s+(?:deals?|opportunit|opps?|by|per|stages?|breakdown|rows|list))/,
    examples: ['open pipeline for umbrella', 'pipeline in texas', "what's our active pipeline?", 'pipeline due in lima'],
    not: ['pipeline value', "what's our active pipeline by stage", 'what is the pipeline deals list'],
  },
  howMuch: {
    means: '"how much revenue": the quantity asked to be added up',
    pattern: /\bhow much\s+(\w+)/,
    examples: [['how much revenue', 'revenue']],
    not: ['how many'],
  },
  howMuchIsOne: {
    means: '"how much is my top quarry worth": one record picked by a superlative, its quantity asked (nothing added up)',
    pattern:
      /\bhow much\s+(?:is|was|'s)\s+(?:the|our|my|their)\s+(?:single\s+|one\s+)?(?:biggest|largest|top|smallest|highest|lowest|most\s+valuable|priciest|cheapest|newest|latest|oldest)\b/,
    examples: ['how much is my top quarry worth', 'how much was the single largest zeta'],
    not: ['how much is our lima revenue', 'how much revenue do the biggest firms bring'],
  },
  sizeIn: {
    means: '"a typical lima firm, size in employees": the size said in a measure of its own, that measure',
    pattern: /\bsizes?\b[^?.!;]{0,40}?\bin\s+(employees|headcount|revenue|dollars|value)\b/,
    examples: [['a typical lima firm, size in employees', 'employees']],
    not: ['size of deals in lima', 'the size in lima'],
  },
  ownMeasure: {
    means: '"whats my revenue across lima", "our zeta worth for quito?": one\'s own quantity said before where, added up',
    pattern:
      /^\s*(?:(?:and|so|ok|okay)\s+)?(?:(?:what(?:'s|’s|\s+is|\s+was)|whats|tell\s+me)\s+)?(?:my|our)\s+(?:(?:territory|book|own)\s+)?([a-z]+)\s+(?:in|for|across|from|at|within|excluding|except|outside|without|minus|apart\s+from|not\s+counting|leaving\s+out)\b/,
    examples: [
      ['whats my revenue across lima', 'revenue'],
      ['our territory worth for quito?', 'worth'],
      ['my zeta excluding lima', 'zeta'],
    ],
    not: ['show my accounts in lima', 'list my revenue in lima', 'is my revenue in lima up'],
  },
  togetherAfterAnd: {
    means: '"for lima and quito together": two values taken together, their rows\' quantity added up',
    pattern: /\band\b[^,.;:?]{1,40}?\btogether\b/,
    examples: ['zeta revenue for lima and quito together'],
    not: ['putting together a list', 'mine and theirs, not together'],
  },
  combined: {
    means: 'the word "combined"',
    pattern: /\bcombined\b/,
    examples: ['both lists combined'],
    not: ['combines'],
  },
  totalOrSum: {
    means: 'the word "total" or "sum"',
    pattern: /\b(?:total|sum)\b/,
    examples: ['the total', 'a sum'],
    not: ['summary', 'totals'],
  },
  placeOn: {
    means: '"who is third among the lima quarries on worth": the measure of a place said last, after "on"',
    pattern: /\bon\s+(?!top\b)([a-z]+(?:\s+[a-z]+){0,2})\s*[?.!]*\s*$/,
    examples: ['who is last among the quarries on worth?', 'third among my firms on zeta output'],
    not: ['the quarries on the zeta coast, which is third', 'who is on top'],
  },
  lastTime: {
    means: '"when was our last sale", "the last time": the most recent row by its date',
    pattern: /\bwhen\s+(?:did|was|were|have|has|had)\b[^?]*?\blast\b|\b(?:the\s+)?last\s+time\b/,
    examples: ['when was the last sale', 'last time we met'],
    not: ['last year', 'when? last'],
  },
  closing: {
    means: 'a deal won, lost or closed, dated by when it closed',
    pattern: /\b(?:win|won|lose|lost|close|closed|sign|signed)\b/,
    examples: ['we signed', 'closed one'],
    not: ['closest', 'signal'],
  },
  gapToken: {
    means: 'the word asks for a difference between two',
    pattern: /^(?:gap|difference|diff|delta)$/,
    examples: ['gap', 'delta'],
    not: ['different'],
  },
  linkToken: {
    means: 'a word that joins the measure to what it is weighed between',
    pattern: /^(?:between|in|of)$/,
    examples: ['between', 'of'],
    not: ['into'],
  },
  forMeasure: {
    means: '"for won dollars", "in terms of value": the words after it name the measure',
    pattern: /\b(?:for|by|in terms of)\s+(.+)$/,
    examples: [
      ['best month for won dollars', 'won dollars'],
      ['top region by value', 'value'],
    ],
    not: ['before'],
  },
  mostPipeline: {
    means: '"the most open pipeline": the money of the deals, not their number',
    pattern: /\b(?:most|largest|biggest|highest|least|smallest|lowest)\s+(?:[a-z]+\s+)?pipeline\b/,
    examples: ['the most open pipeline', 'largest pipeline'],
    not: ['most deals in the pipeline'],
  },
} satisfies Rules);
