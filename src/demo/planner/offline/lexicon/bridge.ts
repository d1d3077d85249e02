import { ROW_PICKS } from './row-pointers.js';

/**
 * Questions whose place comes from another question (compose/bridge.ts): "CRM firms located
 * where my clients are", "CRM revenue where third-party clients are most numerous".
 * `{a}` is the question that finds the states (every state its rows are in, or the one state of
 * its first row: `one`), `{b}` the question asked of the rows in them; `{_}` words that say
 * nothing. Words are matched whole, in any letter case; `;` is where the two questions meet,
 * written as a comma, a colon or a dash. `ask` is how the first question is put to the planner (`{a}` in it).
 */
export interface BridgeRule {
  name: string;
  one: boolean;
  /** The first question must find exactly one record ("my smallest client", "Acme Corp"): a list's first row is no answer. */
  picked?: boolean;
  ask: string;
  /** How the second question is put to the planner (`{b}` in it), when not as said. */
  asked?: string;
  /** The states the first question finds are the ones left out ("… in states without a single quito mill"). */
  notIn?: boolean;
  templates: string[];
  examples: string[];
}

/** "acme is based where? the crm deal total there": the first question asks where one record is, the second points at it. */
const WHERE_ASKED = ['{a} is located where', '{a} is based where', 'where is {a} located', 'where is {a} based', 'where is {a}'];
const THERE_SAID = ['{b} for that state', '{b} in that state', '{b} in that same state', '{b} there'];

/**
 * "… in whatever state keeps the second most zeta quarries", "… in the US state holding fewest
 * lima quarries": the state a ranking of states puts at that place, asked with the ranking as said (`as`)
 * and the country when one is said; before the rule of the state with most, whose `{_}` would
 * take "the second" as words that say nothing.
 */
const STATE_RANKS: { said: string[]; as: string }[] = [
  { said: ['the fewest', 'fewest', 'the least', 'the lowest number of', 'the smallest number of'], as: 'fewest' },
  // (the place in words or in digits: "the second most", "the 3rd most")
  ...[2, 3].map((n) => {
    const places = Object.keys(ROW_PICKS.places).filter((p) => ROW_PICKS.places[p] === n);
    return {
      said: ['most', 'highest number of', 'largest number of'].flatMap((m) =>
        places.flatMap((x) => [`the ${x} ${m}`, `the ${x}-${m}`, `${x} ${m}`]),
      ),
      as: `${places[0]!} most`,
    };
  }),
  { said: ['the highest number of', 'the largest number of', 'the most', 'most'], as: 'most' },
];
const RANKED_STATE: BridgeRule[] = ['', 'US '].flatMap((us) =>
  STATE_RANKS.map((rank) => ({
    name: `in the ${us}state with ${rank.as}`,
    one: true,
    ask: `which ${us}state holds ${rank.as} {a}`,
    templates: rank.said.flatMap((r) =>
      ['the {s} with', 'whichever {s} has', 'whatever {s} has', 'the {s} that has'].map(
        (w) => `{b} in ${w.replace('{s}', `${us}state`)} ${r} {a}`,
      ),
    ),
    // (a US state is the crm's: the territory's records hold no country)
    examples: [
      us
        ? `sum of my revenue in whatever US state has ${rank.said[0]} crm firms`
        : `mean crm annual revenue in whatever state has ${rank.said[0]} third-party accts`,
    ],
  })),
);

