/**
 * The one table of settings: every key, its type, default, environment override and
 * effect. Loading, validation, `agent config show`, the shipped settings.toml and the
 * JSON Schema in config/ are all derived from it.
 */
import { OPENAPI_KEYS } from './keys-openapi.js';
import { TEAM_KEYS } from './keys-teams.js';
import type { SettingKey } from './key-spec.js';

export type { SettingKey } from './key-spec.js';

export const MODES = ['api', 'hybrid', 'web'] as const;
export type Mode = (typeof MODES)[number];

export const LLM_PROVIDERS = ['auto', 'offline', 'ollama', 'openai', 'anthropic'] as const;
export type LlmProvider = (typeof LLM_PROVIDERS)[number];

export const SETTING_KEYS: SettingKey[] = [
  {
    section: 'features',
    key: 'mode',
    type: 'enum',
    allowed: MODES,
    default: 'api',
    env: 'AGENT_MODE',
    doc: 'agent mode: api (registry tools only), hybrid (registry + browser tools), web (browser tools only)',
  },

  {
    section: 'api_mode',
    key: 'enabled',
    type: 'boolean',
    default: true,
    env: 'AGENT_API_MODE_ENABLED',
    doc: 'registry (API) tools usable at all',
  },
  {
    section: 'api_mode',
    key: 'browser_enabled',
    type: 'boolean',
    default: true,
    env: 'AGENT_BROWSER_ENABLED',
    doc: 'browser tools usable in hybrid/web mode (never in api mode)',
  },
  {
    section: 'api_mode',
    key: 'web_automation',
    type: 'boolean',
    default: true,
    env: 'AGENT_WEB_AUTOMATION',
    doc: 'browser write actions (click, fill, submit); false = read-only browsing',
  },
  {
    section: 'api_mode',
    key: 'max_concurrent_requests',
    type: 'integer',
    min: 1,
    default: 10,
    env: 'AGENT_MAX_CONCURRENT_REQUESTS',
    doc: 'chats executed at once; more wait, then get 503 + Retry-After',
  },
  {
    section: 'api_mode',
    key: 'request_timeout',
    type: 'integer',
    min: 1,
    default: 30,
    env: 'AGENT_REQUEST_TIMEOUT',
    doc: 'seconds allowed per tool call and per LLM call',
  },
  {
    section: 'api_mode',
    key: 'progress_timeout',
    type: 'integer',
    min: 1,
    default: 600,
    env: 'AGENT_PROGRESS_TIMEOUT',
    doc:
      'seconds an MCP tool call may run in all while it keeps reporting progress (each progress ' +
      'report restarts request_timeout; this bounds the total), and keep waiting for its client to answer what ' +
      'the MCP server asked (a 2026-07-28 client: the call is held for its retry; in a chat: how long a form waits for ' +
      "its person, counted from the call's start)",
  },
  {
    section: 'api_mode',
    key: 'retry_attempts',
    type: 'integer',
    min: 0,
    max: 10,
    default: 3,
    doc: 'retries of failed idempotent tool calls (network errors, 502/503/504)',
  },
  {
    section: 'api_mode',
    key: 'cache_enabled',
    type: 'boolean',
    default: true,
    env: 'AGENT_CACHE_ENABLED',
    doc: 'cache results of read-only tool calls',
  },
  {
    section: 'api_mode',
    key: 'cache_ttl',
    type: 'integer',
    min: 0,
    default: 300,
    doc:
      "seconds a cached result lives; a change made through an app's tool (create, update, delete) drops that app's " +
      'cached results at once, so the next read sees it',
  },
  {
    section: 'api_mode',
    key: 'connection_pool_size',
    type: 'integer',
    min: 1,
    default: 20,
    doc: 'pooled keep-alive connections per upstream origin',
  },
  { section: 'api_mode', key: 'ssl_verify', type: 'boolean', default: true, doc: 'verify TLS certificates of outbound HTTPS' },
  {
    section: 'api_mode',
    key: 'api_key_rotation',
    type: 'boolean',
    default: false,
    doc: 'the LLM key variable may hold several comma-separated keys: rotate per request, skip a key after 401/429',
  },
  {
    section: 'api_mode',
    key: 'max_response_mb',
    type: 'integer',
    min: 1,
    max: 1024,
    default: 8,
    env: 'AGENT_MAX_RESPONSE_MB',
    doc:
      "largest upstream response body read, in MiB (registry calls and the demo's registry " +
      'client); past it a call fails with 502 naming this limit',
  },
  {
    section: 'api_mode',
    key: 'audit_logging',
    type: 'boolean',
    default: false,
    doc: 'one JSON line per chat and per tool call (secrets redacted) in AGENT_HOME/logs/audit.log',
  },

  { section: 'demo', key: 'enabled', type: 'boolean', default: true, doc: '`agent start demo` refuses when false' },
  {
    section: 'demo',
    key: 'auto_start',
    type: 'boolean',
    default: true,
    doc: '`agent start demo` also starts the registry and the demo APIs',
  },
  {
    section: 'demo',
    key: 'port',
    type: 'integer',
    min: 1,
    max: 65535,
    default: 8005,
    env: 'AGENT_DEMO_PORT',
    doc: 'agent demo server port',
  },
  {
    section: 'demo',
    key: 'api_registry_port',
    type: 'integer',
    min: 1,
    max: 65535,
    default: 8001,
    env: 'AGENT_API_REGISTRY_PORT',
    doc: 'tool registry port (used by the registry and its clients)',
  },
  {
    section: 'demo',
    key: 'max_results',
    type: 'integer',
    min: 1,
    default: 10,
    doc: 'rows of a list shown in a chat answer (the full count is always stated)',
  },
  {
    section: 'demo',
    key: 'default_timeout',
    type: 'integer',
    min: 1,
    default: 30,
    env: 'AGENT_DEMO_TIMEOUT',
    doc: 'seconds allowed for a whole chat',
  },
  { section: 'demo', key: 'enable_logging', type: 'boolean', default: true, doc: 'request logging on the demo server' },

  {
    section: 'server_ports',
    key: 'crm_api',
    type: 'integer',
    min: 1,
    max: 65535,
    default: 8007,
    env: 'AGENT_CRM_PORT',
    doc: 'CRM demo API port (CLI --port wins)',
  },
  {
    section: 'server_ports',
    key: 'territory_api',
    type: 'integer',
    min: 1,
    max: 65535,
    default: 8888,
    env: 'AGENT_TERRITORY_PORT',
    doc: 'sales-territory demo API port (CLI --port wins)',
  },

  {
    section: 'llm',
    key: 'provider',
    type: 'enum',
    allowed: LLM_PROVIDERS,
    default: 'auto',
    env: 'AGENT_LLM_PROVIDER',
    doc:
      'auto (an OPENAI_API_KEY, else an ANTHROPIC_API_KEY in the environment picks that provider; else Ollama when reachable ' +
      'with the model; else offline), offline, ollama, openai (any OpenAI-compatible Chat Completions endpoint), anthropic',
  },
  {
    section: 'llm',
    key: 'base_url',
    type: 'string',
    default: '',
    env: 'AGENT_LLM_BASE_URL',
    pattern: { test: /^https?:\/\/[^\s/]+(\/\S*)?$/, text: 'an http(s) URL, or "" for the provider default' },
    doc: 'model endpoint; "" = per provider (https://api.openai.com/v1, https://api.anthropic.com; ollama keeps llm.host / OLLAMA_HOST)',
  },
  {
    section: 'llm',
    key: 'model',
    type: 'string',
    default: '',
    env: 'AGENT_LLM_MODEL',
    doc: 'model name (must support tool calling); "" = per provider (gpt-4.1-mini, claude-sonnet-4-5, qwen2.5:7b-instruct)',
  },
  { section: 'llm', key: 'host', type: 'string', default: 'http://127.0.0.1:11434', env: 'OLLAMA_HOST', doc: 'Ollama address' },
  {
    section: 'llm',
    key: 'api_key_env',
    type: 'string',
    default: '',
    doc: 'name of the environment variable holding the LLM key; "" = per provider (OPENAI_API_KEY, ANTHROPIC_API_KEY, OLLAMA_API_KEY)',
  },
  {
    section: 'llm',
    key: 'max_tools',
    type: 'integer',
    min: 2,
    max: 128,
    default: 20,
    doc: 'tools offered to a model per turn: a larger catalogue is shortlisted by retrieval, plus a find_tools tool to search the rest',
  },
  { section: 'llm', key: 'max_steps', type: 'integer', min: 1, max: 50, default: 8, doc: 'tool-calling rounds (model calls) per chat' },
  {
    section: 'llm',
    key: 'result_chars',
    type: 'integer',
    min: 1000,
    max: 1_000_000,
    default: 32_000,
    doc:
      'characters of one tool result a model is sent whole (with its total); a larger one is sent as its count, fields, ' +
      'a sample and a handle that the query tool computes over',
  },

  {
    section: 'browser',
    key: 'executable_path',
    type: 'string',
    default: '',
    env: 'AGENT_BROWSER_PATH',
    doc: 'Chromium/Chrome to drive; empty = auto-detect',
  },
  { section: 'browser', key: 'headless', type: 'boolean', default: true, doc: 'run the browser without a window' },

  {
    section: 'registry',
    key: 'allowed_hosts',
    type: 'list',
    default: [],
    env: 'AGENT_REGISTRY_ALLOWED_HOSTS',
    doc:
      'host names or IP addresses that onboarded tool URLs may target although they are ' +
      'loopback, private, link-local or metadata addresses (SSRF guard)',
  },
  {
    section: 'registry',
    key: 'allowed_origins',
    type: 'list',
    default: [],
    env: 'AGENT_REGISTRY_ALLOWED_ORIGINS',
    doc: 'browser origins (scheme://host:port) allowed to call the services besides their own (DNS-rebinding guard)',
  },
  {
    section: 'registry',
    key: 'compat',
    type: 'enum',
    allowed: ['agent', 'cuga'],
    default: 'agent',
    env: 'AGENT_REGISTRY_COMPAT',
    doc: 'cuga: answer as CUGA does (failures as HTTP 200 exception objects, lenient args, lower-case tool names); agent: honest statuses',
  },
  {
    section: 'registry',
    key: 'mcp_page_size',
    type: 'integer',
    min: 1,
    max: 100000,
    default: 500,
    env: 'AGENT_REGISTRY_MCP_PAGE_SIZE',
    doc: 'tools per page of tools/list on the /mcp endpoint (the rest follow with nextCursor)',
  },
  {
    section: 'registry',
    key: 'mcp_search_above',
    type: 'integer',
    min: 0,
    max: 10000000,
    default: 0,
    env: 'AGENT_REGISTRY_MCP_SEARCH_ABOVE',
    doc: 'when a /mcp client may see more tools than this, tools/list offers search_tools, describe_tools and call_tool (0: never)',
  },
  {
    section: 'registry',
    key: 'search_learns_values',
    type: 'boolean',
    default: true,
    env: 'AGENT_REGISTRY_SEARCH_LEARNS_VALUES',
    doc: 'tool search also finds a tool by the values its answers held (names, places: words, in memory, bounded); false: its text only',
  },
  {
    section: 'observability',
    key: 'metrics',
    type: 'boolean',
    default: true,
    env: 'AGENT_METRICS',
    doc: 'GET /metrics (Prometheus text format) on every service, and the request, tool-call and chat metrics behind it; false: neither',
  },
  ...OPENAPI_KEYS,
  {
    section: 'database',
    key: 'url',
    type: 'string',
    default: '',
    env: 'AGENT_DATABASE_URL',
    doc:
      'empty: SQLite files under AGENT_HOME/data; postgres://user:password@host:5432/db puts the CRM, the registry store ' +
      '(onboarded tools, keys) and the demo chat sessions in PostgreSQL, shared by any number of replicas (see "Beyond one machine")',
  },
  ...TEAM_KEYS,
];

