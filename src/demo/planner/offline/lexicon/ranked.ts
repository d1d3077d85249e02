// Rankings and comparisons said otherwise: a field ranked by a verb, a heading or a clause after a dash, read
// as "which <field> has the <superlative> <figure>" (understand/reworded.ts). Each entry's
// examples run in test/internals/reader-lexicon.test.ts.

/**
 * "which sector's clients average the highest headcount", "what city averages the lowest deal
 * size": a field ranked by the average of a quantity, "average" said as the verb. Read as
 * "which sector has the highest average headcount" (understand/reworded.ts).
 */
export const AVERAGE_VERB_RANK: {
  leads: string[];
  verbs: string[];
  superlatives: Record<string, string>;
  examples: { said: string; reads: string }[];
} = {
  leads: ['which', 'what'],
  verbs: ['average', 'averages', 'averaged', 'avg', 'avgs'],
  superlatives: {
    ...{ highest: 'highest', biggest: 'highest', largest: 'highest', greatest: 'highest', best: 'highest', top: 'highest' },
    ...{ lowest: 'lowest', smallest: 'lowest', least: 'lowest', worst: 'lowest' },
  },
  examples: [
    { said: "which sector's clients average the highest headcount?", reads: 'which sector has the highest average headcount?' },
    { said: 'what city averages the smallest deal size', reads: 'what city has the lowest average deal size' },
  ],
};

/**
 * "best lead channel going by mean score", "top sector based on total revenue": a field ranked by
 * a figure of its records, said as a heading. Read as "which lead channel has the highest mean
 * score" (understand/reworded.ts). Only a field said in the singular: "top deals by total value"
 * asks for records, not a field's value. An owner before it ("my weakest city by …") keeps the
 * caller's records only, said after the figure.
 */
export const BEST_BY_FIGURE: {
  ranks: Record<string, string>;
  owners: string[];
  ownedAfter: string[];
  owned: string;
  joins: string[];
  figures: string[];
  examples: { said: string; reads: string }[];
} = {
  ranks: {
    ...{ best: 'highest', top: 'highest', strongest: 'highest', leading: 'highest', highest: 'highest' },
    ...{ worst: 'lowest', weakest: 'lowest', lowest: 'lowest', bottom: 'lowest' },
  },
  /** "my weakest city by total revenue": the caller's records only, said after the ranking. */
  owners: ['my', 'our'],
  /** "weakest city in my book by …": the same, said after the field. */
  ownedAfter: ['in my territory', 'in my book', 'in my patch', 'of mine', 'among mine', 'among my accounts', 'in our territory'],
  owned: 'mine only',
  joins: ['going by', 'judging by', 'based on', 'in terms of', 'measured by', 'by', 'on'],
  figures: ['avg', 'average', 'mean', 'median', 'total', 'summed', 'combined', 'overall', 'aggregate'],
  examples: [
    { said: 'best lead channel going by mean score?', reads: 'which lead channel has the highest mean score?' },
    { said: 'weakest sector based on total revenue', reads: 'which sector has the lowest total revenue' },
    { said: 'top deals by total value', reads: 'top deals by total value' },
    { said: 'our weakest city by combined value?', reads: 'which city has the lowest combined value, mine only?' },
    { said: 'Best city in my book by mean headcount', reads: 'which city has the highest mean headcount, mine only' },
  ],
};

/**
 * "which city is lagging - lowest mean deal size?", "what region is winning: most closed-won
 * value": a field asked for with a verb of how it fares, then the ranking that says so after a
 * dash or colon. Read as "which city has the lowest mean deal size" (understand/reworded.ts).
 */
