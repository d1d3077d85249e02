// Whether a record is the caller's, asked in few words: "Zeta Ltd: mine, or not?", "ours, or is
// it a 3rd-party firm?". Read as the questions the readers know (understand/reworded.ts); each
// entry's examples run in test/internals/reader-lexicon.test.ts.

import { OWN_WORDS } from './compose.js';

/**
 * "zeta: ours? or is it a 3rd-party firm?": the second of the two lists said as a question
 * of its own. Read as "mine or third party" (understand/reworded.ts), the choice the readers know.
 */
export const OTHER_LIST_ASKED: {
  asks: string[];
  lists: string[];
  kinds: string[];
  as: string;
  examples: { said: string; reads: string }[];
} = {
  asks: ['is it', 'is that', 'are they', 'rather'],
  lists: ['third party', 'third-party', '3rd party', '3rd-party'],
  kinds: ['one', 'ones', 'account', 'accounts', 'client', 'clients', 'firm', 'company'],
  as: 'or third party',
  examples: [
    { said: 'zeta ltd - ours? or is it a 3rd-party account?', reads: 'zeta ltd - ours? or third party?' },
    { said: 'is quito steel my own or a third party firm', reads: 'is quito steel mine or third party' },
  ],
};

/**
 * "Zeta Ltd: mine, or not?", "Nova Labs - in my territory?": whether a record named first is the
 * caller's, asked in a word. Read as "is Zeta Ltd mine?" (understand/reworded.ts), a yes or a no.
 */
export const MINE_ASKED: { said: string[]; tails: string[]; as: string; examples: { said: string; reads: string }[] } = {
  said: ['mine', 'one of mine', 'ours', 'one of ours', 'my own', 'in my territory', 'in my book', 'in my patch', 'on my list'],
  tails: ['or not', 'or no', 'or nah'],
  as: 'mine',
  examples: [
    { said: 'Zeta Ltd: mine, or not?', reads: 'is Zeta Ltd mine?' },
    { said: 'Nova Labs LLC - in my book?', reads: 'is Nova Labs LLC mine?' },
  ],
};

/**
 * "just the firms assigned to me", "clients owned by us": the caller's own records, said after
 * them. Read as "my accounts" (understand/reworded.ts).
 */
export const OWNED_BY_ME: { verbs: string[]; persons: string[]; of: string[]; examples: { said: string; reads: string }[] } = {
  verbs: ['assigned to', 'owned by', 'belonging to', 'that belong to', 'handled by', 'managed by', 'looked after by'],
  persons: ['me', 'myself', 'us'],
  /** Said straight after the records ("the firms of me"), with no verb ("of mine" is read as mine where it stands). */
  of: ['of me'],
  examples: [
    { said: 'what revenue do the clients of me in quito make', reads: 'what revenue do my clients in quito make' },
    { said: 'a tally for quito, only the firms assigned to me', reads: 'a tally for quito, only my firms' },
    { said: 'revenue of the clients handled by us in lima', reads: 'revenue of my clients in lima' },
  ],
};

/**
 * "and for mine?", "now my own" after a question of the other list: the caller's own list said
 * alone, with no kind of record. Read with the kind of record the previous question named, after
 * `as` ("my quarries") (choose/followup.ts).
 */
export const OWN_LIST_ALONE: { said: string[]; as: string; examples: { said: string; after: string; reads: string }[] } = {
  said: [...OWN_WORDS, 'my side', 'my list', 'my own list', 'me'],
  as: 'my',
  examples: [
    { said: 'and for mine?', after: 'how many 3rd-party firms sit in lima?', reads: 'how many my firms sit in lima?' },
    { said: 'what about my own', after: 'total revenue of third party firms in quito', reads: 'total revenue of my firms in quito' },
  ],
};

/**
 * "… the third-party quarries?" after "which zeta earns most in my book?": the caller's own
 * list said as a place (`said`), which names no kind of record; replaced by the list the
 * follow-up names, read `as` ("among the third-party quarries", choose/followup.ts).
 */
export const OWN_LIST_PLACES: { said: string[]; as: string; examples: { said: string; after: string; reads: string }[] } = {
  said: ['in my territory', 'in my book', 'in my patch', 'on my list', 'in my portfolio', 'in my own territory'],
  as: 'among {records}',
  examples: [
    {
      said: 'and for 3rd-party firms?',
      after: 'which zeta earns most in my book?',
      reads: 'which zeta earns most among 3rd-party firms?',
    },
  ],
};

/**
 * "plus 3rd-party firms?" after "mean zeta across my lima firms": the words replaced run back from
 * the kind of record over its values and list words ("my lima"), never past one of these, which opens
 * the phrase naming the records (choose/followup.ts).
 */
export const SUBJECT_OPENERS: { words: string[]; examples: { said: string; after: string; reads: string }[] } = {
  words: ['across', 'among', 'amongst', 'throughout', 'within', 'over', 'between', 'per', 'for', 'from'],
  examples: [{ said: 'plus 3rd-party firms?', after: 'mean zeta across my lima firms?', reads: 'mean zeta across 3rd-party lima firms?' }],
};

