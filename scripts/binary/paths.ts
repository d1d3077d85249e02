import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the single executable is built; shared by the build, the test and the measurements. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const EXE = process.platform === 'win32' ? 'agent.exe' : 'agent';
export const BUILT_BINARY = join(ROOT, 'dist', EXE);
/** Intermediate files: bundle, generated sea-config.json, blob, manifests. */
export const WORK_DIR = join(ROOT, 'dist', 'binary');
