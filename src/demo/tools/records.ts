import { ApiRecordSchema } from '../../registry/api/schemas.js';
import type { ApiParameter, ApiRecord, JsonSchema } from '../../registry/types.js';
import type { AgentTool } from './types.js';

const JSON_TYPES = new Set(['string', 'integer', 'number', 'boolean', 'array', 'object', 'null']);
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A parameter's JSON Schema: its own schema when the registry gave one, else one built from type and description. */
function parameterSchema(p: ApiParameter): JsonSchema {
  if (p.schema && typeof p.schema === 'object')
    return { ...p.schema, description: p.description || (p.schema.description as string | undefined) };
  const schema: JsonSchema = { description: p.description };
  if (JSON_TYPES.has(p.type)) schema.type = p.type;
  return schema;
}

/** The args schema of a tool, built from its parameter list. */
export function inputSchemaOf(parameters: ApiParameter[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, parameterSchema(p)])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

/**
 * A registry record as a tool. Read-only when the registry says so (`read_only`, an extra
 * field) or, without that, when the HTTP method changes nothing (GET/HEAD/OPTIONS).
 */
export function toolFromRecord(name: string, record: ApiRecord & { read_only?: boolean; readOnly?: boolean }): AgentTool {
  const parameters = Array.isArray(record.parameters) ? record.parameters : [];
  const annotations = record.annotations;
  const flag = record.read_only ?? record.readOnly ?? (annotations?.readOnlyHint === true ? true : undefined);
  return {
    name,
    app: record.app_name,
    kind: 'api',
    description: record.description ?? '',
    parameters,
    inputSchema: inputSchemaOf(parameters),
    readOnly: typeof flag === 'boolean' ? flag : READ_METHODS.has(String(record.method ?? '').toUpperCase()),
    method: record.method,
    path: record.path,
    response_schemas: record.response_schemas,
    ...(annotations ? { annotations } : {}),
  };
}

/**
 * `GET /apis` (`{app: {tool: record}}`) as a flat, name-sorted tool list. Each record is
 * parsed with the registry's own record schema; one that does not match is skipped and
 * reported to `skipped` with the reason (the other tools stay usable).
 */
export function toolsFromApis(apis: unknown, skipped: (tool: string, reason: string) => void = () => undefined): AgentTool[] {
  if (!apis || typeof apis !== 'object') return [];
  const tools: AgentTool[] = [];
  for (const records of Object.values(apis as Record<string, unknown>)) {
    if (!records || typeof records !== 'object') continue;
    for (const [name, raw] of Object.entries(records as Record<string, unknown>)) {
      const parsed = ApiRecordSchema.safeParse(raw);
      if (!parsed.success) {
        skipped(name, parsed.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`).join('; '));
        continue;
      }
      const flags = raw as { read_only?: boolean; readOnly?: boolean };
      tools.push(toolFromRecord(name, { ...parsed.data, read_only: flags.read_only, readOnly: flags.readOnly }));
    }
  }
  return tools.sort((a, b) => a.name.localeCompare(b.name));
}