export const SECTIONS = [...new Set(SETTING_KEYS.map((k) => k.section))];

/** One line per section, for the shipped settings.toml, the JSON Schema and the docs. */
export const SECTION_DOCS: Record<string, string> = {
  features: 'What the agent may do',
  api_mode: 'Tool calls: capability switches, limits, retries, cache, connections, audit',
  demo: 'The agent demo server (`agent start demo`)',
  server_ports: 'Ports of the demo business APIs',
  registry: 'Who may reach the tool registry, what onboarded tools may reach, and whose conventions it answers in',
  llm: 'The language model used by the demo server (the offline planner needs none)',
  browser: 'The browser driven in hybrid and web modes',
  observability: 'Metrics (traces are configured by the standard OTEL_* environment variables)',
  database: 'Where the stateful parts keep their data: SQLite files (default) or one PostgreSQL database',
  auth: 'Access tokens from your OpenID Connect provider, accepted beside API keys (see "A team\'s identity provider")',
  approvals: 'Calls that wait for a person to approve them, bound to their exact arguments',
  limits: "Calls an application or a tool takes from all callers together (beside each key's own --rate)",
};

/** What a key accepts, in words (used by every validation message). */
export function describeAllowed(spec: SettingKey): string {
  switch (spec.type) {
    case 'boolean':
      return 'true or false';
    case 'integer':
      return spec.max === undefined ? `an integer >= ${spec.min}` : `an integer from ${spec.min} to ${spec.max}`;
    case 'enum':
      return `one of ${spec.allowed.join(', ')}${spec.key === 'mode' ? ' (browser = web)' : ''}`;
    case 'string':
      return spec.pattern?.text ?? 'a string';
    case 'list':
      return 'a list of strings';
  }
}
