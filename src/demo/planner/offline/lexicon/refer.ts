/**
 * A follow-up that points at the previous answer ("how many of them …", "the biggest one")
 * and that the single reading could not use (compose/refer.ts): it is asked again with the
 * previous question's subject in place of the words that point. `subjectLeads` are dropped
 * from the start of the previous question to leave its subject ("show me the quito deals":
 * "quito deals"); `pointers` are replaced by the subject (`{s}`), longest first, matched
 * as whole words in any letter case. Each with sentences it is found in.
 */
/**
 * A follow-up that names only a figure ("whats the total", "and the average?"): the figure of the
 * previous question's records, asked as "<figure> of <subject>". `leads` open it and say nothing.
 */
export const BARE_FIGURES = {
  figures: ['total', 'sum', 'average', 'avg', 'mean', 'median', 'combined total', 'grand total', 'total revenue', 'total value'],
  leads: ['and', 'so', 'ok', 'okay', 'then', 'now', 'what is', 'whats', "what's", 'what about', 'how about', 'the', 'their', 'its'],
  /** "the sum of those five": the words after the figure that point at the previous records, dropped. */
  tails: ['of those', 'of them', 'of these', 'of all of them', 'of all those', 'for those', 'for them', 'across them'],
  /** Words that ask a count, said first in the previous question: left out of the records the figure is of. */
  countLeads: ['how many', 'the number of', 'number of', 'count of', 'count the', 'count'],
  /** Said after the records counted, of them all ("how many zeta firms are there in lima"): no part of the records. */
  countedThere: ['are there', 'is there', 'do we have', 'do i have', 'have we got', 'have i got', 'do you have', 'exist'],
  examples: [
    ['my clients in ohio', 'whats the total', 'the total of my clients in ohio'],
    ['open deals in peru', 'and the average?', 'the average of open deals in peru'],
    ['how many quito deals sit in review?', "what's their total?", 'the total of quito deals sit in review'],
    ['my five biggest lima quarries', 'Sum of those five?', 'the sum of my five biggest lima quarries'],
  ],
};

const SUBJECT_LEADS = [
  'who are the',
  'who are',
  'what are the',
  'what are',
  'which are the',
  'list all the',
  'list all',
  'list the',
  'list',
  'show me all the',
  'show me the',
  'show me all',
  'show me',
  'show the',
  'show',
  'pull up the',
  'pull up',
  'give me the',
  'give me',
  'find the',
  'find all',
  'find',
  'get me the',
  'get me',
  'get the',
  'get',
];

export const REFER = {
  // (asked politely first: "can you list my quito firms", "could you pull up the lima deals")
  subjectLeads: [
    ...['can you', 'could you', 'would you', 'please', 'can u', 'pls'].flatMap((p) => SUBJECT_LEADS.map((l) => `${p} ${l}`)),
    ...SUBJECT_LEADS,
  ],
  pointers: [
    { words: 'of them', as: '{s}' },
    { words: 'of those', as: '{s}' },
    { words: 'of these', as: '{s}' },
    { words: 'among them', as: 'among {s}' },
    { words: 'among those', as: 'among {s}' },
    { words: 'the biggest one', as: 'the biggest of {s}' },
    { words: 'the largest one', as: 'the largest of {s}' },
    { words: 'the smallest one', as: 'the smallest of {s}' },
    { words: 'the top one', as: 'the top of {s}' },
    { words: 'the latest one', as: 'the latest of {s}' },
    { words: 'that group', as: '{s}' },
  ],
  examples: [
    ['list the deals in negotiation', 'count of them above 100k'],
    ['my accounts in texas', 'the people at the largest one please'],
  ],
};

/**
 * A follow-up that points by its kind at the one record the previous question named ("what is
 * that firm worth" after "who works at Acme Corp"): a determiner, then a word for that kind of
 * record (core/tokenize.ts canonical), replaced by the record's name (choose/followup.ts).
 */
