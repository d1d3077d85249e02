import { SET_NAME } from '../config/tool-sets.js';
import type { ToolSets } from '../tool-sets.js';
import { KeySpecError } from './errors.js';
import type { GrantSets } from './ring.js';
import { SCOPES, type Scope } from './types.js';

/** One row of `auth.grants`: a claim holding a value grants a scope, on some applications or all, or on some tool sets. */
export interface ClaimGrant {
  claim: string;
  value: string;
  scope: Scope;
  /** Empty: every application. */
  apps: string[];
  /** Named tool sets (`set:<name>`); empty: no such limit. */
  sets: string[];
}

/** With no rows given: the scope claim's values read, call, admin and approve grant those scopes. */
const DEFAULT_ROWS: ClaimGrant[] = SCOPES.map((s) => ({ claim: 'scope', value: s, scope: s, apps: [], sets: [] }));

const ROW_SHAPE =
  "'<claim> <value> = <scope> [application ...] [set:<tool set> ...]', e.g. 'groups sales = call crm territory' " +
  "or 'groups support = call set:accounts'";
/** How a row names a tool set rather than an application. */
const SET_PREFIX = 'set:';

/** `auth.grants` -> rows; a row that cannot be read is an error naming it and the shape allowed. */
export function parseClaimGrants(rows: readonly string[]): ClaimGrant[] {
  if (rows.length === 0) return DEFAULT_ROWS;
  return rows.map((row, i) => {
    const eq = row.indexOf('=');
    const left = (eq === -1 ? '' : row.slice(0, eq)).trim().split(/\s+/).filter(Boolean);
    const right = (eq === -1 ? '' : row.slice(eq + 1)).trim().split(/\s+/).filter(Boolean);
    const where = `auth.grants[${i}] ('${row}')`;
    if (left.length !== 2 || right.length === 0) throw new KeySpecError(`${where} is not a grant row; write ${ROW_SHAPE}`);
    const scope = right[0]!.toLowerCase();
    if (!(SCOPES as readonly string[]).includes(scope))
      throw new KeySpecError(`${where}: unknown scope '${right[0]}'; allowed: ${SCOPES.join(', ')}`);
    const limits = right.slice(1);
    const sets = limits.filter((x) => x.startsWith(SET_PREFIX)).map((x) => x.slice(SET_PREFIX.length));
    const bad = sets.find((x) => !SET_NAME.test(x));
    if (bad !== undefined)
      throw new KeySpecError(`${where}: '${SET_PREFIX}${bad}' does not name a tool set; a set name is 1 to 64 letters, digits, '_' or '-'`);
    const apps = limits.filter((x) => !x.startsWith(SET_PREFIX));
    return { claim: left[0]!, value: left[1]!, scope: scope as Scope, apps, sets };
  });
}

/** The values of a claim: a space-separated string (OAuth `scope`) or a list of strings (`groups`, `roles`). */
function claimValues(payload: Record<string, unknown>, claim: string): Set<string> {
  const v = payload[claim];
  if (typeof v === 'string') return new Set(v.split(/\s+/).filter(Boolean));
  if (Array.isArray(v)) return new Set(v.filter((x): x is string => typeof x === 'string'));
  return new Set();
}

/**
 * What a token's claims allow: the union of the scopes of every row that matches, limited to
 * the union of their applications unless one matching row names none (then every
 * application). Null when no row matches.
 */
export function grantOfClaims(
  rows: readonly ClaimGrant[],
  payload: Record<string, unknown>,
  toolSets: ToolSets,
): { scopes: Scope[]; apps: string[]; sets: GrantSets | null } | null {
  const matched = rows.filter((r) => claimValues(payload, r.claim).has(r.value));
  if (matched.length === 0) return null;
  const scopes = SCOPES.filter((s) => matched.some((r) => r.scope === s));
  const apps = matched.some((r) => r.apps.length === 0) ? [] : [...new Set(matched.flatMap((r) => r.apps))];
  return { scopes, apps, sets: setLimit(matched, toolSets) };
}

/**
 * The tool-set limit of the rows a token matched: a tool may be used when one of those rows
 * allows it (its applications, if it names any, and its sets, if it names any). Null when no
 * row names a set, or one names neither an application nor a set (nothing is limited by sets).
 */
function setLimit(matched: readonly ClaimGrant[], toolSets: ToolSets): GrantSets | null {
  if (!matched.some((r) => r.sets.length > 0) || matched.some((r) => r.apps.length === 0 && r.sets.length === 0)) return null;
  return {
    names: [...new Set(matched.flatMap((r) => r.sets))],
    allows: (tool) =>
      matched.some(
        (r) => (r.apps.length === 0 || r.apps.includes(tool.app)) && (r.sets.length === 0 || toolSets.containsAny(r.sets, tool)),
      ),
  };
}

/** The claim values a token would need, in words (for a token that matched no row). */
export function describeClaimGrants(rows: readonly ClaimGrant[]): string {
  return rows.map((r) => `${r.claim} '${r.value}'`).join(', ');
}
