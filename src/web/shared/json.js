// Collapsible JSON: objects and arrays are <details> (keyboard-operable), opened to `openDepth`.
import { el } from './dom.js';

const MAX_ITEMS = 200;

function leaf(v) {
  if (v === null) return el('span', { class: 'j-null' }, 'null');
  if (typeof v === 'string') return el('span', { class: 'j-str' }, JSON.stringify(v));
  if (typeof v === 'number') return el('span', { class: 'j-num' }, String(v));
  if (typeof v === 'boolean') return el('span', { class: 'j-bool' }, String(v));
  return el('span', {}, String(v));
}

function node(key, v, depth, openDepth) {
  const label = key === null ? null : el('span', { class: 'j-key' }, `${key}: `);
  if (v === null || typeof v !== 'object') return el('div', { class: 'j-row' }, label, leaf(v));
  const entries = Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v);
  const brief = Array.isArray(v)
    ? `[${entries.length} item${entries.length === 1 ? '' : 's'}]`
    : `{${entries.length} field${entries.length === 1 ? '' : 's'}}`;
  if (entries.length === 0) return el('div', { class: 'j-row' }, label, el('span', { class: 'j-brief' }, Array.isArray(v) ? '[]' : '{}'));
  const body = el('div', { class: 'j-body' });
  const details = el(
    'details',
    { class: 'j-node', open: depth < openDepth },
    el('summary', {}, label, el('span', { class: 'j-brief' }, brief)),
    body,
  );
  // children are built when first opened: a result of thousands of rows costs nothing until looked at
  const fill = () => {
    if (body.childElementCount > 0) return;
    for (const [k, x] of entries.slice(0, MAX_ITEMS)) body.append(node(k, x, depth + 1, openDepth));
    if (entries.length > MAX_ITEMS) body.append(el('div', { class: 'j-row j-brief' }, `… ${entries.length - MAX_ITEMS} more`));
  };
  if (details.open) fill();
  details.addEventListener('toggle', fill);
  return details;
}

/** A JSON value as a collapsible tree; `openDepth` levels start open (default 1). */
export function jsonView(value, openDepth = 1) {
  return el('div', { class: 'json' }, node(null, value, 0, openDepth));
}
