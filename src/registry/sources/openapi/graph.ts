import type { JsonSchema } from '../../types.js';
import type { OpenApiObject } from './document.js';
import { normaliseKeywords } from './normalise.js';
import type { RefResolver } from './refs.js';
import { mergeSchemas } from './schema.js';
import { collectRefs, DEFS_PREFIX, LISTS, MAPS, ONE, REF_BYTES, scanSchema } from './schema-walk.js';

/**
 * The input schemas of a document's operations as a graph, not trees: a referenced schema
 * that is recursive, or larger than INLINE_MAX_BYTES, becomes one entry of `defs`
 * (converted once, compiled once) and every use a local `{"$ref": "#/$defs/<name>"}`;
 * smaller ones are written inline. So a tool's schema is its own part plus the closure
 * of `defs` it reaches, never one copy per use (a shared binary tree of 26 levels stays 27
 * entries), and cycles stay cycles. Converted schemas are JSON Schema (normalise.ts), with
 * `allOf` merged where its parts allow; vendor extensions and examples are left out.
 */
type Json = Record<string, unknown>;

/** Inline a referenced schema when its inline form is at most this large (bytes of JSON). */
export const INLINE_MAX_BYTES = 256;

/** Keywords copied as they are (their values are data, not schemas). */
const PLAIN = new Set([
  'type',
  'format',
  'enum',
  'const',
  'default',
  'title',
  'description',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'required',
  'dependentRequired',
  'readOnly',
  'writeOnly',
  'deprecated',
  'nullable',
  'contentMediaType',
  'contentEncoding',
  'minContains',
  'maxContains',
]);

const ANNOTATIONS = new Set(['description', 'title', 'default', 'deprecated', 'readOnly', 'writeOnly']);
const isRef = (v: unknown) => v !== null && typeof v === 'object' && typeof (v as Json).$ref === 'string';

interface Def {
  node: OpenApiObject;
  pointer: string;
  name?: string;
  /** Tarjan bookkeeping. */
  index?: number;
  low?: number;
  onStack?: boolean;
  succ: Def[];
  own: number;
  cyclic: boolean;
  inline: boolean;
  size: number;
  body?: Json;
  converting?: boolean;
  problems: string[];
}

export class SchemaGraph {
  /** Shared schemas by name: converted, `$ref`s local to `#/$defs/`. */
  readonly defs = new Map<string, Json>();
  /** Names each def refers to directly. */
  private readonly edges = new Map<string, string[]>();
  private readonly problemsOf = new Map<string, string[]>();
  private readonly byNode = new WeakMap<object, Def>();
  private readonly names = new Map<string, Def>();
  private readonly queue: Def[] = [];
  private context: string[] = [];
  private tarjanIndex = 0;
  /** Tarjan's stack. */
  private readonly tarjanStack: Def[] = [];

  constructor(private readonly refs: RefResolver) {}

  /** A schema as written -> its converted form (references to defs as `$ref`); with what could not be kept. */
  convert(schema: unknown): { schema: Json; problems: string[] } {
    const saved = this.context;
    this.context = [];
    try {
      const out = this.conv(schema, true);
      return { schema: (out && typeof out === 'object' ? out : {}) as Json, problems: [...new Set(this.context)] };
    } finally {
      this.context = saved;
    }
  }

  /** Converts the defs referenced so far and not yet converted; true when there were any. `budget` bounds the work (defs). */
  drain(budget = Infinity): boolean {
    let n = 0;
    while (this.queue.length > 0 && n++ < budget) {
      const d = this.queue.shift()!;
      const body = this.defBody(d);
      this.defs.set(d.name!, body);
      this.edges.set(d.name!, collectRefs(body));
      if (d.problems.length > 0) this.problemsOf.set(d.name!, d.problems);
    }
    return this.queue.length > 0;
  }

