import type { Dispatcher } from 'undici';
import type { Settings } from '../../../settings/index.js';
import { modelEndpoint, type ModelEndpoint, type ModelProvider } from '../../../settings/llm.js';
import { createOllamaAdapter } from '../ollama/adapter.js';
import type { Planner } from '../types.js';
import { createAnthropicAdapter } from './anthropic.js';
import { modelFetch } from './fetch.js';
import { KeyRing } from './keys.js';
import { createModelPlanner } from './loop.js';
import { createOpenAiAdapter } from './openai.js';
import type { AdapterOptions, ModelAdapter } from './types.js';

type Auth = (headers: Record<string, string>, key: string | undefined, endpoint: ModelEndpoint) => void;

const AZURE_HOST = /\.(openai\.azure\.com|cognitiveservices\.azure\.com|services\.ai\.azure\.com)$/i;

const bearer: Auth = (h, key, e) => {
  if (!key) return;
  // Azure OpenAI takes an API key in `api-key` (a Bearer value there must be an Entra token)
  if (AZURE_HOST.test(URL.canParse(e.base_url) ? new URL(e.base_url).hostname : '')) h['api-key'] = key;
  else h.authorization = `Bearer ${key}`;
};

/** One row per model provider: its adapter and where its key goes. A new provider is a row here and in settings/llm.ts. */
const PROVIDERS: Record<ModelProvider, { adapter: (o: AdapterOptions) => ModelAdapter; auth: Auth }> = {
  openai: { adapter: createOpenAiAdapter, auth: bearer },
  anthropic: {
    adapter: createAnthropicAdapter,
    auth: (h, key) => {
      if (key) h['x-api-key'] = key;
    },
  },
  ollama: { adapter: createOllamaAdapter, auth: bearer },
};

/** A model provider made ready for chats: its endpoint, its keys, its planner, and its last failure. */
export interface ModelPlannerEntry {
  endpoint: ModelEndpoint;
  /** The provider's adapter: the planner's, and the one a tool's sampling request is answered with (demo/sampling.ts). */
  adapter: ModelAdapter;
  keys: KeyRing;
  planner: Planner;
  lastError: string | null;
}

export function createModelEntry(
  provider: ModelProvider,
  deps: { settings: Settings; http: Dispatcher; env: NodeJS.ProcessEnv; fallback: () => Promise<Planner> },
): ModelPlannerEntry {
  const { settings } = deps;
  const endpoint = modelEndpoint(settings.llm, provider);
  const keys = new KeyRing(deps.env[endpoint.api_key_env], settings.api_mode.api_key_rotation);
  const row = PROVIDERS[provider];
  const timeoutMs = settings.api_mode.request_timeout * 1000;
  const fetch = modelFetch({
    http: deps.http,
    keys,
    auth: (h, key) => row.auth(h, key, endpoint),
    retries: settings.api_mode.retry_attempts,
    maxWaitMs: timeoutMs,
  });
  const adapter = row.adapter({ endpoint, fetch, secrets: () => keys.secrets(), timeoutMs });
  const entry: ModelPlannerEntry = {
    endpoint,
    adapter,
    keys,
    lastError: null,
    planner: createModelPlanner({
      settings,
      endpoint,
      adapter,
      fallback: deps.fallback,
      report: (failure) => {
        entry.lastError = failure;
      },
    }),
  };
  return entry;
}
