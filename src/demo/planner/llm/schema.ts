import { argsFromOffered, offeredSchema } from '../../../registry/arg-names.js';
import type { JsonSchema } from '../../../registry/types.js';
import type { AgentTool } from '../../tools/types.js';
import type { ModelTool } from './types.js';

/**
 * Tools as every model provider accepts them. Names: `[A-Za-z0-9_]`, 1-64 characters,
 * unique (OpenAI, Anthropic and Ollama all take that), mapped back when the model calls
 * one. Argument names: the registry's safe names (registry/arg-names.ts), mapped back in
 * `argsOf`. Schemas: local `$ref`s inlined (a cycle or a reference that cannot be followed
 * becomes `{description}`, which accepts anything), `oneOf` as `anyOf`, keywords outside the
 * subset providers document dropped (`x-*`, `$defs`, `nullable`, `discriminator`, ...), and
 * `required` kept to the properties that exist; the top level is always an object.
 */
const KEEP = new Set([
  'type',
  'description',
  'title',
  'properties',
  'required',
  'items',
  'enum',
  'const',
  'anyOf',
  'allOf',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
  'uniqueItems',
  'additionalProperties',
  'default',
]);
const MAX_DEPTH = 12;
const DESCRIPTION_CHARS = 1024;

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function resolveRef(root: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObj(node) ? node[key] : undefined;
  }
  return node;
}

function clean(node: unknown, root: Json, seen: string[], depth: number): Json {
  if (!isObj(node)) return {};
  if (typeof node.$ref === 'string') {
    const target = resolveRef(root, node.$ref);
    if (target === undefined || seen.includes(node.$ref) || depth > MAX_DEPTH)
      return { description: `Same shape as ${node.$ref.split('/').pop()}` };
    return clean(
      { ...target, ...(typeof node.description === 'string' ? { description: node.description } : {}) },
      root,
      [...seen, node.$ref],
      depth + 1,
    );
  }
  if (depth > MAX_DEPTH) return typeof node.description === 'string' ? { description: node.description } : {};
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    const key = k === 'oneOf' ? 'anyOf' : k;
    if (!KEEP.has(key)) continue;
    if (key === 'properties' && isObj(v))
      out.properties = Object.fromEntries(Object.entries(v).map(([p, s]) => [p, clean(s, root, seen, depth + 1)]));
    else if ((key === 'anyOf' || key === 'allOf') && Array.isArray(v)) out[key] = v.map((s) => clean(s, root, seen, depth + 1));
    else if (key === 'items') out.items = Array.isArray(v) ? clean(v[0], root, seen, depth + 1) : clean(v, root, seen, depth + 1);
    else if (key === 'additionalProperties') out.additionalProperties = isObj(v) ? clean(v, root, seen, depth + 1) : v !== false;
    else if (key === 'description') {
      if (typeof v === 'string') out.description = v;
    } else out[key] = v;
  }
  if (Array.isArray(out.required)) {
    const props = isObj(out.properties) ? out.properties : {};
    out.required = (out.required as unknown[]).filter((r) => typeof r === 'string' && r in props);
    if ((out.required as string[]).length === 0) delete out.required;
  }
  return out;
}

const converted = new WeakMap<JsonSchema, JsonSchema>();

/** A tool's input schema as providers accept it (safe argument names, `$ref`-free, object at the top); made once per schema. */
export function providerSchema(schema: JsonSchema): JsonSchema {
  let hit = converted.get(schema);
  if (!hit) {
    const root = offeredSchema(schema) as Json;
    const out = clean(root, root, [], 0);
    hit = { ...out, type: 'object', properties: isObj(out.properties) ? out.properties : {} };
    converted.set(schema, hit);
  }
  return hit;
}

function sanitise(name: string): string {
  const s = name.replace(/[^A-Za-z0-9_]/g, '_').replace(/^_+/, '');
  return (s === '' ? 'tool' : s).slice(0, 64);
}

/** The tools of a chat under the names and schemas the model is given, and the way back. */
export class ToolNaming {
  private readonly toReal = new Map<string, AgentTool>();
  private readonly toModel = new Map<string, string>();
  private readonly defs = new Map<string, ModelTool>();

  /** The model's definition of a tool (made once per chat). */
  define(tool: AgentTool): ModelTool {
    const known = this.toModel.get(tool.name);
    if (known) return this.defs.get(known)!;
    let name = sanitise(tool.name);
    for (let n = 2; this.toReal.has(name); n++) name = `${sanitise(tool.name).slice(0, 60)}_${n}`;
    const def: ModelTool = {
      name,
      description: (tool.description || `${tool.method ?? ''} ${tool.path ?? ''}`.trim() || tool.name).slice(0, DESCRIPTION_CHARS),
      parameters: providerSchema(tool.inputSchema),
    };
    this.toReal.set(name, tool);
    this.toModel.set(tool.name, name);
    this.defs.set(name, def);
    return def;
  }

  /** The real tool behind a name the model used (its own name is accepted too), or undefined. */
  resolve(modelName: string): AgentTool | undefined {
    return this.toReal.get(modelName) ?? this.toReal.get(this.toModel.get(modelName) ?? '');
  }

  /** A call's arguments under the tool's own argument names. */
  argsOf(tool: AgentTool, args: Record<string, unknown>): Record<string, unknown> {
    return argsFromOffered(tool.inputSchema, args);
  }
}
