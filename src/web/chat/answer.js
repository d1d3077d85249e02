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

const ROW_KEYS = new Set(['rows', 'items', 'results', 'data']);
const cap = (text) => text[0].toUpperCase() + text.slice(1);
const and = (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/** What the rows of a tool are, from its name: `crm_list_opportunities`, `crm_opportunities_by_region` -> "opportunities". */
export function subjectOfTool(tool) {
  if (!tool) return null;
  const rest = String(tool)
    .replace(/^[a-z0-9]+_/i, '')
    .replace(/^(list|get|find|search|read|fetch|query)_/, '')
    .replace(/_(by|per|from|for)_.*$/, '');
  return words(rest) || null;
}

/** What a list's rows are: "Total value and count by stage" for groups, else its key, else what the tool lists. */
function headingOf(list, spec, subject) {
  if (spec?.summary) return cap(`${and(spec.metrics.map((m) => words(m.key)))} by ${words(spec.x.key)}`);
  if (list.key && !ROW_KEYS.has(list.key) && list.key !== 'groups') return cap(words(list.key));
  return cap(subject ?? (list.key === 'groups' ? 'groups' : 'rows'));
}

function listSection(list, spec, pageSize, index, subject) {
  const heading = headingOf(list, spec, subject);
  const noun = spec?.summary ? 'groups' : heading.toLowerCase();
  const section = el('section', { class: 'result', 'data-view': spec ? 'both' : 'table', 'aria-label': `Result ${index + 1}: ${noun}` });
  const head = el('div', { class: 'result-head' }, el('h3', {}, heading), spec ? viewSwitch(section) : null);
  section.append(head);
  const body = el('div', { class: 'result-body' });
  if (spec) body.append(chartBlock(list.rows, spec));
  body.append(dataTable(list.rows, { pageSize, total: list.total, label: noun }));
  section.append(body);
  return section;
}

/** A number the answer states beside its rows (count, total, average, ...), which makes those rows the detail. */
function statesFigures(result) {
  return Object.entries(result).some(([k, v]) => k !== 'total' && typeof v === 'number');
}

/**
 * The result's lists of rows (charted ones first), or the value itself as JSON when it holds
 * no rows. Rows under an aggregate (a count, a sum, groups) are the detail: offered behind
 * "Show the N ...", not laid out under the answer. `totals` (list key, '' for the result
 * itself -> count) restores the counts of lists shortened when the conversation was stored;
 * `subject` names rows that have no name of their own (what the tool lists).
 */
export function resultView(result, pageSize, totals = {}, subject = null) {
  const lists = rowLists(result);
  for (const l of lists) l.total = Math.max(l.total, totals[l.key ?? ''] ?? 0);
  if (lists.length === 0) {
    if (result === null || result === undefined || typeof result !== 'object') return null;
    if (typeof result.image === 'string' && result.image.startsWith('/screenshots/')) return screenshotView(result);
    return el('details', { class: 'raw' }, el('summary', {}, 'Data'), jsonView(result, 1));
  }
  // each list's chart, decided once (shape.js)
  const specs = new Map(lists.map((l) => [l, chartOf(l.rows)]));
  const summaries = lists.filter((l) => specs.get(l)?.summary);
  const aggregate = !Array.isArray(result) && (summaries.length > 0 || statesFigures(result));
  const detail = (l) => aggregate && !summaries.includes(l);
  // the count an aggregate states is the count of its one list of records (which may hold only the first of them)
  const records = lists.filter((l) => !summaries.includes(l));
  if (records.length === 1 && typeof result.count === 'number') records[0].total = Math.max(records[0].total, result.count);
  const order = lists.map((l, i) => ({ l, i, rank: detail(l) ? 2 : specs.get(l) ? 0 : 1 })).sort((a, b) => a.rank - b.rank || a.i - b.i);
  const sections = order.map(({ l }, i) => {
    const section = listSection(l, specs.get(l), pageSize, i, subject);
    if (!detail(l)) return section;
    const noun = headingOf(l, null, subject).toLowerCase();
    return el('details', { class: 'detail-rows' }, el('summary', {}, `Show the ${l.total.toLocaleString()} ${noun}`), section);
  });
  return el('div', { class: 'results' }, ...sections);
}

/** A screenshot the browser took: the image itself, linked to the full size, with what it shows. */
function screenshotView(r) {
  const alt = `Screenshot of ${r.url ?? 'the page'}${r.title ? ` ("${r.title}")` : ''}`;
  return el(
    'figure',
    { class: 'screenshot' },
    el('a', { href: r.image, target: '_blank', rel: 'noopener' }, el('img', { src: r.image, alt, width: r.width, height: r.height })),
    el('figcaption', {}, `${alt}, ${r.width}×${r.height}`),
  );
}

const LIST_LINE = /^\s*(\d+\.|[-•])\s/;
const COUNT_LINE = /^\(?(first|showing) [\d,]+ of [\d,]+/i;

/**
 * The answer's text as shown above a table of its rows: the direct sentences, without the
 * listing of the same rows the text carries for API clients ("1. ...", "- ..."), and the
 * line that introduces that listing ends as a sentence.
 */
export function leadText(response, hasTable) {
  if (!hasTable) return response;
  const lines = String(response).split('\n');
  const kept = [];
  lines.forEach((line, i) => {
    if (LIST_LINE.test(line) || COUNT_LINE.test(line) || line.trim() === '') return;
    const introducesList = /:\s*$/.test(line) && LIST_LINE.test(lines[i + 1] ?? '');
    // "...; by stage:" says what the chart's heading says; "...out of 50:" ends as a sentence
    kept.push(introducesList ? line.replace(/[;,]\s*by [^;:,]+:\s*$/, '.').replace(/:\s*$/, '.') : line);
  });
  return kept.length ? kept.join('\n') : response;
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
