/**
 * "Out of all regions, which one holds the fewest deals": the field to rank said first,
 * as a whole, and asked after as "which one". It is read as "which lead source has …"
 * (understand/plain.ts). `leads` open the question, `owners` may stand before the field's
 * words, `asks` follow the comma; each example is read so (test/internals/reader-lexicon.test.ts).
 */
export const WHICH_AMONG = {
  leads: ['out of all', 'out of', 'among all', 'among', 'across all', 'of all', 'from all'],
  /** Leads that may open records rather than a field ("among my texas accounts"): read so only before a field. */
  records: ['among'],
  owners: ['the', 'our', 'my', 'of the', 'of our', 'of my'],
  asks: ['which one', 'which of them', 'what one', 'which'],
  examples: [
    { said: 'out of all campaigns, which one brings the fewest new leads', reads: 'which campaign brings the fewest new leads' },
    { said: 'among all the cities which one holds the most deals', reads: 'which city has the most deals' },
    { said: 'of all our stages, which of them carries the greatest value', reads: 'which stage has the greatest value' },
  ],
};

/**
 * A total said last, after what it adds up ("what did the deals bring, all told"):
 * read as "summed", the word that takes its quantity from before it (understand/plain.ts).
 */
export const TOTAL_LAST: { phrases: string[]; as: string; earning: string[]; examples: { said: string; reads: string }[] } = {
  phrases: ['all told', 'altogether', 'all together', 'all in all', 'all added up', 'added up', 'added together', 'summed up', 'together'],
  as: 'summed',
  /** Verbs of money coming in: with no quantity named before the total, it is the rows' money (understand/intent.ts). */
  earning: [
    'bring',
    'brings',
    'brought',
    'make',
    'makes',
    'made',
    'earn',
    'earns',
    'earned',
    'generate',
    'generates',
    'generated',
    'gross',
    'grosses',
  ],
  examples: [
    { said: 'closed won dollars with canada, all told?', reads: 'closed won value with canada summed?' },
    { said: 'the crm deals in peru, value added up', reads: 'the crm deals in peru, value summed' },
    { said: 'revenue of my quito quarries altogether', reads: 'revenue of my quito quarries summed' },
    { said: 'what are the lima quarries worth together?', reads: 'what are the lima quarries worth summed?' },
  ],
};

/**
 * "open deals at accounts in acme's state - how many?": a count asked last, after a dash or a
 * comma, put first so the question reads as one ("how many open deals at …").
 */
export const COUNT_LAST: { phrases: string[]; as: string; examples: { said: string; reads: string }[] } = {
  phrases: ['how many', 'how many are there', 'how many is that', 'count'],
  as: 'how many',
  examples: [
    { said: "crm firms located in acme's state - how many?", reads: "how many crm firms located in acme's state" },
    { said: 'quarries from referrals, how many are there', reads: 'how many quarries from referrals' },
  ],
};

/**
 * "quick q - is it one of mine?", "hey, are any ...": chat said before the question starts,
 * dropped so the question reads from its first asking word (a yes/no question begins "is").
 */
export const OPENERS: { phrases: string[]; examples: { said: string; reads: string }[] } = {
  phrases: [
    'quick q',
    'quick question',
    'quick one',
    'real quick',
    'question',
    'hey',
    'hi',
    'hello',
    'ok so',
    'ok',
    'okay',
    'so',
    'btw',
    'um',
    'hmm',
    ...['also', 'wait', 'alright', 'now'],
  ],
  examples: [
    { said: 'quick q - is summit one of ours?', reads: 'is summit one of ours?' },
    { said: 'hey, are there any leads from webinars', reads: 'are there any leads from webinars' },
    { said: 'ok so: does acme have a cto', reads: 'does acme have a cto' },
    { said: 'ok and in lima?', reads: 'and in lima?' },
  ],
};

/**
 * "which accounts out-earn acme": a verb made with "out", asked as the verb and "more than"
 * (the measure is the rows' own: earning is their revenue).
 */
export const OUT_VERBS: { verbs: string[]; examples: { said: string; reads: string }[] } = {
  verbs: ['earn', 'sell', 'perform', 'grow', 'pace', 'spend', 'score'],
  examples: [
    { said: 'which of my clients out-earn acme corp', reads: 'which of my clients earn more than acme corp' },
    { said: 'any third party account that outearns summit?', reads: 'any third party account that earns more than summit?' },
  ],
};

/**
 * "The outside account nearest to Nova Labs by revenue": the record whose
 * measure is nearest a named record's (answer/position.ts). The words that ask for it, and
 * sentences they are found in.
 */