export const WHICH_THEN_RANK: {
  leads: string[];
  verbs: string[];
  ranks: string[];
  examples: { said: string; reads: string }[];
} = {
  leads: ['which', 'what'],
  verbs: ['is', 'are', "'s"],
  ranks: ['lowest', 'highest', 'smallest', 'largest', 'biggest', 'most', 'least', 'fewest', 'best', 'worst', 'top', 'weakest', 'strongest'],
  examples: [
    { said: 'which city is lagging - lowest mean deal size?', reads: 'which city has the lowest mean deal size?' },
    { said: 'what region is winning: most zeta value', reads: 'what region has the most zeta value' },
  ],
};

/**
 * "where are most of my quarries?", "where do the bulk of the third-party firms sit": the place
 * with the most of the records, asked as "which state has most …"
 * (understand/reworded.ts); the words of place after the records are dropped.
 */
export const WHERE_MOST: { leads: string[]; places: string[]; as: string; examples: { said: string; reads: string }[] } = {
  leads: [
    ...['where are most of', 'where are most', 'where do most of', 'where do most', 'where is most of'],
    ...['where are the bulk of', 'where do the bulk of', 'where are the majority of', 'where do the majority of'],
  ],
  places: ['located', 'based', 'headquartered', 'situated', 'sitting', 'sit', 'concentrated', 'found', 'live', 'operate'],
  as: 'which state has most',
  examples: [
    { said: 'where are most of my quarries?', reads: 'which state has most my quarries?' },
    { said: 'where do the bulk of the third-party firms sit', reads: 'which state has most the third-party firms' },
  ],
};

/**
 * "the biggest earner", "our top money-makers": records ranked by what they earn. Read as the
 * ranking "by revenue" (understand/reworded.ts), the word the readers of rankings know.
 */
export const RANKED_EARNER: { words: string[]; as: string; examples: { said: string; reads: string }[] } = {
  words: ['earner', 'earners', 'money-maker', 'money-makers', 'moneymaker', 'moneymakers', 'money maker', 'money makers'],
  as: 'by revenue',
  examples: [
    { said: 'name our biggest earner among the quito firms', reads: 'name our biggest by revenue among the quito firms' },
    { said: 'our three smallest money-makers in lima', reads: 'our three smallest by revenue in lima' },
  ],
};

/**
 * "is lima or quito ahead on count?", "are banks or quarries in front by revenue": which of two
 * values has more, said as a race. Read as "does lima or quito have more" (understand/reworded.ts),
 * the measure kept unless it is the count itself.
 */
export const AHEAD_OF_TWO: { verbs: string[]; words: string[]; counts: string[]; examples: { said: string; reads: string }[] } = {
  verbs: ['is', 'are'],
  words: ['ahead', 'in front', 'leading', 'winning', 'on top', 'in the lead'],
  counts: ['count', 'counts', 'number', 'numbers', 'headcount of records', 'volume'],
  examples: [
    { said: 'my firms: is lima or quito ahead on count?', reads: 'my firms: does lima or quito have more?' },
    { said: 'are banks or quarries in front by revenue', reads: 'do banks or quarries have more revenue' },
  ],
};

/** "sub-$1M", "sub 500k": below the amount, read as "under" (understand/reworded.ts). */
export const BOUND_PREFIX: { prefixes: Record<string, string>; examples: { said: string; reads: string }[] } = {
  prefixes: { sub: 'under', 'north of': 'over', 'south of': 'under', 'upwards of': 'over', 'in excess of': 'over' },
  examples: [
    { said: 'quito firms with sub-$2M revenue', reads: 'quito firms with under $2M revenue' },
    { said: 'lima firms north of $3M', reads: 'lima firms over $3M' },
  ],
};

/**
 * "how far apart are zeta and lumen in revenue", the same asked of "they" after the two are
 * named: the gap between two records' figures. Read as "revenue gap between zeta
 * and lumen" (understand/ranked-said.ts), the difference the composer knows.
 */
