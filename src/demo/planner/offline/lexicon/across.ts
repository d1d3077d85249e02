/**
 * One question put to two apps at once (compose/across.ts): "engineers, tallying my book plus
 * the crm's", "does the crm keep more idaho banks than my territory". The question is put to
 * each app on its own, without the words naming the apps and the way they are combined, and
 * the two figures are combined as `ops` says: added, weighed, or divided. Read so only after
 * the single reading was not sure of itself.
 */
export type AcrossOp = 'sum' | 'more' | 'fewer' | 'ratio' | 'difference' | 'both';

export const ACROSS: {
  /** Said for every app the catalogue holds, where none is named. */
  everyApp: string[];
  /** Words said just before an app's name that only point at it ("within the crm"): taken out with it. */
  before: string[];
  /** Words said just before an app's name that say the caller's own list of it ("my territory accounts"): never every list. */
  own: string[];
  /** Words said just after an app's name that only point at it ("the crm's", "the territory app keeps"). */
  after: string[];
  /** How the two figures are combined; the first rule whose words are said wins. */
  ops: { op: AcrossOp; words: string[] }[];
  /** The words that say a part is the one divided by ("per idaho firm of mine, the crm's idaho firms"). */
  per: string[];
  /** Words that only ask, said in a clause naming both apps ("does the crm keep more …"): taken out with the apps' names. */
  verbs: string[];
  /** Words that ask for a count: each app's figure must then be a count of its records (never a total of an amount). */
  counting: string[];
  /** Words that ask for a figure: a sum across the apps must ask for one ("how many", "total"). */
  figures: string[];
  /**
   * Words that ask for a record or a value, not a figure ("whichever region leads once both are tallied",
   * "more in idaho or iowa"): such a question weighs values across both apps, which is not read so.
   */
  choosing: string[];
  yesNo: string[];
  /** Words of a clause that only asks for the combination ("just the ratio please"): such a clause is no part of the question. */
  asking: string[];
  examples: { said: string; op: AcrossOp; parts: [string, string] }[];
  /** Questions not read so: each weighs values or records across the apps, not one figure of each. */
  notAcross: string[];
} = {
  everyApp: ['both systems', 'both apis', 'both apps', 'both databases', 'both sources', 'the two systems', 'the two apis', 'every system'],
  before: ['the', 'my', 'our', 'in', 'from', 'on', 'at', 'of', 'inside', 'within', 'by', 'as', 'across'],
  own: ['my', 'our', 'my own', 'our own'],
  after: ["'s", '’s', 'api', 'apis', 'app', 'system', 'side', 'list', 'lists', 'listing', 'data', 'database', 'one', 'ones'],
  ops: [
    { op: 'ratio', words: ['ratio', 'for every', 'for each', 'how many times', 'times as many', 'times more', 'multiple'] },
    { op: 'difference', words: ['how many more', 'how much more', 'difference', 'gap', 'minus'] },
    { op: 'more', words: ['more', 'bigger', 'larger', 'greater', 'higher'] },
    { op: 'fewer', words: ['fewer', 'less', 'smaller', 'lower'] },
    // (each app's figure, side by side: "texas, zeta vs the crm: how many each")
    {
      op: 'both',
      words: [
        ...['vs', 'versus', 'side by side', 'each', 'respectively', 'separately', 'compare', 'compared'],
        ...['two numbers', 'two figures', 'both numbers', 'both figures'],
      ],
    },
    {
      op: 'sum',
      words: [
        'together',
        'combined',
        'altogether',
        'in total',
        'in all',
        'all told',
        'plus',
        'add up',
        'added up',
        'adding up',
        'sum',
        'both',
      ],
    },
  ],
  per: ['for every', 'for each', 'per'],
  counting: ['how many', 'number of', 'count of', 'count', 'one number', 'single number'],
  figures: [
    'how many',
    'how much',
    'number of',
    'count',
    'tally',
    'one number',
    'single number',
    'one figure',
    'total',
    'sum',
    'average',
    'avg',
    'mean',
    'median',
    'ratio',
  ],
  choosing: ['which', 'who', 'whose', 'where', 'or'],
  /** A yes or a no asked ("…? yes or no"): no choice between values. */
  yesNo: ['yes or no', 'yes/no', 'y/n'],
  verbs: [
    ...['does', 'do', 'did', 'is', 'are', 'was', 'were', 'has', 'have', 'had', 'there', 'than', 'hold', 'holds', 'list', 'lists'],
    ...['show', 'shows', 'carry', 'carries', 'keep', 'keeps', 'count', 'counts', 'contain', 'contains', 'track', 'tracks', 'we'],
  ],
  asking: [
    ...['give', 'me', 'us', 'the', 'a', 'an', 'as', 'tell', 'show', 'please', 'just', 'i', 'want', 'need', 'what', 'is', 'it', 'its'],
    ...['number', 'figure', 'answer', 'count', 'counting', 'yes', 'or', 'no', 'put', 'express', 'expressed', 'and', 'across', 'both'],
    ...['to', 'of', 'them', 'those', 'two', 'add', 'up', 'together', 'combined', 'in', 'total', 'all', 'sum', 'plus'],
    ...['one', 'single', 'covering', 'cover', 'covers', 'spanning', 'quick'],
  ],
  examples: [
    {
      said: 'engineers: tally them up, territory people plus the crm ones together?',
      op: 'sum',
      parts: ['engineers: tally them up in the territory', 'engineers: tally them up in the crm'],
    },
    {
      said: 'does the crm keep fewer idaho banks than my territory listing (my own plus 3rd-party)?',
      op: 'fewer',
      parts: ['idaho banks in the crm', 'idaho banks in the territory (my own plus 3rd-party)'],
    },
    {
      said: 'idaho, side by side: banks in my territory versus banks in the crm',
      op: 'both',
      parts: ['idaho, banks in the territory', 'idaho, banks in the crm'],
    },
    {
      said: 'per idaho firm of my territory, idaho firms the crm keeps? as a ratio',
      op: 'ratio',
      parts: ['idaho firms the crm keeps', 'idaho firm of my territory'],
    },
    {
      said: 'across both systems, total iowa banks? add up the territory (my own plus 3rd-party) and the crm.',
      op: 'sum',
      parts: ['total iowa banks in the territory (my own plus 3rd-party)', 'total iowa banks in the crm'],
    },
  ],
  notAcross: [
    'tallying my book plus the crm, whichever region leads on banks: idaho or iowa?',
    'is there some region where my territory keeps more banks than the crm?',
    'summing crm plus territory, more banks in idaho or iowa',
  ],
};

/**
 * "… than zeta firms, my own plus 3rd-party combined, in utah": an aside that only says which lists of an app count,
 * read as the parenthesis said after it ("zeta firms (my own plus 3rd-party combined)", compose/across.ts).
 */
export const LISTS_ASIDE: {
  own: string[];
  joins: string[];
  others: string[];
  tails: string[];
  examples: { said: string; reads: string }[];
} = {
  own: ['mine', 'my own', 'my own ones', 'our own', 'ours'],
  joins: ['and', 'plus', '&', '+'],
  others: ['third-party', 'third party', '3rd-party', '3rd party', 'the third-party ones', 'third-party ones'],
  tails: ['together', 'combined', 'both', 'included', 'alike'],
  examples: [
    {
      said: 'more crm firms in utah than zeta firms, my own plus 3rd-party combined, in utah?',
      reads: 'more crm firms in utah than zeta firms (my own plus 3rd-party combined) in utah?',
    },
  ],
};
