// The "try it" form of a tool, built from its parameters: one field per parameter (number,
// yes/no, a choice for enums, JSON for lists and objects, text otherwise) with its type,
// required flag and constraints; it calls POST /functions/call and shows the status and result.
import { el, words } from '../shared/dom.js';
import { jsonView } from '../shared/json.js';
import { rowLists } from '../shared/rows.js';
import { dataTable } from '../shared/table.js';
import { call } from './api.js';

let uid = 0;

function schemaOf(p) {
  const s = p.schema && typeof p.schema === 'object' ? p.schema : {};
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : (s.type ?? p.type);
  return { ...s, type: typeof type === 'string' ? type.replace(/<.*$/, '') : 'string' };
}

function input(p, id, describedBy) {
  const s = schemaOf(p);
  const common = { id, name: p.name, required: p.required, 'aria-describedby': describedBy };
  if (Array.isArray(s.enum) && s.enum.length) {
    return el(
      'select',
      common,
      el('option', { value: '' }, p.required ? 'choose…' : '(not set)'),
      ...s.enum.map((v) => el('option', { value: JSON.stringify(v) }, String(v))),
    );
  }
  if (s.type === 'boolean')
    return el(
      'select',
      common,
      el('option', { value: '' }, '(not set)'),
      el('option', { value: 'true' }, 'true'),
      el('option', { value: 'false' }, 'false'),
    );
  if (s.type === 'integer' || s.type === 'number') {
    return el('input', {
      ...common,
      type: 'number',
      step: s.type === 'integer' ? '1' : 'any',
      min: s.minimum,
      max: s.maximum,
      inputmode: 'decimal',
    });
  }
  if (s.type === 'array' || s.type === 'object') {
    return el('textarea', {
      ...common,
      rows: 2,
      placeholder: s.type === 'array' ? 'JSON list, e.g. ["a", "b"]' : 'JSON object, e.g. {"key": "value"}',
      spellcheck: 'false',
    });
  }
  return el('input', { ...common, type: 'text', maxlength: s.maxLength, minlength: s.minLength });
}

/** The field's value as the tool's argument; undefined when left empty. Throws a message for bad JSON. */
function valueOf(p, field) {
  const raw = field.value.trim();
  if (raw === '') return undefined;
  const s = schemaOf(p);
  if (field.tagName === 'SELECT') return JSON.parse(field.value);
  if (s.type === 'integer' || s.type === 'number') return Number(raw);
  if (s.type === 'array' || s.type === 'object') {
    try {
      return JSON.parse(raw);
    } catch (err) {
      throw new Error(`${p.name}: not valid JSON (${err.message})`, { cause: err });
    }
  }
  return field.value;
}

function resultView(r) {
  const status = el(
    'p',
    { class: 'call-status' },
    el('span', { class: `badge ${r.ok ? 'ok' : 'bad'}` }, String(r.status)),
    ` ${r.ok ? 'OK' : 'failed'} · ${Math.round(r.ms)} ms`,
  );
  const parts = [status];
  if (!r.ok) {
    const detail = r.body && typeof r.body === 'object' && 'detail' in r.body ? r.body.detail : r.body;
    parts.push(el('div', { class: 'error', role: 'alert' }, typeof detail === 'string' ? detail : JSON.stringify(detail)));
  }
  for (const list of rowLists(r.body))
    parts.push(dataTable(list.rows, { pageSize: 10, total: list.total, label: list.key ? words(list.key) : 'rows' }));
  parts.push(el('details', { class: 'raw', open: rowLists(r.body).length === 0 }, el('summary', {}, 'Response JSON'), jsonView(r.body, 1)));
  return parts;
}

export function tryItForm(tool) {
  const n = ++uid;
  const fields = tool.parameters.map((p) => {
    const id = `f${n}-${p.name.replace(/[^A-Za-z0-9_-]/g, '_')}`;
    const help = `${id}-help`;
    const s = schemaOf(p);
    const label = el(
      'label',
      { for: id },
      p.name,
      ' ',
      el('span', { class: 'type' }, s.type),
      p.required ? el('span', { class: 'badge warn' }, 'required') : null,
    );
    const text = [p.description, p.constraints?.length ? `(${p.constraints.join(', ')})` : ''].filter(Boolean).join(' ');
    return { p, label, field: input(p, id, help), help: el('p', { id: help, class: 'field-help' }, text) };
  });
  const out = el('div', { class: 'call-result', 'aria-live': 'polite' });
  const submit = el('button', { type: 'submit' }, 'Call');
  const form = el(
    'form',
    { class: 'try-it', novalidate: false },
    el('h4', {}, 'Try it'),
    fields.length
      ? fields.map((f) => el('div', { class: 'field' }, f.label, f.field, f.help))
      : el('p', { class: 'field-help' }, 'This tool takes no arguments.'),
    el('div', { class: 'actions' }, submit),
    out,
  );
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const args = {};
    try {
      for (const f of fields) {
        const v = valueOf(f.p, f.field);
        if (v !== undefined) args[f.p.name] = v;
      }
    } catch (err) {
      out.replaceChildren(el('div', { class: 'error', role: 'alert' }, err.message));
      return;
    }
    submit.disabled = true;
    out.replaceChildren(el('p', { class: 'field-help' }, `Calling ${tool.api_name}…`));
    try {
      const r = await call('/functions/call', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ app_name: tool.app_name, function_name: tool.api_name, args }),
      });
      out.replaceChildren(...resultView(r));
    } catch (err) {
      out.replaceChildren(
        el('div', { class: 'error', role: 'alert' }, `The registry did not answer (${err.message}). Check that it runs: agent status.`),
      );
    } finally {
      submit.disabled = false;
    }
  });
  return form;
}
