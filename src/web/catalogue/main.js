// The registry's catalogue page (GET /ui): every application with its kind, status, error
// and tool count; a search over tool names, descriptions and parameters; each tool's record
// and a "try it" form. Reads GET /applications and GET /apis, calls POST /functions/call.
import { byId, el } from '../shared/dom.js';
import { apiKey, getJson, RegistryRefusal, whenRefused } from './api.js';
import { toolItem } from './tool.js';
import { loadApprovals } from './approvals.js';

const PAGE = 100;
const appsBox = byId('apps');
const toolsList = byId('tools');
const search = byId('search');
const appFilter = byId('app-filter');
const count = byId('count');
const more = byId('more-tools');
const authAlert = byId('auth-alert');
const keyInput = byId('api-key');
let index = []; // { tool, app, text }
let apps = [];
let limit = PAGE;

whenRefused((r, withKey) => {
  const detail = r.body && typeof r.body === 'object' && 'detail' in r.body ? r.body.detail : r.body;
  authAlert.hidden = false;
  const why = typeof detail === 'string' ? detail : JSON.stringify(detail);
  authAlert.textContent =
    `The registry refused the request (${r.status} ${r.status === 401 ? 'Unauthorized' : 'Forbidden'}): ${why}. ` +
    (withKey
      ? 'The key entered is not accepted for this: paste another key above.'
      : 'This registry requires an API key: paste one above and choose "Use key".');
});

const STATUS_BADGE = { ok: 'ok', error: 'bad', loading: 'warn', unavailable: 'bad' };

function appCard(a) {
  const showTools = el(
    'button',
    { type: 'button', class: 'link', disabled: a.tools === 0 },
    `Show its ${a.tools} tool${a.tools === 1 ? '' : 's'}`,
  );
  showTools.addEventListener('click', () => {
    appFilter.value = a.name;
    search.value = '';
    renderTools();
    search.focus();
  });
  return el(
    'li',
    { class: `app${a.type === 'onboarded' ? ' onboarded' : ''}`, 'data-app': a.name },
    el(
      'div',
      { class: 'app-head' },
      el('h3', {}, a.name),
      // onboarded applications (added over POST /functions/onboard, not configured) stand out
      el(
        'span',
        {
          class: `badge ${a.type === 'onboarded' ? 'warn' : 'info'}`,
          title: a.type === 'onboarded' ? 'added by POST /functions/onboard' : null,
        },
        a.type,
      ),
      el('span', { class: `badge ${STATUS_BADGE[a.status] ?? ''}` }, a.status),
      el('span', { class: 'tool-count' }, `${a.tools} tool${a.tools === 1 ? '' : 's'}`),
    ),
    a.description ? el('p', { class: 'app-desc' }, a.description) : null,
    a.url ? el('p', { class: 'field-help' }, 'From ', el('code', {}, a.url)) : null,
    a.error ? el('p', { class: 'app-error' }, `Error: ${a.error}`) : null,
    ...(a.warnings ?? []).map((w) => el('p', { class: 'field-help' }, `Warning: ${w}`)),
    showTools,
  );
}

function renderApps() {
  appsBox.removeAttribute('aria-busy');
  if (apps.length === 0) {
    appsBox.replaceChildren(el('p', { class: 'field-help' }, 'No applications are configured (mcp_servers.yaml) or onboarded.'));
    return;
  }
  appsBox.replaceChildren(el('ul', { class: 'app-list' }, ...apps.map(appCard)));
  const chosen = appFilter.value;
  appFilter.replaceChildren(el('option', { value: '' }, 'all'), ...apps.map((a) => el('option', { value: a.name }, a.name)));
  appFilter.value = apps.some((a) => a.name === chosen) ? chosen : '';
}

function textOf(tool) {
  const params = (tool.parameters ?? []).map((p) => `${p.name} ${p.description ?? ''}`).join(' ');
  return `${tool.api_name} ${tool.description ?? ''} ${params}`.toLowerCase();
}

function renderTools() {
  const terms = search.value.toLowerCase().split(/\s+/).filter(Boolean);
  const app = appFilter.value;
  const hits = index.filter((t) => (!app || t.tool.app_name === app) && terms.every((w) => t.text.includes(w)));
  const shown = hits.slice(0, limit);
  toolsList.replaceChildren(...shown.map((t) => toolItem(t.tool, t.app)));
  const found = hits.length === index.length ? `${index.length} tools` : `${hits.length} of ${index.length} tools`;
  count.textContent = found + (shown.length < hits.length ? `, showing the first ${shown.length}` : '');
  more.hidden = shown.length >= hits.length;
  more.textContent = `Show ${Math.min(PAGE, hits.length - shown.length)} more`;
}

function loadFailure(err) {
  appsBox.removeAttribute('aria-busy');
  const text =
    err instanceof RegistryRefusal
      ? `The registry answered ${err.status}: ${err.message}`
      : `The registry did not answer (${err.message}). Check that it runs: agent status.`;
  appsBox.replaceChildren(el('div', { class: 'error', role: 'alert' }, text));
  count.textContent = '';
}

let reloads = 0;
async function load() {
  try {
    const [a, records] = await Promise.all([getJson('/applications'), getJson('/apis')]);
    apps = a;
    const byName = new Map(apps.map((x) => [x.name, x]));
    index = Object.values(records ?? {})
      .flatMap((tools) => Object.values(tools))
      .map((tool) => ({ tool, app: byName.get(tool.app_name), text: textOf(tool) }));
    authAlert.hidden = true;
    void loadApprovals();
    renderApps();
    renderTools();
    // services still loading: look again shortly (for a minute at most)
    if (apps.some((x) => x.status === 'loading') && reloads++ < 30) setTimeout(load, 2000);
  } catch (err) {
    loadFailure(err);
  }
}

search.addEventListener('input', () => {
  limit = PAGE;
  renderTools();
});
appFilter.addEventListener('change', () => {
  limit = PAGE;
  renderTools();
});
more.addEventListener('click', () => {
  limit += PAGE;
  renderTools();
});

keyInput.value = apiKey.get();
byId('key-form').addEventListener('submit', (e) => {
  e.preventDefault();
  apiKey.set(keyInput.value.trim());
  load();
});
byId('forget-key').addEventListener('click', () => {
  apiKey.set('');
  keyInput.value = '';
  load();
});

load();
