import { request, type Dispatcher } from 'undici';
import type { Logger } from '../../shared/logger.js';
import type { Settings } from '../../settings/index.js';
import type { KeyRing } from './ollama/keys.js';
import { createOllamaPlanner } from './ollama/planner.js';
import type { Planner } from './types.js';

/** How long a probe of the Ollama host may take, and how long its answer is trusted. */
const PROBE_TIMEOUT_MS = 1500;
const PROBE_TTL_MS = 15_000;

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
  ollama: { host: string; reachable: boolean; has_model: boolean; error?: string } | null;
  reason: string;
}

function sameModel(listed: string, wanted: string): boolean {
  const norm = (m: string) => (m.includes(':') ? m : `${m}:latest`);
  return norm(listed) === norm(wanted);
}

/**
 * `llm.provider`: `offline` always uses the embedded planner; `ollama` always the Ollama
 * planner; `auto` uses Ollama when `GET {host}/api/tags` answers within 1.5 s and lists
 * `llm.model`, otherwise the offline planner (the probe is repeated at most every 15 s).
 */
export class PlannerSelector {
  private probe?: OllamaProbe;
  private probing?: Promise<OllamaProbe>;
  private offline?: Promise<Planner>;
  private readonly ollama: Planner;

  constructor(
    private readonly settings: Settings,
    private readonly http: Dispatcher,
    keys: KeyRing,
    private readonly logger: Logger,
    private readonly injected?: Planner,
  ) {
    this.ollama = createOllamaPlanner({ settings, http, keys });
  }

  private async probeOllama(): Promise<OllamaProbe> {
    const fresh = this.probe && Date.now() - this.probe.at < PROBE_TTL_MS;
    if (fresh) return this.probe!;
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
        return { reachable: true, hasModel: models.some((m) => sameModel(m, this.settings.llm.model)), models, at };
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

  /** The planner for the next chat, and why it was chosen. */
  async current(): Promise<{ planner: Planner; status: PlannerStatus }> {
    const { provider, model, host } = this.settings.llm;
    if (this.injected)
      return {
        planner: this.injected,
        status: { provider, in_use: this.injected.name, model: null, ollama: null, reason: 'planner given by the caller' },
      };
    if (provider === 'offline') {
      return {
        planner: await this.offlinePlanner(),
        status: { provider, in_use: 'offline', model: null, ollama: null, reason: 'llm.provider = offline' },
      };
    }
    if (provider === 'ollama') {
      return { planner: this.ollama, status: { provider, in_use: 'ollama', model, ollama: null, reason: 'llm.provider = ollama' } };
    }
    const p = await this.probeOllama();
    const ollama = { host, reachable: p.reachable, has_model: p.hasModel, ...(p.error ? { error: p.error } : {}) };
    if (p.reachable && p.hasModel)
      return { planner: this.ollama, status: { provider, in_use: 'ollama', model, ollama, reason: `Ollama at ${host} has ${model}` } };
    const reason = p.reachable
      ? `Ollama at ${host} does not have ${model} (ollama pull ${model})`
      : `Ollama at ${host} is not reachable (${p.error})`;
    this.logger.debug({ reason }, 'using the offline planner');
    return { planner: await this.offlinePlanner(), status: { provider, in_use: 'offline', model: null, ollama, reason } };
  }
}
