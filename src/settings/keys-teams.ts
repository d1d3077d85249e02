import type { SettingKey } from './key-spec.js';

/**
 * The settings a team that runs the registry for others uses: `[auth]`, access tokens (JWTs)
 * from its OpenID Connect provider, accepted beside the registry's own `agk_` keys (read by
 * src/registry/keys/issuers.ts, grant rows parsed by keys/claims.ts); `[approvals]`, which
 * calls wait for a person to approve them (src/registry/approvals/); `[limits]`, how many calls an
 * application or a tool takes from everyone together (src/registry/keys/limits.ts).
 */
export const TEAM_KEYS: SettingKey[] = [
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
      "what a token's claims allow, one row each: '<claim> <value> = <scope> [application ...] [set:<tool set> ...]', e.g. " +
      "'scope tools.call = call', 'groups sales = call crm territory' or 'groups support = call set:accounts' " +
      '(scopes: read, call, admin, approve; the claim ' +
      'may hold a space-separated string or a list). Empty: the values read, call, admin and approve of the scope claim ' +
      'grant those scopes',
  },
  {
    section: 'approvals',
    key: 'apps',
    type: 'list',
    default: [],
    env: 'AGENT_APPROVALS_APPS',
    doc:
      'applications whose destructive tools (MCP destructiveHint, or an HTTP DELETE, PUT or PATCH) run only once a person ' +
      "with the approve scope has approved the exact call; '*': every application",
  },
  {
    section: 'approvals',
    key: 'tools',
    type: 'list',
    default: [],
    env: 'AGENT_APPROVALS_TOOLS',
    doc: 'more tools (<service>_<tool>) that need approval, whatever they do and whichever application they belong to',
  },
  {
    section: 'approvals',
    key: 'expires',
    type: 'integer',
    min: 10,
    max: 604800,
    default: 3600,
    env: 'AGENT_APPROVALS_EXPIRES',
    doc: 'seconds an approval request waits for a decision, and an approved call waits to be made',
  },
  {
    section: 'limits',
    key: 'apps',
    type: 'list',
    default: [],
    env: 'AGENT_LIMITS_APPS',
    doc:
      "calls an application takes, all callers together, one row each: '<app>=<rate>', e.g. 'crm=600/min'; with " +
      'database.url one budget for every replica; past it, 429 with Retry-After',
  },
  {
    section: 'limits',
    key: 'tools',
    type: 'list',
    default: [],
    env: 'AGENT_LIMITS_TOOLS',
    doc: "calls one tool takes, all callers together: '<service>_<tool>=<rate>', e.g. 'crm_delete_account=10/hour'",
  },
];
