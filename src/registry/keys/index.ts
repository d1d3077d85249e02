import { openRegistryDb } from '../store.js';
import { KeySpecError } from './errors.js';
import { hashToken, newToken, parseApps, parseKeyTools, parseSets, parseName, parseRate, parseScopes } from './spec.js';
import { sqlKeyStore } from './sql-store.js';
import type { KeyInfo, KeyStore } from './types.js';

export {
  keyGate,
  grantOf,
  appRefusal,
  toolRefusal,
  mayUse,
  scopeRefusal,
  routeAuthorizer,
  needScope,
  isOpenRequest,
  spendMore,
} from './gate.js';
export { KeyRing, callingKey, type Grant, type GrantSets } from './ring.js';
export { TokenIssuers } from './issuers.js';
export { registerResourceMetadata } from './metadata-route.js';
export type { KeyInfo, KeyStore, Scope } from './types.js';

export { sqlKeyStore } from './sql-store.js';

/** The key store the registry reads: PostgreSQL when database.url (`url`) is set, else the data directory's file. */
export async function openKeyStore(dataDir: string, url = ''): Promise<KeyStore> {
  return sqlKeyStore(await openRegistryDb(dataDir, url), true);
}

export interface NewKey {
  name: string;
  scopes: string;
  apps?: string;
  /** Named tool sets the key is limited to (commas). */
  sets?: string;
  rate?: string;
  /** What /mcp lists for the key: all (default) or search. */
  tools?: string;
}

/** `agent keys create`: validates, stores the hash, returns the key and its token (shown once, never stored). */
export async function createKey(store: KeyStore, spec: NewKey): Promise<{ key: KeyInfo; token: string }> {
  const name = parseName(spec.name);
  const scopes = parseScopes(spec.scopes);
  const apps = parseApps(spec.apps);
  const sets = parseSets(spec.sets);
  const tools = parseKeyTools(spec.tools);
  if (spec.rate !== undefined) parseRate(spec.rate);
  const token = newToken();
  const key: KeyInfo = {
    name,
    scopes,
    apps,
    sets,
    rate: spec.rate?.trim() ?? null,
    tools,
    created_at: new Date().toISOString(),
    last_used_at: null,
  };
  if (!(await store.create({ ...key, token_hash: hashToken(token) })))
    throw new KeySpecError(`a key named '${name}' already exists; revoke it first (agent keys revoke ${name}) or choose another name`);
  return { key, token };
}

/** `agent keys list`: every key without its hash. */
export async function listKeys(store: KeyStore): Promise<KeyInfo[]> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  return (await store.list()).map(({ token_hash, ...info }) => info);
}

export async function revokeKey(store: KeyStore, name: string): Promise<void> {
  if (!(await store.revoke(name))) {
    const known = (await store.list()).map((k) => k.name);
    throw new KeySpecError(`no key named '${name}'; known: ${known.join(', ') || 'none'}`);
  }
}