/**
 * "the provinces in which I hold six-plus quarries": places holding the caller's own records, said
 * with a clause that counts them. Read as "with" (understand/reworded.ts); when it names no list of its own
 * `owner` follows it ("the provinces with six-plus quarries of mine").
 */
export const HELD_BY_ME: {
  leads: string[];
  as: string;
  owner: string;
  owned: string[];
  /** The most words before it: the places are what the question asks for ("list the provinces where i have …"). */
  maxBefore: number;
  examples: { said: string; reads: string }[];
} = {
  leads: [
    ...['in which i have', 'in which we have', 'where i have', 'where we have', 'in which i hold', 'where i hold'],
    ...['in which i own', 'where i own', 'where i got', "where i've got", 'where ive got'],
  ],
  as: 'with',
  owner: 'of mine',
  owned: ['my', 'our', 'mine', 'ours'],
  maxBefore: 4,
  examples: [
    { said: 'provinces where i have 6+ quarries?', reads: 'provinces with 6+ quarries of mine?' },
    { said: 'any province in which i hold six-plus of my own quarries', reads: 'any province with six-plus of my own quarries' },
  ],
};

/**
 * "what does Zeta Ltd make? (that is one of ours)": an aside saying whose one record is, which the
 * name already says; dropped (understand/reworded.ts). Only said of one ("it", "one of"): "(mine
 * only)" after a question of many records keeps its list.
 */
export const OWNER_ASIDE: { leads: string[]; owners: string[]; examples: { said: string; reads: string }[] } = {
  leads: ["it's", 'it is', "that's", 'that is', 'which is', 'this is', "she's at", "he's at", 'she is at', 'he is at'],
  owners: [
    ...['one of mine', 'one of my own', 'one of ours', 'a third-party one', 'a third party one', 'a 3rd party one'],
    // ("one of my clients", "one of the 3rd-party quarries", "a territory account")
    ...['my', 'our', 'my own', 'the third-party', 'the third party', 'the 3rd party'].flatMap((whose) =>
      ['accounts', 'clients', 'customers', 'firms', 'companies', 'ones', 'territory accounts'].map((kind) => `one of ${whose} ${kind}`),
    ),
    ...['a third-party account', 'a third party account', 'a territory account', 'a 3rd party account'],
  ],
  examples: [{ said: 'who runs Zeta Ltd? (it is one of mine)', reads: 'who runs Zeta Ltd?' }],
};

/**
 * "the median revenue of all zeta accounts": every list of a kind in one app, the caller's own and
 * the rest (choose/whole-app.ts): one of `leads`, maybe "the", the app's name, a kind of record;
 * never after an owner ("my", "our": "all my zeta accounts" is the caller's own list).
 */
export const WHOLE_APP = {
  leads: ['all', 'every', 'entire', 'whole', 'both'],
  skipped: ['the', 'of'],
  owners: ['my', 'our', 'mine', 'ours'],
  // ("both zeta lists": the app's lists of the kind its caller's own list holds, that kind unsaid)
  lists: ['list', 'lists', 'book', 'books'],
  // ("states where the zeta api has no accounts": the app said as a whole holds every list of the kind, when no list is named)
  sources: ['api', 'data', 'system', 'database'],
  // (beside `owners`: words that name one of the app's lists)
  listNamed: ['own', 'third', '3rd', 'thirdparty'],
  // ("the territory API", "the CRM's API": said beside an app's name, part of it, never a value in capitals; choose/vocab.ts)
  nameParts: ['api'],
  examples: [
    ...['median revenue of all zeta accounts', 'how many contacts across every zeta account', 'total revenue across both zeta lists'],
    'states in which crm firms sit though the zeta api holds no accounts',
  ],
};

/**
 * "our utah clients": the accounts of a US state said with "our" are the caller's own list, as
 * "my utah clients" (understand/plain.ts); "our peruvian clients", of no state, are left as said.
 */
export const OUR_STATE: { said: string; as: string; kinds: string[]; examples: { said: string; reads: string }[] } = {
  said: 'our',
  as: 'my',
  kinds: ['accounts', 'accts', 'clients', 'customers', 'account', 'acct', 'client', 'customer'],
  examples: [
    { said: 'median zeta for our utah clients', reads: 'median zeta for my utah clients' },
    { said: 'sum of zeta for our peruvian clients', reads: 'sum of zeta for our peruvian clients' },
  ],
};

/**
 * "list my people at Zeta Labs" when Zeta Labs is none of the caller's own records: the owner word
 * before a kind of record read as `as` (compose/not-mine.ts), the question asked again of the record named.
 */
export const NOT_MINE: { owners: string[]; as: string; examples: { said: string; reads: string }[] } = {
  owners: ['my', 'our'],
  as: 'the',
  examples: [{ said: 'list my people at Zeta Labs with their roles', reads: 'list the people at Zeta Labs with their roles' }],
};
