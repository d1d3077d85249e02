import { parseOrder } from './order.js';
import { SPLIT_LEADS } from '../lexicon/negation.js';
import { changeAsked } from './comparison.js';

/** Words that ask for a figure of rows: a change verb after one leaves rows out of it. */
const FIGURE_WORDS = ['avg', 'average', 'mean', 'median', 'total', 'sum', 'count', 'number'];

/** Whether the message asks to create, update or delete a record, read from its change verb. */
export type WriteKind = 'create' | 'update' | 'delete';

const WRITE: [RegExp, WriteKind][] = [
  [/\b(create|add|insert|register|record|log)\b|\b(a|an) new\b|\bnew (lead|account|contact|opportunity|deal|record)\b/, 'create'],
  [/\b(update|change|modify|edit|rename|set|mark|move)\b/, 'update'],
  [/\b(delete|remove|erase|drop|destroy)\b/, 'delete'],
];

/** The change asked for: a change verb early in the message (or opening a request of its own), not a state described. */
export function writeAsked(given: string, given_ws: string[]): WriteKind | undefined {
  // "add up the revenue", "add together": a sum asked for, not a record added
  const text = given.replace(
    /\badd(?:ing)?\s+(?:up|together)\b|\badd(?:ing)?\s+(?=(?:all\s+)?(?:the\s+)?(?:revenue|value|amount|total|number|employees|scores?)\b)/g,
    'sum ',
  );
  const ws = text === given ? given_ws : text.split(/[^a-z0-9$%]+/).filter(Boolean);
  const verbAt = ws.findIndex((w) =>
    /^(create|add|insert|register|update|change|modify|edit|rename|set|mark|move|delete|remove|erase|drop|destroy|new)$/.test(w),
  );
  // "deals that are set to close", "how many were moved": a state described in a question, not a change asked for
  // ("please remove nothing, only say …": a change refused, not asked for)
  const described =
    verbAt > 0 &&
    (/^(?:are|is|was|were|be|been|being|get|got|dont|never)$/.test(ws[verbAt - 1]!) ||
      // ("opps set to close next month": when they close, said of them)
      (ws[verbAt] === 'set' && ws[verbAt + 1] === 'to') ||
      (ws[verbAt - 1] === 't' && /^(?:don|doesn|didn)$/.test(ws[verbAt - 2] ?? '')) ||
      (ws[verbAt - 1] === 'not' && /^(?:do|does|did)$/.test(ws[verbAt - 2] ?? '')));
  const question = /^\s*(?:how many|how much|what|which|who|when|where|is|are|do|does|did)\b/.test(text);
  // "how did new leads change from 2024 to 2025", "change in won value from …": a change between periods asked, no
  // record changed ("change the close date of deal 5 from 2024-12-01 to 2025-03-01" is a change asked for)
  if (changeAsked(text) && (verbAt !== 0 || /^(?:in|of|from|between)$/.test(ws[1] ?? ''))) return undefined;
  // "mean value after removing the 3 largest": rows left out of a figure (understand/order.ts), no record changed
  if (verbAt > 0 && parseOrder(text, ws)?.skip && FIGURE_WORDS.some((w) => ws.slice(0, verbAt).includes(w))) return undefined;
  // a change verb deep in a question is part of the question, unless it opens a request of its own after it
  const ownClause = new RegExp(`(?:[?;!]|\\b(?:also|then|and|plus))\\s+(?:please\\s+)?${ws[verbAt] ?? '-'}\\b`).test(text);
  // ("set aside ohio for now - how many remain": rows left out, a lead of lexicon/negation.ts SPLIT_LEADS)
  const asideSaid = SPLIT_LEADS.some((l) => l.verbs.includes(ws[verbAt]!) && ws.slice(verbAt + 1, verbAt + 5).includes(l.particle));
  if (verbAt < 0 || described || asideSaid || (!ownClause && (verbAt > 6 || (question && verbAt > 2)))) return undefined;
  return WRITE.find(([re]) => re.test(text))?.[1];
}
