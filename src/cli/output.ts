import { AgentError } from '../shared/errors.js';
import chalk, { Chalk, type ChalkInstance } from 'chalk';

/**
 * Colour only on a TTY, never with NO_COLOR set (any non-empty value); FORCE_COLOR (any
 * value but empty, 0 or false) wins over both, e.g. to keep colour through a pager.
 */
export function colourLevel(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): 0 | 1 {
  const force = env.FORCE_COLOR?.trim().toLowerCase();
  if (force !== undefined && force !== '') return force === '0' || force === 'false' ? 0 : 1;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return 0;
  return stream.isTTY ? 1 : 0;
}

chalk.level = colourLevel(process.stdout);
/** Colours for stdout. */
export const c: ChalkInstance = chalk;
const cErr = new Chalk({ level: colourLevel(process.stderr) });

export function printJson(value: unknown): void {
  process.stdout.write(JSON.stringify(value, null, 2) + '\n');
}

export function println(text = ''): void {
  process.stdout.write(text + '\n');
}

/** Progress for long waits: on stderr, so --json output stays clean. */
export function progress(text: string): void {
  process.stderr.write(cErr.dim(text) + '\n');
}

/** The one-line failure message on stderr. */
export function printError(message: string): void {
  process.stderr.write(`${cErr.red('agent: error:')} ${message}\n`);
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
const width = (s: string) => s.replace(ANSI, '').length;

/** A plain aligned table; cells may carry colour. */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell + ' '.repeat(widths[i]! - width(cell)))
      .join('  ')
      .trimEnd();
  return [line(headers.map((h) => c.bold(h))), ...rows.map(line)].join('\n');
}

/** A failure the user must act on: one clear line, non-zero exit. */
export class CliError extends AgentError {
  override name = 'CliError';
  constructor(message: string, exitCode = 1) {
    super(message, { exitCode });
  }
}
