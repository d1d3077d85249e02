import { MONTH_NAMES } from './calendar.js';
import { SAID_ALSO } from './said-also.js';

/**
 * More entries of lexicon/said-otherwise.ts SAID_OTHERWISE (the one table of wordings said
 * otherwise), the ones built from lists of words, each with the sentences it reads.
 */

/** The two ends of a deal as the CRM names them, either way round. */
const ENDS = [
  ['closed-won', 'closed-lost'],
  ['closed-lost', 'closed-won'],
];

export const SAID_BUILT: { name: string; said: string[]; as: string; examples: { said: string; reads: string }[] }[] = [
  // (short questions said after a sentence or instead of another: lexicon/said-also.ts)
  ...SAID_ALSO,
  {
    // "which province earns me most": the caller's own records earn it ("made us", said of the company, is no list of mine)
    name: 'makes me',
    said: ['makes', 'made', 'earns', 'earned', 'brings', 'brought', 'gives', 'gave', 'generates', 'generated'].map((v) => `${v} me`),
    as: 'makes mine',
    examples: [{ said: 'which province earns me the most money?', reads: 'which province makes mine the most money?' }],
  },
  // "due in May of 2031": a month of a year, said with "of" (never "may" read as a word of a name)
  ...MONTH_NAMES.words.map((m) => ({
    name: `${m} of a year`,
    said: [`${m} of`],
    as: m,
    examples: [{ said: `zeta deals due in ${m} of 2031`, reads: `zeta deals due in ${m} 2031` }],
  })),
  {
    // "lima versus quito: which side came out ahead": the larger of the two asked for
    name: 'came out ahead',
    said: ['', 'quarter', 'year', 'month', 'half', 'period', 'side', 'one'].flatMap((w) =>
      ['came out ahead', 'comes out ahead', 'came out on top', 'was ahead'].map((v) => `which ${w ? `${w} ` : ''}${v}`),
    ),
    as: 'which is bigger',
    examples: [
      { said: 'lima deals versus quito deals: which side came out ahead?', reads: 'lima deals versus quito deals: which is bigger?' },
    ],
  },
  {
    // "hmm and for lima?": a sound of thinking, no word of the question
    name: 'thinking aloud',
    said: ['hmm', 'hmmm', 'hm', 'um', 'umm', 'uh', 'erm'].flatMap((w) => [`${w},`, `${w}...`, w]),
    as: '',
    examples: [{ said: 'hmm and for lima?', reads: ' and for lima?' }],
  },
  {
    // "zeta deals that ended up won or lost": the ones closed (either way), a phase of its own
    name: 'ended won or lost',
    said: ['ended', 'got', 'finished'].flatMap((v) =>
      [...ENDS.map(([a, b]) => `${a} or ${b}`), 'won or lost', 'lost or won', 'either won or lost'].map((x) => `${v} ${x}`),
    ),
    as: 'are closed',
    examples: [{ said: 'share of the lima deals that got won or lost', reads: 'share of the lima deals that are closed' }],
  },
  ...(['each', 'every'] as const).map((which) => ({
    // "the lima total once each quarry is weighted by its odds": the condition said as a time
    name: `once ${which}`,
    said: [`once ${which}`],
    as: which,
    examples: [
      {
        said: `zeta total once ${which} quarry is weighted by its odds`,
        reads: `zeta total ${which} quarry is weighted by its odds`,
      },
    ],
  })),
  {
    // "where are they based?" after a list of firms: the place each is in (a US state, as lexicon/ranked.ts reads "where")
    name: 'where are they',
    said: ['where', 'and where'].flatMap((w) =>
      ['are they based', 'are they located', 'are they', 'are those based', 'are those located', 'do they sit'].map((r) => `${w} ${r}`),
    ),
    as: 'what are their states',
    examples: [{ said: 'where are they based?', reads: 'what are their states?' }],
  },
  {
    // "and the runner-up?" after a ranking: the one in second place (never "more than the runner-up", a gap to it)
    name: 'runner-up',
    said: ['and', 'what about', 'how about', 'ok', 'so'].flatMap((lead) =>
      ['the runner-up', 'the runner up', 'runner-up', 'runner up', 'the one in second place', 'the next one down'].map(
        (r) => `${lead} ${r}`,
      ),
    ),
    as: 'and the second',
    examples: [{ said: 'and the runner-up?', reads: 'and the second?' }],
  },
  {
    // "tally the quito firms": count them ("tallying my book plus the crm" is read by lexicon/across.ts)
    name: 'tally',
    said: ['tally up the', 'tally all the', 'tally the'],
    as: 'count the',
    examples: [{ said: 'tally the crm people at lima firms', reads: 'count the crm people at lima firms' }],
  },
  ...(['average', 'avg', 'mean', 'median', 'total'] as const).flatMap((figure) => [
    {
      // "which zeta group shows the best mean": the highest figure (the worst, the lowest)
      name: `the best ${figure}`,
      said: [`the best ${figure}`, `the strongest ${figure}`],
      as: `the highest ${figure}`,
      examples: [
        { said: `which quito group has the best ${figure} of zeta`, reads: `which quito group has the highest ${figure} of zeta` },
      ],
    },
    {
      name: `the worst ${figure}`,
      said: [`the worst ${figure}`, `the weakest ${figure}`, `the poorest ${figure}`],
      as: `the lowest ${figure}`,
      examples: [{ said: `the zeta group with the worst ${figure}`, reads: `the zeta group with the lowest ${figure}` }],
    },
  ]),
  ...['never had', 'never have', 'never has', 'without', 'not had'].map((lacking) => ({
    // "zeta firms that never had a single won deal": none at all, never exactly one
    name: `${lacking} a single`,
    said: [`${lacking} a single`, `${lacking} one single`],
    as: `${lacking} any`,
    examples: [{ said: `quarries that ${lacking} a single zeta`, reads: `quarries that ${lacking} any zeta` }],
  })),
  {
    // "crm people employed by firms in lima": people at those firms
    name: 'employed by',
    said: ['employed by', 'employed at', 'employed with', 'working for'],
    as: 'at',
    examples: [{ said: 'count the crm people employed by firms in lima', reads: 'count the crm people at firms in lima' }],
  },
  {
    // "which lima firm employs the most people": the firm with the most employees (its head count)
    name: 'employs the most',
    said: ['employ', 'employs'].flatMap((verb) =>
      ['the most', 'the largest number of', 'the biggest number of'].flatMap((most) =>
        ['people', 'staff', 'workers', 'employees', 'folks'].map((who) => `${verb} ${most} ${who}`),
      ),
    ),
    as: 'has the most employees',
    examples: [{ said: 'which lima firm employs the most staff', reads: 'which lima firm has the most employees' }],
  },
  {
    name: 'employs the fewest',
    said: ['employ', 'employs'].flatMap((verb) =>
      ['the fewest', 'the least', 'the smallest number of'].flatMap((least) =>
        ['people', 'staff', 'workers', 'employees', 'folks'].map((who) => `${verb} ${least} ${who}`),
      ),
    ),
    as: 'has the fewest employees',
    examples: [{ said: 'which lima firm employs the fewest people', reads: 'which lima firm has the fewest employees' }],
  },
  {
    // "in lima, how often are we winning": the share of finished deals won
    name: 'how often won',
    said: ['how often'].flatMap((lead) =>
      ['do we', 'did we', 'are we', 'have we', 'we', 'does the team', 'do i', 'did i'].flatMap((who) =>
        ['win', 'won', 'winning', 'close won', 'close them', 'come out on top'].map((verb) => `${lead} ${who} ${verb}`),
      ),
    ),
    as: 'what is the win rate',
    examples: [{ said: 'in lima, how often are we winning', reads: 'among the closed deals in lima, what share were won' }],
  },
  // "firms with revenue more big than 5m", "the most big deal": a comparative said with "more" (as some learners of English say it)
  ...Object.entries({ big: 'bigg', large: 'larg', high: 'high', small: 'small', low: 'low', great: 'great', few: 'few' }).flatMap(
    ([said, stem]) => [
      {
        name: `more ${said}`,
        said: [`more ${said} than`],
        as: `${stem}er than`,
        examples:
          said === 'big' ? [{ said: 'lima firms with revenue more big than 5m', reads: 'lima firms with revenue bigger than 5m' }] : [],
      },
      {
        name: `most ${said}`,
        said: [`the most ${said}`],
        as: `the ${stem}est`,
        examples: said === 'big' ? [{ said: 'the most big zeta deal', reads: 'the biggest zeta deal' }] : [],
      },
    ],
  ),
];

