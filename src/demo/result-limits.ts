/**
 * `demo.max_results` applied to a tool result: every list inside it keeps its first `max`
 * items, and a note says how many there were, so the full count is always stated.
 */
export function limitRows(value: unknown, max: number, depth = 0): unknown {
  if (depth > 6) return value;
  if (Array.isArray(value)) {
    const kept = value.slice(0, max).map((v) => limitRows(v, max, depth + 1));
    return value.length > max ? { showing: max, total: value.length, items: kept } : kept;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, limitRows(v, max, depth + 1)]));
  }
  return value;
}

/** The rows of a result for a table: the result itself when it is a list of objects, else its first such list. */
export function rowsOf(value: unknown): Record<string, unknown>[] | null {
  const isRows = (v: unknown): v is Record<string, unknown>[] =>
    Array.isArray(v) && v.length > 0 && v.every((r) => r && typeof r === 'object' && !Array.isArray(r));
  if (isRows(value)) return value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const v of Object.values(value)) if (isRows(v)) return v;
  }
  return null;
}
