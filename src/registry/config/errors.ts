import { AgentError } from '../../shared/errors.js';
/** A configuration file that cannot be used at all: YAML syntax, wrong field types, unknown keys. */
export class RegistryConfigError extends AgentError {
  override name = 'RegistryConfigError';
  constructor(readonly problems: string[]) {
    super(problems.length === 1 ? problems[0]! : `${problems.length} problems in the registry configuration:\n  ${problems.join('\n  ')}`);
  }
}
