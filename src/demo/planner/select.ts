import { request, type Dispatcher } from 'undici';
import type { Logger } from '../../shared/logger.js';
import type { Settings } from '../../settings/index.js';
import { keyedProvider, modelEndpoint, PROVIDER_DEFAULTS, type ModelEndpoint, type ModelProvider } from '../../settings/llm.js';
import { createModelEntry, type ModelPlannerEntry } from './llm/providers.js';
import type { ModelAdapter } from './llm/types.js';
import type { Planner } from './types.js';

/** How long a probe of the Ollama host may take, and how long its answer is trusted. */
const PROBE_TIMEOUT_MS = 1500;
const PROBE_TTL_MS = 15_000;
const MODEL_PROVIDERS: ModelProvider[] = ['openai', 'anthropic', 'ollama'];

export interface OllamaProbe {
  reachable: boolean;
  hasModel: boolean;
  models: string[];
  error?: string;
  at: number;
}

export interface PlannerStatus {
  provider: Settings['llm']['provider'];
  in_use: string;
  model: string | null;
  /** The model endpoint in use (null for the offline planner). */
  base_url: string | null;
  /** The variable the key is read from, and whether it holds one (never the key). */
  key: { env: string; present: boolean } | null;
  ollama: { host: string; reachable: boolean; has_model: boolean; error?: string } | null;
  reason: string;
  /** The last model call's failure, in one line (cleared by a success). */
  error?: string;
}

/** The planner of the next chat, why it was chosen, and its model when it has one (for tools' sampling requests). */
export interface PlannerChoice {
  planner: Planner;
  status: PlannerStatus;
  model?: { adapter: ModelAdapter; endpoint: ModelEndpoint };
}

function sameModel(listed: string, wanted: string): boolean {
  const norm = (m: string) => (m.includes(':') ? m : `${m}:latest`);
  return norm(listed) === norm(wanted);
}

/**
 * `llm.provider`: `offline` always uses the embedded planner; `openai`, `anthropic` and
 * `ollama` always that provider's model planner; `auto` picks the first of OpenAI and
 * Anthropic whose key variable is set, else Ollama when `GET {host}/api/tags` answers
 * within 1.5 s and lists the model (probed at most every 15 s), else the offline planner.
 */
export class PlannerSelector {
  private probe?: OllamaProbe;
  private probing?: Promise<OllamaProbe>;
  private offline?: Promise<Planner>;
  private readonly models: Record<ModelProvider, ModelPlannerEntry>;

  constructor(
    private readonly settings: Settings,
    private readonly http: Dispatcher,
    private readonly env: NodeJS.ProcessEnv,
    private readonly logger: Logger,
    private readonly injected?: Planner,
  ) {
    const deps = { settings, http, env, fallback: () => this.offlinePlanner() };
    this.models = Object.fromEntries(MODEL_PROVIDERS.map((p) => [p, createModelEntry(p, deps)])) as Record<
      ModelProvider,
      ModelPlannerEntry
    >;
  }

  /** Every configured model key, for redaction. */
  secrets(): string[] {
    return [...new Set(MODEL_PROVIDERS.flatMap((p) => this.models[p].keys.secrets()))];
  }

  private async probeOllama(): Promise<OllamaProbe> {
    const fresh = this.probe && Date.now() - this.probe.at < PROBE_TTL_MS;
    if (fresh) return this.probe!;
    const model = this.models.ollama.endpoint.model;
    return (this.probing ??= (async () => {
      const at = Date.now();
      try {
        const res = await request(`${this.settings.llm.host.replace(/\/+$/, '')}/api/tags`, {
          dispatcher: this.http,
          signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
        });
        const body = (await res.body.json().catch(() => ({}))) as { models?: { name?: string; model?: string }[] };
        if (res.statusCode !== 200)
          return { reachable: false, hasModel: false, models: [], error: `GET /api/tags answered ${res.statusCode}`, at };
        const models = (body.models ?? []).map((m) => String(m.name ?? m.model ?? ''));
        return { reachable: true, hasModel: models.some((m) => sameModel(m, model)), models, at };
      } catch (err) {
        const e = err as { code?: string; name?: string; message?: string };
        return {
          reachable: false,
          hasModel: false,
          models: [],
          error: e.name === 'TimeoutError' ? `no answer within ${PROBE_TIMEOUT_MS} ms` : (e.code ?? e.message ?? String(err)),
          at,
        };
      }
    })().then((p) => {
      this.probe = p;
      this.probing = undefined;
      return p;
    }));
  }

  private offlinePlanner(): Promise<Planner> {
    return (this.offline ??= Promise.all([import('./offline/index.js'), import('../browser/offline-strategy.js')]).then(([m, b]) =>
      m.createOfflinePlanner({ extraStrategies: [b.createBrowserStrategy()] }),
    ));
  }

  private modelChoice(provider: ModelProvider, reason: string, ollama: PlannerStatus['ollama'] = null): PlannerChoice {
    const entry = this.models[provider];
    const { endpoint } = entry;
    const present = entry.keys.size > 0;
    const keyNote = provider !== 'ollama' && !present ? `; $${endpoint.api_key_env} is not set` : '';
    const status: PlannerStatus = {
      provider: this.settings.llm.provider,
      in_use: provider,
      model: endpoint.model,
      base_url: endpoint.base_url,
      key: { env: endpoint.api_key_env, present },
      ollama,
      reason: `${reason}${keyNote}`,
      ...(entry.lastError ? { error: entry.lastError } : {}),
    };
    return { planner: entry.planner, status, model: { adapter: entry.adapter, endpoint } };
  }

  private async offlineChoice(reason: string, ollama: PlannerStatus['ollama'] = null): Promise<PlannerChoice> {
    const status: PlannerStatus = {
      provider: this.settings.llm.provider,
      in_use: 'offline',
      model: null,
      base_url: null,
      key: null,
      ollama,
      reason,
    };
    return { planner: await this.offlinePlanner(), status };
  }

  /** The planner for the next chat, and why it was chosen. */
  async current(): Promise<PlannerChoice> {
    const { provider, host } = this.settings.llm;
    if (this.injected) {
      const status: PlannerStatus = {
        provider,
        in_use: this.injected.name,
        model: null,
        base_url: null,
        key: null,
        ollama: null,
        reason: 'planner given by the caller',
      };
      return { planner: this.injected, status };
    }
    if (provider === 'offline') return this.offlineChoice('llm.provider = offline');
    if (provider !== 'auto') return this.modelChoice(provider, `llm.provider = ${provider}`);
    const keyed = keyedProvider(this.settings.llm, this.env);
    if (keyed) return this.modelChoice(keyed.provider, `llm.provider = auto and $${PROVIDER_DEFAULTS[keyed.provider].api_key_env} is set`);
    const model = modelEndpoint(this.settings.llm, 'ollama').model;
    const p = await this.probeOllama();
    const ollama = { host, reachable: p.reachable, has_model: p.hasModel, ...(p.error ? { error: p.error } : {}) };
    if (p.reachable && p.hasModel) return this.modelChoice('ollama', `llm.provider = auto: Ollama at ${host} has ${model}`, ollama);
    const why = p.reachable
      ? `Ollama at ${host} does not have ${model} (ollama pull ${model})`
      : `Ollama at ${host} is not reachable (${p.error})`;
    const reason = `llm.provider = auto, no OpenAI or Anthropic key is set, and ${why}`;
    this.logger.debug({ reason }, 'using the offline planner');
    return this.offlineChoice(reason, ollama);
  }
}
