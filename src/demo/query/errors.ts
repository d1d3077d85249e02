import { AgentError } from '../../shared/errors.js';

/**
 * A query that cannot run as written: an unknown or write tool as a source, a handle this
 * conversation does not have, a field no row holds where the step needs one, a value with
 * nothing to read it from. 422: the plan is at fault, and the message says which part and
 * what is allowed (a model gets it back as its `query` tool's error and can correct it).
 */
export class QueryError extends AgentError {
  override name = 'QueryError';
  constructor(message: string) {
    super(message, { status: 422 });
  }
}
