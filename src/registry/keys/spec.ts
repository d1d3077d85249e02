import { hash, randomBytes } from 'node:crypto';
import { KeySpecError } from './errors.js';
import { SET_NAME } from '../config/tool-sets.js';
import { KEY_TOOLS, SCOPE_INCLUDES, SCOPES, type KeyTools, type Rate, type Scope } from './types.js';

/** Every token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const TOKEN_PREFIX = 'agk_';

/** A new token: the prefix and 32 random bytes (base64url). */
export function newToken(): string {
  return TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** What is stored instead of the token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

export function parseName(name: string): string {
  if (!NAME.test(name))
    throw new KeySpecError(
      `key name '${name}' is not allowed: use 1 to 64 letters, digits, '_', '.' or '-', starting with a letter or digit`,
    );
  return name;
}

/** `read,call` -> the scopes; each must be one of SCOPES. */
export function parseScopes(text: string): Scope[] {
  const given = text
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (given.length === 0) throw new KeySpecError(`--scopes is empty; allowed: ${SCOPES.join(', ')}`);
  for (const s of given)
    if (!(SCOPES as readonly string[]).includes(s))
      throw new KeySpecError(`unknown scope '${s}' in --scopes; allowed: ${SCOPES.join(', ')}`);
  return SCOPES.filter((s) => given.includes(s));
}

/** `a,b` -> distinct names for the flag, each one of `what` (letters, digits, '_', '-'); undefined: none given. */
function parseNames(text: string | undefined, flag: string, what: string): string[] {
  if (text === undefined) return [];
  const names = [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (names.length === 0) throw new KeySpecError(`${flag} is empty; give ${what} names separated by commas, or leave ${flag} out`);
  for (const n of names)
    if (!SET_NAME.test(n))
      throw new KeySpecError(`${flag}: '${n}' is not a${/^[aeiou]/.test(what) ? 'n' : ''} ${what} name (letters, digits, '_', '-')`);
  return names;
}

/** `a,b` -> application names (empty: every application). */
export const parseApps = (text: string | undefined): string[] => parseNames(text, '--apps', 'application');

/** `a,b` -> tool set names (empty: no limit to sets). Whether each is configured is the registry's to say (GET /sets). */
export const parseSets = (text: string | undefined): string[] => parseNames(text, '--sets', 'tool set');

/** `--tools`: what /mcp lists for the key (default all). */
export function parseKeyTools(text: string | undefined): KeyTools {
  const t = (text ?? 'all').trim().toLowerCase();
  if (!(KEY_TOOLS as readonly string[]).includes(t))
    throw new KeySpecError(`--tools '${text}' is not allowed; allowed: ${KEY_TOOLS.join(', ')}`);
  return t as KeyTools;
}

const UNITS: Record<string, number> = { s: 1, sec: 1, second: 1, m: 60, min: 60, minute: 60, h: 3600, hour: 3600 };

/** `600/min` (also `/s`, `/sec`, `/m`, `/h`, `/hour`) -> a Rate. */
export function parseRate(text: string): Rate {
  const m = /^\s*(\d+)\s*\/\s*([a-z]+)\s*$/i.exec(text);
  const seconds = m ? UNITS[m[2]!.toLowerCase()] : undefined;
  const count = m ? Number(m[1]) : NaN;
  if (!m || seconds === undefined || !Number.isSafeInteger(count) || count < 1)
    throw new KeySpecError(`--rate '${text}' is not a rate; write requests per unit, e.g. 600/min, 10/s or 5000/hour (count >= 1)`);
  return { count, seconds };
}

/** Whether a key's scopes include `needed` (SCOPE_INCLUDES: admin includes all, call includes read). */
export function hasScope(scopes: readonly Scope[], needed: Scope): boolean {
  return scopes.some((s) => s === needed || SCOPE_INCLUDES[s]?.includes(needed));
}
