import type { JsonSchema } from '../../types.js';
import { withDefs, type SchemaGraph } from './graph.js';
import { DEFS_PREFIX, mapSchemas } from './schema-walk.js';

/**
 * The input schema a tool offers (/mcp tools/list, model providers) within a size cap:
 * the full schema when it fits; else descriptions trimmed; else also the shared schemas
 * farthest from the arguments summarised (`{type, description}`, which accepts more, never
 * less), nearest kept. Validation always uses the full graph (validators.ts).
 */
type Json = Record<string, unknown>;

export interface Offered {
  schema: JsonSchema;
  /** Bytes of the full schema as JSON. */
  fullBytes: number;
  /** What was reduced, when it was. */
  reduced?: string;
}

const TRIMMED_DESCRIPTION = 160;

const trim = (schema: unknown): unknown =>
  mapSchemas(schema, (node) =>
    typeof node.description === 'string' && node.description.length > TRIMMED_DESCRIPTION
      ? { ...node, description: `${node.description.slice(0, TRIMMED_DESCRIPTION - 1)}…` }
      : node,
  );

const bytesOf = (v: unknown) => JSON.stringify(v).length;

export class SchemaOffer {
  private readonly size = new Map<string, number>();
  private readonly trimmed = new Map<string, { schema: unknown; bytes: number }>();

  constructor(
    private readonly graph: SchemaGraph,
    readonly maxBytes: number,
  ) {}

  private defBytes(name: string): number {
    let n = this.size.get(name);
    if (n === undefined) this.size.set(name, (n = bytesOf(this.graph.defs.get(name) ?? {}) + name.length + 4));
    return n;
  }

  private trimmedDef(name: string): { schema: unknown; bytes: number } {
    let t = this.trimmed.get(name);
    if (!t) {
      const schema = trim(this.graph.defs.get(name) ?? {});
      this.trimmed.set(name, (t = { schema, bytes: bytesOf(schema) + name.length + 4 }));
    }
    return t;
  }

  offer(root: JsonSchema, names: string[]): Offered {
    const fullBytes = bytesOf(root) + names.reduce((n, d) => n + this.defBytes(d), 12);
    if (fullBytes <= this.maxBytes) return { schema: withDefs(root, this.graph, names), fullBytes };
    const tRoot = trim(root) as JsonSchema;
    const trimmedBytes = bytesOf(tRoot) + names.reduce((n, d) => n + this.trimmedDef(d).bytes, 12);
    if (trimmedBytes <= this.maxBytes) {
      const $defs = Object.fromEntries(names.map((d) => [d, this.trimmedDef(d).schema]));
      return { schema: names.length > 0 ? { ...tRoot, $defs } : tRoot, fullBytes, reduced: 'descriptions trimmed' };
    }
    // distance of each def from the arguments: keep the nearest levels that fit
    const depth = new Map<string, number>();
    let frontier = [...new Set(collectTop(root))];
    for (let level = 1; frontier.length > 0; level++) {
      const next: string[] = [];
      for (const d of frontier) {
        if (depth.has(d)) continue;
        depth.set(d, level);
        next.push(...this.graph.refsOf(d));
      }
      frontier = next;
    }
    const deepest = Math.max(0, ...depth.values());
    let keep = 0;
    for (let k = deepest - 1; k >= 1; k--) {
      let bytes = bytesOf(tRoot) + 12;
      for (const [d, l] of depth) bytes += l <= k ? this.trimmedDef(d).bytes : 0;
      if (bytes <= this.maxBytes) {
        keep = k;
        break;
      }
    }
    const kept = names.filter((d) => (depth.get(d) ?? Infinity) <= keep);
    const keptSet = new Set(kept);
    const summarise = (schema: unknown) =>
      mapSchemas(schema, (node) => {
        const ref = node.$ref;
        if (typeof ref !== 'string' || !ref.startsWith(DEFS_PREFIX) || keptSet.has(ref.slice(DEFS_PREFIX.length))) return node;
        const name = ref.slice(DEFS_PREFIX.length);
        const type = (this.graph.defs.get(name) ?? {}).type;
        const out: Json = { description: `${name} (not expanded here: the schema is over the size limit; the registry checks it)` };
        if (typeof type === 'string') out.type = type;
        return out;
      });
    const schema = summarise(tRoot) as JsonSchema;
    if (kept.length > 0) schema.$defs = Object.fromEntries(kept.map((d) => [d, summarise(this.trimmedDef(d).schema)]));
    if (bytesOf(schema) <= this.maxBytes)
      return {
        schema,
        fullBytes,
        reduced: `descriptions trimmed and shared schemas more than ${keep} reference${keep === 1 ? '' : 's'} deep summarised`,
      };
    // the arguments alone are over the cap: each argument summarised, with its description if that fits
    const flat = (description: boolean): JsonSchema => ({
      ...tRoot,
      properties: Object.fromEntries(
        Object.entries((tRoot.properties ?? {}) as Record<string, Json>).map(([k, v]) => [k, summary(this.graph.resolved(v), description)]),
      ),
    });
    const described = flat(true);
    if (bytesOf(described) <= this.maxBytes)
      return { schema: described, fullBytes, reduced: 'each argument summarised (type and description)' };
    return { schema: flat(false), fullBytes, reduced: 'each argument summarised (type only)' };
  }
}

/** An argument's schema as its type (and trimmed description): accepts everything the full schema does. */
function summary(schema: Json, description: boolean): Json {
  const out: Json = {};
  if (typeof schema.type === 'string' || Array.isArray(schema.type)) out.type = schema.type;
  if (description && typeof schema.description === 'string') out.description = schema.description.slice(0, TRIMMED_DESCRIPTION);
  return out;
}

function collectTop(root: JsonSchema): string[] {
  const out: string[] = [];
  mapSchemas(root, (node) => {
    if (typeof node.$ref === 'string' && node.$ref.startsWith(DEFS_PREFIX)) out.push(node.$ref.slice(DEFS_PREFIX.length));
    return node;
  });
  return out;
}
