/**
 * Words that change what a question asks, as data: each cue names what its words ask of the
 * answer, the phrases that say it (lower case; matched as whole words, longest first), the
 * features of the query plan that honour it (any one will do: see answer/accounting.ts), and
 * sentences it must be found in. When a cue is in the question and the plan that was run has
 * none of its features, the answer says the words were not used and is not sure of itself:
 * "excluding closed deals" read without the exclusion is never answered as if it were right.
 * test/internals/reader-lexicon.test.ts runs every example.
 */

/** What a plan does, read from its steps (answer/accounting.ts `featuresOf`). */
export type Feature =
  | 'negation'
  | 'bound'
  | 'computed'
  | 'count'
  | 'sum'
  | 'avg'
  | 'median'
  | 'extreme'
  | 'sort'
  | 'limit'
  | 'rank'
  | 'group'
  | 'distinct'
  | 'share'
  | 'difference'
  | 'exists'
  | 'date'
  | 'select'
  | 'set'
  | 'previous'
  | 'text'
  | 'multiple';

export interface Cue {
  name: string;
  /** What the words ask, in the answer's words ("an exclusion"). */
  means: string;
  phrases: string[];
  needs: Feature[];
  /** Sentences in which the cue must be found. */
  examples: string[];
}

export const CUES: Cue[] = [
  {
    name: 'exclusion',
    means: 'an exclusion',
    phrases: [
      'not',
      'no',
      'non',
      'excluding',
      'exclude',
      'excludes',
      'except',
      'other than',
      'besides',
      'without',
      'outside',
      'outside of',
      'leave out',
      'leaving out',
      'left out',
      'skip',
      'skipping',
      'minus',
      'dont',
      'aside from',
      'apart from',
      'not counting',
      'ignore',
      'ignoring',
      'omit',
      'omitting',
      'nothing',
      'none',
      'missing',
      'neither',
      'nor',
    ],
    needs: ['negation'],
    examples: ['total pipeline by stage, excluding closed deals', 'accounts other than the ones in ohio', 'deals that are not won'],
  },
  {
    name: 'multiple',
    means: 'a multiple of a figure',
    phrases: [
      'twice',
      'two times',
      'three times',
      'triple',
      'four times',
      'five times',
      'ten times',
      '2x',
      '3x',
      '4x',
      '5x',
      '10x',
      'half of',
    ],
    needs: ['multiple'],
    examples: ['accounts with more than twice the average head count', 'deals over 3x our mean deal', 'under half of the average'],
  },
  {
    name: 'bound',
    means: 'a bound',
    phrases: [
      'at least',
      'at most',
      'more than',
      'less than',
      'fewer than',
      'greater than',
      'higher than',
      'lower than',
      'bigger than',
      'smaller than',
      'no more than',
      'no less than',
      'or more',
      'or less',
      'or fewer',
      'over',
      'under',
      'above',
      'below',
      'between',
      'exceeding',
      'exceed',
      'exceeds',
      'beat',
      'beats',
      'beating',
      'surpass',
      'surpasses',
      'outperform',
      'outperforms',
      'trail',
      'trails',
      'fall short of',
      'falls short of',
      'upwards of',
      'before',
      'after',
      'since',
      'until',
    ],
    needs: ['bound', 'computed', 'date', 'group', 'exists', 'set', 'difference'],
    examples: ['accounts with at least 50 employees', 'deals over 100k', 'more than 3 contacts', 'deals closing before june'],
  },
  {
    name: 'count',
    means: 'a count',
    phrases: ['how many', 'number of', 'count', 'counts', 'tally', '# of', 'no of', 'how much of'],
    needs: ['count', 'distinct', 'sum', 'share'],
    examples: ['how many prospects did referrals bring', 'the number of accounts in texas'],
  },
  {
    name: 'total',
    means: 'a total',
    phrases: [
      'total',
      'totals',
      'sum',
      'summed',
      'combined',
      'add up',
      'adds up',
      'added up',
      'altogether',
      'all told',
      'in all',
      'all together',
      'aggregate',
    ],
    needs: ['sum', 'count', 'share'],
    examples: ['the total sales volume across my book', 'what do they add up to', 'what the stages added up to last year'],
  },
  {
    name: 'average',
    means: 'an average',
    phrases: ['average', 'avg', 'mean', 'typical', 'on average'],
    needs: ['avg', 'computed', 'median'],
    examples: ['average deal size in europe', 'avg scoring across qualified prospects'],
  },
  {
    name: 'median',
    means: 'a median',
    phrases: ['median'],
    needs: ['median'],
    examples: ['the median deal size this year'],
  },
  {
    name: 'superlative',
    means: 'a ranking',
    phrases: [
      'top',
      'highest',
      'lowest',
      'largest',
      'biggest',
      'smallest',
      'most',
      'least',
      'best',
      'worst',
      'fewest',
      'max',
      'min',
      'maximum',
      'minimum',
      'leading',
      'bottom',
      'greatest',
      'newest',
      'oldest',
      'latest',
      'earliest',
      'most recent',
      'number one',
      'rarest',
      'commonest',
    ],
    needs: ['sort', 'rank', 'extreme', 'group'],
    examples: ['the top customer by revenue in my book', 'the three biggest deals still being negotiated'],
  },
  {
    name: 'place',
    means: 'a place in an order',
    phrases: [
      'second',
      'third biggest',
      'third largest',
      'third highest',
      '2nd',
      'number two',
      'number 2',
      'runner up',
      'rank',
      'ranks',
      'ranked',
      'position',
      'place',
      'stand',
      'stands',
      'land',
      'lands',
    ],
    needs: ['limit', 'rank', 'sort'],
    examples: ['the second largest account', 'where does acme rank by revenue', 'where does acme land in the revenue ranking'],
  },
  {
    name: 'rate',
    means: 'a share or rate',
    phrases: ['rate', 'share', 'percent', 'percentage', 'pct', '%', 'proportion', 'fraction', 'ratio', 'what part', 'what portion'],
    needs: ['share', 'difference'],
    examples: ['what is our win rate on closed deals', 'what percentage of prospects is still new'],
  },
  {
    name: 'ratio',
    means: 'a ratio of two figures',
    phrases: ['how many times', 'times bigger', 'times larger', 'times more', 'times as', 'what multiple'],
    needs: ['share'],
    examples: ['by how many times does a beat b', 'a is what multiple of b', 'is a three times as big as b'],
  },
  {
    name: 'comparison',
    means: 'a comparison',
    phrases: [
      'than',
      'vs',
      'versus',
      'compared',
      'compare',
      'compared to',
      'difference',
      'gap',
      'how much more',
      'how many more',
      'how far apart',
      'far apart',
      'apart',
      'gap between',
      'difference between',
      'spread between',
    ],
    needs: ['difference', 'sort', 'bound', 'computed', 'group', 'share'],
    examples: ['how much more does a make than b', 'mine vs third-party accounts'],
  },
  {
    name: 'computed bound',
    means: 'a bound computed from the rows',
    phrases: [
      'above average',
      'below average',
      'above the average',
      'below the average',
      'above the mean',
      'below the mean',
      'than average',
      'than the average',
    ],
    needs: ['computed'],
    examples: ['accounts above the average revenue', 'how many deals are below average value'],
  },
  {
    name: 'grouping',
    means: 'a breakdown by group',
    phrases: ['each', 'breakdown', 'break down', 'broken down', 'split by', 'grouped by', 'by each', 'for each'],
    needs: ['group', 'sort', 'distinct', 'count', 'sum', 'select'],
    examples: ['number of deals for each stage', 'breakdown of leads by source'],
  },
  {
    // "per" asks for a figure for each group, or one quantity divided by another: showing the
    // fields side by side (a select) does not answer it
    name: 'per',
    means: 'a figure per group or per unit',
    phrases: ['per'],
    needs: ['group', 'share', 'difference', 'distinct', 'avg', 'median'],
    examples: ['number of deals per stage', 'revenue per employee at one account', 'average revenue per account'],
  },
  {
    name: 'variety',
    means: 'the different values',
    phrases: ['distinct', 'different', 'unique', 'what kinds', 'which kinds', 'what types', 'which types'],
    needs: ['distinct', 'group'],
    examples: ['how many different industries are there', 'what kinds of roles appear in our contacts'],
  },
  {
    name: 'existence',
    means: 'records that have (or lack) related records',
    phrases: ['ever', 'that have', 'that has', 'which have', 'lacking', 'lack', 'employ', 'employs', 'employing'],
    needs: ['exists', 'negation', 'bound', 'count'],
    examples: ['customers who ever closed a win', 'accounts that have a cto'],
  },
  {
    name: 'text match',
    means: 'a word the records must hold',
    phrases: ['containing', 'contains', 'contain', 'starting with', 'starts with', 'ending in', 'ending'],
    needs: ['text'],
    examples: ['accounts whose name contains labs', 'leads with a company starting with acme', 'people with the name ending lee'],
  },
  {
    name: 'absence',
    means: 'records that never had something',
    phrases: ['never', 'not once', 'not a single', 'not even one'],
    needs: ['negation'],
    examples: ['customers who never once closed a win', 'regions where not a single deal was lost'],
  },
  {
    name: 'reference',
    means: 'a reference to the previous answer',
    phrases: [
      'of those',
      'of them',
      'of these',
      'those ones',
      'these ones',
      'the ones',
      'among them',
      'among those',
      'from those',
      'from them',
      'that list',
      'ones',
      'those',
      'these',
      'them',
      'that one',
      'this one',
      'the biggest one',
      'the largest one',
      'the smallest one',
      'the top one',
      'the latest one',
    ],
    needs: ['previous'],
    examples: ['two of them sit in utah', 'rank the ones from that list by size', 'only the utah ones', 'which client had that one'],
  },
  {
    name: 'none of a kind',
    means: 'records with none of another kind',
    phrases: ['have zero', 'has zero', 'with zero'],
    needs: ['negation', 'count'],
    examples: ['firms that have zero open deals', 'clients with zero people on file'],
  },
  {
    // read only as the value the previous answer put first (compose/refer.ts leaderPlaced, which takes the words away)
    name: 'place reference',
    means: 'a value named by the previous answer',
    phrases: ['that state', 'this state', 'that same state', 'that region', 'that country', 'that industry', 'that place'],
    needs: [],
    examples: ['deals at firms in that state', 'the count of prospects out of that region'],
  },
];
