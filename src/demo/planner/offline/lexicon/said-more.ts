/**
 * More wordings read as the words the other steps know (understand/said-more.ts, run before
 * understand/reworded.ts). Each list has the sentences it reads beside it, and what they read as
 * (test/internals/reader-lexicon.test.ts runs them).
 */

/**
 * "excluding any firm below $2M", "leaving out the ones over 50k": a bound the rows must not meet,
 * read as its other side ("any firm at least $2M"). The lead is a negation lead (lexicon/negation.ts);
 * `between` are the words that may stand between it and the bound ("any firm", "those that are").
 */
export const NEGATED_BOUND: {
  between: string[];
  flips: { said: string[]; as: string }[];
  examples: { said: string; reads: string }[];
} = {
  between: [
    ...['a', 'an', 'the', 'any', 'all', 'every', 'each', 'ones', 'one', 'those', 'that', 'which', 'who', 'are', 'is', 'with'],
    ...['account', 'accounts', 'firm', 'firms', 'company', 'companies', 'client', 'clients', 'customer', 'customers'],
    ...['deal', 'deals', 'opportunity', 'opportunities', 'opp', 'opps', 'lead', 'leads', 'contact', 'contacts', 'revenue', 'value'],
    ...['worth', 'valued', 'sized', 'of', 'at', 'in', 'for', 'has', 'have', 'having', 'holds', 'holding'],
    // (a group left out by how many it holds: "leaving out any region that has under 3")
    ...['state', 'states', 'region', 'regions', 'city', 'cities', 'country', 'countries', 'industry', 'industries'],
    ...['source', 'sources', 'stage', 'stages', 'status', 'statuses', 'group', 'groups'],
  ],
  flips: [
    { said: ['below', 'under', 'less than', 'smaller than', 'lower than', 'fewer than', 'beneath'], as: 'at least' },
    { said: ['above', 'over', 'more than', 'bigger than', 'larger than', 'greater than', 'higher than', 'exceeding'], as: 'at most' },
    { said: ['at least', 'no less than'], as: 'under' },
    { said: ['at most', 'no more than', 'up to'], as: 'over' },
  ],
  examples: [
    { said: 'mean revenue of my lima firms, excluding any firm below $2M', reads: 'mean revenue of my lima firms, any firm at least $2M' },
    { said: 'zeta quarries, leaving out the ones over 50k', reads: 'zeta quarries, the ones at most 50k' },
    { said: 'quito accounts with revenue over $3M', reads: 'quito accounts with revenue over $3M' },
  ],
};

/**
 * "my firms over $2M, Lima excluded": a value left out said after it; read as "excluding Lima".
 * Only a value said right after a comma, in one to three words, before the word; a bound so said
 * ("deals over $2M excluded") is read as its other side.
 */
export const LEFT_OUT_AFTER: { words: string[]; bracketed: string[]; examples: { said: string; reads: string }[] } = {
  words: ['excluded', 'omitted', 'left out', 'not included', 'removed', 'aside', 'taken out', 'set aside'],
  /** In a bracket, after any one to four words: "(zeta ones should not be counted)" is "(excluding zeta ones)". */
  bracketed: [
    ...['should not be counted', "shouldn't be counted", 'should not count', "shouldn't count", 'must not be counted'],
    ...['should be excluded', 'should be left out', 'should not be included', "shouldn't be included", 'are not counted'],
    ...['not counted', 'do not count', "don't count", 'dont count', 'are excluded', 'excluded', 'left out', 'not included'],
  ],
  examples: [
    { said: 'list my quarries in lima (zeta ones should not be counted)', reads: 'list my quarries in lima (excluding zeta ones)' },
    { said: 'list my firms over $2M, Lima excluded', reads: 'list my firms over $2M, excluding Lima' },
    { said: 'count the zeta leads, Quito and Lima left out', reads: 'count the zeta leads, excluding Quito and Lima' },
    { said: 'lumen pipeline in proposal, deals over $2M excluded', reads: 'lumen pipeline in proposal, deals at most $2M' },
  ],
};

/**
 * "in NE plus KS": two values of one field said with "plus", read as either of them ("NE or KS"),
 * never as two figures added. Only two capitalised words after a place word, the second last in its clause.
 */
