import { parseOrder } from './order.js';
import { NEGATION_LEADS, SPLIT_LEADS } from '../lexicon/negation.js';
import { ROW_WORDS } from '../lexicon/row-pointers.js';
import { changeAsked } from './comparison.js';
import { WRITE_RULES } from '../rules/write.js';

/** Words that ask for a figure of rows: a change verb after one leaves rows out of it. */
const FIGURE_WORDS = ['avg', 'average', 'mean', 'median', 'total', 'sum', 'count', 'number'];

/** Whether the message asks to create, update or delete a record, read from its change verb. */
export type WriteKind = 'create' | 'update' | 'delete';

const WRITE: [RegExp, WriteKind][] = [
  [WRITE_RULES.create.pattern, 'create'],
  [WRITE_RULES.update.pattern, 'update'],
  [WRITE_RULES.delete.pattern, 'delete'],
];

/** The change asked for: a change verb early in the message (or opening a request of its own), not a state described. */
export function writeAsked(given: string, given_ws: string[]): WriteKind | undefined {
  // "add up the revenue", "add together": a sum asked for, not a record added
  const text = given.replace(WRITE_RULES.addAsSum.pattern, 'sum ');
  const ws = text === given ? given_ws : text.split(WRITE_RULES.wordBreak.pattern).filter(Boolean);
  const verbAt = ws.findIndex((w) => WRITE_RULES.changeVerb.pattern.test(w));
  // "deals that are set to close", "how many were moved": a state described in a question, not a change asked for
  // ("please remove nothing, only say …": a change refused, not asked for)
  const described =
    verbAt > 0 &&
    (WRITE_RULES.stateBefore.pattern.test(ws[verbAt - 1]!) ||
      // ("opps set to close next month": when they close, said of them)
      (ws[verbAt] === 'set' && ws[verbAt + 1] === 'to') ||
      // ("if I add one stop in Ohio, which …": a condition said, no change asked)
      (WRITE_RULES.conditionalBefore.pattern.test(ws[verbAt - 2] ?? '') && ['i', 'we', 'you'].includes(ws[verbAt - 1]!)) ||
      (ws[verbAt - 1] === 't' && WRITE_RULES.notContracted.pattern.test(ws[verbAt - 2] ?? '')) ||
      (ws[verbAt - 1] === 'not' && WRITE_RULES.doAuxiliary.pattern.test(ws[verbAt - 2] ?? '')));
  const question = WRITE_RULES.questionOpen.pattern.test(text);
  // "numbers for the board update: how many …": the verb a name said before a question, no change asked
  const label = verbAt >= 0 && new RegExp(`\\b${ws[verbAt]}\\b(.*)$`).exec(text);
  if (label && WRITE_RULES.labelEnd.pattern.test(label[1]!)) return undefined;
  // "how did new leads change from 2024 to 2025", "change in won value from …": a change between periods asked, no
  // record changed ("change the close date of deal 5 from 2024-12-01 to 2025-03-01" is a change asked for)
  if (changeAsked(text) && (verbAt !== 0 || WRITE_RULES.periodLink.pattern.test(ws[1] ?? ''))) return undefined;
  // "mean value after removing the 3 largest": rows left out of a figure (understand/order.ts), no record changed
  if (verbAt > 0 && parseOrder(text, ws)?.skip && FIGURE_WORDS.some((w) => ws.slice(0, verbAt).includes(w))) return undefined;
  // a change verb deep in a question is part of the question, unless it opens a request of its own after it
  const ownClause = new RegExp(`(?:[?;!]|\\b(?:also|then|and|plus))\\s+(?:please\\s+)?${ws[verbAt] ?? '-'}\\b`).test(text);
  // ("set aside ohio for now - how many remain": rows left out, a lead of lexicon/negation.ts SPLIT_LEADS)
  const asideSaid = SPLIT_LEADS.some((l) => l.verbs.includes(ws[verbAt]!) && ws.slice(verbAt + 1, verbAt + 5).includes(l.particle));
  // ("drop the lima ones": a lead that leaves rows out, said of the rows shown, lexicon/negation.ts)
  const rowsLeftOut =
    NEGATION_LEADS.some((l) => l.words === ws[verbAt]) && ws.slice(verbAt + 1, verbAt + 5).some((w) => ROW_WORDS.includes(w));
  if (verbAt < 0 || described || asideSaid || rowsLeftOut || (!ownClause && (verbAt > 6 || (question && verbAt > 2)))) return undefined;
  return WRITE.find(([re]) => re.test(text))?.[1];
}
