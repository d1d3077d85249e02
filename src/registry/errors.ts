import type { ValidationIssue } from '../http/index.js';
import { ToolCallError } from './types.js';

/** Args that do not match the tool's JSON Schema: 422 listing each field and why. */
export class ArgsInvalidError extends ToolCallError {
  override name = 'ArgsInvalidError';
  constructor(
    readonly tool: string,
    readonly issues: ValidationIssue[],
  ) {
    super(422, `Invalid arguments for tool '${tool}'`);
  }
}

export const toolNotFound = (name: string) => new ToolCallError(404, `Tool '${name}' not found in any server`);

/** What a failed call answers over HTTP: status and JSON body. Upstream 4xx bodies pass through as they are. */
export function callErrorResponse(err: ToolCallError): { status: number; body: unknown } {
  if (err instanceof ArgsInvalidError) return { status: 422, body: { detail: err.issues } };
  if (err.status >= 400 && err.status < 500 && err.upstreamBody !== undefined) {
    const b = err.upstreamBody;
    return { status: err.status, body: b !== null && typeof b === 'object' ? b : { detail: b === null || b === '' ? err.message : String(b) } };
  }
  const status = err.status >= 400 && err.status < 600 ? err.status : 502;
  return { status, body: { detail: err.message } };
}
