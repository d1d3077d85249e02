/**
 * Reading rules for the stages of deals said in other words (understand/plain.ts): a win or loss rate asked as
 * the share it is, won and lost weighed or listed, deals not yet closed, a date already past.
 */
import { named, type Rules } from './rule.js';

export const PLAIN_PHASE_RULES = named('PLAIN_PHASE_RULES', {
  wonOrLostWord: {
    means: 'the word "won" or "lost" in a phrase that restates a rate\'s whole, which may be said with "closed" before it',
    pattern: /\b(won|lost)\b/g,
    examples: [
      ['won deals', 'won'],
      ['all lost', 'lost'],
    ],
    not: ['wonder'],
  },
  rate: {
    means: '"win rate", "loss %": the share of the closed deals won (lost), the word that says which',
    pattern: /\b(win|winning|won|loss|losing|lost)(?:[\s-]*(?:rate|ratio|percentage|pct)\b|\s*%)/i,
    examples: [
      ['our win rate', 'win'],
      ['loss %', 'loss'],
      ['winning percentage', 'winning'],
    ],
    not: ['winter rate'],
  },
  askedLast: {
    means: 'the asking words said after the conditions ("for retail, what is"), dropped',
    pattern: /[,;]?\s*(?:what|how high|how good|how bad)(?:'s|’s|s|\s+is|\s+was|\s+are|\s+were)?\s*(?:(?:our|my|the)\s+)*$/i,
    examples: ['for retail, what is', 'how good is our '],
    not: ['what is it'],
  },
  asking: {
    means: 'the asking words at the start ("what\'s our", "show me the"), dropped (it may find nothing)',
    pattern:
      /^\s*(?:(?:what|how high|how good|how bad)(?:'s|’s|s|\s+is|\s+was|\s+are)?|show(?:\s+me)?|give\s+me|tell\s+me)?\s*(?:(?:our|my|the|me|us)\s+)*/i,
    examples: ['what is our', 'show me the'],
  },
  everyPhase: {
    means: '"every quarry, won, lost and open": all three ends of a record\'s life said together, which leave none out (dropped)',
    pattern:
      /[\s,(]*\b(?:whether\s+)?(?:won|lost|open)(?:\s*,\s*|\s*\/\s*|\s+)(?:won|lost|open)(?:\s*,?\s*(?:and|or)\s+|\s*\/\s*|\s*,\s*)(?:won|lost|open)\b[)]?/gi,
    examples: ['every quarry, won, lost and open', 'all zeta (open, won or lost)'],
    not: ['won or lost quarries'],
  },
  wonRevenue: {
    means: '"closed-won revenue", "won value for quito firms": the money of the deals won (never a firm\'s own figure)',
    pattern:
      /\b(closed[\s-]*)?(won|lost)\s+(?:revenue|(?:value|amount)(?=\s+(?:for|at|of|from|across)\s+(?:[a-z-]+\s+){0,2}(?:accounts?|firms?|companies|company|clients?|customers?)\b))\b/gi,
    examples: [['closed-won revenue', 'closed-'], 'lost revenue', 'won value for quito firms'],
    not: ['revenue won', 'won value in lima'],
  },
  exceptClosed: {
    means: '"leaving out the ones already closed": the open ones',
    pattern:
      /\b(?:excluding|except|not counting|leaving out|without)\s+(?:(?:anything|everything|all|those|the ones|ones|deals|opportunities)\s+)?(?:(?:that['’]s|that is|that are|which are|which is)\s+)?(?:already\s+)?closed\b(?![\s_-]*(?:won|lost)\b)/gi,
    examples: ['excluding closed', 'except those already closed', "without anything that's closed"],
    not: ['excluding closed won'],
  },
  wonSlashLost: {
    means: '"closed won/lost": both closing stages, each said whole',
    pattern: /\b(closed[\s-]*)(won|lost)\s*\/\s*(won|lost)\b/gi,
    examples: [
      ['closed won/lost', 'closed '],
      ['closed-lost / won', 'closed-'],
    ],
    not: ['closed won'],
  },
  wonOrLostAside: {
    means: '"(won or lost)": the aside says every closed deal',
    pattern: /\s*\(\s*(?:won|lost)\s*(?:or|and|\/)\s*(?:won|lost)\s*\)/gi,
    examples: [' (won or lost)', '(lost/won)'],
    not: ['(won)'],
  },
  wonVersusLost: {
    means: '"won vs lost": the two closing stages weighed against each other',
    pattern:
      /\b(?:closed[\s-]*)?(won|win|lost|lose)\s+(vs\.?|versus|or|and|compared (?:to|with)|against)\s+(?:closed[\s-]*)?(won|win|lost|lose)\b/gi,
    examples: [
      ['won vs lost', 'won'],
      ['closed-win against lose', 'win'],
    ],
    not: ['won deals vs lost'],
  },
  startsW: {
    means: 'the outcome word starts with w (won, win)',
    pattern: /^w/i,
    examples: ['won', 'win'],
    not: ['lost'],
  },
  pastDate: {
    means: '"past their close date", "whose zeta date has passed": that date before today',
    pattern:
      /\b(?:already\s+)?(?:past|over|beyond)\s+(?:their|its|the)\s+((?:[a-z]+\s+)?date)\b|\b((?:[a-z]+\s+)?date)\s+(?:is|was|has)\s+(?:already\s+)?(?:behind\s+us|in\s+the\s+past|passed|gone\s+by)\b/gi,
    examples: [['past their close date', 'close date'], ['over its date', 'date'], 'zeta date was already in the past'],
    not: ['past the deadline'],
  },
  notWonLost: {
    means: '"(not closed won/lost)": the deals still open',
    pattern:
      /\(?\bnot\s+(?:yet\s+)?(?:(?:closed[\s-]*)?(?:won|lost)\s*(?:\/|or|nor|and|,)\s*(?:closed[\s-]*)?(?:won|lost)|(?:won|lost)\b)\)?/gi,
    examples: ['(not closed won/lost)', 'not yet won', 'not lost or won'],
    // (one end named as a value, "not closed-lost": every record but those, the other end too)
    not: ['not closed', 'not closed-lost'],
  },
  startsClos: {
    means: 'the phase word starts with "clos"',
    pattern: /^clos/i,
    examples: ['closed'],
    not: ['open'],
  },
  wonToken: {
    means: 'the outcome word says won',
    pattern: /^(?:win|winning|won)$/i,
    examples: ['won', 'winning'],
    not: ['wins'],
  },
} satisfies Rules);
