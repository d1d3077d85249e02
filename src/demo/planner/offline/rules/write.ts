import { named, type Rules } from './rule.js';

/**
 * Whether a message asks to create, update or delete a record (understand/write.ts): its change
 * verbs, the words before one that make it a state described, and a sum said with "add".
 */
export const WRITE_RULES = named('WRITE_RULES', {
  create: {
    means: 'a record to be created ("add", "log", "a new", "new contact")',
    pattern: /\b(create|add|insert|register|record|log)\b|\b(a|an) new\b|\bnew (lead|account|contact|opportunity|deal|record)\b/,
    examples: [['please log a call', 'log'], 'start a new one', 'new contact for acme'],
    not: ['renewal of logs', 'news'],
  },
  update: {
    means: 'a record to be updated ("change", "rename", "mark")',
    pattern: /\b(update|change|modify|edit|rename|set|mark|move)\b/,
    examples: [['rename it to bolt', 'rename'], 'mark them lost'],
    not: ['settings', 'marked'],
  },
  delete: {
    means: 'a record to be deleted ("remove", "drop")',
    pattern: /\b(delete|remove|erase|drop|destroy)\b/,
    examples: [['drop that lead', 'drop']],
    not: ['dropped', 'removal'],
  },
  addAsSum: {
    means: '"add up", "add the revenue": a sum asked for, not a record added',
    pattern:
      /\badd(?:ing)?\s+(?:up|together)\b|\badd(?:ing)?\s+(?=(?:all\s+)?(?:the\s+)?(?:revenue|value|amount|total|number|employees|scores?)\b)/g,
    examples: ['adding together both', 'add all the scores', 'add up'],
    not: ['add a contact', 'add the lead'],
  },
  wordBreak: {
    means: 'a run of anything but lower-case letters, digits, $ and % (between the words of a message)',
    pattern: /[^a-z0-9$%]+/,
    examples: ['add a, b', 'x-y'],
    not: ['$5%'],
  },
  changeVerb: {
    means: 'a change verb, said alone as a word',
    pattern: /^(create|add|insert|register|update|change|modify|edit|rename|set|mark|move|delete|remove|erase|drop|destroy|new)$/,
    examples: [['erase', 'erase'], 'new'],
    not: ['newer', 'moved'],
  },
  conditionalBefore: {
    means: 'a word two before a change verb, after its subject, that makes it a condition ("if I add a stop in lima, …"), no change asked',
    pattern: /^(?:if|when|once|suppose|supposing|assuming|whenever)$/,
    examples: ['if', 'once'],
    not: ['please'],
  },
  stateBefore: {
    means: 'a word before a change verb that makes it a state described ("were moved", "never set")',
    pattern: /^(?:are|is|was|were|be|been|being|get|got|dont|never)$/,
    examples: ['were', 'never'],
    not: ['please'],
  },
  notContracted: {
    means: 'the first part of a "don\'t" split at its apostrophe',
    pattern: /^(?:don|doesn|didn)$/,
    examples: ['didn', 'don'],
    not: ['done'],
  },
  doAuxiliary: {
    means: '"do", "does" or "did" (before "not" and a change verb: a change refused)',
    pattern: /^(?:do|does|did)$/,
    examples: ['does'],
    not: ['done', 'didn'],
  },
  questionOpen: {
    means: 'a message that opens as a question',
    pattern: /^\s*(?:how many|how much|what|which|who|when|where|is|are|do|does|did)\b/,
    examples: ['which firm', ' how much is it', 'did they'],
    not: ['whichever', 'add one'],
  },
  labelEnd: {
    means: 'what follows a change verb said as a name ("for the board update: how many …"): a colon, a dash or a comma, then a question',
    pattern: /^\s*(?:[:;,]|\s[-–—])\s*(?=(?:how many|how much|what|which|who|when|where|is|are|do|does|did|any)\b)/,
    examples: [': how many', ' - which one'],
    not: [' lima to closed', ': zeta'],
  },
  periodLink: {
    means: 'a word after a change verb that reads it as a change between periods ("change in won value")',
    pattern: /^(?:in|of|from|between)$/,
    examples: ['in', 'between'],
    not: ['into'],
  },
} satisfies Rules);
