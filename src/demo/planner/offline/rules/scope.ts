import { named, type Rules } from './rule.js';

/**
 * What a message asks that no tool can reach (understand/scope.ts): a quality asked of records,
 * the polite opening of a request, the thing a listing asks for, the field it groups by.
 */
export const SCOPE_RULES = named('SCOPE_RULES', {
  askedOf: {
    means: 'a quality asked of records: "what is the X of", "tell me the X for" (its first group: the quality)',
    pattern:
      /\b(?:what(?:'s|\s+is|\s+are|\s+was|\s+were)|tell\s+me|show\s+me|give\s+me)\s+(?:the\s+|our\s+|my\s+|its\s+|their\s+|his\s+|her\s+)?([a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?)\s+(?:of|for|at|on|from|among|across)\s/i,
    examples: [
      ['what was the churn rate for globex', 'churn rate'],
      ["what's its morale at the office", 'morale'],
      ['what is our csat from buyers this year', 'csat'],
    ],
    not: ['what is churn', 'what is it from'],
  },
  polite: {
    means: 'the polite opening of a request ("ok, could you please", "i\'d like you to"), possibly none',
    pattern:
      /^\s*(?:(?:please|kindly|hey|hi|ok|okay|so|now|basically|like|um|uh|cheers|thanks|well|right|alright)[,\s]+)*(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|i(?:'d| would)\s+like\s+(?:you\s+)?to\s+|i\s+(?:want|need)\s+(?:you\s+)?to\s+|(?:let'?s\s+)?(?:start|begin)(?:\s+(?:me|us))?(?:\s+off)?\s+(?:with|by)\s+|let'?s\s+)?/i,
    examples: ['hey, could you please ', 'I need you to ', 'lets ', 'ok so basically ', 'start me off with ', "let's begin with "],
  },
  firstWord: {
    means: 'the first word of a text (its first group)',
    pattern: /^([A-Za-z][a-z'-]*)/,
    examples: [
      ['Forecast the rest', 'Forecast'],
      ["don't", "don't"],
    ],
    not: [' late', '3 deals'],
  },
  listing: {
    means: 'a listing verb then the thing it lists ("show me all the X"; its first group: X)',
    pattern:
      /^(?:show|list|give|display|fetch|pull|get|find)(?:\s+(?:me|us))?(?:\s+(?:the|all|all the|my|our|every|any|a|an|some))*\s+([a-z][a-z'-]*)/i,
    examples: [
      ['fetch us all the invoices', 'invoices'],
      ['List pets', 'pets'],
    ],
    not: ['a list of pets'],
  },
  grouped: {
    means: 'the field a question groups or ranks by: "which X owns", "… by X" at the end',
    pattern:
      /\bwhich\s+([a-z]+)\s+(?:owns?|has|have|holds?|manages?|handles?|covers?|brings?|closed|won|sold)\b|\b(?:by|per|for each|in each)\s+([a-z]+)\s*[?.!]*$/i,
    examples: [['which broker handles ohio', 'broker'], 'revenue per territory?'],
    not: ['which broker is it', 'by territory and year'],
  },
} satisfies Rules);
