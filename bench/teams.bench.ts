import { createLogger, listen, type Running } from '../src/http/index.js';
import { createKey, openKeyStore } from '../src/registry/keys/index.js';
import { createRegistry, type Registry } from '../src/registry/server.js';
import { loadSettings, type Settings } from '../src/settings/index.js';
import { createTerritoryApp } from '../src/territory/server.js';
import { tempHome } from '../test/helpers/home.js';
import { load, percentile, round, type Bench, type BenchRow, type LoadResult } from './lib.js';
import { startUpstream } from './registry.bench.js';

const CONNECTIONS = 32;
const CALLS = 5000;
const ROUNDS = 5;

const logger = createLogger('bench', 'silent');
const loaded = loadSettings({}, process.cwd()).values;
const median = (xs: number[]) => percentile(xs, 50);

interface Side {
  registry: Registry;
  running: Running;
  headers: Record<string, string>;
  remove(): void;
}

/** A registry over the same upstream: `on` has a key in force (scope call, a rate it never reaches) and metrics; `off` neither. */
async function side(upstreamUrl: string, on: boolean): Promise<Side> {
  const home = tempHome('agent-bench-teams-');
  const settings: Settings = { ...loaded, observability: { metrics: on } };
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (on) {
    const store = await openKeyStore(home.dir);
    const { token } = await createKey(store, { name: 'bench', scopes: 'call', rate: '1000000/s' });
    await store.close();
    headers.authorization = `Bearer ${token}`;
  }
  const registry = await createRegistry({
    config: { file: null, services: [{ kind: 'openapi', name: 'territory', url: `${upstreamUrl}/openapi.json`, description: '' }] },
    settings,
    logger,
    dataDir: home.dir,
    logRequests: false,
  });
  await registry.catalog.settled();
  if (on && registry.keys.size !== 1) throw new Error('the key is not in force');
  const running = await listen(registry.handler, { host: '127.0.0.1', port: 0, logger });
  return { registry, running, headers, remove: () => home.remove() };
}

export const bench: Bench = {
  name: 'teams',
  params:
    `POST /functions/call through the registry to one upstream (own thread), ${CONNECTIONS} connections, ` +
    `${CALLS} calls per run, ${ROUNDS} alternating rounds per side: auth + metrics on (a key with scope call ` +
    `and a rate it never reaches, Authorization: Bearer on every call, /metrics counting) vs off (no key, ` +
    `observability.metrics = false); medians of the rounds`,
  maxSeconds: 120,
  async run(): Promise<BenchRow[]> {
    const territory = createTerritoryApp({ logger, logRequests: false });
    const local = await listen(territory, { host: '127.0.0.1', port: 0, logger });
    const doc = await (await fetch(`${local.url}/openapi.json`)).text();
    const reply = await (await fetch(`${local.url}/accounts/acc_5/job-titles`)).text();
    await local.close();
    const upstream = await startUpstream(doc, reply);
    const off = await side(upstream.url, false);
    const on = await side(upstream.url, true);
    const body = JSON.stringify({ function_name: 'territory_get_job_titles_by_account', args: { account_id: 'acc_5' } });
    const drive = (s: Side, amount = CALLS) =>
      load(`${s.running.url}/functions/call`, { connections: CONNECTIONS, amount, method: 'POST', body, headers: s.headers });
    try {
      await drive(off, 1000);
      await drive(on, 1000);
      const runs: { off: LoadResult[]; on: LoadResult[] } = { off: [], on: [] };
      for (let i = 0; i < ROUNDS; i++) {
        // alternate which side goes first, so neither always runs on a warmer machine
        for (const which of i % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const))
          runs[which].push(await drive(which === 'on' ? on : off));
      }
      const failures = [...runs.on, ...runs.off].reduce((n, r) => n + r.errors + r.non2xx, 0);
      const rps = { on: median(runs.on.map((r) => r.rps)), off: median(runs.off.map((r) => r.rps)) };
      const p50 = { on: median(runs.on.map((r) => r.p50)), off: median(runs.off.map((r) => r.p50)) };
      // compared by the mean: autocannon's p50 is in whole milliseconds (7 vs 8 ms reads as 14%)
      const mean = { on: median(runs.on.map((r) => r.mean)), off: median(runs.off.map((r) => r.mean)) };
      const calls = await (await fetch(`${on.running.url}/metrics`, { headers: on.headers })).text();
      const counted = /registry_tool_calls_total\{[^}]*outcome="ok"[^}]*\} (\d+)/.exec(calls)?.[1];
      const throughput = round(rps.on / rps.off);
      const latency = round(mean.on / mean.off);
      return [
        {
          metric: `/functions/call throughput, auth + metrics on (${counted ?? '?'} calls counted in /metrics)`,
          value: round(rps.on, 0),
          unit: 'req/s',
          baseline: { label: 'auth + metrics off', value: round(rps.off, 0) },
          ratio: throughput,
          target: 'ratio >= 0.9',
          met: throughput >= 0.9 && failures === 0,
          requests: CALLS * ROUNDS * 2,
          failures,
        },
        {
          metric: `/functions/call mean latency under load, auth + metrics on (p50 ${p50.on} vs ${p50.off} ms, whole ms)`,
          value: round(mean.on, 3),
          unit: 'ms',
          baseline: { label: 'auth + metrics off', value: round(mean.off, 3) },
          ratio: latency,
          target: 'ratio <= 1.1 (lower is better)',
          met: latency <= 1.1,
        },
      ];
    } finally {
      for (const s of [on, off]) {
        await s.running.close();
        await s.registry.close();
        s.remove();
      }
      await upstream.stop();
    }
  },
};
