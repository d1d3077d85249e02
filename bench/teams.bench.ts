import { createLogger, listen, type Running } from '../src/http/index.js';
import { createKey, openKeyStore } from '../src/registry/keys/index.js';
import { createRegistry, type Registry } from '../src/registry/server.js';
import { loadSettings, type Settings } from '../src/settings/index.js';
import { createTerritoryApp } from '../src/territory/server.js';
import { tempHome } from '../test/helpers/home.js';
import { LocalOidcProvider } from '../test/helpers/oidc.js';
import { testPostgres } from '../test/helpers/postgres.js';
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

/** How a side authenticates and counts: each is compared with the side that differs from it in that one thing. */
interface SideSpec {
  /** A key (scope call) on every call; with `rate`, a rate it never reaches. */
  key?: { rate?: string };
  metrics?: boolean;
  /** Trust this issuer and send its access token (a JWT) instead of a key. */
  issuer?: LocalOidcProvider;
  /** The registry's store in PostgreSQL (a key's rate is then one budget shared through it). */
  databaseUrl?: string;
}

const RESOURCE = 'https://registry.bench.example';

async function side(upstreamUrl: string, spec: SideSpec): Promise<Side> {
  const home = tempHome('agent-bench-teams-');
  const settings: Settings = structuredClone({ ...loaded, observability: { metrics: spec.metrics === true } });
  settings.database.url = spec.databaseUrl ?? '';
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (spec.key) {
    const store = await openKeyStore(home.dir, settings.database.url);
    const { token } = await createKey(store, { name: `bench-${Date.now()}`, scopes: 'call', rate: spec.key.rate });
    await store.close();
    headers.authorization = `Bearer ${token}`;
  }
  if (spec.issuer) {
    settings.auth = { ...settings.auth, issuers: [spec.issuer.issuer], resource: RESOURCE };
    headers.authorization = `Bearer ${await spec.issuer.token('call', RESOURCE)}`;
  }
  const registry = await createRegistry({
    config: { file: null, services: [{ kind: 'openapi', name: 'territory', url: `${upstreamUrl}/openapi.json`, description: '' }] },
    settings,
    logger,
    dataDir: home.dir,
    databaseUrl: settings.database.url,
    logRequests: false,
  });
  await registry.catalog.settled();
  if (spec.key && registry.keys.size !== 1) throw new Error('the key is not in force');
  const running = await listen(registry.handler, { host: '127.0.0.1', port: 0, logger });
  return { registry, running, headers, remove: () => home.remove() };
}

/** One comparison: `on` differs from `off` in one thing (what `what` names). */
interface Pair {
  what: string;
  off: Side;
  offLabel: string;
  on: Side;
  /** Appended to the throughput row's name (e.g. the calls counted). */
  note?: () => Promise<string>;
}

