/**
 * MCP call results and failures -> what the registry answers.
 *
 * A result becomes a ContentResult: the result itself (content blocks as they are,
 * `structuredContent`), which `/mcp` passes on, and its JSON value for `/functions/call`:
 *
 * - `structuredContent` when present and every block is text (the text being its serialisation);
 * - else one block: a text block's text parsed as JSON when it is JSON, else the text
 *   itself; any other block (image, audio, resource_link, resource) as it is;
 * - else several blocks: a list of the same.
 *
 * Failures:
 * - `isError: true` -> ToolCallError 502 whose message is the tool's own error text and
 *   which carries the result; when the text is the SDK server's rendering of a
 *   JSON-RPC InvalidParams error (`MCP error -32602: ...`), the server rejected the
 *   arguments: ArgsInvalidError 422 (an unknown tool: 404);
 * - a JSON-RPC InvalidParams error -> 422 the same way (404 for an unknown tool);
 * - the SDK's request timeout -> 504; anything else from the server -> 502.
 */
import { ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ArgsInvalidError } from '../../errors.js';
import { ContentResult, ToolCallError, type McpToolResult } from '../../types.js';

type Block = CallToolResult['content'][number];

/** The prefix the MCP SDK puts before a JSON-RPC error's message (`MCP error -32602: `). */
const RPC_PREFIX = /^MCP error (-?\d+): /;

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
  return b.type === 'text' ? parseMaybeJson(b.text) : b;
}

/** The text of a result's text blocks (for error messages). */
export function resultText(result: CallToolResult): string {
  return (result.content ?? [])
    .filter((b): b is Extract<Block, { type: 'text' }> => b.type === 'text')
    .map((b) => b.text)
    .join('\n')
    .trim();
}

/** The JSON value of a successful result (what `POST /functions/call` answers). */
export function resultValue(result: CallToolResult): unknown {
  const content = result.content ?? [];
  const structured = result.structuredContent;
  if (structured !== undefined && structured !== null && content.every((b) => b.type === 'text')) return structured;
  if (content.length === 0) return structured ?? null;
  if (content.length === 1) return blockValue(content[0]!);
  return content.map(blockValue);
}

/**
 * The parts of a result the registry passes on (not the upstream's `_meta`, such as its own task
 * ids): the result itself when it has nothing else (so that its text as sent, resultTexts, goes on).
 */
function passedOn(result: CallToolResult): McpToolResult {
  if (onlyPassedOn(result)) return result as McpToolResult;
  const out: McpToolResult = { content: (result.content ?? []) as McpToolResult['content'] };
  if (result.structuredContent !== undefined && result.structuredContent !== null) out.structuredContent = result.structuredContent;
  if (result.isError) out.isError = true;
  return out;
}

function onlyPassedOn(result: CallToolResult): boolean {
  for (const k in result) if (k !== 'content' && k !== 'structuredContent' && k !== 'isError') return false;
  return (
    Array.isArray(result.content) &&
    (result.isError === undefined || result.isError === true) &&
    (result.structuredContent === undefined || result.structuredContent !== null)
  );
}

/** The server rejected the arguments (InvalidParams): 422, or 404 when it says it has no such tool. */
function rejected(text: string, server: string, tool: string): ToolCallError | undefined {
  if (/^Output validation error/i.test(text)) return undefined;
  if (/\bnot found\b|unknown tool|\bdisabled\b/i.test(text))
    return new ToolCallError(404, `Tool '${tool}' not found on MCP server '${server}': ${text}`);
  return new ArgsInvalidError(tool, [
    { loc: ['body', 'args'], msg: `MCP server '${server}' rejected the arguments: ${text}`, type: 'value_error' },
  ]);
}

/** A call's result as a ContentResult, or the ToolCallError for a tool error. */
export function callOutcome(result: CallToolResult, server: string, tool: string): ContentResult {
  if (result.isError) {
    const text = resultText(result);
    const rpc = RPC_PREFIX.exec(text);
    const plain = rpc ? text.slice(rpc[0].length) : text;
    const refused = rpc && Number(rpc[1]) === ErrorCode.InvalidParams ? rejected(plain, server, tool) : undefined;
    if (refused) throw refused;
    throw new ToolCallError(502, plain || `Tool '${tool}' reported an error without a message`, undefined, passedOn(result));
  }
  return new ContentResult(resultValue(result), passedOn(result));
}

export function isTimeout(err: unknown): boolean {
  return err instanceof McpError && err.code === ErrorCode.RequestTimeout;
}

/** The SDK gave up because a call that reports progress went past its total limit (maxTotalTimeout). */
export function isTotalTimeout(err: unknown): boolean {
  return (
    isTimeout(err) &&
    (err as McpError).data !== null &&
    typeof (err as McpError).data === 'object' &&
    'maxTotalTimeout' in ((err as McpError).data as object)
  );
}

export function isConnectionClosed(err: unknown): boolean {
  return err instanceof McpError && err.code === ErrorCode.ConnectionClosed;
}

/** A JSON-RPC error the server answered with (the request reached it and was refused). */
export function serverError(err: unknown, server: string, tool: string): ToolCallError {
  if (err instanceof McpError) {
    const text = err.message.replace(RPC_PREFIX, '');
    if (err.code === ErrorCode.MethodNotFound) return new ToolCallError(404, `Tool '${tool}' not found on MCP server '${server}': ${text}`);
    if (err.code === ErrorCode.InvalidParams) {
      const refused = rejected(text, server, tool);
      if (refused) return refused;
    }
    return new ToolCallError(502, `MCP server '${server}' failed to run '${tool}': ${text}`);
  }
  return new ToolCallError(502, `MCP server '${server}' failed to run '${tool}': ${(err as Error)?.message ?? String(err)}`);
}

/** What a failed call answers; undefined when the session is gone (the caller decides about re-sending). */
export function callFailure(
  err: unknown,
  server: string,
  tool: string,
  ms: { requestMs: number; progressMs: number },
): ToolCallError | undefined {
  if (err instanceof ToolCallError) return err;
  if (isTotalTimeout(err))
    return new ToolCallError(
      504,
      `Tool '${tool}' on MCP server '${server}' reported progress but did not finish within ` +
        `${ms.progressMs / 1000} s (api_mode.progress_timeout)`,
    );
  if (isTimeout(err))
    return new ToolCallError(
      504,
      `Tool '${tool}' on MCP server '${server}' did not answer within ${ms.requestMs / 1000} s (api_mode.request_timeout)`,
    );
  if (err instanceof McpError && !isConnectionClosed(err)) return serverError(err, server, tool);
  return undefined;
}
