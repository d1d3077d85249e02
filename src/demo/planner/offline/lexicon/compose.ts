import { VALUES_BOTH_HAVE, VALUES_ONE_HAS } from './compose-sets.js';

/**
 * Questions made of two questions (compose.ts): the gap or ratio between two figures, the
 * rows beyond a figure another question computes, the values one set of rows has and another
 * has not. Each form is a template: its words are matched as whole words in any letter case;
 * `{a}` and `{b}` are the two questions, `{field}` the field whose values are compared,
 * `{head}` words both questions share ("how many more {head} in {a} than in {b}"), `{_}` words
 * that say nothing ("what's the"); `;` is where two questions meet, written as a comma, a colon
 * or a dash. Each rule has questions it is found in beside it.
 */
export type ComposeOp = 'difference' | 'sum' | 'share' | 'ratio' | 'except' | 'intersect' | 'both' | 'more' | 'fewer';

export interface ComposeRule {
  name: string;
  op: ComposeOp;
  templates: string[];
  examples: string[];
}

/** The words for a share, and the verbs that say where the part comes from ("what portion of X comes out of Y"). */
const SHARE_NOUNS = ['share', 'percent', 'percentage', '%', 'fraction', 'proportion', 'portion', 'part'];
const SHARE_FROM = ['comes from', 'come from', 'came from', 'is from', 'are from', 'comes out of', 'come out of', 'came out of'];

/** "how many contacts in total between the territory and the crm": a count said over two sets, which adds them. */
const COUNT_LEADS = ['how many', 'number of', 'total number of', 'count of'];
const COUNT_SPANS = ['in total between', 'in total across', 'in all across', 'altogether across'];

/** "which is bigger: A or B": two figures weighed, answered with their gap and which is higher. */
export const WEIGHED = ['bigger', 'larger', 'higher', 'greater', 'more', 'smaller', 'lower', 'less'];