export const bench: Bench = {
  name: 'teams',
  params:
    `POST /functions/call through the registry to one upstream (own thread), ${CONNECTIONS} connections, ` +
    `${CALLS} calls per run, ${ROUNDS} alternating rounds per side, medians of the rounds. Three pairs: ` +
    `(1) an API key with scope call and a rate it never reaches, Authorization: Bearer on every call, /metrics counting, vs no key ` +
    `and observability.metrics = false; (2) an access token from a local OpenID provider (oidc-provider), verified by jose ` +
    `(each token once, then remembered until it expires), vs no key; (3) on one PostgreSQL, a key whose rate (1,000,000/min) is ` +
    `shared by every replica through the database, vs the same key without a rate`,
  maxSeconds: 240,
  async run(): Promise<BenchRow[]> {
    const territory = createTerritoryApp({ logger, logRequests: false });
    const local = await listen(territory, { host: '127.0.0.1', port: 0, logger });
    const doc = await (await fetch(`${local.url}/openapi.json`)).text();
    const reply = await (await fetch(`${local.url}/accounts/acc_5/job-titles`)).text();
    await local.close();
    const upstream = await startUpstream(doc, reply);
    const oidc = await LocalOidcProvider.start();
    const pg = await testPostgres();
    const database = (name: string) => pg.database(`bench_teams_${name}_${Date.now()}`);
    const sides: Side[] = [];
    const make = async (spec: SideSpec) => {
      const s = await side(upstream.url, spec);
      sides.push(s);
      return s;
    };
    const body = JSON.stringify({ function_name: 'territory_get_job_titles_by_account', args: { account_id: 'acc_5' } });
    const drive = (s: Side, amount = CALLS) =>
      load(`${s.running.url}/functions/call`, { connections: CONNECTIONS, amount, method: 'POST', body, headers: s.headers });
    try {
      const off = await make({});
      const keyed = await make({ key: { rate: '1000000/s' }, metrics: true });
      const pairs: Pair[] = [
        {
          what: 'auth + metrics on',
          off,
          offLabel: 'auth + metrics off',
          on: keyed,
          note: async () => {
            const calls = await (await fetch(`${keyed.running.url}/metrics`, { headers: keyed.headers })).text();
            return ` (${/registry_tool_calls_total\{[^}]*outcome="ok"[^}]*\} (\d+)/.exec(calls)?.[1] ?? '?'} calls counted in /metrics)`;
          },
        },
        { what: 'access token (JWT) from an OpenID provider', off, offLabel: 'no key', on: await make({ issuer: oidc }) },
        {
          what: 'a rate shared through PostgreSQL',
          off: await make({ key: {}, databaseUrl: await database('plain') }),
          offLabel: 'the same key without a rate (PostgreSQL)',
          on: await make({ key: { rate: '1000000/min' }, databaseUrl: await database('rated') }),
        },
      ];
      const rows: BenchRow[] = [];
      for (const pair of pairs) rows.push(...(await compare(pair, drive)));
      return rows;
    } finally {
      for (const s of sides) {
        await s.running.close();
        await s.registry.close();
        s.remove();
      }
      await oidc.close();
      await upstream.stop();
    }
  },
};

async function compare(pair: Pair, drive: (s: Side, amount?: number) => Promise<LoadResult>): Promise<BenchRow[]> {
  await drive(pair.off, 1000);
  await drive(pair.on, 1000);
  const runs: { off: LoadResult[]; on: LoadResult[] } = { off: [], on: [] };
  for (let i = 0; i < ROUNDS; i++) {
    // alternate which side goes first, so neither always runs on a warmer machine
    for (const which of i % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const))
      runs[which].push(await drive(which === 'on' ? pair.on : pair.off));
  }
  const failures = [...runs.on, ...runs.off].reduce((n, r) => n + r.errors + r.non2xx, 0);
  const rps = { on: median(runs.on.map((r) => r.rps)), off: median(runs.off.map((r) => r.rps)) };
  const p50 = { on: median(runs.on.map((r) => r.p50)), off: median(runs.off.map((r) => r.p50)) };
  // compared by the mean: autocannon's p50 is in whole milliseconds (7 vs 8 ms reads as 14%)
  const mean = { on: median(runs.on.map((r) => r.mean)), off: median(runs.off.map((r) => r.mean)) };
  const throughput = round(rps.on / rps.off);
  const latency = round(mean.on / mean.off);
  return [
    {
      metric: `/functions/call throughput, ${pair.what}${pair.note ? await pair.note() : ''}`,
      value: round(rps.on, 0),
      unit: 'req/s',
      baseline: { label: pair.offLabel, value: round(rps.off, 0) },
      ratio: throughput,
      target: 'ratio >= 0.9',
      met: throughput >= 0.9 && failures === 0,
      requests: CALLS * ROUNDS * 2,
      failures,
    },
    {
      metric: `/functions/call mean latency under load, ${pair.what} (p50 ${p50.on} vs ${p50.off} ms, whole ms)`,
      value: round(mean.on, 3),
      unit: 'ms',
      baseline: { label: pair.offLabel, value: round(mean.off, 3) },
      ratio: latency,
      target: 'ratio <= 1.1 (lower is better)',
      met: latency <= 1.1,
    },
  ];
}
