// The steps of one chat as they happen: the plan, then each tool call when it starts
// ("running") and when it ends (status, duration). Each call opens to its arguments, status,
// duration, attempts and result (collapsible JSON). `steps` is the plain record, kept with the
// conversation so a reload shows the same.
import { el } from '../shared/dom.js';
import { jsonView } from '../shared/json.js';

const ms = (n) => (typeof n === 'number' ? `${Math.round(n).toLocaleString()} ms` : '');

function callSummary(s) {
  if (!s.status) return [el('span', { class: 'badge running' }, 'running'), ` ${s.tool}`];
  const how = s.cached ? 'cached' : ms(s.durationMs);
  return [el('span', { class: `badge ${s.status === 'ok' ? 'ok' : 'bad'}` }, s.status), ` ${s.tool} — ${s.status} (${how})`];
}

function callDetails(s) {
  const rows = [
    ['Arguments', Object.keys(s.args ?? {}).length ? jsonView(s.args, 2) : 'none'],
    ['Status', s.status ? `${s.status}${s.httpStatus ? ` (HTTP ${s.httpStatus})` : ''}${s.error ? `: ${s.error}` : ''}` : 'running…'],
    ['Duration', s.status ? (s.cached ? 'answered from the cache' : ms(s.durationMs)) : '…'],
  ];
  if (s.attempts !== undefined) rows.push(['Attempts', String(s.attempts)]);
  if (s.preview !== undefined) rows.push(['Result', jsonView(s.preview, 1)]);
  return el('dl', {}, ...rows.flatMap(([k, v]) => [el('dt', {}, k), el('dd', {}, v)]));
}

function stepItem(s) {
  if (s.type === 'plan') return el('li', { class: 'step plan' }, s.text);
  const item = el('li', { class: `step call ${s.status ? (s.status === 'ok' ? 'ok' : 'bad') : 'running'}` });
  item.append(el('details', {}, el('summary', {}, ...callSummary(s)), callDetails(s)));
  return item;
}

export function stepsView(initial = []) {
  const steps = initial.map((s) => ({ ...s }));
  const list = el('ol', { class: 'step-list' });
  const summary = el('summary');
  const box = el('details', { class: 'steps', open: true }, summary, list);
  const items = [];

  function title(done) {
    const calls = steps.filter((s) => s.type === 'call').length;
    summary.textContent = `Steps: ${calls} tool call${calls === 1 ? '' : 's'}${done ? '' : ' · working…'}`;
  }
  function add(s) {
    steps.push(s);
    const item = stepItem(s);
    items.push(item);
    list.append(item);
    title(false);
  }
  function redraw(i) {
    const open = items[i].querySelector('details')?.open;
    const item = stepItem(steps[i]);
    if (open) item.querySelector('details').open = true;
    items[i].replaceWith(item);
    items[i] = item;
  }

  for (const s of steps) {
    const item = stepItem(s);
    items.push(item);
    list.append(item);
  }
  title(initial.length > 0);

  return {
    element: box,
    steps,
    plan(text) {
      add({ type: 'plan', text });
    },
    call(tool, args) {
      add({ type: 'call', tool, args });
    },
    /** A call ended: the earliest running call of that tool (calls may run side by side). */
    result(e) {
      const i = steps.findIndex((s) => s.type === 'call' && s.tool === e.tool && !s.status);
      if (i < 0) return;
      Object.assign(steps[i], { status: e.status, durationMs: e.durationMs, cached: e.cached, error: e.error, preview: e.preview });
      redraw(i);
    },
    /** The answer's record of every call (HTTP status, attempts) completes the steps. */
    finish(calls = []) {
      const mine = steps.map((s, i) => [s, i]).filter(([s]) => s.type === 'call');
      calls.forEach((c, n) => {
        const hit = mine[n];
        if (!hit || hit[0].tool !== c.tool) return;
        Object.assign(hit[0], {
          status: c.status,
          durationMs: c.durationMs,
          cached: c.cached,
          error: c.error,
          httpStatus: c.httpStatus,
          attempts: c.attempts,
        });
        redraw(hit[1]);
      });
      title(true);
    },
  };
}