export const FAR_APART: {
  asks: string[];
  joins: string[];
  pairs: string[];
  openers: string[];
  examples: { said: string; reads: string }[];
} = {
  asks: ['how far apart are', 'how far apart is', 'how much apart are', 'how different are'],
  // (the two said before "they": "A and B", "A vs B")
  pairs: ['and', 'vs', 'vs.', 'versus', 'against'],
  joins: ['in', 'on', 'by', 'for', 'in terms of'],
  openers: ["there's", 'there is', 'there are', 'we have', 'i have', 'take'],
  examples: [
    { said: 'how far apart are Zeta Ltd and Lumen Co in revenue?', reads: 'revenue gap between Zeta Ltd and Lumen Co?' },
    {
      said: 'how different are lima deal sizes and quito deal sizes?',
      reads: 'gap between lima deal sizes and quito deal sizes?',
    },
    {
      said: 'we have a Zeta Ltd and a Lumen Co: how different are they on headcount',
      reads: 'headcount gap between Zeta Ltd and Lumen Co',
    },
    {
      said: 'mean lima deal versus mean quito deal: how different are they on value',
      reads: 'value gap between mean lima deal and mean quito deal',
    },
  ],
};

/**
 * "how far down the list does zeta sit by headcount", "how high on my ranking is lumen": where a
 * record ranks, read as "where does zeta sit …" (understand/ranked-said.ts).
 */
export const HOW_HIGH: {
  heights: string[];
  ways: string[];
  owners: string[];
  lists: string[];
  examples: { said: string; reads: string }[];
} = {
  heights: ['high', 'far', 'low'],
  ways: ['up', 'down', 'on', 'in'],
  owners: ['my', 'the', 'our'],
  lists: ['list', 'ranking', 'rankings', 'leaderboard', 'table'],
  examples: [
    { said: 'how far down the list does lumen co sit by headcount', reads: 'where does lumen co sit by headcount' },
    { said: 'how high on my ranking is zeta ltd, by revenue?', reads: 'where is zeta ltd, by revenue?' },
  ],
};

/**
 * "which city is least represented among my clients", "the most represented sector in the crm":
 * the value of a field that the most (fewest) records hold, said as "represented". Read as "which
 * city has the fewest among my clients", "the sector with the most in the crm".
 */
export const REPRESENTED: { ends: Record<string, string>; examples: { said: string; reads: string }[] } = {
  ends: { most: 'most', best: 'most', over: 'most', least: 'fewest', worst: 'fewest', under: 'fewest', less: 'fewest' },
  examples: [
    { said: 'which city is least represented among my clients', reads: 'which city has the fewest among my clients' },
    { said: 'the most represented sector in the crm', reads: 'the sector with the most in the crm' },
  ],
};

/**
 * "top lead channel for won deals", "weakest city for open opps": a field ranked by how many records
 * of a kind it holds, said as a heading; read as "which lead channel has the most won deals"
 * (understand/ranked-said.ts). The words after "for" must end in a kind of record said in the
 * plural ("top deal for zeta corp" asks for a record). "rank the cities by number of open deals":
 * read as "number of open deals by city", a count for each, the largest first.
 */
export const TOP_FOR: {
  ranks: Record<string, 'most' | 'fewest'>;
  kinds: string[];
  rankVerbs: string[];
  counts: string[];
  examples: { said: string; reads: string }[];
} = {
  ranks: { top: 'most', best: 'most', leading: 'most', biggest: 'most', worst: 'fewest', weakest: 'fewest', bottom: 'fewest' },
  kinds: ['leads', 'deals', 'opportunities', 'opps', 'accounts', 'accts', 'contacts', 'clients', 'customers', 'prospects', 'firms'],
  rankVerbs: ['rank', 'order', 'sort'],
  counts: ['number of', 'count of', 'the number of', 'the count of'],
  examples: [
    { said: 'top lima channel for zeta deals?', reads: 'which lima channel has the most zeta deals?' },
    { said: 'top deal for zeta corp', reads: 'top deal for zeta corp' },
    { said: 'rank the quarry cities by number of open deals', reads: 'number of open deals by quarry city' },
  ],
};

