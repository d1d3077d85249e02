import type { Comparator, Mention } from '../understand/extract.js';

/** The days a date said in a question covers, and how they read (run/filters.ts makes them a row filter). */
const ymd = (year: number, month: number, day = 1) => {
  const d = new Date(Date.UTC(year, month - 1, day));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
};

export const DATE_CMP_TEXT: Record<Comparator, string> = { gt: 'after', gte: 'from', lt: 'before', lte: 'through', eq: 'in' };

/** The days a date mention covers, as `YYYY-MM-DD` bounds [from, to), and how it reads. */
export function period(m: Extract<Mention, { kind: 'month' | 'year' }>): { from: string; to: string; text: string } {
  if (m.kind === 'year') return { from: ymd(m.year, 1), to: ymd(m.year + 1, 1), text: String(m.year) };
  const year = m.year ?? yearOfMonthAlone(m);
  const dayText = (d: string) => `${monthName(Number(d.slice(5, 7)))} ${Number(d.slice(8, 10))}, ${d.slice(0, 4)}`;
  if (m.day !== undefined && m.days !== undefined) {
    const from = ymd(year, m.month, m.day);
    const to = ymd(year, m.month, m.day + m.days);
    return { from, to, text: `${dayText(from)} – ${dayText(ymd(year, m.month, m.day + m.days - 1))}` };
  }
  if (m.day !== undefined)
    return { from: ymd(year, m.month, m.day), to: ymd(year, m.month, m.day + 1), text: `${monthName(m.month)} ${m.day}, ${year}` };
  const span = m.span ?? 1;
  const text =
    span === 3
      ? `Q${Math.floor((m.month - 1) / 3) + 1} ${year}`
      : span === 6
        ? `H${m.month > 6 ? 2 : 1} ${year}`
        : `${monthName(m.month)} ${year}`;
  return { from: ymd(year, m.month), to: ymd(year, m.month + span), text };
}

/** The year of a month said alone: the nearest such month, ahead or behind as the words around it say (lexicon/calendar.ts). */
function yearOfMonthAlone(m: Extract<Mention, { kind: 'month' }>, now = new Date()): number {
  const year = now.getUTCFullYear();
  if (m.comparator) return year;
  const month = now.getUTCMonth() + 1;
  if (m.month < month && m.tense === 'ahead') return year + 1;
  if (m.month > month && m.tense === 'behind') return year - 1;
  return year;
}

export function monthName(month: number): string {
  return new Date(2000, month - 1, 1).toLocaleString('en-US', { month: 'long' });
}
