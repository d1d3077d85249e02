/**
 * "break my lima firms down by city", "split the quito deals up by stage": a breakdown said as a
 * verb around the records. Read as "<records> broken down by" (understand/reworded.ts).
 */
export const BREAK_DOWN: { verbs: string[]; particles: string[]; as: string; examples: { said: string; reads: string }[] } = {
  verbs: ['break', 'split', 'bucket', 'slice', 'carve', 'group'],
  particles: ['down', 'up', 'out'],
  as: 'broken down by',
  examples: [
    { said: 'break my lima firms down by city, a tally for each', reads: 'my lima firms broken down by city, a tally for each' },
    { said: 'split the quito deals up by stage', reads: 'the quito deals broken down by stage' },
  ],
};

/**
 * "firms with somebody holding the CTO title", "anyone with a VP of Sales role": a person of that
 * title, said as the title's holder. Read as "a CTO title" (understand/reworded.ts), which the
 * readers of records having others know.
 */
export const TITLE_HOLDER: { persons: string[]; verbs: string[]; words: string[]; examples: { said: string; reads: string }[] } = {
  persons: ['somebody', 'someone', 'anybody', 'anyone', 'a person', 'a contact', 'people', 'a guy'],
  verbs: ['with', 'holding', 'having', 'who has', 'who holds'],
  words: ['title', 'job title', 'role', 'position'],
  examples: [
    { said: 'which lima firms have somebody holding the CTO title', reads: 'which lima firms have a CTO title' },
    { said: 'quito clients with anyone with a head of sales role', reads: 'quito clients with a head of sales title' },
  ],
};

/**
 * More entries of lexicon/said-otherwise.ts SAID_OTHERWISE: short questions said after a sentence, or in a form
 * the readers know otherwise.
 */
