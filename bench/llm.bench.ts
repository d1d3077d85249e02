import { join } from 'node:path';
import { Agent } from 'undici';
import { createCrmService } from '../src/crm/server.js';
import { createModelEntry } from '../src/demo/planner/llm/providers.js';
import { createOfflinePlanner } from '../src/demo/planner/offline/index.js';
import type { PlanContext, Planner } from '../src/demo/planner/types.js';
import { createLogger, listen } from '../src/http/index.js';
import type { ModelProvider } from '../src/settings/llm.js';
import { createTerritoryApp } from '../src/territory/server.js';
import { directToolBox, openApiTools } from '../test/fixtures/planner/openapi-toolbox.js';
import { tempHome } from '../test/helpers/home.js';
import { ANTHROPIC, OPENAI, type Dialect } from '../test/helpers/llm-dialects.js';
import type { ModelStub } from '../test/helpers/model-stub.js';
import { testSettings } from '../test/helpers/stack.js';
import { percentile, round, type Bench, type BenchRow } from './lib.js';

const CHATS = 200;
const MESSAGE = 'which is my top account by revenue?';

/** A model that answers at once: a tool call first, the answer once a tool result is in. */
const instant = (d: Dialect) => (body: unknown) =>
  d.toolResults(body).length === 0
    ? { calls: [{ name: 'crm_list_accounts', arguments: { limit: 100 } }] }
    : { text: 'The top account is shown.' };

export const bench: Bench = {
  name: 'llm',
  params:
    `agent loop of the model planners (real openai / @anthropic-ai/sdk clients, shared fetch, shortlisting of the 26 demo tools, ` +
    `schema conversion) against scripted stub models on 127.0.0.1 that answer at once: one tool call then the answer ` +
    `(2 model calls per chat), ${CHATS} chats each, JSON and streamed; overhead = wall time minus time inside toolbox.call ` +
    `(upstream); beside it the offline planner on the same question`,
  async run() {
    const logger = createLogger('bench', 'silent');
    const home = tempHome('agent-bench-llm-');
    const territory = await listen(createTerritoryApp({ logger, logRequests: false }), { host: '127.0.0.1', port: 0, logger });
    const crm = await createCrmService({ dbPath: join(home.dir, 'crm.db'), logger });
    const crmRunning = await listen(crm.handler, { host: '127.0.0.1', port: 0, logger });
    const http = new Agent({ connections: 20 });
    const stubs: ModelStub[] = [];
    try {
      const box = directToolBox([
        { name: 'territory', url: territory.url, tools: await openApiTools('territory', territory.url) },
        { name: 'crm', url: crmRunning.url, tools: await openApiTools('crm', crmRunning.url) },
      ]);
      const time = async (planner: Planner, streaming: boolean, settings = testSettings()): Promise<number[]> => {
        const out: number[] = [];
        for (let i = 0; i < CHATS + 20; i++) {
          const ctx: PlanContext = {
            message: MESSAGE,
            sessionId: 'bench',
            history: [],
            settings,
            signal: new AbortController().signal,
            emit: () => undefined,
            tools: box,
            streaming,
          };
          const before = box.upstreamMs;
          const t = performance.now();
          await planner.answer(ctx);
          if (i >= 20) out.push(performance.now() - t - (box.upstreamMs - before));
        }
        return out;
      };
      const rows: BenchRow[] = [];
      const report = (label: string, ms: number[]) =>
        rows.push(
          { metric: `${label} p50`, value: round(percentile(ms, 50)), unit: 'ms', target: 'reported', met: true },
          { metric: `${label} p95`, value: round(percentile(ms, 95)), unit: 'ms', target: 'reported', met: true },
        );
      for (const d of [OPENAI, ANTHROPIC]) {
        const stub = await d.start(instant(d));
        stubs.push(stub);
        const settings = testSettings({ llm: { provider: d.provider, base_url: d.baseUrl(stub), model: 'stub-model' } });
        const entry = createModelEntry(d.provider as ModelProvider, {
          settings,
          http,
          env: { [d.keyEnv]: 'bench-key' },
          fallback: async () => createOfflinePlanner(),
        });
        report(`${d.provider} loop overhead per chat (2 model calls), JSON`, await time(entry.planner, false, settings));
        report(`${d.provider} loop overhead per chat (2 model calls), streamed`, await time(entry.planner, true, settings));
      }
      report('offline planner per chat, same question (planner only)', await time(createOfflinePlanner(), false));
      return rows;
    } finally {
      for (const s of stubs) await s.close();
      await http.close();
      await territory.close();
      await crmRunning.close();
      await crm.close();
      home.remove();
    }
  },
};
