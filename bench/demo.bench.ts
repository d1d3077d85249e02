import type { Planner } from '../src/demo/planner/types.js';
import { startStack } from '../test/helpers/stack.js';
import { load, round, type Bench } from './lib.js';

const REQUESTS = 4000;
const CONNECTIONS = 32;

/** One registry tool call per chat, the shape of the simplest real question. */
const onCall: Planner = {
  name: 'bench',
  async answer(ctx) {
    const out = await ctx.tools.call('territory_get_my_accounts', {}, { sessionId: ctx.sessionId, signal: ctx.signal });
    return { response: 'ok', result: out.result, confidence: 1 };
  },
};

export const bench: Bench = {
  name: 'demo',
  params:
    `POST /chat with a one-tool-call planner (territory_get_my_accounts), autocannon ` +
    `${CONNECTIONS} connections, ${REQUESTS} requests; baseline: the same tool called ` +
    `directly with POST /functions/call on the registry. An uncached chat is that same ` +
    `registry request plus the demo server's own request on the same cores, so 0.5 is the ` +
    `ceiling of the first ratio`,
  async run() {
    const uncached = await startStack({
      planner: onCall,
      settingsOverrides: { api_mode: { cache_enabled: false, max_concurrent_requests: CONNECTIONS }, demo: { enable_logging: false } },
    });
    try {
      const direct = JSON.stringify({ app_name: 'territory', function_name: 'territory_get_my_accounts', args: {} });
      const chat = JSON.stringify({ message: 'list my accounts' });
      await load(`${uncached.registryUrl}/functions/call`, { method: 'POST', body: direct, connections: CONNECTIONS, amount: 500 });
      await load(`${uncached.demoUrl}/chat`, { method: 'POST', body: chat, connections: CONNECTIONS, amount: 500 });
      const base = await load(`${uncached.registryUrl}/functions/call`, {
        method: 'POST',
        body: direct,
        connections: CONNECTIONS,
        amount: REQUESTS,
      });
      const ours = await load(`${uncached.demoUrl}/chat`, { method: 'POST', body: chat, connections: CONNECTIONS, amount: REQUESTS });
      const cached = await startStack({
        planner: onCall,
        settingsOverrides: { api_mode: { max_concurrent_requests: CONNECTIONS }, demo: { enable_logging: false } },
      });
      let hot;
      try {
        await load(`${cached.demoUrl}/chat`, { method: 'POST', body: chat, connections: CONNECTIONS, amount: 500 });
        hot = await load(`${cached.demoUrl}/chat`, { method: 'POST', body: chat, connections: CONNECTIONS, amount: REQUESTS });
      } finally {
        await cached.stop();
      }
      const ratio = round(ours.rps / base.rps);
      const hotRatio = round(hot.rps / base.rps);
      const clean = (r: typeof ours) => r.errors === 0 && r.non2xx === 0;
      return [
        {
          metric: '/chat throughput, one uncached tool call',
          value: round(ours.rps, 0),
          unit: 'req/s',
          baseline: { label: 'direct /functions/call', value: round(base.rps, 0) },
          ratio,
          target: 'reported, no errors (no target in issue 6; ceiling 0.5)',
          met: clean(ours),
        },
        {
          metric: '/chat p99 latency, uncached',
          value: ours.p99,
          unit: 'ms',
          baseline: { label: 'direct /functions/call', value: base.p99 },
          target: 'reported',
          met: clean(ours),
        },
        {
          metric: '/chat throughput, cache hit (cache_enabled)',
          value: round(hot.rps, 0),
          unit: 'req/s',
          baseline: { label: 'direct /functions/call', value: round(base.rps, 0) },
          ratio: hotRatio,
          target: 'reported, no errors (no target in issue 6)',
          met: clean(hot),
        },
      ];
    } finally {
      await uncached.stop();
    }
  },
};
