import type { ArgPlan, OperationPlan } from './operations.js';

/** An operation call ready to send. */
export interface BuiltRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body?: unknown;
  form: boolean;
}

const scalar = (v: unknown): string => (v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** Path values: percent-encoded; arrays comma-joined (simple style); objects `k,v,k,v` (or `k=v` exploded). */
function pathValue(v: unknown, plan: ArgPlan): string {
  const enc = (x: unknown) => encodeURIComponent(scalar(x));
  if (Array.isArray(v)) {
    const sep = plan.style === 'label' ? '.' : plan.style === 'matrix' ? ';' : ',';
    const joined = v.map(enc).join(sep);
    if (plan.style === 'label') return `.${joined}`;
    if (plan.style === 'matrix') return plan.explode ? v.map((x) => `;${plan.wire}=${enc(x)}`).join('') : `;${plan.wire}=${v.map(enc).join(',')}`;
    return joined;
  }
  if (v !== null && typeof v === 'object') {
    const pairs = Object.entries(v as Record<string, unknown>);
    return plan.explode ? pairs.map(([k, x]) => `${encodeURIComponent(k)}=${enc(x)}`).join(',') : pairs.flatMap(([k, x]) => [encodeURIComponent(k), enc(x)]).join(',');
  }
  if (plan.style === 'label') return `.${enc(v)}`;
  if (plan.style === 'matrix') return `;${plan.wire}=${enc(v)}`;
  return enc(v);
}

/** Query values: arrays as repeated keys (form, explode: the default) or joined (explode false, pipe/space delimited). */
function addQuery(params: URLSearchParams, v: unknown, plan: ArgPlan): void {
  const explode = plan.explode ?? (plan.style === undefined || plan.style === 'form');
  if (Array.isArray(v)) {
    if (explode && (plan.style === undefined || plan.style === 'form')) {
      for (const x of v) params.append(plan.wire, scalar(x));
      return;
    }
    const sep = plan.style === 'pipeDelimited' || plan.style === 'pipes' ? '|' : plan.style === 'spaceDelimited' || plan.style === 'ssv' ? ' ' : plan.style === 'tsv' ? '\t' : ',';
    params.append(plan.wire, v.map(scalar).join(sep));
    return;
  }
  if (v !== null && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>);
    if (plan.style === 'deepObject') for (const [k, x] of entries) params.append(`${plan.wire}[${k}]`, scalar(x));
    else if (explode) for (const [k, x] of entries) params.append(k, scalar(x));
    else params.append(plan.wire, entries.flatMap(([k, x]) => [k, scalar(x)]).join(','));
    return;
  }
  params.append(plan.wire, scalar(v));
}

function headerValue(v: unknown): string {
  if (Array.isArray(v)) return v.map(scalar).join(',');
  if (v !== null && typeof v === 'object') return Object.entries(v as Record<string, unknown>).flatMap(([k, x]) => [k, scalar(x)]).join(',');
  return scalar(v);
}

/** Maps validated args onto the operation: path (encoded), query (arrays repeated), header, cookie, JSON or form body. */
export function buildRequest(plan: OperationPlan, baseUrl: string, args: Record<string, unknown>, headers: Record<string, string>): BuiltRequest {
  let path = plan.path;
  const query = new URLSearchParams();
  const out: Record<string, string> = { ...headers };
  const cookies: string[] = [];
  let body: unknown;
  let bodyObject: Record<string, unknown> | undefined;
  for (const a of plan.args) {
    const v = args[a.arg];
    if (v === undefined) continue;
    switch (a.in) {
      case 'path':
        path = path.split(`{${a.wire}}`).join(pathValue(v, a));
        break;
      case 'query':
        addQuery(query, v, a);
        break;
      case 'header':
        out[a.wire] = headerValue(v);
        break;
      case 'cookie':
        cookies.push(`${a.wire}=${encodeURIComponent(headerValue(v))}`);
        break;
      case 'body':
        if (a.whole) body = v;
        else (bodyObject ??= {})[a.wire] = v;
        break;
    }
  }
  if (cookies.length > 0) out.cookie = cookies.join('; ');
  if (bodyObject) body = body !== undefined && typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...(body as object), ...bodyObject } : bodyObject;
  const url = new URL(baseUrl + path);
  const qs = query.toString();
  if (qs) url.search = url.search ? `${url.search}&${qs}` : `?${qs}`;
  return { url, method: plan.method, headers: out, body, form: plan.bodyForm };
}