  /** The defs a converted schema reaches (names, breadth first). Call after drain(). */
  closure(schema: unknown): string[] {
    const seen = new Set<string>(collectRefs(schema));
    const order = [...seen];
    for (let i = 0; i < order.length; i++) {
      for (const next of this.edges.get(order[i]!) ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          order.push(next);
        }
      }
    }
    return order;
  }

  /** The defs a def refers to directly. */
  refsOf(name: string): string[] {
    return this.edges.get(name) ?? [];
  }

  /** What could not be kept in these defs (problem phrases, each once). */
  problems(names: string[]): string[] {
    const out = new Set<string>();
    for (const n of names) for (const p of this.problemsOf.get(n) ?? []) out.add(p);
    return [...out];
  }

  /** A converted schema with its `$ref`s followed one step (the def it stands for), for reading its keywords. */
  resolved(schema: Json): Json {
    const ref = schema?.$ref;
    const d = typeof ref === 'string' && ref.startsWith(DEFS_PREFIX) ? this.names.get(ref.slice(DEFS_PREFIX.length)) : undefined;
    return d ? this.defBody(d) : schema;
  }

  private conv(node: unknown, top = false): unknown {
    if (typeof node === 'boolean') return node;
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return {};
    const src = node as OpenApiObject;
    if (typeof src.$ref !== 'string') return this.body(src, top);
    // `nullable: true` beside a $ref (3.0 writers do it, though the spec ignores siblings): null is its alternative
    if (src.nullable === true || src['x-nullable'] === true) {
      const { nullable: _n, 'x-nullable': _x, ...ref } = src;
      return { anyOf: [this.conv(ref, top), { type: 'null' }] };
    }
    const target = this.refs.deref(src);
    if (!target) {
      this.context.push(`$ref ${JSON.stringify(src.$ref)} points at nothing in the document`);
      return {};
    }
    const d = this.def(target);
    if (d.inline) {
      this.context.push(...d.problems);
      return this.defBody(d);
    }
    // the top of a parameter or body is written out (its allOf merged), so its properties can be read
    if (top && !d.converting) {
      d.converting = true;
      try {
        return this.body(target, true);
      } finally {
        d.converting = false;
      }
    }
    this.enqueue(d);
    return { $ref: DEFS_PREFIX + d.name };
  }

  /**
   * One schema node converted. `allOf` parts are merged when they are written inline or
   * small; a part referring to a shared schema stays a reference (merging would copy it
   * into every schema that extends it), except at the top of an argument.
   */
  private body(src: OpenApiObject, top = false): Json {
    let out: Json = {};
    for (const [k, v] of Object.entries(src)) {
      if (MAPS.has(k)) {
        if (v === null || typeof v !== 'object' || Array.isArray(v)) continue;
        const map: Json = {};
        for (const [pk, pv] of Object.entries(v as Json)) map[pk] = this.conv(pv);
        out[k] = map;
      } else if (ONE.has(k)) {
        if (typeof v === 'boolean') out[k] = v;
        else if (Array.isArray(v)) {
          if (k === 'items') out[k] = v.map((x) => this.conv(x));
        } else if (v !== null && typeof v === 'object') out[k] = this.conv(v);
      } else if (LISTS.has(k)) {
        if (Array.isArray(v) && v.length > 0) out[k] = v.map((x) => this.conv(x));
      } else if (PLAIN.has(k)) out[k] = v;
    }
    const kept: unknown[] = [];
    if (Array.isArray(src.allOf)) {
      for (const part of src.allOf) {
        const merged = this.mergeable(part, top);
        if (merged) out = mergeSchemas(out, merged);
        else kept.push(this.conv(part));
      }
    }
    this.context.push(...normaliseKeywords(out, src));
    if (kept.length > 0) {
      // `allOf: [{$ref}]` beside annotations only (a common way to describe a reference) is the reference
      const annotationsOnly = Object.keys(out).every((k) => ANNOTATIONS.has(k));
      if (kept.length === 1 && annotationsOnly && isRef(kept[0])) return { ...out, ...(kept[0] as Json) };
      out.allOf = kept;
    }
    if (out.properties && out.type === undefined) out.type = 'object';
    return out;
  }

  /** An allOf part as keywords to merge, or null when it stays a part (a shared schema, or one that includes itself). */
  private mergeable(part: unknown, top: boolean): Json | null {
    if (part === null || typeof part !== 'object' || Array.isArray(part)) return null;
    if (typeof (part as Json).$ref !== 'string') return this.body(part as OpenApiObject, top);
    const target = this.refs.deref(part);
    if (!target) return null;
    const d = this.def(target);
    if (d.converting || (!d.inline && !top)) return null;
    if (!d.inline) {
      d.converting = true;
      try {
        return this.body(target, true);
      } finally {
        d.converting = false;
      }
    }
    this.context.push(...d.problems);
    return this.defBody(d);
  }

  private defBody(d: Def): Json {
    if (d.body) return d.body;
    d.converting = true;
    const saved = this.context;
    this.context = [];
    try {
      d.body = this.body(d.node);
      d.problems = [...new Set(this.context)];
    } finally {
      d.converting = false;
      this.context = saved;
    }
    return d.body;
  }

  private enqueue(d: Def): void {
    if (d.name !== undefined) return;
    let base =
      decodeURIComponent(d.pointer.replace(/%(?![0-9a-f]{2})/gi, '%25'))
        .replace(/^#\/(components\/schemas|definitions)\//, '')
        .replace(/^#\//, '')
        .replace(/[^A-Za-z0-9_.-]+/g, '_')
        .slice(0, 56) || 'schema';
    if (this.names.has(base)) {
      let i = 2;
      while (this.names.has(`${base}_${i}`)) i++;
      base = `${base}_${i}`;
    }
    d.name = base;
    this.names.set(base, d);
    this.queue.push(d);
  }

  /** The def of a referenced node, with its cycle and size facts (Tarjan's strongly connected components). */
  private def(node: OpenApiObject): Def {
    const d = this.make(node);
    if (d.index === undefined) this.strong(d);
    return d;
  }

  private make(node: OpenApiObject): Def {
    let d = this.byNode.get(node);
    if (d) return d;
    d = { node, pointer: this.refs.pointerOf(node) ?? '#/schema', succ: [], own: 0, cyclic: false, inline: false, size: 0, problems: [] };
    this.byNode.set(node, d);
    return d;
  }

  /** Iterative (a chain of references may be thousands long). */
  private strong(root: Def): void {
    const work: [Def, number][] = [[root, 0]];
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const v = frame[0];
      if (v.index === undefined) {
        v.index = v.low = this.tarjanIndex++;
        this.tarjanStack.push(v);
        v.onStack = true;
        const refs: string[] = [];
        v.own = scanSchema(v.node, refs);
        for (const ref of refs) {
          const t = this.refs.deref({ $ref: ref });
          if (t) v.succ.push(this.make(t));
        }
      }
      if (frame[1] < v.succ.length) {
        const w = v.succ[frame[1]++]!;
        if (w.index === undefined) work.push([w, 0]);
        else if (w.onStack) v.low = Math.min(v.low!, w.index);
        continue;
      }
      work.pop();
      const parent = work[work.length - 1]?.[0];
      if (parent) parent.low = Math.min(parent.low!, v.low!);
      if (v.low !== v.index) continue;
      const component: Def[] = [];
      let w: Def;
      do {
        w = this.tarjanStack.pop()!;
        w.onStack = false;
        component.push(w);
      } while (w !== v);
      const cyclic = component.length > 1 || v.succ.includes(v);
      for (const c of component) {
        c.cyclic = cyclic;
        if (cyclic) continue;
        c.size = c.own + c.succ.reduce((n, s) => n + (s.inline ? s.size : REF_BYTES), 0);
        c.inline = c.size <= INLINE_MAX_BYTES;
      }
    }
  }
}

/** A tool's input schema with the defs it reaches. */
export function withDefs(root: JsonSchema, graph: SchemaGraph, names: string[]): JsonSchema {
  if (names.length === 0) return root;
  return { ...root, $defs: Object.fromEntries(names.map((n) => [n, graph.defs.get(n) ?? {}])) };
}