export const RECORD_POINTERS = {
  determiners: ['that same', 'the same', 'that', 'this'],
  /** "and their largest open deal?" after people at one firm: its records of another kind, the firm's by name. */
  possessives: ['their', 'its'],
  /** "and the zeta officer there?" after one firm: "there", said last of people asked, is at that firm. */
  thereOfPeople: { asks: ['who', 'whom', 'contact', 'person', 'people', 'staff'], as: 'at' },
  examples: [
    ['the staff of Acme Corp', 'and their biggest zeta deal?', "and Acme Corp's biggest zeta deal?"],
    ['people at Acme Corp', 'and how much zeta does that firm bring in', 'and how much zeta does Acme Corp bring in'],
    ['which state is Nova Labs in', 'contacts at this company?', 'contacts at Nova Labs?'],
    ['which state is Nova Labs in', 'and who is the zeta officer there?', 'and who is the zeta officer at Nova Labs?'],
    ['is there a zeta officer at Nova Labs', 'who is there then?', 'who is at Nova Labs?'],
  ],
};

/**
 * A follow-up that points at the one value the previous answer put first ("CA has the most of
 * your accounts", then "count deals in that state"): `{f}` is that value's field in words,
 * replaced with the value itself.
 */
export const LEADER_POINTERS = {
  forms: [
    'that {f}',
    'this {f}',
    'the same {f}',
    'that same {f}',
    'that exact same {f}',
    'the exact same {f}',
    'the top {f}',
    'the winning {f}',
    // ("quarries in same state": the article dropped, last so that every form with one is tried first)
    'same {f}',
  ],
  /** "Rank the zones by zeta. Which one comes last?": a last sentence opened so asks of the answer before it, asked in turn. */
  backOpens: ['which one', 'which ones', 'which of them', 'which of those', 'which of these', 'who of them', 'and which one'],
  /** "… there", said last of a place the previous answer put first (a state, a region): read as "in <value>". */
  thereEndings: ['there', 'over there', 'in there'],
  /** Words that may follow a "there" said inside a sentence of a place ("the zeta ones there under 5"). */
  thereBefore: [
    ...['under', 'over', 'above', 'below', 'between', 'at', 'less', 'more', 'fewer', 'worth', 'valued', 'with', 'without'],
    ...['that', 'which', 'who', 'whose', 'having', 'by', 'sorted', 'ranked', 'closing', 'from'],
    // ("how many open quarries do the zeta firms there have?")
    ...['have', 'has', 'hold', 'holds'],
  ],
  /** "in it" of a place put first ("how many of my zeta quarries are in it?"): read as "in <value>". */
  inIt: ['in it', 'within it', 'inside it', 'in that one'],
  /** Words for the records counted in a place put first ("list the ones there …"), said as their kind; `mine` before my own. */
  onesSaid: ['the ones', 'those ones', 'those', 'them'],
  mine: 'my',
  /** Words before a last "there" that make it no place ("how many are there?"). */
  thereAfterVerbs: ['is', 'are', 'was', 'were', 'be', "'s", "'re"],
  /** What a last "there" is read as when the previous answer put no place first: a pointer no rule resolves (lexicon/cues.ts). */
  thereUnplaced: 'in that place',
  /** Words that point at rows, not a place: a last "there" beside one is said of the rows ("the largest one there"). */
  rowWords: ['one', 'ones', 'them', 'those', 'these', 'it', 'they', 'their', 'who', 'whom'],
  placeFields: ['state', 'region', 'country', 'city'],
  /** Words that only open a follow-up, dropped from its start. */
  leads: ['and', 'so', 'ok', 'okay', 'then', 'now'],
  /** Words said after a last "there" that say nothing ("… there, please"). */
  tails: ['please', 'pls', 'thanks', 'thank you'],
  /** Words before a kind of record that make it the unit of a figure ("per account"), no records named. */
  unitLeads: ['per', 'each', 'every', 'a'],
  /** "in its state, how many crm firms?" after one record: its value of the field, said after "in" (read "in <value>"). */
  inForms: [
    ...['its {f}', 'their {f}', 'his {f}', 'her {f}'].map((f) => `in ${f}`),
    ...['this', 'that', 'the same'].flatMap((p) =>
      ['account', 'one', 'company', 'client', 'firm', 'customer', 'record'].flatMap((r) => [
        `in the {f} of ${p} ${r}`,
        `in ${p} ${r}'s {f}`,
      ]),
    ),
  ],
  examples: [
    ['the industry holding most of my clients', 'crm firms in that industry?'],
    ['leading state by deal count', 'and prospects out of that same state'],
    ['the region holding most deals', 'ok and the crm firms there?'],
  ],
};

