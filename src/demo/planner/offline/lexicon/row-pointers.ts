/**
 * A follow-up that points at one record the previous answer showed by how it compares with the
 * other ("the larger of the two", "the smaller one"): read with that record's name in place of
 * the pointing words (choose/pointed-row.ts), the record being the one holding the highest (`more`)
 * or lowest (`less`) figure of the rows' main measure. Only after an answer of exactly two records
 * (a comparative picks one of two); `ends` say that the pointer ends there.
 */
export const ROW_POINTERS: {
  leads: string[];
  more: string[];
  less: string[];
  ends: string[];
  examples: { rows: { name: string; revenue: number }[]; said: string; reads: string }[];
} = {
  leads: ['the', 'that'],
  more: ['bigger', 'larger', 'higher', 'richer', 'greater'],
  less: ['smaller', 'lower', 'littler', 'lesser'],
  ends: ['of the two', 'of them both', 'of both', 'of the pair', 'of those two', 'of these two', 'of them', 'of those', 'one'],
  examples: [
    {
      rows: [
        { name: 'Lima Foods', revenue: 10 },
        { name: 'Quito Labs', revenue: 20 },
      ],
      said: 'people at the larger of the two?',
      reads: 'people at Quito Labs?',
    },
    {
      rows: [
        { name: 'Lima Foods', revenue: 10 },
        { name: 'Quito Labs', revenue: 20 },
      ],
      said: 'and open deals for the smaller one',
      reads: 'and open deals for Lima Foods',
    },
  ],
};

/** Three firms, largest first: the rows the examples of ROW_PICKS point into. */
const THREE_FIRMS = [
  { name: 'Lima Foods', revenue: 30 },
  { name: 'Quito Labs', revenue: 20 },
  { name: 'Zeta Mills', revenue: 10 },
];

/**
 * "the top one", "the second of them", "the smallest one" after an answer of several records: one
 * of them, by its place in the answer (`places`, -1 the last) or by the rows' main measure (`most`,
 * `least`), said after `leads` and before `ends` (choose/pointed-row.ts pickedRow).
 */
export const ROW_PICKS: {
  leads: string[];
  places: Record<string, number>;
  most: string[];
  least: string[];
  ends: string[];
  numbered: { after: string[]; as: string[] };
  examples: { rows: { name: string; revenue: number }[]; said: string; picks: string; rest: string }[];
} = {
  leads: ['the', 'that'],
  places: { top: 1, first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5, last: -1 },
  most: ['biggest', 'largest', 'highest', 'richest', 'greatest'],
  least: ['smallest', 'lowest', 'littlest', 'tiniest'],
  ends: ['one', 'of them', 'of those', 'of these', 'one on the list', 'one in the list', 'on the list', 'in the list'],
  /** "the people at #1", "number 2 on that list": a place said as a number after one of these (read as its word, "the top one"). */
  numbered: { after: ['#', 'number', 'no.', 'spot'], as: ['first', 'second', 'third', 'fourth', 'fifth'] },
  examples: [
    {
      rows: THREE_FIRMS,
      said: 'which firm owns the top one?',
      picks: 'Lima Foods',
      rest: 'which firm owns it?',
    },
    {
      rows: THREE_FIRMS,
      said: 'and the people working for the smallest of them',
      picks: 'Zeta Mills',
      rest: 'and the people working for it',
    },
    {
      rows: THREE_FIRMS,
      said: 'who is the second one with',
      picks: 'Quito Labs',
      rest: 'who is it with',
    },
  ],
};

/** Words that stand for rows shown before ("the lima ones", "those"): a lead that leaves them out narrows, changes nothing. */
export const ROW_WORDS: string[] = ['ones', 'those', 'these', 'them'];

/**
 * "list them", "ok show me those", "which are they?" after a count or a figure: the previous
 * answer's rows themselves, every one of them (run/refine.ts). The whole message must be one
 * of these: an opening, a verb, maybe "me", and a pointer; or a question that asks which they are.
 */
export const SHOW_THEM: { opens: string[]; verbs: string[]; pointers: string[]; asks: string[]; examples: string[]; not: string[] } = {
  opens: ['ok', 'okay', 'great', 'thanks', 'cool', 'now', 'then', 'and', 'please', 'can you', 'could you', 'pls'],
  verbs: ['list', 'show', 'name', 'display', 'give', 'see', 'print', 'let me see', 'pull up'],
  pointers: ['them', 'those', 'these', 'them all', 'all of them', 'those ones', 'the list', 'that list', 'the names'],
  asks: ['which are they', 'which ones are they', 'who are they', 'what are they', 'which ones', 'which ones are those', 'what are those'],
  examples: ['list them', 'ok show me those', 'which ones are they?', 'can you list them all please'],
  not: ['list them by revenue', 'show me those in lima', 'list the quito firms'],
};
