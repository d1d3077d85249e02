// An answer: its text, then each list of rows it is built on (a chart beside the table when
// the rows are grouped, ranked or a time series, with a switch between them), then what it
// cost (tools, time, planner).
import { el, words } from '../shared/dom.js';
import { jsonView } from '../shared/json.js';
import { dataTable } from '../shared/table.js';
import { chartBlock } from './chart.js';
import { chartOf, rowLists } from './shape.js';

const VIEWS = [
  ['both', 'Chart and table'],
  ['chart', 'Chart'],
  ['table', 'Table'],
];

function viewSwitch(section) {
  const buttons = VIEWS.map(([view, label]) =>
    el('button', { type: 'button', 'aria-pressed': String(view === 'both'), 'data-view': view }, label),
  );
  for (const b of buttons) {
    b.addEventListener('click', () => {
      section.dataset.view = b.dataset.view;
      for (const x of buttons) x.setAttribute('aria-pressed', String(x === b));
    });
  }
  return el('div', { class: 'views', role: 'group', 'aria-label': 'Show as' }, ...buttons);
}

function listSection(list, pageSize, index) {
  const spec = chartOf(list.rows);
  const label = list.key && list.key !== 'rows' && list.key !== 'items' ? words(list.key) : 'rows';
  const section = el('section', { class: 'result', 'data-view': spec ? 'both' : 'table', 'aria-label': `Result ${index + 1}: ${label}` });
  const head = el(
    'div',
    { class: 'result-head' },
    el('h3', {}, label[0].toUpperCase() + label.slice(1)),
    spec ? viewSwitch(section) : null,
  );
  section.append(head);
  const body = el('div', { class: 'result-body' });
  if (spec) body.append(chartBlock(list.rows, spec));
  body.append(dataTable(list.rows, { pageSize, total: list.total, label }));
  section.append(body);
  return section;
}

/**
 * The result's lists of rows (charted ones first), or the value itself as JSON when it holds
 * no rows. `totals` (list key, '' for the result itself -> count) restores the counts of
 * lists that were shortened when the conversation was stored.
 */
export function resultView(result, pageSize, totals = {}) {
  const lists = rowLists(result);
  for (const l of lists) l.total = Math.max(l.total, totals[l.key ?? ''] ?? 0);
  if (lists.length === 0) {
    if (result === null || result === undefined || typeof result !== 'object') return null;
    return el('details', { class: 'raw' }, el('summary', {}, 'Data'), jsonView(result, 1));
  }
  const order = lists.map((l, i) => ({ l, i, chart: chartOf(l.rows) ? 0 : 1 })).sort((a, b) => a.chart - b.chart || a.i - b.i);
  return el('div', { class: 'results' }, ...order.map(({ l }, i) => listSection(l, pageSize, i)));
}

/**
 * "How I read this", collapsed: the plan that was run in one line, the words of the question
 * it did not use, and the reading rules that fired (data.reading of the offline planner; the
 * plans of a model's query calls otherwise).
 */
export function readingView(data) {
  const reading = data?.reading;
  const plans = Array.isArray(data?.plan) ? data.plan.map((p) => p.text).filter(Boolean) : [];
  if (!reading && plans.length === 0) return null;
  const lines = [];
  for (const text of reading ? [reading.plan] : plans) lines.push(el('li', {}, el('strong', {}, 'Plan: '), text));
  if (reading?.unused?.length)
    lines.push(
      el(
        'li',
        { class: 'unused' },
        el('strong', {}, 'Not used: '),
        reading.unused.map((u) => `"${u.text}"${u.means ? ` (${u.means})` : ''}`).join(', '),
      ),
    );
  if (reading?.rules?.length) lines.push(el('li', {}, el('strong', {}, 'Read: '), reading.rules.join('; ')));
  return el('details', { class: 'reading' }, el('summary', {}, 'How I read this'), el('ul', {}, ...lines));
}

export function metaLine(m) {
  const parts = [
    `Tools used: ${m.tools_used?.length ? m.tools_used.join(', ') : 'none'}`,
    typeof m.execution_time === 'number' ? `${m.execution_time}s` : null,
    typeof m.confidence === 'number' ? `confidence ${m.confidence}` : null,
    m.planner ? `planner ${m.planner}${m.model ? ` (${m.model})` : ''}` : null,
    m.usage ? `${m.usage.input_tokens} + ${m.usage.output_tokens} tokens` : null,
    m.mode ? `mode ${m.mode}` : null,
  ];
  return el('p', { class: 'meta' }, parts.filter(Boolean).join(' · '));
}
