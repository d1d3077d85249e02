// The steps of one chat as they happen: the plan, then each tool call when it starts
// ("running") and when it ends (status, duration). Each call opens to its arguments, status,
// duration, attempts and result (collapsible JSON). Calls of the same tool in a row (the pages
// of one list) are one line, "crm_list_opportunities × 84 calls — ok, 1.2 s", that opens to
// each call. The whole list collapses once the answer arrives. `steps` is the plain record,
// kept with the conversation so a reload shows the same.
import { el } from '../shared/dom.js';
import { jsonView } from '../shared/json.js';

const ms = (n) => (typeof n === 'number' ? `${Math.round(n).toLocaleString()} ms` : '');
const took = (n) => (n >= 1000 ? `${(n / 1000).toFixed(1)} s` : ms(n));
const plural = (n, one) => `${n.toLocaleString()} ${one}${n === 1 ? '' : 's'}`;

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

function callItem(s, key) {
  const item = el('li', { class: `step call ${s.status ? (s.status === 'ok' ? 'ok' : 'bad') : 'running'}` });
  item.append(el('details', { 'data-key': key }, el('summary', {}, ...callSummary(s)), callDetails(s)));
  return item;
}

/** One line for calls of one tool in a row: how many, how they ended, how long they took together. */
function groupSummary(calls) {
  const running = calls.filter((s) => !s.status).length;
  const failed = calls.filter((s) => s.status && s.status !== 'ok').length;
  const cached = calls.filter((s) => s.cached).length;
  const time = calls.reduce((sum, s) => sum + (s.status && !s.cached && typeof s.durationMs === 'number' ? s.durationMs : 0), 0);
  const state = running ? 'running' : failed ? 'bad' : 'ok';
  const ended = [
    failed ? `${failed} failed` : running ? null : 'ok',
    running ? `${running} running` : null,
    cached === calls.length ? 'cached' : cached ? `${cached} cached` : null,
    time > 0 ? took(time) : null,
  ].filter(Boolean);
  return [
    el('span', { class: `badge ${state}` }, running ? 'running' : failed ? 'error' : 'ok'),
    ` ${calls[0].tool} × ${plural(calls.length, 'call')} — ${ended.join(', ')}`,
  ];
}

/** The steps as shown: plans, single calls, and runs of calls of one tool grouped. */
function runsOf(steps) {
  const runs = [];
  steps.forEach((s, i) => {
    const last = runs[runs.length - 1];
    if (s.type === 'call' && last?.type === 'calls' && last.tool === s.tool) last.items.push([s, i]);
    else if (s.type === 'call') runs.push({ type: 'calls', tool: s.tool, items: [[s, i]] });
    else runs.push({ type: 'plan', text: s.text });
  });
  return runs;
}

function runItem(run) {
  if (run.type === 'plan') return el('li', { class: 'step plan' }, run.text);
  if (run.items.length === 1) return callItem(run.items[0][0], `call-${run.items[0][1]}`);
  const calls = run.items.map(([s]) => s);
  const inner = el('ol', { class: 'step-list' }, ...run.items.map(([s, i]) => callItem(s, `call-${i}`)));
  const state = calls.some((s) => !s.status) ? 'running' : calls.some((s) => s.status !== 'ok') ? 'bad' : 'ok';
  return el(
    'li',
    { class: `step group ${state}`, 'data-calls': String(calls.length) },
    el('details', { 'data-key': `group-${run.items[0][1]}` }, el('summary', {}, ...groupSummary(calls)), inner),
  );
}

export function stepsView(initial = []) {
  const steps = initial.map((s) => ({ ...s }));
  const list = el('ol', { class: 'step-list' });
  const summary = el('summary');
  const box = el('details', { class: 'steps', open: true }, summary, list);

  function title(done) {
    const calls = steps.filter((s) => s.type === 'call');
    const time = calls.reduce((sum, s) => sum + (!s.cached && typeof s.durationMs === 'number' ? s.durationMs : 0), 0);
    const spent = done && time > 0 ? `, ${took(time)}` : '';
    summary.textContent = `Steps: ${plural(calls.length, 'tool call')}${spent}${done ? '' : ' · working…'}`;
  }
  /** Redraws the list, keeping open what the user opened. */
  function render() {
    const open = new Set([...list.querySelectorAll('details[open]')].map((d) => d.dataset.key));
    list.replaceChildren(...runsOf(steps).map(runItem));
    for (const d of list.querySelectorAll('details')) if (open.has(d.dataset.key)) d.open = true;
  }
  function add(s) {
    steps.push(s);
    render();
    title(false);
  }

  render();
  title(initial.length > 0);
  if (initial.length > 0) box.open = false;

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
      render();
    },
    /** The answer's record of every call (HTTP status, attempts) completes the steps; the list folds away. */
    finish(calls = []) {
      const mine = steps.filter((s) => s.type === 'call');
      calls.forEach((c, n) => {
        const hit = mine[n];
        if (!hit || hit.tool !== c.tool) return;
        Object.assign(hit, {
          status: c.status,
          durationMs: c.durationMs,
          cached: c.cached,
          error: c.error,
          httpStatus: c.httpStatus,
          attempts: c.attempts,
        });
      });
      render();
      title(true);
      box.open = false;
    },
  };
}
