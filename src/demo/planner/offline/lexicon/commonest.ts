/**
 * The commonest value of a field said otherwise, read as "the most common <field>", the form the
 * readers of groups know (understand/said-more.ts).
 */

/**
 * "the zeta grade that's most common across my quarries": the field, then a relative clause saying
 * its value is the commonest; read as "the most common zeta grade across my quarries", the form
 * the readers of groups know (understand/said-more.ts).
 */
export const COMMON_AFTER: { relatives: string[]; ends: string[]; adjectives: string[]; examples: { said: string; reads: string }[] } = {
  relatives: ["that's", 'that’s', 'that is', 'which is', 'that was', 'which was'],
  ends: ['most', 'least'],
  adjectives: ['common', 'frequent', 'popular', 'usual', 'typical'],
  examples: [
    { said: "the zeta grade that's most common across my quarries", reads: 'the most common zeta grade across my quarries' },
    { said: 'which lima tag is least frequent', reads: 'which lima tag is least frequent' },
  ],
};

/**
 * "top zeta grade", "what's our leading lima channel?": a field named alone after a word for the
 * first, with no measure, asks for its commonest value (a kind of record named so, "top account",
 * is the largest record, left as said).
 */
export const TOP_ALONE: { asks: string[]; owners: string[]; leads: string[]; as: string; examples: { said: string; reads: string }[] } = {
  asks: ["what's", 'whats', 'what is', 'which is'],
  owners: ['the', 'our', 'my'],
  leads: ['top', 'leading', 'number one', '#1', 'main'],
  as: 'the most common',
  examples: [
    { said: 'top zeta grade', reads: 'the most common zeta grade' },
    { said: "what's our leading lima channel?", reads: 'the most common lima channel?' },
    { said: 'top account', reads: 'top account' },
  ],
};
