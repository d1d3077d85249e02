// One tool's record: description, parameters (type, required, constraints), response
// schema, and the "try it" form. Built when the tool is first opened.
import { el } from '../shared/dom.js';
import { jsonView } from '../shared/json.js';
import { tryItForm } from './form.js';

function parametersTable(params) {
  if (params.length === 0) return el('p', { class: 'field-help' }, 'No parameters.');
  const COLS = ['name', 'in', 'type', 'required', 'constraints', 'description'];
  const head = el('tr', {}, ...COLS.map((h) => el('th', { scope: 'col' }, h)));
  const rows = params.map((p) => {
    const cells = [
      el('code', {}, p.name),
      p.in ?? '',
      p.type,
      p.required ? el('span', { class: 'badge warn' }, 'required') : 'optional',
      p.constraints?.length ? p.constraints.join(', ') : 'none',
      p.description || '',
    ];
    return el('tr', {}, ...cells.map((c, i) => el('td', { 'data-label': COLS[i] }, c)));
  });
  return el(
    'div',
    { class: 'table-wrap' },
    el(
      'table',
      { class: 'params' },
      el('caption', {}, `${params.length} parameter${params.length === 1 ? '' : 's'}`),
      el('thead', {}, head),
      el('tbody', {}, ...rows),
    ),
  );
}

function recordBody(tool) {
  const schemas = tool.response_schemas ?? {};
  return el(
    'div',
    { class: 'tool-body' },
    el('p', { class: 'description' }, tool.description || 'No description.'),
    el('h4', {}, 'Parameters'),
    parametersTable(tool.parameters ?? []),
    el('h4', {}, 'Response'),
    schemas.success
      ? el('div', {}, el('p', { class: 'field-help' }, 'On success:'), jsonView(schemas.success, 1))
      : el('p', { class: 'field-help' }, 'No response schema published.'),
    schemas.failure ? el('details', {}, el('summary', {}, 'On failure'), jsonView(schemas.failure, 1)) : null,
    tryItForm(tool),
  );
}

/** A tool in the list: its summary line, the record built on first open. */
export function toolItem(tool, app) {
  const firstLine = (tool.description || '').split('\n')[0];
  const badges = [
    tool.method ? el('span', { class: 'badge info' }, tool.method) : null,
    app?.type === 'onboarded' ? el('span', { class: 'badge warn' }, 'onboarded') : null,
    tool.secure ? el('span', { class: 'badge' }, 'auth') : null,
  ];
  const summary = el(
    'summary',
    {},
    el('span', { class: 'tool-name' }, tool.api_name),
    ' ',
    ...badges,
    el('span', { class: 'tool-line' }, firstLine),
  );
  const details = el('details', { class: 'tool', 'data-tool': tool.api_name }, summary);
  details.addEventListener('toggle', () => {
    if (details.open && details.childElementCount === 1) details.append(recordBody(tool));
  });
  return el('li', {}, details);
}
