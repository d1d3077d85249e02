import { named, type Rules } from './rule.js';
import { spacedAlternation } from '../core/known.js';
import { ROW_PICKS } from '../lexicon/row-pointers.js';

/**
 * Follow-ups read as the previous question with a part changed (choose/followup.ts): the cues
 * that open one ("and for", "what about"), a place said after the kind of record, another app.
 */
export const FOLLOWUP_RULES = named('FOLLOWUP_RULES', {
  yearSaid: {
    means: 'a period said with its year ("q3 2025", "q1 of last year"), not one that only names the quarter or month',
    pattern: /\b(?:\d{4}|year)\b/i,
    examples: ['q3 2025', 'q1 of last year'],
    not: ['q3', 'july'],
  },
  ordinalCue: {
    means: 'a word then "one" or a kind of record ("second deal", "last one"): the ordinal a follow-up asks',
    pattern: /\b(\w+)\s+(one|account|lead|contact|deal|opportunity)\b/i,
    examples: [
      ['and the third one', 'third'],
      ['the Newest Lead', 'Newest'],
    ],
    not: ['one more', 'deals'],
  },
  swapCue: {
    means: 'the opening of a follow-up that names another kind of record ("and for", "how about the", "what about at the")',
    pattern:
      /^\s*(?:and|now(?=\s+(?:for|the)\b)|now for|what about|how about|same for|and for|and what about|and how about|same (?:state|place|region|country)\s*,?\s*(?:but|only)?)\s+(?:(?:for|at|among|across|on)\s+)?(?:the\s+)?/i,
    examples: [
      ...['and for the rest', 'How about the others', 'same for firms', 'and among the rest', 'how about across the others'],
      'and on the zeta side',
      'same place, but the zeta ones',
    ],
    not: ['andrew', 'what is that'],
  },
  wordOfMessage: {
    means: 'a word of a message, with its digits, apostrophes and hyphens',
    pattern: /[A-Za-z0-9'-]+/g,
    examples: ["o'neil", '3rd-party'],
    not: ['?!'],
  },
  ones: {
    means: '"one" or "ones" alone',
    pattern: /^ones?$/,
    examples: ['ones', 'one'],
    not: ['onesie', 'done'],
  },
  onesEnd: {
    means: '"one" or "ones" at the end (to be replaced by the kind of record named before)',
    pattern: /\bones?$/i,
    examples: ['the third party ones', 'that One'],
    not: ['ones there', 'phones'],
  },
  lastWord: {
    means: 'the last word (its first group)',
    pattern: /(\S+)$/,
    examples: [['my ohio firms', 'firms']],
    not: ['trailing '],
  },
  placeAfter: {
    means: 'a place said after the kind of record ("… firms in lima"), never a pointer ("in that place")',
    pattern: /\s+(?:in|from|out of|based in|located in)\s+(?!(?:that|this|there|those|these|the same|same|it)\b)[A-Za-z][A-Za-z .'-]*$/i,
    examples: ['firms based in Lima', 'leads from new york'],
    not: ['firms in that town', 'leads in the same city'],
  },
  placeLead: {
    means: 'text ending in "in" or "from" (before a state)',
    pattern: /\s+(?:in|from)\s+$/i,
    examples: ['count clients in ', 'firms FROM '],
    not: ['count clients '],
  },
  askedAfter: {
    means: 'a dash, a comma, a colon or a semicolon before what a follow-up asks of the records it names',
    pattern: /\s+[-–—]\s+|\s*[,:;]\s+/,
    examples: ['their firms - total revenue', 'their firms: total'],
    not: ['third-party firms'],
  },
  samePlace: {
    means: 'words that say the place is the previous question\'s ("there", "too")',
    pattern:
      /(?:\s+(?:sat|sitting|based|located|situated))?\s+(?:there|in there|too|as well|in the same (?:state|place|region|country)|in that (?:state|place))$/i,
    examples: ['their firms in there', 'theirs as well', 'their firms sat in that place'],
    not: ['theirs too?'],
  },
  widen: {
    means:
      'a follow-up adding a value beside the previous question\'s ("what if we add lima", "include quito too"): the value: group 1, 2 or 3',
    pattern:
      /^\s*(?:(?:and|so|ok|now|then)\s+)?(?:(?:what\s+)?if\s+(?:i|we|you)\s+(?:add|include|count\s+in)\s+(.+?)(?:\s+(?:to\s+(?:that|it|this|those|them)|too|as\s+well))?|(?:add|include|count\s+in|plus)\s+(.+?)\s+(?:to\s+(?:that|it|this|those|them)|too|as\s+well)|(?:what\s+)?if\s+(.+?)\s+(?:moved|went|goes|moves|was\s+moved|were\s+moved)(?:\s+(?:to|over\s+to)\s+(?:them|him|her|that\s+rep))?(?:\s+(?:too|as\s+well))?)\s*[?.!]*$/i,
    examples: ['and what if we add lima to it?', 'include quito too', 'so if i include peru', 'what if lima went over to her too'],
    not: ['add a lead named zeta', 'add lima as a lead'],
  },
  restAsked: {
    means: 'a follow-up asking for the rows the previous condition left out ("and the ones that are not", "what about the rest")',
    pattern:
      /^\s*(?:(?:and|so|ok|now)\s+)?(?:(?:what|how)\s+about\s+)?(?:(?:the\s+ones|those|the\s+others|the\s+rest)(?:\s+(?:that|which|who)\s+(?:aren'?t|are\s+not|don'?t|do\s+not|isn'?t|is\s+not))?|everything\s+else|all\s+the\s+others|the\s+remaining\s+ones)\s*[?.!]*\s*$/i,
    examples: ['and the ones that are not?', 'what about the rest', 'ok, everything else'.replace(',', '')],
    not: ['the ones in lima'],
  },
  appCue: {
    means: 'the opening of a follow-up that names another app ("and in the", "what about on")',
    pattern:
      /^\s*(?:(?:and|so|ok|what about|how about|same for|same|also|for|now|switching|switch|moving|turning|going)\s+)+(?:(?:in|on|from|at|over|to)\s+)?(?:the\s+)?/i,
    examples: ['and in the billing app', 'ok so over at ', 'Also for', 'switching to the '],
    not: ['android app'],
  },
  numberedPlace: {
    means: '"who works at #2", "number 3 on that list": a place in the answer before said as a number (never an amount: "#2m")',
    pattern: new RegExp(`(?:^|\\s)(?:${spacedAlternation(ROW_PICKS.numbered.after)})\\s?(\\d)(?![\\d.,%]|\\s*[kmb]\\b)`, 'i'),
    examples: [
      ['who works at #2', '2'],
      ['and number 3?', '3'],
    ],
    not: ['#2m of zeta', 'over 2.5'],
  },
  appWord: {
    means: 'a word said after an app\'s name that names nothing else ("side", "api")',
    pattern: /^(?:side|api|one|system)$/,
    examples: ['api', 'side'],
    not: ['apis'],
  },
} satisfies Rules);