/**
 * "the lima city where our book keeps the most quarries": a field ranked by what a list holds in each
 * of its values, said as a place "where" it holds it; read as "which lima city has the most quarries
 * in our book" (understand/ranked-said.ts).
 */
export const WHERE_HOLDS: { verbs: string[]; ranks: string[]; examples: { said: string; reads: string }[] } = {
  verbs: ['has', 'have', 'holds', 'hold', 'sees', 'keeps'],
  ranks: ['most', 'fewest', 'least', 'highest', 'lowest', 'largest', 'smallest', 'biggest'],
  examples: [
    { said: 'the lima city where zeta crm keeps the most quarries?', reads: 'which lima city has the most quarries in zeta crm?' },
    { said: 'find the quarry town where my book holds the fewest firms', reads: 'which quarry town has the fewest firms in my book' },
  ],
};

/**
 * "which city leads?", "what sector comes out on top in my book": a field ranked, said with a verb of
 * leading after it (never "which city leads are new": the records called leads); read as "which city
 * has the highest" (understand/ranked-said.ts), its measure said elsewhere in the question.
 */
export const LEADS_VERB: {
  verbs: string[];
  after: string[];
  /** "which city is on top by revenue": the word before the measure, dropped ("which city has the highest revenue"). */
  measuredBy: string[];
  as: string;
  examples: { said: string; reads: string }[];
} = {
  verbs: ['leads', 'is leading', 'comes first', 'comes out on top', 'ranks first', 'tops the list', 'is on top'],
  after: ['in', 'on', 'for', 'among', 'across', 'within'],
  measuredBy: ['by', 'in terms of'],
  as: 'has the highest',
  examples: [
    {
      said: 'zeta quarries by city: which city is on top by tonnage?',
      reads: 'zeta quarries by city: which city has the highest tonnage?',
    },
    {
      said: 'by mean quarry size, which lima city leads in my book?',
      reads: 'by mean quarry size, which lima city has the highest in my book?',
    },
    { said: 'which lima city leads are new', reads: 'which lima city leads are new' },
  ],
};

/**
 * "which zeta places third by count of quarries?", "what region ranks third on revenue": a
 * place in an order said with a verb, read as "which zeta has the second most quarries" (a count
 * said by `counts`) or "… the third highest revenue" (understand/said-more.ts).
 */
export const PLACE_BY: {
  verbs: string[];
  places: string[];
  joins: string[];
  counts: string[];
  /** "which one is third?" after a ranking (compose/value-place.ts): words that ask for a group of it without naming the field. */
  ones: string[];
  examples: { said: string; reads: string }[];
} = {
  verbs: ['comes', 'comes in', 'is', 'ranks', 'sits', 'places', 'finishes', 'lands', 'came', 'ranked', 'stands'],
  ones: ['one', 'group', 'entry'],
  places: ['second', 'third', 'fourth', 'fifth', '2nd', '3rd', '4th', '5th'],
  joins: ['by', 'in', 'on', 'for', 'in terms of'],
  counts: ['number of', 'the number of', 'count of', 'the count of', 'how many'],
  examples: [
    { said: 'which zeta places third by count of quarries?', reads: 'which zeta has the third most quarries?' },
    { said: 'what region ranks third on lumen revenue', reads: 'what region has the third highest lumen revenue' },
  ],
};

/**
 * "which city leads my quarries on lumen revenue?": the records led said after the verb and the
 * measure after "on", read as "which city has the highest lumen revenue among my quarries?"
 * (understand/ranked-said.ts).
 */
