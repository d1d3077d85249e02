import type { LlmProvider, Mode } from './keys.js';

export interface Settings {
  features: { mode: Mode };
  api_mode: {
    enabled: boolean;
    browser_enabled: boolean;
    web_automation: boolean;
    max_concurrent_requests: number;
    request_timeout: number;
    progress_timeout: number;
    retry_attempts: number;
    cache_enabled: boolean;
    cache_ttl: number;
    connection_pool_size: number;
    ssl_verify: boolean;
    api_key_rotation: boolean;
    max_response_mb: number;
    audit_logging: boolean;
  };
  demo: {
    enabled: boolean;
    auto_start: boolean;
    port: number;
    api_registry_port: number;
    max_results: number;
    default_timeout: number;
    enable_logging: boolean;
  };
  server_ports: { crm_api: number; territory_api: number };
  registry: {
    allowed_hosts: string[];
    allowed_origins: string[];
    compat: 'agent' | 'cuga';
    mcp_page_size: number;
    mcp_search_above: number;
    search_learns_values: boolean;
    max_tool_schema_kb: number;
    load_workers: number;
  };
  llm: {
    provider: LlmProvider;
    base_url: string;
    model: string;
    host: string;
    api_key_env: string;
    max_tools: number;
    max_steps: number;
    result_chars: number;
  };
  browser: { executable_path: string; headless: boolean };
  observability: { metrics: boolean };
  database: { url: string };
  auth: { issuers: string[]; resource: string; audience: string; grants: string[] };
  approvals: { apps: string[]; tools: string[]; expires: number };
  limits: { apps: string[]; tools: string[] };
}

/** Where a value came from. */
export type SettingSource = 'default' | 'file' | 'env';

export interface LoadedSettings {
  values: Settings;
  /** The settings file in use, or null when running on built-in defaults. */
  file: string | null;
  /** `section.key` -> where its value came from (for env: the variable name). */
  sources: Record<string, { from: SettingSource; env?: string }>;
}
