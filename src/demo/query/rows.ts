/**
 * Finding the rows in a tool's result, whatever its shape: a bare array, an envelope
 * (`{items, total, ...}`), a wrapper (`{accounts: [...], coverage_id}`), or one record.
 */
export type Row = Record<string, unknown>;

export interface RowSet {
  rows: Row[];
  /** The total the tool reports (envelope `total`), when it reports one. */
  total?: number;
  /** The key the rows were found under (`items`, `accounts`), if any. */
  key?: string;
  /** True when the result was one record rather than a list. */
  single: boolean;
  /** Scalar fields beside the rows (coverage_id, page, ...). */
  extras: Row;
}

const TOTAL_KEYS = ['total', 'total_count', 'totalCount', 'count', 'total_items', 'totalItems'];

export function isRecord(v: unknown): v is Row {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function asRows(list: unknown[]): Row[] {
  return list.map((v) => (isRecord(v) ? v : { value: v }));
}

export function findRows(result: unknown): RowSet {
  if (Array.isArray(result)) return { rows: asRows(result), single: false, extras: {} };
  if (!isRecord(result)) return { rows: result === undefined || result === null ? [] : [{ value: result }], single: true, extras: {} };
  const arrays = Object.entries(result).filter(([, v]) => Array.isArray(v)) as [string, unknown[]][];
  const ofObjects = arrays.filter(([, v]) => v.length === 0 || v.some(isRecord));
  const pick =
    ofObjects.find(([k]) => k === 'items' || k === 'results' || k === 'data') ??
    ofObjects.sort((a, b) => b[1].length - a[1].length)[0] ??
    arrays[0];
  const extras: Row = {};
  for (const [k, v] of Object.entries(result)) if (!Array.isArray(v) && !isRecord(v)) extras[k] = v;
  if (!pick) return { rows: [result], single: true, extras: {} };
  const totalKey = TOTAL_KEYS.find((k) => typeof result[k] === 'number');
  return { rows: asRows(pick[1]), total: totalKey ? (result[totalKey] as number) : undefined, key: pick[0], single: false, extras };
}
