import type { Previous } from '../choose/followup.js';
import type { Mention } from '../understand/extract.js';
import type { Outcome } from './execute.js';
import type { Intent } from '../understand/intent.js';
import { applyFilters, filterFor, flagFilters, type RowFilter } from './filters.js';
import { averageFilter } from './bounds.js';

/**
 * "just those in Ohio", "only the ones above $3M": a follow-up that narrows the previous
 * answer's rows (not a new question over all the data). Each value the message names
 * becomes a filter on the field of those rows that holds it; undefined when none fits.
 */
export function refinePrevious(prev: Previous, mentions: Mention[], intent: Intent, said: Mention[] = []): Outcome | undefined {
  const filters: RowFilter[] = [];
  const ignored: Mention[] = [];
  for (const m of mentions) {
    const f = filterFor(prev.rows, m, prev.tool);
    if (f) filters.push(f);
    else ignored.push(m);
  }
  // "the lost ones": where the previous records are in their life
  filters.push(...flagFilters(prev.rows, intent, {}));
  // "those of them above their average": the average of the previous rows the other conditions keep
  const average = intent.vsAverage ? averageFilter(applyFilters(prev.rows, filters), intent.vsAverage) : undefined;
  if (average) filters.push(average);
  // no value to filter by: the question still reshapes those rows ("sort them by revenue", "how many of them …")
  const reshapes =
    average ||
    intent.order ||
    intent.aggregate ||
    intent.count ||
    intent.by ||
    intent.distinct ||
    intent.project ||
    intent.winner ||
    intent.shown;
  if (filters.length === 0 && !reshapes) return undefined;
  // a value the previous rows cannot hold ("a CTO" of accounts): not a narrowing of those rows
  if (ignored.some((m) => m.kind === 'text' || m.kind === 'state' || m.kind === 'entity')) return undefined;
  if (switchesValue(mentions, said)) return undefined;
  return {
    kind: 'list',
    tool: prev.tool,
    args: {},
    rows: applyFilters(prev.rows, filters),
    before: prev.rows.length,
    // the previous rows are the whole a share of a quantity is taken of ("what % of their revenue …")
    read: prev.rows,
    filters,
    ignored,
    truncated: false,
    calls: 0,
    complete: true,
    source: { count: prev.rows.length, looked: prev.rows.length, label: prev.label, filters: [], capped: false },
  };
}

/**
 * "and the ones closing in the third quarter?" after those of the first, "the ones in zeta" after those in lima: each
 * value a follow-up says is one no record of the previous question can hold (another value of a field it pinned, a
 * period apart from its own), so the previous question is asked again with it in place (a switch), not narrowed to none.
 */
export function switchesValue(mentions: Mention[], said: Mention[]): boolean {
  return mentions.length > 0 && mentions.every((m) => said.some((o) => apart(o, m) || boundAnew(o, m, said)));
}

/** Which way a bound goes: below ("under", "at most") or above. */
const way = (c: string | undefined) => (c === 'lt' || c === 'lte' ? 'below' : c === 'gt' || c === 'gte' ? 'above' : undefined);

/**
 * "and under 2 million?" after "… under $1M": a bound said anew, the same way and in the same unit as the one
 * the previous question set (of money, or its only bound), takes its place; narrowing by it would keep the old one.
 */
function boundAnew(a: Mention, b: Mention, said: Mention[]): boolean {
  if (a.kind !== 'number' || b.kind !== 'number' || way(a.comparator) === undefined || way(a.comparator) !== way(b.comparator))
    return false;
  const bounds = said.filter((m) => m.kind === 'number' && way(m.comparator) !== undefined);
  return a.unit === b.unit && a.value !== b.value && (a.unit === 'money' || bounds.length === 1);
}

function apart(a: Mention, b: Mention): boolean {
  if (a.kind === 'text' && b.kind === 'text')
    return a.field !== undefined && a.field === b.field && a.text.toLowerCase() !== b.text.toLowerCase();
  if (a.kind === 'state' && b.kind === 'state') return a.code !== b.code;
  const [x, y] = [monthsOf(a), monthsOf(b)];
  return x !== undefined && y !== undefined && (x[1] <= y[0] || y[1] <= x[0]);
}

/** A whole period said with its year, as months counted from year 0: [first, after the last). */
function monthsOf(m: Mention): [number, number] | undefined {
  if (m.kind === 'year' && !m.comparator) return [m.year * 12, m.year * 12 + 12];
  if (m.kind !== 'month' || m.year === undefined || m.comparator || m.day !== undefined) return undefined;
  const first = m.year * 12 + m.month - 1;
  return [first, first + (m.span ?? 1)];
}