export const NEAREST: { words: string[]; examples: string[] } = {
  words: ['closest match', 'nearest match', 'closest', 'nearest', 'most similar', 'most alike'],
  examples: ['the one of my clients closest to acme corp in revenue', 'the third-party account nearest to nova labs by revenue'],
};

/**
 * "Which deal closes last", "the one closing soonest": records ranked by the date the verb names, read as
 * "latest closing" / "earliest closing" (understand/plain.ts). Each example is read so.
 */
export const DATE_RANKS: {
  phrases: { words: string[]; as: string }[];
  /** Words after which "last" or "first" is a period, no rank ("quito deals to close last month", "closing first week of may"). */
  periods: string[];
  examples: { said: string; reads: string }[];
} = {
  periods: [
    'quarter',
    'month',
    'year',
    'week',
    'fiscal',
    'half',
    'day',
    'days',
    'weeks',
    'months',
    'quarters',
    'years',
    'q1',
    'q2',
    'q3',
    'q4',
  ],
  phrases: [
    {
      words: ['closes last', 'closing last', 'close last', 'closes latest', 'closing latest', 'closes the latest'],
      as: 'is latest closing',
    },
    {
      words: ['closes first', 'closing first', 'closes soonest', 'closing soonest', 'close soonest', 'closes earliest'],
      as: 'is earliest closing',
    },
  ],
  examples: [
    { said: 'which acme deal closes last', reads: 'which acme deal is latest closing' },
    { said: 'the proposal deal closing soonest', reads: 'the proposal deal is earliest closing' },
    { said: 'quito deals that close last month', reads: 'quito deals that close last month' },
  ],
};

/**
 * "Which state tops the deal count", "the region that ranks last in revenue": a verb that ranks,
 * read as "has the most" / "has the least" (understand/plain.ts). Each example is read so.
 */
export const RANK_VERBS: { phrases: { words: string[]; as: string }[]; examples: { said: string; reads: string }[] } = {
  phrases: [
    {
      words: ['tops the', 'tops', 'topped the', 'topped', 'ranks first in', 'ranks first for', 'ranks highest in', 'comes out on top in'],
      as: 'has the most',
    },
    { words: ['ranks last in', 'ranks last for', 'ranks lowest in', 'comes last in', 'trails in'], as: 'has the least' },
  ],
  examples: [
    { said: 'what industry tops the deal count', reads: 'what industry has the most deal count' },
    { said: 'which industry ranks last in revenue', reads: 'which industry has the least revenue' },
  ],
};

/**
 * "Is acme above or below our mean?": a choice of two directions, asked as the first one
 * ("is acme above the average") and answered with the one that holds (understand/plain.ts,
 * answer/answer.ts). The directions that pair up, each with its opposite.
 */
export const DIRECTION_CHOICE: { pairs: [string, string][]; examples: { said: string; reads: string }[] } = {
  pairs: [
    ['above', 'below'],
    ['over', 'under'],
    ['higher', 'lower'],
    ['more', 'less'],
    ['bigger', 'smaller'],
    ['larger', 'smaller'],
    ['greater', 'less'],
  ],
  examples: [
    { said: 'is nova labs above or below the median revenue', reads: 'is nova labs above the median revenue' },
    { said: 'is that deal lower or higher than our average one', reads: 'is that deal lower than our average one' },
  ],
};

/**
 * "How much did won value grow from 2024 to 2025", "the % change, q1 vs q2": a figure's change
 * from one period to the next, answered with both figures, the difference and the percent
 * (understand/comparison.ts reads it when two periods are named; answer/change.ts words it).
 */
export const CHANGE: { words: string[]; alsoSaid: string[]; examples: string[] } = {
  words: [
    ...['% change', 'percent change', 'percentage change', 'pct change', 'grow', 'grew', 'grown', 'growth'],
    ...['increase', 'increased', 'decrease', 'decreased', 'year over year', 'year on year', 'yoy'],
  ],
  /**
   * Words that ask for a change only between two periods ("rise or fell between 2024 and 2025");
   * elsewhere (and "fall", a season) they say other things.
   */
  alsoSaid: [
    ...['change', 'changed', 'delta', 'rise', 'rose', 'fell', 'decline', 'declined', 'up or down', 'trend'],
    ...['move', 'moved', 'shift', 'shifted', 'swing', 'swung'],
  ],
  examples: [
    'how much did won revenue grow from 2023 to 2024',
    'percent change in new leads, q1 vs q2 2025',
    'did lost value increase or decrease between 2024 and 2025',
  ],
};

