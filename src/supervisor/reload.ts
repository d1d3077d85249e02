import { spawn, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../paths.js';
import { isSingleExecutable, selfCommand } from './self.js';
import { SupervisorError } from './errors.js';

/**
 * `agent serve <service> --reload`: runs the service as a child and restarts it when a
 * file of the program (dist/) changes, e.g. after `tsc --watch` rebuilt it. Development only.
 */
export async function runWithReload(serveArgs: string[]): Promise<void> {
  if (isSingleExecutable()) {
    throw new SupervisorError(
      '--reload watches the program files of a source install (dist/); the single executable ' +
        'has none: rebuild it and restart the service instead',
    );
  }
  const [cmd, prefix] = selfCommand();
  let child: ChildProcess | undefined;
  let stopping = false;
  let started = false;
  const startChild = () => {
    // --reset applies to the first start only: a code change must not reseed the data again
    const args = started ? serveArgs.filter((a) => a !== '--reset') : serveArgs;
    started = true;
    child = spawn(cmd, [...prefix, ...args], { stdio: 'inherit' });
    child.once('exit', (code) => {
      if (!stopping && code !== null && code !== 0)
        process.stderr.write(`service exited with code ${code}; waiting for a change to restart\n`);
    });
  };
  const restart = () => {
    const old = child;
    child = undefined;
    if (old && old.exitCode === null) {
      old.once('exit', startChild);
      old.kill('SIGTERM');
    } else startChild();
  };
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(join(packageRoot(), 'dist'), { recursive: true }, (_event, file) => {
    if (!file || !String(file).endsWith('.js')) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      process.stderr.write(`change in ${file}: restarting\n`);
      restart();
    }, 200);
  });
  startChild();
  await new Promise<void>((resolve) => {
    const stop = () => {
      stopping = true;
      watcher.close();
      if (child && child.exitCode === null) {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      } else resolve();
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  });
}