export const LEADS_OBJECT: { verbs: string[]; owners: string[]; joins: string[]; as: string; examples: { said: string; reads: string }[] } =
  {
    verbs: ['leads', 'tops', 'heads'],
    owners: ['my', 'our', 'the', 'all'],
    joins: ['on', 'in', 'by', 'for', 'in terms of'],
    as: 'has the highest',
    examples: [
      { said: 'which city leads my quarries on lumen revenue?', reads: 'which city has the highest lumen revenue among my quarries?' },
      { said: 'which city leads the list', reads: 'which city leads the list' },
    ],
  };

/**
 * "which one's bigger?" said alone, last: of the rows at hand, the one at that end, read as its
 * superlative ("the biggest one?") (understand/ranked-said.ts). Only with nothing after it
 * but stops: "which is bigger, zeta or lumen" names its two.
 */
export const WHICH_OF_TWO: {
  leads: string[];
  comparatives: Record<string, string>;
  /** Words that name the two before the question ("lima or quito, which is bigger?"): then it is theirs. */
  twoSaid: string[];
  examples: { said: string; reads: string }[];
} = {
  leads: [
    ...['which one is', "which one's", 'which ones', 'which is', "which's", 'what one is'],
    ...['them', 'the two', 'those', 'these'].map((w) => `which of ${w} is`),
  ],
  comparatives: {
    bigger: 'biggest',
    larger: 'largest',
    smaller: 'smallest',
    higher: 'highest',
    lower: 'lowest',
    greater: 'greatest',
    better: 'best',
    worse: 'worst',
    newer: 'newest',
    older: 'oldest',
    'worth more': 'biggest',
    'worth less': 'smallest',
  },
  twoSaid: ['or', 'vs', 'versus', 'against', 'compared to', 'compared with'],
  examples: [
    { said: "and which one's bigger?", reads: 'and the biggest one?' },
    { said: 'which of them is smaller', reads: 'the smallest one' },
    { said: 'which of these is the bigger one', reads: 'the biggest one' },
  ],
};

/**
 * "Take the province that has the most zeta firms.": a ranking said as an instruction to pick one,
 * read as the question "which province has the most zeta firms" (understand/ranked-said.ts), so a
 * question after it can point at what it answers.
 */
export const PICK_THE: { leads: string[]; verbs: string[]; examples: { said: string; reads: string }[] } = {
  leads: ['take', 'pick', 'find', 'consider', 'look at', 'get', 'start with', 'go with', 'grab'],
  verbs: ['has', 'have', 'holds', 'hold', 'brings in', 'shows'],
  examples: [{ said: 'Pick the province that has the most zeta firms.', reads: 'which province has the most zeta firms.' }],
};

/**
 * "where does lima place among our zones for summed zeta", "how do quito firms stand against the
 * other cities on worth": where one value of a field places when that field's groups are ranked
 * (compose/value-place.ts): the groups ranked as "rank the <groups> by <measure>", then the
 * value's place among them. `mine` are the leads that keep the caller's own records.
 */
export const VALUE_PLACE: {
  asks: string[];
  verbs: string[];
  among: string[];
  leads: string[];
  mine: string[];
  by: string[];
  examples: { said: string; value: string }[];
} = {
  asks: ['where', 'how'],
  verbs: ['rank', 'ranks', 'stand', 'stands', 'place', 'places', 'land', 'lands', 'sit', 'sits', 'fall', 'falls', 'come in', 'comes in'],
  among: ['among', 'amongst', 'out of', 'compared to', 'compared with', 'against', 'relative to'],
  leads: ['the', 'all', 'all the', 'every', 'other', 'the other', 'all the other', 'my', 'our', 'all my', 'all our'],
  mine: ['my', 'our', 'all my', 'all our'],
  by: ['by', 'on', 'in terms of', 'for', 'based on'],
  examples: [
    { said: 'where does lima place among our zones for summed zeta?', value: 'lima' },
    { said: 'How do quito firms stand against the other cities on worth', value: 'quito firms' },
    { said: 'where does the north zone land out of all my zones in terms of deal count', value: 'the north zone' },
  ],
};
