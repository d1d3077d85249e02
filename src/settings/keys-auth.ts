import type { SettingKey } from './key-spec.js';

/**
 * The `[auth]` section of the settings table: access tokens (JWTs) from the team's OpenID
 * Connect provider, accepted by the registry beside its own `agk_` keys. Read by
 * src/registry/keys/issuers.ts; the grant rows are parsed by src/registry/keys/claims.ts.
 */
export const AUTH_KEYS: SettingKey[] = [
  {
    section: 'auth',
    key: 'issuers',
    type: 'list',
    default: [],
    env: 'AGENT_AUTH_ISSUERS',
    doc:
      'issuer URLs (OpenID Connect or OAuth 2.0 authorization servers) whose signed access tokens the registry accepts as ' +
      "bearer tokens; their keys come from each issuer's discovery document (jwks_uri). Empty: only API keys",
  },
  {
    section: 'auth',
    key: 'resource',
    type: 'string',
    default: '',
    env: 'AGENT_AUTH_RESOURCE',
    pattern: { test: /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, text: 'an http(s) URL without query or fragment' },
    doc:
      "this registry's public URL as clients reach it (https://tools.example.com), published in the OAuth " +
      'protected-resource metadata (/.well-known/oauth-protected-resource); required when issuers are set',
  },
  {
    section: 'auth',
    key: 'audience',
    type: 'string',
    default: '',
    env: 'AGENT_AUTH_AUDIENCE',
    doc: "the audience (aud) a token must name; empty: the resource URL, or the resource URL + '/mcp'",
  },
  {
    section: 'auth',
    key: 'grants',
    type: 'list',
    default: [],
    env: 'AGENT_AUTH_GRANTS',
    doc:
      "what a token's claims allow, one row each: '<claim> <value> = <scope> [application ...]', e.g. " +
      "'scope tools.call = call' or 'groups sales = call crm territory' (scopes: read, call, admin, approve; the claim " +
      'may hold a space-separated string or a list). Empty: the values read, call, admin and approve of the scope claim ' +
      'grant those scopes',
  },
];
