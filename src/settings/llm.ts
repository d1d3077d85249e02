import type { Settings } from './types.js';

/**
 * The per-provider defaults of `llm.base_url`, `llm.model` and `llm.api_key_env` (an empty
 * value in the settings means "the provider's own"), and the static half of the `auto`
 * rule. One row per model provider; the demo's planner selector, `/status` and
 * `agent config show` all read it.
 */
export type ModelProvider = 'openai' | 'anthropic' | 'ollama';

export interface ProviderDefaults {
  /** What users call it, in messages. */
  label: string;
  base_url: string;
  model: string;
  api_key_env: string;
}

export const PROVIDER_DEFAULTS: Record<ModelProvider, ProviderDefaults> = {
  openai: { label: 'OpenAI-compatible API', base_url: 'https://api.openai.com/v1', model: 'gpt-4.1-mini', api_key_env: 'OPENAI_API_KEY' },
  anthropic: {
    label: 'Anthropic API',
    base_url: 'https://api.anthropic.com',
    model: 'claude-sonnet-4-5',
    api_key_env: 'ANTHROPIC_API_KEY',
  },
  ollama: { label: 'Ollama server', base_url: '', model: 'qwen2.5:7b-instruct', api_key_env: 'OLLAMA_API_KEY' },
};

/** Providers whose key in the environment makes `auto` pick them, in this order. */
export const AUTO_KEY_PROVIDERS: ModelProvider[] = ['openai', 'anthropic'];

/** The endpoint, model and key variable one provider runs with under these settings. */
export interface ModelEndpoint {
  provider: ModelProvider;
  label: string;
  base_url: string;
  model: string;
  api_key_env: string;
}

export function modelEndpoint(llm: Settings['llm'], provider: ModelProvider): ModelEndpoint {
  const d = PROVIDER_DEFAULTS[provider];
  const base = provider === 'ollama' ? llm.host : llm.base_url || d.base_url;
  return {
    provider,
    label: d.label,
    base_url: base.replace(/\/+$/, ''),
    model: llm.model || d.model,
    api_key_env: llm.api_key_env || d.api_key_env,
  };
}

const hasValue = (v: string | undefined) => typeof v === 'string' && v.trim() !== '';

/**
 * The provider `auto` picks without asking anything over the network: the first of
 * AUTO_KEY_PROVIDERS whose own key variable (OPENAI_API_KEY, ANTHROPIC_API_KEY) is set, or
 * null (then Ollama is probed, else the offline planner answers). A custom llm.api_key_env
 * names where the chosen provider's key is read from; it does not pick a provider.
 */
export function keyedProvider(llm: Settings['llm'], env: NodeJS.ProcessEnv): ModelEndpoint | null {
  for (const p of AUTO_KEY_PROVIDERS) if (hasValue(env[PROVIDER_DEFAULTS[p].api_key_env])) return modelEndpoint(llm, p);
  return null;
}

/** What `agent config show` says about the planner (the demo's /status adds what a probe of Ollama finds). */
export function describePlannerChoice(llm: Settings['llm'], env: NodeJS.ProcessEnv): string {
  const keyState = (e: ModelEndpoint) => `$${e.api_key_env} ${hasValue(env[e.api_key_env]) ? 'is set' : 'is not set'}`;
  if (llm.provider === 'offline') return 'offline planner (llm.provider = offline)';
  if (llm.provider !== 'auto') {
    const e = modelEndpoint(llm, llm.provider);
    return `${e.provider} planner: ${e.model} at ${e.base_url} (llm.provider = ${llm.provider}; ${keyState(e)})`;
  }
  const keyed = keyedProvider(llm, env);
  if (keyed) return `${keyed.provider} planner: ${keyed.model} at ${keyed.base_url} (llm.provider = auto; ${keyState(keyed)})`;
  const o = modelEndpoint(llm, 'ollama');
  return (
    `llm.provider = auto and neither $${PROVIDER_DEFAULTS.openai.api_key_env} nor $${PROVIDER_DEFAULTS.anthropic.api_key_env} ` +
    `is set: the ollama planner (${o.model} at ${o.base_url}) when that server answers and has the model, else the offline planner ` +
    "(the demo server's /status says which)"
  );
}
