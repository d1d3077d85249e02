import { named, type Rules } from './rule.js';

/**
 * Shapes of text and of tokens the understanding and choosing code reads (runs of spaces, plural
 * endings, digits, underscores in names): small patterns shared by many files, kept once here.
 */
export const WORD_SHAPE_RULES = named('WORD_SHAPE_RULES', {
  spacesLead: {
    means: 'the spaces a text starts with (possibly none)',
    pattern: /^\s*/,
    examples: ['  indented', 'none'],
  },
  dashOrSpaceRun: {
    means: 'a run of spaces or hyphens between the words of a phrase',
    pattern: /[-\s]+/g,
    examples: ['follow-up', 'follow up', 'follow - up'],
    not: ['followup'],
  },
  apostrophe: {
    means: 'a straight apostrophe (which may also be written curly, or left out)',
    pattern: /'/g,
    examples: ["the team's"],
    not: ['the teams'],
  },
  possessiveS: {
    means: "a final 's (a possessive ending to drop)",
    pattern: /'s$/,
    examples: ["acme's"],
    not: ['acme', "acme's deals"],
  },
  nonWordRun: {
    means: 'a run of anything but lower-case letters and digits (read as one space)',
    pattern: /[^a-z0-9]+/g,
    examples: ['third-party', '3rd  party'],
    not: ['thirdparty'],
  },
  pluralS: {
    means: 'a final s (a plural ending to drop)',
    pattern: /s$/,
    examples: ['weeks', 'regions'],
    not: ['week'],
  },
  pluralEs: {
    means: 'a final s or es (a plural ending to drop)',
    pattern: /e?s$/,
    examples: ['boxes', 'names'],
    not: ['name'],
  },
  pluralIes: {
    means: 'a final ies (a plural of a word ending in y)',
    pattern: /ies$/,
    examples: ['countries'],
    not: ['country'],
  },
  pluralIesAnyCase: {
    means: 'a final ies in any case (a plural of a word ending in y)',
    pattern: /ies$/i,
    examples: ['companies', 'CITIES'],
    not: ['city'],
  },
  pluralOfHiss: {
    means: 'a final es after s, x, ch or sh (a plural that drops es)',
    pattern: /(?:s|x|ch|sh)es$/i,
    examples: ['boxes', 'branches', 'wishes', 'buses'],
    not: ['names'],
  },
  pluralPlainS: {
    means: 'a final s after a letter that is not s or u (a plural that drops its s)',
    pattern: /[^su]s$/i,
    examples: ['leads', 'DEALS'],
    not: ['status', 'class', 'bonus'],
  },
  endsInY: {
    means: 'a word ending in y (its plural ends in ies)',
    pattern: /y$/i,
    examples: ['company', 'CITY'],
    not: ['account'],
  },
  nameWordBreak: {
    means: 'an underscore, hyphen or space run between the words of a name (to split it)',
    pattern: /[_\-\s]+/,
    examples: ['sales_force', 'hub-spot', 'big crm'],
    not: ['salesforce'],
  },
  camelJoint: {
    means: 'a lower-case letter then a capital (two words written together in camel case)',
    pattern: /([a-z])([A-Z])/g,
    examples: [['accountId', 't'], 'pageSize'],
    not: ['pagesize', 'PAGE'],
  },
  trailingPunctuation: {
    means: 'the stops, question marks and spaces a message ends with',
    pattern: /[?.!\s]+$/,
    examples: ['which ones?', 'done. ', 'really?!'],
    not: ['no stop'],
  },
} satisfies Rules);
