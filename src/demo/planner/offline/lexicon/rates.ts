/**
 * A win (loss) rate is the share of the closed deals that were won (lost): words that only say
 * so again ("closed ones only", "won vs lost", "finished deals") restate its whole and are
 * dropped before the rest of the question is read as that whole's conditions. Each phrase is
 * matched as whole words, in any letter case; understand/plain.ts reads them.
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
    'if we only count finished deals',
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
    'closed-won vs closed-lost',
    'closed-won or closed-lost',
    'closed-won versus closed-lost',
    'closed-won and closed-lost',
  ],
  examples: [
    'win rate for deals closing in 2025, closed ones only (won vs lost)',
    'which region has the best win rate if we only count finished deals (won or lost)',
    'loss rate on 2024 deals, won and lost',
  ],
};

/**
 * A share whose whole is said first and referred to after ("looking only at my accounts over
 * $5M, what share of them have a CEO"): read as the share of that whole ("what share of my
 * accounts over $5M have a CEO"). The words that open the whole, and those that refer to it.
 */
export const SHARE_WHOLE_FIRST: { leads: string[]; refs: string[]; examples: string[] } = {
  leads: ['looking only at', 'looking at', 'looking just at', 'considering only', 'considering', 'within', 'among', 'of', 'out of', 'for'],
  refs: ['them', 'those', 'these', 'the lot'],
  examples: [
    'looking only at my accounts over $5M, what share of them have a ceo contact?',
    'among the deals in 2025, what percent of those were lost',
  ],
};
