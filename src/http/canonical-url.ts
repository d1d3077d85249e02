/**
 * The one spelling of a request path that every part of a service sees (the origin guard,
 * the key gate, the fast paths and the router), made once at the edge (serve.ts) so that
 * no two of them can disagree about which route a request is for:
 * - percent-escapes of unreserved characters decoded (`/functions/%63all` is `/functions/call`),
 *   escapes of anything else kept as they are (`%2F` stays an escape, never a separator);
 * - repeated slashes collapsed (`//functions//call`);
 * - dot segments removed (`/x/../functions/call`), never above the root.
 * Letter case and a trailing slash are left alone: routes match case-sensitively (http/app.ts),
 * and a trailing slash is the same route for the router and for every fast path.
 * The query string is not touched.
 */

/** RFC 3986 unreserved characters: an escape of one of these is the character itself. */
const UNRESERVED = /%(?:4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|2E|5F|7E)/gi;

/** Whether the path needs any work: the usual request pays one scan. */
const NEEDS_WORK = /%|\/\/|\/\.\.?(?:\/|$)/;

export function canonicalUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (!NEEDS_WORK.test(path)) return url;
  let p = path.replace(UNRESERVED, (esc) => String.fromCharCode(parseInt(esc.slice(1), 16)));
  p = p.replace(/\/{2,}/g, '/');
  if (/\/\.\.?(?:\/|$)/.test(p)) p = removeDotSegments(p);
  return q === -1 ? p : p + url.slice(q);
}

/** RFC 3986 section 5.2.4 for an absolute path: `.` dropped, `..` removes the segment before it. */
function removeDotSegments(path: string): string {
  const out: string[] = [];
  const segments = path.split('/').slice(1);
  for (const [i, s] of segments.entries()) {
    const last = i === segments.length - 1;
    if (s === '.' || s === '..') {
      if (s === '..') out.pop();
      if (last) out.push('');
      continue;
    }
    out.push(s);
  }
  return `/${out.join('/')}`;
}
