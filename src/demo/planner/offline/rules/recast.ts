import { named, type Rules } from './rule.js';

/**
 * Reading rules for whole questions said in another shape, recast before the readers see them
 * (understand/reworded.ts): the record of an extreme asked as its owner's, a gap said as "A minus
 * B", a ranking said from one end to the other.
 */
export const RECAST_RULES = named('RECAST_RULES', {
  recordOfExtreme: {
    means: '"which firm has the single biggest zeta deal": the firm of that one record, never the firm whose records sum most',
    pattern:
      /^\s*(?:which|what)\s+(account|company|client|customer|firm)\s+(?:has|had|holds|held|landed|won|closed|owns|got)\s+the\s+(?:single\s+)?(biggest|largest|highest|smallest|lowest)\s+((?:[a-z-]+\s+){0,2}(?:opportunity|deal|opp))\b(?!\s+(?:value|values|total|pipeline|amount|sum)\b)/i,
    examples: [['which firm got the single largest won zeta deal in lima', 'firm']],
    not: ['which firm has the biggest deal value', 'which firm has the most deals'],
  },
  minusPair: {
    means: '"zeta delta: Lima Mill minus Quito Mill": how far apart one measure of two records is (read "the zeta gap between … and …")',
    pattern: /^\s*([a-z][a-z ]{0,30}?)\s+(?:difference|delta|gap|diff|variance)\s*:\s*(.+?)\s+minus\s+(.+?)[\s?.!]*$/i,
    examples: [['zeta delta: Lima Mill minus Quito Mill', 'zeta']],
    not: ['lima minus quito'],
  },
  fromEndToEnd: {
    means:
      '"from the largest zeta to the smallest": a whole ranking, its measure between its ends (read "by zeta", small end first if said so)',
    pattern:
      /\bfrom\s+(?:the\s+)?(largest|biggest|highest|most|top|smallest|lowest|least|bottom)\b\s*([a-z]+(?:\s+[a-z]+)?)?\s+to\s+(?:the\s+)?(?:smallest|lowest|least|bottom|largest|biggest|highest|most|top)(?:\s+ones?)?\b(?:\s+(?!(?:in|at|for|of|and|with|by|on|from|among|across|please)\b)([a-z]+)\b)?/gi,
    examples: [
      ['rank my quito firms from the largest zeta to the smallest', 'largest'],
      ['lima deals from smallest to largest', 'smallest'],
      ['rank my quito firms from highest to lowest zeta', 'highest'],
    ],
    not: ['from lima to quito'],
  },
  pairFirst: {
    means: '"between Lima and Quito, which zeta …": two values to weigh said first, read "which zeta …, Lima or Quito"',
    pattern: /^\s*(?:between|of|out of)\s+([a-z][a-z .'-]{1,30}?)\s+and\s+([a-z][a-z .'-]{1,30}?)\s*,\s*(which\b[^?]*?)\s*([?.!]*)\s*$/i,
    examples: [['between Lima and Quito, which zeta brings my firms more revenue?', 'Lima']],
    not: ['between 2024 and 2025, which deals closed?', 'which of lima and quito has more'],
  },
  afterPlace: {
    means: '"after Lima, which zeta group …": the places past the one said first, read as leaving it out (a place only)',
    pattern: /^\s*(?:(?:and|so|ok)\s+)?after\s+([a-z][a-z ]{1,25}?)\s*,\s*(?=(?:which|what|who|where|how)\b)/i,
    examples: [['after Lima, which zeta group holds the most?', 'Lima']],
    not: ['after 2024, how many deals closed', 'which deals closed after may'],
  },
  andOf: {
    means: '"and of the quito firms?" after a figure: that figure asked for them, as "and for …" is',
    pattern: /^\s*(and|so|now|what about|how about)\s+of\s+(?=(?:the|my|our|their|all)\b)/i,
    examples: [['and of the quito firms?', 'and']],
    not: ['and offices'],
  },
  isoRange: {
    means: '"2031-02-03 to 2031-04-05": two days written as a program writes them, a range from the first to the second',
    pattern:
      /(?<!\bfrom\s+|\bbetween\s+)\b((?:19|20)\d\d-\d\d-\d\d)\s*(?:to|through|thru|until|till|-|–|\.\.)\s*((?:19|20)\d\d-\d\d-\d\d)\b/gi,
    examples: [
      ['lima deals closing 2031-02-03 to 2031-04-05', '2031-02-03'],
      ['quito deals w/ close 2031-02-03..2031-04-05', '2031-02-03'],
    ],
    not: ['from 2031-02-03 to 2031-04-05'],
  },
  isoDay: {
    means: '"2031-02-03": a day written as a program writes it, read as its month, day and year',
    pattern: /\b((?:19|20)\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])\b/g,
    examples: [['lima deals closing 2031-02-03 to 2031-04-05', '2031']],
    not: ['zeta 2031-13-01', '2031-02'],
  },
  againstNamed: {
    means: '"Lima Mill against Quito Mill: which …": two records weighed, said before a colon (read as "… vs …")',
    pattern: /^\s*([^:;?,]{3,80}?)\s+against\s+([^:;?,]{3,80}?)\s*:/i,
    examples: [['Lima Mill against Quito Mill: which is bigger?', 'Lima Mill']],
    not: ['how do lima firms stack up against quito firms'],
  },

  whichIn: {
    means: '"which in Lima?" after a list: which of those are there (with no list before, the pointer is unused, so unsure)',
    pattern: /^\s*(?:(?:and|so|ok|now)\s+)?which(?:\s+ones?)?\s+(?=(?:in|from|at|based)\b)/i,
    examples: ['which in lima?', 'and which ones from quito'],
    not: ['which zeta firms are in lima'],
  },
  anyWith: {
    means: '"any w/ a zeta officer?" after a list: any of those (with no list before, the pointer is unused, so unsure)',
    pattern: /^\s*(?:(?:and|so|ok|now)\s+)?any\s+(?=(?:w\/|with|without|having)(?:\s|$))/i,
    examples: ['any w/ a zeta officer?', 'and any with a lima office'],
    not: ['any zeta firms with a lima office'],
  },
  cameFrom: {
    means: '"where did the lead Lima Quito come from": the record\'s source, asked as such (a place is asked with "based", "located")',
    pattern: /\bwhere\s+(?:did|does|do)\s+(.{3,60}?)\s+(?:originally\s+)?(?:come|came)\s+from\b/i,
    examples: [['where did the lead Lima Quito come from, plus her zeta?', 'the lead Lima Quito']],
    not: ['how many leads come from lima'],
  },
  fieldItHas: {
    means: '"Quito Mill, which zeta it has?", "what zeta does it have": the field of the record pointed at (read "what is its zeta")',
    pattern: /\b(?:which|what)\s+(?!(?:does|do|did)\b)([a-z]+(?:\s+[a-z]+)?)\s+(?:(?:does|do|did)\s+)?(?:it|they)\s+(?:has|have|had)\b/gi,
    examples: [
      ['Quito Mill, which zeta it has?', 'zeta'],
      ['my lima firm, what annual zeta does it have', 'annual zeta'],
    ],
    not: ['which firms have it', 'what do they have'],
  },
  winRateDefined: {
    means: '"win rate in lima (won over all decided)": the definition said after a win rate is the one it has, dropped',
    pattern:
      /(?<=\bwin[\s-]*rate\b.*?)\s*[(:,;-]\s*(?:the\s+)?(?:closed[\s-]*won|won)(?:\s+(?:count|deals|ones|opportunities|opps))?\s+(?:out\s+of|over|divided\s+by|\/|as\s+a\s+share\s+of)\s+(?:all\s+(?:the\s+)?)?(?:(?:closed[\s-]*)?won\s+(?:plus|and|\+)\s+(?:closed[\s-]*)?lost|(?:closed|decided|finished)(?![\w-]))(?:\s+(?:ones|deals|opportunities|opps))?\s*\)?/i,
    examples: ['win rate in lima (won over all decided)', 'Win rate, quito deals: won count divided by won and lost, as a percent.'],
    not: ['win rate for quito firms, over all regions'],
  },
} satisfies Rules);
