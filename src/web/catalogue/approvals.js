// Calls waiting for a person's approval (GET /approvals?status=pending), each a card with the
// tool, who asked, its arguments and until when it waits, and Approve / Deny buttons
// (POST /approvals/{id}). Shown only to a key with the approve scope (or an open registry);
// for any other key the section stays hidden, without an error.
import { byId, el } from '../shared/dom.js';
import { apiKey } from './api.js';

const box = byId('approvals');
const list = byId('approval-list');

async function registry(path, init = {}) {
  const headers = { accept: 'application/json', ...(init.headers ?? {}) };
  const key = apiKey.get();
  if (key) headers.authorization = `Bearer ${key}`;
  const res = await fetch(path, { ...init, headers });
  let body = null;
  try {
    body = await res.json();
  } catch {
    /* no JSON body */
  }
  return { status: res.status, ok: res.ok, body };
}

const when = (iso) => (iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '');

function card(a) {
  const outcome = el('p', { class: 'field-help', role: 'status' });
  const decide = (decision) => async () => {
    for (const b of buttons) b.disabled = true;
    const r = await registry(`/approvals/${encodeURIComponent(a.id)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ decision }),
    });
    if (r.ok) {
      outcome.textContent =
        decision === 'approve'
          ? `Approved: the same call by ${a.key || 'its caller'}, with these arguments, now runs once.`
          : 'Denied: the call will not run.';
      item.classList.add(decision === 'approve' ? 'approved' : 'denied');
    } else {
      outcome.textContent = `Not recorded (${r.status}): ${r.body?.detail ?? 'no detail'}`;
      for (const b of buttons) b.disabled = false;
    }
  };
  const buttons = [
    el('button', { type: 'button', class: 'primary', 'data-decision': 'approve' }, 'Approve'),
    el('button', { type: 'button', class: 'secondary', 'data-decision': 'deny' }, 'Deny'),
  ];
  buttons[0].addEventListener('click', decide('approve'));
  buttons[1].addEventListener('click', decide('deny'));
  const item = el(
    'li',
    { class: 'approval', 'data-approval': a.id },
    el('div', { class: 'app-head' }, el('h3', {}, a.tool), el('span', { class: 'badge warn' }, 'waiting')),
    el('p', { class: 'field-help' }, `Asked by ${a.key || 'a caller of the open registry'} · ${a.app} · until ${when(a.expires)}`),
    el('pre', { class: 'approval-args' }, JSON.stringify(a.args, null, 2)),
    el('p', { class: 'field-help' }, 'Bound to these exact arguments (SHA-256 ', el('code', {}, a.args_digest.slice(0, 12)), '…)'),
    el('div', { class: 'approval-actions' }, ...buttons),
    outcome,
  );
  return item;
}

/** Loads the queue; hides the section when the key may not see it or nothing waits. */
export async function loadApprovals() {
  const r = await registry('/approvals?status=pending').catch(() => null);
  if (!r || !r.ok || !Array.isArray(r.body) || r.body.length === 0) {
    box.hidden = true;
    return;
  }
  list.replaceChildren(...r.body.map(card));
  box.hidden = false;
}