export const COMPOSE_RULES: ComposeRule[] = [
  {
    name: 'gap',
    op: 'difference',
    templates: [
      '{_} gap between {a} and {b}',
      '{_} difference between {a} and {b}',
      'gap between {a} and {b}',
      'difference between {a} and {b}',
      // ("lima vs quito: what's the gap?": after a colon or a comma only words that say nothing before the noun, which
      // "{_}" would let the second part end at its first word)
      ...['vs', 'versus', 'against', 'compared to'].flatMap((v) =>
        ['gap', 'difference'].flatMap((n) => [
          ...['what is the', "what's the", 'and the', 'so the', 'the', ''].map((l) => `{a} ${v} {b} ; ${l} ${n}`),
          `{a} ${v} {b} {_} ${n}`,
        ]),
      ),
      ...['vs', 'versus', 'against'].map((v) => `{a} ${v} {b} ; how far apart {_}`),
      'how many more {head} are in {a} than in {b}',
      'how many more {head} are there in {a} than in {b}',
      'how many more {head} in {a} than in {b}',
      'how many more {head} are at {a} than at {b}',
      'how many more {head} at {a} than at {b}',
      'how many more {head} does {a} have than {b}',
      'how many more {head} do {a} have than {b}',
      'how much more {head} does {a} have than {b}',
      'how much more {head} in {a} than in {b}',
      ...['make', 'bring in', 'earn', 'generate', 'hold'].flatMap((v) =>
        ['does', 'do'].map((x) => `how much more {head} ${x} {a} ${v} than {b}`),
      ),
      ...['higher', 'bigger', 'larger', 'greater'].flatMap((w) => [`how much ${w} is {a} than {b}`, `how much ${w} are {a} than {b}`]),
      // ("how much bigger, in zeta, is my top quarry than …": the measure said as an aside, each side asked by it)
      ...['higher', 'bigger', 'larger', 'greater'].map((w) => `how much ${w} in {by} is {a} than {b}`),
      ...['hold', 'have', 'list', 'keep'].map((v) => `{a} vs {b} ; how many more {head} does {_} ${v}`),
      'by how much does {a} differ from {b}',
      'by how much do {a} differ from {b}',
      ...['exceed', 'top', 'beat', 'outrun'].flatMap((v) => ['does', 'do', 'did'].map((aux) => `by how much ${aux} {a} ${v} {b}`)),
      ...['more than', 'above', 'bigger than', 'higher than'].map((v) => `by how much is {a} ${v} {b}`),
      'how much does {a} differ from {b}',
      '{a} minus {b}',
      // (two sets counted, each said whole: "how many more crm quarries sit in lima than there are zeta ones")
      'how many more {a} than there are {b}',
      'how many more {a} are there than {b}',
    ],
    examples: [
      'by how much do peru deal sums differ from chile deal sums',
      'by how much does zeta revenue beat lima revenue',
      'the gap between total deal value in asia and total deal value in africa',
      'median lead score for webinars vs referrals, the difference',
      'mean zeta of lima quarries against mean zeta of quito quarries: what is the gap?',
      'how many more engineers are in the crm people than in the territory ones',
      'count of crm accounts in utah minus count of my utah accounts',
      'the crm vs my book: how many more engineers does the crm hold',
      'how many more crm quarries sit in lima than there are zeta quarries',
      'how many more zeta quarries are there than quarries of my own',
    ],
  },
  {
    // answered with the larger of the two, said as its question, and the gap
    name: 'which is larger',
    op: 'difference',
    templates: [
      ...WEIGHED.flatMap((w) => [`which is ${w} ; {a} or {b}`, `{a} or {b} ; which is ${w}`, `which one is ${w} ; {a} or {b}`]),
      // ("which holds more people on file, my firms or the lumen firms?": the records of the kind named, counted at each)
      ...['who', 'which'].flatMap((w) =>
        ['has', 'have', 'holds', 'keeps'].flatMap((v) => [`${w} ${v} more {head} ; {a} or {b}`, `${w} ${v} more {head} {_} ; {a} or {b}`]),
      ),
    ],
    examples: [
      'which is larger: the deal total in peru or the deal total in chile',
      'which holds more people on file, my firms or the lumen firms?',
    ],
  },
  {
    // answered yes or no, then both figures and their gap: "is the lima total lower than the quito total?"
    name: 'is one larger',
    op: 'difference',
    templates: [
      // ("is A bigger than B, and by how much?": the answer gives the gap anyway)
      ...WEIGHED.flatMap((w) => ['and by how much', 'by how much', 'and by how many'].map((by) => `is {a} ${w} than {b} ; ${by}`)),
      ...WEIGHED.flatMap((w) => [`is {a} ${w} than {b}`, `are {a} ${w} than {b}`]),
      // ("is the mean zeta of my lima firms above the mean of my quito firms?")
      ...['above', 'below'].flatMap((w) => [`is {a} ${w} {b}`, `are {a} ${w} {b}`]),
      ...['have', 'make', 'bring in', 'earn', 'generate', 'hold'].flatMap((v) => [
        `does {a} ${v} more {head} than {b}`,
        `do {a} ${v} more {head} than {b}`,
      ]),
      // ("do we know more cfos at lima than at quito": the records at each place counted)
      ...['know', 'have'].flatMap((v) => [`do we ${v} more {head} at {a} than at {b}`, `do we ${v} more {head} at {a} than {b}`]),
    ],
    examples: [
      'is the deal total in peru lower than the deal total in chile',
      'does my lima book bring in more revenue than the quito firms',
      'is the mean zeta of my lima firms above the mean of my quito firms',
    ],
  },
  {
    // the part is the whole held to what follows the verb: asked as "{a} from {b}" against "{a}"
    name: 'share of a whole from',
    op: 'share',
    templates: [...SHARE_NOUNS.flatMap((noun) => SHARE_FROM.map((from) => `{_} ${noun} of {a} ${from} {b}`))],
    examples: ['what share of our won revenue comes from accounts in asia', 'what portion of the won value came out of banks'],
  },
  {
    name: 'sum',
    op: 'sum',
    templates: [
      '{a} plus {b}',
      '{_} sum of {a} and {b}',
      'sum of {a} and {b}',
      '{head} count once you add up {a} and {b}',
      '{head} count if we add up {a} and {b}',
      '{head} count across {a} and {b} combined',
      'how many {head} in {a} and {b} combined',
      'how many {head} are in {a} and {b} combined',
      'how many {head} are there in {a} and {b} combined',
      'combined number of {head} in {a} and {b}',
      'combined count of {head} in {a} and {b}',
      '{head} ; how many {_} counting both {a} and {b}',
      '{head} ; how many {_} across both {a} and {b}',
      'how many {head} {_} counting both {a} and {b}',
      ...COUNT_LEADS.flatMap((lead) => COUNT_SPANS.map((span) => `${lead} {head} ${span} {a} and {b}`)),
    ],
    examples: [
      'ctos - how many are there counting both my people and crm people',
      'how many ctos in total between my book and the crm',
      'number of crm contacts who are cfos plus number of territory contacts who are cfos',
      'cto count if we add up my people and the crm people',
    ],
  },
  {
    name: 'times',
    op: 'ratio',
    templates: [
      ...['the size of', 'as big as', 'as large as', 'bigger than', 'larger than'].map((w) => `{a} is how many times ${w} {b}`),
      '{a} is how many times {b}',
      '{a} makes how many times {b}',
      '{a} earns how many times {b}',
      '{a} brings in how many times {b}',
      '{a} has how many times {b}',
      '{a} is worth how many times {b}',
      '{a} is what multiple of {b}',
      '{a} as a multiple of {b}',
      '{a} vs {b} ; how many times {_}',
      '{a} versus {b} ; how many times {_}',
      'how many times {_} is {a} than {b}',
      'how many times {_} is {a} vs {b}',
      'how many times {_} is {a} versus {b}',
      'how many times {_} is {a} compared to {b}',
      'how many times {_} is {a} compared with {b}',
      '{_} ratio of {a} to {b}',
      '{_} ratio between {a} and {b}',
      'ratio of {a} to {b}',
      'ratio between {a} and {b}',
      '{a} divided by {b}',
      ...['if you divide', 'if i divide', 'if we divide', 'divide'].flatMap((lead) => [`${lead} {a} by {b} ; {_}`, `${lead} {a} by {b}`]),
    ],
    examples: [
      'mean deal size in spain is what multiple of the italian one',
      'peru deal value is how many times larger than chile deal value',
      'won value in ohio as a multiple of won value in iowa',
      'ratio of the summed revenue in utah to the summed revenue in idaho',
      'give me the ratio of deal value in peru to deal value in chile',
      'the top quarry is worth how many times what the bottom quarry is',
      'how many times greater is the summed utah revenue vs the idaho sum',
    ],
  },
  VALUES_ONE_HAS,
  {
    name: 'both figures',
    op: 'both',
    templates: [
      'number of {head} in {a} and in {b}',
      'number of {head} in {a} and {b}',
      'how many {head} in {a} and in {b}',
      'how many {head} are in {a} and how many in {b}',
      'how many {head} are there in {a} and in {b}',
      'count of {head} in {a} and in {b}',
    ],
    examples: ['number of data scientists in the territory people and in the crm ones'],
  },
  {
    // two values of one field weighed by how many records each has: each part is asked as "how many {head} in the {a} {field}"
    name: 'which has more',
    op: 'more',
    templates: [
      'which {field} has more {head} ; {a} or {b}',
      'which {field} has more {head} {a} or {b}',
      'which {field} got more {head} ; {a} or {b}',
    ],
    examples: ['which region has more quarries: lima or quito?', 'which source got more leads, webinar or referral'],
  },
  {
    name: 'which has fewer',
    op: 'fewer',
    templates: ['which {field} has fewer {head} ; {a} or {b}', 'which {field} has fewer {head} {a} or {b}'],
    examples: ['which stage has fewer deals: proposal or negotiation'],
  },
  {
    // two whole questions, each a figure of its own, asked in one message: each part must be a figure as said
    name: 'two questions',
    op: 'both',
    templates: [
      // ("…, and on top of that the count of …": the longer opening first)
      ...['you are', "you're", 'you’re'].map((you) => `{a} ; and while ${you} at it {b}`),
      '{a} ; and on top of that {b}',
      ...['{a} ; and {b}', '{a} ; and also {b}', '{a} ; plus {b}'],
    ],
    examples: [
      'number of referral leads, and the count of deals in proposal',
      'how many lima quarries there are, and on top of that the count of zeta leads',
    ],
  },
  // (last: "X have A and B" is said of many questions the rules above read first)
  VALUES_BOTH_HAVE,
];

