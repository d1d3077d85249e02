/**
 * Reading rules for the values a message names (understand/extract.ts): web and e-mail addresses, quoted text,
 * ids and references, amounts with their units, numbers of records said in words, capitalised names and
 * the words that never name a value.
 */
import { named, type Rules } from './rule.js';

export const EXTRACT_RULES = named('EXTRACT_RULES', {
  apostrophes: {
    means: 'an apostrophe, straight or curly (left out of a word to read it: "I\'m" as "im")',
    pattern: /['’]/g,
    examples: ["I'm", 'I’ve'],
    not: ['Im'],
  },
  hashBefore: {
    means: 'a "#" just before a number: the number is a reference ("account #42")',
    pattern: /#\s*$/,
    examples: ['account #', '# '],
    not: ['#5'],
  },
  url: {
    means: 'a web address with its scheme',
    pattern: /\bhttps?:\/\/[^\s'"<>]+/gi,
    examples: ['https://acme.io/x', 'see http://a.b'],
    not: ['ftp://x'],
  },
  trailingPunct: {
    means: 'marks that end a sentence after a web address, not part of it',
    pattern: /[.,;:!?)]+$/,
    examples: ['acme.io).', 'x.com,'],
    not: ['acme.io'],
  },
  bareWeb: {
    means: 'a web address written without its scheme ("acme.com", "www.acme.io")',
    pattern: /\b(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|co|biz|info|us|uk|de|ai)\b/gi,
    examples: ['acme.com', 'www.globex.io'],
    not: ['acme.cool'],
  },
  quoted: {
    means: 'text in quotes: the value as written (the quote mark first; an apostrophe inside a word opens none)',
    pattern: /(?<![a-z0-9])(['"‘“])([^'"’”]{1,80})['"’”]/gi,
    examples: [
      ['a "x" b', '"'],
      ['\u2018big one\u2019', '\u2018'],
    ],
    not: ["what's this"],
  },
  twoCaps: {
    means: 'a value of two letters or digits in capitals ("IT", "HR")',
    pattern: /^[A-Z0-9]{2}$/,
    examples: ['IT', 'HR'],
    not: ['it', 'ITS'],
  },
  nonLetter: {
    means: "any character that is no lower-case letter, taken out of a category's name",
    pattern: /[^a-z]/g,
    examples: ['e-mail', 'job title'],
    not: ['email'],
  },
  capsWord: {
    means: 'a word in capitals, an abbreviation ("IT"), never the pronoun',
    pattern: /^[A-Z]{2,5}$/,
    examples: ['IT', 'LATAM'],
    not: ['It', 'ABCDEF'],
  },
  shortWord: {
    means: 'a word of three to six letters, maybe an acronym of a value',
    pattern: /\b[A-Za-z]{3,6}\b/g,
    examples: ['apac', 'LATAM'],
    not: ['ab 12'],
  },
  allCaps: {
    means: 'a word written in capitals',
    pattern: /^[A-Z]+$/,
    examples: ['APAC'],
    not: ['Apac'],
  },
  idToken: {
    means: 'an id of letters and digits joined by "_" or "-" ("acc_42")',
    pattern: /\b[a-z]{1,8}[_-]\d+\b/gi,
    examples: ['acc_42', 'LEAD-7'],
    not: ['b2b'],
  },
  amount: {
    means: 'a number, maybe with a dollar sign, a unit ("k", "million") or a percent after it',
    pattern:
      /(\$\s?)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s?(k|mm|mn|mill|mil|m|b|bn|thousands?|millions?|billions?)\b)?\s?(%|percent\b|dollars?\b|usd\b|bucks\b)?/gi,
    examples: [['$5k', '$'], '3,000 dollars', '12%'],
    not: ['no digits'],
  },
  letterOrUnderscore: {
    means: 'a letter or "_" next to digits: the digits are inside a word ("b2b")',
    pattern: /[a-z_]/i,
    examples: ['b', '_'],
    not: ['3'],
  },
  comma: {
    means: 'a thousands comma',
    pattern: /,/g,
    examples: ['3,000'],
    not: ['3000'],
  },
  sharedUnit: {
    means: '"from 3 to 5 million": the unit written at the second end of a range',
    pattern: /^\s*(?:and|to|-)\s*\$?\s?\d+(?:\.\d+)?\s?(k|mm|mn|mill|mil|m|b|bn|thousands?|millions?|billions?)\b/i,
    examples: [
      [' to 5 million', 'million'],
      [' - $3m', 'm'],
    ],
    not: [' to 5'],
  },
  percentUnit: {
    means: 'the unit is a percent',
    pattern: /^(%|percent)$/i,
    examples: [
      ['%', '%'],
      ['percent', 'percent'],
    ],
    not: ['percentage'],
  },
  countWord: {
    means: '"exactly three contacts", "a single deal": a number of records written in words',
    pattern:
      /\b(zero|no|a single|single|just one|only one|one|two|three|four|five|six|seven|eight|nine|ten)\s+([a-z0-9]+(?:[\s-]+[a-z]+){0,2})/gi,
    examples: [
      ['three open deals', 'three'],
      ['a single lead', 'a single'],
    ],
    not: ['someone'],
  },
  countLead: {
    means: 'the words before a number word that say "just one" ("a", "just", "only")',
    pattern: /^(?:a|just|only)\s+/,
    examples: ['a single', 'just one'],
    not: ['one'],
  },
  spaceOrHyphen: {
    means: 'white space or hyphens between words',
    pattern: /[\s-]+/,
    examples: ['third-party', 'crm accounts'],
    not: ['crm'],
  },
  justOnly: {
    means: '"just one", "only one": exactly that many',
    pattern: /^(?:just|only)\s/i,
    examples: ['just one', 'Only one'],
    not: ['justice'],
  },
  capitalised: {
    means: 'a run of capitalised words ("CEO of Globex Corp")',
    pattern: /\b[A-Z][\w&.'-]*(?:\s+(?:of|and|&|de|the|for)?\s*[A-Z][\w&.'-]*)*/g,
    examples: ['CEO of Globex Corp', 'see Acme'],
    not: ['all lower case'],
  },
  firstOfRun: {
    means: 'the first word of a capitalised run (and a small word after it) when the rest is a name',
    pattern: /^\S+\s+(?:(?:of|and|&|de|the|for)\s+)?(?=[A-Z])/,
    examples: ['CEO of Globex', 'Acme Corp'],
    not: ['acme corp'],
  },
  sentenceStart: {
    means: 'the text before a word ends a sentence (or is empty): the word opens a sentence',
    pattern: /(?:^|[.!?:]\s*)$/,
    examples: ['done.', 'so?'],
    not: ['done so'],
  },
  notValues: {
    means: "a word that qualifies a field's name rather than being one of its values",
    pattern:
      /^(?:each|every|per|same|other|another|different|distinct|unique|whole|entire|total|average|which|whose|what|that|this|these|those|their|its|her|his|our|your|top|bottom|most|least|highest|lowest|largest|biggest|smallest|best|worst|fewest|leading|common|frequent|popular|given|specific|particular|own|new|current|any|some|all|many|much|more|less|no|not|by|same|one|two|three|four|five|six|seven|eight|nine|ten|twenty|several|few|both|various|distinct)$/,
    examples: ['each', 'biggest', 'several', 'her'],
    not: ['retail'],
  },
} satisfies Rules);
