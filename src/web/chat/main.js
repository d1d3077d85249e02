// The chat page: sends a message to POST /chat as server-sent events and shows the steps
// as they happen (plan, each tool call starting and ending), then the answer with its data
// as charts and tables. The conversation is kept in local storage across reloads.
import { byId, el } from '../shared/dom.js';
import { leadText, metaLine, readingView, resultView, subjectOfTool } from './answer.js';
import { approvalCards } from './approval.js';
import { elicitationForm } from './elicit.js';
import { hintFor } from './errors.js';
import { stepsView } from './steps.js';
import { chat } from './stream.js';
import * as store from './store.js';

const log = byId('log');
const form = byId('chat');
const box = byId('message');
const send = byId('send');
const welcome = byId('welcome');
const newChat = byId('new-chat');
const state = store.load();
let pageSize = 10;

function scroll(node) {
  node?.scrollIntoView({ block: 'nearest' });
}

/** A new answer is read from its first line: that line at the top of the view, not the bottom of its table. */
function scrollToStart(node) {
  node?.scrollIntoView({ block: 'start' });
}

function showWelcome() {
  welcome.hidden = state.turns.length > 0 || log.childElementCount > 0;
}

function userItem(message) {
  return el('li', { class: 'msg user' }, el('div', { class: 'who' }, 'You'), el('p', { class: 'text' }, message));
}

/**
 * The answer: its direct sentences first, then what the user can do (a refusal's hint), the
 * data, how it was read, what it cost. Returns the first line.
 */
function showAnswer(item, body, totals) {
  if (body.metadata?.max_results) pageSize = body.metadata.max_results;
  const subject = subjectOfTool(body.data?.calls?.[0]?.tool);
  const data = resultView(body.data?.result, pageSize, totals, subject);
  const first = el('p', { class: 'answer' }, leadText(body.response, Boolean(data?.querySelector('table'))));
  item.append(first);
  if (typeof body.data?.hint === 'string') item.append(el('p', { class: 'answer-hint' }, `What you can do: ${body.data.hint}`));
  if (data) item.append(data);
  const held = approvalCards(body.data?.calls);
  if (held) item.append(held);
  const reading = readingView(body.data);
  if (reading) item.append(reading);
  item.append(metaLine(body.metadata || {}));
  return first;
}

function showError(item, error) {
  const text = typeof error.detail === 'string' ? error.detail : JSON.stringify(error.detail);
  const label = typeof error.status === 'number' ? `Error ${error.status}` : error.status === 'network' ? 'Not reachable' : 'Interrupted';
  const wait = error.retryAfter ? ` Try again in ${error.retryAfter} s.` : '';
  item.append(
    el(
      'div',
      { class: 'error', role: 'alert' },
      el('p', { class: 'error-text' }, `${label}: ${text}`),
      el('p', { class: 'error-hint' }, `What to do: ${hintFor(error.status)}${wait}`),
    ),
  );
}

/** A turn as stored: the question, then the agent's steps and answer or error. */
function renderTurn(turn) {
  const item = el('li', { class: 'msg agent' }, el('div', { class: 'who' }, 'Agent'));
  const steps = stepsView(turn.steps ?? []);
  if ((turn.steps ?? []).length) {
    steps.element.open = false;
    item.append(steps.element);
  }
  log.append(userItem(turn.message), item);
  if (turn.answer) return showAnswer(item, turn.answer, turn.totals);
  if (turn.error) showError(item, turn.error);
  return item;
}

async function ask(message) {
  welcome.hidden = true;
  log.append(userItem(message));
  const item = el('li', { class: 'msg agent', 'aria-busy': 'true' }, el('div', { class: 'who' }, 'Agent'));
  const steps = stepsView();
  item.append(steps.element);
  log.append(item);
  scroll(item);
  const turn = { message, steps: steps.steps };
  // forms the tools ask for while the chat runs, by id
  const forms = new Map();
  // model text as it streams in: shown growing, replaced by the answer when it arrives
  let draft = null;
  const dropDraft = () => {
    draft?.remove();
    draft = null;
  };
  await chat(message, state.sessionId, (type, data) => {
    if (type === 'token') {
      if (!draft) item.append((draft = el('p', { class: 'answer draft', 'aria-live': 'polite' })));
      draft.textContent += data.text;
    } else if (type === 'plan') {
      dropDraft();
      steps.plan(data.text);
    } else if (type === 'tool_call') {
      dropDraft();
      steps.call(data.tool, data.args);
    } else if (type === 'tool_result') steps.result(data);
    else if (type === 'elicitation') {
      const form = elicitationForm(data);
      forms.set(data.id, form);
      item.append(form.element);
      form.focus();
    } else if (type === 'elicitation_done') forms.get(data.id)?.done(data.outcome);
    else if (type === 'answer') {
      dropDraft();
      steps.finish(data.data?.calls);
      state.sessionId = data.metadata?.session_id ?? state.sessionId;
      turn.answer = data;
      scrollToStart(showAnswer(item, data));
      return;
    } else if (type === 'error') {
      dropDraft();
      steps.finish([]);
      turn.error = { status: data.status, detail: data.detail, retryAfter: data.retryAfter };
      showError(item, turn.error);
    }
    scroll(item.lastElementChild);
  });
  item.removeAttribute('aria-busy');
  state.turns.push(turn);
  store.save(state);
}

async function refreshStatus() {
  try {
    const s = await (await fetch('/status')).json();
    byId('mode').textContent = s.mode;
    const planner = byId('planner');
    planner.textContent = s.planner ? `${s.planner.in_use}${s.planner.model ? ` (${s.planner.model})` : ''}` : '?';
    planner.title = [s.planner?.reason, s.planner?.error].filter(Boolean).join(' · ');
    const reg = byId('registry');
    reg.textContent = s.registry.reachable ? `${s.registry.tool_count} tools` : 'not reachable';
    reg.className = s.registry.reachable ? '' : 'down';
    reg.title = s.registry.error || s.registry.url;
  } catch {
    byId('registry').textContent = 'unknown';
  }
}

async function submit(message) {
  if (!message || send.disabled) return;
  box.value = '';
  send.disabled = newChat.disabled = true; // the running chat's answer belongs to this conversation
  try {
    await ask(message);
  } finally {
    send.disabled = newChat.disabled = false;
    box.focus();
  }
}

form.addEventListener('submit', (e) => {
  e.preventDefault();
  submit(box.value.trim());
});

box.addEventListener('keydown', (e) => {
  if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
    e.preventDefault();
    form.requestSubmit();
  }
});

for (const b of document.querySelectorAll('button.example')) b.addEventListener('click', () => submit(b.textContent.trim()));

newChat.addEventListener('click', () => {
  store.clear();
  state.sessionId = null;
  state.turns = [];
  log.replaceChildren();
  showWelcome();
  box.focus();
});

let last = null;
for (const turn of state.turns) last = renderTurn(turn);
showWelcome();
scrollToStart(last);
refreshStatus();
box.focus();
