/**
 * Turning an HTML table's cell texts into rows keyed by header, with numbers parsed.
 * Runs in Node on the texts the page returned (the page only reports raw cell text).
 */

export interface RawTable {
  caption: string | null;
  /** Header cell texts (thead, else a first row of <th>); empty when the table has none. */
  headers: string[];
  /** Body rows as cell texts. */
  rows: string[][];
}

export interface Table {
  caption: string | null;
  headers: string[];
  rows: Record<string, string | number | null>[];
}

const NUMERIC = /^\(?[-+−]?\s?(?:[$€£¥]|USD|EUR|GBP)?\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s?(?:%|[kKmMbB])?\)?$/;
const MULTIPLIER: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9 };

/** "$1,200,000" -> 1200000, "12.5%" -> 12.5, "(300)" -> -300, "2.5M" -> 2500000; other text unchanged. */
export function parseCell(text: string): string | number | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t === '') return null;
  if (!NUMERIC.test(t) || !/\d/.test(t)) return t;
  const negative = /^\(.*\)$/.test(t) || /^\(?[-−]/.test(t);
  const suffix = /([kKmMbB])\)?$/.exec(t)?.[1]?.toLowerCase();
  const digits = t.replace(/[^\d.]/g, '');
  let n = Number(digits);
  if (!Number.isFinite(n)) return t;
  if (suffix) n *= MULTIPLIER[suffix]!;
  return negative ? -n : n;
}

/** Unique, non-empty keys: blank headers become column_<n>, repeats get _2, _3. */
export function headerKeys(headers: string[], width: number): string[] {
  const keys: string[] = [];
  const seen = new Map<string, number>();
  for (let i = 0; i < width; i++) {
    const base = (headers[i] ?? '').replace(/\s+/g, ' ').trim() || `column_${i + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    keys.push(count === 1 ? base : `${base}_${count}`);
  }
  return keys;
}

export function toRows(raw: RawTable): Table {
  let headers = raw.headers;
  let body = raw.rows;
  // No header row marked up: the first row is the header when it holds no numbers.
  if (headers.length === 0 && body.length > 1 && body[0]!.every((c) => typeof parseCell(c) !== 'number')) {
    headers = body[0]!;
    body = body.slice(1);
  }
  const width = Math.max(headers.length, ...body.map((r) => r.length), 0);
  const keys = headerKeys(headers, width);
  const rows = body.map((cells) => Object.fromEntries(keys.map((k, i) => [k, parseCell(cells[i] ?? '')])));
  return { caption: raw.caption, headers: keys, rows };
}
