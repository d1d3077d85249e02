/**
 * Walking JSON Schemas (as written or converted) by their structure: sub-schemas are the
 * values of `properties`-like maps, of `items`-like keywords and of `anyOf`-like lists;
 * everything else (`enum`, `default`, ...) is data, where a `$ref` key is not a reference.
 */
type Json = Record<string, unknown>;

export const DEFS_PREFIX = '#/$defs/';
/** Bytes a reference counts for in size estimates. */
export const REF_BYTES = 40;
export const MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas']);
export const ONE = new Set(['items', 'not', 'additionalProperties', 'contains', 'propertyNames', 'if', 'then', 'else', 'additionalItems']);
export const LISTS = new Set(['oneOf', 'anyOf', 'prefixItems']);
/** Keywords never copied into converted schemas (allOf is merged or kept as sub-schemas). */
const NOT_COPIED = new Set(['allOf', 'example', 'examples', 'xml', 'externalDocs', 'discriminator', '$schema', '$id', '$comment']);
/** Keywords whose values are data; their size counts in estimates. */
const DATA_SIZE = (k: string, v: unknown) => k.length + 4 + (typeof v === 'string' ? v.length : JSON.stringify(v ?? null).length);

/** Calls `visit` on every sub-schema of a schema (as written or converted), not on data (enum, default, ...). */
function subSchemas(node: Json, visit: (sub: unknown) => void, defs = false): void {
  for (const [k, v] of Object.entries(node)) {
    if (v === null || typeof v !== 'object') continue;
    if (MAPS.has(k) || (defs && k === '$defs')) for (const x of Object.values(v as Json)) visit(x);
    else if (ONE.has(k)) {
      if (Array.isArray(v)) v.forEach(visit);
      else visit(v);
    } else if ((LISTS.has(k) || k === 'allOf') && Array.isArray(v)) v.forEach(visit);
  }
}

/** Bytes of a schema as written (vendor extensions and examples left out), and the `$ref`s it follows. */
export function scanSchema(node: unknown, refs: string[]): number {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return 4;
  const src = node as Json;
  if (typeof src.$ref === 'string') {
    refs.push(src.$ref);
    return REF_BYTES;
  }
  let bytes = 2;
  for (const [k, v] of Object.entries(src))
    if (!MAPS.has(k) && !ONE.has(k) && !LISTS.has(k) && !NOT_COPIED.has(k) && !k.startsWith('x-')) bytes += DATA_SIZE(k, v);
  subSchemas(src, (sub) => {
    bytes += scanSchema(sub, refs) + 8;
  });
  return bytes;
}

/** The def names a converted schema refers to (without following them). */
export function collectRefs(schema: unknown): string[] {
  const out = new Set<string>();
  const stack: unknown[] = [schema];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object' || Array.isArray(node)) continue;
    const ref = (node as Json).$ref;
    if (typeof ref === 'string' && ref.startsWith(DEFS_PREFIX)) out.add(ref.slice(DEFS_PREFIX.length));
    subSchemas(node as Json, (sub) => stack.push(sub));
  }
  return [...out];
}

/** A copy of a converted schema with each sub-schema (bottom up) replaced by `visit(node)`; data is shared. */
export function mapSchemas(schema: unknown, visit: (node: Json) => Json): unknown {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const out: Json = { ...(schema as Json) };
  for (const [k, v] of Object.entries(out)) {
    if (v === null || typeof v !== 'object') continue;
    if (MAPS.has(k) || k === '$defs') out[k] = Object.fromEntries(Object.entries(v as Json).map(([pk, pv]) => [pk, mapSchemas(pv, visit)]));
    else if (ONE.has(k)) out[k] = Array.isArray(v) ? v.map((x) => mapSchemas(x, visit)) : mapSchemas(v, visit);
    else if ((LISTS.has(k) || k === 'allOf') && Array.isArray(v)) out[k] = v.map((x) => mapSchemas(x, visit));
  }
  return visit(out);
}

/** A copy of a converted schema with every `$ref` replaced by `map(ref)`. */
export function mapRefs(schema: unknown, map: (ref: string) => string): unknown {
  return mapSchemas(schema, (node) => (typeof node.$ref === 'string' ? { ...node, $ref: map(node.$ref) } : node));
}
