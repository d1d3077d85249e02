/**
 * Words that, right before a value (links such as "the", "in" between), say the rows must not
 * hold it: "not in Texas", "other than USD", "leaving out the webinar leads", "skip 3rd party".
 * understand/negation.ts reads them; each has a sentence it is found in beside it.
 */
export const NEGATION_LEADS: { words: string; example: string }[] = [
  { words: 'not', example: 'deals not in negotiation' },
  { words: 'except', example: 'every stage except proposal' },
  { words: 'excluding', example: 'revenue excluding california' },
  { words: 'exclude', example: 'exclude the referral leads' },
  { words: 'besides', example: 'regions besides europe' },
  { words: 'non', example: 'non technology accounts' },
  { words: 'other than', example: 'states other than texas' },
  { words: 'anything but', example: 'anything but retail' },
  { words: 'anything else than', example: 'anything else than healthcare' },
  { words: 'leave out', example: 'leave out the webinar ones' },
  { words: 'leaving out', example: 'leaving out ohio' },
  { words: 'left out', example: 'with florida left out' },
  { words: 'not counting', example: 'not counting texas' },
  { words: 'dont count', example: 'dont count california' },
  { words: 'do not count', example: 'do not count the webinar ones' },
  { words: 'skip', example: 'skip 3rd party' },
  { words: 'skipping', example: 'skipping the media ones' },
  { words: 'minus', example: 'minus new york' },
  { words: 'ignoring', example: 'ignoring the cold calls' },
  { words: 'ignore', example: 'ignore the trade shows' },
  { words: 'omitting', example: 'omitting energy' },
  { words: 'aside from', example: 'aside from europe' },
  { words: 'apart from', example: 'apart from sales' },
  { words: 'but not', example: 'media but not retail' },
  { words: 'setting aside', example: 'setting aside florida' },
  { words: 'set aside', example: 'set aside the webinar leads' },
  { words: 'putting aside', example: 'putting aside energy' },
  { words: 'put aside', example: 'put aside the referral ones' },
  { words: 'leaving aside', example: 'leaving aside europe' },
  { words: 'leave aside', example: 'leave aside banking' },
  { words: 'drop', example: 'drop the lima ones' },
  { words: 'take out', example: 'take out the quito ones' },
  { words: 'in none of', example: 'quarries located in none of lima, quito or zeta' },
];

/**
 * Words that may stand between a lead and its value ("excluding those based in europe",
 * "not the ones located in ohio"): skipped when the lead is looked for.
 */
export const NEGATION_LINKS: { words: string[]; examples: string[] } = {
  words: [
    'in',
    'of',
    'from',
    'at',
    'the',
    'on',
    'for',
    'to',
    'with',
    'a',
    'an',
    'by',
    'ones',
    'one',
    'those',
    'based',
    'located',
    'headquartered',
    'situated',
    'anything',
    'everything',
    'whatever',
    // ("excluding whatever's based in utah": the "'s" of "whatever's")
    's',
    'any',
    'all',
    // ("leaving out both lima and quito")
    'both',
    ...['that', 'which', 'who', 'are', 'is', 'were', 'was', 'currently', 'still', 'marked', 'status', 'stage'],
    // ("leaving out whatever arrived via lima": where the rows left out came from)
    ...['came', 'come', 'coming', 'arrived', 'sourced', 'through', 'via'],
    // ("not yet visited": not visited)
    'yet',
  ],
  examples: [
    'pipeline value, excluding those based in europe',
    'avg score of quito leads, excluding leads that are marked converted',
    'my accounts, not the ones located in ohio',
    'biggest clients, excluding anything in utah',
    'quito leads, leaving out whatever arrived via lima',
  ],
};

/** Leads written around the value ("leaving texas out"): read as the lead before it ("leaving out texas"). */
export const SPLIT_LEADS: { verbs: string[]; particle: string; example: string }[] = [
  { verbs: ['leave', 'leaving', 'left', 'leaves'], particle: 'out', example: 'leaving utah out of the sum' },
  { verbs: ['count', 'counting'], particle: 'out', example: 'count the referral leads out' },
  {
    verbs: ['set', 'sets', 'setting', 'put', 'puts', 'putting', 'leave', 'leaving', 'lay', 'laying'],
    particle: 'aside',
    example: 'putting canada aside, which region leads',
  },
];

/**
 * A whose-records word excluded ("skip 3rd party", "not mine") names the other list: the
 * planner reads the list the words mean instead.
 */
export const SUBJECT_FLIPS: { said: string[]; means: string; example: string }[] = [
  {
    said: ['third party', '3rd party', 'third-party', '3rd-party', 'external'],
    means: 'my own',
    example: 'list the smiths, skip 3rd party',
  },
  { said: ['mine', 'my own', 'my accounts', 'my territory'], means: 'third-party', example: 'accounts in ohio excluding mine' },
];

/**
 * Leads that, right before a ranking ("the top 2", "the 3 largest"), leave those rows out of a
 * figure instead of keeping only them: "average revenue excluding the top 2" (understand/order.ts).
 * A change verb among them ("drop") asks for no change there (understand/write.ts).
 */
export const RANK_DROPS: { leads: string[]; examples: string[] } = {
  leads: [
    ...['excluding', 'without', 'except', 'except for', 'not counting', 'leaving out', 'minus', 'ignoring', 'omitting', 'apart from'],
    ...['drop', 'dropping', 'removing', 'remove', 'take out', 'taking out', 'aside from', 'other than', 'beyond', 'after'],
  ],
  examples: [
    'mean deal value excluding the top 3',
    'summed revenue of my clients without the 2 biggest',
    'avg score once you drop the bottom 5',
  ],
};

/**
 * "leaving out whatever they lost", "excluding deals we won": records at an end of their
 * life left out (understand/phase.ts), read from a lead above (not "not", which says "still
 * open") and the words that may stand between the lead and "won" or "lost".
 */
export const PHASE_LEFT_OUT: { between: string[]; examples: { said: string; phase: 'won' | 'lost' }[] } = {
  between: [
    ...['the', 'any', 'all', 'those', 'one', 'ones', 'that', 'which', 'who', 'we', 'i', 'they', 'whatever', 'anything'],
    ...['were', 'are', 'have', 'has', 'had', 'been', 'already', 'ended', 'deal', 'deals', 'lead', 'leads', 'opportunities', 'opps', 'opp'],
    ...['account', 'accounts'],
  ],
  examples: [
    { said: 'mean score of quito leads, leaving out whatever they lost', phase: 'lost' },
    { said: 'total pipeline excluding deals that were won (closed-won)', phase: 'won' },
  ],
};
