/**
 * MCP tools -> registry tools and API records (DESIGN.md 4.2):
 *
 * - parameters come from the top-level properties of `inputSchema`; a nested object (or
 *   array) stays one parameter whose `schema` keeps its whole shape, and calls pass the
 *   args through unflattened;
 * - `response_schemas.success` is the tool's `outputSchema` when declared, else a JSON
 *   schema the server author embedded in the description (a fenced block after the
 *   words "response schema" / "output schema"), else a generic shape;
 * - `readOnly` from `annotations.readOnlyHint`.
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

/** One MCP tool as the registry sees it. */
export function toolFromMcp(tool: Tool): SourceTool {
  const inputSchema = objectSchema(tool.inputSchema);
  const rawDescription = (tool.description ?? tool.title ?? tool.annotations?.title ?? '').trim();
  const outputSchema = tool.outputSchema ? (tool.outputSchema as JsonSchema) : undefined;
  const embedded = outputSchema ? null : embeddedResponseSchema(rawDescription);
  const description = embedded ? embedded.description : rawDescription;
  const parameters: ApiParameter[] = parametersFromSchema(inputSchema);
  return {
    name: tool.name,
    description,
    inputSchema,
    ...(outputSchema ? { outputSchema } : {}),
    readOnly: tool.annotations?.readOnlyHint === true,
    record: {
      secure: false,
      path: tool.name,
      method: 'tools/call',
      description,
      parameters,
      response_schemas: {
        success: outputSchema ?? embedded?.schema ?? GENERIC_RESULT_SCHEMA,
        failure: GENERIC_ERROR,
      },
    },
  };
}
