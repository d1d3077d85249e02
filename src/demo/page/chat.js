// The chat page: sends a message to POST /chat as a server-sent-events stream, shows the
// progress (plan, tool calls), then the answer, a table of the rows, and the tools used
// with their timings. Plain browser JavaScript, no libraries.
(() => {
  'use strict';
  const $ = (id) => document.getElementById(id);
  const log = $('log');
  const form = $('chat');
  const box = $('message');
  const send = $('send');
  let sessionId = null;
  let maxRows = 10;

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    for (const c of children) if (c !== null && c !== undefined) node.append(c);
    return node;
  }

  function scroll() {
    log.lastElementChild?.scrollIntoView({ block: 'end' });
  }

  function cell(v) {
    if (v === null || v === undefined) return '';
    if (typeof v === 'object') return JSON.stringify(v);
    return String(v);
  }

  // The rows of a result: itself when it is a list of objects, else its first such list.
  function rowsOf(value) {
    const isRows = (v) => Array.isArray(v) && v.length > 0 && v.every((r) => r && typeof r === 'object' && !Array.isArray(r));
    if (isRows(value)) return value;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const v of Object.values(value)) if (isRows(v)) return v;
    }
    return null;
  }

  function table(rows) {
    const cols = [];
    for (const r of rows.slice(0, maxRows)) for (const k of Object.keys(r)) if (!cols.includes(k)) cols.push(k);
    const shown = rows.slice(0, maxRows);
    const caption = rows.length > shown.length ? `Showing ${shown.length} of ${rows.length} rows` : `${rows.length} row${rows.length === 1 ? '' : 's'}`;
    const head = el('tr', {}, ...cols.map((c) => el('th', { scope: 'col' }, c)));
    const body = shown.map((r) => el('tr', {}, ...cols.map((c) => el('td', {}, cell(r[c])))));
    return el('div', { class: 'table-wrap' }, el('table', { class: 'rows' }, el('caption', {}, caption), el('thead', {}, head), el('tbody', {}, ...body)));
  }

  function calls(list) {
    return el('ul', { class: 'calls' }, ...list.map((c) => {
      const time = c.cached ? 'cached' : `${Math.round(c.durationMs)} ms`;
      const extra = c.attempts > 1 ? `, ${c.attempts} attempts` : '';
      return el('li', { class: c.status === 'ok' ? 'good' : 'bad' }, `${c.tool} — ${c.status} (${time}${extra})${c.error ? `: ${c.error}` : ''}`);
    }));
  }

  function showAnswer(item, body) {
    item.querySelector('.progress')?.remove();
    if (body.metadata?.max_results) maxRows = body.metadata.max_results;
    sessionId = body.metadata?.session_id ?? sessionId;
    item.append(el('p', { class: 'answer' }, body.response));
    const rows = rowsOf(body.data?.result);
    if (rows) item.append(table(rows));
    const m = body.metadata || {};
    const meta = el('div', { class: 'meta' },
      `Tools used: ${m.tools_used?.length ? m.tools_used.join(', ') : 'none'} · ${m.execution_time}s · confidence ${m.confidence} · planner ${m.planner} · mode ${m.mode}`);
    if (body.data?.calls?.length) meta.append(calls(body.data.calls));
    item.append(meta);
  }

  function showError(item, status, detail) {
    item.querySelector('.progress')?.remove();
    const text = typeof detail === 'string' ? detail : JSON.stringify(detail);
    item.append(el('p', { class: 'error', role: 'alert' }, `Error ${status}: ${text}`));
  }

  function progressLine(item, text) {
    let list = item.querySelector('.progress');
    if (!list) item.append((list = el('ul', { class: 'progress' })));
    list.append(el('li', {}, text));
    scroll();
  }

  // Reads a text/event-stream response body, calling onEvent(type, data) per event.
  async function readEvents(res, onEvent) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buf = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buf += decoder.decode(value, { stream: true });
      let cut;
      while ((cut = buf.indexOf('\n\n')) >= 0) {
        const chunk = buf.slice(0, cut);
        buf = buf.slice(cut + 2);
        let type = 'message';
        const data = [];
        for (const line of chunk.split('\n')) {
          if (line.startsWith('event: ')) type = line.slice(7);
          else if (line.startsWith('data: ')) data.push(line.slice(6));
        }
        if (data.length) onEvent(type, JSON.parse(data.join('\n')));
      }
    }
  }

  async function ask(message) {
    log.append(el('li', { class: 'msg user' }, el('div', { class: 'who' }, 'You'), el('p', { class: 'answer' }, message)));
    const item = el('li', { class: 'msg agent', 'aria-busy': 'true' }, el('div', { class: 'who' }, 'Agent'));
    log.append(item);
    progressLine(item, 'Thinking…');
    let finished = false;
    try {
      const res = await fetch('/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify(sessionId ? { message, session_id: sessionId } : { message }),
      });
      if (!res.ok || !(res.headers.get('content-type') || '').includes('text/event-stream')) {
        const body = await res.json().catch(() => ({ detail: res.statusText }));
        showError(item, res.status, body.detail);
        finished = true;
        return;
      }
      await readEvents(res, (type, data) => {
        if (type === 'plan') progressLine(item, data.text);
        else if (type === 'tool_call') progressLine(item, `Calling ${data.tool} ${JSON.stringify(data.args)}`);
        else if (type === 'tool_result') progressLine(item, `${data.tool}: ${data.status}${data.cached ? ' (cached)' : ''} in ${Math.round(data.durationMs)} ms${data.error ? ` — ${data.error}` : ''}`);
        else if (type === 'answer') { showAnswer(item, data); finished = true; }
        else if (type === 'error') { showError(item, data.status, data.detail); finished = true; }
      });
      if (!finished) showError(item, 'stream', 'the connection closed before an answer arrived');
    } catch (err) {
      showError(item, 'network', `could not reach the demo server (${err.message})`);
    } finally {
      item.removeAttribute('aria-busy');
      scroll();
    }
  }

  async function refreshStatus() {
    try {
      const s = await (await fetch('/status')).json();
      $('mode').textContent = s.mode;
      $('planner').textContent = s.planner?.in_use ?? '?';
      const reg = $('registry');
      reg.textContent = s.registry.reachable ? `${s.registry.tool_count} tools` : 'not reachable';
      reg.className = s.registry.reachable ? '' : 'down';
      reg.title = s.registry.error || s.registry.url;
    } catch {
      $('registry').textContent = 'unknown';
    }
  }

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const message = box.value.trim();
    if (!message || send.disabled) return;
    box.value = '';
    send.disabled = true;
    try {
      await ask(message);
    } finally {
      send.disabled = false;
      box.focus();
    }
  });

  box.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
      e.preventDefault();
      form.requestSubmit();
    }
  });

  refreshStatus();
  box.focus();
})();
