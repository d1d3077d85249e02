import type { RefResolver } from './refs.js';
import type { LoadedDocument, OpenApiObject } from './document.js';

/** The parts of an operation the builder reads: media types, servers, security, descriptions, responses. */
type Json = OpenApiObject;

export const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

export const isJsonMedia = (m: string) => /^application\/([a-z0-9.+-]*\+)?json\b/i.test(m) || /\/json\b/i.test(m) || m === '*/*';

export function pickMedia(content: Json | undefined): [string, Json] | undefined {
  if (!content || typeof content !== 'object') return undefined;
  const entries = Object.entries(content) as [string, Json][];
  return (
    entries.find(([m]) => /^application\/json\b/i.test(m)) ??
    entries.find(([m]) => isJsonMedia(m)) ??
    entries.find(([m]) => /x-www-form-urlencoded/i.test(m)) ??
    entries.find(([m]) => /multipart\/form-data/i.test(m)) ??
    entries[0]
  );
}

/** Swagger 2.0 non-body parameters carry their schema inline. */
export function swagger2ParamSchema(p: Json): Json {
  const out: Json = {};
  for (const k of [
    'type',
    'format',
    'items',
    'enum',
    'default',
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'minLength',
    'maxLength',
    'pattern',
    'minItems',
    'maxItems',
    'uniqueItems',
    'multipleOf',
  ]) {
    if (p[k] !== undefined) out[k] = p[k];
  }
  if (out.type === 'file') out.type = 'string';
  return out;
}

export function resolveServer(servers: Json[] | undefined, base: URL): { url: string } | { error: string } {
  const first = Array.isArray(servers) ? servers[0] : undefined;
  let raw = typeof first?.url === 'string' ? first.url : '/';
  for (const [name, v] of Object.entries((first?.variables ?? {}) as Json))
    raw = raw.split(`{${name}}`).join(String((v as Json)?.default ?? ''));
  try {
    const u = new URL(raw, base);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') {
      return {
        error:
          `the document has no absolute http(s) server URL (servers[0].url is ` +
          `${JSON.stringify(raw)} and the document was read from a file); set servers[0].url to ` +
          `the API's address`,
      };
    }
    return { url: u.href.replace(/\/+$/, '') };
  } catch {
    return { error: `servers[0].url ${JSON.stringify(raw)} is not a valid URL` };
  }
}

export function swagger2Base(doc: Json, base: URL): { url: string } | { error: string } {
  const scheme = (Array.isArray(doc.schemes) && doc.schemes[0]) || (base.protocol === 'https:' ? 'https' : 'http');
  const host = doc.host ?? (base.protocol.startsWith('http') ? base.host : undefined);
  if (!host) return { error: 'the Swagger 2.0 document has no host and was read from a file; set host' };
  return { url: `${scheme}://${host}${(doc.basePath ?? '').replace(/\/+$/, '')}` };
}

export function isSecure(op: Json, doc: Json): boolean {
  const sec = op.security ?? doc.security;
  return Array.isArray(sec) && sec.length > 0 && !sec.some((r) => r && typeof r === 'object' && Object.keys(r).length === 0);
}

export function describe(op: Json, method: string, path: string): string {
  const summary = typeof op.summary === 'string' ? op.summary.trim() : '';
  const description = typeof op.description === 'string' ? op.description.trim() : '';
  if (summary && description && !description.startsWith(summary)) return `${summary}\n\n${description}`;
  return description || summary || `${method.toUpperCase()} ${path}`;
}

/** Drops body properties by name, also inside allOf/oneOf/anyOf alternatives (already merged or kept). */
export function dropProperties(schema: Json, names: string[]): Json {
  if (names.length === 0 || !schema || typeof schema !== 'object') return schema;
  const out: Json = { ...schema };
  if (out.properties) {
    out.properties = Object.fromEntries(Object.entries(out.properties as Json).filter(([k]) => !names.includes(k)));
  }
  if (Array.isArray(out.required)) out.required = out.required.filter((k: string) => !names.includes(k));
  for (const k of ['oneOf', 'anyOf', 'allOf']) if (Array.isArray(out[k])) out[k] = out[k].map((s: Json) => dropProperties(s, names));
  return out;
}

interface Responses {
  success: unknown;
  failure: unknown;
  expectJson: boolean;
}

export function responses(op: Json, version: LoadedDocument['version'], refs: RefResolver, convert: (s: unknown) => unknown): Responses {
  const entries = Object.entries((op.responses ?? {}) as Json)
    .map(([code, r]) => [code, refs.deref(r)] as const)
    .filter(([, r]) => r !== null);
  const schemaOf = (r: Json): [unknown, boolean] => {
    if (version === '2.0') return [r.schema, r.schema !== undefined];
    const media = pickMedia(r.content);
    return [media?.[1]?.schema, media ? isJsonMedia(media[0]) : false];
  };
  const rank = (code: string) => (code === 'default' ? 999 : Number(code.replace(/X/gi, '0')) || 998);
  const sorted = entries.sort(([a], [b]) => rank(a) - rank(b));
  let success: unknown = null;
  let failure: unknown = null;
  let expectJson = false;
  let foundSuccess = false;
  for (const [code, r] of sorted) {
    const c = rank(code);
    const [schema, json] = schemaOf(r as Json);
    if (c >= 200 && c < 300) {
      if (json) expectJson = true;
      if (!foundSuccess) {
        foundSuccess = true;
        success = schema === undefined ? null : convert(schema);
      }
    } else if ((c >= 400 || code === 'default') && failure === null && schema !== undefined) {
      failure = convert(schema);
    }
  }
  return { success, failure, expectJson };
}

/** Property schemas as written (before allOf merging), so each gets converted on its own. */
export function collectRawProperties(raw: unknown, refs: RefResolver, out: Json = {}, seen = new Set<object>()): Json {
  const schema = refs.deref(raw);
  if (!schema || seen.has(schema)) return out;
  seen.add(schema);
  const props = schema.properties;
  if (props && typeof props === 'object' && !Array.isArray(props))
    for (const [k, v] of Object.entries(props as Json)) if (!(k in out)) out[k] = v;
  if (Array.isArray(schema.allOf)) for (const part of schema.allOf) collectRawProperties(part, refs, out, seen);
  return out;
}
