// What kind of values each column of a row list holds, and how a cell of that kind is shown:
// numbers with thousands separators, money as currency, ratios as percentages, dates in
// words. Decided from the field name and the values, never from the question asked.

const MONEY = /revenue|value|amount|price|cost|budget|salary|spend|sales/i;
const NOT_MONEY = /count|_id$|score|probability|rate|ratio/i;
const RATIO = /probability|ratio|rate|share|percent|pct/i;
/** Numbers that are names, not quantities: shown without separators, never charted. */
const IDENT = /^(id|year|zip|zipcode|postal_code|code)$|_id$|[a-z]Id$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

export const isIdent = (key) => IDENT.test(key);
export const isMoneyField = (key) => MONEY.test(key) && !NOT_MONEY.test(key);

/** Kinds a column can have; the numeric ones can be charted (except `ident`). */
export const NUMERIC = new Set(['number', 'money', 'ratio']);
export const TEMPORAL = new Set(['date', 'month', 'datetime']);

function kindOf(key, values) {
  if (values.length === 0) return 'text';
  if (values.every((v) => typeof v === 'number' && Number.isFinite(v))) {
    if (isIdent(key)) return 'ident';
    if (isMoneyField(key)) return 'money';
    if (RATIO.test(key) && values.every((v) => v >= 0 && v <= 1)) return 'ratio';
    return 'number';
  }
  if (values.every((v) => typeof v === 'boolean')) return 'boolean';
  if (values.every((v) => typeof v === 'string')) {
    if (values.every((v) => DATE.test(v))) return 'date';
    if (values.every((v) => MONTH.test(v))) return 'month';
    if (values.every((v) => DATETIME.test(v) && !Number.isNaN(Date.parse(v)))) return 'datetime';
    return 'text';
  }
  if (values.every((v) => typeof v === 'object')) return 'json';
  return 'mixed';
}

/** The columns of `rows` in first-seen order, each with its kind (from up to 1000 rows). */
export function columnsOf(rows) {
  const sample = rows.slice(0, 1000);
  const keys = [];
  for (const r of sample) for (const k of Object.keys(r)) if (!keys.includes(k)) keys.push(k);
  return keys.map((key) => {
    const values = sample.map((r) => r[key]).filter((v) => v !== null && v !== undefined && v !== '');
    return { key, kind: kindOf(key, values) };
  });
}

const formatters = new Map();
function nf(key, options) {
  let f = formatters.get(key);
  if (!f)
    formatters.set(
      key,
      (f = key.startsWith('date') ? new Intl.DateTimeFormat(undefined, options) : new Intl.NumberFormat(undefined, options)),
    );
  return f;
}

/** The row's currency (`currency: "EUR"`), else US dollars, the demo APIs' currency. */
function currencyOf(row) {
  const c = row && typeof row.currency === 'string' ? row.currency.toUpperCase() : '';
  return /^[A-Z]{3}$/.test(c) ? c : 'USD';
}

export function formatNumber(v, digits = 2) {
  return nf(`n${digits}`, { maximumFractionDigits: digits }).format(v);
}

export function formatMoney(v, currency = 'USD', compact = false) {
  const cents = !compact && !Number.isInteger(v);
  try {
    return nf(`m${currency}${cents}${compact}`, {
      style: 'currency',
      currency,
      notation: compact ? 'compact' : 'standard',
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : compact ? 1 : 0,
    }).format(v);
  } catch {
    return `${currency} ${formatNumber(v)}`;
  }
}

/** Short axis numbers: 14.8M, $6.7M, 45%. */
export function formatCompact(v, kind, currency = 'USD') {
  if (kind === 'money') return formatMoney(v, currency, true);
  if (kind === 'ratio') return nf('p0', { style: 'percent', maximumFractionDigits: 0 }).format(v);
  return nf('c', { notation: 'compact', maximumFractionDigits: 1 }).format(v);
}

export function formatDate(v, kind) {
  if (kind === 'date') return nf('date-d', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${v}T00:00:00Z`));
  if (kind === 'month') return nf('date-m', { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${v}-01T00:00:00Z`));
  return nf('date-t', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(v));
}

/** The text of one cell of a column of `kind`; `row` gives the currency of money. */
export function formatCell(v, kind, row) {
  if (v === null || v === undefined) return '';
  switch (kind) {
    case 'money':
      return formatMoney(v, currencyOf(row));
    case 'number':
      return formatNumber(v);
    case 'ratio':
      return nf('p1', { style: 'percent', maximumFractionDigits: 1 }).format(v);
    case 'ident':
      return String(v);
    case 'boolean':
      return v ? 'yes' : 'no';
    case 'date':
    case 'month':
    case 'datetime':
      return formatDate(v, kind);
    default:
      return typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
}

/** Milliseconds of a date-like value, for ordering and time axes. */
export function timeOf(v, kind) {
  if (kind === 'date') return Date.parse(`${v}T00:00:00Z`);
  if (kind === 'month') return Date.parse(`${v}-01T00:00:00Z`);
  return Date.parse(v);
}

export { currencyOf };
