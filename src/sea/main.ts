/**
 * Entry point of the single executable (bundled to CommonJS by scripts/build-binary.ts).
 * Sets up the embedded files, then runs the same CLI as bin/agent.js.
 */
import { CacheError } from './cache.js';
import { installHooks, setProgramGlobals } from './runtime.js';

async function run(): Promise<void> {
  setProgramGlobals();
  await installHooks();
  const { main } = await import('../cli/main.js');
  await main(process.argv);
}

run().catch((err: unknown) => {
  const message = err instanceof CacheError ? err.message : `unexpected error: ${(err as Error)?.stack ?? String(err)}`;
  process.stderr.write(`agent: error: ${message}\n`);
  process.exitCode = 1;
});