export const PLACES_PLUS: { leads: string[]; joins: string[]; examples: { said: string; reads: string }[] } = {
  leads: ['in', 'from', 'located in', 'based in', 'headquartered in'],
  joins: ['plus', 'together with', 'along with'],
  examples: [
    { said: 'total revenue of lumen firms located in NE plus KS', reads: 'total revenue of lumen firms located in NE or KS' },
    { said: 'my firms in Lima plus CRM firms in Lima', reads: 'my firms in Lima plus CRM firms in Lima' },
  ],
};

/**
 * Words that say how to show a figure, not what it is ("as a single figure", "to one decimal place",
 * "as a ratio" after a division): dropped.
 */
export const HOW_SHOWN: { said: string[]; examples: { said: string; reads: string }[] } = {
  said: [
    ...['as a single figure', 'as a single number', 'as one figure', 'as one number', 'in a single figure', 'as a single total'],
    ...['to one decimal place', 'to 1 decimal place', 'to two decimal places', 'to 2 decimal places', 'to one decimal'],
    ...['to 1 decimal', 'to two decimals', 'to 2 decimals', 'rounded to one decimal', 'rounded to 1 decimal', '1 decimal'],
    ...['one decimal', '2 decimals', 'two decimals', 'as a multiple', 'as a ratio', 'a single figure', 'single figure'],
    // (rounded to a number of places, each said with "rounded" before it)
    ...['one decimal place', '1 decimal place', 'two decimal places', '2 decimal places', 'two decimals', '2 decimals'].map(
      (p) => `rounded to ${p}`,
    ),
    ...['the nearest dollar', 'the nearest whole dollar'].flatMap((p) => [`rounded to ${p}`, `to ${p}`]),
    // ("… and how many quito firms, just gimme both numbers": both figures are the answer anyway)
    ...['just gimme both numbers', 'gimme both numbers', 'just give me both numbers', 'give me both numbers', 'both numbers please'],
  ],
  examples: [
    { said: 'summed revenue of my zeta firms, as a single figure', reads: 'summed revenue of my zeta firms' },
    { said: 'lima pipeline divided by quito pipeline, as a ratio, two decimals', reads: 'lima pipeline divided by quito pipeline' },
    { said: 'deals per zeta firm (1 decimal)', reads: 'deals per zeta firm' },
    { said: 'ratio of lima pipeline to quito pipeline, rounded to 2 decimals', reads: 'ratio of lima pipeline to quito pipeline' },
  ],
};

/**
 * "same count for Zeta Corp?", "the same figure for Lima": the previous question asked of another
 * record or value; read as "what about …".
 */
export const SAME_FOR: { said: string[]; as: string; examples: { said: string; reads: string }[] } = {
  said: [
    ...['same count for', 'same number for', 'same figure for', 'same total for', 'same question for', 'same thing for'],
    ...['same for', 'same again for', 'same but for', 'do the same for', 'the same for', 'same query for', 'same metric for'],
    ...['same average for', 'same sum for', 'same answer for'],
  ],
  as: 'what about',
  examples: [
    { said: 'same count for Zeta Lumen Corp?', reads: 'what about Zeta Lumen Corp?' },
    { said: 'and the same figure for Lima', reads: 'and what about Lima' },
  ],
};

/**
 * "once we set aside our four biggest zeta firms, the median of what is left": a figure over
 * the records without the first k of a ranking; read as "… of my firms excluding the four biggest".
 * `verbs` say the records are set aside; `rest` the records that remain.
 */
export const IF_DROPPED: {
  leads: string[];
  verbs: string[];
  rest: string[];
  figures: string[];
  comesTo: string[];
  examples: { said: string; reads: string }[];
} = {
  leads: ['if i', 'if we', 'if you', 'once i', 'once we', 'once you', 'after i', 'after we', 'say i', 'say we'],
  verbs: ['drop', 'remove', 'exclude', 'leave out', 'take out', 'set aside', 'ignore', 'cut', 'discard', 'throw out'],
  rest: ['the remaining ones', 'the remaining', 'the rest', 'the others', 'the other ones', 'what remains', "what's left", 'what is left'],
  figures: ['average', 'mean', 'median', 'total', 'sum', 'combined', 'typical'],
  comesTo: ['come to', 'amount to', 'add up to', 'work out to', 'work out at', 'end up at', 'end up as', 'turn out to be', 'become'],
  examples: [
    {
      said: 'if I drop my four biggest firms, what would the median score of what is left work out to?',
      reads: 'the median score of my firms excluding the four biggest?',
    },
    {
      said: 'once we set aside our 2 largest deals, show the mean size of the others',
      reads: 'show the mean size of our deals excluding the 2 largest',
    },
    {
      said: 'if I exclude my three biggest outside firms, what is the summed revenue of the rest?',
      reads: 'what is the summed revenue of my outside firms excluding the three biggest?',
    },
  ],
};

