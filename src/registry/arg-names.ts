import { createHash } from 'node:crypto';
import type { JsonSchema } from './types.js';

/**
 * Argument names downstream clients accept. Model providers (and so MCP clients that pass
 * tools on to one) refuse a whole request when one property name of one tool's input
 * schema breaks `^[a-zA-Z0-9_.-]{1,64}$`, and real descriptions have such names
 * (`page[limit]`, `$filter`, `ids[]`, 66-character keys). So a tool's top-level argument
 * names are offered under safe names and mapped back when a call comes in:
 *
 * - `safeArgNames(schema)`: the mapping of one input schema (null when every name is safe);
 * - `offeredSchema(schema)`: the schema with its properties and `required` renamed;
 * - `argsFromOffered(schema, args)`: a call's args under the tool's own names again.
 *
 * The mapping is deterministic (a client may cache a tool list): unsafe characters become
 * `_`, a name longer than 64 keeps its start and gets 8 hex digits of its hash, and a name
 * that would collide with another gets its hash too. Used by /mcp (mcp-server/) and meant
 * for the hosted-model planners.
 */
export const SAFE_ARG_NAME = /^[a-zA-Z0-9_.-]{1,64}$/;

export interface ArgNameMap {
  /** Own name -> offered name (only names that change). */
  toOffered: Map<string, string>;
  /** Offered name -> own name (only names that change). */
  toOwn: Map<string, string>;
}

const hash8 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

function candidate(name: string): string {
  let safe = name.replace(/[^a-zA-Z0-9_.-]+/g, '_').replace(/^_+(?=.)|(?<=.)_+$/g, '');
  if (safe === '' || safe === '_') safe = 'arg';
  return safe.length > 64 ? `${safe.slice(0, 55)}_${hash8(name)}` : safe;
}

const cache = new WeakMap<JsonSchema, ArgNameMap | null>();

/** The renaming of a schema's top-level properties, or null when every name is already safe. */
export function safeArgNames(schema: JsonSchema | undefined): ArgNameMap | null {
  if (!schema) return null;
  let hit = cache.get(schema);
  if (hit !== undefined) return hit;
  const props = schema.properties;
  const names = props && typeof props === 'object' && !Array.isArray(props) ? Object.keys(props) : [];
  const unsafe = names.filter((n) => !SAFE_ARG_NAME.test(n));
  hit = null;
  if (unsafe.length > 0) {
    const taken = new Set(names.filter((n) => SAFE_ARG_NAME.test(n)));
    hit = { toOffered: new Map(), toOwn: new Map() };
    for (const name of unsafe) {
      let offered = candidate(name);
      if (taken.has(offered)) offered = `${offered.slice(0, 55)}_${hash8(name)}`;
      for (let i = 2; taken.has(offered); i++) offered = `${offered.slice(0, 52)}_${i}`;
      taken.add(offered);
      hit.toOffered.set(name, offered);
      hit.toOwn.set(offered, name);
    }
  }
  cache.set(schema, hit);
  return hit;
}

/** The schema with safe top-level argument names (the schema itself when they are all safe). */
export function offeredSchema(schema: JsonSchema): JsonSchema {
  const map = safeArgNames(schema);
  if (!map) return schema;
  const props = schema.properties as Record<string, unknown>;
  const out: JsonSchema = {
    ...schema,
    properties: Object.fromEntries(Object.entries(props).map(([k, v]) => [map.toOffered.get(k) ?? k, v])),
  };
  if (Array.isArray(schema.required)) out.required = (schema.required as string[]).map((r) => map.toOffered.get(r) ?? r);
  return out;
}

/** A call's args, given under the offered names, under the tool's own names (other keys as they are). */
export function argsFromOffered(schema: JsonSchema | undefined, args: Record<string, unknown>): Record<string, unknown> {
  const map = safeArgNames(schema);
  if (!map) return args;
  // own names sent as they are (a client not using the offered names) keep working; keys are defined, never assigned
  return Object.fromEntries(
    Object.entries(args).map(([k, v]) => {
      const own = map.toOwn.get(k);
      return [own !== undefined && !Object.prototype.hasOwnProperty.call(args, own) ? own : k, v];
    }),
  );
}