SAID_BUILT.push({
  // "zeta co: its revenue rank within my firms": among them
  name: 'rank within',
  said: ['rank within', 'ranking within', 'ranks within', 'position within', 'place within'],
  as: 'rank among',
  examples: [{ said: 'zeta co: its revenue rank within my firms', reads: 'zeta co: its revenue rank among my firms' }],
});

SAID_BUILT.push(
  ...['those', 'them', 'these', 'the two'].map((which) => ({
    // "which of them brings in more?" after a list: the one that makes the most (a follow-up, never "more than")
    name: `which of ${which} earns more`,
    said: ['earns more', 'makes more', 'brings in more', 'earn more', 'make more', 'bring in more'].map((v) => `which of ${which} ${v}`),
    as: `which of ${which} makes the most`,
    examples: [{ said: `which of ${which} brings in more?`, reads: `which of ${which} makes the most?` }],
  })),
);

/** "do we see more won deals or lost deals": two outcomes weighed by how many deals had each. */
const OUTCOMES_WEIGHED = (x: string, y: string) => {
  // ("did we", "do we" before a verb of having: "do we have")
  const verbs = ['end up with', 'end up having', 'have', 'get', 'see'];
  const leads = [...['did we', 'do we'].flatMap((w) => verbs.map((v) => `${w} ${v} `)), 'were there ', 'are there ', ''];
  const kinds = [' ones', ' deals', ' opportunities', ' opps', ''];
  const forms = kinds.flatMap((k) => [`more ${x}${k} or more ${y}${k}`, `more ${x}${k} or ${y}${k}`]);
  return {
    name: `more ${x} or more ${y}`,
    said: [...new Set(leads.flatMap((lead) => forms.map((f) => `${lead}${f}`)))],
    as: `were more ${x} or ${y}`,
    examples: [
      {
        said: `lima deals: do we see more ${x} deals or ${y} deals?`,
        reads: `lima deals: were more closed-${x} or closed-${y}?`,
      },
    ],
  };
};
SAID_BUILT.push(OUTCOMES_WEIGHED('won', 'lost'), OUTCOMES_WEIGHED('lost', 'won'));