/**
 * "which source converts best": the rate at which leads reach their won state, read as the
 * percentage of won leads (lexicon/rates.ts LEAD_CONVERSION); a definition said after it ("defined as its
 * share of won …") is the same rate and dropped.
 */
export const CONVERTS_BEST: {
  verbs: string[];
  ends: Record<string, string>;
  leadWords: string[];
  definedBy: string[];
  examples: { said: string; reads: string }[];
} = {
  verbs: ['converts', 'convert', 'converted'],
  ends: { best: 'highest', 'the best': 'highest', most: 'highest', worst: 'lowest', 'the worst': 'lowest', least: 'lowest' },
  /** A definition said after it must be of these records to be dropped; one of others is another rate, read as said. */
  leadWords: ['lead', 'leads', 'prospect', 'prospects'],
  definedBy: ['measured as', 'defined as', 'computed as', 'calculated as', 'measured by', 'meaning', 'i.e.'],
  examples: [
    {
      said: 'which zeta channel converts the best, defined as its share of won leads?',
      reads: 'which zeta channel has the highest percentage of won leads?',
    },
    { said: 'what lumen source converts worst', reads: 'what lumen source has the lowest percentage of won leads' },
    {
      said: 'which zeta sector converts best, i.e. most of its finished deals end won',
      reads: 'which zeta sector converts best, i.e. most of its finished deals end won',
    },
  ],
};

/**
 * "summed revenue of my 6 largest zeta firms (by revenue)": a ranking's measure said again after a
 * figure of the same measure; the aside is dropped (the ranking is by that measure already), so "by"
 * is never read as a breakdown.
 */
export const RANK_MEASURE_AGAIN: { leads: string[]; examples: { said: string; reads: string }[] } = {
  leads: ['by', 'ranked by', 'sorted by', 'in terms of', 'measured by'],
  examples: [
    { said: 'summed revenue of my 6 largest zeta firms (by revenue)?', reads: 'summed revenue of my 6 largest zeta firms?' },
    { said: 'mean score of the top 4 lumen leads by score', reads: 'mean score of the top 4 lumen leads' },
    { said: 'headcount of my 6 largest firms by revenue', reads: 'headcount of my 6 largest firms by revenue' },
  ],
};

/**
 * "add lima's deals to quito's deals: grand total?": the total asked in short after the sum, read
 * as "what is the total" (lexicon/said.ts ADD_ASKED reads the rest). Only after a sentence opened by
 * one of `verbs`.
 */
export const SHORT_TOTAL: { verbs: string[]; said: string[]; as: string; examples: { said: string; reads: string }[] } = {
  verbs: ['add', 'combine', 'sum'],
  said: ['grand total', 'the grand total', 'total', 'the total', 'combined total', 'the sum', 'sum', 'together', 'combined'],
  as: 'what is the total',
  examples: [
    {
      said: 'add the value of lima deals to the value of quito deals: grand total?',
      reads: 'add the value of lima deals to the value of quito deals: what is the total?',
    },
  ],
};

/**
 * "the number of zeta engineers when you pool my people with the crm people": a count over two lists
 * joined, read as "how many zeta engineers in my people and the crm people combined" (lexicon/compose.ts).
 */
export const COUNT_WHEN_JOINED: {
  leads: string[];
  persons: string[];
  verbs: string[];
  joins: string[];
  examples: { said: string; reads: string }[];
} = {
  leads: ['total number of', 'the total number of', 'number of', 'the number of', 'count of', 'how many', 'total count of'],
  persons: ['you', 'we', 'i'],
  verbs: ['combine', 'pool', 'merge', 'add up', 'put together', 'count together', 'join', 'put', 'lump', 'count'],
  joins: ['with', 'and', 'plus'],
  examples: [
    {
      said: 'how many zeta engineers are on file if we lump my people and the crm people together?',
      reads: 'how many zeta engineers are on file in my people and the crm people combined?',
    },
    {
      said: 'number of zeta engineers when you pool my people with the crm people?',
      reads: 'how many zeta engineers in my people and the crm people combined?',
    },
  ],
};

