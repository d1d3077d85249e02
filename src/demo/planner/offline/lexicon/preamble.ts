/**
 * What a person says before the question itself (compose/preamble.ts): a few words set apart by
 * a colon, or whole sentences ended before the last one. `plain` are words that name no value
 * there (the person, a time said in passing: "we meet before the review …"); each example is read as its question alone
 * (test/internals/reader-lexicon.test.ts).
 */
export const PREAMBLE: {
  colon: string;
  sentenceEnds: string[];
  maxWords: number;
  minQuestionWords: number;
  plain: string[];
  examples: { said: string; question: string }[];
} = {
  colon: ':',
  sentenceEnds: ['. ', '! '],
  maxWords: 25,
  minQuestionWords: 4,
  plain: ['i', "i've", "i'm", "i'd", "i'll", 'we', "we're", "we've", 'our', 'my', 'before', 'after', 'ahead', 'during', 'while'],
  examples: [
    { said: 'For the quarterly memo: list every qualified lead in the crm', question: 'list every qualified lead in the crm' },
    {
      said: 'My manager wants this by noon. Sum the value of negotiation deals',
      question: 'Sum the value of negotiation deals',
    },
  ],
};
