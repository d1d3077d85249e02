// The registry's own endpoints, called with the API key the user pasted (kept in session
// storage only: gone when the tab closes). A 401 or 403 is reported to `onAuthError`.
import { safeStorage } from '../shared/dom.js';

const KEY = 'agent-registry-key';
const session = safeStorage('sessionStorage');
let onAuthError = () => undefined;

export const apiKey = {
  get: () => session.get(KEY) ?? '',
  set: (value) => (value ? session.set(KEY, value) : session.remove(KEY)),
};

export function whenRefused(fn) {
  onAuthError = fn;
}

/** A failed call to the registry: its status and the server's detail. */
export class RegistryRefusal extends Error {
  constructor(status, detail) {
    super(typeof detail === 'string' ? detail : JSON.stringify(detail));
    this.status = status;
    this.detail = detail;
  }
}

/** fetch() on the registry: the key as `Authorization: Bearer`, the body parsed when JSON. */
export async function call(path, init = {}) {
  const headers = { accept: 'application/json', ...(init.headers ?? {}) };
  const key = apiKey.get();
  if (key) headers.authorization = `Bearer ${key}`;
  const started = performance.now();
  const res = await fetch(path, { ...init, headers });
  const text = await res.text();
  let body = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: shown as text */
  }
  const out = { status: res.status, ok: res.ok, body, ms: performance.now() - started };
  if (res.status === 401 || res.status === 403) onAuthError(out, Boolean(key));
  return out;
}

/** GET returning the JSON body, or throwing a RegistryRefusal. */
export async function getJson(path) {
  const r = await call(path);
  if (!r.ok) throw new RegistryRefusal(r.status, r.body && typeof r.body === 'object' && 'detail' in r.body ? r.body.detail : r.body);
  return r.body;
}
