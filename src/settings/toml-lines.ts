/**
 * Line-level view of a TOML settings file: where a `[section]` `key = value` line is.
 * Used to point validation errors at a line and to edit one value in place.
 */

const SECTION_RE = /^\s*\[\s*([A-Za-z0-9_.-]+)\s*\]\s*(#.*)?$/;

export function keyLineRe(key: string): RegExp {
  return new RegExp(`^(\\s*${key}\\s*=\\s*)("(?:[^"\\\\]|\\\\.)*"|'[^']*'|[^#\\s]+)(\\s*(#.*)?)$`);
}

export interface KeyLocation {
  /** Index of the `key = value` line, or -1. */
  keyLine: number;
  /** Index after the section's last key line (where a new key goes), or -1 when the section is absent. */
  sectionEnd: number;
}

/** Finds `key` in `[section]` (or as a top-level dotted key `section.key = ...`). */
export function locateKey(lines: string[], section: string, key: string): KeyLocation {
  const inSectionRe = keyLineRe(key);
  const dottedRe = keyLineRe(`${section.replace(/[.]/g, '\\.')}\\s*\\.\\s*${key}`);
  let current: string | null = null;
  let sectionEnd = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const header = SECTION_RE.exec(line);
    if (header) {
      current = header[1]!;
      if (current === section) sectionEnd = i + 1;
      continue;
    }
    if (current === null && dottedRe.test(line)) return { keyLine: i, sectionEnd };
    if (current !== section) continue;
    if (inSectionRe.test(line)) return { keyLine: i, sectionEnd };
    if (line.trim() !== '' && !line.trim().startsWith('#')) sectionEnd = i + 1;
  }
  return { keyLine: -1, sectionEnd };
}

/** 1-based line number of a key, or undefined when it is not on a line of its own. */
export function lineOfKey(text: string, section: string, key: string): number | undefined {
  const { keyLine } = locateKey(text.split(/\r?\n/), section, key);
  return keyLine >= 0 ? keyLine + 1 : undefined;
}
