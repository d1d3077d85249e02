import { alternation } from '../core/known.js';
import { findStates } from '../core/states.js';
import { OPENERS } from '../lexicon/asking.js';
import { HOW_FAR_BEHIND, MORE_AT_EITHER, ORDER_SAID, RATIO_SUBJECT, SIDES_ON, TO_RATIO } from '../lexicon/sides.js';
import { VALUE_RULES } from '../rules/understand-values.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';

/** Two sides weighed, said otherwise (lexicon/sides.ts), read as the forms the two-question reader knows. */

const BREAK = '\\s*(?:[:;,—–]|\\s-)\\s*';
const END = '\\s*([?.!]*)\\s*$';
const PLACES = alternation(MORE_AT_EITHER.places);

/** "engineers - are there more in lima or in quito, and by how many?" (MORE_AT_EITHER). */
const MORE_AT_EITHER_RE = new RegExp(
  `^\\s*(?:([a-z][\\w' -]{1,40}?)${BREAK})?(?:${alternation(MORE_AT_EITHER.asks)})\\s+(?:([a-z][a-z' -]{0,30}?)\\s+)?` +
    `(${PLACES})\\s+(.+?),?\\s+or\\s+(?:(?:${PLACES})\\s+)?(.+?)(?:\\s*,?\\s*(?:and\\s+)?(?:${alternation(MORE_AT_EITHER.byHow)}))?${END}`,
  'i',
);

/** "how far behind A is B (on M)", "how far ahead of B is A (on M)" (HOW_FAR_BEHIND). */
// (a clause said after, ", my accounts only", is said of both: kept after a question mark)
const FAR_MEASURE =
  `(?:\\s+(?:(?:${alternation(HOW_FAR_BEHIND.joins)})\\s+([a-z][a-z -]{1,30}?)|in\\s+(${alternation(HOW_FAR_BEHIND.inMeasures)})))?` +
  `(?:\\s*,\\s*([^?.!]{2,60}?))?${END}`;
const BEHIND_RE = new RegExp(
  `^\\s*how\\s+far\\s+(${alternation([...HOW_FAR_BEHIND.behind, ...HOW_FAR_BEHIND.ahead])})\\s+(.+?)\\s+(?:is|are)\\s+(.+?)${FAR_MEASURE}`,
  'i',
);

/** "A vs B on M: who leads" (SIDES_ON); "M, A vs B: what is the ratio, A over B" (the measure first). */
const VERSUS = `\\s+(?:${alternation(SIDES_ON.versus)})\\s+`;
const SIDES_ASK =
  `${BREAK}(?:and\\s+)?(${alternation(SIDES_ON.asks.flatMap((a) => a.said))})` +
  `(?:\\s*,?\\s*(?:and\\s+)?by\\s+how\\s+(?:much|many))?(?:\\s*,\\s*([a-z][\\w -]{1,40}?))?\\s*(\\([^)]*\\))?${END}`;
const SIDES_ON_RE = new RegExp(`^\\s*(.+?)${VERSUS}(.+?)\\s+(?:${alternation(SIDES_ON.joins)})\\s+([^:;,?—–]+?)${SIDES_ASK}`, 'i');
const MEASURE_FIRST_RE = new RegExp(`^\\s*([^:;,?—–]{2,40}?)\\s*,\\s*(.+?)${VERSUS}(.+?)${SIDES_ASK}`, 'i');
/** The two sides weighed on a measure, as the ask says; an order said after the ask ("NY over IL") kept after a question mark. */
function weighed(a: string, b: string, measure: string, ask: string, after?: string, aside?: string): string {
  const [sa, sb] = [`${measure} in ${a}`, `${measure} in ${b}`];
  const as = askOf(ask);
  const read =
    as === 'bigger' ? `which is bigger: ${sa} or ${sb}` : as === 'ratio' ? `ratio of ${sa} to ${sb}` : `gap between ${sa} and ${sb}`;
  return `${read}?${after ? ` ${after}` : ''}${aside ? ` ${aside}` : ''}`;
}
const askOf = (said: string) =>
  SIDES_ON.asks.find((a) => a.said.includes(said.toLowerCase().replace(SHAPE_RULES.spaceRuns.pattern, ' ')))!.as;

