/**
 * More words said in other words (the shape of SAID_OTHERWISE in said-otherwise.ts, read in its
 * place there): pointers at the previous rows, the form an answer is asked in, units said in
 * passing, and plain names for the user's own records. Each with its examples.
 */
export const SAID_PLAINLY: { name: string; said: string[]; as: string; examples: { said: string; reads: string }[] }[] = [
  {
    // "quito firms, along with their zeta": with it shown
    name: 'along with',
    said: ['along with', 'alongside'],
    as: 'with',
    examples: [{ said: 'every quito firm, along with its zeta', reads: 'every quito firm, with its zeta' }],
  },
  {
    // "which firm got the less zeta?" (a learner's superlative): the least, the most
    name: 'the less',
    said: ['the less', 'the lesser'],
    as: 'the least',
    examples: [{ said: 'of those, which firm got the less zeta?', reads: 'of those, which firm got the least zeta?' }],
  },
  {
    name: 'the more',
    said: ['the more'],
    as: 'the most',
    examples: [{ said: 'which quito firm have the more zeta?', reads: 'which quito firm have the most zeta?' }],
  },
  {
    // "the quarries' staff size": how many people work there, never money ("size" alone is a deal's value)
    name: 'staff size',
    said: ['staff size', 'staff count', 'workforce size', 'size of the staff', 'size of the workforce'],
    as: 'employee count',
    examples: [{ said: 'mean staff size of quito firms', reads: 'mean employee count of quito firms' }],
  },
  {
    // "where does that zeta lead stand status-wise": its status, no place in an order
    name: 'where it stands on status',
    said: [
      ...['stand status-wise', 'stands status-wise', 'stand, status-wise', 'stands, status-wise', 'stand status wise'],
      ...['stand in terms of status', 'stands in terms of status', 'stand on status', 'stands on status'],
    ],
    as: 'status',
    examples: [{ said: 'where does the quito lead stand status-wise', reads: 'where does the quito lead status' }],
  },
  {
    // "the quito lead conversion rate": the share of the leads won (lexicon/rates.ts LEAD_CONVERSION ranks it)
    name: 'lead conversion rate',
    said: ['lead conversion rate', 'leads conversion rate', 'conversion rate of leads', 'conversion rate of our leads', 'lead-to-win rate'],
    as: 'percentage of won leads',
    examples: [{ said: 'the quito lead conversion rate', reads: 'the quito percentage of won leads' }],
  },
  {
    // "how many zeta deals did we close in march": the ones closed then (won or lost), never every deal due to close
    name: 'did we close',
    said: ['did we close', 'did we get closed', 'did we manage to close', 'did the team close'],
    as: 'we closed',
    examples: [{ said: 'how many quito deals did we close in may', reads: 'how many quito deals we closed in may' }],
  },
  {
    // "zeta revenue, once added up": the total
    name: 'added up',
    said: ['you add them up', 'when added up', 'once added up', 'add them up', 'added together'],
    as: 'in total',
    examples: [{ said: 'quito revenue, once added up', reads: 'quito revenue, in total' }],
  },
  {
    // "leaving out anything below a zeta amount": the rows at or above it
    name: 'bound left out',
    said: ['excluding', 'not counting', 'ignoring', 'leaving out', 'dropping', 'setting aside'].flatMap((lead) =>
      ['anything', 'everything', 'whatever is', 'all'].flatMap((what) => [`${lead} ${what} below`, `${lead} ${what} under`]),
    ),
    as: 'with at least',
    examples: [{ said: 'quito firms, excluding anything below 20', reads: 'quito firms, with at least 20' }],
  },
  {
    // "ignoring anything over a zeta amount": the rows at or below it
    name: 'bound left out above',
    said: ['excluding', 'not counting', 'ignoring', 'leaving out', 'dropping', 'setting aside'].flatMap((lead) =>
      ['anything', 'everything', 'whatever is', 'all'].flatMap((what) => [`${lead} ${what} above`, `${lead} ${what} over`]),
    ),
    as: 'with at most',
    examples: [{ said: 'quito firms, ignoring anything over 20', reads: 'quito firms, with at most 20' }],
  },
  {
    // "narrow it to lima": only the previous rows that hold it
    name: 'narrow it to',
    said: [
      ...['narrow it to', 'narrow it down to', 'narrow that to', 'narrow them to', 'narrow those to'],
      ...['filter', 'restrict', 'limit', 'cut', 'trim'].flatMap((v) => ['that', 'this', 'those', 'them', 'it'].map((w) => `${v} ${w} to`)),
      ...['filter that down to', 'filter it down to', 'cut that down to', 'trim that down to'],
    ],
    as: 'only the ones in',
    examples: [{ said: 'narrow it down to lima', reads: 'only the ones in lima' }],
  },
  {
    // "leads from cold calling": the way of finding them, named as a source names it
    name: 'cold calling',
    said: ['cold calling', 'cold-calling', 'cold calls'],
    as: 'cold call',
    examples: [{ said: 'quito leads from cold calling', reads: 'quito leads from cold call' }],
  },
  {
    // "is quito bigger than lima? yes/no", "zeta leads per group": words that say the form of the answer, no condition
    name: 'the form of the answer',
    said: [
      ...['yes/no', 'yes or no', 'y/n', 'count per group', ', same figure', ', same number', ', same metric'],
      // ("the typical zeta size (mean)": the figure said again in brackets)
      ...['(mean)', '(average)', '(avg)', '(the mean)', '(the average)'],
    ],
    as: '',
    examples: [
      { said: 'do my quito firms earn more than my lima firms? yes/no', reads: 'do my quito firms earn more than my lima firms? ' },
    ],
  },
  {
    // "quito firms where nobody with a zeta title works": none of that title
    name: 'nobody with',
    said: ['nobody with a', 'nobody with an', 'no one with a', 'no one with an', 'nobody with', 'no one with'],
    as: 'no',
    examples: [{ said: 'quito firms with nobody with a zeta title', reads: 'quito firms with no zeta title' }],
  },
  {
    // "do any of my quarries lack a zeta?", "firms without any lima": none of them, said as the having words read it
    name: 'lack a',
    // ("without a single zeta" is "without any zeta" first: lexicon/said-otherwise-built.ts)
    said: [...['lack', 'lacks', 'lacking'].flatMap((w) => [`${w} a`, `${w} an`, `${w} any`]), 'without any'],
    as: 'with no',
    examples: [
      { said: 'do any of my quarries lack a zeta', reads: 'do any of my quarries with no zeta' },
      { said: 'quito firms without any lima', reads: 'quito firms with no lima' },
    ],
  },
  {
    // "the dollar value of zeta deals": their total
    name: 'dollar value of',
    said: ['dollar value of', 'dollar total of'],
    as: 'total value of',
    examples: [{ said: 'dollar value of quito deals', reads: 'total value of quito deals' }],
  },
  {
    // "zeta deals: dollar total?": the total of the money
    name: 'dollar total',
    said: ['dollar total', 'dollar sum', 'dollar amount in total', 'total in dollars'],
    as: 'total value',
    examples: [{ said: 'zeta pipeline, dollar total', reads: 'zeta pipeline, total value' }],
  },
  {
    // "zeta value per quarter of 2024, q1 to q4": every quarter of the year, which a breakdown by quarter shows
    name: 'every quarter said',
    said: ['q1', 'from q1'].flatMap((q1) => ['through', 'thru', 'to', '-', '–'].map((to) => `${q1} ${to} q4`)),
    as: '',
    examples: [{ said: 'lima value in 2024 per quarter: q1 to q4', reads: 'lima value in 2024 per quarter: ' }],
  },
  {
    // "what part of the zeta total is attributable to my quarries": where that part comes from
    name: 'attributable to',
    said: ['is attributable to', 'are attributable to', 'attributable to', 'is accounted for by', 'are accounted for by'],
    as: 'comes from',
    examples: [{ said: 'what part of the zeta total is attributable to lima', reads: 'what part of the zeta total comes from lima' }],
  },
  // "so what zeta lies at the very bottom?" after a ranking: its smallest (its biggest "at the top")
  ...(
    [
      ['bottom', 'smallest'],
      ['top', 'biggest'],
    ] as const
  ).map(([end, as]) => ({
    name: `at the ${end}`,
    said: ['sits', 'is', 'lies', 'comes', 'ends up', 'finishes'].flatMap((v) =>
      [`at the ${end}`, `at the very ${end}`].flatMap((at) =>
        ['', ' of that list', ' of the list', ' of this list', ' of that ranking', ' of it'].map((of) => `${v} ${at}${of}`),
      ),
    ),
    as: `is the ${as}`,
    examples: [{ said: `so what zeta lies at the very ${end}?`, reads: `so what zeta is the ${as}?` }],
  })),
  // "I wonder whether …", "would you mind listing …", "could I ask what …": a question asked politely, read as asked
  ...[
    {
      as: '',
      said: [
        ...['i wonder whether', 'i wonder if', 'i was wondering whether', 'i was wondering if', 'i wondered whether'],
        ...['i wonder if', 'i was wondering if'].map((w) => `${w} you could tell me`),
        ...['trouble', 'bother'].flatMap((v) => [', but', ' but'].map((b) => `sorry to ${v} you${b}`)),
        ...['could i ask', 'may i ask', 'would you mind checking', 'i would be grateful to know'],
      ],
    },
    // ("would you mind …", "could you possibly …": asked)
    ...(
      [
        ['tell me', ['telling me', 'letting me know'], ['tell me']],
        ['list', ['listing'], ['list']],
        ['show me', ['showing me'], ['show me']],
      ] as const
    ).map(([as, mind, possibly]) => ({
      as,
      said: [...mind.map((m) => `would you mind ${m}`), ...possibly.map((p) => `could you possibly ${p}`)],
    })),
  ].map(({ as, said }) => ({
    name: `asked politely: ${as || 'dropped'}`,
    said,
    as,
    examples: [{ said: `${said[0]} the lima quarries`, reads: `${as} the lima quarries` }],
  })),
  {
    // "lima or quito, who leads, and whats the difference in money": how far apart the two are
    name: 'the gap asked after',
    said: ['what is', "what's", 'whats'].flatMap((w) =>
      ['difference', 'gap'].flatMap((g) => [' in dollars', ' in money', ''].map((u) => `and ${w} the ${g}${u}`)),
    ),
    as: 'and by how much',
    examples: [{ said: 'lima or quito, who leads, and whats the difference in money', reads: 'lima or quito, who leads, and by how much' }],
  },
  {
    // "keep only those above 3m" after a list: only those
    name: 'keep only',
    said: ['keep only', 'just keep', 'keep just', 'only keep'],
    as: 'only',
    examples: [{ said: 'keep only the lima ones', reads: 'only the lima ones' }],
  },
  {
    // "quito quarries whose visit day is already in the past": in the past
    name: 'already in the past',
    said: ["that's", 'that is', 'which is', ''].flatMap((t) =>
      ['already in the past', 'in the past already'].map((p) => `${t} ${p}`.trim()),
    ),
    as: 'in the past',
    examples: [{ said: 'lima quarries due already in the past', reads: 'lima quarries due in the past' }],
  },
  {
    // "firms with no zeta contacts linked to them": the records' own, said again
    name: 'linked to it',
    said: ['linked', 'attached', 'tied', 'connected'].flatMap((v) => ['it', 'them'].map((w) => `${v} to ${w}`)),
    as: '',
    examples: [{ said: 'any quarry with no zeta contacts linked to it', reads: 'any quarry with no zeta contacts ' }],
  },
  {
    // "quito leads still marked as new": at that value
    name: 'marked as',
    said: ['marked as', 'flagged as', 'tagged as', 'recorded as', 'set as', 'marked', 'flagged', 'tagged'],
    as: '',
    examples: [{ said: 'zeta deals marked won', reads: 'zeta deals  won' }],
  },
  {
    // "mean quito sales figure": the measure itself
    name: 'a measure as a figure',
    said: [...['sales', 'revenue', 'turnover'].flatMap((m) => [`${m} figures`, `${m} figure`, `${m} number`, `${m} numbers`])],
    as: 'revenue',
    examples: [{ said: 'mean quito sales figure', reads: 'mean quito revenue' }],
  },
  {
    // "how many firms fall under the zeta campaign": belong to it, no bound
    name: 'fall under',
    said: ['fall', 'falls', 'fell', 'come', 'comes', 'sit', 'sits', 'belong'].map((v) => `${v} under`),
    as: 'in',
    examples: [{ said: 'how many firms fall under the zeta campaign', reads: 'how many firms in the zeta campaign' }],
  },
  {
    // "in how many regions do lima and quito firms sit side by side": both, as the rest of the question says
    name: 'side by side',
    said: ['side by side', 'side-by-side', 'alongside each other', 'next to each other'],
    as: '',
    examples: [{ said: 'regions where lima and quito firms sit side by side', reads: 'regions where lima and quito firms sit ' }],
  },
  {
    // "largest zeta deal in lima? and how big is it": the one record's figure, which its answer gives
    name: 'and its figure',
    said: ['how much is it', 'how much is it worth', "what's it worth", 'what is it worth', 'how big is it'].map((q) => `and ${q}`),
    as: '',
    examples: [{ said: 'largest zeta deal in lima? and how big is it', reads: 'largest zeta deal in lima? ' }],
  },
  {
    // "the top zeta firms in our book": the caller's own list ("our book" is never the whole company's)
    name: 'our book',
    said: ["our book's", 'our book', "our own book's", 'our own book', 'our books'],
    as: 'my accounts',
    examples: [{ said: 'the top zeta firms in our book', reads: 'the top zeta firms in my accounts' }],
  },
  // "now the bottom three" after a ranking: the other end of it, as "and the bottom three"
  ...['bottom', 'top', 'smallest', 'largest', 'lowest', 'highest', 'biggest', 'least', 'most'].map((end) => ({
    name: `now the ${end}`,
    said: [`now the ${end}`],
    as: `and the ${end}`,
    examples: [{ said: `now the ${end} zeta`, reads: `and the ${end} zeta` }],
  })),
  {
    // "verify the zeta total for lima": a figure checked is the figure asked
    name: 'verify the',
    said: ['verify', 'double-check', 'double check', 'confirm', 'check'].flatMap((v) => [`please ${v} the`, `${v} the`]),
    as: 'what is the',
    examples: [{ said: 'please verify the zeta total for lima', reads: 'what is the zeta total for lima' }],
  },
  {
    // "could you show my new hire how many quarries …": asked for someone else, read as asked for the caller
    name: 'shown to someone',
    said: [
      ...['show', 'walk'].flatMap((verb) =>
        ['my', 'our', 'the'].flatMap((whose) =>
          ['trainee', 'new hire', 'intern', 'apprentice', 'mentee', 'junior', 'team', 'colleague', 'boss', 'manager'].map(
            (who) => `${verb} ${whose} ${who}${verb === 'walk' ? ' through' : ''}`,
          ),
        ),
      ),
      ...['walk us through', 'walk me through', 'talk us through', 'talk me through', 'take us through', 'take me through'],
    ],
    as: 'show me',
    examples: [
      { said: 'please show my mentee the quarries in lima', reads: 'please show me the quarries in lima' },
      { said: 'walk us through the zeta total', reads: 'show me the zeta total' },
    ],
  },
  {
    // "within that lot, count the zeta ones": the rows of the previous answer
    name: 'that bunch',
    said: [
      ...['of that bunch', 'of this bunch', 'of that lot', 'of this lot', 'of that group', 'of this group', 'of that batch'],
      // "of that, how much …" after a total: the rows the total was made of
      ...['of that,', 'of that total', 'of that amount', 'of that figure', 'of that sum'],
    ],
    as: 'of those',
    examples: [
      { said: 'out of that lot, count the zeta ones', reads: 'out of those, count the zeta ones' },
      { said: 'of that, what part sits in quito', reads: 'of those what part sits in quito' },
    ],
  },
  {
    // "how many quarries make up that figure": the rows of the previous answer, counted
    name: 'rows behind a figure',
    said: [
      'make up that total',
      'make up that figure',
      'make up that number',
      'make up that sum',
      'are behind that total',
      'are behind that figure',
    ],
    as: 'are among them',
    examples: [{ said: 'so how many quarries make up that sum', reads: 'so how many quarries are among them' }],
  },
  {
    // "accounts in my area": the user's own territory (a region is said without "my")
    name: 'my area',
    said: ['my area', 'my own area', 'my sales area'],
    as: 'my territory',
    examples: [{ said: 'zeta firms in my area', reads: 'zeta firms in my territory' }],
  },
  {
    // "quito deals, count and value": the total, whose answer says how many rows it adds up
    name: 'count and total',
    said: [
      ...['count and value', 'count and total', 'number and value', 'number and total', 'count and sum', 'count plus value'],
      ...['count', 'number'].flatMap((c) => ['summed value', 'total value', 'summed amount'].map((v) => `${c} and ${v}`)),
    ],
    as: 'total value',
    examples: [{ said: 'zeta deals, count and sum', reads: 'zeta deals, total value' }],
  },
  {
    // "my zeta book of business": the records of the book, as "my book" is read
    name: 'book of business',
    said: ['book of business', 'books of business'],
    as: 'book',
    examples: [{ said: 'whole book of business in quito', reads: 'whole book in quito' }],
  },
  // ("zeta spread, in dollars?", "a gap in usd between …": the unit the figures are in already, no field to read)
  {
    name: 'the unit said between commas',
    said: [', in dollars,', ', in usd,'],
    as: ' ',
    examples: [{ said: 'the zeta total, in dollars, for quito', reads: 'the zeta total  for quito' }],
  },
  {
    name: 'the unit said',
    said: [', in dollars', ', in usd'],
    as: '',
    examples: [{ said: 'zeta spread, in dollars', reads: 'zeta spread' }],
  },
  ...['gap', 'difference'].map((gap) => ({
    name: `the unit of a ${gap}`,
    said: [`${gap} in dollars between`, `${gap} in usd between`],
    as: `${gap} between`,
    examples: [{ said: `a ${gap} in usd between zeta and lima`, reads: `a ${gap} between zeta and lima` }],
  })),
  // "all we lost at quarries": the money of deals ended so
  ...(['won', 'lost'] as const).map((end) => ({
    name: `all ${end}`,
    said: [
      ...['everything', 'all', 'what'].flatMap((w) => [`${w} we've ${end}`, `${w} we have ${end}`, `${w} we ${end}`]),
      `what have we ${end}`,
    ],
    as: `${end} value`,
    examples: [{ said: `zeta gap: everything we've ${end} in lima`, reads: `zeta gap: ${end} value in lima` }],
  })),
];