/**
 * Words that point at the previous answer inside a part of a two-part question ("the share of that
 * won money from banks"): such a part cannot be asked on its own (compose/answer.ts), so a
 * follow-up made of it is left to the follow-up readings. `this`/`that` point only when no verb
 * follows them ("that won money", not "deals that are open").
 */
export const POINTING = {
  words: ['those', 'these', 'them', 'they', 'their', 'theirs'],
  determiners: ['that', 'this'],
  notBefore: [
    'is',
    'are',
    'was',
    'were',
    'has',
    'have',
    'had',
    'do',
    'does',
    'did',
    'will',
    'can',
    'never',
    'still',
    'closed',
    'close',
    'closes',
    'year',
    'quarter',
    'month',
    'week',
  ],
  examples: ['share of that won money from banks', 'share of those deals from germany'],
};

/**
 * "as a percent of every quito lead?", "what share is that of every lima deal": a follow-up asking the
 * previous answer's count as a share of a whole it names (compose/share-of-previous.ts). The
 * whole is counted on its own; `wholeLeads` said first say nothing of it.
 */
export const SHARE_OF_PREVIOUS: {
  leads: string[];
  nouns: string[];
  pointers: string[];
  wholeLeads: string[];
  /** "… does that represent", "… is that": the pointer at the previous figure said after the whole, with its verb. */
  tails: { auxiliaries: string[]; verbs: string[] };
  examples: { previous: string; said: string; whole: string }[];
} = {
  leads: ['and', 'so', 'ok', 'okay', 'now', 'then'],
  nouns: ['%', 'percent', 'percentage', 'share', 'fraction', 'proportion', 'portion'],
  pointers: ['that', 'this', 'it', 'those', 'these', 'them'],
  wholeLeads: ['all', 'all the', 'every', 'the', 'our', 'total'],
  tails: {
    auxiliaries: ['does', 'do', 'would', 'will', 'did'],
    verbs: ['represent', 'make up', 'account for', 'amount to', 'come to', 'cover', 'stand for'],
  },
  examples: [
    { previous: 'how many quito leads are won', said: 'as a percent of every quito lead?', whole: 'quito lead' },
    { previous: 'lima deals we lost: how many', said: 'what share is that of every lima deal', whole: 'lima deal' },
    {
      previous: 'total zeta of my lima quarries',
      said: 'which fraction of my whole zeta would that make up?',
      whole: 'my whole zeta',
    },
    { previous: 'total zeta of my lima quarries', said: 'and what share of all my zeta is that?', whole: 'my zeta' },
  ],
};

/**
 * "the delta between those two months?", "difference between them": after two answers that each gave one
 * figure of the same kind, the gap between those two figures (compose/previous-figures.ts).
 * `things` may name what the two were ("quarters", "months", "regions").
 */
export const GAP_OF_PREVIOUS: { leads: string[]; gaps: string[]; units: string[]; twos: string[]; examples: string[] } = {
  leads: ['and', 'so', 'ok', 'okay', 'now', 'then', "what's", 'what is', 'whats', 'the'],
  // ("between those" reads as "for those" first: lexicon/said-otherwise.ts)
  gaps: ['gap', 'difference', 'delta', 'change', 'spread'].flatMap((g) => [`${g} between`, `${g} for`]),
  // (how it is to be put, said after: "…, in millions")
  units: ['in millions', 'in thousands', 'in dollars', 'in percent', 'in $', 'in m', 'in k'],
  twos: ['the two', 'those two', 'these two', 'them', 'both', 'the pair'],
  examples: ['and the gap between those two months?', 'so the difference between both'],
};

