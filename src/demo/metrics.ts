import { Counter, type Registry } from 'prom-client';
import type { ModelUsage } from './planner/types.js';

/** The demo server's own metrics beside the HTTP kit's: chats by planner and outcome, model tokens. */
export class DemoMetrics {
  private readonly chats: Counter<'planner' | 'outcome'>;
  private readonly tokenCount: Counter<'planner' | 'kind'>;

  constructor(registry: Registry) {
    this.chats = new Counter({
      name: 'demo_chats_total',
      help: 'Chats answered, by planner (offline, ollama, none) and outcome (ok, refused, busy, timeout, cancelled, error)',
      labelNames: ['planner', 'outcome'] as const,
      registers: [registry],
    });
    this.tokenCount = new Counter({
      name: 'demo_model_tokens_total',
      help: 'Tokens the language model read (input) and wrote (output), by planner',
      labelNames: ['planner', 'kind'] as const,
      registers: [registry],
    });
  }

  chat(planner: string, status: number): void {
    const outcome =
      status < 400
        ? 'ok'
        : status === 503
          ? 'busy'
          : status === 504
            ? 'timeout'
            : status === 499
              ? 'cancelled'
              : status < 500
                ? 'refused'
                : 'error';
    this.chats.inc({ planner, outcome });
  }

  tokens(planner: string, usage: ModelUsage | undefined): void {
    if (!usage) return;
    if (usage.input > 0) this.tokenCount.inc({ planner, kind: 'input' }, usage.input);
    if (usage.output > 0) this.tokenCount.inc({ planner, kind: 'output' }, usage.output);
  }
}