/**
 * "does it have a cfo, y/n", "any open deal in peru, yes or no": the question says it wants
 * a yes or a no, wherever it asks (understand/intent.ts); the words ask for nothing else.
 */
export const YES_NO: { marks: string[]; saidLast: string[]; otherWayLast: string[]; examples: string[] } = {
  marks: ['y/n', 'yes/no', 'yes or no', 'yes or no?', 'true or false'],
  /** Said last, read as "yes or no" (understand/plain.ts): "… on file, or not?". */
  saidLast: ['or not', 'or nah', 'or nope'],
  /**
   * The other way of the question said last, with up to three words of what is missing ("…, or is
   * that role missing?" is said as "… or is it missing"): read as "yes or no" too.
   */
  otherWayLast: [
    ...['or are we missing', 'or is it missing', 'or is that missing', 'or is one missing', 'or do we lack', 'or are we lacking'],
    ...['or is there none', 'or is there nobody', 'or do we have none', 'or none at all', 'or have we got none'],
  ],
  examples: [
    ...['acme: does it have a cfo, y/n', 'any open deal over $1m in peru, yes or no', 'has nova labs got a cto on file, or not?'],
    'does zeta mills keep a cto, or do we lack one?',
  ],
};

/**
 * "prepping for a call: which leads …", "working on renewals - which …": what the person is
 * doing, said before the question and set apart by a colon or a dash. Dropped (understand/plain.ts):
 * the question starts after it. A word that asks something ("excluding texas: …") is no such opener.
 */
export const CONTEXT_OPENERS: { verbs: string[]; examples: { said: string; reads: string }[] } = {
  verbs: [
    ...['prepping', 'prepping for', 'preparing', 'preparing for', 'working on', 'putting together', 'pulling together'],
    ...['building', 'planning', 'drafting', 'writing', 'reviewing', 'getting ready for', 'doing', 'making', 'updating'],
    ...['thinking about', 'looking at', 'focusing on'],
    // ("before I ring Zeta Mills —": when, never a bound of dates)
    ...['before i', 'before we', 'before my', 'before our', 'ahead of my', 'ahead of our', 'after my', 'after our'],
  ],
  examples: [
    { said: 'prepping for a client call: list leads from webinars', reads: 'list leads from webinars' },
    { said: "i'm working on renewals - which deals close in june", reads: 'which deals close in june' },
    { said: 'before my zeta sync — count quito leads', reads: 'count quito leads' },
  ],
};

/**
 * "the most sales managers", "sales reps per state": a word that would name a measure ("sales",
 * revenue) said before the word of a person's role is part of a job title, no measure
 * (understand/intent.ts drops it from what is ranked).
 */
export const ROLE_AFTER: { roles: string[]; examples: string[] } = {
  roles: [
    ...['manager', 'managers', 'mgr', 'mgrs', 'director', 'directors', 'rep', 'reps', 'representative', 'representatives'],
    ...['executive', 'executives', 'engineer', 'engineers', 'associate', 'associates', 'officer', 'officers', 'lead', 'leads'],
    ...['vp', 'vps', 'head', 'heads', 'team', 'people', 'staff'],
  ],
  examples: ['regions ranked by sales reps on file', 'a state with the fewest sales directors among my contacts'],
};

/**
 * "which one is the greater earner?" of two or more records, with no "than": the comparative asks
 * for the one that ranks first, read as the superlative (understand/plain.ts), only after
 * "which has the" / "which is the" / "who has the".
 */
export const WHICH_COMPARATIVE: { leads: string[]; words: Record<string, string>; examples: { said: string; reads: string }[] } = {
  leads: ['which has the', 'which one has the', 'which is the', 'which one is the', 'who has the'],
  words: { bigger: 'biggest', larger: 'largest', higher: 'highest', greater: 'greatest', smaller: 'smallest', lower: 'lowest' },
  examples: [{ said: 'acme or nova: which one is the greater earner', reads: 'acme or nova: which one is the greatest earner' }],
};

/** Superlatives said in other words ("the thinnest pipeline"), read as the word the readers of orders know (understand/plain.ts). */
export const SUPERLATIVE_SAID: { words: Record<string, string>; examples: { said: string; reads: string }[] } = {
  words: {
    ...{ tiniest: 'smallest', littlest: 'smallest', teeniest: 'smallest' },
    thinnest: 'smallest',
    slimmest: 'smallest',
    skinniest: 'smallest',
    fattest: 'biggest',
    heftiest: 'biggest',
    beefiest: 'biggest',
  },
  examples: [{ said: 'the state with the slimmest won value', reads: 'the state with the smallest won value' }],
};

