// A form a tool asks the person for while the chat runs (MCP elicitation, issue 31), built
// from the flat schema the tool sent: text (email, URL, date inputs by format), numbers, yes/no
// as a checkbox, one choice as a select, several as checkboxes; required fields marked. Accept
// sends the fields, Decline and Cancel send nothing else; the answer goes to
// POST /chat/{session}/elicitations/{id}, and a refusal (400) is shown beside its fields.
import { el } from '../shared/dom.js';

let seq = 0;

const OUTCOMES = {
  accept: 'Sent: the tool goes on with your answer.',
  decline: 'Declined: the tool was told you will not answer.',
  cancel: 'Cancelled: the tool was told you dismissed the form.',
  timeout: 'Nobody answered in time: the form was cancelled.',
};

/** The choices of a single-choice schema ({value, label}), or null. */
function choicesOf(s) {
  if (Array.isArray(s?.enum)) return s.enum.map((v, i) => ({ value: String(v), label: String(s.enumNames?.[i] ?? v) }));
  const list = s?.oneOf ?? s?.anyOf;
  if (Array.isArray(list) && list.every((o) => o && typeof o.const === 'string'))
    return list.map((o) => ({ value: o.const, label: o.title ?? o.const }));
  return null;
}

const INPUT_TYPES = { email: 'email', uri: 'url', date: 'date', 'date-time': 'datetime-local' };

/** One field: its row (label, control, help, error) and how to read its value (undefined when left empty). */
function field(name, s, required, id) {
  const label = s?.title || name;
  const help = s?.description ? el('small', { class: 'elicit-help', id: `${id}-help` }, s.description) : null;
  const error = el('small', { class: 'elicit-error', id: `${id}-error`, role: 'alert' });
  const described = [help ? `${id}-help` : null, `${id}-error`].filter(Boolean).join(' ');
  const mark = required ? el('span', { class: 'required', 'aria-hidden': 'true' }, ' *') : null;
  const labelNode = el('label', { for: id }, label, mark);
  let control;
  let read;
  const single = s?.type === 'array' ? null : choicesOf(s);
  const many = s?.type === 'array' ? choicesOf(s.items) : null;
  if (many) {
    const boxes = many.map((c, i) =>
      el('input', { type: 'checkbox', id: `${id}-${i}`, value: c.value, checked: Array.isArray(s.default) && s.default.includes(c.value) }),
    );
    control = el(
      'fieldset',
      { class: 'elicit-choices', id, 'aria-describedby': described },
      el('legend', {}, label, mark),
      ...boxes.map((b, i) => el('label', { for: b.id }, b, ` ${many[i].label}`)),
    );
    read = () => boxes.filter((b) => b.checked).map((b) => b.value);
    return { name, row: el('div', { class: 'elicit-field' }, control, help, error), read, error, control: boxes[0] ?? control };
  }
  if (single) {
    control = el(
      'select',
      { id, name, required, 'aria-describedby': described },
      el('option', { value: '', selected: s.default === undefined }, required ? 'Choose…' : '(none)'),
      ...single.map((c) => el('option', { value: c.value, selected: s.default === c.value }, c.label)),
    );
    read = () => (control.value === '' ? undefined : control.value);
  } else if (s?.type === 'boolean') {
    control = el('input', { type: 'checkbox', id, name, checked: s.default === true, 'aria-describedby': described });
    read = () => control.checked;
  } else if (s?.type === 'number' || s?.type === 'integer') {
    const attrs = { type: 'number', id, name, required, min: s.minimum, max: s.maximum, value: s.default, 'aria-describedby': described };
    control = el('input', { ...attrs, step: s.type === 'integer' ? '1' : 'any', inputmode: s.type === 'integer' ? 'numeric' : 'decimal' });
    read = () => (control.value === '' ? undefined : Number(control.value));
  } else {
    const type = INPUT_TYPES[s?.format] ?? 'text';
    control = el('input', {
      type,
      id,
      name,
      required,
      minlength: s?.minLength,
      maxlength: s?.maxLength,
      value: typeof s?.default === 'string' ? s.default : undefined,
      'aria-describedby': described,
    });
    read = () => {
      if (control.value === '') return undefined;
      return type === 'datetime-local' ? new Date(control.value).toISOString() : control.value;
    };
  }
  const row =
    s?.type === 'boolean'
      ? el('div', { class: 'elicit-field check' }, control, labelNode, help, error)
      : el('div', { class: 'elicit-field' }, labelNode, control, help, error);
  return { name, row, read, error, control };
}

