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
