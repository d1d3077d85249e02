/**
 * A count, then which of the records counted holds something ("count the deals at lima foods,
 * plus which among those is the largest"): two questions in one (compose/count-pick.ts). The count
 * is asked alone; the pick is asked as the list without its count words (`counts`, said at the
 * start of the first question), its rows the ones picked. The pick is said as one of `asks`, then
 * one of `pointers`, after at most one of `joins`.
 */
export const COUNT_PICK: {
  joins: string[];
  asks: string[];
  pointers: string[];
  /** The pick said with no pointer, before "is" or "are" ("…; who is its cfo?"). */
  bare: string[];
  counts: string[];
  examples: { said: string; count: string; pick: string }[];
} = {
  joins: ['and', 'plus', 'also'],
  asks: ['which one of', 'which ones of', 'which of', 'who of', 'which among', 'who among', 'which one among'],
  pointers: ['them', 'those', 'these'],
  bare: ['which one', 'which ones', 'who'],
  counts: ['how many', 'the number of', 'number of', 'count of', 'count the', 'count'],
  examples: [
    {
      said: 'How many people does Lima Foods employ, and which among them holds the CFO title?',
      count: 'How many people does Lima Foods employ',
      pick: 'people does Lima Foods employ, and which among them holds the CFO title',
    },
    {
      said: 'how many contacts has lumen co got; who is its primary one?',
      count: 'how many contacts has lumen co got',
      pick: 'contacts has lumen co got; who is its primary one',
    },
    {
      said: 'count the open deals at quito labs - which of those is biggest?',
      count: 'count the open deals at quito labs',
      pick: 'open deals at quito labs - which of those is biggest',
    },
  ],
};