export const SAID_ALSO: { name: string; said: string[]; as: string; examples: { said: string; reads: string }[] }[] = [
  {
    // "rank the lima quarries by zeta. Which one leads?": the ranking said, its first asked after it, which its answer leads with
    name: 'which one leads',
    said: ['leads', 'is first', 'comes first', 'is on top', 'comes out on top', 'is number one'].map((v) => `. which one ${v}`),
    as: '.',
    examples: [{ said: 'rank the lima quarries by zeta. which one leads?', reads: 'rank the lima quarries by zeta.?' }],
  },
  ...Object.entries({
    USD: ['us dollars', 'u.s. dollars', 'american dollars'],
    EUR: ['euros'],
    GBP: ['british pounds', 'pounds sterling'],
  }).map(([code, said]) => ({
    // "zeta quarries not priced in US dollars": the currency by its code, as records hold it
    name: `${code} said in words`,
    said,
    as: code,
    examples: [{ said: `zeta quarries priced in ${said[0]}`, reads: `zeta quarries priced in ${code}` }],
  })),
  ...(['companies', 'company', 'firms', 'firm', 'accounts', 'account'] as const).map((kind) => ({
    // "how much do the outside firms in lima earn?": the third-party ones (never "outside lima", a place left out)
    name: `outside ${kind}`,
    said: [`outside ${kind}`],
    as: `third-party ${kind.endsWith('s') ? 'accounts' : 'account'}`,
    examples: [
      {
        said: `zeta of the outside ${kind} in lima`,
        reads: `zeta of the third-party ${kind.endsWith('s') ? 'accounts' : 'account'} in lima`,
      },
    ],
  })),
  {
    // "what line of business is the zeta firm in?": its industry
    name: 'line of business',
    said: ['lines of business', 'line of business', 'line of work', 'business line', 'kind of business', 'type of business'],
    as: 'industry',
    examples: [{ said: 'what line of business is Zeta Corp in?', reads: 'what industry is Zeta Corp in?' }],
  },
  {
    // "how much zeta is still in play?": the records still open
    name: 'in play',
    said: ['still in play', 'in play', 'still on the table', 'on the table', 'still up for grabs'],
    as: 'open',
    examples: [{ said: 'how much zeta is still in play?', reads: 'how much zeta is open?' }],
  },
  ...(['except', 'excluding', 'other than', 'apart from', 'without', 'but not', 'leaving out'] as const).flatMap((lead) => [
    {
      // "my lima firms, leaving aside the one holding most zeta": the first of that ranking left out (understand/order.ts)
      name: `${lead} the one with the most`,
      said: ['highest', 'most', 'largest', 'biggest', 'greatest'].map((end) => `${lead} the one with the ${end}`),
      as: 'excluding the top 1 by',
      examples: [{ said: `my lima firms ${lead} the one with the most zeta`, reads: 'my lima firms excluding the top 1 by zeta' }],
    },
    {
      name: `${lead} the biggest one`,
      said: ['biggest', 'largest'].map((end) => `${lead} the ${end} one`),
      as: 'excluding the top 1',
      examples: [{ said: `mean zeta of lima firms ${lead} the biggest one`, reads: 'mean zeta of lima firms excluding the top 1' }],
    },
  ]),
  {
    // "which lima firms didn't win even one quarry?": none ever won (never the ones still open)
    name: "haven't won",
    said: ["haven't won", 'have not won', "hasn't won", 'has not won', "didn't win", 'did not win', 'never won'].flatMap((v) => [
      `${v} a single`,
      `${v} even one`,
      `${v} any`,
      `${v} a`,
    ]),
    as: 'have never won a',
    examples: [{ said: "which lima firms didn't win even one quarry?", reads: 'which lima firms have never won a quarry?' }],
  },
  ...['biggest', 'largest', 'best', 'top', 'smallest'].flatMap((end) =>
    ['deal', 'deals', 'opportunity', 'opportunities'].map((kind) => ({
      // "the biggest zeta deal we landed": one won (after a superlative only: "how many deals we got" are all of them)
      name: `${end} ${kind} we got`,
      said: ['got', 'landed', 'signed', 'bagged', 'closed'].map((v) => `${end} ${kind} we ${v}`),
      as: `${end} won ${kind}`,
      examples: [{ said: `the ${end} ${kind} we landed in lima`, reads: `the ${end} won ${kind} in lima` }],
    })),
  ),
  ...(
    [
      ['first', 'the earliest created'],
      ['last', 'the most recently created'],
    ] as const
  ).map(([end, as]) => ({
    // "which quarry was added first?": the one made earliest (never "first" as a ranking of nothing)
    name: `was created ${end}`,
    // (a verb then "last" only at the question mark: "created last month" is a period)
    said: [
      ...['was created', 'was added', 'got added', 'got created', 'was entered', 'were created', 'were added'].map((v) =>
        end === 'first' ? `${v} ${end}` : `${v} ${end}?`,
      ),
      ...['was the', 'is the', 'the'].flatMap((t) => ['to be added', 'to be created', 'added', 'created'].map((v) => `${t} ${end} ${v}`)),
    ],
    as,
    examples: [{ said: `which quarry was the ${end} to be added?`, reads: `which quarry ${as}?` }],
  })),
  {
    // "what's it worth?" after one record: asked as "what is it worth?", which the readers of a pointer know
    name: "what's it",
    said: ["what's it", 'whats it', 'what’s it'],
    as: 'what is it',
    examples: [{ said: "what's it worth, the zeta quarry?", reads: 'what is it worth, the zeta quarry?' }],
  },
  ...["don't have", 'do not have', "doesn't have", 'does not have'].map((not) => ({
    // "lima firms lacking even one quarry", said with "a single" after a negated "have": none at all (never "have a single quarry")
    name: `${not} a single`,
    said: [`${not} a single`, `${not} one single`],
    as: `${not} a`,
    examples: [{ said: `which lima firms ${not} a single quarry?`, reads: 'which lima firms have no quarry?' }],
  })),
  {
    // "the open quarries held by lima firms": the quarries of those firms, said as holding them
    name: 'held by',
    said: ['held by', 'carried by'],
    as: 'of',
    examples: [{ said: 'total zeta of the open quarries held by lima firms', reads: 'total zeta of the open quarries of lima firms' }],
  },
  {
    // "line up my lima quarries from biggest to smallest zeta": a listing in an order, said as lining them up
    name: 'line up',
    said: ['line up', 'lay out', 'line them up'],
    as: 'list',
    examples: [{ said: 'line up my lima quarries from biggest to smallest zeta', reads: 'list my lima quarries by zeta' }],
  },
  ...(['most', 'fewest'] as const).map((end) => ({
    // "who has the most zeta deals?": records are held by the firms they belong to, never by a person of the data
    name: `who has the ${end}`,
    said: ['has', 'owns', 'holds', 'got'].map((v) => `who ${v} the ${end}`),
    as: `which account has the ${end}`,
    examples: [{ said: `who owns the ${end} zeta deals?`, reads: `which account has the ${end} zeta deals?` }],
  })),
];
