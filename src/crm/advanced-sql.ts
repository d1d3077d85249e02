/**
 * The two advanced queries as SQL text (portable: PostgreSQL reads it unchanged once `?`
 * become `$n`). Each is split in two: the ordered ids of every match (plus the per-region
 * totals), which the store keeps until the next write, and the rows of one page by id.
 * The benchmark times the same SQL raw as its baseline.
 */
const CONTACT_COLUMNS =
  'c.id, c.first_name, c.last_name, c.email, c.phone, c.job_title, c.department, c.account_id, c.is_primary, c.created_at, c.updated_at';
const OPPORTUNITY_COLUMNS =
  'o.id, o.name, o.description, o.value, o.currency, o.stage, o.probability, o.close_date, o.account_id, o.created_at, o.updated_at';
const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

export const FROM_ACCOUNTS = {
  /** Ids of the contacts of accounts with an opportunity worth >= ? and probability >= ?, by id. args: min_value, min_likelihood */
  ids:
    'SELECT c.id FROM contacts c WHERE c.account_id IN (SELECT o.account_id FROM ' +
    'opportunities o WHERE o.value >= ? AND o.probability >= ?) ORDER BY c.id',
  /** The contacts with these n ids. */
  rows: (n: number) => `SELECT ${CONTACT_COLUMNS} FROM contacts c WHERE c.id IN (${marks(n)})`,
};

/** Opportunities worth >= ? closing in [first day of the month, first day of the next month). */
function byRegion(withRegion: boolean) {
  const where = `o.value >= ? AND o.close_date >= ? AND o.close_date < ?${withRegion ? ' AND a.region = ?' : ''}`;
  const from = 'opportunities o JOIN accounts a ON a.id = o.account_id';
  const regionOrder = 'CASE WHEN a.region IS NULL THEN 1 ELSE 0 END, a.region';
  return {
    /** args: min_value, from, to[, region] */
    ids: `SELECT o.id FROM ${from} WHERE ${where} ORDER BY ${regionOrder}, o.value DESC, o.id`,
    /** args: min_value, from, to[, region] */
    groups:
      `SELECT a.region AS region, COUNT(*) AS count, SUM(o.value) AS total_value FROM ${from} ` +
      `WHERE ${where} GROUP BY a.region ORDER BY ${regionOrder}`,
  };
}

export const BY_REGION = {
  all: byRegion(false),
  inRegion: byRegion(true),
  /** The opportunities with these n ids, each with its account's region and name. */
  rows: (n: number) =>
    `SELECT ${OPPORTUNITY_COLUMNS}, a.region AS region, a.name AS account_name FROM ` +
    `opportunities o JOIN accounts a ON a.id = o.account_id WHERE o.id IN (${marks(n)})`,
};

/** [first day of month, first day of the next month) as YYYY-MM-DD strings. */
export function monthRange(year: number, month: number): [string, string] {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const next = month === 12 ? [year + 1, 1] : [year, month + 1];
  return [`${pad(year, 4)}-${pad(month)}-01`, `${pad(next[0]!, 4)}-${pad(next[1]!)}-01`];
}