/** "won deals vs lost deals": the kind said once, after both outcomes ("won vs lost deals"), which the readers of a weighing know. */
const OUTCOMES_APART = (x: string, y: string) => {
  const kinds = ['deals', 'opportunities', 'opps', 'ones'];
  const joins = ['vs', 'vs.', 'versus', 'compared to', 'compared with', 'against'];
  const said = (o: string) => [o, `closed ${o}`, `closed-${o}`];
  return {
    name: `${x} deals vs ${y} deals`,
    said: kinds.flatMap((k) => said(x).flatMap((a) => joins.flatMap((j) => said(y).map((b) => `${a} ${k} ${j} ${b} ${k}`)))),
    as: `${x} vs ${y} deals`,
    examples: [{ said: `lima: ${x} opps vs ${y} opps this year`, reads: `lima: closed-${x} vs closed-${y} deals this year` }],
  };
};
SAID_BUILT.push(OUTCOMES_APART('won', 'lost'), OUTCOMES_APART('lost', 'won'));

SAID_BUILT.push({
  // "how many chief executives": the title's holders (never "chief executive officer", which is read as written)
  name: 'chief executives',
  said: ['chief executives', 'chief execs'],
  as: 'CEOs',
  examples: [{ said: 'how many chief executives at lima firms', reads: 'how many CEOs at lima firms' }],
});