export const BRIDGE_RULES: BridgeRule[] = [
  {
    // ("quarries sited in the state where lima firms earn most": one state, "the state" said, before the rule of every state)
    name: 'sited in the state where',
    one: true,
    ask: 'the state where {a}',
    templates: ['located', 'based', 'sited'].map((verb) => `{b} ${verb} in the state where {a}`),
    examples: ['summed crm headcount for firms sited in the state where clients of mine make the most revenue'],
  },
  {
    name: 'in the states of',
    one: false,
    ask: '{a}',
    templates: [
      '{b} in states where {a}',
      '{b} in the states where {a}',
      '{b} in all the states where {a}',
      '{b} across the states where {a}',
      '{b} located in states where {a}',
      '{b} located in the states where {a}',
      '{b} based in states where {a}',
      '{b} in a state where {a}',
      '{b} located in {_} state where {a}',
      '{b} based in {_} state where {a}',
      '{b} in the same states as {a}',
      // the place said first ("in the states where my clients are, count crm firms")
      'in the states where {a} ; {b}',
      'in states where {a} ; {b}',
      'across the states where {a} ; {b}',
      // (the places that narrow a count said first, then the count; a ranking of those places after them is read elsewhere)
      ...['counting only', 'only counting'].flatMap((lead) => [`${lead} the states where {a} ; {b}`, `${lead} states where {a} ; {b}`]),
    ],
    examples: [
      'count crm firms located in states where my third-party clients sit',
      'across the states where my clients sit, count the crm cfos',
      'total crm annual revenue across the states where my clients are based',
      'only counting states where my clients sit, how many crm firms are there?',
    ],
  },
  {
    // "zeta firms in the states with not one quito mill": the states of the first question left out (in the us, when said)
    name: 'in the states without',
    one: false,
    ask: '{a}',
    notIn: true,
    templates: ['', 'us ', 'the ', 'the us '].flatMap((the) =>
      ['with none of', 'with not one of', 'without any of', 'without a single one of', 'without'].map(
        (w) => `{b} in ${the}states ${w} {a}`,
      ),
    ),
    examples: [
      'mean crm annual revenue in the us states with not one of my clients',
      'number of crm firms in the states with not one of my third-party clients',
    ],
  },
  {
    // "crm firms in the us states holding none of my clients": the states of the first question, in the us only
    name: 'in the us states of',
    one: false,
    ask: '{a}',
    asked: '{b} in the United States',
    templates: ['{b} in us states where {a}', '{b} in the us states where {a}', '{b} in the u.s. states where {a}'],
    examples: ['number of crm firms in the us states where my book has no clients'],
  },
  {
    name: 'in the state of one record',
    one: true,
    picked: true,
    ask: '{a}',
    templates: [
      '{b} in {_} same state as {a}',
      '{b} located in {_} same state as {a}',
      '{b} in the home state of {a}',
      "{b} in {a}'s state",
      "{b} located in {a}'s state",
      "{b} based in {a}'s state",
      '{_} the state of {a} ; then {b} located there',
      '{_} the state of {a} ; then {b} there',
      '{_} the state of {a} ; {b} there',
      '{_} the state of {a} ; then {b} in that state',
      '{_} the state of {a} ; {b} in that state',
      ...['for the state', 'in the state', 'in whatever state', 'in whichever state', 'for whatever state'].flatMap((which) =>
        ['is in', 'is located in', 'is based in', 'sits in'].map((where) => `{b} ${which} {a} ${where}`),
      ),
      "{a}'s state ; {b} there",
      "{a}'s state ; then {b} there",
      "{a}'s state ; {b} in that state",
      "{a}'s home state ; {b} there",
      ...['{a} sits in some state', '{a} is in some state'].flatMap((said) => THERE_SAID.map((there) => `${said} ; ${there}`)),
      // ("take whichever state acme is in; the crm deal total there": the state said first)
      ...['whatever state', 'whichever state', 'the state'].flatMap((which) =>
        ['is in', 'is located in', 'is based in', 'sits in'].flatMap((where) =>
          THERE_SAID.map((there) => `{_} ${which} {a} ${where} ; ${there}`),
        ),
      ),
      ...WHERE_ASKED.flatMap((where) => THERE_SAID.map((there) => `${where} ; ${there}`)),
      // ("grab the state where quito mill sits: lima firms in that state": where one record is, not a ranking of states)
      ...['is located', 'is based', 'sits', 'is headquartered', 'is'].flatMap((where) => [
        ...THERE_SAID.map((there) => `{_} the state where {a} ${where} ; ${there}`),
        `{b} in the state where {a} ${where}`,
      ]),
      // ("take the state where is our largest client; count crm firms there": the verb said before the record)
      ...THERE_SAID.map((there) => `{_} the state where is {a} ; ${there}`),
    ],
    examples: [
      'crm deal total for the state our biggest client is in',
      'mean crm revenue of firms in whichever state my largest client sits in',
      'list crm firms in the home state of my smallest client',
      "crm firms based in my smallest client's state",
      'look up the state of my smallest client, then count crm firms there',
      "my largest client's state: how many crm firms there",
      'where is my smallest client based? the crm deal total for that state',
      'take whichever state my largest client is in; count crm firms there',
      "my smallest client's home state - what crm firm there has the top annual revenue",
      "look up my largest client's state. the number of crm firms based there as well?",
      'grab the state where my smallest client is located: how many crm firms in that state',
      'take the state where is our largest client; count crm firms there',
    ],
  },
  ...RANKED_STATE,
  {
    name: 'in the state with most',
    one: true,
    ask: 'which state holds most {a}',
    templates: [
      '{b} in the state with {_} most {a}',
      '{b} in whichever state has {_} most {a}',
      '{b} in the state that has {_} most {a}',
      '{b} in whatever state has {_} most {a}',
      // ("… in the state that tops the count of my clients")
      ...['the state that', 'whichever state', 'whatever state'].map((which) => `{b} in ${which} tops {a}`),
      '{_} the state with {_} most {a} ; {b} in that state',
      '{_} the state with {_} most {a} ; then {b} in that state',
      '{_} the state with {_} most {a} ; {b} there',
      // ("state with most zeta pipeline, how many quarries there")
      ...['state with {_} most {a} ; {b} there', 'state with {_} most {a} ; {b} in that state'],
      '{_} the {_} state with {_} most {a} ; {b} in that state',
      '{_} the {_} state with {_} most {a} ; then {b} in that state',
      ...['whichever', 'whatever'].flatMap((which) => THERE_SAID.map((there) => `${which} {_} state has {_} most {a} ; ${there}`)),
      ...['whichever', 'whatever', 'the'].flatMap((which) => THERE_SAID.map((there) => `${which} state that tops {a} ; ${there}`)),
      ...['whichever', 'whatever'].flatMap((which) => THERE_SAID.map((there) => `${which} state tops {a} ; ${there}`)),
    ],
    examples: [
      'mean crm annual revenue in whatever state has by far the most third-party accts',
      'pick the state with by far the most crm firms, then count my clients in that state',
      'total won crm value in whatever state tops the count of my clients',
    ],
  },
  {
    name: 'in the state where',
    one: true,
    ask: 'the state where {a}',
    templates: [
      ...THERE_SAID.flatMap((there) => [`{_} the state where {a} ; then ${there}`, `{_} the state where {a} ; ${there}`]),
      '{b} in the state where {a}',
    ],
    examples: ['take the state where revenue of mine is lowest, then count crm firms there'],
  },
  {
    // (a question that names a state by ranking them, then one asked in that state: the state the first question names)
    name: 'in the state a question names, said first',
    one: true,
    picked: true,
    ask: 'which {a}',
    templates: [
      ...['in that state', 'in that same state', 'in the same state'].flatMap((there) => [
        `which {a} ; then {b} ${there}`,
        `which {a} ; {b} ${there}`,
      ]),
      'which {a} ; then {b} there',
      // ("which zeta state …, and in that state, count my quarries": the place said before the second question)
      ...['and in that state', 'in that state', 'and there', 'and in that one'].map((there) => `which {a} ; ${there} ; {b}`),
    ],
    examples: ['which state tops the crm firm count, then count my firms in that state'],
  },
  {
    // (last: its first question is any words at all, so the rules above that say more come first)
    name: 'in the state of one record, said first',
    one: true,
    picked: true,
    ask: '{a}',
    templates: [
      '{_} {a} ; {b} located in its state',
      '{_} {a} ; {b} in its state',
      '{_} {a} ; {b} in that state',
      // ("… in that client's state", "… in their state")
      '{_} {a} ; {b} located in that {_} state',
      '{_} {a} ; {b} in that {_} state',
      ...['their', 'his', 'her'].map((whose) => `{_} {a} ; {b} in ${whose} state`),
      ...['in its state', 'in that state', 'in their state'].map((there) => `{_} {a} ; ${there} ; {b}`),
      // ("acme is one of mine. count crm firms in the same state")
      '{_} {a} ; {b} in the same state',
    ],
    examples: [
      'take my biggest client. count crm firms in the same state',
      'grab my smallest client: count crm firms in its state',
      "take my biggest client; count crm firms in that client's state",
      'take my biggest client. in its state, count crm firms',
    ],
  },
];

