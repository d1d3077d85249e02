/**
 * Places a tool names in full that people call by a shorter name: a known value that is a key
 * here (lower case) is also found by these words, as whole words in any letter case ("accounts
 * in asia" finds the region "Asia Pacific"); core/known.ts adds them to the value's patterns.
 * The answer names the value it used, so the reading is plain to see.
 */
export const PLACES_SAID: { of: Record<string, string[]>; examples: { said: string; finds: string }[] } = {
  of: {
    'asia pacific': ['asia', 'apac', 'asia pac'],
    'middle east & africa': ['middle east', 'africa', 'mea'],
    'latin america': ['latam', 'south america', 'central america'],
  },
  examples: [
    { said: 'open pipeline in asia', finds: 'Asia Pacific' },
    { said: 'any firms in africa?', finds: 'Middle East & Africa' },
    { said: 'latam deals', finds: 'Latin America' },
  ],
};
