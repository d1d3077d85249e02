/**
 * Places a tool names in full that people call by a shorter name: a known value that is a key
 * here (lower case) is also found by these words, as whole words in any letter case ("accounts
 * in asia" finds the region "Asia Pacific"); core/known.ts adds them to the value's patterns.
 * The answer names the value it used, so the reading is plain to see. Never after a word that makes
 * it part of another place's name (`notAfter`).
 */
export const PLACES_SAID: { of: Record<string, string[]>; notAfter: string[]; examples: { said: string; finds: string }[] } = {
  of: {
    'asia pacific': ['asia', 'apac', 'asia pac'],
    'middle east & africa': ['middle east', 'africa', 'mea'],
    'latin america': ['latam', 'south america', 'central america'],
  },
  /** Words that make the short name part of another place ("south africa" is a country, not the region). */
  notAfter: ['south', 'north', 'east', 'west', 'central', 'southern', 'northern', 'eastern', 'western', 'southeast', 'southwest'],
  examples: [
    { said: 'open pipeline in asia', finds: 'Asia Pacific' },
    { said: 'any firms in africa?', finds: 'Middle East & Africa' },
    { said: 'latam deals', finds: 'Latin America' },
  ],
};
