/**
 * Scripts run inside the page. Kept as source text so the TypeScript loader never
 * rewrites them (helpers it injects into named functions do not exist in the page).
 * Each is a function expression taking one JSON argument.
 */

/** Raw cell texts of the index-th table matched by selector (tables inside a matched element count too). */
export const READ_TABLE = `(args) => {
  const matched = Array.from(document.querySelectorAll(args.selector));
  const tables = [];
  for (const el of matched) {
    const found = el.tagName === 'TABLE' ? [el] : Array.from(el.querySelectorAll('table'));
    for (const t of found) if (!tables.includes(t)) tables.push(t);
  }
  const table = tables[args.index];
  if (!table) return { count: tables.length, table: null };
  const text = (cell) => (cell.innerText ?? cell.textContent ?? '').replace(/\\s+/g, ' ').trim();
  const cells = (row) => {
    const out = [];
    for (const cell of Array.from(row.cells)) {
      out.push(text(cell));
      for (let i = 1; i < Math.min(cell.colSpan || 1, 50); i++) out.push('');
    }
    return out;
  };
  let headers = [];
  if (table.tHead && table.tHead.rows.length > 0) headers = cells(table.tHead.rows[table.tHead.rows.length - 1]);
  const body = [];
  for (const section of Array.from(table.tBodies)) body.push(...Array.from(section.rows));
  if (headers.length === 0 && body.length > 0 && Array.from(body[0].cells).every((c) => c.tagName === 'TH')) {
    headers = cells(body.shift());
  }
  const caption = table.caption ? text(table.caption) : null;
  return { count: tables.length, table: { caption, headers, rows: body.map(cells) } };
}`;

/**
 * Submits a form: the one matched by selector (or holding the matched element, which is
 * the submitter when it is a submit button), else the form of the focused field, else
 * the first form. Uses requestSubmit so the page's own submit handlers and validation run.
 */
export const SUBMIT_FORM = `(args) => {
  let el = null;
  if (args.selector) {
    el = document.querySelector(args.selector);
    if (!el) return { error: 'no_match' };
  }
  const formOf = (node) => (node ? (node.tagName === 'FORM' ? node : node.form || (node.closest ? node.closest('form') : null)) : null);
  const form = el ? formOf(el) : formOf(document.activeElement) || document.forms[0] || null;
  if (!form) return { error: 'no_form', forms: document.forms.length };
  const submitter = el && el !== form && (el.type === 'submit' || el.type === 'image') ? el : null;
  if (!form.checkValidity()) {
    const invalid = Array.from(form.elements)
      .filter((f) => f.willValidate && !f.checkValidity())
      .map((f) => (f.name || f.id || f.tagName.toLowerCase()) + ': ' + f.validationMessage);
    return { error: 'invalid', invalid };
  }
  form.requestSubmit(submitter || undefined);
  return { form: form.id || form.getAttribute('name') || null, action: form.action || null, method: (form.method || 'get').toUpperCase() };
}`;

/**
 * The forms on the page, each with its fields (label, name, type, required, options of
 * a select, a CSS selector that finds it) and submit buttons, so a planner knows what to
 * fill. Hidden inputs and buttons are not fields.
 */
export const READ_FORMS = `(args) => {
  const esc = (s) => (window.CSS && CSS.escape ? CSS.escape(s) : String(s).replace(/["\\\\]/g, '\\\\$&'));
  const clean = (s) => (s || '').replace(/\\s+/g, ' ').trim();
  const all = Array.from(document.forms);
  const forms = args.selector ? all.filter((f) => f.matches(args.selector) || f.contains(document.querySelector(args.selector))) : all;
  return forms.map((form) => {
    const formSelector = form.id ? '#' + esc(form.id) : 'form:nth-of-type(' + (all.indexOf(form) + 1) + ')';
    const fields = [];
    const submit = [];
    for (const el of Array.from(form.elements)) {
      const tag = el.tagName.toLowerCase();
      const type = tag === 'select' ? 'select' : tag === 'textarea' ? 'textarea' : (el.getAttribute('type') || 'text').toLowerCase();
      if (tag === 'button' || type === 'submit' || type === 'button' || type === 'image' || type === 'reset') {
        if (type !== 'reset' && type !== 'button') submit.push(clean(el.innerText || el.value) || 'Submit');
        continue;
      }
      if (type === 'hidden' || tag === 'fieldset' || tag === 'output' || tag === 'object') continue;
      const labelEl = (el.labels && el.labels[0]) || null;
      const label =
        clean(labelEl ? labelEl.innerText : '') ||
        clean(el.getAttribute('aria-label')) ||
        clean(el.getAttribute('placeholder')) ||
        el.name ||
        el.id ||
        '';
      const selector = el.id ? '#' + esc(el.id) : el.name ? formSelector + ' [name="' + el.name.replace(/"/g, '\\\\"') + '"]' : null;
      const field = { label, name: el.name || null, id: el.id || null, type, required: !!el.required, selector };
      if (tag === 'select') field.options = Array.from(el.options).map((o) => ({ value: o.value, label: clean(o.label) }));
      fields.push(field);
    }
    const method = (form.method || 'get').toUpperCase();
    return { selector: formSelector, id: form.id || null, action: form.action || null, method, fields, submit };
  });
}`;
