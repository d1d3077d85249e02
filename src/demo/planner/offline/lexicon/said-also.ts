/**
 * "break my lima firms down by city", "split the quito deals up by stage": a breakdown said as a
 * verb around the records. Read as "<records> broken down by" (understand/reworded.ts).
 */
export const BREAK_DOWN: { verbs: string[]; particles: string[]; as: string; examples: { said: string; reads: string }[] } = {
  verbs: ['break', 'split', 'bucket', 'slice', 'carve', 'group'],
  particles: ['down', 'up', 'out'],
  as: 'broken down by',
  examples: [
    { said: 'break my lima firms down by city, a tally for each', reads: 'my lima firms broken down by city, a tally for each' },
    { said: 'split the quito deals up by stage', reads: 'the quito deals broken down by stage' },
  ],
};

/**
 * "firms with somebody holding the CTO title", "anyone with a VP of Sales role": a person of that
 * title, said as the title's holder. Read as "a CTO title" (understand/reworded.ts), which the
 * readers of records having others know.
 */
export const TITLE_HOLDER: { persons: string[]; verbs: string[]; words: string[]; examples: { said: string; reads: string }[] } = {
  persons: ['somebody', 'someone', 'anybody', 'anyone', 'a person', 'a contact', 'people', 'a guy'],
  verbs: ['with', 'holding', 'having', 'who has', 'who holds'],
  words: ['title', 'job title', 'role', 'position'],
  examples: [
    { said: 'which lima firms have somebody holding the CTO title', reads: 'which lima firms have a CTO title' },
    { said: 'quito clients with anyone with a head of sales role', reads: 'quito clients with a head of sales title' },
  ],
};
