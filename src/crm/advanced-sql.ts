/**
 * The two advanced queries as SQL text (portable: PostgreSQL reads it unchanged once `?`
 * become `$n`). Used by the store, and timed raw by the benchmark as its baseline.
 */
const CONTACT_COLUMNS = 'c.id, c.first_name, c.last_name, c.email, c.phone, c.job_title, c.department, c.account_id, c.is_primary, c.created_at, c.updated_at';

/** Accounts with at least one opportunity worth >= ? with probability >= ?. */
const QUALIFYING_ACCOUNTS = 'SELECT o.account_id FROM opportunities o WHERE o.value >= ? AND o.probability >= ?';

export const FROM_ACCOUNTS = {
  /** args: min_value, min_likelihood */
  count: `SELECT COUNT(*) AS n FROM contacts c WHERE c.account_id IN (${QUALIFYING_ACCOUNTS})`,
  /** args: min_value, min_likelihood, limit, skip */
  page: `SELECT ${CONTACT_COLUMNS} FROM contacts c WHERE c.account_id IN (${QUALIFYING_ACCOUNTS}) ORDER BY c.id LIMIT ? OFFSET ?`,
};

const OPPORTUNITY_COLUMNS = 'o.id, o.name, o.description, o.value, o.currency, o.stage, o.probability, o.close_date, o.account_id, o.created_at, o.updated_at';

/** Opportunities worth >= ? closing in [first day of the month, first day of the next month). */
function byRegion(withRegion: boolean) {
  const where = `o.value >= ? AND o.close_date >= ? AND o.close_date < ?${withRegion ? ' AND a.region = ?' : ''}`;
  const from = 'opportunities o JOIN accounts a ON a.id = o.account_id';
  const regionOrder = 'CASE WHEN a.region IS NULL THEN 1 ELSE 0 END, a.region';
  return {
    /** args: min_value, from, to[, region], limit, skip */
    page: `SELECT ${OPPORTUNITY_COLUMNS}, a.region AS region, a.name AS account_name FROM ${from} WHERE ${where} ORDER BY ${regionOrder}, o.value DESC, o.id LIMIT ? OFFSET ?`,
    /** args: min_value, from, to[, region] */
    groups: `SELECT a.region AS region, COUNT(*) AS count, SUM(o.value) AS total_value FROM ${from} WHERE ${where} GROUP BY a.region ORDER BY ${regionOrder}`,
  };
}

export const BY_REGION = byRegion(false);
export const BY_REGION_IN = byRegion(true);

/** [first day of month, first day of the next month) as YYYY-MM-DD strings. */
export function monthRange(year: number, month: number): [string, string] {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const next = month === 12 ? [year + 1, 1] : [year, month + 1];
  return [`${pad(year, 4)}-${pad(month)}-01`, `${pad(next[0]!, 4)}-${pad(next[1]!)}-01`];
}
