/**
 * The stack the reliability suite and the cross-service load benchmark run against: the
 * whole product in-process on ephemeral ports (territory, CRM, registry, demo server with
 * the offline planner), with the registry federating every source kind — the two demo
 * APIs (OpenAPI), our edge-case MCP server over stdio, and the reference TRM server
 * (X-API-Key auth from an environment variable) — and the hot paths to drive.
 */
import type { Logger } from '../../src/http/index.js';
import { EDGE } from '../fixtures/mcp/servers.js';
import { startStack, type SettingsOverrides, type Stack } from './stack.js';
import { startTrmServer, type TrmServer } from './trm-server.js';

export interface FullStack extends Stack {
  trm: TrmServer;
  /** The TRM key, as set in the environment variable the registry config names. */
  trmKey: string;
}

export const TRM_KEY_ENV = 'RELIABILITY_TRM_KEY';

/** The registry config of the full stack (`{territory}` and `{crm}` are filled in by startStack). */
export function fullRegistryYaml(trmUrl: string): string {
  return [
    'servers:',
    '  - { name: territory, type: openapi, spec_url: "{territory}/openapi.json" }',
    '  - { name: crm, type: openapi, spec_url: "{crm}/openapi.json" }',
    'mcpServers:',
    '  edge:',
    `    command: ${JSON.stringify(process.execPath)}`,
    `    args: [${JSON.stringify(EDGE)}]`,
    '    description: Edge-case MCP server (stdio)',
    'trmServices:',
    '  runtime:',
    `    url: ${trmUrl}`,
    '    tools: [convert_currency, word_count, sleep]',
    `    auth: { type: X-API-Key, value: "\${${TRM_KEY_ENV}}" }`,
    '',
  ].join('\n');
}

export async function startFullStack(
  opts: { settingsOverrides?: SettingsOverrides; logger?: Logger; trmKey?: string; noDemo?: boolean } = {},
): Promise<FullStack> {
  const trmKey = opts.trmKey ?? 'trm-key-reliability-5150';
  const trm = await startTrmServer({ auth: { header: 'x-api-key', value: trmKey } });
  const previous = process.env[TRM_KEY_ENV];
  process.env[TRM_KEY_ENV] = trmKey;
  const overrides = opts.settingsOverrides ?? {};
  let stack: Stack;
  try {
    stack = await startStack({
      registryConfig: fullRegistryYaml(trm.url),
      logger: opts.logger,
      noDemo: opts.noDemo,
      settingsOverrides: {
        ...overrides,
        llm: { provider: 'offline', ...overrides.llm },
        demo: { enable_logging: false, ...overrides.demo },
      },
    });
  } catch (err) {
    await trm.close();
    throw err;
  } finally {
    if (previous === undefined) delete process.env[TRM_KEY_ENV];
    else process.env[TRM_KEY_ENV] = previous;
  }
  const stop = stack.stop;
  return {
    ...stack,
    trm,
    trmKey,
    stop: async () => {
      await stop();
      await trm.close();
    },
  };
}

export interface HotPath {
  service: 'territory' | 'crm' | 'registry' | 'demo';
  /** e.g. "GET /my-accounts" or "/functions/call (OpenAPI: territory_get_my_accounts)". */
  name: string;
  url: string;
  method: 'GET' | 'POST';
  /** Bodies sent in turn (POST). */
  bodies?: string[];
}

const call = (function_name: string, args: Record<string, unknown> = {}) => JSON.stringify({ function_name, args });

/** Messages the offline planner answers with one or two tool calls. */
export const CHAT_MESSAGES = [
  'list my accounts in California',
  'show the third-party accounts for the Tech Transformation campaign',
  'which job titles are at account acc_3',
  'contacts at account acc_5',
];

/**
 * The hot paths of every service (DESIGN.md: territory lists, CRM list and advanced queries,
 * registry calls to each source kind, /chat).
 */
export function hotPaths(s: Stack): HotPath[] {
  return [
    { service: 'territory', name: 'GET /my-accounts', url: `${s.territoryUrl}/my-accounts`, method: 'GET' },
    {
      service: 'territory',
      name: 'GET /third-party-accounts?campaign_name=Tech Transformation',
      url: `${s.territoryUrl}/third-party-accounts?campaign_name=Tech%20Transformation`,
      method: 'GET',
    },
    { service: 'territory', name: 'GET /contacts?account_id=acc_7', url: `${s.territoryUrl}/contacts?account_id=acc_7`, method: 'GET' },
    { service: 'crm', name: 'GET /accounts/?skip=500&limit=20', url: `${s.crmUrl}/accounts/?skip=500&limit=20`, method: 'GET' },
    { service: 'crm', name: 'GET /advanced/contacts/from-accounts/', url: `${s.crmUrl}/advanced/contacts/from-accounts/`, method: 'GET' },
    { service: 'crm', name: 'GET /advanced/opportunities/by-region/', url: `${s.crmUrl}/advanced/opportunities/by-region/`, method: 'GET' },
    {
      service: 'registry',
      name: 'POST /functions/call, OpenAPI (territory_get_my_accounts)',
      url: `${s.registryUrl}/functions/call`,
      method: 'POST',
      bodies: [call('territory_get_my_accounts')],
    },
    {
      service: 'registry',
      name: 'POST /functions/call, OpenAPI (crm_list_accounts)',
      url: `${s.registryUrl}/functions/call`,
      method: 'POST',
      bodies: [call('crm_list_accounts', { skip: 100, limit: 20 })],
    },
    {
      service: 'registry',
      name: 'POST /functions/call, MCP stdio (edge_documented)',
      url: `${s.registryUrl}/functions/call`,
      method: 'POST',
      bodies: [call('edge_documented', { sku: 'A-1' })],
    },
    {
      service: 'registry',
      name: 'POST /functions/call, TRM (runtime_convert_currency)',
      url: `${s.registryUrl}/functions/call`,
      method: 'POST',
      bodies: [call('runtime_convert_currency', { amount: 100, from: 'EUR', to: 'USD' })],
    },
    {
      service: 'demo',
      name: 'POST /chat, offline planner',
      url: `${s.demoUrl}/chat`,
      method: 'POST',
      bodies: CHAT_MESSAGES.map((message) => JSON.stringify({ message })),
    },
  ];
}