/**
 * "acme's state: which crm firm there has the most staff": the pointer at the state said inside the
 * second question, read as said at its end ("… has the most staff there"); words after it that only
 * say "as well" are dropped. A "there" after a verb of being is no pointer ("how many are there").
 */
export const THERE_INSIDE = {
  pointer: 'there',
  being: ['is', 'are', 'was', 'were', 'be', "what's", "that's", "there's"],
  also: ['as well', 'too', 'also'],
  examples: [
    { said: 'acme ; which crm firm there has the most staff', reads: 'acme ; which crm firm has the most staff there' },
    { said: 'acme ; count crm firms based there as well?', reads: 'acme ; count crm firms based there' },
    { said: 'acme ; how many crm firms are there', reads: undefined },
  ],
};

/** The start of a second question that asks which of the states ("which has", "which ones have"): asked as "which state …". */
export const WHICH_OF_STATES = {
  // ("which carries the most …": the verb kept after "which state")
  leads: ['which of them', 'which of those', 'which ones', "which one's", 'which one', 'which'],
  asked: 'which state',
  /** "where is the open pipeline smallest": asked as "which state has the smallest open pipeline" (the superlatives moved). */
  where: {
    leads: ['where is the', 'where is', 'where are the', 'where are'],
    superlatives: ['smallest', 'largest', 'biggest', 'highest', 'lowest', 'greatest'],
  },
  templates: [
    'out of {_} states where {a} ; {b}',
    ...[
      'of the states',
      'among the states',
      'out of the states',
      'from the states',
      'looking only at the states',
      'looking only at states',
      ...['considering just', 'considering only', 'looking just at', 'taking just', 'taking only'].map((l) => `${l} the states`),
    ].flatMap((lead) =>
      ['where {a}', '{a} are in', '{a} sit in', '{a} are based in', '{a} are located in'].map((where) => `${lead} ${where} ; {b}`),
    ),
  ],
  examples: [
    'among the states where my clients sit, which has most crm firms',
    'among the states my clients are in, which has most crm firms',
    'of the states my clients are in, which one holds the biggest won crm total',
    'among the states my clients are in, where is the won crm total highest',
  ],
};

