import type { ValidationIssue } from '../shared/errors.js';
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

  override body(): unknown {
    return { detail: this.issues };
  }
}

export const toolNotFound = (name: string) => new ToolCallError(404, `Tool '${name}' not found in any server`);

/** A call of a service that acts as its caller (`pass_caller_token`), made without an access token to pass on. */
export const callerTokenMissing = (name: string, app: string) =>
  new ToolCallError(
    403,
    `Tool '${name}' runs as its caller: '${app}' is configured with pass_caller_token, so a call needs an access token from ` +
      "the team's identity provider ([auth] issuers); this request came with an API key or with no credential, which is never passed on",
  );
