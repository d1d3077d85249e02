/**
 * MCP tools -> registry tools and API records (DESIGN.md 4.2):
 *
 * - parameters come from the top-level properties of `inputSchema`; a nested object (or
 *   array) stays one parameter whose `schema` keeps its whole shape, and calls pass the
 *   args through unflattened;
 * - `response_schemas.success` is the tool's `outputSchema` when declared, else a JSON
 *   schema the server author embedded in the description (a fenced block after the
 *   words "response schema" / "output schema"), else a generic shape;
 * - `readOnly` from `annotations.readOnlyHint`; `title` and `annotations` kept as the server gave them;
 * - a parameter whose schema is a local `$ref` into the input schema (a schema the server's
 *   generator shared between properties, `{"$ref": "#/properties/nextThoughtNeeded"}`) gets
 *   the schema it points to, since the record shows the parameter without its root.
 */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { ApiParameter, JsonSchema, SourceTool } from '../../types.js';
import { GENERIC_ERROR, parametersFromSchema } from '../../records.js';

/** What an MCP tool's result looks like when the server declares nothing. */
export const GENERIC_RESULT_SCHEMA: JsonSchema = {
  description: "The tool's structured content; otherwise its text content, parsed as JSON when it is JSON, else the text itself.",
};

const EMBEDDED =
  /(?:response|output|return(?:ed)?|result)[ _-]?schema\b[^`]{0,200}?```[ \t]*(?:json|jsonc|javascript|js)?[ \t]*\r?\n([\s\S]*?)```/i;

/**
 * A JSON schema embedded in a tool's description, and the description without it.
 * Only a block that parses as a JSON object is taken.
 */
export function embeddedResponseSchema(description: string): { schema: JsonSchema; description: string } | null {
  const m = EMBEDDED.exec(description);
  if (!m) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(m[1]!);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  // drop the block and the sentence introducing it ("Response schema:" and the like)
  const start = description.slice(0, m.index).search(/[^\n.]*$/);
  const before = description.slice(0, start >= 0 ? start : m.index);
  const after = description.slice(m.index + m[0].length);
  const rest = `${before.trimEnd()}\n${after.trimStart()}`.trim();
  return { schema: parsed as JsonSchema, description: rest };
}

function objectSchema(schema: unknown): JsonSchema {
  if (schema && typeof schema === 'object' && !Array.isArray(schema)) return schema as JsonSchema;
  return { type: 'object', properties: {} };
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Schema nodes one parameter's schema may be expanded to when its references are inlined. */
const INLINE_BUDGET = 2000;

/** The node a local JSON pointer (`#/properties/a`, `#/$defs/b`) designates in root, if any. */
function pointed(root: JsonSchema, ref: string): unknown {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * A copy of `node` with its local `$ref`s replaced by what they point to in `root`. A
 * reference to a schema already being expanded (a cycle) or past the budget stays an
 * open schema that says what it stands for.
 */
function inlineRefs(node: unknown, root: JsonSchema, open: string[] = [], budget = { left: INLINE_BUDGET }): unknown {
  if (Array.isArray(node)) return node.map((n) => inlineRefs(n, root, open, budget));
  if (!isObject(node)) return node;
  if (--budget.left < 0) return { description: 'a schema too large to show here' };
  const ref = node.$ref;
  if (typeof ref === 'string' && ref.startsWith('#')) {
    const target = pointed(root, ref);
    const { $ref: _ref, ...siblings } = node;
    if (!isObject(target)) return node;
    if (open.includes(ref))
      return {
        ...siblings,
        description: `${typeof siblings.description === 'string' ? `${siblings.description} ` : ''}(recursive: the shape of ${ref})`,
      };
    const inlined = inlineRefs(target, root, [...open, ref], budget) as Record<string, unknown>;
    return { ...inlined, ...(inlineRefs(siblings, root, open, budget) as Record<string, unknown>) };
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node))
    out[k] = k === 'enum' || k === 'const' || k === 'default' || k === 'examples' ? v : inlineRefs(v, root, open, budget);
  return out;
}

/** The input schema with each property's local references inlined (for the record's parameters only). */
function withInlinedProperties(schema: JsonSchema): JsonSchema {
  if (!isObject(schema.properties) || !JSON.stringify(schema.properties).includes('"$ref"')) return schema;
  const properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, inlineRefs(v, schema)]));
  return { ...schema, properties };
}

/** One MCP tool as the registry sees it. */
export function toolFromMcp(tool: Tool): SourceTool {
  const inputSchema = objectSchema(tool.inputSchema);
  const rawDescription = (tool.description ?? tool.title ?? tool.annotations?.title ?? '').trim();
  const outputSchema = tool.outputSchema ? (tool.outputSchema as JsonSchema) : undefined;
  const embedded = outputSchema ? null : embeddedResponseSchema(rawDescription);
  const description = embedded ? embedded.description : rawDescription;
  const parameters: ApiParameter[] = parametersFromSchema(withInlinedProperties(inputSchema));
  return {
    name: tool.name,
    description,
    inputSchema,
    ...(outputSchema ? { outputSchema } : {}),
    readOnly: tool.annotations?.readOnlyHint === true,
    ...(tool.title ? { title: tool.title } : {}),
    ...(tool.annotations ? { annotations: { ...tool.annotations } } : {}),
    record: {
      secure: false,
      path: tool.name,
      method: 'tools/call',
      description,
      parameters,
      ...(tool.annotations ? { annotations: { ...tool.annotations } } : {}),
      response_schemas: {
        success: outputSchema ?? embedded?.schema ?? GENERIC_RESULT_SCHEMA,
        failure: GENERIC_ERROR,
      },
    },
  };
}
