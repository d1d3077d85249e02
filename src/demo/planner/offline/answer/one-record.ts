import type { Outcome } from '../run/execute.js';
import type { Intent } from '../understand/intent.js';
import type { Mention } from '../understand/extract.js';
import { applyFilters } from '../run/filters.js';
import { idField, labelOf, type Row } from '../core/rows.js';
import { numberOf, resolveField } from '../core/fields.js';
import { fieldWords, formatNumber, formatValue } from '../core/format.js';
import { canonical, isStopWord, words } from '../core/tokenize.js';
import { subjectOf } from '../choose/params.js';
import type { Worded } from './worded.js';

/**
 * Figures of one record the question names, weighed against its own other figures ("revenue
 * per employee") or against the rows it is one of ("above the average?").
 */

/**
 * "Acme's revenue per employee": one record's figure divided by another of its own
 * figures (the words before "per" name the first, the word after it the second), said with
 * both figures; the plan is that ratio over the record's row (plan-of.ts ratioRequest).
 * Undefined when the rows are not one record or either word names no number of it.
 */
export function perUnitText(o: Outcome, message: string): Worded | undefined {
  if ((o.kind !== 'single' && o.kind !== 'list') || o.rows.length !== 1) return undefined;
  const ws = words(message);
  const at = ws.indexOf('per');
  if (at < 1 || at + 1 >= ws.length) return undefined;
  const row = o.rows[0]!;
  const named = ws
    .slice(Math.max(0, at - 2), at)
    .filter((w) => !isStopWord(w))
    .map(canonical);
  const field = resolveField([row], named, { numeric: true });
  const per = field ? resolveField([row], [canonical(ws[at + 1]!)], { numeric: true, exclude: [field] }) : undefined;
  const [a, b] = [field && numberOf(row[field]), per && numberOf(row[per])];
  if (!field || !per || typeof a !== 'number' || typeof b !== 'number' || b === 0) return undefined;
  const ratio = Math.round((a / b) * 100) / 100;
  const whose = labelOf(row) ?? 'The record';
  return {
    response:
      `${whose}'s ${fieldWords(field)} per ${ws[at + 1]} is ${formatValue(field, ratio)}: ` +
      `${formatValue(field, a)} over ${formatNumber(b)} (${fieldWords(per)}).`,
    result: { [field]: a, [per]: b, ratio },
    ratio: { field, per },
  };
}

type Named = Extract<Mention, { kind: 'entity' }>;

/**
 * "Is Acme above the average?", "above or below?", "how far above the average is Acme?": a
 * record the question names, weighed against the average of the rows it is one of. Said with
 * its figure, the average and the gap, after the verdict the question asks for (the direction
 * of a choice, yes or no). Undefined unless the rows were held to an average computed from
 * them and the named record is among the rows read.
 */
export function versusAverageText(o: Outcome, intent: Intent, named: Named[]): Worded | undefined {
  const read = o.read;
  if (o.kind !== 'list' || !read || !intent.vsAverage) return undefined;
  const mean = o.filters.find((f) => {
    const where = f.step && 'where' in f.step ? (f.step.where as { value?: unknown }) : undefined;
    return typeof where?.value === 'object' && where.value !== null && 'agg' in where.value;
  });
  const key = idField(read);
  const n = key ? named.find((m) => read.some((r) => r[key] === m.id)) : undefined;
  if (!mean || !key || !n || !('value' in mean.cond) || typeof mean.cond.value !== 'number') return undefined;
  const row = read.find((r) => r[key] === n.id) as Row;
  const value = numberOf(row[mean.field]);
  if (value === undefined) return undefined;
  const avg = mean.cond.value;
  const above = value > avg;
  const holds = 'op' in mean.cond && mean.cond.op === 'lt' ? value < avg : above;
  const gap = Math.abs(value - avg);
  const verdict = intent.choice ? (holds ? intent.choice[0] : intent.choice[1]) : intent.yesNo ? (holds ? 'yes' : 'no') : '';
  const pool = applyFilters(
    read,
    o.filters.filter((f) => f !== mean && !(f.equals && f.field === key)),
  );
  const of = `${formatNumber(pool.length)} ${subjectOf(o.tool).text}`;
  const said =
    value === avg
      ? `${n.label}'s ${fieldWords(mean.field)}, ${formatValue(mean.field, value)}, is exactly the average of the ${of}.`
      : `${n.label}'s ${fieldWords(mean.field)}, ${formatValue(mean.field, value)}, is ${formatValue(mean.field, gap)} ` +
        `${above ? 'above' : 'below'} the average of ${formatValue(mean.field, Math.round(avg * 100) / 100)} over the ${of}.`;
  return {
    response: verdict ? `${verdict[0]!.toUpperCase()}${verdict.slice(1)}: ${said}` : said,
    result: { [key]: n.id, [mean.field]: value, average: avg, gap: value - avg },
  };
}
