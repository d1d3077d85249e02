/**
 * JSON Schema -> API record parameters (DESIGN.md 4.2) for sources whose tools take one
 * JSON args object (MCP, TRM): one parameter per top-level property, with its type,
 * whether it is required, its description and its constraints as text (the same wording
 * as OpenAPI parameters: typeText/constraintsOf from the OpenAPI source). Nested objects
 * and arrays stay one parameter; `schema` keeps their full shape.
 */
import type { ApiParameter, JsonSchema } from '../../types.js';
import { constraintsOf, typeText } from '../openapi/schema.js';

type Schema = Record<string, unknown>;

const isSchema = (v: unknown): v is Schema => v !== null && typeof v === 'object' && !Array.isArray(v);

/** One parameter per top-level property of an args object schema. */
export function parametersFromSchema(schema: JsonSchema): ApiParameter[] {
  const props = isSchema(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as unknown[]).filter((x): x is string => typeof x === 'string') : []);
  return Object.entries(props).map(([name, raw]) => {
    const s = isSchema(raw) ? raw : {};
    const type = typeText(s);
    const param: ApiParameter = {
      name,
      type,
      required: required.has(name),
      description: typeof s.description === 'string' ? s.description : typeof s.title === 'string' ? s.title : '',
      constraints: constraintsOf(s),
      in: 'body',
    };
    if (!/^(string|number|integer|boolean|null)$/.test(type)) param.schema = s as JsonSchema;
    return param;
  });
}
