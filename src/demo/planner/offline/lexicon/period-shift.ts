/**
 * A follow-up that asks the previous question of the period before or after the one it named
 * ("and the prior year", "what about the following year"): the previous question with its
 * year moved by `step` (choose/period-shift.ts), or its quarter when the phrase is of a `quarter`
 * ("and the following quarter?" after Q4 2031: Q1 2032). Read only when all of the follow-up is said
 * by these words: `leads`, then one of the `said` phrases, then at most one of `ends`.
 */
export const PERIOD_SHIFT: {
  leads: string[];
  said: { words: string[]; step: number; quarter?: boolean }[];
  ends: string[];
  examples: { before: string; said: string; reads: string }[];
} = {
  leads: ['and', 'ok', 'okay', 'so', 'what about', 'how about', 'same for', 'and for', 'and in', 'now', 'then', 'in'],
  said: [
    {
      words: [
        'the year before',
        'the year prior',
        'the prior year',
        'the previous year',
        'the preceding year',
        'a year earlier',
        'one year earlier',
      ],
      step: -1,
    },
    { words: ['the year after', 'the following year', 'the next year', 'a year later', 'one year later'], step: 1 },
    { words: ['two years before', 'two years earlier', 'the year before last'], step: -2 },
    {
      words: ['the following quarter', 'the next quarter', 'the quarter after that', 'the quarter after', 'the subsequent quarter'],
      step: 1,
      quarter: true,
    },
    {
      words: ['the previous quarter', 'the prior quarter', 'the quarter before that', 'the quarter before', 'the preceding quarter'],
      step: -1,
      quarter: true,
    },
  ],
  ends: ['that', 'that one', 'then', 'too', 'as well'],
  examples: [
    { before: 'lima deals won in 2023', said: 'and the prior year?', reads: 'lima deals won in 2022' },
    { before: 'quito leads created last year', said: 'what about the following year', reads: 'quito leads created in 2026' },
    { before: 'lima deals won in Q4 2030', said: 'and in the quarter after that?', reads: 'lima deals won in Q1 2031' },
  ],
};
