/**
 * Reading rules for how a question shapes its answer (understand/intent.ts): a yes or a no, groups ("by
 * region"), the values of a field, a field projected, a position or a rank written as a number, a pointer at
 * the previous answer, a follow-up.
 */
import { named, type Rules } from './rule.js';
import { alternation } from '../core/known.js';
import { NEAREST } from '../lexicon/asking.js';

export const INTENT_GROUP_RULES = named('INTENT_GROUP_RULES', {
  than: {
    means: 'the word "than": a comparison that asks whether it holds',
    pattern: /\bthan\b/,
    examples: ['bigger than acme'],
    not: ['thank you'],
  },
  yesNoOpener: {
    means: 'a question opened by a verb (at the start or after a dash or colon): a yes or a no asked',
    pattern: /(?:^\s*(?:(?:and|so|but)\s+)?|[—–:,]\s*|\s-\s+)(?:is|are|do|does|did|has|have|any|was|were)\b/,
    examples: ['is it mine', 'acme: any deals', 'so were they won'],
    not: ['show what is open'],
  },
  everyAsked: {
    means: 'a yes or a no asked of every record ("are all of", "does every", "is each"): yes only when none fails',
    pattern: /(?:^\s*(?:(?:and|so|but)\s+)?|[—–:,]\s*)(?:are|do|does|is|have|has|were|did)\s+(?:all|every|each)\b/,
    examples: ['are all of my quarries above 2m', 'so does every zeta firm sit in lima', 'lima: is each one open'],
    not: ['is it all mine', 'do they have any', 'are there any at all'],
  },
  any: {
    means: 'the word "any"',
    pattern: /\bany\b/,
    examples: ['any leads'],
    not: ['anyone', 'many'],
  },
  choiceLast: {
    means: '"mine or third party": a choice between two said last, which no yes answers',
    pattern:
      /\b[a-z-]+\s+or\s+(?!more\b|less\b|fewer\b|above\b|below\b|over\b|under\b|not\b|so\b|higher\b|lower\b|greater\b|better\b|worse\b|equal\b)(?:[a-z0-9-]+\s+){0,3}[a-z0-9-]+[\s?.!]*$/,
    examples: ['is it won or lost?', 'mine or third party'],
    not: ['five or more', 'is it won or not'],
  },
  groupBy: {
    means: '"by region", "per state", "for each stage": the words of the field to group by',
    pattern:
      /\b(?:by|per|(?:for|in|across|within) (?:each|every)|each(?= (?!of\b|one\b))|each of (?:my|our|the|your|these|those)|grouped by|broken (?:down|out) by|split by)\s+([a-z]+(?:\s+[a-z]+)?)/g,
    examples: [
      ['leads by source', 'source'],
      ['for each stage', 'stage'],
      ['split by lead owner', 'lead owner'],
    ],
    not: ['each one'],
  },
  groupedBy: {
    means: '"grouped by", "split by": the field said as the grouping',
    pattern: /\b(?:grouped|broken (?:down|out)|split)\s+by\s+([a-z]+)/,
    examples: [['broken out by rep', 'rep']],
    not: ['sorted by rep'],
  },
  perRecord: {
    means: '"per third-party account": the last word after "per" or "each", the records that make the groups',
    pattern: /\b(?:per|each|every)\s+(?:(?!(?:for|in|of|at|from|with|that|which|across)\b)[a-z]+[\s-]+){1,2}([a-z]+)\b/g,
    examples: [
      ['per big account', 'account'],
      ['every crm lead', 'lead'],
    ],
    not: ['per account', 'each for them'],
  },
  breakdown: {
    means: '"a status breakdown", "the stage mix": the field named before the word groups the rows',
    pattern: /\b([a-z]+)\s+(?:breakdown|break-down|split|distribution|mix)\b/,
    examples: [
      ['a stage breakdown', 'stage'],
      ['the region mix', 'region'],
    ],
    not: ['mixed'],
  },
  meanOfKind: {
    means: '"mean contacts per account": the kind of record whose mean number per group is asked',
    pattern: /\b(?:average|avg|mean|typical)\s+([a-z]+)\s+(?:per|for each|by)\b/,
    examples: [['typical leads per rep', 'leads']],
    not: ['average deal size'],
  },
  onAverage: {
    means: '"on average", "average number": the mean size of the groups',
    pattern: /\bon (?:average|avg)\b|\baveraged\b|\b(?:average|avg|mean|typical)\s+(?:(?:number|count)\b|#)/,
    examples: ['on average', 'avg count', 'mean # of'],
    not: ['average size'],
  },
  whichValues: {
    means: '"which states are there", "list the distinct sources": the values of a field asked',
    pattern:
      /\b(?:what|which|list(?: the)?|show(?: me)?(?: the)?|all(?: the)?)\s+(?:different\s+|distinct\s+|unique\s+)?([a-z]+(?:\s+[a-z]+)?)\s+(?:are there|exist|do|does|are|is|appear|occur)\b/,
    examples: [
      ['what industries exist', 'industries'],
      ['which lead sources are there', 'lead sources'],
    ],
    not: ['which one?'],
  },
  valuesCanTake: {
    means: '"what stages can a deal be in", "which sources can a lead come from": the values a field can take',
    pattern:
      /\b(?:what|which)\s+(?:are\s+the\s+)?(?:possible\s+)?([a-z]+(?:\s+[a-z]+)?)\s+(?:(?:that\s+)?(?:an?|each|any)\s+[a-z]+\s+(?:can|could|may|might)|(?:can|could|may|might)\s+(?:an?|each|any)\s+[a-z]+)\s+(?:be|have|take|hold|come|go|move|reach)\b/,
    examples: [
      ['what zetas can a quarry be in', 'zetas'],
      ['what are the zetas a quarry can have', 'zetas'],
      ['which lima zetas can any quarry reach', 'lima zetas'],
    ],
    not: ['which zetas can be closed', 'what can a quarry be'],
  },
  whichHave: {
    means: '"which states have accounts": a field whose values records hold, then those records, said last',
    pattern: /\b(?:what|which)\s+([a-z]+)\s+(?:have|has|hold)\s+(?:any\s+)?([a-z]+)\s*[?.!]*$/,
    examples: [['which zetas have quarries', 'zetas']],
    not: ['which zetas have 5 quarries'],
  },
  of: {
    means: 'the word "of"',
    pattern: /\bof\b/,
    examples: ['names of'],
    not: ['often'],
  },
  averagedHeld: {
    means: '"what regions have firms averaging above …": values of a field kept by the average of their rows',
    pattern:
      /\b(?:which|what)\s+([a-z]+)\s+(?:have|has|hold|holds)\s+[^?]*?\baverag(?:e|es|ing)\s+(?:over|above|under|below|more|less|at)\b/,
    examples: [['which cities have firms averaging over 10', 'cities']],
    not: ['which cities have the average'],
  },
  distinctWord: {
    means: '"distinct sources", "unique titles": the field whose values are asked',
    pattern: /\b(?:distinct|unique|different)\s+([a-z]+(?:\s+[a-z]+)?)/,
    examples: [['unique job titles', 'job titles']],
    not: ['differently'],
  },
  project: {
    means: '"the emails of", "names for": the one field the user wants',
    pattern:
      /\b(?:the\s+)?(names?|emails?|e-mails?|phones?|phone numbers?|ids?|titles?|job titles?|roles?|positions?|revenues?|states?|regions?|industr(?:y|ies)|websites?)(?:\s+address(?:es)?)?\s+(?:of|for)\b/,
    examples: [
      ['the emails of', 'emails'],
      ['job titles for them', 'job titles'],
      ['email address of', 'email'],
      ['names and roles of', 'roles'],
    ],
    not: ['names'],
  },
  names: {
    means: 'the word "names": the names are the field wanted',
    pattern: /\bnames\b/,
    examples: ['their names'],
    not: ['named'],
  },
  listingEnd: {
    means: '"biggest first", "top last": a superlative just before the ordinal, the order of a listing',
    pattern: /\b[a-z]+(?:est|top|bottom)\s+$/,
    examples: ['newest ', 'the biggest '],
    not: ['newest deal '],
  },
  firstOrLast: {
    means: 'the ordinal is "first" or "last"',
    pattern: /^(?:first|last)$/,
    examples: ['first', 'last'],
    not: ['second'],
  },
  rankNumber: {
    means: '"ranked #3", "number 2 by value": a rank written as a number',
    pattern: /(?:#\s*|\b(?:no\.?|number)\s+)(\d{1,2})\s+(?:(?:[a-z]+\s+){1,2}by|by|in|on)\b|\branked\s+#?\s*(\d{1,2})\b/,
    examples: [['#4 by revenue', '4'], ['number 2 in sales', '2'], 'ranked 7'],
    not: ['#4'],
  },
  pronoun: {
    means: "a word that points at the previous answer's records",
    pattern:
      /\b(their|them|those|these|they|its|he|she|him|his|her|hers|that one|this one|which ones?|the ones|that account|those accounts|the same)\b/,
    examples: [
      ['what are their emails', 'their'],
      ['the same for q3', 'the same'],
    ],
    not: ['theory', 'hence'],
  },
  whichHas: {
    means: '"which has …", "only the big ones": the previous answer\'s records narrowed',
    pattern: /^\s*(?:and\s+)?which (?:has|have|is|are)\b|\b(?:only|just) the (?:[a-z-]+ ){1,3}ones\b/,
    examples: ['and which have', 'just the won ones'],
    not: ['which of'],
  },
  thereLast: {
    means: '"what deals are open there": the place is the previous answer\'s record',
    pattern: /\bthere\s*[?.!]*\s*$/,
    examples: ['who works there?'],
    not: ['there are some'],
  },
  areThereLast: {
    means: '"how many deals are there": only says they exist, no place',
    pattern: /\b(?:are|is|were|was)\s+there\s*[?.!]*\s*$/,
    examples: ['how many are there?'],
    not: ['who is in there'],
  },
  it: {
    means: 'the word "it": the previous answer\'s record',
    pattern: /\bit\b/,
    examples: ['is it won'],
    not: ['item', 'with'],
  },
  bareCount: {
    means: '"how many?" alone: a count of the previous answer\'s records',
    pattern:
      /^\s*(?:(?:and|so|ok|okay)[\s,]+)?(?:how many|count|the count|what(?:'s| is) the count|number)\s*(?:in total|total|altogether|all told|in all)?\s*[?.!]*\s*$/,
    examples: ['how many?', 'and how many in total?', "ok, what's the count"],
    not: ['how many deals?', 'count my accounts'],
  },
  isThatLast: {
    means: '"which state is that in": the previous answer\'s record',
    pattern: /\b(?:is|was|are|were)\s+(?:that|this)(?:\s+(?:in|at|from|for|based|located))?\s*[?.!]*\s*$/,
    examples: ['what city is that in?', 'who was this'],
    not: ['is that big'],
  },
  followUp: {
    means: 'a message opened by a follow-up cue ("and", "what about")',
    pattern: /^\s*(and|what about|how about|also|same for|same again|same thing|same question|then)\b/,
    examples: [
      ['what about utah', 'what about'],
      ['same again but for lima', 'same again'],
      ['and q4?', 'and'],
    ],
    not: ['andrew', 'list them'],
  },
  nearest: {
    means: '"the account closest to <record>": the word that asks for the record nearest a named one (lexicon/asking.ts NEAREST)',
    pattern: new RegExp(`\\b(${alternation(NEAREST.words)})\\b`),
    examples: [
      ['closest to acme', 'closest'],
      ['the most similar one', 'most similar'],
    ],
    not: ['close by'],
  },
} satisfies Rules);
