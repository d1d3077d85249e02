/** The numbers in words that count records ("the five largest", "which three"), read by understand/order.ts and those after it. */
export const NUMBER_WORDS: Record<string, number> = {
  ...{ one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 },
  twenty: 20,
};

/**
 * Numbers said in words ("a dozen", "ninety", "five hundred k", "two and a half million"):
 * read as digits before the other readers (understand/amounts.ts), so that a bound, a count or
 * an amount can use them. A phrase is read only when it holds a word that only a number says (a
 * tens word, "hundred", "dozen", a scale word after a number word): "one" or "three" alone stay as
 * written (ordinals and "the top three" have their own readers).
 */
export const NUMBER_SAID: {
  units: Record<string, number>;
  tens: Record<string, number>;
  hundred: string[];
  scales: Record<string, number>;
  dozen: string[];
  /** Parts of a number said before a scale ("half a million", "a quarter of a million", "quarter million"). */
  fractions: Record<string, number>;
  /** Bounds after which a small number word alone is a number ("at most ten staff"). */
  bounds: string[];
  /** Words after which "zero" alone is the number 0 ("a score of zero"; "zero deals" is read as none by its own readers). */
  zeroAfter: string[];
  examples: { said: string; reads: string }[];
} = {
  units: {
    a: 1,
    an: 1,
    zero: 0,
    ...Object.fromEntries(Object.entries(NUMBER_WORDS).filter(([, n]) => n < 11)),
    eleven: 11,
    twelve: 12,
    thirteen: 13,
    fourteen: 14,
    fifteen: 15,
    sixteen: 16,
    seventeen: 17,
    eighteen: 18,
    nineteen: 19,
  },
  tens: { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 },
  hundred: ['hundred'],
  scales: {
    ...{ thousand: 1e3, thousands: 1e3, grand: 1e3, k: 1e3, million: 1e6, millions: 1e6, mil: 1e6, mm: 1e6, m: 1e6 },
    ...{ billion: 1e9, billions: 1e9, bn: 1e9, b: 1e9 },
  },
  dozen: ['dozen'],
  fractions: { half: 0.5, quarter: 0.25 },
  bounds: [
    ...['at most', 'at least', 'more than', 'fewer than', 'less than', 'no more than', 'no fewer than', 'no less than'],
    ...['over', 'under', 'above', 'below', 'up to', 'exactly', 'greater than', 'or more than'],
  ],
  zeroAfter: ['of', 'at', 'is', 'to', 'equals', 'was', 'exactly', 'stuck at', 'sitting at'],
  examples: [
    { said: 'zeta firms over seventy five million', reads: 'zeta firms over 75000000' },
    { said: 'quito leads with a rating of zero', reads: 'quito leads with a rating of 0' },
    { said: 'lumen deals under three hundred k', reads: 'lumen deals under 300000' },
    { said: 'regions with a dozen or more leads', reads: 'regions with at least 12 leads' },
    { said: 'quito leads scoring sixty-five or above', reads: 'quito leads scoring at least 65' },
    { said: 'lima accounts above two and a half million', reads: 'lima accounts above 2500000' },
    { said: 'half a dozen lima deals', reads: '6 lima deals' },
    { said: 'zeta deals worth over a quarter of a million', reads: 'zeta deals worth over 250000' },
    { said: 'lima quarries past quarter million', reads: 'lima quarries past 250000' },
    { said: 'the last quarter of lima deals', reads: 'the last quarter of lima deals' },
    // a scale's thousands written apart, never a year ("2000")
    { said: 'zeta firms with more than two thousand staff', reads: 'zeta firms with more than 2,000 staff' },
    { said: 'a hundred and ten zeta contacts', reads: '110 zeta contacts' },
    { said: 'show the top three lima accounts', reads: 'show the top 3 lima accounts' },
    { said: 'which one is a lumen account', reads: 'which one is a lumen account' },
    { said: 'quito firms with at most ten staff', reads: 'quito firms with at most 10 staff' },
    // ("zero open deals" alone is none of them: lexicon/bounds.ts NONE_SAID)
    { said: 'lost zeta deals still weighted above zero', reads: 'lost zeta deals still weighted above 0' },
  ],
};
