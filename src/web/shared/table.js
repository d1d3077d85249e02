// A table of rows: formatted cells, columns sortable by keyboard or mouse (a button in each
// header, aria-sort says the order), the total count stated, the first `pageSize` rows
// shown with a button for the rest.
import { el, words } from './dom.js';
import { columnsOf, formatCell, isIdent, NUMERIC, TEMPORAL, timeOf } from './format.js';

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
/** A column naming each row (name, title, subject, ...): shown first. */
const LABEL = /^(name|title|subject|label|full_?name|display_?name)$|_name$/i;
/** Long free text (a description) reads better after the short columns. */
const longText = (rows, c) => c.kind === 'text' && rows.slice(0, 50).some((r) => typeof r[c.key] === 'string' && r[c.key].length > 60);

/**
 * The most useful columns first: the one naming each row, then the values in the order the
 * rows give them, then long text, then ids and record timestamps (created/updated).
 */
export function usefulOrder(columns, rows) {
  const rank = (c, i) => {
    if (i !== 0 && LABEL.test(c.key) && c.kind === 'text') return 0;
    if (isIdent(c.key)) return 3;
    if (c.kind === 'datetime' && /^(created|updated|modified)(_at|_on)?$/i.test(c.key)) return 4;
    if (longText(rows, c)) return 2;
    return 1;
  };
  const firstIsLabel = columns.length > 0 && !isIdent(columns[0].key) && columns[0].kind === 'text';
  return columns
    .map((c, i) => ({ c, i, r: i === 0 && firstIsLabel && !longText(rows, c) ? 0 : rank(c, i) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.c);
}

/** Marks which sides of a table scroll to more columns (data-more on the block), with a line saying so. */
function scrollCue(block, wrap, note) {
  const update = () => {
    const more = [];
    if (wrap.scrollLeft > 1) more.push('left');
    if (wrap.scrollLeft + wrap.clientWidth < wrap.scrollWidth - 1) more.push('right');
    block.dataset.more = more.join(' ');
    note.hidden = more.length === 0;
  };
  wrap.addEventListener('scroll', update, { passive: true });
  new ResizeObserver(update).observe(wrap);
  return update;
}

export function dataTable(rows, opts = {}) {
  const columns = usefulOrder(columnsOf(rows), rows);
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
  const wrap = el('div', { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': `Table of ${opts.label ?? 'rows'}` }, table);
  const note = el('p', { class: 'more-columns', hidden: true }, 'Scroll sideways for more columns (or use the arrow keys in the table)');
  const block = el('div', { class: 'table-block' }, wrap, note, more);
  scrollCue(block, wrap, note);
  return block;
}
