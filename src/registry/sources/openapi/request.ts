import type { ValidationIssue } from '../../../shared/errors.js';
import { ArgsInvalidError } from '../../errors.js';
import type { CallTarget } from '../http-call.js';
import type { ArgPlan, OperationPlan } from './operations.js';

/** An operation call ready to send. */
export interface BuiltRequest {
  url: CallTarget;
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
    if (plan.style === 'matrix')
      return plan.explode ? v.map((x) => `;${plan.wire}=${enc(x)}`).join('') : `;${plan.wire}=${v.map(enc).join(',')}`;
    return joined;
  }
  if (v !== null && typeof v === 'object') {
    const pairs = Object.entries(v as Record<string, unknown>);
    return plan.explode
      ? pairs.map(([k, x]) => `${encodeURIComponent(k)}=${enc(x)}`).join(',')
      : pairs.flatMap(([k, x]) => [encodeURIComponent(k), enc(x)]).join(',');
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
    const sep =
      plan.style === 'pipeDelimited' || plan.style === 'pipes'
        ? '|'
        : plan.style === 'spaceDelimited' || plan.style === 'ssv'
          ? ' '
          : plan.style === 'tsv'
            ? '\t'
            : ',';
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

/** What an HTTP header value may hold: tab and printable ISO-8859-1 (no CR, LF, NUL or other controls, nothing above U+00FF). */
export const HEADER_VALUE_FORBIDDEN = /[^\t\x20-\x7e\x80-\xff]/;

/** `.` and `..` (also percent-encoded): a URL resolves them, so as a whole segment they move the request off the operation's path. */
const isDotSegment = (segment: string) => /^(?:\.|%2e){1,2}$/i.test(segment);

/** Issues for path segments that the arguments turned into dot segments, naming the arguments of each. */
function dotSegmentIssues(plan: OperationPlan, path: string): ValidationIssue[] {
  const template = plan.path.split('/');
  const segments = path.split('/');
  const issues: ValidationIssue[] = [];
  segments.forEach((segment, i) => {
    const tpl = template[i] ?? '';
    if (!isDotSegment(segment) || isDotSegment(tpl)) return;
    for (const a of plan.args) {
      if (a.in !== 'path' || !tpl.includes(`{${a.wire}}`)) continue;
      issues.push({
        loc: ['body', 'args', a.arg],
        msg:
          `path parameter '${a.wire}' makes the path segment '${segment}', a dot segment, which ` +
          `would move the call off the operation's path ${plan.path}; '.' and '..' are not allowed ` +
          `as a whole segment`,
        type: 'value_error',
      });
    }
  });
  return issues;
}

function headerValue(v: unknown): string {
  if (Array.isArray(v)) return v.map(scalar).join(',');
  if (v !== null && typeof v === 'object')
    return Object.entries(v as Record<string, unknown>)
      .flatMap(([k, x]) => [k, scalar(x)])
      .join(',');
  return scalar(v);
}

/**
 * Where an operation's calls go, prepared on its first call: the origin and host of its base
 * URL, when the URL parser leaves the base URL and the fixed text of the path template exactly
 * as written (no letter case, port, escape or dot segment changed, no query or fragment, no
 * user info) and every `{placeholder}` lies in the path. Its calls then parse no URL: what the
 * arguments put in the path is percent-encoded (nothing the parser would change) and a dot
 * segment they make is refused, so the URL is the text itself. Null: each call parses its URL.
 */
export interface PreparedUrl {
  origin: string;
  host: string;
}

export function prepareUrl(plan: OperationPlan, baseUrl: string): PreparedUrl | null {
  const probe = baseUrl + plan.path.replace(/\{[^{}]*\}/g, 'x');
  let url: URL;
  try {
    url = new URL(probe);
  } catch {
    return null;
  }
  if (url.href !== probe || url.href !== url.origin + url.pathname) return null;
  const placeholder = (baseUrl + plan.path).indexOf('{');
  if (placeholder !== -1 && placeholder <= url.origin.length) return null;
  return { origin: url.origin, host: url.host };
}

/**
 * Maps validated args onto the operation: path (encoded), query (arrays repeated), header,
 * cookie, JSON or form body. Refuses (ArgsInvalidError, 422 naming the argument) what the
 * schema allows but HTTP cannot send as meant: a path argument that is a dot segment, a
 * header argument with characters a header value cannot carry. `authQuery` is the query
 * parameter a `query` auth adds; `prepared` (never with `authQuery`) the operation's PreparedUrl.
 */
export function buildRequest(
  plan: OperationPlan,
  baseUrl: string,
  args: Record<string, unknown>,
  headers: Record<string, string>,
  tool: string,
  at: { authQuery?: [string, string]; prepared?: PreparedUrl | null } = {},
): BuiltRequest {
  let path = plan.path;
  const issues: ValidationIssue[] = [];
  let query: URLSearchParams | undefined;
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
        addQuery((query ??= new URLSearchParams()), v, a);
        break;
      case 'header': {
        const value = headerValue(v);
        if (HEADER_VALUE_FORBIDDEN.test(value)) {
          issues.push({
            loc: ['body', 'args', a.arg],
            msg:
              `header parameter '${a.wire}' cannot carry CR, LF, NUL, other control characters or ` +
              `characters outside Latin-1: an HTTP header value allows tab and printable ISO-8859-1 ` +
              `characters only`,
            type: 'value_error',
          });
        }
        out[a.wire] = value;
        break;
      }
      case 'cookie':
        cookies.push(`${a.wire}=${encodeURIComponent(headerValue(v))}`);
        break;
      case 'body':
        if (a.whole) body = v;
        else (bodyObject ??= {})[a.wire] = v;
        break;
    }
  }
  // a dot segment needs a '.' (or its escape %2e) in the path
  if (path.includes('.') || path.includes('%')) issues.push(...dotSegmentIssues(plan, path));
  if (issues.length > 0) throw new ArgsInvalidError(tool, issues);
  if (cookies.length > 0) out.cookie = cookies.join('; ');
  if (bodyObject)
    body =
      body !== undefined && typeof body === 'object' && body !== null && !Array.isArray(body)
        ? { ...(body as object), ...bodyObject }
        : bodyObject;
  const qs = query ? query.toString() : '';
  // a placeholder no argument filled stays in the path, for the URL parser to escape
  const { prepared } = at;
  if (prepared && !path.includes('{')) {
    const { origin, host } = prepared;
    const url = { origin, host, pathname: baseUrl.slice(origin.length) + path, search: qs ? `?${qs}` : '' };
    return { url, method: plan.method, headers: out, body, form: plan.bodyForm };
  }
  const url = new URL(baseUrl + path);
  if (qs) url.search = url.search ? `${url.search}&${qs}` : `?${qs}`;
  if (at.authQuery) url.searchParams.set(at.authQuery[0], at.authQuery[1]);
  return { url, method: plan.method, headers: out, body, form: plan.bodyForm };
}
