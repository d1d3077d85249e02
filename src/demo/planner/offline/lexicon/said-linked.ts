/**
 * Links between records said in other words (the shape of SAID_OTHERWISE in said-otherwise.ts,
 * read in its place there, before SAID_PLAINLY): a record at another, at none, or at the other
 * list rather than the caller's own. Each with its examples.
 */
export const SAID_LINKED: { name: string; said: string[]; as: string; examples: { said: string; reads: string }[] }[] = [
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
