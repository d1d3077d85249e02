import { Command, CommanderError } from 'commander';
import { BUILD, VERSION } from '../version.js';
import { registerConfig } from './commands/config.js';
import { registerLifecycle } from './commands/lifecycle.js';
import { registerMode } from './commands/mode.js';
import { registerTools } from './commands/tools.js';
import { registerApis } from './commands/apis.js';
import { registerKeys } from './commands/keys.js';
import { registerApprovals } from './commands/approvals.js';
import { registerAuth } from './commands/auth.js';
import { registerDb } from './commands/db.js';
import { cliFailure } from './failure.js';
import { printError } from './output.js';

export function buildProgram(): Command {
  const program = new Command('agent')
    .description('One governed catalogue of real tools for LLM agents: tool registry, agent demo server, demo APIs')
    .version(`${VERSION} (${BUILD})`, '-V, --version')
    .showHelpAfterError('(run `agent --help` for usage)')
    .exitOverride();
  registerLifecycle(program);
  registerMode(program);
  registerConfig(program);
  registerTools(program);
  registerApis(program);
  registerKeys(program);
  registerApprovals(program);
  registerAuth(program);
  registerDb(program);
  return program;
}

/** One clear line on stderr and a non-zero exit for every failure a user can meet. */
export async function main(argv: string[]): Promise<void> {
  try {
    await buildProgram().parseAsync(argv);
  } catch (err) {
    if (err instanceof CommanderError) {
      process.exitCode = err.exitCode;
      return;
    }
    const { message, exitCode } = cliFailure(err);
    printError(message);
    process.exitCode = exitCode;
  }
}
