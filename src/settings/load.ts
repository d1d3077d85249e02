import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse as parseToml, TomlError } from 'smol-toml';
import { agentHome, packageRoot } from '../paths.js';
import { SettingsError } from './errors.js';
import { describeAllowed, SETTING_KEYS, SECTIONS, type SettingKey } from './keys.js';
import { lineOfKey } from './toml-lines.js';
import type { LoadedSettings, Settings, SettingSource } from './types.js';

/** `browser` is accepted wherever a mode is, and means `web`. */
export function normaliseMode(value: string): string {
  return value.trim().toLowerCase() === 'browser' ? 'web' : value.trim().toLowerCase();
}

/**
 * AGENT_SETTINGS_FILE, else ./settings.toml, else AGENT_HOME/settings.toml (where `agent mode`
 * writes when no file of the user's is in use), else the one shipped beside the program, else none.
 */
export function findSettingsFile(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string | null {
  if (env.AGENT_SETTINGS_FILE && env.AGENT_SETTINGS_FILE.trim() !== '') {
    const file = resolve(cwd, env.AGENT_SETTINGS_FILE);
    if (!existsSync(file)) throw new SettingsError(`AGENT_SETTINGS_FILE points at ${file}, which does not exist`);
    return file;
  }
  const shipped = shippedSettingsFile();
  const here = join(cwd, 'settings.toml');
  // in the program's own folder (a clone), ./settings.toml is the shipped file: AGENT_HOME's comes first
  for (const candidate of [...(resolve(here) === resolve(shipped) ? [] : [here]), join(agentHome(env), 'settings.toml'), shipped]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** The settings.toml shipped beside the program (inside the single executable's unpacked folder, or the installed package). */
export function shippedSettingsFile(): string {
  return join(packageRoot(), 'settings.toml');
}

/**
 * Where a setting the user changes (`agent mode`) is written: the settings file in use, unless
 * that is the shipped one (a later version replaces it) or there is none: then
 * AGENT_HOME/settings.toml, where the user can see it and it outlives upgrades.
 */
export function userSettingsFile(inUse: string | null, env: NodeJS.ProcessEnv = process.env): string {
  return inUse && resolve(inUse) !== resolve(shippedSettingsFile()) ? inUse : join(agentHome(env), 'settings.toml');
}

function badValue(where: string, spec: SettingKey, value: unknown): SettingsError {
  return new SettingsError(
    `${where}: ${spec.section}.${spec.key} = ${JSON.stringify(value)} is not allowed; expected ${describeAllowed(spec)}`,
  );
}

/** Checks a value read from the TOML file (already typed by TOML). */
function checkFileValue(where: string, spec: SettingKey, value: unknown): unknown {
  switch (spec.type) {
    case 'boolean':
      if (typeof value !== 'boolean') throw badValue(where, spec, value);
      return value;
    case 'integer': {
      const n = typeof value === 'bigint' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < spec.min || (spec.max !== undefined && n > spec.max)) {
        throw badValue(where, spec, typeof value === 'bigint' ? n : value);
      }
      return n;
    }
    case 'enum': {
      if (typeof value !== 'string') throw badValue(where, spec, value);
      const v = spec.key === 'mode' ? normaliseMode(value) : value;
      if (!spec.allowed.includes(v)) throw badValue(where, spec, value);
      return v;
    }
    case 'string':
      if (typeof value !== 'string') throw badValue(where, spec, value);
      if (spec.pattern && value !== '' && !spec.pattern.test.test(value)) throw badValue(where, spec, value);
      return value;
    case 'list':
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) throw badValue(where, spec, value);
      return value.map((v) => v.trim()).filter((v) => v !== '');
  }
}

const TRUE = new Set(['true', '1', 'yes']);
const FALSE = new Set(['false', '0', 'no']);

/** Parses an environment variable's text by the key's type. */
function parseEnvValue(spec: SettingKey, name: string, raw: string): unknown {
  const where = `environment variable ${name}`;
  const text = raw.trim();
  switch (spec.type) {
    case 'boolean': {
      const t = text.toLowerCase();
      if (TRUE.has(t)) return true;
      if (FALSE.has(t)) return false;
      throw new SettingsError(
        `${where} = ${JSON.stringify(raw)} is not a boolean (for ${spec.section}.${spec.key}); expected true/false/1/0/yes/no`,
      );
    }
    case 'integer': {
      if (!/^-?\d+$/.test(text)) throw badValue(where, spec, raw);
      return checkFileValue(where, spec, Number(text));
    }
    case 'list':
      return checkFileValue(where, spec, text.split(','));
    default:
      return checkFileValue(where, spec, text);
  }
}

interface TomlDoc {
  text: string;
  doc: Record<string, unknown>;
}

function readToml(file: string): TomlDoc {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new SettingsError(`cannot read settings file ${file}: ${(err as Error).message}`);
  }
  try {
    return { text, doc: parseToml(text) as Record<string, unknown> };
  } catch (err) {
    if (err instanceof TomlError) {
      throw new SettingsError(`${file}:${err.line}:${err.column}: invalid TOML: ${err.message.split('\n')[0]}`);
    }
    throw err;
  }
}

function isTable(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
}

/** Rejects sections and keys the key table does not know (a typo must not be ignored silently). */
function checkShape(file: string, { text, doc }: TomlDoc): void {
  for (const [section, table] of Object.entries(doc)) {
    if (!isTable(table)) {
      throw new SettingsError(
        `${file}: '${section}' is a value outside any section; settings go in sections: ${SECTIONS.map((s) => `[${s}]`).join(', ')}`,
      );
    }
    if (!SECTIONS.includes(section)) {
      throw new SettingsError(`${file}: unknown section [${section}]; known sections: ${SECTIONS.join(', ')}`);
    }
    const known = SETTING_KEYS.filter((k) => k.section === section).map((k) => k.key);
    for (const key of Object.keys(table)) {
      if (!known.includes(key)) {
        throw new SettingsError(
          `${at(file, text, section, key)}: unknown key ${section}.${key}; known keys in [${section}]: ${known.join(', ')}`,
        );
      }
    }
  }
}

/** `file:line` when the key sits on its own line, else `file`. */
function at(file: string, text: string, section: string, key: string): string {
  const line = lineOfKey(text, section, key);
  return line === undefined ? file : `${file}:${line}`;
}

/** Loads, validates and merges defaults < file < environment into one typed object. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): LoadedSettings {
  const file = findSettingsFile(env, cwd);
  const toml: TomlDoc = file ? readToml(file) : { text: '', doc: {} };
  if (file) checkShape(file, toml);

  const values: Record<string, Record<string, unknown>> = {};
  const sources: LoadedSettings['sources'] = {};
  for (const spec of SETTING_KEYS) {
    const table = (values[spec.section] ??= {});
    let value: unknown = spec.default;
    let from: SettingSource = 'default';
    const fileTable = toml.doc[spec.section] as Record<string, unknown> | undefined;
    if (file && fileTable && spec.key in fileTable) {
      value = checkFileValue(at(file, toml.text, spec.section, spec.key), spec, fileTable[spec.key]);
      from = 'file';
    }
    const raw = spec.env ? env[spec.env] : undefined;
    if (spec.env && raw !== undefined && raw !== '') {
      value = parseEnvValue(spec, spec.env, raw);
      from = 'env';
    }
    table[spec.key] = value;
    sources[`${spec.section}.${spec.key}`] = from === 'env' ? { from, env: spec.env } : { from };
  }
  return { values: values as unknown as Settings, file, sources };
}
