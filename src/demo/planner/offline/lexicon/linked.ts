/**
 * "which firm is this one tied to?" after one deal: the record of another kind that the one row of
 * the previous answer points at by an id field of its own (account_id), asked for by that id in
 * the row's app (compose/linked-record.ts). `words` are all a follow-up may say besides the kind
 * and a pointer; `pointers` say it is about the previous answer's row; `as` is how it is asked.
 */
export const LINKED_RECORD = {
  pointers: ['it', 'that', 'this', 'its', 'they', 'them', 'their', 'one'],
  words: [
    'which',
    'what',
    'whose',
    'who',
    'with',
    'for',
    'behind',
    'under',
    'belong',
    'belongs',
    'attached',
    'tied',
    'linked',
    'of',
    'owns',
    'own',
  ],
  as: '{kind} {id} in the {app}',
  maxWords: 9,
  examples: [
    { said: 'which account is this one tied to?', reads: 'account 66 in the crm' },
    { said: 'and the account behind it?', reads: 'account 66 in the crm' },
    { said: 'what account does this deal belong to', reads: 'account 66 in the crm' },
  ],
};

/**
 * "who else is on staff there?" after one person: the people of that person's firm but them,
 * asked by the firm's id in the person's app (compose/linked-record.ts). `asks` says others are
 * wanted, beside a word of `people`; `as` is how it is asked ({app}, the person's kind as a plural, the firm's kind and id).
 */
export const LINKED_OTHERS = {
  asks: ['else', 'colleagues', 'colleague', 'coworkers', 'co-workers', 'teammates', 'peers'],
  /** Words that say people are wanted (never "what else is there on her?"). */
  people: [
    'who',
    'whom',
    'anyone',
    'anybody',
    'someone',
    'people',
    'contacts',
    'colleagues',
    'coworkers',
    'co-workers',
    'teammates',
    'peers',
    'staff',
  ],
  as: '{app} {people} at {kind} {id} other than {name}',
  maxWords: 10,
  examples: [{ said: 'who else is on staff there with him?', reads: 'crm contacts at account 66 other than Ada Zeta' }],
};