/**
 * "so by how much lower was it than the zeta mean?" after an answer of one figure: the gap between that figure
 * and the one the question after "than" asks, asked on its own (compose/previous-figures.ts gapToPrevious).
 */
export const GAP_TO_PREVIOUS = {
  leads: ['and', 'so', 'ok', 'okay', 'now', 'then', 'but'],
  asks: ['how much', 'how many', 'by how much'],
  weighed: ['more', 'higher', 'bigger', 'larger', 'greater', 'lower', 'smaller', 'less', 'fewer'],
  verbs: ['is', 'was', 'are'],
  pointers: ['that', 'it', 'this', 'that figure', 'that number', 'that one'],
  examples: [{ before: 'mean revenue of my lima quarries', said: 'so by how much lower was it than the quito mean', b: 'the quito mean' }],
};

/**
 * "and adding the quito quarries, how many is that?" after an answer of one count: that count plus the count of what
 * is added, asked on its own (compose/previous-figures.ts sumWithPrevious).
 */
export const SUM_WITH_PREVIOUS = {
  leads: ['and', 'so', 'ok', 'okay', 'k', 'now', 'then'],
  adds: ['if you add in', 'if you add', 'if we add in', 'if we add', 'adding in', 'adding', 'add in', 'plus', 'together with', 'add'],
  totals: [
    ...["what's", 'what is', 'whats'].flatMap((w) =>
      ['the grand total', 'the total', 'the combined total', 'the new total'].map((t) => `${w} ${t}`),
    ),
    ...['how many is that', 'how many altogether', 'how many in all'],
  ],
  examples: [{ before: 'how many lima quarries', said: 'and adding the quito ones, what is the total?', b: 'the quito ones' }],
};

/**
 * "how many lima firms earn above that number?" after an answer of one figure: the figure in the
 * pointer's place (compose/previous-figures.ts figurePointed), the question then asked on its own.
 * Only after a bound (`bounds`), so "that number" said otherwise ("what is that number by region")
 * is left to the other readers.
 */
export const FIGURE_POINTED: {
  bounds: string[];
  pointers: string[];
  unmeasured: string[];
  ofPrevious: string[];
  examples: { said: string; after: string; reads: string }[];
} = {
  bounds: ['above', 'over', 'below', 'under', 'more than', 'less than', 'greater than', 'at least', 'at most', 'bigger than'],
  pointers: [
    ...['that number', 'that figure', 'that amount', 'that total', 'that sum', 'that value', 'that level', 'that mark'],
    ...['this number', 'this figure', 'this amount', 'this total', 'the previous number', 'the previous figure', 'that'],
  ],
  /** "which of those sit under that": a bound said after a verb that names no measure, the figure's own measure said with it. */
  unmeasured: ['are', 'is', 'were', 'was', 'sit', 'fall', 'land', 'come in'],
  /** "which of those sit under that": asked of the previous answer's records, so read with the conversation before it. */
  ofPrevious: ['of them', 'of those', 'of these', 'among them', 'among those'],
  examples: [
    {
      said: 'which of those quarries sit under that?',
      after: 'the average zeta of lima quarries',
      reads: 'which of those quarries sit zeta under 1200?',
    },
    {
      said: 'how many zeta firms earn above that figure?',
      after: 'the summed revenue of my lima firms',
      reads: 'how many zeta firms earn above 1200?',
    },
  ],
};

/**
 * "how many quarries in lima.. actually no, what's their total revenue": a question taken back and
 * asked again (compose/corrected.ts), the second asked as a follow-up of the first. `marks` say it
 * is taken back, after a break (dots, a dash, a comma or a stop: rules/compose-text.ts correctedAfter);
 * `alone`, "actually" or "wait" by itself, only after a dash or dots.
 */