SAID_BUILT.push(
  // "per-firm revenue": the revenue per firm
  ...['account', 'firm', 'client', 'customer', 'company', 'deal', 'contact', 'lead'].flatMap((kind) =>
    ['revenue', 'value', 'headcount'].map((measure) => ({
      name: `per-${kind} ${measure}`,
      said: [`per-${kind} ${measure}`, `per ${kind} ${measure}`],
      as: `${measure} per ${kind}`,
      examples: [{ said: `mean per-${kind} ${measure} in lima`, reads: `mean ${measure} per ${kind} in lima` }],
    })),
  ),
);

SAID_BUILT.push(
  // "people per lima firm, mean value?": a count per record, averaged (the "value" is the count's, no field of the rows)
  ...['', 'my ', 'third-party ', 'crm '].flatMap((whose) =>
    ['account', 'firm', 'client', 'customer', 'company', 'deal'].map((kind) => ({
      name: `per ${whose}${kind}, mean value`,
      said: ['mean value', 'average value', 'avg value'].map((mean) => `per ${whose}${kind}, ${mean}`),
      as: `per ${whose}${kind}, on average`,
      examples: [{ said: `people per ${whose}${kind}, mean value?`, reads: `people per ${whose}${kind}, on average?` }],
    })),
  ),
);

SAID_BUILT.push({
  // "top lima city by revenue for me": in the caller's own records
  name: 'revenue for me',
  said: ['revenue for me', 'revenue for us', 'revenue for my team'],
  as: 'revenue in my book',
  examples: [{ said: 'top lima city by revenue for me', reads: 'top lima city by revenue in my book' }],
});

// "my single biggest quarry": the biggest one ("single" only says one)
SAID_BUILT.push(
  ...['largest', 'biggest', 'smallest', 'highest', 'lowest', 'best', 'worst', 'top'].map((most) => ({
    name: `single ${most}`,
    said: [`single ${most}`, `very ${most}`],
    as: most,
    examples: [{ said: `my single ${most} quarry by lumen output`, reads: `my ${most} quarry by lumen output` }],
  })),
);

/** Counts of rows said in words after "first", "top" …, with their digits. */
const ROWS_IN_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

SAID_BUILT.push(
  // "lima firms by worth, first three": the first 3 (a count of rows said in a word, read as digits)
  ...['first', 'top', 'bottom', 'last'].flatMap((end) =>
    Object.entries(ROWS_IN_WORDS).map(([n, k]) => ({
      name: `${end} ${n}`,
      said: [`${end} ${n}`],
      as: `${end} ${k}`,
      examples: [{ said: `lima firms by worth, ${end} ${n}`, reads: `lima firms by worth, ${end} ${k}` }],
    })),
  ),
  // "the quarry at number two by worth": the second (a place said as a number)
  ...Object.entries({ two: 'second', three: 'third', four: 'fourth', five: 'fifth' }).map(([n, place]) => ({
    name: `number ${n}`,
    said: [`number ${n}`, `no. ${n}`],
    as: `the ${place}`,
    examples: [{ said: `the quarry at number ${n} by worth`, reads: `the quarry at the ${place} by worth` }],
  })),
);

