import type { Logger } from '../shared/logger.js';
import { validateArgs } from './args.js';
import type { CatalogCallOptions, CatalogTool } from './catalog-types.js';
import { ArgsInvalidError, callerTokenMissing } from './errors.js';
import { scrubJson, scrubText, scrubValue } from './scrub.js';
import { ContentResult, JsonText, ToolCallError, type CallOutcome, type McpToolResult } from './types.js';

export interface CallContext {
  logger: Logger;
  /** The time limit of a call that names none. */
  timeoutMs: number;
  /** Every configured secret. */
  secrets(): string[];
}

/**
 * One call of a catalogue tool: its args validated, then routed to its source; secrets are
 * scrubbed from what comes back, the result (an upstream may echo the credentials it
 * received) and any error, the caller's own token included.
 */
export async function callCatalogTool(
  ctx: CallContext,
  item: CatalogTool,
  args: Record<string, unknown>,
  opts: CatalogCallOptions,
): Promise<CallOutcome> {
  const fullName = item.name;
  const issues = validateArgs(item.tool, args);
  if (issues.length > 0) throw new ArgsInvalidError(fullName, issues);
  const timeoutMs = opts.timeoutMs ?? ctx.timeoutMs;
  const { source } = item;
  if (source.passesCallerToken && !opts.callerToken) throw callerTokenMissing(fullName, item.app);
  // the caller's token is a secret too: an upstream may echo what it received
  const secrets = source.passesCallerToken ? [...ctx.secrets(), opts.callerToken!] : ctx.secrets();
  let result: unknown;
  try {
    // with a secret to scrub the value is read at once: parsed as it arrives, never checked and then parsed
    const lazyValue = opts.lazyValue === true && secrets.length === 0;
    const options = { timeoutMs, cancel: opts.cancel, onProgress: opts.onProgress, relay: opts.relay, lazyValue };
    if (source.passesCallerToken) Object.assign(options, { callerToken: opts.callerToken });
    result = await (source.callContent ? source.callContent(item.tool.name, args, options) : source.call(item.tool.name, args, options));
  } catch (err) {
    if (err instanceof ArgsInvalidError)
      throw new ArgsInvalidError(
        fullName,
        err.issues.map((i) => ({ ...i, msg: scrubText(i.msg, secrets) })),
      );
    if (err instanceof ToolCallError) {
      const scrubbed = new ToolCallError(
        err.status,
        scrubText(err.message, secrets),
        err.upstreamBody === undefined ? undefined : scrubValue(err.upstreamBody, secrets),
        err.result === undefined ? undefined : (scrubValue(err.result, secrets) as McpToolResult),
      );
      throw scrubbed;
    }
    ctx.logger.error({ err, tool: fullName }, 'tool call failed unexpectedly');
    throw new ToolCallError(502, scrubText(`${fullName}: ${(err as Error)?.message ?? String(err)}`, secrets));
  }
  try {
    // nothing to scrub: the JsonText itself, its value still unread
    if (result instanceof JsonText) return secrets.length === 0 ? result : scrubJson(result.value, result.text, secrets);
    if (!(result instanceof ContentResult)) return { value: scrubValue(result, secrets) };
    return { value: scrubValue(result.value, secrets), mcp: scrubValue(result.mcp, secrets) as McpToolResult };
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
    // too deep to walk: answering unchecked could leak a credential
    throw new ToolCallError(502, `${fullName}: the result is nested too deeply to check it for credentials, so it is not returned`);
  }
}
