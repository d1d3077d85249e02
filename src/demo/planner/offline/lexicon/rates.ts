/**
 * A win (loss) rate is the share of the closed deals that were won (lost): words that only say
 * so again (the closed ones, the finished deals, both outcomes named) restate its whole and
 * are dropped before the rest of the question is read as that whole's conditions. Each phrase
 * is matched as whole words, in any letter case, "won" and "lost" also as "closed-won" and
 * "closed-lost"; understand/plain.ts reads them.
 */
export const RATE_RESTATED: { phrases: string[]; examples: string[] } = {
  phrases: [
    'closed ones only',
    'closed deals only',
    'closed only',
    'only closed ones',
    'only the closed ones',
    'only closed deals',
    'only count closed deals',
    'only count finished deals',
    'only finished deals',
    'finished deals only',
    'finished ones only',
    'counting only closed deals',
    'won vs lost',
    'won versus lost',
    'won or lost',
    'won and lost',
    'won vs lost only',
    'won or lost only',
    'their won + lost deals',
    'its won + lost deals',
    'their won and lost deals',
    'its won and lost deals',
    // the formula written out
    'won / (won + lost',
    'won/(won+lost',
    'won / (won+lost',
    ...['vs', 'vs.', 'versus', 'over', 'out of', 'divided by', 'against'].flatMap((w) => [
      `won ${w} won + lost`,
      `won ${w} won+lost`,
      `won ${w} won plus lost`,
    ]),
    // the outcome over its whole, said in words ("lost over the decided deals")
    ...['won', 'lost'].flatMap((outcome) =>
      ['out of', 'over', 'divided by'].flatMap((w) =>
        ['all the ', 'all ', 'the ', ''].flatMap((d) =>
          ['closed deals', 'closed ones', 'closed opportunities', 'finished deals', 'decided deals'].map(
            (whole) => `${outcome} ${w} ${d}${whole}`,
          ),
        ),
      ),
    ),
    // (counted by deals, the rate's own measure)
    ...['by number of deals', 'by the number of deals', 'by deal count', 'by count', 'by number'],
    ...['by number of opportunities', 'in deal count', 'counting deals'],
    'once deals are decided',
    'once they are decided',
    'once decided',
    'once closed',
  ],
  examples: [
    'win rate on lima quarries due in 2023, the closed deals only',
    'our loss rate in peru, only count closed deals',
    'loss rate on the quito quarries, won and lost',
    'win pct for acme across their won and lost deals',
    'loss rate for acme once decided',
    'win rate in lima (won / (won + lost))',
    'win rate in quito (won over won+lost)',
    'win rate in quito: won over won plus lost',
    'and the win rate? i mean won over all finished deals',
    'quito loss pct by deal count',
  ],
};

/**
 * The whole of a win (loss) rate restated after it, "as a <rate word> of <the closed deals>"
 * ("the loss rate, lost as a fraction of the finished deals"): dropped like the phrases above, the
 * outcome before it too. A word ending in -ly may stand between the words of a whole
 * ("deals that really closed").
 */
export const RATE_WHOLE_RESTATED: { rates: string[]; wholes: string[]; examples: string[] } = {
  rates: ['%', 'percent', 'percentage', 'share', 'fraction', 'proportion', 'part'],
  wholes: [
    ...['closed deals', 'closed ones', 'closed opportunities', 'finished deals', 'finished ones', 'decided deals'],
    ...['deals that closed', 'deals that finished', 'deals which closed', 'ones that closed', 'deals that were closed'],
    // ("… as a fraction of everything which closed in the period")
    ...['everything that closed', 'everything which closed', 'all that closed', 'all deals that closed'].flatMap((w) => [
      w,
      ...['year', 'quarter', 'month', 'period'].map((p) => `${w} that ${p}`),
    ]),
  ],
  examples: [
    'loss rate in peru, lost as a share of the finished deals',
    'win rate for acme: won as a fraction of deals that really closed',
    'quito win rate for 2023 (won as a part of everything which closed that period, won vs lost)',
  ],
};

/**
 * A share whose whole is said first and referred to after ("looking only at the referral
 * leads, what share of them converted"): read as the share of that whole. The words that open
 * the whole, and those that refer to it.
 */
export const SHARE_WHOLE_FIRST: {
  leads: string[];
  refs: string[];
  looking: string[];
  verbs: string[];
  restated: string[];
  examples: string[];
} = {
  leads: ['looking only at', 'looking at', 'looking just at', 'considering only', 'considering', 'within', 'among', 'of', 'out of', 'for'],
  refs: ['them', 'those', 'these', 'the lot'],
  /** Or, after one of `looking`, no word for the whole: a verb straight after the share ("…, which share did they lose"). */
  looking: ['looking only at', 'looking at', 'looking just at', 'considering only', 'considering'],
  verbs: ['did', 'do', 'does', 'were', 'was', 'are', 'is', 'have', 'has', 'had'],
  /** Said after a whole of finished records, naming both ends it has ("…, won or lost,"): the whole again, dropped. */
  restated: ['won or lost', 'won and lost', 'both won and lost', 'whether won or lost', 'win or lose', 'won or not'],
  examples: [
    'looking just at the webinar leads, what share of those converted',
    'among the deals in 2023, what percent of them were lost',
    'considering each lima quarry that finished, win or lose, which share were lost',
  ],
};

/**
 * A lead converts when it is won: "the best converting lead source", "the lead source with the
 * highest conversion rate" ask for the group whose leads are won most often (understand/plain.ts, only
 * when the question is about leads; a deal's "conversion" is its win rate, above).
 */
export const LEAD_CONVERSION: { before: string[]; ranked: string[]; as: string; examples: { said: string; reads: string }[] } = {
  /** Said before the group ("the best converting source"). */
  before: ['best converting', 'top converting', 'highest converting', 'best-converting', 'top-converting'],
  /** Said after it ("the source with the best conversion rate"). */
  ranked: ['best conversion rate', 'highest conversion rate', 'top conversion rate', 'best conversion', 'highest conversion'],
  as: 'highest percentage of won leads',
  examples: [
    { said: 'which is the best converting lead source', reads: 'which is the lead source with the highest percentage of won leads' },
    { said: 'lead source with the highest conversion rate', reads: 'lead source with the highest percentage of won leads' },
  ],
};

/**
 * "utah's slice of the deal value", "a region's piece of the leads": a share said in other words, read
 * as "share of" (understand/plain.ts); only before "of", where nothing else can be meant.
 */
export const SHARE_SAID: { words: string[]; as: string; examples: { said: string; reads: string }[] } = {
  words: ['cut', 'slice', 'piece', 'chunk'],
  as: 'share',
  examples: [{ said: "utah's slice of the summed deal value", reads: "utah's share of the summed deal value" }],
};