SAID_BUILT.push(
  // "which quarry is last on worth": the place in the order by that measure ("on" said for "by"; the second to the fifth
  // are read by lexicon/ranked.ts PLACE_BY)
  ...['first', 'top', 'last', 'bottom'].map((place) => ({
    name: `${place} on`,
    said: [`${place} on`],
    as: `${place} by`,
    examples: [{ said: `which quarry is ${place} on worth`, reads: `which quarry is ${place} by worth` }],
  })),
  // "which quarry is dead last on worth": the last ("dead" and "very" only stress it)
  {
    name: 'dead last',
    said: ['dead last', 'very last', 'the very bottom', 'rock bottom'],
    as: 'last',
    examples: [{ said: 'which quarry is dead last on worth', reads: 'which quarry is last by worth' }],
  },
  // ("ranks last in" is the groups ranked, lexicon/asking.ts; "ranks last on worth" the place of one record or group)
  ...['on', 'by'].map((on) => ({
    name: `ranks last ${on}`,
    said: ['ranks', 'ranked', 'comes', 'sits'].map((verb) => `${verb} last ${on}`),
    as: `is last ${on}`,
    examples: [{ said: `which quarry ranks last ${on} worth`, reads: 'which quarry is last by worth' }],
  })),
);

SAID_BUILT.push(
  // "the largest lima firm in terms of zeta": the superlative's measure, said as "by" says it
  ...['biggest', 'largest', 'smallest', 'highest', 'lowest', 'greatest', 'top', 'best', 'worst'].map((most) => ({
    name: `${most} in terms of`,
    said: [`${most} in terms of`],
    as: `${most} by`,
    examples: [{ said: `which lima quarry is the ${most} in terms of zeta`, reads: `which lima quarry is the ${most} by zeta` }],
  })),
);

SAID_BUILT.push(
  // "zeta over of 2 million": a bound said with a stray "of", read as the bound
  ...['over', 'above', 'under', 'below', 'more than', 'less than'].map((bound) => ({
    name: `${bound} of`,
    said: [`${bound} of`],
    as: bound,
    examples: [{ said: `lima firms with zeta ${bound} of 2 million`, reads: `lima firms with zeta ${bound} 2 million` }],
  })),
);

SAID_BUILT.push({
  // "the zeta recorded for Lima Mills": the value the record holds, said with how it was written down
  name: 'recorded for',
  said: ['recorded for', 'logged for', 'stored for', 'registered for', 'on record for', 'on file for', 'held for'],
  as: 'for',
  examples: [{ said: 'the zeta recorded for lima mills', reads: 'the zeta for lima mills' }],
});

SAID_BUILT.push({
  // "I'd appreciate it …": thanks said before a question asked politely, dropped (the question is read as asked)
  name: 'appreciated',
  said: ['i would', "i'd", 'we would', "we'd"].map((who) => `${who} appreciate it`),
  as: '',
  examples: [{ said: "we'd appreciate it: the zeta of lima mills", reads: ': the zeta of lima mills' }],
});

SAID_BUILT.push({
  // "in that very same state": the same one, said with weight
  name: 'very same',
  said: ['very same', 'exact very same'],
  as: 'same',
  examples: [{ said: 'quarries in that very same zeta grade', reads: 'quarries in that same zeta grade' }],
});

SAID_BUILT.push(
  // "lima's mean zeta, the biggest one left out": the ranked row left out, said as "excluding the top 1"
  ...(
    [
      ['top', ['biggest', 'largest', 'highest', 'top']],
      ['bottom', ['smallest', 'lowest', 'bottom']],
    ] as const
  ).map(([end, words]) => ({
    name: `the ${end} one left out`,
    said: words.flatMap((w) =>
      ['the', 'the single'].flatMap((the) => [
        ...['without', 'leaving out', 'minus', 'excluding'].map((lead) => `${lead} ${the} ${w} one`),
        ...['with', 'and'].map((lead) => `${lead} ${the} ${w} one left out`),
      ]),
    ),
    as: `excluding the ${end} 1`,
    examples: [{ said: `lima mean zeta without the ${words[0]} one`, reads: `lima mean zeta excluding the ${end} 1` }],
  })),
);
