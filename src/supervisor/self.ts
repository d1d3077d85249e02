import { join } from 'node:path';
import { createRequire } from 'node:module';
import { packageRoot } from '../paths.js';

const require = createRequire(import.meta.url);

/** True inside the single executable built with Node's SEA support. */
export function isSingleExecutable(): boolean {
  try {
    return (require('node:sea') as { isSea(): boolean }).isSea();
  } catch {
    return false;
  }
}

/** The command that runs this same program: [executable, ...leading args]. */
export function selfCommand(): [string, string[]] {
  if (isSingleExecutable()) return [process.execPath, []];
  return [process.execPath, [join(packageRoot(), 'bin', 'agent.js')]];
}
