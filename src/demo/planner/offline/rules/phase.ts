import { named, type Rules } from './rule.js';
import { alternation } from '../core/known.js';
import { NEGATION_LEADS } from '../lexicon/negation.js';

/** The leads that leave rows out, but "not" and "non" (said before a phase, read by stillOpen). */
const LEAVING_OUT = alternation(NEGATION_LEADS.map((l) => l.words).filter((w) => w !== 'not' && w !== 'non'));

/**
 * Where in its life a record is asked to be (understand/phase.ts): the words for a deal open,
 * closed, won or lost, and the values a phase is written as in the tools' enums.
 */
export const PHASE_RULES = named('PHASE_RULES', {
  notClosedEnd: {
    means: '"zeta deals never closed-won": one closing stage negated, a value left out (read as such), never the phase asked',
    pattern: /\b(?:not|never|aren'?t|isn'?t|weren'?t|wasn'?t)\s+(?:yet\s+)?closed[\s-]*(?:won|lost)\b(?!\s*(?:\/|or\b|nor\b|and\b))/gi,
    examples: ['zeta deals never closed-won', 'quito ones not closed won'],
    not: ['closed-lost deals', 'not closed won/lost', 'not closed-won nor closed-lost'],
  },
  openAsVerb: {
    means: '"open" first, as the verb that asks to show something ("open the list"), not a phase',
    pattern: /^\s*(?:please\s+)?open\b(?=\s+(?:the|a|an|my|our|this|that|up|new|it)\b|\s*$)/,
    examples: ['please open my report', 'open it up', 'open'],
    not: ['open deals in utah', 'reopen the file'],
  },
  stillOpen: {
    means: '"not closed", "not won or lost", "neither won nor lost", both ends left out: a record still open',
    pattern:
      /\bnot\s+(?:yet\s+)?(?:closed(?![\s_-]*(?:won|lost)\b)|(?:closed[\s_-]*)?(?:won|lost)\s*(?:\/|or|nor|and)\s*(?:closed[\s_-]*)?(?:won|lost|closed)|won|lost)|\bneither\s+won\s+nor\s+lost\b|\b(?:leave|leaving|left)\s+out\s+(?:the\s+)?(?:closed[\s-]*)?won\s*(?:\/|or|and)\s*(?:closed[\s-]*)?lost\b/,
    examples: ['deals not yet won', 'ones not closed won/lost', 'neither won nor lost', 'quarry bids, leaving out won/lost'],
    not: ['deals we won', 'leads not closed-lost'],
  },
  bothLeftOut: {
    means: 'both ends left out after a lead that leaves rows out ("excluding closed lost and closed won"): a record still open',
    pattern: new RegExp(
      `\\b(?:${LEAVING_OUT})\\s+(?:(?:the|any|all|deals|opps|ones|those)\\s+)?(?:closed[\\s_-]*)?(?:won|lost)\\s*(?:\\/|,|or|and|nor)\\s*` +
        '(?:closed[\\s_-]*)?(?:won|lost)\\b',
      'i',
    ),
    examples: [
      'quarry bids excluding closed lost and closed won',
      'lima deals other than won or lost',
      'zeta bids except closed-won, closed-lost',
    ],
    not: ['excluding lost deals', 'won or lost deals'],
  },
  finished: {
    means: '"won or lost", "ended", "decided": every finished record',
    pattern:
      /\b(?:won\s+(?:or|and|\/)\s+lost|lost\s+(?:or|and|\/)\s+won|(?:ended|finished|decided)(?!\s+(?:up\s+)?(?:as\s+|in\s+)?(?:closed?[\s_-]*)?(?:won|lost)\b))\b/,
    examples: ['lost or won this year', 'deals that have ended'],
    not: ['won deals', 'undecidedness', 'the part that ended closed-won', 'quarries that ended up lost'],
  },
  won: {
    means: 'a record won (closed-won, converted)',
    pattern: /\bclosed?[\s_-]*won\b|\b(?:won|win|converted)\b/,
    examples: ['closed_won value', 'leads converted', 'deals we win'],
    not: ['wonder', 'window'],
  },
  lost: {
    means: 'a record lost (closed-lost)',
    pattern: /\bclosed?[\s_-]*lost\b|\b(?:lost|lose|losing)\b/,
    examples: ['closed-lost deals', 'ones we are losing'],
    not: ['closer'],
  },
  open: {
    means: 'a record still open ("pending", "in progress", "not been closed")',
    pattern: /\bnot (?:yet |been )?closed\b|\b(?:open|active|pending|ongoing|unclosed|in progress|in flight)\b/,
    examples: ['deals in flight', 'not been closed', 'pending ones'],
    not: ['reopened', 'inactive'],
  },
  closed: {
    means: 'a record closed (either end)',
    pattern: /\bclosed\b/,
    examples: ['closed this month'],
    not: ['closedown', 'close'],
  },
  converted: {
    means: 'the phase word "converted" alone',
    pattern: /^converted$/i,
    examples: ['Converted'],
    not: ['converted leads'],
  },
  wonValue: {
    means: 'an enum value that says won ("closed-won")',
    pattern: /^closed[\s_-]?won$/i,
    examples: ['Closed Won', 'closed_won', 'closedwon'],
    not: ['won'],
  },
  lostValue: {
    means: 'an enum value that says lost ("closed-lost")',
    pattern: /^closed[\s_-]?lost$/i,
    examples: ['CLOSED-LOST'],
    not: ['lost'],
  },
  closedValue: {
    means: 'an enum value that says closed, either end',
    pattern: /^closed[\s_-]?(?:won|lost)$/i,
    examples: ['closed won', 'Closed-Lost'],
    not: ['closed'],
  },
  openValue: {
    means: 'an enum value of a record still open',
    pattern: /^(?:open|prospecting|negotiation)$/i,
    examples: ['Prospecting', 'open'],
    not: ['reopen'],
  },
} satisfies Rules);