export const CORRECTED = {
  marks: [
    ...['actually no', 'actually, no', 'no wait', 'no, wait', 'wait no', 'wait, no', 'scratch that', 'no scratch that'],
    ...['no, scratch that', 'correction', 'make that', 'on second thought', 'on second thoughts', 'i take that back', 'or rather'],
  ],
  alone: ['actually', 'wait'],
  examples: [
    'how many quarries in lima.. actually no, the summed zeta of them',
    'mean zeta of the quito deals — scratch that, the median',
    'how many zeta firms — actually, what share of them are in lima?',
  ],
  not: ['how many zeta firms are actually in lima', 'what is the zeta total, no matter the region'],
};

/**
 * "compared with Quito, which one is ahead?", "is that more than in Quito?" after an answer of one
 * figure: the question before asked again of the value named, the two figures weighed, the larger named
 * first (compose/weighed-previous.ts).
 */
export const WEIGHED_WITH_PREVIOUS = {
  leads: GAP_TO_PREVIOUS.leads,
  against: ['compared with', 'compared to', 'versus', 'vs', 'against', 'next to', 'relative to', 'set against'],
  weighed: [...GAP_TO_PREVIOUS.weighed, 'ahead', 'behind'],
  // (after the value and a comma: how far apart the two are asked, "against Quito, how big a gap?")
  gaps: [
    ...['how big', 'how wide', 'how large', 'what is the gap', "what's the gap", 'what is the difference', "what's the difference"],
    ...['by how much', 'how far apart', 'how much more', 'how many more', 'what gap', 'the gap'],
  ],
  // (said after the value: the same question, "against Lima on the same basis, …")
  same: ['on the same basis', 'on that basis', 'on the same terms', 'the same way', 'likewise', 'too', 'as well'],
  verbs: [...GAP_TO_PREVIOUS.verbs, 'were'],
  pointers: GAP_TO_PREVIOUS.pointers,
  links: ['in', 'for', 'at', 'of'],
  // ("and how would it compare to the quito quarries?": the same figure of other records, named whole)
  compare: { verbs: ['does', 'do', 'did', 'would', 'will'], with: ['with', 'to', 'against'] },
  examples: [
    { before: 'how many quarries do i have in lima', said: 'compared with Quito, which one holds more quarries?', value: 'Quito' },
    { before: 'how many quarries do i have in lima', said: 'is that more than in Quito?', value: 'Quito' },
  ],
};

/**
 * "in lima, how many quarries have not been visited, i.e. are still new?": a clause said again in
 * other words after one of `marks` (compose/restated.ts), read, when the whole is not read surely,
 * with the restatement in place of what it restates (the question's own opening, one of `opens`, kept).
 */
export const RESTATED = {
  marks: ['i.e.', 'ie', 'i.e', 'meaning', 'that is', 'that is to say', 'in other words', 'aka', 'a.k.a.', 'namely'],
  opens: ['how many', 'how much', 'which', 'what', 'who', 'count', 'list', 'show'],
  // (a restatement that says what the records are or have, to follow the opening: "are still new")
  verbs: ['are', 'is', 'were', 'was', 'have', 'has', 'had', 'do', 'does', 'did'],
  /** The fewest words a whole question said again after a mark has (compose/restated.ts restatedWhole). */
  wholeWords: 5,
  examples: [
    { said: 'in lima, how many quarries have not been visited, i.e. are still new?', reads: 'in lima, how many quarries are still new?' },
  ],
};

/**
 * "now the next 4?" after a ranking cut at its first rows: the rows after those, as many as
 * said (compose/next-rows.ts). `leads` open it, then `next` and a number; `tails` may follow.
 */
export const NEXT_ROWS = {
  leads: ['and', 'so', 'ok', 'okay', 'now', 'then', 'what about', 'how about', 'show me', 'give me', 'and what about', 'can i see'],
  next: ['the next', 'next', 'the following'],
  tails: ['after those', 'after that', 'after them', 'down', 'on the list', 'on that list', 'in line', 'below them', 'please'],
  examples: [
    { before: 'my five biggest quarries by zeta', said: 'ok the next six please', n: 'six' },
    { before: 'top 3 lima firms', said: 'what about the next 4 firms after those', n: '4' },
  ],
};