/**
 * "sort those fattest to thinnest", "lowest to highest by headcount": both ends of an order said,
 * which asks for every row in that order, the first end first (understand/order.ts), never the
 * first row alone.
 */
export const BOTH_ENDS: { desc: string[]; asc: string[]; joins: string[]; examples: { said: string; dir: 'asc' | 'desc' }[] } = {
  desc: ['biggest', 'largest', 'highest', 'high', 'most', 'greatest', 'top', 'best', 'newest', 'latest'],
  asc: ['smallest', 'lowest', 'low', 'least', 'fewest', 'bottom', 'worst', 'oldest', 'earliest'],
  joins: ['to', 'through', 'down to', 'up to', '-', '→'],
  examples: [
    { said: 'line up my idaho firms largest to smallest on headcount', dir: 'desc' },
    { said: 'proposal-stage wins from lowest to highest amount', dir: 'asc' },
  ],
};

/**
 * "what quarter proved our best for bookings": a field's value ranked by a quantity, said with
 * "best" (or "worst") and the quantity after "for". Read as "what quarter had the most
 * bookings" (understand/plain.ts), the form the readers of rankings know.
 */
export const BEST_FOR: {
  leads: string[];
  verbs: string[];
  owners: string[];
  words: Record<string, string>;
  examples: { said: string; reads: string }[];
} = {
  leads: ['which', 'what'],
  verbs: ['was', 'is', 'were', 'has been'],
  owners: ['our', 'my', 'the'],
  words: { best: 'the most', strongest: 'the most', biggest: 'the most', worst: 'the least', weakest: 'the least' },
  examples: [
    { said: 'for 2023, which weekday was our best for won value?', reads: 'for 2023, which weekday had the most won value?' },
    { said: 'what region is the weakest for pipeline', reads: 'what region had the least pipeline' },
  ],
};

/**
 * "what industry did i lose most cash on": the one whose deals of that outcome sum highest,
 * read as "what industry had the most closed-lost value" (understand/plain.ts).
 */
export const MOST_BY_OUTCOME: {
  leads: string[];
  verbs: Record<string, string>;
  measures: string[];
  ends: string[];
  examples: { said: string; reads: string }[];
} = {
  leads: ['which', 'what'],
  verbs: { lose: 'closed-lost', lost: 'closed-lost', win: 'closed-won', won: 'closed-won', make: 'closed-won', earn: 'closed-won' },
  measures: ['money', 'value', 'dollars', 'revenue', 'cash'],
  ends: ['with', 'on', 'at', 'from', 'to', 'against'],
  examples: [
    { said: 'what region did i lose the most cash against during 2022?', reads: 'what region had the most closed-lost value during 2022?' },
    { said: 'which city did they lose the most revenue in', reads: 'which city had the most closed-lost value in' },
  ],
};

/**
 * "which sector's clients score best on average": a field's value ranked by a quantity its
 * records have, said with the field as a possessive and the quantity as a verb. Read as
 * "which sector has the top average client score" (understand/plain.ts); the figure is an
 * average when said so or when the quantity is one (`averaged`), else a total.
 */
export const POSSESSIVE_RANK: {
  verbs: Record<string, string>;
  averaged: string[];
  superlatives: Record<string, string>;
  examples: { said: string; reads: string }[];
} = {
  verbs: { score: 'score', scores: 'score', earn: 'revenue', earns: 'revenue', make: 'revenue', makes: 'revenue' },
  averaged: ['score'],
  superlatives: { worst: 'lowest', best: 'highest', highest: 'highest', lowest: 'lowest', most: 'highest', least: 'lowest' },
  examples: [
    { said: "what city's prospects score best on average?", reads: 'what city has the highest average prospect score?' },
    { said: "which sector's clients earn the least", reads: 'which sector has the lowest total client revenue' },
  ],
};

/**
 * "(biggest = #1)", "(1 = lowest)": which end of an order comes first, said in a parenthesis.
 * Read as ", biggest first" (understand/plain.ts), which the readers of orders know.
 */
export const FIRST_SAID: { ends: string[]; first: string[]; examples: { said: string; reads: string }[] } = {
  ends: [...BOTH_ENDS.desc, ...BOTH_ENDS.asc].filter((w) => !['high', 'low'].includes(w)),
  first: ['#1', '# 1', '1', 'no. 1', 'number 1', 'number one', 'first', 'rank 1'],
  examples: [
    { said: 'where does acme place by headcount (biggest = #1)?', reads: 'where does acme place by headcount, biggest first?' },
    { said: 'rank of nova by revenue (1 = lowest)', reads: 'rank of nova by revenue, lowest first' },
  ],
};
