import { join } from 'node:path';
import { createTerritoryApp } from '../src/territory/server.js';
import { createCrmService } from '../src/crm/server.js';
import { createLogger, listen } from '../src/http/index.js';
import { createOfflinePlanner } from '../src/demo/planner/offline/index.js';
import type { PlanContext } from '../src/demo/planner/types.js';
import { SETTING_KEYS, type Settings } from '../src/settings/index.js';
import { directToolBox, openApiTools } from '../test/fixtures/planner/openapi-toolbox.js';
import { ISSUE, OWN, DECLINE, TYPED } from '../test/fixtures/planner/messages.js';
import { tempHome } from '../test/helpers/home.js';
import { percentile, round, type Bench } from './lib.js';

const RUNS = 5;

function defaults(): Settings {
  const s: Record<string, Record<string, unknown>> = {};
  for (const k of SETTING_KEYS) (s[k.section] ??= {})[k.key] = k.default;
  return s as unknown as Settings;
}

export const bench: Bench = {
  name: 'planner',
  params:
    `offline planner over the territory and CRM APIs in-process (direct ToolBox), every read ` +
    `message of the test fixtures ${RUNS} times; planner time = wall time minus time spent ` +
    `inside toolbox.call (upstream)`,
  async run() {
    const logger = createLogger('bench', 'silent');
    const home = tempHome('agent-bench-');
    const territory = await listen(createTerritoryApp({ logger, logRequests: false }), { host: '127.0.0.1', port: 0, logger });
    const crm = await createCrmService({ dbPath: join(home.dir, 'crm.db'), logger });
    const crmRunning = await listen(crm.handler, { host: '127.0.0.1', port: 0, logger });
    try {
      const box = directToolBox([
        { name: 'territory', url: territory.url, tools: await openApiTools('territory', territory.url) },
        { name: 'crm', url: crmRunning.url, tools: await openApiTools('crm', crmRunning.url) },
      ]);
      const planner = createOfflinePlanner();
      const settings = defaults();
      const messages = [
        ...Object.values(ISSUE)
          .flat()
          .filter((m) => !/create|add a new|screenshot|navigate/i.test(m)),
        ...Object.values(OWN),
        ...DECLINE,
      ];
      const single: number[] = [];
      const multi: number[] = [];
      const none: number[] = [];
      const typed: number[] = [];
      const typedMessages = Object.entries(TYPED)
        .filter(([k]) => !/\d$/.test(k))
        .map(([, m]) => m);
      for (let run = 0; run <= RUNS; run++) {
        for (const message of [...messages, ...typedMessages]) {
          let calls = 0;
          const ctx: PlanContext = {
            message,
            sessionId: 'bench',
            history: [],
            settings,
            signal: new AbortController().signal,
            emit: (e) => {
              if (e.type === 'tool_call') calls++;
            },
            tools: box,
          };
          const upstreamBefore = box.upstreamMs;
          const t = performance.now();
          await planner.answer(ctx);
          const own = performance.now() - t - (box.upstreamMs - upstreamBefore);
          if (run === 0) continue; // warm-up
          if (typedMessages.includes(message)) typed.push(own);
          else (calls === 0 ? none : calls === 1 ? single : multi).push(own);
        }
      }
      // a question that needs every one of the 8,368 opportunities (84 pages of 100), timed whole
      const full: number[] = [];
      let pages = 0;
      for (let run = 0; run < 3; run++) {
        let calls = 0;
        const t = performance.now();
        await planner.answer({
          message: 'what is the total value of all opportunities?',
          sessionId: 'bench-full',
          history: [],
          settings: { ...settings, api_mode: { ...settings.api_mode, cache_enabled: false } },
          signal: new AbortController().signal,
          emit: (e) => {
            if (e.type === 'tool_call') calls++;
          },
          tools: box,
        });
        full.push(performance.now() - t);
        pages = calls;
      }
      const p50 = round(percentile(single, 50));
      return [
        { metric: 'single-tool message p50 (planner only)', value: p50, unit: 'ms', target: 'p50 <= 50 ms', met: p50 <= 50 },
        {
          metric: 'single-tool message p95 (planner only)',
          value: round(percentile(single, 95)),
          unit: 'ms',
          target: 'reported',
          met: true,
        },
        { metric: 'multi-call message p50 (planner only)', value: round(percentile(multi, 50)), unit: 'ms', target: 'reported', met: true },
        { metric: 'multi-call message p95 (planner only)', value: round(percentile(multi, 95)), unit: 'ms', target: 'reported', met: true },
        { metric: 'declined message p50 (no call)', value: round(percentile(none, 50)), unit: 'ms', target: 'reported', met: true },
        { metric: 'typed question p50 (planner only)', value: round(percentile(typed, 50)), unit: 'ms', target: 'reported', met: true },
        { metric: 'typed question p95 (planner only)', value: round(percentile(typed, 95)), unit: 'ms', target: 'reported', met: true },
        {
          metric: `full read of every opportunity (${pages} pages), wall time p50 incl. upstream`,
          value: round(percentile(full, 50)),
          unit: 'ms',
          target: 'reported',
          met: true,
        },
      ];
    } finally {
      await territory.close();
      await crmRunning.close();
      await crm.close();
      home.remove();
    }
  },
};
