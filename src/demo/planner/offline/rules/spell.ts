import { named, type Rules } from './rule.js';

/**
 * Spelling mended before reading (understand/spell.ts): short forms ("w/o", "how many x"), and the
 * shapes of a written word that say it stays as written (a name, an initial, part of an address).
 */
export const SPELL_RULES = named('SPELL_RULES', {
  vowel: {
    means: 'a vowel (or y); a word without one is written in consonants ("mgr")',
    pattern: /[aeiouy]/,
    examples: ['gym', 'acct'],
    not: ['mgr', 'bldg'],
  },
  xForTimes: {
    means: '"how many x": x said for times',
    pattern: /\bhow\s+many\s+x\b/gi,
    examples: ['so how many x larger', 'How Many X'],
    not: ['how many xs', 'how many boxes'],
  },
  withoutShort: {
    means: '"w/o" alone: without',
    pattern: /(?<![\w/])w\/o(?![\w/])/gi,
    examples: ['leads w/o email', 'W/O'],
    not: ['aw/o', 'w/or', 'w/o/x'],
  },
  withShort: {
    means: '"w/" then a space: with',
    pattern: /(?<![\w/])w\/(?=\s)/gi,
    examples: ['firms w/ phones', 'W/ a rep'],
    not: ['aw/ x', 'w/x', 'w/'],
  },
  ampersandOrApostrophe: {
    means: 'an ampersand or an apostrophe (a lone letter beside one is part of a name, "r&d")',
    pattern: /[&']/,
    examples: ['&', "'"],
    not: ['a'],
  },
  writtenWord: {
    means: 'a written word of letters, maybe with apostrophes',
    pattern: /[A-Za-z][A-Za-z']*/g,
    examples: ["o'brien", 'Acme'],
    not: ['42', "'"],
  },
  addressMark: {
    means: 'a mark of an e-mail, an address, an id or a file name beside a word',
    pattern: /[@._/:\-\d]/,
    examples: ['@', '_', '7'],
    not: [' ,'],
  },
  capitalisedWord: {
    means: 'a word written with a capital first and the rest in lower case',
    pattern: /^[A-Z][a-z]+$/,
    examples: ['Ohoi', 'Denver'],
    not: ['ohio', 'NY', 'McKay'],
  },
  capital: {
    means: 'a capital letter anywhere',
    pattern: /[A-Z]/,
    examples: ['cKay', 'X'],
    not: ['mckay'],
  },
} satisfies Rules);
