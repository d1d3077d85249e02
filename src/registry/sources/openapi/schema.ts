import type { JsonSchema } from '../../types.js';
import type { RefResolver } from './refs.js';

/**
 * Turns OpenAPI/JSON schemas (`$ref`s followed: a graph with shared nodes and cycles) into
 * plain acyclic JSON for the API records: `allOf` merged into one schema, `oneOf`/`anyOf`
 * kept as alternatives, a cycle cut with `{"x-circular": "<ref>"}`, nesting limited to
 * `maxDepth` levels (`{"x-truncated": true}` below). Vendor extensions (`x-...`) are never
 * copied. Results without cuts are shared. (Input schemas keep the graph: graph.ts.)
 */
export interface PlainOptions {
  /** Property/item nesting kept; deeper levels become `{type, "x-truncated": true}`. */
  maxDepth: number;
  /** Leave out `example`, `examples`, `xml`, `externalDocs` (bulky, not needed to call or read a result). */
  lean: boolean;
  /** Follows `$ref`s; names where each node came from (`#/components/schemas/Node`) for cycle markers. */
  refs: RefResolver;
}

type Json = Record<string, unknown>;
const CUT_CYCLE = 1;
const CUT_DEPTH = 2;
const DROPPED = new Set(['xml', 'externalDocs', 'example', 'examples', '$schema', '$id', '$anchor', '$comment', 'discriminator']);
const SCHEMA_LISTS = ['oneOf', 'anyOf', 'prefixItems'];
const SCHEMA_VALUES = ['items', 'not', 'additionalProperties', 'contains', 'propertyNames', 'if', 'then', 'else'];

export class PlainConverter {
  private readonly pure = new WeakMap<object, Json>();
  private readonly shallow = new WeakMap<object, Map<number, Json>>();
  private readonly stack = new Set<object>();
  constructor(private readonly opts: PlainOptions) {}

  convert(schema: unknown): JsonSchema {
    return this.conv(schema, this.opts.maxDepth)[0] as JsonSchema;
  }

  private marker(node: object): Json {
    const ref = this.opts.refs.pointerOf(node);
    return { 'x-circular': ref ?? 'an enclosing schema', description: `Recursive: same shape as ${ref ?? 'an enclosing schema'}` };
  }

  /** Returns the plain schema and which cuts happened under it. */
  private conv(input: unknown, depth: number): [unknown, number] {
    if (input === null || typeof input !== 'object') return [input, 0];
    let node: object = input;
    if (!Array.isArray(node) && typeof (node as Json).$ref === 'string') {
      const target = this.opts.refs.deref(node);
      if (!target) return [{ description: `Unresolved reference ${String((node as Json).$ref)}` }, 0];
      node = target;
    }
    if (Array.isArray(node)) {
      let cuts = 0;
      const out = node.map((x) => {
        const [v, c] = this.conv(x, depth);
        cuts |= c;
        return v;
      });
      return [out, cuts];
    }
    const hit = this.pure.get(node);
    if (hit) return [hit, 0];
    const byDepth = this.shallow.get(node)?.get(depth);
    if (byDepth) return [byDepth, CUT_DEPTH];
    if (this.stack.has(node)) return [this.marker(node), CUT_CYCLE];
    const src = node as Json;
    if (depth < 0) {
      const t: Json = { 'x-truncated': true };
      if (src.type !== undefined) t.type = src.type;
      if (typeof src.description === 'string') t.description = src.description;
      else if (src.properties) t.type ??= 'object';
      return [t, CUT_DEPTH];
    }
    this.stack.add(node);
    let cuts = 0;
    let out: Json = {};
    try {
      for (const [k, v] of Object.entries(src)) {
        if (k === 'allOf' || k.startsWith('x-') || (this.opts.lean && DROPPED.has(k))) continue;
        if (k === 'properties' || k === 'patternProperties' || k === '$defs' || k === 'definitions') {
          if (v === null || typeof v !== 'object') continue;
          const props: Json = {};
          for (const [pk, pv] of Object.entries(v as Json)) {
            const [cv, c] = this.conv(pv, depth - 1);
            cuts |= c;
            props[pk] = cv;
          }
          out[k] = props;
        } else if (SCHEMA_VALUES.includes(k) && v !== null && typeof v === 'object') {
          const [cv, c] = this.conv(v, k === 'items' || k === 'additionalProperties' ? depth - 1 : depth);
          cuts |= c;
          out[k] = cv;
        } else if (SCHEMA_LISTS.includes(k) && Array.isArray(v)) {
          const [cv, c] = this.conv(v, depth);
          cuts |= c;
          out[k] = cv;
        } else {
          out[k] = v;
        }
      }
      if (Array.isArray(src.allOf)) {
        for (const part of src.allOf) {
          const [cv, c] = this.conv(part, depth);
          cuts |= c;
          if (cv && typeof cv === 'object' && !Array.isArray(cv)) out = mergeSchemas(out, cv as Json);
        }
      }
    } finally {
      this.stack.delete(node);
    }
    if (cuts === 0) this.pure.set(node, out);
    else if ((cuts & CUT_CYCLE) === 0) {
      let m = this.shallow.get(node);
      if (!m) this.shallow.set(node, (m = new Map()));
      m.set(depth, out);
    }
    return [out, cuts];
  }
}

/** allOf merge: properties united (same name merged), required united, other keys: first one wins. */
export function mergeSchemas(a: Json, b: Json): Json {
  const out: Json = { ...a };
  for (const [k, v] of Object.entries(b)) {
    if (k === 'properties' && v && typeof v === 'object') {
      const props: Json = { ...((out.properties as Json | undefined) ?? {}) };
      for (const [pk, pv] of Object.entries(v as Json)) {
        const prev = props[pk];
        props[pk] = prev && typeof prev === 'object' && pv && typeof pv === 'object' ? mergeSchemas(prev as Json, pv as Json) : pv;
      }
      out.properties = props;
    } else if (k === 'required' && Array.isArray(v)) {
      out.required = [...new Set([...((out.required as string[] | undefined) ?? []), ...v])];
    } else if (k === 'description' && typeof out.description === 'string' && out.description !== '') {
      continue;
    } else if (out[k] === undefined) {
      out[k] = v;
    }
  }
  if (out.properties && out.type === undefined) out.type = 'object';
  return out;
}
