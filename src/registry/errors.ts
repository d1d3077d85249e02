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
