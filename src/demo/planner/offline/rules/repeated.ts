/**
 * Reading rules for a value more than one record holds (lexicon/repeated.ts; compose/repeated.ts):
 * each finds the records and the field, in the groups `records` and `field`.
 */
import { named, type Rules } from './rule.js';
import { spacedAlternation as alt } from '../core/known.js';
import { REPEATED } from '../lexicon/repeated.js';

const ASKED =
  '^\\s*(?:how\\s+many\\s+(?:distinct\\s+|different\\s+|unique\\s+)?|(?:do|does|did)\\s+(?:we|you|i)\\s+have\\s+|' +
  '(?:do|does|did|are|is|were|was)\\s+(?:there\\s+)?)?(?:any\\s+)?';
/** The field: never one compared with another record's ("the same name as quito labs"). */
const FIELD = '(?<field>(?:(?!\\s(?:as|to|like)\\s).)+?)';
const AMONG = `\\s+(?:${alt(REPEATED.among)})\\s+(?:the\\s+|my\\s+|our\\s+)?(?<records>.+?)\\s*[?.!]*\\s*$`;

export const REPEATED_RULES = named('REPEATED_RULES', {
  sameValue: {
    means: 'records holding one value of a field between them ("do any two quito firms have the same lima"): records, then field',
    pattern: new RegExp(
      `${ASKED}(?:(?:two|2)\\s+(?:or\\s+more\\s+)?)?(?:of\\s+(?:the|my|our)\\s+)?(?<records>.+?)\\s+(?:that\\s+|which\\s+|who\\s+)?` +
        `(?:${alt([...REPEATED.hold, ...REPEATED.under])})\\s+(?:${alt(REPEATED.same)})\\s+${FIELD}\\s*[?.!]*\\s*$`,
      'i',
    ),
    examples: [
      ['do any two quito firms have exactly the same lima?', 'quito firms'],
      ['are there quarries sharing an identical zeta', 'quarries'],
      'which firms have the same zeta',
      'how many quarries have the same name',
    ],
    not: ['do my firms have a lima', 'which firms hold the same zeta as quito labs'],
  },
  duplicated: {
    means: 'a field whose value more than one record holds, said after it ("is any zeta duplicated across the firms"): field, then records',
    pattern: new RegExp(`${ASKED}(?<field>.+?)\\s+(?:${alt(REPEATED.duplicated)})${AMONG}`, 'i'),
    examples: [['is any zeta name duplicated across the quito firms', 'zeta name'], 'are lima values repeated among my quarries?'],
    not: ['is lima shared'],
  },
  duplicates: {
    means: '"duplicate" said before the field ("any duplicate lima values among my quarries"): field, then records',
    pattern: new RegExp(`${ASKED}(?:${alt(REPEATED.duplicate)})\\s+(?<field>.+?)${AMONG}`, 'i'),
    examples: [['any duplicate lima values among my quarries?', 'lima values'], 'are there duplicate zetas in the firms'],
    not: ['duplicate this firm'],
  },
  moreThanOnce: {
    means: 'a field whose values come up more than once ("which zetas turn up multiple times across lima quarries"): field, then records',
    pattern: new RegExp(
      `^\\s*(?:which|what|any|how\\s+many(?:\\s+(?:distinct|different|unique))?)\\s+(?<field>.+?)\\s+(?:${alt(REPEATED.appear)})\\s+` +
        `(?:${alt(REPEATED.often)})(?:${AMONG}|\\s*[?.!]*\\s*$)`,
      'i',
    ),
    examples: [
      ['which zetas turn up multiple times across lima quarries', 'zetas'],
      'any lima appears twice or more among my firms',
      'how many different quarry names occur several times?',
    ],
    not: ['which zetas show up in the lima list'],
  },
  anotherOne: {
    means:
      'records holding a value another one holds too ("any quito firms with a zeta identical to another firm\'s"): records, then field',
    pattern: new RegExp(
      `${ASKED}(?:(?:two|2)\\s+)?(?<records>.+?)\\s+(?:that\\s+|which\\s+|who\\s+)?(?:${alt(REPEATED.hold)})\\s+(?:an?\\s+|the\\s+)?` +
        `${FIELD}\\s+(?:${alt(REPEATED.another)})\\s+(?:another|other|a\\s+different)\\b.*$`,
      'i',
    ),
    examples: [["do any quito firms have a zeta identical to another firm's?", 'quito firms'], 'quarries with a lima matching another one'],
    not: ['firms with a zeta matching quito labs'],
  },
  usedByMany: {
    means:
      'values more than one record holds, said of the values ("how many lima names are held by several quarries"): field, then records',
    pattern: new RegExp(
      `^\\s*(?:which|what|any|how\\s+many(?:\\s+(?:distinct|different|unique))?)\\s+(?<field>.+?)\\s+(?:are|is|were|get|gets)\\s+` +
        `(?:${alt(REPEATED.usedBy)})\\s+(?:${alt(REPEATED.many)})\\s+(?<records>.+?)\\s*[?.!]*\\s*$`,
      'i',
    ),
    examples: [['how many lima names are held by several quarries?', 'lima names'], 'which zetas are shared by multiple firms'],
    not: ['which zetas are used by quito'],
  },
  sameShowsUp: {
    means: 'one value coming up on more than one record ("does the same zeta turn up for two separate quito firms"): field, then records',
    pattern: new RegExp(
      `${ASKED}(?:${alt(REPEATED.same)})\\s+(?<field>.+?)\\s+(?:${alt(REPEATED.appear)})\\s+(?:on|for|in|across|at|among)\\s+` +
        `(?:${alt(REPEATED.many)})\\s+(?<records>.+?)(?:\\s+(?:anywhere|at\\s+all))?\\s*[?.!]*\\s*$`,
      'i',
    ),
    examples: [
      ['does the same zeta turn up for two separate quito firms at all?', 'zeta'],
      'is the same lima appearing for several quarries',
    ],
    not: ['does the same zeta show up in lima'],
  },
} satisfies Rules);
