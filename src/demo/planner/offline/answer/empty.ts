import type { Cond } from '../../../query/index.js';
import { fieldWords, formatNumber, formatValue, listWords } from '../core/format.js';
import { numberOf } from '../core/fields.js';
import { labelOf, type Row } from '../core/rows.js';
import { applyFilters, passes, type RowFilter } from '../run/filters.js';
import type { Outcome } from '../run/outcome.js';
import { isCommonWord } from '../understand/spell.js';
import { ANSWER_RULES } from '../rules/answer-words.js';

/** A bound computed from the rows ("above the average"), not stated by the question. */
function computedBound(f: RowFilter): boolean {
  const where = f.step && 'where' in f.step ? (f.step.where as { value?: unknown }) : undefined;
  return typeof where?.value === 'object' && where.value !== null;
}

/** A yes/no field held to one value ("is third party: yes"). */
function flag(cond: Cond): boolean {
  return 'op' in cond && cond.op === 'eq' && 'value' in cond && typeof cond.value === 'boolean';
}

/** A word taken as part of a field the question did not name; a name found in a name field is where a name belongs: no guess. */
function guessOutsideNames(f: RowFilter): boolean {
  return f.guessed === true && !ANSWER_RULES.nameOrTitle.pattern.test(f.field);
}

/**
 * Why "nothing matched" may be a misreading rather than the answer: the records it looked
 * through were none (a join from an empty list); two conditions hold the same field to
 * different things (a half-year and a month outside it); a record the question names is
 * weighed against a bound computed from the rows (the question was about that record: how
 * far above, above or below); a word was taken as part of a field the question did not name and
 * only it leaves nothing; or a yes/no condition alone excludes every row read (the rows all
 * hold the other value: likely the wrong list); or a record the question names is none of the rows
 * read (`namedAmong`: never for a yes/no question, whose answer that is). Undefined when the empty answer can stand
 * ("any accounts in Ohio?": none is the answer).
 */
export function doubtfulEmpty(o: Outcome, namedLabels: string[], namedAmong = false): string | undefined {
  if (o.kind !== 'list' || o.rows.length > 0) return undefined;
  if (o.source && o.source.count === 0) return 'there were no records to look through';
  const fields = o.filters.filter((f) => f.equals !== true).map((f) => f.field); // equal values of one field are either-or
  const twice = fields.find((f, i) => fields.indexOf(f) !== i);
  if (twice) return `${fieldWords(twice)} is held to two things at once`;
  if (o.filters.some(computedBound) && namedLabels.some((label) => o.filters.some((f) => f.text.includes(label))))
    return 'a record the question names was weighed against a figure computed from the rows';
  const read = o.read;
  if (!read || read.length === 0) return undefined;
  // a record the question names that none of the rows read is: it is in another list ("take X's state" of a third-party X)
  const named = namedAmong
    ? o.filters.find((f) => namedLabels.some((label) => f.text.includes(label)) && applyFilters(read, [f]).length === 0)
    : undefined;
  if (named) return `${named.text} is none of the ${read.length} rows read (it may be in another list)`;
  // a guess without which rows would match
  const guess = o.filters.find(
    (f) =>
      guessOutsideNames(f) &&
      applyFilters(
        read,
        o.filters.filter((g) => g !== f),
      ).length > 0,
  );
  if (guess) return `${guess.text} was a guess (the question does not name the ${fieldWords(guess.field)})`;
  const alone = o.filters.find((f) => flag(f.cond) && applyFilters(read, [f]).length === 0);
  return alone ? `"${alone.text}" alone leaves none of the ${read.length} rows read` : undefined;
}

/** The line said first when an empty answer is doubtful. */
export function doubtLine(why: string): string {
  return (
    `I am not sure of this answer: nothing matched all of the conditions together, and ${why}; ` +
    'if you expected some, one of them may be read wrongly.'
  );
}

/**
 * A common English word the question did not tie to a field, taken as a word of a free-text
 * field because some rows hold it ("new accounts" as an address holding "new"): a guess the
 * answer says first, not sure of itself. A name found in a name field is no guess.
 */
export function guessedWord(o: Outcome): string | undefined {
  const f = o.filters.find((x) => guessOutsideNames(x) && 'text' in x.cond && isCommonWord(String(x.cond.text)));
  if (!f || !('text' in f.cond)) return undefined;
  return `I took "${String(f.cond.text)}" as a word of the ${fieldWords(f.field)}, a guess: say which field you meant if that is wrong.`;
}

/** The id argument a list was read for ("acc_7"), when there is one: "acc_7 has no … among its contacts". */
function ownerId(o: Outcome): string | undefined {
  if (o.source) return undefined;
  const key = Object.keys(o.args).find((k) => ANSWER_RULES.idKey.pattern.test(k));
  return key === undefined ? undefined : String(o.args[key]);
}

export function noneFound(o: Outcome, subjText: string, cond: string, labels?: Map<string, string>): string {
  const id = ownerId(o);
  const owner = id !== undefined && labels?.has(id) ? `${labels.get(id)} (${id})` : id;
  if (owner === undefined)
    return `No ${subjText} matched${cond}${o.before > 0 ? ` (${formatNumber(o.before)} looked at)` : ''}.${nearest(o)}`;
  const values = [
    ...Object.entries(o.args)
      .filter(([k]) => !ANSWER_RULES.idKey.pattern.test(k))
      .map(([k, v]) => formatValue(k, v)),
    ...o.filters.map((f) => f.text),
  ];
  return values.length ? `${owner} has no ${listWords(values)} among its ${subjText}.` : `${owner} has no ${subjText}.`;
}

/**
 * "does any firm in lima exceed $8M?" answered no: the row nearest the one bound on a quantity, the
 * highest (lowest, for a bound below) of that field among the rows that meet every other condition.
 */
function nearest(o: Outcome): string {
  const bounds = o.filters.filter((f) => 'op' in f.cond && f.cond.op in NEAREST && 'value' in f.cond && typeof f.cond.value === 'number');
  const bound = bounds.length === 1 ? bounds[0]! : undefined;
  if (!bound || !o.read || !('op' in bound.cond)) return '';
  const high = NEAREST[bound.cond.op] === 'highest';
  let best: Row | undefined;
  for (const r of o.read) {
    const v = numberOf(r[bound.field]);
    if (v === undefined || !o.filters.every((f) => f === bound || passes(f, r))) continue;
    const b = best && numberOf(best[bound.field])!;
    if (b === undefined || (high ? v > b : v < b)) best = r;
  }
  if (!best) return '';
  const label = labelOf(best);
  const value = formatValue(bound.field, best[bound.field]);
  return ` The ${NEAREST[bound.cond.op]} ${fieldWords(bound.field)} among them is ${value}${label ? ` (${label})` : ''}.`;
}

/** The end a bound's nearest row is at: the highest below a bound over, the lowest above a bound under. */
const NEAREST: Record<string, string> = { gt: 'highest', gte: 'highest', lt: 'lowest', lte: 'lowest' };