/**
 * "firms in states where 3+ of my clients sit": the first question counts rows per state, and only
 * the states with at least that many are kept. The forms a count is written in before the rows
 * (`{n}` a number), longest first.
 */
export const AT_LEAST = {
  forms: ['at least {n} of', 'at least {n}', '{n} or more of', '{n} or more', '{n}+ of', '{n}+'],
  /** "states in which the crm holds over 12 firms": the count must pass {n} (at least n + 1). */
  above: ['more than {n} of', 'more than {n}', 'over {n}', 'above {n}', 'in excess of {n}'],
  /**
   * "lima firms in places whose crm book holds under 9 firms": the count must stay under {n} (places
   * with no row at all too): the places left out hold at least {n}, and with `atMost` n + 1.
   */
  below: ['fewer than {n} of', 'fewer than {n}', 'less than {n}', 'under {n}', 'below {n}'],
  atMost: ['at most {n}', '{n} or fewer', '{n} or less', 'no more than {n}', 'not more than {n}'],
  /** "where at least one of my clients sits": one row is enough (the states of every row): the words only say so. */
  one: ['at least one', 'at least a single', 'one or more'],
  /** "states in which the crm holds 9+ firms": the count said after what holds the rows ("the crm accounts"). */
  verbs: ['has', 'have', 'holds', 'hold'],
  examples: [
    'crm firms located in states where 3+ of my clients sit',
    'crm firms located in states where at least 2 third-party clients sit',
    'count my clients in all the states where the crm holds 30+ firms',
    'count my clients in all the states where the crm holds over 20 firms',
    'count my clients in all the states where the crm holds under 9 firms',
    'count my clients in all the states where the crm holds 4 or fewer firms',
    'count crm firms in states where at least one of my clients is based',
  ],
};

/**
 * "lima firms in the states lacking any quito mill", said with a verb: the first question's
 * states are the ones left out. The words that open such a first question.
 */
export const NOT_IN = {
  leads: ["i don't have", 'i dont have', 'i do not have', 'i have none of', 'i have no'],
  /** Words after the lead that only say "not even one" ("a single", "any"): dropped. */
  fillers: ['a single', 'single', 'any', 'a', 'one'],
  /** "where our crm book holds no firm": what holds the rows said first, the verb after it ("our crm book firm" asked). */
  after: ['has no', 'holds no', 'has none of', 'holds none of'],
  /** Words at the end that only say "not even one": dropped. */
  ends: ['at all', 'whatsoever'],
  examples: [
    'number of crm firms across the states where i do not have any clients of my own',
    'count my clients located in states where our crm book holds no firm whatsoever',
  ],
};
