/**
 * Entry point of the single executable (bundled to CommonJS by scripts/build-binary.ts).
 * Sets up the embedded files, then runs the same CLI as bin/agent.js.
 */
import { cliFailure } from '../cli/failure.js';
import { installHooks, setProgramGlobals } from './runtime.js';

async function run(): Promise<void> {
  setProgramGlobals();
  await installHooks();
  const { main } = await import('../cli/main.js');
  await main(process.argv);
}

run().catch((err: unknown) => {
  const { message, exitCode } = cliFailure(err);
  process.stderr.write(`agent: error: ${message}\n`);
  process.exitCode = exitCode;
});
