/**
 * Links between records, how many records a group holds, and totals, said in other words (the
 * shape of SAID_OTHERWISE in said-otherwise.ts, read in its place there, before SAID_PLAINLY): a
 * record at another or at none, the people to call at one, the group largest by its number of
 * records, a grand total, a total rounded. Each with its examples.
 */
export const SAID_LINKED: { name: string; said: string[]; as: string; examples: { said: string; reads: string }[] }[] = [
  {
    // "the grand total of zeta": its total
    name: 'grand total',
    said: ['grand total', 'grand sum', 'overall total', 'total sum'],
    as: 'total',
    examples: [{ said: 'the grand total of quito zeta', reads: 'the total of quito zeta' }],
  },
  {
    // "count of lima quarries; what do those total?": "total" said as a verb, the figure they add up to
    name: 'totalled',
    said: ['they', 'those', 'these', 'it'].flatMap((w) =>
      ['total', 'come to', 'sum to', 'total up to', 'amount to'].flatMap((v) => [
        `what did ${w} ${v}`,
        `what do ${w} ${v}`,
        `what does ${w} ${v}`,
      ]),
    ),
    as: 'what did they add up to',
    examples: [{ said: 'count of lima quarries; what do those total?', reads: 'count of lima quarries; what did they sum to?' }],
  },
  {
    // "zeta for lima, to the nearest thousand": how exact a figure may be (every figure is exact)
    name: 'rounded',
    said: ['million', 'thousand', 'dollar', 'hundred'].flatMap((u) => [
      `rounded to the nearest ${u} is fine`,
      `rounded to the nearest ${u}`,
      `to the nearest ${u}`,
      `nearest ${u} is fine`,
    ]),
    as: '',
    examples: [{ said: 'zeta for lima, to the nearest thousand', reads: 'zeta for lima, ' }],
  },
  {
    // "which zone is biggest by count of quarries": the one holding the most of them, never the biggest quarry
    name: 'largest by number of',
    said: ['is the largest', 'is the biggest', 'is largest', 'is biggest'].flatMap((w) =>
      ['number of', 'count of'].map((c) => `${w} by ${c}`),
    ),
    as: 'has the most',
    examples: [{ said: 'which zone is biggest by count of quarries?', reads: 'which zone has the most quarries?' }],
  },
  {
    name: 'smallest by number of',
    said: ['is the smallest', 'is smallest'].flatMap((w) => ['number of', 'count of'].map((c) => `${w} by ${c}`)),
    as: 'has the fewest',
    examples: [{ said: 'which zone is the smallest by count of quarries', reads: 'which zone has the fewest quarries' }],
  },
  {
    // "whom should I ring at lima mill": the people who work there (asked of the records, never a call made)
    name: 'who do i call',
    said: ['who do i', 'who should i', 'who can i', 'who would i', 'whom do i', 'whom should i', 'who do we', 'who should we'].flatMap(
      (w) =>
        ['call', 'talk to', 'speak to', 'speak with', 'reach out to', 'contact', 'email', 'ring', 'ping', 'meet with'].map(
          (v) => `${w} ${v} at`,
        ),
    ),
    as: 'who works at',
    examples: [{ said: 'whom do i ping at lima mill?', reads: 'who works at lima mill?' }],
  },
  {
    // "zones without any of my quarries": none of them (before "without any", read as "with no")
    name: 'without any of',
    said: ['without any of', 'lacking any of', 'without a single one of', 'without even one of'],
    as: 'with none of',
    examples: [{ said: 'lima zones without any of my quarries', reads: 'lima zones with none of my quarries' }],
  },
  {
    // "quarries not linked to any firm": records whose link leads to no record of that kind
    name: 'not tied to any',
    said: ['that are not', "that aren't", 'which are not', "which aren't", 'not'].flatMap((n) =>
      ['tied to', 'linked to', 'attached to', 'connected to', 'assigned to', 'at'].flatMap((v) =>
        ['an existing', 'any existing', 'a real', 'an actual', 'any'].map((a) => `${n} ${v} ${a}`),
      ),
    ),
    as: 'with no',
    examples: [{ said: 'any quito people which are not linked to a real firm?', reads: 'any quito people with no firm?' }],
  },
  {
    // "zeta people attached to my lima firms": the people at them
    name: 'attached to',
    said: ['attached to', 'tied to', 'assigned to', 'recorded against', 'logged against', 'filed against', 'entered against'],
    as: 'at',
    examples: [
      { said: 'how many zeta people are attached to quito firms', reads: 'how many zeta people are at quito firms' },
      { said: 'quito firms with one zeta person recorded against them', reads: 'quito firms with one zeta person at them' },
    ],
  },
];
