import { constraintsOf, typeText } from './schema-text.js';
import type { ApiParameter, JsonSchema } from './types.js';

/**
 * Record parameters from a tool's JSON Schema (onboarded tools, MCP/TRM tools): one per
 * top-level property, nested objects kept as one `object` parameter with its schema.
 */
export function parametersFromSchema(schema: JsonSchema | undefined): ApiParameter[] {
  const props = (schema?.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set(Array.isArray(schema?.required) ? (schema!.required as string[]) : []);
  return Object.entries(props).map(([name, s]) => ({
    name,
    type: typeText(s),
    required: required.has(name),
    description: typeof s?.description === 'string' ? s.description : '',
    constraints: constraintsOf(s),
    schema: s,
  }));
}

/** The result shape when a tool declares none. */
export const GENERIC_RESULT: JsonSchema = { type: 'object', description: 'The tool result (JSON)' };
export const GENERIC_ERROR: JsonSchema = {
  type: 'object',
  properties: { detail: { type: 'string', description: 'What went wrong' } },
};
