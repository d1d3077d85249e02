import { AgentError } from '../shared/errors.js';

/**
 * The command-line surface of the error family: the one line a failure prints (without
 * the `agent: error:` prefix) and the exit code. An AgentError says its own message and
 * exit code (SettingsError 2, the rest 1 unless they say otherwise); anything else is a
 * defect and shows its stack.
 */
export function cliFailure(err: unknown): { message: string; exitCode: number } {
  if (err instanceof AgentError) return { message: err.message, exitCode: err.exitCode };
  return { message: `unexpected error: ${(err as Error)?.stack ?? String(err)}`, exitCode: 1 };
}
