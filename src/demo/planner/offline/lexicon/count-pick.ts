/**
 * A count, then which of the records counted holds something ("how many people work at lima
 * foods, and which of them is the cfo"): two questions in one (compose/count-pick.ts). The count
 * is asked alone; the pick is asked as the list without its count words (`counts`, said at the
 * start of the first question), its rows the ones picked. `picks` join the two questions.
 */
export const COUNT_PICK: { picks: string[]; counts: string[]; examples: { said: string; count: string; pick: string }[] } = {
  picks: [
    'and which one of them',
    'and which of them',
    'and which ones of them',
    'and who of them',
    'and which one of those',
    'and which of those',
    'which one of them',
    'which of them',
    'and which one',
  ],
  counts: ['how many', 'the number of', 'number of', 'count of', 'count the', 'count'],
  examples: [
    {
      said: 'How many people does Lima Foods employ, and which of them is the CFO?',
      count: 'How many people does Lima Foods employ',
      pick: 'people does Lima Foods employ, and which of them is the CFO',
    },
    {
      said: 'count the open deals at quito labs - which one of them is largest?',
      count: 'count the open deals at quito labs',
      pick: 'open deals at quito labs - which one of them is largest',
    },
  ],
};
