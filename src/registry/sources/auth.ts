import type { AuthConfig } from '../config/types.js';

/**
 * The forms a service's `auth` may take (CUGA's, ours):
 * - `bearer`: `Authorization: Bearer <value>` (the prefix added when the value lacks it);
 * - `header`: the header named by `key`;
 * - `api-key`: the header named by `key`, `X-API-Key` when none is given;
 * - `basic`: `Authorization: Basic ...` from `value` `user:password`, or `key` user and `value` password;
 * - `query`: the query parameter named by `key` on every request;
 * - any other type is itself the header name (`{type: X-API-Key, value}`).
 */
export const AUTH_FORMS = ['bearer', 'header', 'api-key', 'basic', 'query'] as const;

const form = (auth: AuthConfig): string => {
  const t = auth.type.toLowerCase().replace(/_/g, '-');
  return t === 'apikey' ? 'api-key' : t;
};

/** The headers a service sends on every request: its configured `headers`, then its auth. */
export function authHeaders(auth: AuthConfig | undefined, extra?: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(extra ?? {})) out[k.toLowerCase()] = v;
  if (!auth) return out;
  switch (form(auth)) {
    case 'bearer':
      out.authorization = /^bearer\s/i.test(auth.value) ? auth.value : `Bearer ${auth.value}`;
      break;
    case 'header':
      out[(auth.key ?? 'authorization').toLowerCase()] = auth.value;
      break;
    case 'api-key':
      out[(auth.key ?? 'x-api-key').toLowerCase()] = auth.value;
      break;
    case 'basic':
      out.authorization = `Basic ${basicToken(auth)}`;
      break;
    case 'query':
      break;
    default:
      out[auth.type.toLowerCase()] = auth.value;
  }
  return out;
}

const basicToken = (auth: AuthConfig): string =>
  /^basic\s/i.test(auth.value)
    ? auth.value.replace(/^basic\s+/i, '')
    : Buffer.from(auth.key !== undefined ? `${auth.key}:${auth.value}` : auth.value).toString('base64');

/** `headers` with the caller's own access token as the Authorization (a copy), for a service with `pass_caller_token`. */
export function withCallerToken(headers: Record<string, string>, callerToken: string | undefined): Record<string, string> {
  return callerToken ? { ...headers, authorization: `Bearer ${callerToken}` } : headers;
}

/** The query parameter a `query` auth adds, else undefined. */
export function authQuery(auth: AuthConfig | undefined): [string, string] | undefined {
  return auth && form(auth) === 'query' && auth.key ? [auth.key, auth.value] : undefined;
}

/** `url` with the `query` auth's parameter set (a copy; unchanged for other forms). */
export function withAuthQuery(url: URL, auth: AuthConfig | undefined): URL {
  const q = authQuery(auth);
  if (!q) return url;
  const out = new URL(url);
  out.searchParams.set(q[0], q[1]);
  return out;
}

/** Header and variable names whose configured values are credentials. */
const SECRET_HEADER = /authorization|cookie|key|token|secret|password|credential|signature/i;

/**
 * The secret strings of a service's auth, credential headers and credential-named environment
 * variables (a stdio server's `GITHUB_TOKEN`, `API_KEY`), to scrub from any text leaving the process.
 * Other variables (`ROOT: /tmp`) are settings a result may rightly name.
 */
export function authSecrets(auth: AuthConfig | undefined, headers?: Record<string, string>, env?: Record<string, string>): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(headers ?? {})) if (SECRET_HEADER.test(k)) out.push(v, v.replace(/^(bearer|basic)\s+/i, ''));
  for (const [k, v] of Object.entries(env ?? {})) if (SECRET_HEADER.test(k)) out.push(v);
  if (auth) {
    out.push(auth.value, auth.value.replace(/^(bearer|basic)\s+/i, ''));
    if (form(auth) === 'basic') out.push(basicToken(auth));
  }
  return out.filter((s) => s.length >= 4);
}
