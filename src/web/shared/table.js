// A table of rows: formatted cells, columns sortable by keyboard or mouse (a button in each
// header, aria-sort says the order), the total count stated, the first `pageSize` rows
// shown with a button for the rest.
import { el, words } from './dom.js';
import { columnsOf, formatCell, NUMERIC, TEMPORAL, timeOf } from './format.js';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(kind) {
  if (NUMERIC.has(kind) || kind === 'ident')
    return (a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b)));
  if (TEMPORAL.has(kind)) return (a, b) => timeOf(a, kind) - timeOf(b, kind);
  if (kind === 'boolean') return (a, b) => Number(a) - Number(b);
  return (a, b) =>
    collator.compare(typeof a === 'object' ? JSON.stringify(a) : String(a), typeof b === 'object' ? JSON.stringify(b) : String(b));
}

/** Rows ordered by `key`; empty cells always last. */
function sorted(rows, key, kind, dir) {
  const cmp = compare(kind);
  const empty = (v) => v === null || v === undefined || v === '';
  return rows
    .map((r, i) => [r, i])
    .sort(([a, ia], [b, ib]) => {
      const x = a[key];
      const y = b[key];
      if (empty(x) || empty(y)) return empty(x) === empty(y) ? ia - ib : empty(x) ? 1 : -1;
      return (dir === 'asc' ? cmp(x, y) : cmp(y, x)) || ia - ib;
    })
    .map(([r]) => r);
}

const fmtCount = (n) => n.toLocaleString();
/** Numbers right-aligned; short values (ids, dates, yes/no) kept on one line. */
const cellClass = (kind) => (NUMERIC.has(kind) ? 'num' : kind === 'ident' || kind === 'boolean' || TEMPORAL.has(kind) ? 'short' : null);

/**
 * opts.pageSize: rows shown before "Show all"; opts.total: the count of the whole result
 * when `rows` is only part of it; opts.label: what the rows are, for the caption.
 */
export function dataTable(rows, opts = {}) {
  const columns = columnsOf(rows);
  const pageSize = Math.max(1, opts.pageSize ?? 10);
  const total = Math.max(opts.total ?? rows.length, rows.length);
  let order = null; // { key, dir }
  let all = false;

  const caption = el('caption');
  const tbody = el('tbody');
  const more = el('button', { type: 'button', class: 'link more', hidden: rows.length <= pageSize });
  const headers = columns.map((c) => {
    const button = el('button', { type: 'button', class: 'sort', title: `Sort by ${words(c.key)}` }, words(c.key));
    const th = el('th', { scope: 'col', class: NUMERIC.has(c.kind) ? 'num' : null }, button);
    button.addEventListener('click', () => {
      order =
        order?.key === c.key
          ? { key: c.key, dir: order.dir === 'asc' ? 'desc' : 'asc' }
          : { key: c.key, dir: NUMERIC.has(c.kind) ? 'desc' : 'asc' };
      render();
    });
    return th;
  });

  function render() {
    const list = order ? sorted(rows, order.key, columns.find((c) => c.key === order.key).kind, order.dir) : rows;
    const shown = all ? list : list.slice(0, pageSize);
    const label = opts.label ?? 'rows';
    caption.textContent =
      shown.length < total
        ? `Showing ${fmtCount(shown.length)} of ${fmtCount(total)} ${label}`
        : `${fmtCount(total)} ${total === 1 ? label.replace(/s$/, '') : label}`;
    if (rows.length < total && all) caption.textContent += ` (${fmtCount(rows.length)} kept on this page)`;
    tbody.replaceChildren(
      ...shown.map((r) => el('tr', {}, ...columns.map((c) => el('td', { class: cellClass(c.kind) }, formatCell(r[c.key], c.kind, r))))),
    );
    headers.forEach((th, i) => {
      if (order?.key === columns[i].key) th.setAttribute('aria-sort', order.dir === 'asc' ? 'ascending' : 'descending');
      else th.removeAttribute('aria-sort');
    });
    more.textContent = all ? `Show the first ${fmtCount(pageSize)}` : `Show all ${fmtCount(rows.length)}`;
  }
  more.addEventListener('click', () => {
    all = !all;
    render();
  });
  render();
  const table = el('table', { class: 'rows' }, caption, el('thead', {}, el('tr', {}, ...headers)), tbody);
  return el(
    'div',
    { class: 'table-block' },
    el('div', { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': `Table of ${opts.label ?? 'rows'}` }, table),
    more,
  );
}
