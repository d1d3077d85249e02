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
