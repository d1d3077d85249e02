// Two sides weighed, said otherwise: which of two is ahead and by what margin, how far one is behind
// the other, a ratio said as "A-to-B". Each is read as a form the two-question reader knows
// (lexicon/compose.ts: "how many more X at A than at B", "gap between A and B", "which is bigger:
// A or B", "ratio of A to B") by understand/sides.ts. Each entry's examples run in
// test/internals/reader-lexicon.test.ts.

/**
 * "are there more CTOs in my book or in the crm's, and by how many?", "engineers - are there
 * more in lima or in quito?": which place holds more, and the gap. Read as "which is bigger: the
 * number of engineers in lima or the number of engineers in quito?" (the records said before a
 * dash when not after "more"; none said, not read so).
 */
export const MORE_AT_EITHER: { asks: string[]; places: string[]; byHow: string[]; examples: { said: string; reads: string }[] } = {
  asks: ['are there more', 'is there more', 'do we have more', 'have we got more', 'do you see more'],
  places: ['at', 'in', 'among', 'on', 'within'],
  byHow: ['by how many', 'by how much', 'how many more', "what's the gap", 'what is the gap'],
  examples: [
    {
      said: 'engineers - are there more in lima firms or in quito firms, and by how many?',
      reads: 'which is bigger: the number of engineers in lima firms or the number of engineers in quito firms?',
    },
    {
      said: 'are there more banks at my book or at the crm?',
      reads: 'which is bigger: the number of banks at my book or the number of banks at the crm?',
    },
  ],
};

/**
 * "how far behind my lima revenue is my quito revenue", "how far ahead of quito is lima on deal
 * value": the gap from the one behind to the one ahead. Read as "gap between <ahead> and
 * <behind>" (a measure said after "on"/"in" goes before both).
 */
export const HOW_FAR_BEHIND: {
  behind: string[];
  ahead: string[];
  joins: string[];
  /** After "in", only these name the measure ("in revenue"); else "in" says where ("the value in negotiation"). */
  inMeasures: string[];
  examples: { said: string; reads: string }[];
} = {
  behind: ['behind', 'below', 'short of', 'under', 'back of'],
  ahead: ['ahead of', 'above', 'over', 'in front of'],
  joins: ['on', 'by', 'for', 'in terms of'],
  inMeasures: [
    ...['revenue', 'value', 'deal value', 'pipeline', 'headcount', 'employees', 'employee count', 'score', 'sales', 'size'],
    ...['total revenue', 'total value', 'annual revenue', 'dollars', 'count', 'deal count', 'deals', 'won value', 'lost value'],
  ],
  examples: [
    { said: 'how far behind my lima revenue is my quito revenue?', reads: 'gap between my lima revenue and my quito revenue?' },
    { said: 'how far ahead of quito deals are lima deals on value', reads: 'gap between value of lima deals and value of quito deals' },
    {
      said: 'how far behind lima is quito on value, open deals only',
      reads: 'gap between value of lima and value of quito? open deals only',
    },
    {
      said: 'how far ahead of the quito total is the value now in review',
      reads: 'gap between the value now in review and the quito total',
    },
    { said: 'how far behind lima is quito in revenue', reads: 'gap between revenue of lima and revenue of quito' },
  ],
};

/**
 * "Lima vs Quito on won value: who leads, by how much?", "my book vs the crm on headcount -
 * as a ratio": two sides weighed on one measure, the measure said after them. Read as "which is
 * bigger: won value in Lima or won value in Quito?", "ratio of headcount in my book to headcount
 * in the crm", "gap between …", as `asks` says.
 */
export const SIDES_ON: {
  versus: string[];
  joins: string[];
  asks: { as: 'bigger' | 'ratio' | 'gap'; said: string[] }[];
  examples: { said: string; reads: string }[];
} = {
  versus: ['vs', 'vs.', 'versus', 'against', 'compared to', 'compared with'],
  joins: ['on', 'by', 'for', 'in terms of'],
  asks: [
    {
      as: 'bigger',
      said: [
        ...["who's ahead", 'who is ahead', "who's on top", 'who is on top', 'who wins', "who's winning", 'who leads'],
        ...["which one's ahead", 'which one is ahead', 'which is ahead', 'which side is ahead', 'which side wins', 'which wins'],
        ...['which is higher', 'which is bigger', 'which is larger', 'which one is higher', 'which one is bigger', 'which leads'],
      ],
    },
    { as: 'ratio', said: ['as a ratio', 'the ratio', "what's the ratio", 'what is the ratio', 'ratio please', 'how many times'] },
    { as: 'gap', said: ["what's the gap", 'what is the gap', 'the gap', 'how far apart', 'the difference', "what's the difference"] },
  ],
  examples: [
    {
      said: 'Lima vs Quito on headcount: who leads, by how much?',
      reads: 'which is bigger: headcount in Lima or headcount in Quito?',
    },
    { said: 'my book versus the crm on headcount - as a ratio', reads: 'ratio of headcount in my book to headcount in the crm?' },
    {
      said: 'mean deal size, lima vs quito: what is the ratio, lima over quito?',
      reads: 'ratio of mean deal size in lima to mean deal size in quito? lima over quito',
    },
  ],
};

/**
 * "lost-to-won dollar ratio", "the open-to-won count ratio": a ratio of two kinds of one
 * record said as "A-to-B". Read as "ratio of won value to lost value" (the measure said between;
 * a count when none is).
 */
export const TO_RATIO: { measures: Record<string, string>; examples: { said: string; reads: string }[] } = {
  measures: { dollar: 'value', dollars: 'value', value: 'value', money: 'value', revenue: 'revenue', count: 'count', deal: 'count' },
  examples: [
    { said: 'open-to-won dollar ratio this year', reads: 'ratio of open value to won value this year' },
    { said: 'the webinar-to-referral ratio', reads: 'the ratio of the number of webinar to the number of referral' },
  ],
};

/**
 * "A vs B - how many times as big a tally does B have": the side said to have more is the one divided.
 * The words of that clause: a ratio asked, then "does/do <side> have".
 */
export const RATIO_SUBJECT: { asks: string[]; verbs: string[]; examples: { said: string; first: string }[] } = {
  asks: ['how many times more', 'how many times as many', 'how many times bigger', 'how many times larger', 'how many times as much'],
  verbs: ['does', 'do', 'did'],
  examples: [{ said: 'banks, my book vs the crm: how many times as many banks does the crm have?', first: 'crm' }],
};

/**
 * "(mine divided by theirs)", "NY over IL": the order of a ratio or a gap said apart from its two
 * sides. Each word is placed by the side whose words hold it (`own`: a possessive said for the
 * words of its owner); an order that places neither side leaves the question unread as two.
 */
export const ORDER_SAID: { joins: string[]; own: Record<string, string[]>; examples: { said: string; order: [string, string] }[] } = {
  joins: ['divided by', 'over', 'minus', 'less', 'against', 'vs', 'versus', 'relative to', 'to'],
  own: { mine: ['my', 'mine', 'i'], ours: ['our', 'ours', 'we', 'my'], yours: ['your', 'yours'] },
  examples: [
    { said: 'mine divided by theirs', order: ['mine', 'theirs'] },
    { said: 'as a ratio, ny over il', order: ['ny', 'il'] },
  ],
};