/**
 * "Two numbers please: …": the words before a colon that only say how many figures are asked,
 * dropped with the colon; two parts after it that are only records ("A, and B") are asked as counts.
 */
export const FIGURES_FIRST: {
  said: string[];
  counting: string[];
  needs: string[];
  topics: string[];
  pointers: string[];
  examples: { said: string; reads: string }[];
} = {
  /** Parts that already ask a figure: asked as said. */
  counting: ['how many', 'how much', 'number of', 'count of', 'total', 'sum', 'average', 'mean', 'median'],
  /** Words of the asking before it ("I need two counts: …"). */
  needs: ['i need', 'i want', "i'd like", 'i would like', 'give me', 'get me', 'need'],
  /** Words opening a place said before it, which each part is of ("For Lima, two counts: …"). */
  topics: ['for', 'in'],
  /** Words of a part that point at that place ("… located there"), put in its place. */
  pointers: ['located there', 'based there', 'sitting there', 'over there', 'in there', 'there'],
  said: [
    ...['two numbers', 'two figures', 'two counts', 'two totals', 'both numbers', 'both figures', 'both counts', 'two answers'],
    ...['two numbers please', 'two figures please', 'both numbers please', 'both figures please', 'two counts please'],
  ],
  examples: [
    { said: 'Two figures please: lima deals, and quito deals', reads: 'how many lima deals, and how many quito deals' },
    {
      said: 'In Lima, give me two counts: zeta quarries sitting there, and crm quarries',
      reads: 'how many zeta quarries in Lima, and how many crm quarries in Lima',
    },
    { said: 'both counts: how many zeta leads and the number of lumen deals', reads: 'how many zeta leads and the number of lumen deals' },
  ],
};

/** "Utah (US)", "in NV (USA)": the country said of a US state in an aside, which the state already says; dropped. */
export const STATE_COUNTRY_ASIDE: { said: string[]; examples: { said: string; reads: string }[] } = {
  said: ['us', 'usa', 'u.s.', 'u.s.a.', 'united states', 'america', 'the us', 'the usa'],
  examples: [
    { said: 'crm banks located in Utah (US)', reads: 'crm banks located in Utah' },
    { said: 'crm banks located in Lima (US)', reads: 'crm banks located in Lima (US)' },
  ],
};

/**
 * "In which city is the lumen pipeline smallest?": a field's groups ranked by a figure said last,
 * read as "which city has the smallest lumen pipeline?". Never for a kind of record ("which deal is
 * the largest" asks for a record), nor for the caller's own ("in which city is my total highest" is read
 * as said), and only with the superlative last.
 */
export const WHICH_IS_LAST: { verbs: string[]; superlatives: string[]; notFields: string[]; examples: { said: string; reads: string }[] } =
  {
    /** Words after "which" that name no field ("which one is priced the highest": a record). */
    notFields: ['one', 'ones', 'of', 'it', 'this', 'that', 'these', 'those'],
    verbs: ['is', 'are'],
    superlatives: [
      ...['smallest', 'largest', 'biggest', 'highest', 'lowest', 'greatest', 'most', 'least', 'fewest', 'strongest', 'weakest'],
    ],
    examples: [
      { said: 'In which city is the lumen pipeline smallest?', reads: 'which city has the smallest lumen pipeline?' },
      { said: 'what sector are the zeta sales the highest', reads: 'what sector has the highest zeta sales' },
      { said: 'which deal is the largest?', reads: 'which deal is the largest?' },
      { said: 'which one is priced the highest', reads: 'which one is priced the highest' },
      { said: 'in which city is my lumen total highest', reads: 'in which city is my lumen total highest' },
      { said: 'for zeta firms, in which city is the mean lumen lowest?', reads: 'for zeta firms, which city has the lowest mean lumen?' },
    ],
  };

/**
 * "in which city are my quarries weakest on mean headcount?": the records said first, the ranking
 * and its measure last, read as "which city has the lowest mean headcount among my quarries?".
 * `ends` say the superlative as the rankings read it.
 */