/** "lost-to-won dollar ratio" (TO_RATIO). */
const TO_RATIO_RE = new RegExp(`\\b([a-z]+)-to-([a-z]+)\\s+(?:(${alternation(Object.keys(TO_RATIO.measures))})\\s+)?ratio\\b`, 'gi');

export function sidesSaid(text: string): string {
  return text
    .replace(MORE_AT_EITHER_RE, (m, topic: string | undefined, head: string | undefined, at: string, a: string, b: string) => {
      // (an opener said first, "ok, are there more …", names no records)
      const records = head ?? (topic && !OPENERS.phrases.includes(topic.toLowerCase().trim()) ? topic : undefined);
      const where = at.toLowerCase();
      return records ? `which is bigger: the number of ${records} ${where} ${a} or the number of ${records} ${where} ${b}?` : m;
    })
    .replace(BEHIND_RE, (_m, way: string, first: string, second: string, on?: string, inWhat?: string, after?: string, end = '') => {
      const measure = on ?? inWhat;
      const behind = HOW_FAR_BEHIND.behind.includes(way.toLowerCase().replace(SHAPE_RULES.spaceRuns.pattern, ' '));
      const [ahead, back] = behind ? [first, second] : [second, first];
      const of = (side: string) => (measure ? `${measure} of ${side}` : side);
      return `gap between ${of(ahead)} and ${of(back)}${after ? `? ${after}` : end}`;
    })
    .replace(SIDES_ON_RE, (_m, a: string, b: string, measure: string, ask: string, after?: string, aside?: string) =>
      weighed(a, b, measure, ask, after, aside),
    )
    .replace(MEASURE_FIRST_RE, (_m, measure: string, a: string, b: string, ask: string, after?: string, aside?: string) =>
      weighed(a, b, measure, ask, after, aside),
    )
    .replace(TO_RATIO_RE, (_m, a: string, b: string, measure: string | undefined) => {
      const m = measure ? TO_RATIO.measures[measure.toLowerCase()]! : 'count';
      return m === 'count' ? `ratio of the number of ${a} to the number of ${b}` : `ratio of ${a} ${m} to ${b} ${m}`;
    });
}

/** "A vs B - B has how many times as many": the side said to have more, by its words (RATIO_SUBJECT). */
const RATIO_SUBJECT_RE = new RegExp(
  `\\b(?:${alternation(RATIO_SUBJECT.asks)})\\s+(?:[a-z]+\\s+){0,3}?(?:${alternation(RATIO_SUBJECT.verbs)})\\s+` +
    '(?:the\\s+)?([a-z][a-z-]*)\\s+have\\b',
  'i',
);

export function ratioSubject(text: string): string | undefined {
  return RATIO_SUBJECT_RE.exec(text)?.[1]?.toLowerCase();
}

/** "mine divided by theirs" (ORDER_SAID): the two words in the order said. */
const ORDER_RE = new RegExp(`\\b([a-z][a-z-]*)\\s+(?:${alternation(ORDER_SAID.joins)})\\s+([a-z][a-z-]*)\\s*[?.!]*\\s*$`, 'i');

export function orderSaid(tail: string): { order: [string, string]; rest: string } | undefined {
  const m = ORDER_RE.exec(tail);
  return m
    ? { order: [m[1]!.toLowerCase(), m[2]!.toLowerCase()], rest: tail.slice(0, m.index).replace(VALUE_RULES.trailingListMarks.pattern, '') }
    : undefined;
}

/** Whether the order said keeps the two sides as written (true), turns them round (false), or places neither (undefined). */
export function inOrderSaid(order: [string, string], a: string, b: string): boolean | undefined {
  const wordsOf = (side: string) => new Set(side.toLowerCase().split(VALUE_RULES.sideWordBreak.pattern));
  // (a state said by its code or its name on either side: "NY over IL" of "… in my New York")
  const stateOf = (w: string) => findStates(w.length === 2 ? w.toUpperCase() : w)[0]?.code;
  const holds = (side: string, word: string) =>
    [word, ...(ORDER_SAID.own[word] ?? [])].some((w) => wordsOf(side).has(w)) ||
    (stateOf(word) !== undefined && findStates(side).some((h) => h.code === stateOf(word)));
  const kept = holds(a, order[0]) || holds(b, order[1]);
  const turned = holds(b, order[0]) || holds(a, order[1]);
  return kept === turned ? undefined : kept;
}
