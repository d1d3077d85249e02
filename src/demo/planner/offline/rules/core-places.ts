import { named, type Rules } from './rule.js';

/**
 * Reading places in core/: a country said by its initials or adjective (core/countries.ts) and a
 * US state said by its name, a shortened name or its two-letter code (core/states.ts).
 */
export const PLACE_RULES = named('PLACE_RULES', {
  recordsAfterInitials: {
    means: "what follows a country's initials in lower case: the records or places of that country",
    pattern:
      /^[\s-]+(?:based\s+)?(?:crm\s+)?(?:accounts?|leads?|contacts?|deals?|opportunit(?:y|ies)|opps?|companies|company|customers?|firms?|clients?|states?)\b/i,
    examples: [' crm accounts', '-based firms', ' leads'],
    not: [' about it', 'accounts'],
  },
  placesOfInitials: {
    means: "the states, regions or cities of a country said by its initials ('US states')",
    pattern: /\b(US|USA|UK)\s+(states?|regions?|cities|city)\b/g,
    examples: [
      ['best US states', 'US'],
      ['UK cities', 'UK'],
    ],
    not: ['us states', 'US stateside'],
  },
  letterRuns: { means: 'every run of letters (a word to look at)', pattern: /[A-Za-z]+/g, examples: [' Word '], not: ['123'] },
  initialsInCapitals: {
    means: "a country's initials written in capitals",
    pattern: /^[A-Z]{2,3}$/,
    examples: ['UK', 'USA'],
    not: ['Usa', 'UKRA'],
  },
  theBefore: { means: "'the' just before (in the us)", pattern: /\bthe\s+$/i, examples: ['in the '], not: ['other ', 'the'] },
  usaOrUae: { means: 'USA or UAE, in any case', pattern: /^(?:usa|uae)$/i, examples: ['usa', 'UAE'], not: ['usas'] },
  usOrUk: {
    means: 'us or uk, in any case (also English words, so read only in place)',
    pattern: /^(?:us|uk)$/i,
    examples: ['us', 'UK'],
    not: ['use'],
  },
  beforeInitials: {
    means: "where a country's initials can stand before records: at the start or after a counting or place word",
    pattern: /(?:^|\b(?:many|of|all|our|my|for|at|among|in|are|which|what|list|count|total)\s+)$/i,
    examples: ['', 'how many ', 'list '],
    not: ['show '],
  },
  wordBefore: { means: 'the word just before', pattern: /([A-Za-z]+)\s+$/, examples: [['the north ', 'north']], not: ['north'] },
  endsInN: { means: "a word ending in n (an adjective: 'American')", pattern: /n$/i, examples: ['american'], not: ['america'] },
  cutStateName: {
    means: "a word of four or more letters after 'in' or 'from' (a state's name cut short: 'from penn')",
    pattern: /\b(?:in|from|of|across)\s+([a-z]{4,})\b/g,
    examples: [['deals from penn', 'penn']],
    not: ['in ny'],
  },
  orAnd: { means: "'or' or 'and' alone", pattern: /^(?:or|and)$/, examples: ['or', 'and'], not: ['orange'] },
  upperCode: { means: 'every two capitals as a word (a state code)', pattern: /\b[A-Z]{2}\b/g, examples: ['sales in TX'], not: ['Texas'] },
  codeListGap: {
    means: "what stands between two codes of a list ('CA, OR or WA')",
    pattern: /^[\s,/&+]*(?:or|and)?[\s,/&+]*$/i,
    examples: [', ', ' or ', ' + '],
    not: [' but '],
  },
  placedBefore: {
    means: "a place word just before ('deals in OR')",
    pattern: /\b(?:in|from|across|outside)\s+$/i,
    examples: ['deals in ', 'from '],
    not: ['within', 'sales '],
  },
  codeCanStand: {
    means: "where only a place can follow (after in/from or an exclusion, between 'my' and a plural, said first)",
    pattern:
      /\b(in|from|across|of|or|and|about|for|counting|excluding|except|besides|outside|than|skip|minus|ignoring)\s+(?=([a-z]{2})\b)|(?:\b(?:my|our|the|all)\s+(?:[a-z]+est\s+)?|^)(?=([a-z]{2})\s+[a-z]{3,}\b)|^(?=([a-z]{2})\s*[:,;—–-])/g,
    examples: [['accounts in tx', 'in'], 'my biggest ny account', 'ca: only mine', ['what about tx', 'about']],
    not: ['deals in 2024'],
  },
  wordStart: { means: "every word's first letter (to write a name in capitals)", pattern: /\b[a-z]/g, examples: ['new york'], not: ['NY'] },
} satisfies Rules);