export const WHICH_ARE_ON: {
  verbs: string[];
  owners: string[];
  leads: string[];
  ends: Record<string, string>;
  examples: { said: string; reads: string }[];
} = {
  verbs: ['are', 'is'],
  owners: ['my', 'our', 'the', 'my own'],
  leads: ['on', 'by', 'in terms of', 'going by', 'for'],
  ends: {
    ...{ weakest: 'lowest', worst: 'lowest', lowest: 'lowest', smallest: 'smallest', poorest: 'lowest' },
    ...{ strongest: 'highest', best: 'highest', highest: 'highest', largest: 'largest', biggest: 'largest' },
  },
  examples: [
    {
      said: 'in which city are my quarries weakest on mean headcount?',
      reads: 'which city has the lowest mean headcount among my quarries?',
    },
    { said: 'what city are the quarries strongest by lumen total', reads: 'what city has the highest lumen total among the quarries' },
    { said: 'in which city are my quarries located', reads: 'in which city are my quarries located' },
  ],
};

/**
 * "Which city, by lumen deal count, has the fewest?": the measure said in an aside between the field
 * and the superlative, read as "which city has the lowest lumen deal count?" (`ends` say the end).
 */
export const WHICH_BY_ASIDE: {
  leads: string[];
  verbs: string[];
  ends: Record<string, string>;
  examples: { said: string; reads: string }[];
} = {
  leads: ['by', 'in terms of', 'measured by', 'going by', 'judged by', 'on'],
  verbs: ['has', 'have', 'holds', 'shows', 'is', 'comes out', 'ranks', 'does'],
  ends: {
    ...{ fewest: 'lowest', least: 'lowest', lowest: 'lowest', smallest: 'lowest', worst: 'lowest', bottom: 'lowest' },
    ...{ most: 'highest', highest: 'highest', largest: 'highest', biggest: 'highest', best: 'highest', top: 'highest' },
  },
  examples: [
    { said: 'Which city, by lumen deal count, has the fewest?', reads: 'which city has the lowest lumen deal count?' },
    { said: 'what sector, in terms of zeta revenue, ranks highest', reads: 'what sector has the highest zeta revenue' },
  ],
};

/**
 * "revenue, averaged by state: which state tops it?": a measure said first, then how it is folded by a
 * field; read as "average revenue by state: …" (understand/said-more.ts). `verbs`: the participle and the
 * figure it asks for; only a measure of one to four words opening the message, before a comma.
 */
export const FOLDED_BY: { verbs: Record<string, string>; examples: { said: string; reads: string }[] } = {
  verbs: { averaged: 'average', summed: 'total', totalled: 'total', totaled: 'total', 'added up': 'total' },
  examples: [
    { said: 'deal value, averaged by city across my lima firms', reads: 'average deal value by city across my lima firms' },
    { said: 'Revenue, summed by city: which city tops it?', reads: 'total Revenue by city: which city tops it?' },
  ],
};

/**
 * "lima revenue mine", "quito sales": a few words typed as keywords, no verb and no asking word,
 * naming a measure of money: its total asked (understand/said-more.ts). Only up to `most` words,
 * with one of `measures` and none of `not` (words that ask something else of the rows).
 */
export const KEYWORD_TOTAL = {
  most: 5,
  measures: ['revenue', 'sales'],
  not: [
    ...['what', 'whats', 'which', 'who', 'how', 'where', 'when', 'is', 'are', 'do', 'does', 'list', 'show', 'give', 'find', 'get'],
    ...['by', 'per', 'each', 'rank', 'top', 'bottom', 'count', 'number', 'average', 'avg', 'mean', 'median', 'total', 'sum', 'max'],
    ...['min', 'highest', 'lowest', 'most', 'least', 'biggest', 'smallest', 'largest', 'vs', 'versus', 'than', 'share', 'percent'],
    ...['added', 'altogether', 'combined', 'overall', 'below', 'above', 'over', 'under', 'between'],
    // (sentence words: a part of a longer question, "the zeta revenue there", is no keyword query)
    ...['the', 'there', 'of', 'for', 'a', 'that', 'those', 'them', 'it'],
  ],
  as: 'total',
  examples: [
    { said: 'lima revenue mine', reads: 'total lima revenue mine' },
    { said: 'quito revenue by city', reads: 'quito revenue by city' },
    { said: 'firms below a million in sales', reads: 'firms below a million in sales' },
    { said: 'the zeta revenue there', reads: 'the zeta revenue there' },
  ],
};
