import { named, type Rules } from './rule.js';

/**
 * Reading in compose/ of the parts of a question: names written in capitals (story.ts,
 * place-story.ts, preamble.ts), a place at a part's end, the figure and count a part asks
 * (parts.ts), and the words named.ts reads.
 */
export const COMPOSE_NAME_RULES = named('COMPOSE_NAME_RULES', {
  wordsAnyCase: {
    means: 'every word of letters, digits and apostrophes, any case',
    pattern: /[a-z0-9']+/gi,
    examples: ["Acme's 2 deals"],
    not: ['--'],
  },
  countAsked: {
    means: 'a count is asked',
    pattern: /\b(?:how many|count|number of)\b/i,
    examples: ['how many leads', 'the number of deals'],
    not: ['accounts'],
  },
  noneOf: {
    means: 'a second set said as holding none ("none of my own", "no lima ones"): the words that say so',
    pattern: /^\s*(?:none\s+of|not\s+(?:a\s+single|any|one)(?:\s+of)?|no)\s+/i,
    examples: ['none of my own', 'no lima ones', 'not a single zeta'],
    not: ['north quarries', 'nonetheless'],
  },
  ones: {
    means: '"my lima ones": records of the kind said before, several of them',
    pattern: /\bones\b/i,
    examples: ['the zeta of my lima ones'],
    not: ['the one in lima', 'bones'],
  },
  questionOpens: {
    means: 'a part that opens with a question word (a question of its own, never a quantity of records named)',
    pattern: /^\s*(?:which|who|what|whose|how|where|when|is|are|does|do)\b/i,
    examples: ['which has more zetas', 'what is the quarry worth'],
    not: ['the zeta my lima quarries bring'],
  },
  countElided: {
    means: '"how many do the zeta firms have": a count naming nothing counted, a verb right after "how many" (the kind left out)',
    pattern: /^\s*(?:and\s+)?how\s+many\s+(?=(?:do|does|did|are|is|were|was|have|has|had|can|will)\b)/i,
    examples: ['how many do the zeta firms have', 'and how many are in lima'],
    not: ['how many quarries do they have', 'how many'],
  },
  countNamed: {
    means: '"how many quarries do …": the words counted, between "how many" and the verb',
    pattern:
      /^\s*(?:and\s+)?how\s+many\s+(?!(?:do|does|did|are|is|were|was|have|has|had|can|will)\b)([a-z][a-z -]*?)\s+(?=(?:do|does|did|are|is|were|was|have|has|had|can|will)\b)/i,
    examples: [['how many quarries do my firms have', 'quarries'], 'how many zeta leads are open'],
    not: ['how many do they have'],
  },
  countGap: {
    means: '"how many more", "how many fewer": the gap of two counts',
    pattern: /\bhow many (?:more|fewer|less)\b/i,
    examples: ['how many more zeta quarries are there', 'how many fewer leads'],
    not: ['how much more', 'how many'],
  },
  quantityNamed: {
    means: 'a part of a ratio that names a quantity (money, a size), not only records: "won deal value", "open pipeline"',
    pattern:
      /\b(?:values?|amounts?|worth|revenues?|sizes?|pipeline|bookings|business|money|dollars|sales|headcount|employees|staff|scores?)(?![a-z])|\$/i,
    examples: ['won zeta value', 'open pipeline', 'lima revenue', '$ won'],
    not: ['won zetas', 'lost quarries'],
  },
  amountAsked: {
    means: 'an amount is asked, not a count ("how much more zeta is in lima")',
    pattern: /\bhow much\b/i,
    examples: ['how much more pipeline'],
    not: ['how many more'],
  },
  countAskedAll: {
    means: 'every phrase that asks a count, with the verb after "how many" (to ask for the rows counted instead)',
    pattern: /\b(?:how many(?:\s+(?:are|is|were|was|do|does|did)\b)?|count(?:\s+of)?|(?:the\s+)?number of)/gi,
    examples: ['how many quito deals', 'the number of zeta leads'],
    not: ['accounts'],
  },
  quotedDouble: {
    means: 'every value in double quotes, in the group',
    pattern: /"([^"]+)"/g,
    examples: [['stage is "won"', 'won']],
    not: ["stage is 'won'"],
  },
  possessiveEnd: { means: "a possessive 's at the end", pattern: /['’]s$/i, examples: ["peru's", 'chile’s'], not: ['deals'] },
  placeAtEnd: {
    means: 'a place a part ends with (in/at/from/for, then a word or two), the lead in the group',
    pattern: /\b(in|at|from|for)\s+(?:the\s+)?(\S+(?:\s+\S+)?)$/i,
    examples: [
      ['biggest deal in the north', 'in'],
      ['firms from new york', 'from'],
    ],
    not: ['deals in'],
  },
  placeAtStart: {
    means: 'a part that is only a place (in/at/from/for, then the place)',
    pattern: /^(in|at|from|for)\s+(.+)$/i,
    examples: [['in chile', 'in']],
    not: ['chile'],
  },
  figureLeads: {
    means: 'a figure a part opens with (average, median, total…), in the group',
    pattern: /^(?:(?:the|our|my)\s+)*(average|avg|mean|median|total)\b/i,
    examples: [
      ['our average deal', 'average'],
      ['total value', 'total'],
    ],
    not: ['count of deals'],
  },
  nameRun: {
    means: 'two or more capitalised words in a row (a name), joined by "&" or "of" at most',
    pattern: /\b[A-Z][\w&.'’-]*(?:\s+(?:&\s+|of\s+)?[A-Z][\w&.'’-]*)+/g,
    examples: ['I met Blue Harbor Labs', 'Bank of Lima'],
    not: ['I met Blue'],
  },
  sentenceEnded: { means: 'a sentence ended just before', pattern: /[.!?]\s*$/, examples: ['I met them. '], not: ['I met'] },
  letterOrApostrophe: { means: 'a lower-case letter or apostrophe', pattern: /[a-z']/, examples: ["'"], not: ['1'] },
  commaColonAhead: { means: 'a comma or colon next', pattern: /^\s*[,:]/, examples: [': then', ' , so'], not: ['so,'] },
  capitalisedInside: {
    means: 'every capitalised word that does not open a sentence (a name said past the first word)',
    pattern: /(?<![.!?:]\s|^)\b[A-Z][a-z]*[A-Z]?[a-z]*\b/g,
    examples: ['we met Lima folks'],
    not: ['We met. Then'],
  },
  namedFirst: {
    means: 'a run of capitalised words (a name) opening the text, then the word after it',
    pattern: /^\s*((?:[A-Z][\w&.'’-]*)(?:\s+(?:of|&)?\s*[A-Z][\w&.'’-]*)*)\s+(\S+)/,
    examples: [['Nova Labs signed today', 'Nova Labs']],
    not: ['nova labs signed'],
  },
  twoNamed: {
    means: 'two names joined by "and" opening the sentence',
    pattern: /^\s*((?:[A-Z][\w&.'’-]*)(?:\s+[A-Z][\w&.'’-]*)*)\s+and\s+((?:[A-Z][\w&.'’-]*)(?:\s+[A-Z][\w&.'’-]*)*)\s/,
    examples: [['Ana Ruiz and Bo Li met', 'Ana Ruiz']],
    not: ['Ana and me'],
  },
  capitalisedAfterSpace: {
    means: 'a capitalised word past the first',
    pattern: /(?<=\s)[A-Z][a-z]/,
    examples: ['where is Lima'],
    not: ['Where is it'],
  },
} satisfies Rules);
