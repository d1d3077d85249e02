import { existsSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { Mode } from './keys.js';

/**
 * Sets `features.mode` in a settings file, editing only that line: comments, blank lines
 * and the order of every other key are kept. Creates the key (and the [features]
 * section) when absent. Returns the file written.
 */
export function writeModeToFile(file: string | null, mode: Mode, cwd = process.cwd()): string {
  const target = file ?? join(cwd, 'settings.toml');
  const text = existsSync(target) ? readFileSync(target, 'utf8') : '';
  const next = setKeyInSection(text, 'features', 'mode', JSON.stringify(mode));
  const tmp = `${target}.${process.pid}.tmp`;
  writeFileSync(tmp, next);
  renameSync(tmp, target);
  return target;
}

const SECTION_RE = /^\s*\[([^\]]+)\]\s*(#.*)?$/;

export function setKeyInSection(text: string, section: string, key: string, tomlValue: string): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text === '' ? [] : text.split(/\r?\n/);
  const keyRe = new RegExp(`^(\\s*${key}\\s*=\\s*)("(?:[^"\\\\]|\\\\.)*"|'[^']*'|[^#\\s]+)(\\s*(#.*)?)$`);
  let inSection = false;
  let sectionEnd = -1;
  for (let i = 0; i < lines.length; i++) {
    const header = SECTION_RE.exec(lines[i]!);
    if (header) {
      if (inSection) break;
      inSection = header[1]!.trim() === section;
      if (inSection) sectionEnd = i + 1;
      continue;
    }
    if (!inSection) continue;
    const m = keyRe.exec(lines[i]!);
    if (m) {
      lines[i] = `${m[1]}${tomlValue}${m[3] ?? ''}`;
      return lines.join(eol);
    }
    if (lines[i]!.trim() !== '' && !lines[i]!.trim().startsWith('#')) sectionEnd = i + 1;
  }
  if (sectionEnd >= 0) {
    lines.splice(sectionEnd, 0, `${key} = ${tomlValue}`);
    return lines.join(eol);
  }
  const prefix = lines.length > 0 && lines[lines.length - 1] !== '' ? [''] : [];
  return [...lines, ...prefix, `[${section}]`, `${key} = ${tomlValue}`, ''].join(eol);
}
