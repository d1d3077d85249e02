import { AgentError, type AgentErrorOptions } from '../../shared/errors.js';

/**
 * A language model could not be used for a chat: unreachable (503), rejected key (503),
 * rate limited (503 + Retry-After), too slow (504), or an error answer (502). The chat
 * answers with this status; the detail never contains the key.
 */
export class LlmError extends AgentError {
  override name = 'LlmError';
  constructor(status: number, message: string, headers: AgentErrorOptions['headers'] = {}) {
    super(message, { status, headers });
  }
}

/**
 * The model endpoint did not answer at all (connection refused, DNS, TLS): the agent loop
 * lets the offline planner answer instead and says so; where no fallback exists, 503.
 */
export class LlmUnreachableError extends LlmError {
  override name = 'LlmUnreachableError';
  constructor(message: string) {
    super(503, message);
  }
}
