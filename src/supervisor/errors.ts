import { AgentError } from '../shared/errors.js';
/** A supervisor failure with one clear line for the user (and the log to read, when there is one). */
export class SupervisorError extends AgentError {
  override name = 'SupervisorError';
}
