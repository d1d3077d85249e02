/**
 * Reading rules for the field whose groups a question ranks (understand/winner.ts): "which region holds most",
 * "the country with the least", "states ranked by", "the most common title".
 */
import { named, type Rules } from './rule.js';
import { NUMBER_WORDS } from '../lexicon/amounts.js';

/** A number in digits or words ("3", "three"). */
const NUMBER = `(?:\\d+|(?:${Object.keys(NUMBER_WORDS).join('|')})\\b)`;

/** The verbs between the field and what it holds ("which region holds …"). */
const LEADS_VERBS = 'has|have|had|holds?|is|are|do|does|gets?|sees?|saw|shows?|with|contains?|owns?|carries|brings?|accounts? for';

export const WINNER_RULES = named('WINNER_RULES', {
  participle: {
    means: 'a word that tells of records rather than naming a field of theirs ("closing", "based")',
    pattern: /^[a-z]{3,}(?:ing|ed)$/,
    examples: ['closing', 'based'],
    not: ['red', 'sing'],
  },
  yearAfter: {
    means: '"in 2025", "during q2 2024": a period that narrows the rows, not part of the field\'s words',
    pattern: /\s+(?:in|of|during|for)\s+(?:(?:q[1-4]|h[12])\s+)?(?:19|20)\d{2}\b/g,
    examples: [' in 2025', ' during q2 2024'],
    not: [' in 25'],
  },
  withTheMost: {
    means: '"the country with the least": the field\'s words',
    pattern: new RegExp(
      `(?:^\\s*|\\bthe\\s+)(?:${NUMBER}\\s+)?([a-z]+(?:\\s+[a-z]+)?)\\s+with\\s+(?:the\\s+)?` +
        `(?:most|fewest|least|biggest|largest|highest|lowest|smallest|greatest|top|best|worst)\\b`,
    ),
    examples: [
      ['the region with the most', 'the region'],
      ['the 3 regions with the fewest', 'regions'],
      ['country with the least', 'country'],
      ['city with fewest', 'city'],
    ],
    not: ['deals with a top'],
  },
  topBy: {
    means: '"top states by count": the field whose groups are ranked by a number or sum',
    pattern:
      /\b(?:top|leading|biggest|largest)\s+(?:\d+\s+|three\s+|five\s+)?([a-z]+(?:\s+[a-z]+)??)\s+(?:(?:in|of|for|among|across)\s+(?:the\s+)?[a-z&-]+(?:\s+[a-z&-]+)?\s+)?by\s+(?:the\s+)?(?:[a-z]+\s+){0,2}?(?:number|count|volume|total|sum|amount)\b/,
    examples: [['top states by count', 'states'], 'biggest 3 cities by total'],
    not: ['top states by revenue'],
  },
  measureThenField: {
    means: '"quito revenue highest city": typed as keywords, a measure, a superlative, then the field whose groups are ranked, last',
    pattern:
      /\b(?:revenue|value|pipeline|sales|amount|worth|bookings)\s+(?:highest|top|biggest|largest|best|lowest|smallest|worst)\s+([a-z]+)\s*[?.!]*$/,
    examples: [['zeta revenue highest city', 'city']],
    not: ['revenue highest'],
  },
  bestFor: {
    means: '"best month for won dollars": one field\'s value, the best of its groups',
    pattern: /\b(?:top|best|leading|strongest|weakest|worst)\s+([a-z]+)\s+(?:for|by|in terms of)\b/,
    examples: [
      ['best month for won', 'month'],
      ['top region in terms of', 'region'],
    ],
    not: ['best for'],
  },
  topNPlural: {
    means: '"the top 5 sources sorted by": categories ranked by a measure',
    pattern:
      /\b(?:(?:top|bottom)\s+(?:\d+|two|three|four|five|six|ten)|(?:\d+|two|three|four|five|six|ten)\s+(?:best|worst|largest|biggest|highest|lowest|leading|smallest))\s+(?:[a-z]+\s+)?([a-z]+(?:ies|s))\s+(?:(?:ranked\s+|sorted\s+|ordered\s+)?by|for|in\s+terms\s+of)\b/,
    examples: [
      ['top 5 sources by', 'sources'],
      ['three best cities ranked by', 'cities'],
      ['top four zones for lima output', 'zones'],
    ],
    not: ['top 5 sources'],
  },
  rankPlural: {
    means:
      '"rank my states by", "rank the zeta sources by", "sort the towns in my patch by": categories ranked by a measure ' +
      '(maybe a word of their records first, or the list they are in after)',
    pattern:
      /\b(?:rank|sort|order)\s+(?:the\s+|my\s+|our\s+|all\s+)?(?:[a-z]+\s+)?([a-z]+(?:ies|s))(?:\s+(?:in|on|of|from|across)\s+(?:my|our|the)\s+[a-z-]+)?\s+by\b/,
    examples: [
      ['rank my states by', 'states'],
      ['rank the zeta sources by', 'sources'],
      ['sort the towns in my patch by', 'towns'],
    ],
    not: ['rank acme by'],
  },
  pluralRankedBy: {
    means: '"countries ranked by": categories ranked by a measure',
    pattern: /\b([a-z]+(?:ies|s))\s+(?:ranked|sorted|ordered)\s+by\b/,
    examples: [['countries sorted by', 'countries']],
    not: ['country sorted by'],
  },
  inWhichLast: {
    means: '"biggest in which region": the field asked last',
    pattern: /\bin\s+which\s+([a-z]+)\s*[?.!]*$/,
    examples: [['biggest in which region?', 'region']],
    not: ['in which region is'],
  },
  whereField: {
    means: '"the country whose accounts", "region in which": the field',
    pattern: /(?:^\s*|\b(?:which|what|the)\s+)([a-z]+)\s+(?:where|in which|whose)\b/,
    examples: [
      ['the country whose', 'country'],
      ['region in which', 'region'],
    ],
    not: ['where'],
  },
  mostCommon: {
    means: '"the most common zeta grade": the field whose commonest value is asked',
    pattern: /\b(?:most|least)\s+(?:common|frequent|popular|usual|typical)\s+([a-z]+(?:\s+[a-z]+)?)/,
    examples: [
      ['the most common title', 'title'],
      ['least frequent source', 'source'],
    ],
    not: ['most deals'],
  },
  showsUp: {
    means: '"which source shows up the most": the field whose commonest value is asked',
    pattern:
      /\b(?:what|which)\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:comes?\s+up|shows?\s+up|appears?|occurs?)\s+(?:the\s+)?(?:most|least)(?:\s+(?:often|frequently))?\b/,
    examples: [
      ['what tag appears most', 'tag'],
      ['which zeta tag comes up most often', 'zeta tag'],
    ],
    not: ['what tag appears'],
  },
  anyVerbMost: {
    means: '"which X <any verb> the most": the words between "which" and the verb',
    pattern:
      /\b(?:which|what)\s+([a-z]+(?:\s+[a-z]+){0,2}?)\s+[a-z]+(?:\s+(?:in|up|out|on))?(?:\s+(?:us|me|you|them))?(?:\s+to)?\s+(?:the\s+)?(?:most|fewest|least|biggest|largest|highest|lowest|smallest|greatest)\b/,
    examples: [
      ['which rep sells most', 'rep'],
      ['what state gives you the biggest', 'state'],
    ],
    not: ['which rep sells'],
  },
  groupsRanked: {
    means: '"is top for revenue", "is last on worth": the groups ranked by a measure',
    pattern: /^\s*(?:the\s+)?(?:top|best|leading|worst|number one|first|last)\s+(?:for|by|on|in terms of)\b/,
    examples: [' top for revenue', 'the best by value', ' last on zeta worth'],
    not: ['top deals'],
  },
  superlativeAlone: {
    means: '"which town is biggest?", "which zone is the largest": the groups ranked, nothing said after the superlative',
    pattern: /^\s*(?:the\s+|our\s+|my\s+)?(?:biggest|largest|strongest|top|best|leading|number one)\s*[?.!]*\s*$/,
    examples: [' biggest?', ' the largest'],
    not: [' the biggest firm in'],
  },
  biggestField: {
    means: '"what\'s our biggest town", "what is the top zone": a field\'s values ranked (no kind of record said)',
    pattern:
      /\b(?:what(?:'s|’s|s|\s+is)|which\s+is)\s+(?:the\s+|our\s+|my\s+)?(?:biggest|largest|strongest|top|best|leading)\s+([a-z]+)(?:\s+(?:right\s+now|now|today))?\s*[?.!]*\s*$/,
    examples: [
      ["what's our biggest town", 'town'],
      ['whats the top zone right now?', 'zone'],
    ],
    not: ['what is our biggest firm in lima'],
  },
  endsIsAre: {
    means: 'the question\'s verb is "is" or "are" (one row, unless the groups are ranked)',
    pattern: /\s(?:is|are)$/,
    examples: ['which state is', 'what regions are'],
    not: ['which state isnt'],
  },
  mostFewestLeast: {
    means: '"most", "fewest" or "least"',
    pattern: /\b(?:most|fewest|least)\b/,
    examples: ['most of them', 'least'],
    not: ['almost'],
  },
  totalCombinedOverall: {
    means: '"total", "combined" or "overall"',
    pattern: /\b(?:total|combined|overall)\b/,
    examples: ['overall', 'combined'],
    not: ['totals'],
  },
  whichLeads: {
    means: '"which region holds …", "what state in the us has …": the field\'s words before the verb',
    pattern: new RegExp(
      `\\b(?:which|what)\\s+(?:${NUMBER}\\s+)?([a-z]+(?:\\s+[a-z]+)?)\\s+` +
        `(?:(?:in|of|across)\\s+(?:the\\s+)?[a-z]+(?:\\s+[a-z]+)?\\s+)?(?:${LEADS_VERBS})\\b`,
    ),
    examples: [
      ['which region has', 'region'],
      ['what state in the us holds', 'state'],
      ['which 3 cities see', 'cities'],
    ],
    not: ['which one?'],
  },
  whichOfMost: {
    means: '"which of our clients holds the most …": the records named after "of" lead',
    pattern: new RegExp(
      `\\bwhich\\s+of\\s+(?:my|the|our|these|those)\\s+([a-z -]+?)(?:\\s+(?:in|at|from|based in|located in)\\s+[a-z. -]+?)?\\s+` +
        `(?:${LEADS_VERBS})\\s+(?:the\\s+)?(?:most|fewest|least)\\b`,
    ),
    examples: [
      ['which of our clients holds the most', 'clients'],
      ['which of the firms in lima north has the most', 'firms'],
      ['which of the third-party firms has least', 'third-party firms'],
    ],
    not: ['which of our clients'],
  },
  whichOfField: {
    means: '"which of our regions shows the lowest …": a field of the records, ranked by a figure of its groups',
    pattern: new RegExp(
      `\\bwhich\\s+of\\s+(?:my|the|our|these|those)\\s+([a-z]+)\\s+(?:${LEADS_VERBS})\\s+` +
        '(?:the\\s+)?(?:highest|lowest|biggest|largest|smallest|greatest|best|worst|top)\\b',
    ),
    examples: [['which of my regions shows the lowest', 'regions']],
    not: ['which of my regions'],
  },
} satisfies Rules);