const allowedText = (a) => (Array.isArray(a) ? a.join(', ') : typeof a === 'object' ? JSON.stringify(a) : String(a));

const when = (iso) => (iso ? new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }) : '');

/**
 * The form of one `elicitation` event. Returns its element, `focus()`, and `done(outcome)`
 * for the `elicitation_done` event (the call stopped waiting: answered, or timed out).
 */
export function elicitationForm(event) {
  const id = `elicit-${++seq}`;
  const schema = event.schema || {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const fields = Object.entries(schema.properties || {}).map(([name, s], i) => field(name, s, required.has(name), `${id}-f${i}`));
  const status = el('p', { class: 'elicit-status', role: 'status', 'aria-live': 'polite' });
  const button = (action, text, cls) =>
    el('button', { type: 'submit', value: action, class: cls, formnovalidate: action !== 'accept' }, text);
  const actions = el(
    'div',
    { class: 'elicit-actions' },
    button('accept', 'Accept', ''),
    button('decline', 'Decline', 'secondary'),
    button('cancel', 'Cancel', 'secondary'),
  );
  const form = el(
    'form',
    { class: 'elicitation', 'data-elicitation': event.id, 'aria-labelledby': `${id}-title` },
    el(
      'p',
      { class: 'elicit-title', id: `${id}-title` },
      el('strong', {}, `${event.tool} asks: `),
      event.message || 'Please fill in this form.',
    ),
    ...fields.map((f) => f.row),
    el(
      'p',
      { class: 'elicit-note' },
      `${required.size > 0 ? 'Fields marked * are required. ' : ''}The tool waits until ${when(event.expires)}.`,
    ),
    actions,
    status,
  );
  let finished = false;
  const finish = (text) => {
    finished = true;
    for (const c of form.querySelectorAll('input, select, button')) c.disabled = true;
    form.classList.add('answered');
    status.textContent = text;
  };
  const showIssues = (issues) => {
    for (const f of fields) {
      f.error.textContent = '';
      f.control.removeAttribute('aria-invalid');
    }
    const general = [];
    for (const i of Array.isArray(issues) ? issues : []) {
      const f = i.loc?.[1] === 'content' ? fields.find((x) => x.name === i.loc[2]) : undefined;
      const allowed = i.allowed === undefined || i.allowed === null ? '' : ` (allowed: ${allowedText(i.allowed)})`;
      if (f) {
        f.error.textContent = `${i.msg}${allowed}`;
        f.control.setAttribute('aria-invalid', 'true');
      } else general.push(`${i.msg}${allowed}`);
    }
    status.textContent = general.length > 0 ? general.join('; ') : 'Please correct the marked fields.';
  };
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (finished) return;
    const action = e.submitter?.value || 'accept';
    const body = { action };
    if (action === 'accept') {
      body.content = {};
      for (const f of fields) {
        const v = f.read();
        if (v !== undefined) body.content[f.name] = v;
      }
    }
    for (const b of actions.querySelectorAll('button')) b.disabled = true;
    status.textContent = 'Sending…';
    try {
      const url = `/chat/${encodeURIComponent(event.session_id)}/elicitations/${encodeURIComponent(event.id)}`;
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const answer = await res.json().catch(() => ({}));
      if (res.ok) return finish(OUTCOMES[action]);
      if (res.status === 400) showIssues(answer.detail);
      else if (res.status === 404)
        return finish(`This form no longer waits for an answer: ${answer.detail ?? 'it was answered or it expired'}.`);
      else status.textContent = `Error ${res.status}: ${typeof answer.detail === 'string' ? answer.detail : 'the answer was not taken'}`;
    } catch (err) {
      status.textContent = `Could not send the answer (${err.message}); try again.`;
    }
    for (const b of actions.querySelectorAll('button')) b.disabled = false;
  });
  return {
    element: form,
    focus: () => (fields[0]?.control ?? actions.querySelector('button')).focus({ preventScroll: true }),
    done: (outcome) => {
      if (!finished) finish(OUTCOMES[outcome] ?? 'The tool stopped waiting for this form.');
    },
  };
}
