// The lists of rows a JSON value holds (tool results, chat answers).
const isRow = (r) => r !== null && typeof r === 'object' && !Array.isArray(r);
const isRows = (v) => Array.isArray(v) && v.length > 0 && v.every(isRow);

/**
 * The row lists of a value: the value itself when it is one, else each list among its
 * fields (`groups`, `rows`, `items`, `contacts`, ...), with the total a sibling `total` field states.
 */
export function rowLists(value) {
  if (isRows(value)) return [{ key: null, rows: value, total: value.length }];
  if (!isRow(value)) return [];
  const lists = [];
  const stated = typeof value.total === 'number' && Number.isInteger(value.total) ? value.total : undefined;
  for (const [key, v] of Object.entries(value)) if (isRows(v)) lists.push({ key, rows: v, total: v.length });
  if (lists.length === 1 && stated !== undefined && stated > lists[0].rows.length) lists[0].total = stated;
  return lists;
}
