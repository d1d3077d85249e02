/**
 * Catalogue tools as MCP tools, and catalogue call outcomes as MCP tool results.
 *
 * - every catalogue tool (OpenAPI, MCP, TRM, onboarded) is listed under its registry name
 *   with its input schema (argument names a model provider would refuse renamed:
 *   arg-names.ts), its output schema when it declares an object one, and
 *   `readOnlyHint` when calling it changes nothing; an MCP server's tool keeps its `title`
 *   and its annotations as the server gave them;
 * - an MCP server's result is passed on as the server gave it: its content blocks (text,
 *   image, audio, resource_link, resource, with their annotations), `structuredContent`
 *   (when it has none and its one text block is a JSON object, that object);
 * - any other result is one text block (the JSON, or the text) plus `structuredContent`
 *   when it is a JSON object (required when an output schema is declared);
 * - a failed call is an `isError` result whose text starts with the HTTP status the
 *   registry would answer (`502: widget 42 is out of stock`), so the model can read it;
 *   an MCP tool's own error result keeps its other blocks; invalid args list each field;
 *   an unknown tool is a JSON-RPC InvalidParams error.
 */
import { ErrorCode, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { offeredSchema } from '../arg-names.js';
import type { CatalogTool } from '../catalog.js';
import type { CallOutcome } from '../types.js';
import { AgentError } from '../../shared/errors.js';
import { ArgsInvalidError } from '../errors.js';
import { resultTexts, ToolCallError, type JsonSchema } from '../types.js';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The input schema as offered: an object schema with argument names clients accept (arg-names.ts). */
function objectSchema(schema: JsonSchema | undefined): Tool['inputSchema'] {
  const s = isObject(schema) ? offeredSchema(schema) : {};
  return { ...s, type: 'object' } as Tool['inputSchema'];
}

/** An output schema MCP can carry: a JSON object schema (arrays and scalars have none). */
function outputSchemaOf(t: CatalogTool): Tool['outputSchema'] | undefined {
  const s = t.tool.outputSchema;
  if (!isObject(s)) return undefined;
  const type = s.type;
  if (type !== 'object' && !(type === undefined && isObject(s.properties))) return undefined;
  return { ...s, type: 'object' } as Tool['outputSchema'];
}

/** A catalogue tool as MCP lists it: under its registry name, or (an application's endpoint) its own. */
export function mcpTool(t: CatalogTool, name = t.name): Tool {
  const tool: Tool = {
    name,
    description: t.tool.description || t.record.description || `${t.app} ${t.tool.name}`,
    inputSchema: objectSchema(t.tool.inputSchema),
    annotations: { title: t.tool.title ?? `${t.app}: ${t.tool.name}`, ...t.tool.annotations, readOnlyHint: t.tool.readOnly },
  };
  if (t.tool.title) tool.title = t.tool.title;
  const out = outputSchemaOf(t);
  if (out) tool.outputSchema = out;
  return tool;
}

/**
 * A JSON-RPC error whose message is the text as it is (an McpError's message already
 * carries `MCP error <code>: `, which clients add again).
 */
export function rpcFailure(code: number, message: string, data?: unknown): Error {
  return Object.assign(new Error(message), data === undefined ? { code } : { code, data });
}

export function mcpResult({ value, mcp }: CallOutcome): CallToolResult {
  if (mcp) {
    // one JSON object as text and no structured content: that object, as for every other tool
    const json = mcp.structuredContent === undefined && mcp.content.length === 1 && mcp.content[0]!.type === 'text' && isObject(value);
    if (json) return { ...mcp, structuredContent: value } as CallToolResult;
    const copy = { ...mcp } as CallToolResult;
    const text = resultTexts.get(mcp);
    if (text !== undefined) resultTexts.set(copy, text);
    return copy;
  }
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
  const result: CallToolResult = { content: [{ type: 'text', text }] };
  if (isObject(value)) result.structuredContent = value;
  return result;
}

/** A failed catalogue call as an MCP answer (thrown McpError for an unknown tool). */
export function mcpError(name: string, err: unknown): CallToolResult {
  if (err instanceof ToolCallError && err.status === 404 && /not found in any server/.test(err.message)) {
    throw rpcFailure(ErrorCode.InvalidParams, err.message);
  }
  if (err instanceof ToolCallError && err.result) {
    // the tool's own error result: its blocks as they are, the first text led by the status
    const content = [...err.result.content];
    const first = content.findIndex((b) => b.type === 'text');
    const texts = content.filter((b) => b.type === 'text').length;
    if (first >= 0)
      content[first] = { ...content[first], text: `${err.status}: ${texts === 1 ? err.message : String(content[first]!.text)}` };
    else content.unshift({ type: 'text', text: `${err.status}: ${err.message}` });
    return { ...err.result, content, isError: true } as CallToolResult;
  }
  if (err instanceof ArgsInvalidError) {
    const lines = err.issues.map((i) => `- ${i.loc.slice(2).join('.') || '(args)'}: ${i.msg}`);
    return { isError: true, content: [{ type: 'text', text: `422: ${err.message}\n${lines.join('\n')}` }] };
  }
  if (err instanceof AgentError) {
    const upstream = err instanceof ToolCallError ? err.upstreamBody : undefined;
    const body = upstream === undefined ? '' : `\n${typeof upstream === 'string' ? upstream : JSON.stringify(upstream)}`;
    return { isError: true, content: [{ type: 'text', text: `${err.status}: ${err.message}${body}` }] };
  }
  return { isError: true, content: [{ type: 'text', text: `502: ${name}: ${(err as Error)?.message ?? String(err)}` }] };
}
