import { named, type Rules } from './rule.js';

/**
 * Reading values and the words around them (understand/: amounts, aside, beyond, compounds, having,
 * negation, owner, phrase, range, reworded, said-more, sides, union): numbers in words, bounds
 * named by a record, ranges of values, fields said empty, whose list is asked.
 */
export const VALUE_RULES = named('VALUE_RULES', {
  afterDigitOrDollar: {
    means: 'text ending in a digit or a dollar sign (a word after it is no number said in words)',
    pattern: /[\d$]$/,
    examples: ['over 5', 'about $'],
    not: ['about five'],
  },
  spacesOrDashesOnly: {
    means: 'nothing but spaces or hyphens (between the words of one number)',
    pattern: /^[\s-]+$/,
    examples: [' ', '-', ' - '],
    not: [' and ', ''],
  },
  fieldCount: {
    means: 'a word then "count" (a field named so may be a quantity, not a count of rows)',
    pattern: /\b([a-z]+)\s+count\b/gi,
    examples: [['average employee count', 'employee'], 'Seat Count'],
    not: ['count them'],
  },
  above: {
    means: 'a word that places a bound above a record',
    pattern: /^(?:more|bigger|larger|greater|higher|abov|over|exceed|beyond)$/,
    examples: ['bigger', 'abov', 'beyond'],
    not: ['above', 'less'],
  },
  below: {
    means: 'a word that places a bound below a record',
    pattern: /^(?:less|smaller|lower|fewer|below|under)$/,
    examples: ['smaller', 'under'],
    not: ['more', 'underneath'],
  },
  placedBound: {
    means: 'a word that bounds by itself, with no "than" after it',
    pattern: /^(?:abov|over|exceed|beyond|below|under)$/,
    examples: ['over', 'below'],
    not: ['bigger', 'less'],
  },
  ownedCompound: {
    means: 'a word then a plural, maybe after my or our ("my account contacts": a kind of record named by another)',
    pattern: /\b(my\s+|our\s+)?([a-z]+)\s+([a-z]+s)\b/gi,
    examples: [['our firm leads', 'our '], 'account notes'],
    not: ['accounts'],
  },
  possessed: {
    means: 'a value said as an owner: "the", a word or three, then the possessive',
    pattern: /\bthe\s+((?:[a-z]+\s+){0,2}[a-z]+)['’]s\b/i,
    examples: [
      ["the head of sales's email", 'head of sales'],
      ['call the CTO’s desk', 'CTO'],
    ],
    not: ["acme's phone"],
  },
  oneWho: {
    means: 'a value said of the one asked about: "the one that is a …", "the person who is the …" (a word or three)',
    pattern:
      /\bthe\s+(?:one|person|contact|guy|lady|woman|man)\s+(?:who|that)(?:['’]s|\s+is|\s+works\s+as)\s+(?:an?\s+|the\s+)?((?:[a-z]+\s+){0,2}[a-z]+)/i,
    examples: [
      ["phone for the guy who's a zeta analyst", 'zeta analyst'],
      ['phone of the person who is the head of lima', 'head of lima'],
    ],
    not: ['the one with the most deals'],
  },
  allCounted: {
    means: '"all" and a number of records (both lists asked together)',
    pattern: /\ball\s+(?:the\s+)?\d+\s+[a-z]/,
    examples: ['show all 40 firms', 'all the 12 leads'],
    not: ['all leads', 'overall 5 x'],
  },
  notJustMine: {
    means: '"not just mine": the caller\'s own records and the rest',
    pattern: /\bnot\s+(?:just|only)\s+(?:mine|my\s+own|ours)\b/,
    examples: ['every lead in ohio, not only ours', 'not just my own'],
    not: ['just mine'],
  },
  rangeJoin: {
    means: 'the word alone between two values of a range ("prospecting thru negotiation")',
    pattern: /^\s*(?:thru|through|to|until|till|up to|-|–|—)\s*$/i,
    examples: [' thru ', ' - ', ' UP TO '],
    not: [' and ', ' to the '],
  },
  betweenBefore: {
    means: 'text ending in "between" (the first end of a range follows)',
    pattern: /\bbetween\s*$/i,
    examples: ['deals between ', 'Between'],
    not: ['in between them'],
  },
  andOnly: {
    means: 'nothing but "and" (between the two ends of a range)',
    pattern: /^\s*and\s*$/i,
    examples: [' and ', 'AND'],
    not: [' and also '],
  },
  lackingField: {
    means: 'a field said empty: "with no", "without", "missing" and a word or three',
    pattern:
      /\b(?:with|have|has|had|having)\s+no\s+((?:[a-z]+\s+){0,2}[a-z]+)|\b(?:without|missing|lacking)\s+(?:a\s+|an\s+|any\s+)?((?:[a-z]+\s+){0,2}[a-z]+)/i,
    examples: [['quarries which have no phone number', 'phone number'], 'leads missing an email', 'contacts lacking any title'],
    not: ['firms with a phone'],
  },
  listedAfter: {
    means: 'only a comma, "and", "or" or "nor" (and "in" or "the") between two values: the second listed with the first',
    pattern: /^\s*(?:,\s*)?(?:and|or|nor|,)?\s*(?:(?:in|the)\s+)?$/i,
    examples: [' or ', ', and in ', ' NOR ', ' and the '],
    not: [' but in '],
  },
  loneI: {
    means: 'the word "I" alone (never a value)',
    pattern: /^i$/i,
    examples: ['I', 'i'],
    not: ['it'],
  },
  whichStateIn: {
    means: '"which state … in" before a comma or a dash (the state where something is)',
    pattern: /^\s*which\s+state\s+(.+?)\s+in\s*(?=[,;]|\s[-–—])/i,
    examples: [['which state is our hq in, then list it', 'is our hq'], 'Which state are most firms in - tell me'],
    not: ['which state holds them'],
  },
  theFirst: {
    means: 'a phrase that opens with "the" (no second article before it)',
    pattern: /^the\b/i,
    examples: ['the pipeline', 'The rest'],
    not: ['theirs', 'all the rest'],
  },
  ofWord: {
    means: 'the word "of"',
    pattern: /\bof\b/i,
    examples: ['value of deals', 'OF'],
    not: ['often'],
  },
  trailingComma: {
    means: 'a comma at the end',
    pattern: /,$/,
    examples: ['acme,'],
    not: ['acme, inc'],
  },
  commaOrSemicolon: {
    means: 'a comma or a semicolon (more than one clause)',
    pattern: /[,;]/,
    examples: ['a, b', 'a; b'],
    not: ['a b'],
  },
  firstAndRest: {
    means: 'two parts joined by ", and"',
    pattern: /^(.+?),\s*and\s+(.+)$/i,
    examples: [['open leads, and closed ones', 'open leads']],
    not: ['open and closed'],
  },
  articleOrOwn: {
    means: 'an article or a possessive alone (no thing named)',
    pattern: /^(?:the|my|our|a|an)$/i,
    examples: ['the', 'Our'],
    not: ['then'],
  },
  trailingListMarks: {
    means: 'the spaces, commas, semicolons and colons a text ends with',
    pattern: /[\s,;:]+$/,
    examples: ['ratio of wins, ', 'ratio:'],
    not: ['ratio'],
  },
  sideWordBreak: {
    means: 'a run of anything but lower-case letters, digits and hyphens (between the words of a side)',
    pattern: /[^a-z0-9-]+/,
    examples: ['my leads', 'ny, il'],
    not: ['third-party'],
  },
} satisfies Rules);
