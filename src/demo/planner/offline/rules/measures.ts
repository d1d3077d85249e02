/**
 * Reading rules for questions about a quantity of the rows (understand/measures.ts): the words that name a
 * quantity, the whole a share is of, the spread between the ends, a probability-weighted sum.
 */
import { named, type Rules } from './rule.js';
import { alternation } from '../core/known.js';
import { BEYOND } from '../lexicon/compose.js';
import { AVERAGE_GAP } from '../lexicon/bounds.js';

/** "above the average", "beats the mean": the comparison words are lexicon/compose.ts BEYOND's. */
const AVERAGE_WORDS = alternation(BEYOND.figures.find((f) => f.agg === 'avg')!.words);

export const MEASURES_RULES = named('MEASURES_RULES', {
  measure: {
    means: 'a word that names a quantity to add up',
    pattern:
      /^(?:value|values|valu|amount|amounts|revenue|revenues|revenu|worth|size|sizes|score|scores|employe|employee|employees|headcount)$/,
    examples: ['revenue', 'valu', 'headcount'],
    not: ['rev', 'valued'],
  },
  wordEnding: {
    means: 'a word that says what a value does ("landing", "based"), not a word naming it',
    pattern: /(?:s|ing|ed)$/,
    examples: ['landing', 'deals', 'based'],
    not: ['value'],
  },
  shareOfMeasure: {
    means: '"what % of our revenue": the first word after the share, maybe the measure shared',
    pattern:
      /(?:\b(?:percent(?:age)?|share|fraction|proportion)|%)\s+of\s+(?:(?:my|our|the|all|total|their|crm|(?:third|3rd)[- ]party)\s+)*([a-z]+)/,
    examples: [
      ['percent of my revenue', 'revenue'],
      ['% of third-party accounts', 'accounts'],
    ],
    not: ['share with us'],
  },
  clauseEnd: {
    means: 'where the words of a measure end: a comma, a semicolon, a colon or a bracket ("share of lima revenue (mine …)")',
    pattern: /[,;:()]/,
    examples: ['lima revenue, mine', 'lima revenue (mine'],
    not: ['lima revenue mine'],
  },
  pluralS: {
    means: 'a plural word (not one ending in -ss)',
    pattern: /[^s]s$/,
    examples: ['accounts'],
    not: ['class', 'revenue'],
  },
  earnedWhole: {
    means: '"out of all that my clients make, \u2026": the whole is a sum of what they earn',
    pattern:
      /^\s*(?:of|out of)\s+(?:everything|all|whatever|the money|what)\b[^,]*?\b(?:earn|earns|make|makes|bring in|brings in|generate|generates|gross|grosses)\b[^,]*,/,
    examples: ['out of all my clients make,', 'of all they earn,'],
    not: ['of all leads,'],
  },
  wholeFirst: {
    means: '"of my leads, what \u2026": the whole said first',
    pattern: /^\s*(?:of|among|out of)\s+(.+?),/,
    examples: [
      ['of my leads, what', 'my leads'],
      ['among those, which', 'those'],
    ],
    not: ['my leads, of'],
  },
  topicFirst: {
    means: '"retail: out of deals decided, \u2026": the topic said first is of the whole too',
    pattern: /^\s*([^:.?]{2,60}:\s*(?:of|among|out of)\s+.+?),/,
    examples: [['tech: among mine, which', 'tech: among mine']],
    not: ['tech: all, what'],
  },
  shareOfWhole: {
    means: '"what share of my deals are \u2026": the whole, then a verb',
    pattern:
      /(?:\b(?:percent(?:age)?|share|fraction|proportion)|%)\s+of\s+(.+?(?:\s+(?:whose|where\s+the|where\s+their)\s+[a-z ]+?\s+(?:is|are|was|were)\s+[\w-]+)?)\s+(?:are|is|have|has|were|was|had|got|did|do|does|sit|sits|sitting|belong|belongs|fall|falls|(?<!\b(?:that|which|who)\s+)(?:come|comes|came|reached|reach|reaches|turned|became|become|went|made it|ended up|end up|ends up)|currently|still|that we|which we)\b/,
    examples: [
      ['% of leads are', 'leads'],
      ['share of our zeta leads reached', 'our zeta leads'],
      ['share of my firms sit', 'my firms'],
      ['percent of the quarries whose zeta is lima currently have', 'the quarries whose zeta is lima'],
      ['share of the quarries that came from lima ended up', 'the quarries that came from lima'],
    ],
    not: ['% of leads', 'share of the zeta leads that reached'],
  },
  shareOfWith: {
    means: '"share of german firms with 50+ staff": the whole, then what its part has',
    pattern: /(?:\b(?:percent(?:age)?|share|fraction|proportion)|%)\s+of\s+(.+?)\s+(?:with|having|that have|which have|that has)\b/,
    examples: [
      ['share of firms with', 'firms'],
      ['percent of leads having', 'leads'],
    ],
    not: ['share of firms'],
  },
  asShareOf: {
    means: '"lost as a fraction of the finished ones": the whole said last',
    pattern: /\bas\s+an?\s+(?:percent(?:age)?|share|fraction|proportion|%)\s+of\s+(.+?)\s*[?.!]*$/,
    examples: [
      ['as a % of every one', 'every one'],
      ['as a share of them?', 'them'],
    ],
    not: ['as a share'],
  },
  spreadWord: {
    means: 'a word that asks for the distance between two ends',
    pattern: /\b(?:spread|range|gap|difference|diff|apart)\b/,
    examples: ['the spread', 'how far apart'],
    not: ['ranger'],
  },
  spreadOf: {
    means: '"spread of", "range in": the spread asked even without both ends',
    pattern: /\b(?:spread|range)\s+(?:of|in)\b/,
    examples: ['range of values', 'spread in'],
    not: ['range'],
  },
  spreadToken: {
    means: 'the word that asks for the spread',
    pattern: /^(?:spread|range|gap|difference|diff|apart)$/,
    examples: ['gap', 'apart'],
    not: ['gaps'],
  },
  weighted: {
    means: '"probability-weighted value", "weighted pipeline", "expected revenue": each amount times its probability',
    pattern:
      /\b(?:probability|likelihood|chance)[- ]?weighted\b|\bweighted\s+(?:by\s+)?(?:the\s+|their\s+|its\s+)?(?:probability|likelihood|odds|chance)|\bweighted\s+(?:open\s+|total\s+)?(?:pipeline|value|forecast|amount|total|sum)\b|\bexpected\s+(?:value|revenue|amount)\b/,
    examples: ['weighted pipeline', 'probability-weighted', 'expected revenue', 'weighted by odds'],
    not: ['weighted average'],
  },
  vsAverage: {
    means: '"above the average revenue", "more than 3x the mean": a bound the rows set themselves (lexicon/compose.ts BEYOND)',
    pattern: new RegExp(
      // ("above-average revenue": the comparison joined to its figure by a hyphen)
      `\\b(${alternation(BEYOND.comparisons.flatMap((c) => c.words))})[\\s-]+` +
        `(?:(${alternation(BEYOND.multiples.map((m) => m.words))})\\s+)?(?:the\\s+|their\\s+|our\\s+|my\\s+)?` +
        `(?:[a-z'’-]+\\s+){0,2}?(?:${AVERAGE_WORDS})\\b((?:\\s+[a-z]+){0,2})`,
    ),
    examples: [
      ['above the average revenue', 'above'],
      ['more than 3x the mean', 'more than'],
      ['below-average size', 'below'],
    ],
    not: ['above the median'],
  },
  gapToAverage: {
    means: '"globex compared with the mean \u2026": a gap to the average, with no direction (lexicon/bounds.ts AVERAGE_GAP)',
    pattern: new RegExp(
      `(?:^|\\s)(?:${alternation(AVERAGE_GAP.to)})\\s+(?:the\\s+|their\\s+|our\\s+|my\\s+)?` +
        `(?:[a-z'’-]+\\s+){0,2}?(?:${AVERAGE_WORDS})\\b((?:\\s+[a-z]+){0,2})`,
    ),
    examples: [
      ['acme vs the mean revenue', ' revenue'],
      ['from our typical one', ' one'],
    ],
    not: ['vs the top'],
  },
  gapAsked: {
    means: '"how far", "the gap": the gap to the average is asked (lexicon/bounds.ts AVERAGE_GAP)',
    pattern: new RegExp(`\\b(?:${alternation(AVERAGE_GAP.asks)})\\b`),
    examples: ['how far', 'the gap'],
    not: ['gaps'],
  },
} satisfies Rules);