/** The second part said as the caller's own ("but none of mine"): asked as the caller's records of the first part's kind. */
export const OWN_WORDS = ['mine', 'my own', 'ours', 'our own', 'my ones'];

/** Words before the second question of an `except` that only say "any at all" ("not a single", "any"). */
export const EXCEPT_FILLER = ['a single', 'single', 'one', 'any', 'a', 'an', 'even one', 'zero', 'no'];

/**
 * The rows beyond a figure another question computes: "my clients bigger than the typical
 * third-party client", "deals above our median lost deal", "CRM firms smaller than my
 * biggest Utah client". The comparison (and how it reads as a condition), the words that
 * make the second part a figure, and multiples ("twice").
 */
export const BEYOND: {
  comparisons: { words: string[]; op: 'gt' | 'lt' }[];
  figures: { words: string[]; agg: 'avg' | 'median' | 'max' | 'min' | 'sum' }[];
  determiners: string[];
  multiples: { words: string; factor: number }[];
  yesNoLeads: string[];
  anyLeads: string[];
  alternatives: string[];
  examples: string[];
} = {
  comparisons: [
    {
      op: 'gt',
      words: [
        ...['more than', 'bigger than', 'larger than', 'greater than', 'higher than', 'above', 'over', 'worth more than'],
        ...['out-earn', 'outearn', 'earn more than', 'make more than', 'bring in more than'],
        ...['exceed', 'exceeds', 'exceeding', 'beat', 'beats', 'beating', 'surpass', 'surpasses', 'surpassing'],
        ...['outperform', 'outperforms', 'outperforming'],
      ],
    },
    {
      op: 'lt',
      words: [
        ...['less than', 'smaller than', 'lower than', 'fewer than', 'below', 'under', 'worth less than', 'beneath'],
        ...['trail', 'trails', 'trailing', 'fall short of', 'falls short of'],
      ],
    },
  ],
  figures: [
    { agg: 'avg', words: ['average', 'avg', 'mean', 'typical'] },
    { agg: 'median', words: ['median'] },
    { agg: 'max', words: ['largest', 'biggest', 'highest', 'top', 'max', 'maximum'] },
    { agg: 'min', words: ['smallest', 'lowest', 'least', 'min', 'minimum', 'bottom'] },
  ],
  determiners: ['the', 'our', 'my', 'their', 'its', 'what', 'that of', 'the overall', 'overall'],
  multiples: [
    { words: 'twice', factor: 2 },
    { words: 'double', factor: 2 },
    { words: 'two times', factor: 2 },
    { words: 'three times', factor: 3 },
    { words: 'triple', factor: 3 },
    { words: 'half', factor: 0.5 },
    { words: 'half of', factor: 0.5 },
    ...[2, 3, 4, 5, 10].map((n) => ({ words: `${n}x`, factor: n })),
    { words: 'four times', factor: 4 },
    { words: 'five times', factor: 5 },
    { words: 'ten times', factor: 10 },
  ],
  /** A question that opens with one of these asks yes or no about a record ("is X above the average"): not rows beyond a figure. */
  yesNoLeads: ['is', 'are', 'was', 'were', 'does', 'do', 'did', 'has', 'have', 'can', 'would', 'will'],
  // (after one, words that ask whether any row holds, "does any …": the rows beyond the figure)
  anyLeads: ['any', 'anyone', 'anybody', 'there'],
  /** The comparison is one of two offered ("above or below"): which one holds is the question, not a condition. */
  alternatives: ['or', 'and', 'nor'],
  examples: [
    'which of my clients are bigger than the typical third-party client',
    'count the negotiation deals worth more than our median lost deal',
    'crm accounts in utah smaller than my biggest utah account',
    'my accounts with over twice the revenue of my average one',
    'how many of my deals beat the typical lost deal',
    'leads whose score trails the average score',
  ],
};

/**
 * Words around a part that belong to the whole question, not to the part ("we've got
 * banks", "how many of my clients are"): dropped from its start (leads) and
 * end (ends) before the part is asked on its own.
 */
export const PART_LEADS = [
  ...["we've got", 'we have got', 'we have', "we've", 'we got', 'i have', 'do i have', 'do we have', 'there are', 'which of'],
  ...['which', 'what', 'list', 'show me', 'of', 'the number of'],
];
export const PART_ENDS = [
  ...['are', 'is', 'that are', 'which are', 'that is', 'that', 'which', 'who', 'do', 'does', 'did', 'have', 'has', 'in'],
  ...['bring in', 'make', 'work', 'earn', 'there', 'one', 'ones'],
  // a share said again at the end ("…, as a percentage")
  ...['as a percentage', 'as a percent', 'in percent', 'as a %'],
];

/** Sentences the part words are found in. */
export const PART_EXAMPLES = [
  "cities where we've got banks but not a single retailer",
  'how many of my customers are bigger than the typical third-party one',
];
