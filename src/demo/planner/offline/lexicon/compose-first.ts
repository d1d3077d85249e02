import type { ComposeRule } from './compose.js';

/**
 * More forms of two questions in one (the shape of COMPOSE_RULES in lexicon/compose.ts), tried
 * before those: each says more than a rule there that would take the message first ("{a} minus
 * {b}" with the question after it as part of {b}). A rule's name is the one it adds forms to.
 */
const SAID_GAP = ['gap', 'difference'];
const SAID_AGAINST = ['versus', 'vs', 'against', 'compared with', 'compared to'];
/** "which side wins": the larger of two figures asked for. */
const SAID_WINS = ['which side wins', 'which one wins', 'which wins', 'who wins', 'which side is ahead', 'which is ahead', 'who is ahead']
  .concat(['which side comes out ahead', 'which comes out ahead', 'who comes out ahead', 'which side comes out on top'])
  .concat(['group', 'side', 'one', 'list'].flatMap((w) => [`which ${w} is bigger`, `which ${w} is larger`]))
  .concat(['which is bigger', 'which is larger', 'tell me which is bigger', 'tell me which is larger'])
  .flatMap((win) => [win, ...['and by how many', 'and by how much', 'by how many', 'by how much'].map((by) => `${win} ; ${by}`)]);
/** "…, count each": how many each of two sets holds is asked (compose/match.ts counts each part). */
export const COUNT_EACH = ['count each', 'count of each', 'how many each', 'a count for each', 'both counts', 'give me both counts'];
/** "put A next to B: …": two sets said side by side, to be weighed. */
const SAID_BESIDE = ['put {a} next to {b}', 'put {a} beside {b}', 'set {a} next to {b}', 'set {a} beside {b}', 'line up {a} against {b}'];

export const COMPOSE_FIRST: ComposeRule[] = [
  {
    name: 'gap',
    op: 'difference',
    templates: [
      // ("gap in dollars: my quito total versus my lima total")
      ...SAID_GAP.flatMap((gap) => SAID_AGAINST.map((vs) => `{_} ${gap} {_} ; {a} ${vs} {b}`)),
      // ("won value minus lost value - what's the difference?", "europe minus asia: by how much does europe lead")
      ...SAID_GAP.map((gap) => `{a} minus {b} ; {_} ${gap}`),
      '{a} minus {b} ; by how much {_}',
      '{a} minus {b} ; by how many {_}',
    ],
    examples: [
      'the gap in dollars: deal total in peru versus deal total in chile',
      'deal total in peru minus deal total in chile - what is the difference?',
      'deal total, peru minus chile: by how much does peru lead?',
    ],
  },
  {
    // ("pool my people with the crm people: how many are engineers?"): one count over both, added
    name: 'sum',
    op: 'sum',
    templates: ['pool', 'combine', 'merge', 'put together'].flatMap((verb) =>
      ['with', 'and'].flatMap((w) =>
        [...['how many', 'how many of them'].map((n) => `${n} are {head}`), 'how many {head} are there', 'how many {head}'].map(
          (asked) => `${verb} {a} ${w} {b} ; ${asked}`,
        ),
      ),
    ),
    examples: ['pool my people with the crm people: how many are engineers?'],
  },
  {
    // ("deal count, peru against chile: which side wins?"): the larger figure, said as its question
    name: 'which is larger',
    op: 'difference',
    templates: [
      ...[...SAID_AGAINST, 'or'].flatMap((vs) => SAID_WINS.flatMap((win) => [`{a} ${vs} {b} ; ${win}`, `${win} ; {a} ${vs} {b}`])),
      ...SAID_BESIDE.flatMap((beside) => SAID_WINS.flatMap((win) => [`${beside} ; ${win}`, `${beside} ; tell me ${win}`])),
    ],
    examples: [
      'deal count, peru against chile: which side wins?',
      'who comes out ahead: deal total in peru or deal total in chile',
      'put my quito firms next to the crm firms in quito: which group is larger, and by how many?',
    ],
  },
  {
    // ("lima: my firms vs crm firms, count each"): how many each set holds, side by side
    name: 'two questions',
    op: 'both',
    templates: [...SAID_AGAINST, 'and'].flatMap((vs) => COUNT_EACH.map((each) => `{a} ${vs} {b} ; ${each}`)),
    examples: ['lima: my firms vs crm firms, count each'],
  },
  {
    // (each side opens with one of COUNT_OPENS, compose/match.ts)
    // ("# crm quarries vs # of my quarries in lima"): two counts side by side, each said as one
    name: 'two counts',
    op: 'both',
    templates: SAID_AGAINST.map((vs) => `{a} ${vs} {b}`),
    examples: ['# crm quarries vs # of my quarries', 'number of lima deals versus number of quito deals'],
  },
  {
    // ("do the crm firms in lima outnumber my firms in lima?"): yes or no, by how many each set holds
    name: 'is one larger',
    op: 'difference',
    templates: ['do {a} outnumber {b}', 'does {a} outnumber {b}', 'do {a} outnumber {b} ; {_}', 'does {a} outnumber {b} ; {_}'],
    examples: ['do the crm firms in lima outnumber my own firms in lima? give me both counts'],
  },
  {
    // ("which quito cities turn up in the lima firms but nowhere in zeta?"): the values the first has alone
    name: 'values one has and the other not',
    op: 'except',
    templates: ['show up', 'appear', 'turn up', 'occur'].flatMap((v) =>
      ['among', 'in'].flatMap((where) =>
        ['but not anywhere in', 'but nowhere in', 'but not in', 'but not among'].flatMap((not) => [
          `how many {field} ${v} ${where} {a} ${not} {b}`,
          `which {field} ${v} ${where} {a} ${not} {b}`,
        ]),
      ),
    ),
    examples: ['which quito cities turn up in the lima firms but nowhere in zeta?'],
  },
];

/**
 * "how many lima firms sit in quito, and how many sit at zeta?": a second part that opens with
 * `leads` and one of `verbs` (or the word that places the records), naming no records, asks of the
 * first part's records; read with the first part's words up to that word in their place (compose/match.ts).
 */
export const SUBJECT_BORROWED = {
  leads: ['how many'],
  verbs: [
    ...['work', 'works', 'sit', 'sits', 'are', 'is', 'were', 'was', 'have', 'has', 'had'],
    ...['come', 'came', 'belong', 'report', 'live', 'hold'],
  ],
  // ("how many zeta people are at lima firms, and how many at quito ones": the word that places them)
  places: ['at', 'in', 'to', 'for', 'with', 'from'],
  examples: [{ a: 'how many lima firms sit in quito', b: 'how many sit at zeta', reads: 'how many lima firms sit at zeta' }],
};

/** Words a side of "two counts" opens with ("# crm quarries", "number of lima deals"). */
export const COUNT_OPENS = ['#', '# of', 'no of', 'no. of', 'number of', 'the number of', 'how many', 'count of', 'count'];
