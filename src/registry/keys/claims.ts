import { KeySpecError } from './errors.js';
import { SCOPES, type Scope } from './types.js';

/** One row of `auth.grants`: a claim holding a value grants a scope, on some applications or all. */
export interface ClaimGrant {
  claim: string;
  value: string;
  scope: Scope;
  /** Empty: every application. */
  apps: string[];
}

/** With no rows given: the scope claim's values read, call, admin and approve grant those scopes. */
const DEFAULT_ROWS: ClaimGrant[] = SCOPES.map((s) => ({ claim: 'scope', value: s, scope: s, apps: [] }));

const ROW_SHAPE = "'<claim> <value> = <scope> [application ...]', e.g. 'groups sales = call crm territory'";

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
    return { claim: left[0]!, value: left[1]!, scope: scope as Scope, apps: right.slice(1) };
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
export function grantOfClaims(rows: readonly ClaimGrant[], payload: Record<string, unknown>): { scopes: Scope[]; apps: string[] } | null {
  const matched = rows.filter((r) => claimValues(payload, r.claim).has(r.value));
  if (matched.length === 0) return null;
  const scopes = SCOPES.filter((s) => matched.some((r) => r.scope === s));
  const apps = matched.some((r) => r.apps.length === 0) ? [] : [...new Set(matched.flatMap((r) => r.apps))];
  return { scopes, apps };
}

/** The claim values a token would need, in words (for a token that matched no row). */
export function describeClaimGrants(rows: readonly ClaimGrant[]): string {
  return rows.map((r) => `${r.claim} '${r.value}'`).join(', ');
}
