/**
 * Contracts of the registry's API keys (leaf file): the scopes, a key as listed, a key as
 * stored (its token only as a hash), and the store behind one small interface (SQLite
 * today, the same file as the onboarded tools; PostgreSQL later).
 */

/** What a key may do: read the catalogue, call tools, administer (onboard, delete), approve destructive calls. */
export const SCOPES = ['read', 'call', 'admin', 'approve'] as const;
export type Scope = (typeof SCOPES)[number];

/** The scopes each scope includes besides itself: call and approve include read, admin includes everything. */
export const SCOPE_INCLUDES: Record<Scope, readonly Scope[]> = {
  read: [],
  call: ['read'],
  admin: ['read', 'call', 'approve'],
  approve: ['read'],
};

/** What `/mcp` lists for a key (`agent keys create --tools`). */
export const KEY_TOOLS = ['all', 'search'] as const;
export type KeyTools = (typeof KEY_TOOLS)[number];

/** A request budget: `count` requests per `seconds` (a token bucket holding at most `count`). */
export interface Rate {
  count: number;
  seconds: number;
}

/** A key as `agent keys list` shows it: never the token. */
export interface KeyInfo {
  name: string;
  scopes: Scope[];
  /** Applications the key is limited to; empty: every application. */
  apps: string[];
  /** Named tool sets (registry configuration `toolSets`) it is limited to; empty: no such limit. */
  sets: string[];
  /** The rate as given (`600/min`), or null for no limit. */
  rate: string | null;
  /** What `/mcp` lists for it: every tool (`all`), or the three search tools (`search`; see mcp-server/discovery.ts). */
  tools: KeyTools;
  created_at: string;
  last_used_at: string | null;
}

/** A key as stored: its info and the SHA-256 (hex) of its token. */
export interface StoredKey extends KeyInfo {
  token_hash: string;
}

/**
 * Where keys are kept. Writers (the CLI) and readers (every running registry) share it;
 * `watch` tells a reader that another process changed it.
 */
export interface KeyStore {
  list(): Promise<StoredKey[]>;
  /** Adds a key; false when a key of that name exists. */
  create(key: StoredKey): Promise<boolean>;
  /** Removes a key; false when there is none of that name. */
  revoke(name: string): Promise<boolean>;
  /**
   * Whether this registry requires keys even while none is in force: true from the first key
   * created on (revoking the last key then closes the registry instead of opening it).
   */
  required(): Promise<boolean>;
  /** Records when keys were last used (name -> ISO time). */
  touch(used: ReadonlyMap<string, string>): Promise<void>;
  /** Calls `onChange` (within `everyMs`) after another process changed the keys; returns the stop function. */
  watch(onChange: () => void, everyMs: number): () => void;
  close(): Promise<void>;
}
