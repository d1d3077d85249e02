import type { OAuthConfig } from './oauth.js';

/**
 * The registry configuration after parsing and validation (DESIGN.md 4.1): every accepted
 * form of mcp_servers.yaml becomes a list of these. Secrets stay in `auth.value` (already
 * env-substituted) and never leave the process in listings, logs or errors.
 */
export interface AuthConfig {
  /** `bearer`, `header`, `api-key`, `basic`, `query` (src/registry/sources/auth.ts), or the name of the header to send. */
  type: string;
  value: string;
  /** The header (`header`, `api-key`), query parameter (`query`) or user name (`basic`). */
  key?: string;
}

/** What every kind of service may set: credentials, headers, whose token calls carry, warm-up. */
export interface ServiceCommon {
  name: string;
  description: string;
  auth?: AuthConfig;
  /** Extra headers sent with every request to the service (its document, its calls). */
  headers?: Record<string, string>;
  /**
   * Calls carry the caller's own access token (from the team's identity provider, [auth]) as
   * `Authorization: Bearer`, instead of the registry's credentials; a call made without one is
   * refused (403). The document or tool listing is still fetched with `auth` and `headers`.
   */
  passCallerToken?: boolean;
  /**
   * Once loaded (and after each reload) the registry reads each read-only tool of the service
   * that needs no argument, pages to the end, so that the tool search knows the values its
   * answers hold from the start (src/registry/search/warmup.ts).
   */
  searchWarmup?: boolean;
}

export interface OpenApiServiceConfig extends ServiceCommon {
  kind: 'openapi';
  name: string;
  /** URL or local file path of the OpenAPI description. */
  url: string;
  description: string;
  include?: string[];
  apiOverrides?: {
    operationId: string;
    description?: string;
    dropQueryParameters?: string[];
    dropRequestBodyParameters?: string[];
  }[];
}

/** The values of an MCP service's `protocol:`. */
export const MCP_PROTOCOLS = ['auto', '2025-11-25', '2026-07-28'] as const;

export interface McpServerConfig extends ServiceCommon {
  kind: 'mcp';
  name: string;
  description: string;
  /** Remote server: streamable HTTP, or SSE when the URL is SSE-style (ends in /sse) or `transport: sse`. */
  url?: string;
  /** Local server: started with an argument array, never through a shell. */
  command?: string;
  args?: string[];
  env?: Record<string, string>;
  transport?: 'stdio' | 'sse' | 'streamable-http';
  /**
   * The protocol revision spoken with the server: `auto` (the default) speaks 2026-07-28 to a
   * streamable HTTP server whose `server/discover` offers it and to a stdio server that refuses
   * 2025-11-25 naming it, else 2025-11-25; either revision pins it.
   */
  protocol?: (typeof MCP_PROTOCOLS)[number];
  /** Remote servers that want an OAuth access token (config/oauth.ts). */
  oauth?: OAuthConfig;
}

export interface TrmServiceConfig extends ServiceCommon {
  kind: 'trm';
  name: string;
  url: string;
  tools: string[];
  description: string;
}

export type ServiceConfig = OpenApiServiceConfig | McpServerConfig | TrmServiceConfig;

/** A service that could not be configured (e.g. a missing env variable): listed with status error. */
export interface BrokenServiceConfig {
  kind: 'broken';
  name: string;
  description: string;
  error: string;
  /** The kind the entry was meant to be, when it can be told. */
  type?: 'openapi' | 'mcp' | 'trm';
}

export interface RegistryConfig {
  /** The file it came from (null when none). */
  file: string | null;
  services: (ServiceConfig | BrokenServiceConfig)[];
  /** Named tool sets (`toolSets:`): patterns of tool or application names (src/registry/tool-sets.ts). */
  toolSets?: Record<string, string[]>;
}
