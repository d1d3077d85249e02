/**
 * MCP call results and failures -> what the registry answers:
 *
 * - `structuredContent` when present;
 * - else one text block: parsed as JSON when it is JSON, else the text itself;
 * - else several blocks: a list of the same (binary blocks as `{type, mimeType, data}`);
 * - `isError: true` -> ToolCallError 502 whose message is the tool's own error text;
 * - the SDK's request timeout -> 504; anything else from the server -> 502.
 */
import { ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ToolCallError } from '../../types.js';

type Block = CallToolResult['content'][number];

/** Text as JSON when it is JSON, else as it is. */
export function parseMaybeJson(text: string): unknown {
  const t = text.trim();
  if (t === '') return text;
  const c = t[0]!;
  if (c === '{' || c === '[' || c === '"' || c === '-' || (c >= '0' && c <= '9') || t === 'true' || t === 'false' || t === 'null') {
    try {
      return JSON.parse(t);
    } catch {
      return text;
    }
  }
  return text;
}

function blockValue(b: Block): unknown {
  switch (b.type) {
    case 'text':
      return parseMaybeJson(b.text);
    case 'image':
    case 'audio':
      return { type: b.type, mimeType: b.mimeType, data: b.data };
    case 'resource':
      return { type: 'resource', resource: b.resource };
    default:
      return b;
  }
}

/** The text of a result's text blocks (for error messages). */
export function resultText(result: CallToolResult): string {
  return (result.content ?? [])
    .filter((b): b is Extract<Block, { type: 'text' }> => b.type === 'text')
    .map((b) => b.text)
    .join('\n')
    .trim();
}

/** A successful call's value, or the ToolCallError for a tool error. */
export function resultValue(result: CallToolResult, tool: string): unknown {
  if (result.isError) {
    throw new ToolCallError(502, resultText(result) || `Tool '${tool}' reported an error without a message`);
  }
  if (result.structuredContent !== undefined && result.structuredContent !== null) return result.structuredContent;
  const content = result.content ?? [];
  if (content.length === 0) return null;
  if (content.length === 1) return blockValue(content[0]!);
  return content.map(blockValue);
}

export function isTimeout(err: unknown): boolean {
  return err instanceof McpError && err.code === ErrorCode.RequestTimeout;
}

export function isConnectionClosed(err: unknown): boolean {
  return err instanceof McpError && err.code === ErrorCode.ConnectionClosed;
}

/** A JSON-RPC error the server answered with (the request reached it and was refused). */
export function serverError(err: unknown, server: string, tool: string): ToolCallError {
  if (err instanceof McpError) {
    const text = err.message.replace(/^MCP error -?\d+: /, '');
    if (err.code === ErrorCode.MethodNotFound || (err.code === ErrorCode.InvalidParams && /not found|unknown tool/i.test(text))) {
      return new ToolCallError(404, `Tool '${tool}' not found on MCP server '${server}': ${text}`);
    }
    if (err.code === ErrorCode.InvalidParams)
      return new ToolCallError(502, `MCP server '${server}' rejected the call to '${tool}': ${text}`);
    return new ToolCallError(502, `MCP server '${server}' failed to run '${tool}': ${text}`);
  }
  return new ToolCallError(502, `MCP server '${server}' failed to run '${tool}': ${(err as Error)?.message ?? String(err)}`);
}
