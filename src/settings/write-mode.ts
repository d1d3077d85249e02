import { existsSync, readFileSync, writeFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { SettingsError } from './errors.js';
import type { Mode } from './keys.js';
import { keyLineRe, locateKey } from './toml-lines.js';

/**
 * Sets `features.mode` in a settings file, editing only that line: comments, blank lines,
 * line endings and the order of every other key are kept. Creates the key (and the
 * [features] section) when absent, and the file when there is none (./settings.toml).
 * The result is parsed before it replaces the file, so a file we cannot edit safely is
 * left untouched. Returns the file written.
 */
export function writeModeToFile(file: string | null, mode: Mode, cwd = process.cwd()): string {
  const target = file ?? join(cwd, 'settings.toml');
  const text = existsSync(target) ? readFileSync(target, 'utf8') : '';
  const next = setKeyInSection(text, 'features', 'mode', JSON.stringify(mode));
  let written: unknown;
  try {
    written = (parseToml(next) as { features?: { mode?: unknown } }).features?.mode;
  } catch {
    written = undefined;
  }
  if (written !== mode) {
    throw new SettingsError(
      `cannot set features.mode in ${target} without rewriting it; edit the file by hand: [features] mode = "${mode}"`,
    );
  }
  const tmp = `${target}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, next);
    renameSync(tmp, target);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw new SettingsError(`cannot write ${target}: ${(err as Error).message}`);
  }
  return target;
}

/** Returns `text` with `[section] key = tomlValue`, changing nothing else. */
export function setKeyInSection(text: string, section: string, key: string, tomlValue: string): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text === '' ? [] : text.split(/\r?\n/);
  const { keyLine, sectionEnd } = locateKey(lines, section, key);
  if (keyLine >= 0) {
    const line = lines[keyLine]!;
    const dotted = !keyLineRe(key).test(line);
    const m = (dotted ? keyLineRe(`${section}\\s*\\.\\s*${key}`) : keyLineRe(key)).exec(line)!;
    lines[keyLine] = `${m[1]}${tomlValue}${m[3] ?? ''}`;
    return lines.join(eol);
  }
  if (sectionEnd >= 0) {
    lines.splice(sectionEnd, 0, `${key} = ${tomlValue}`);
    return lines.join(eol);
  }
  const hadFinalNewline = lines.length > 0 && lines[lines.length - 1] === '';
  if (hadFinalNewline) lines.pop();
  const gap = lines.length > 0 ? [''] : [];
  return [...lines, ...gap, `[${section}]`, `${key} = ${tomlValue}`, ''].join(eol);
}
