import type { SettingKey } from './key-spec.js';

/**
 * The settings of the registry's OpenAPI descriptions: how large an input schema a tool
 * offers (src/registry/sources/openapi/offer.ts), and how many threads load descriptions
 * (src/registry/sources/openapi/load-pool.ts).
 */
export const OPENAPI_KEYS: SettingKey[] = [
  {
    section: 'registry',
    key: 'max_tool_schema_kb',
    type: 'integer',
    default: 64,
    min: 1,
    max: 65536,
    env: 'AGENT_REGISTRY_MAX_TOOL_SCHEMA_KB',
    doc:
      'largest input schema offered per OpenAPI tool (/mcp tools/list), in KiB of JSON: a larger one is offered with ' +
      'descriptions trimmed and deep branches summarised (the tool gets a warning); calls are still validated against the full schema',
  },
  {
    section: 'registry',
    key: 'load_workers',
    type: 'integer',
    default: 1,
    min: 0,
    max: 8,
    env: 'AGENT_REGISTRY_LOAD_WORKERS',
    doc:
      'threads that read, parse and build OpenAPI descriptions (start-up, reload, onboarding), the serving thread only taking ' +
      'the finished records; 0: they load on the serving thread, in slices',
  },
];
