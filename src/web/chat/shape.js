// Which lists of rows an answer holds, and which of them deserve a chart. Decided from the
// shape of the rows only (never from the question): a time series has a date column with
// one row per date and a numeric column (line); a grouped or ranked result has a label
// column naming each row once and a numeric column, and is either a summary (only labels and
// numbers) or ordered by one of its numbers (bars).
import { columnsOf, isIdent, NUMERIC, TEMPORAL } from '../shared/format.js';

export { rowLists } from '../shared/rows.js';

const MAX_BARS = 30;

function distinct(rows, key) {
  const seen = new Set();
  for (const r of rows) {
    const v = r[key];
    if (v === null || v === undefined || v === '' || seen.has(v)) return false;
    seen.add(v);
  }
  return true;
}

/** 1 or -1 when the rows are ordered by `key` (not all equal), else 0. */
function direction(rows, key) {
  let up = true;
  let down = true;
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1][key];
    const b = rows[i][key];
    if (typeof a !== 'number' || typeof b !== 'number') return 0;
    if (b < a) up = false;
    if (b > a) down = false;
  }
  if (up && down) return 0;
  return up ? 1 : down ? -1 : 0;
}

/** The measure a chart shows first: the one the rows are ordered by, else money, else the first number. */
function defaultMetric(rows, metrics) {
  return metrics.find((c) => direction(rows, c.key) !== 0) ?? metrics.find((c) => c.kind === 'money') ?? metrics[0];
}

/**
 * The chart of a row list, or null: `{type: 'line'|'bar', x: column, metrics: columns, metric: column,
 * summary}`; `summary` is true when the rows are only labels and numbers (the groups of a "by" question).
 */
export function chartOf(rows) {
  if (rows.length < 2) return null;
  const columns = columnsOf(rows);
  const metrics = columns.filter((c) => NUMERIC.has(c.kind) && rows.every((r) => typeof r[c.key] === 'number'));
  if (metrics.length === 0) return null;
  const summaryBy = (x) => columns.every((c) => c === x || c.kind === 'ident' || metrics.includes(c));
  // one row per date, and nothing but numbers beside the date (records with a timestamp are no series)
  const when = columns.find((c) => TEMPORAL.has(c.kind) && distinct(rows, c.key) && summaryBy(c));
  if (when) return { type: 'line', x: when, metrics, metric: defaultMetric(rows, metrics), summary: true };
  if (rows.length > MAX_BARS) return null;
  const labels = columns.filter((c) => c.kind === 'text' && distinct(rows, c.key));
  const label = labels.find((c) => !isIdent(c.key)) ?? labels[0] ?? columns.find((c) => TEMPORAL.has(c.kind) && distinct(rows, c.key));
  if (!label) return null;
  const summary = summaryBy(label);
  const ranked = rows.length >= 3 && metrics.some((c) => direction(rows, c.key) !== 0);
  if (!summary && !ranked) return null;
  return { type: 'bar', x: label, metrics, metric: defaultMetric(rows, metrics), summary };
}
