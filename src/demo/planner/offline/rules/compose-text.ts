import { alternation } from '../core/known.js';
import { CORRECTED, RESTATED } from '../lexicon/refer.js';
import { COUNT_EACH, SUBJECT_BORROWED } from '../lexicon/compose-first.js';
import { named, type Rules } from './rule.js';

/**
 * Reading in compose/ where a message holds two questions: where they meet (a comma, a dash, a
 * question mark), what is said of both (brackets, a topic before a colon), and the small marks
 * around them (match.ts, bridge.ts, across.ts, answer.ts, pair.ts, figure-said.ts, previous-figures.ts).
 */
export const COMPOSE_TEXT_RULES = named('COMPOSE_TEXT_RULES', {
  correctedAfter: {
    means: 'a question taken back and asked again after a break (lexicon/refer.ts CORRECTED): the first, then the second',
    pattern: new RegExp(
      `^\\s*(.{6,}?)\\s*(?:(?:\\.{2,}|\u2026|\\s[-\u2013\u2014]|[\u2013\u2014]|[,;.?!])\\s*(?:${alternation(CORRECTED.marks)})|` +
        `(?:\\.{2,}|\u2026|\\s[-\u2013\u2014]|[\u2013\u2014])\\s*(?:${alternation(CORRECTED.alone)}))` +
        `\\b[\\s,:;.\u2013\u2014-]*(\\S.{2,}?)\\s*$`,
      'i',
    ),
    examples: [
      ['how many quarries in lima.. actually no, the summed zeta of them', 'how many quarries in lima'],
      ['mean zeta of the quito deals — scratch that, the median', 'mean zeta of the quito deals'],
      ['how many zeta firms — actually, what share of them are in lima?', 'how many zeta firms'],
    ],
    not: ['how many zeta firms are actually in lima', 'what is the zeta total, no matter the region', 'quito deals - actual figures'],
  },
  restatedClause: {
    means: 'a clause said again in other words after a comma and a mark (lexicon/refer.ts RESTATED), up to the next comma or the end',
    pattern: new RegExp(`,\\s*(?:${alternation(RESTATED.marks)})[,:]?\\s+([^,;?]{3,80}?)(?=\\s*(?:[,;?!]|\\.?\\s*$))`, 'i'),
    examples: [
      ['how many quarries are still new, meaning not yet visited, in lima?', 'not yet visited'],
      ['how many have not been visited, i.e. are still new?', 'are still new'],
    ],
    not: ['how many quarries, in lima, are new', 'meaning of zeta'],
  },
  restatedWhole: {
    means: 'a question said again in full after a comma and a mark (lexicon/refer.ts RESTATED), running to the end',
    pattern: new RegExp(`,\\s*(?:${alternation(RESTATED.marks)})[,:]?\\s+([^;]{12,}?)\\s*[?.!]*\\s*$`, 'i'),
    examples: [['the zeta rate of finished quarries, i.e. lima quarries over all quarries?', 'lima quarries over all quarries']],
    not: ['how many quarries are still new, in lima?'],
  },
  sentenceBreak: {
    means: 'where one sentence ends and the next begins (a stop mark, then space)',
    pattern: /(?<=[.!?])\s+(?=\S)/,
    examples: ['I am adding lima. What do they come to?'],
    not: ['lima, quito'],
  },
  markEnds: {
    means: 'the marks and spaces a sentence or a word ends with (a claim said, compose/claimed.ts)',
    pattern: /[\s?.!,;:]+$/,
    examples: ['lima holds more quarries?', 'quito,'],
    not: ['lima'],
  },
  commaOpen: {
    means: 'a comma and spaces opening what is left of a sentence ("apparently, lima …")',
    pattern: /^[\s,]+/,
    examples: [', lima holds more'],
    not: ['lima'],
  },
  listBreak: {
    means: 'where the values of a list meet: a comma, "and", "plus" or "&"',
    pattern: /\s*,\s*(?:and\s+)?|\s+(?:and|plus|&)\s+/i,
    examples: ['lima and quito', 'lima, quito and peru', 'lima plus quito'],
    not: ['landmark'],
  },
  countOpens: {
    means: 'a part that opens with a number of records, maybe after a bound ("4 or more lima firms", "20+ firms")',
    pattern: /^\s*(?:(?:at\s+least|at\s+most|more\s+than|fewer\s+than|less\s+than|no\s+more\s+than|over|under)\s+)?\d{1,3}\+?\s/i,
    examples: ['4 or more of my lima firms', '20+ lima firms', 'at least 6 lima firms'],
    not: ['my 3 biggest lima firms', 'lima firms over 3m', '2024 lima firms'],
  },
  acrossWord: {
    means: 'every word as the across reader counts one (letters, digits, $, and marks inside)',
    pattern: /[a-z0-9$][a-z0-9'’$&.-]*/g,
    examples: ['$5m at o’neil & co.'],
    not: ['  --  '],
  },
  wordEdges: {
    means: 'marks at either end of a word (to compare it bare)',
    pattern: /^[^a-z0-9$]+|[^a-z0-9%$]+$/g,
    examples: ['(acme,', '"crm"'],
    not: ['acme', '12%'],
  },
  bracketed: {
    means: 'every part in brackets (with no brackets inside)',
    pattern: /\([^()]*\)/g,
    examples: ['deals (all apps)'],
    not: ['deals'],
  },
  bracketedInner: {
    means: 'every part in brackets, what it holds in the group',
    pattern: /\(([^()]*)\)/g,
    examples: [['count them (mine only)', 'mine only']],
    not: ['count them'],
  },
  secondAsked: {
    means: 'a question, its question mark (or a colon, a stop, or a dash before "and"), then a second question: the two asked in turn',
    pattern: /((?:\?|:|\.(?=\s)|\s[-–—](?=\s+and\b))\s+(?:and\s+|then\s+|so\s+)?)(?=[^?]{8,}\??\s*$)/gi,
    examples: [
      ['which zeta region leads? and how many quarries sit in that region?', '? and '],
      ['find the zeta of quito steel: which lima firms share that same zeta?', ': '],
      ['which region leads - and what do lima firms there make?', ' - and '],
    ],
    not: ['which zeta region leads?'],
  },
  secondPartNext: {
    means: 'what follows a bracket is "and" and a second part of more than a word: the bracket is said of the first part only',
    pattern: /^\s*,?\s*and\s+(?:the\s+|our\s+|my\s+)?[a-z][\w-]*\s+[a-z]/i,
    examples: [' and the total won value', ', and our lima firms'],
    not: [' and quito', ' in lima'],
  },
  idField: { means: 'an id field (id or ending _id), any case', pattern: /(?:^|_)id$/i, examples: ['owner_ID', 'id'], not: ['paid'] },
  orEnd: {
    means: 'a part that ends in "or" and a comparative ("zeta higher or"): a choice between two directions',
    pattern: /\bor(?:\s+(?:higher|lower|bigger|smaller|larger|greater|more|less|above|below))?\s*$/i,
    examples: ['zeta higher or', 'quito bigger or smaller'],
    not: ['the zeta order'],
  },
  anyRowLead: {
    means: '"there any …", "any …" opening a part: whether some row holds, not a figure of the rows',
    pattern: /^\s*(?:there\b|(?:there\s+)?(?:any|a|an|some|one)\b)/i,
    examples: ['there any zeta firm doing', 'any quito deal'],
    not: ['the zeta total'],
  },
  lessAsked: {
    means: 'the smaller of two is asked for',
    pattern: /\b(?:less|fewer|smaller|lower|below)\b/i,
    examples: ['who has fewer deals', 'is the lima mean below the quito one'],
    not: ['who has more'],
  },
  whichSmaller: {
    means: 'which of two is smaller is asked',
    pattern: /\bwhich\s+(?:one\s+)?is\s+(?:smaller|lower|less)\b/i,
    examples: ['which one is lower'],
    not: ['which is bigger', 'less of them'],
  },
  afterColon: { means: "a line's text after its first colon", pattern: /:.*$/, examples: ['Found 3: a, b, c'], not: ['Found 3'] },
  ownWord: { means: 'a word that says whose (my, our, their)', pattern: /^(?:my|our|their)$/i, examples: ['our', 'My'], not: ['mine'] },
  lettersApostrophe: { means: 'every word of letters and apostrophes', pattern: /[a-z']+/g, examples: ["they're 2"], not: ['42'] },
  plusSign: { means: 'every plus sign (escaped in a pattern)', pattern: /[+]/g, examples: ['{n}+'], not: ['at least {n}'] },
  groupSize: {
    means: '"which group is bigger": two sets of records weighed by how many each holds (a part that says its figure keeps it)',
    pattern: new RegExp(
      `\\bwhich\\s+(?:group|list|set)\\s+is\\s+(?:bigger|larger|smaller)\\b|\\boutnumbers?\\b` +
        `|\\b(?:${COUNT_EACH.join('|')})\\s*[?.!]*\\s*$`,
      'i',
    ),
    examples: [
      'quito firms vs lima firms: which group is bigger?',
      'do lima firms outnumber quito firms',
      'my firms vs crm firms, count each',
    ],
    not: ['which is bigger'],
  },
  countSaid: {
    means: 'a part that says its figure is a count ("number of", "how many", "count of")',
    pattern: /^\s*(?:the\s+)?(?:number\s+of|how\s+many|count\s+of|#\s*of)\b/i,
    examples: ['the number of lima firms'],
    not: ['lima firms by number'],
  },
  spokenFiller: {
    means: 'words said while thinking: "um", "uh" first, "like" before a question word (dropped before two questions are looked for)',
    pattern: /\b(?:um+|uh+|erm)\b[\s,]*|\blike\s+(?=(?:how|what|which|who)\b)/gi,
    examples: ['um so how many lima firms and like how many quito firms'],
    not: ['firms like lima mill'],
  },
  subjectLess: {
    means:
      '"how many sit at zeta" as a second part: a count that names no records, then its verb (lexicon/compose-first.ts SUBJECT_BORROWED)',
    pattern: new RegExp(
      `^\\s*(?:and\\s+)?(${SUBJECT_BORROWED.leads.join('|')})\\s+(${[...SUBJECT_BORROWED.verbs, ...SUBJECT_BORROWED.places].join('|')})\\b`,
      'i',
    ),
    examples: [['and how many sit at zeta', 'how many']],
    not: ['how many lima firms sit at zeta'],
  },
  endStopSpaced: { means: 'the stop marks at the end, with spaces after', pattern: /[?.!]+\s*$/, examples: ['is it? '], not: ['is it'] },
  instructionOpen: {
    means: 'a part that opens with an instruction for the rows or a pointer at them ("group them by state"), no set of its own',
    pattern: /^\s*(?:group|sort|order|rank|break|split|list|show|count|sum|total|them|those|these)\b/i,
    examples: ['group them by state', 'sort those by worth'],
    not: ['quito firms'],
  },
  conditionsSaid: {
    means: 'a part that holds conditions ("value where stage = won"): its "and" joins another condition, not a second figure',
    pattern: /\b(?:where|whose)\b|[=<>]/i,
    examples: ['deal value where stage = won', 'firms whose revenue tops 5m'],
    not: ['revenue in lima'],
  },
  countAtEnd: {
    means: '"crm firms in my smallest firm\'s state how many": a count typed last with no stop before it',
    pattern: /(?<=[a-z0-9])\s+(?:how many|count|total count|number)\s*[?.!]*\s*$/i,
    examples: ['crm firms in lima how many', 'quito firms in zones with none of my quarries count'],
    not: ['how many crm firms', 'the zeta account'],
  },
  askedInside: {
    means: 'a question word inside a message typed without stops, after a word (where a second question starts)',
    pattern: /(?<=[a-z0-9])\s+(?=(?:how many|how much|what is|whats|what's|which)\b)/gi,
    examples: ['state w most zeta pipeline how many quarries there'],
    not: ['how many quarries'],
  },
  questionMarkBetween: {
    means: 'a question mark between two questions (they meet there)',
    pattern: /\?\s+(?=\S)/g,
    examples: ['where is it? the deals there'],
    not: ['where is it?'],
  },
  sentenceStopBetween: {
    means: 'a full stop between two sentences (they meet there)',
    pattern: /\.\s+(?=[A-Za-z])/g,
    examples: ['Pick one. Sum it.'],
    not: ['$1.5m', 'the end.'],
  },
  readAs: {
    means: 'the question a previous answer was read as (a folded answer opens "Read as: "…".")',
    pattern: /^Read as: "(.+)"\.$/m,
    examples: [['Read as: "open deals by stage".', 'open deals by stage']],
    not: ['Read: "x".'],
  },
  templateSlot: {
    means: "a slot of a template ({a}, {a}'s), its name in the group",
    pattern: /^\{(\w+)\}(['’]s)?$/,
    examples: [
      ['{a}', 'a'],
      ["{b}'s", 'b'],
    ],
    not: ['a{b}'],
  },
  andAsks: {
    means: 'an "and" with no comma before a second question that opens with a question word: where two questions meet',
    pattern: /(?<=[a-z0-9?])\s+and\s+(?=(?:how many|how much|what is|what's|what are|which)\s)/gi,
    examples: ['zeta leads and how many quito ones', 'lima quarries and which zeta ones'],
    not: ['lima, and how many', 'zeta and lima'],
  },
  meet: {
    means: 'where two questions meet: a comma, a colon or a dash between words',
    pattern: /\s*(?:,|:|;|\s[-–—])\s+/g,
    examples: ['deals, then leads', 'won — lost'],
    not: ['closed-won'],
  },
  countTail: {
    means: '", by count", "in number" at the end: the two figures are counts of the records each part names (said of both parts)',
    pattern: /\s*,?\s*\b(?:by|in)\s+(?:count|counts|number|numbers)\s*[?.!]*\s*$/i,
    examples: ['the ratio of zeta quarries to lumen quarries, by count', 'lima firms vs quito firms in number?'],
    not: ['the count by number of staff in lima'],
  },
  afterQuestionMark: {
    means: 'text after a question mark that ends a question (said of both parts), in the group',
    pattern: /\?\s*(\S.*)$/,
    examples: [['how many? crm only', 'crm only']],
    not: ['how many?'],
  },
  colonTopic: {
    means: 'a topic said before a colon, then the questions',
    pattern: /^([^:;]{2,40}?):\s+(.+)$/,
    examples: [['by region: won vs lost', 'by region']],
    not: ['no topic here'],
  },
  topic: {
    means: "a topic said first: before a colon, after '-wise' or a lead (by, for, across…) and a comma",
    pattern: /^([^:;,]{2,80}?)(?::|(?<=-?wise),|(?<=^\s*(?:by|in terms of|for|among|across|within|looking at|in)\s[^,]*),)\s+(.+)$/i,
    examples: [
      ['for leads from may, won or lost', 'for leads from may'],
      ['region-wise, won vs lost', 'region-wise'],
      ['In lima, zeta vs quito', 'In lima'],
    ],
    not: ['won deals, lost deals'],
  },
  topicLead: {
    means: 'the word that leads a topic said first ("for utah: …"), left out where the topic is a place put after "in"',
    pattern: /^\s*(?:for|in|across|among|within)\s+/i,
    examples: ['for utah', 'across lima'],
    not: ['fort worth', 'utah'],
  },
  notWordOrHyphen: {
    means: 'a run of anything but letters and hyphens (to split words on)',
    pattern: /[^a-z-]+/,
    examples: ['two words'],
    not: ['e-mail'],
  },
  templateMeet: { means: "every ' ; ' where a template's parts meet", pattern: / ; /g, examples: ['a ; b'], not: ['a; b'] },
  spaceOrHyphenRuns: {
    means: 'every run of spaces or hyphens (to compare words so)',
    pattern: /[\s-]+/g,
    examples: ['more-than'],
    not: ['than'],
  },
  dashBetween: {
    means: 'a dash between spaces (what follows is said of the whole)',
    pattern: /\s+-\s+/,
    examples: ['my top client - count'],
    not: ['top-client'],
  },
  wordBreaks: { means: 'a run of spaces and marks between words', pattern: /[\s,:;?!.()]+/, examples: ['a, b'], not: ['ab'] },
  figureWord: {
    means: 'a figure written as one word, maybe with a dollar sign or a scale ("40", "$5m", "250k", "1,200"): a figure claimed',
    pattern: /^\$?\d[\d,]*(?:\.\d+)?(?:k|m|mm|mn|bn|b)?$/i,
    examples: ['40', '$5m', '250k', '1,200', '2.5'],
    not: ['acc_4', 'q3', 'b2b'],
  },
  figureKeyLead: {
    means: "a figure's name before its field (total_, average_, median_)",
    pattern: /^(?:total|average|median)_/,
    examples: ['total_value'],
    not: ['value_total'],
  },
  quotedFirst: {
    means: 'words quoted first (a line of notes, an e-mail, a claim), then a question: what introduces them, the quote, the question',
    pattern:
      /^\s*(?<intro>[^"“”]{0,90}?)[\s:>\-–—]*["“](?<quote>[^"“”]{2,120}?\s[^"“”]{2,120}?)(?:[.!?;]\s*["”][\s\-–—>:]*|[.!?;,]?\s*["”]\s*[.,;:!?\-–—>]+\s*)(?<question>[^"“”]{4,})$/,
    examples: [
      ['Lima wrote: "the zeta quarries total 5M". So the true zeta count?', 'Lima wrote'],
      'notes -> "quito firms, follow up." how many are there?',
    ],
    not: ['how many "zeta" quarries are there', 'the "lima" one'],
  },
  quoteClause: {
    means: 'where the first clause of a quote ends (a comma, a semicolon, a dash between spaces)',
    pattern: /\s*(?:[,;]|\s[-–—])\s*/,
    examples: ['zeta leads, follow up', 'quito - call them'],
    not: ['lima-zeta'],
  },
  definedAs: {
    means: 'a quote that defines a word: what is meant first, then "counts as", "is considered", "qualifies as" and the word',
    pattern:
      /^(?<def>.{3,}?)\s+(?:counts?|qualif(?:y|ies)|is|are|gets?)\s+(?:considered\s+|classed\s+|treated\s+|flagged\s+|called\s+|tagged\s+)?(?:as\s+)?(?:an?\s+|the\s+)?(?<term>[a-z][\w-]*(?:\s[a-z][\w-]*)?)$/i,
    examples: [
      ['a zeta quarry over 90 counts as deep', 'a zeta quarry over 90'],
      ['any lima mill under 5 is considered small', 'any lima mill under 5'],
    ],
    not: ['the zeta quarries total 5M and more', 'quito'],
  },
  meansDef: {
    means: 'a quote that defines a word: the word first, then "means" or "is defined as" and what is meant',
    pattern: /^(?:an?\s+|the\s+)?(?<term>[a-z][\w-]*(?:\s[a-z][\w-]*)?)\s+(?:means|is defined as|stands for|refers to)\s+(?<def>.{3,})$/i,
    examples: [['deep means a zeta quarry over 90', 'deep']],
    not: ['the lima quarries of quito mean nothing here'],
  },
  meaningAsked: {
    means: 'what a field means, asked: "what does the zeta score on a quarry mean?" (the field, then maybe the kind of record)',
    pattern:
      /^(?:.*?\b)?what\s+(?:does|do)\s+(?:the\s+|a\s+|an\s+|this\s+|that\s+)?(?<field>[a-z][a-z_ -]{1,40}?)(?:\s+(?:number|field|column|value|figure|thing))?(?:\s+(?:on|of|for|in|next\s+to)\s+(?:a|an|the|each|every|my|our|each\s+of\s+my|each\s+of\s+our)?\s*(?<kind>[a-z][a-z -]{1,40}?))?(?:\s+(?:actually|really|exactly))?\s+mean\s*\??$/i,
    examples: [
      ['what does the zeta number on a quarry mean?', 'zeta'],
      ['so what does lima grade actually mean', 'lima grade'],
    ],
    not: ['what does quito hold in zeta', 'what is the zeta of lima'],
  },
  meantBy: {
    means: 'what a field means, asked as "what is meant by the zeta score" (the field)',
    pattern:
      /^(?:.*?\b)?what(?:'s|\s+is)\s+meant\s+by\s+(?:the\s+|a\s+|an\s+)?(?<field>[a-z][a-z_ -]{1,40}?)(?:\s+(?:number|field|column|value))?\s*\??$/i,
    examples: [["what's meant by lima grade", 'lima grade']],
    not: ['what is the zeta of lima'],
  },
  fieldPointer: {
    means: 'a field pointed at after a word that asks a figure of it ("the average of it", "its total"): the word asking (group 1)',
    pattern: /\b(average|avg|mean|median|total|sum|max|maximum|min|minimum|highest|lowest)\s+(?:of\s+)?(?:it|that|this|that\s+one)\b/i,
    examples: [
      ['and the median of that in lima', 'median'],
      ['the total of that', 'total'],
    ],
    not: ['the average of the zeta ones'],
  },
  personPointer: {
    means: 'a word that points at someone or something said before ("her", "they", "those"): a question that needs what came before',
    pattern: /\b(?:he|she|him|her|his|hers|they|them|their|theirs|it|its|those|these|that one|this one)\b/i,
    examples: ['which lima address is hers', 'count those zetas'],
    not: ['how many leads'],
  },
} satisfies Rules);
