import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger, listen } from '../src/http/index.js';
import { createTerritoryApp } from '../src/territory/server.js';
import { startHaproxy, type TestHaproxy } from '../test/helpers/haproxy.js';
import { tempHome } from '../test/helpers/home.js';
import { testPostgres } from '../test/helpers/postgres.js';
import { startReplica, type Replica } from '../test/helpers/replicas.js';
import { load, round, type Bench, type BenchRow, type LoadResult } from './lib.js';
import { startUpstream } from './registry.bench.js';

const CONNECTIONS = 32;
const REQUESTS = 4000;
const logger = createLogger('bench', 'silent');

interface Target {
  label: string;
  crm: string;
  registry: string;
}

/**
 * The same CLI services three ways, one machine, same run: one process on SQLite (no
 * balancer), then PostgreSQL behind HAProxy (deploy/haproxy.cfg) with 1 and with 2
 * replicas of each. The figures say what the balancer and the shared database cost one
 * replica, and what a second replica gives back on this machine's cores.
 */
export const bench: Bench = {
  name: 'replicas',
  params:
    `GET /accounts/?limit=20 on the CRM and POST /functions/call through the registry (to an upstream on its own ` +
    `thread), ${CONNECTIONS} connections, ${REQUESTS} requests each: one SQLite process direct; PostgreSQL ` +
    `(Debian's, started by the harness) behind HAProxy with the shipped config, 1 and 2 replicas (agent serve processes)`,
  maxSeconds: 240,
  async run(): Promise<BenchRow[]> {
    const home = tempHome('agent-bench-replicas-');
    const territory = await listen(createTerritoryApp({ logger, logRequests: false }), { host: '127.0.0.1', port: 0, logger });
    const doc = await (await fetch(`${territory.url}/openapi.json`)).text();
    const reply = await (await fetch(`${territory.url}/accounts/acc_5/job-titles`)).text();
    await territory.close();
    const upstream = await startUpstream(doc, reply);
    const config = join(home.dir, 'mcp_servers.yaml');
    writeFileSync(config, `services:\n  - territory:\n      url: ${upstream.url}/openapi.json\n`);
    const pgUrl = await (await testPostgres()).database('bench_replicas');
    const replicas: Replica[] = [];
    const balancers: TestHaproxy[] = [];
    const start = async (service: string, i: number, databaseUrl: string) => {
      const r = await startReplica(service, {
        AGENT_HOME: join(home.dir, `${service}-${databaseUrl ? 'pg' : 'sqlite'}-${i}`),
        AGENT_DATABASE_URL: databaseUrl,
        MCP_SERVERS_FILE: config,
        AGENT_LOG_LEVEL: 'warn',
      });
      replicas.push(r);
      await r.ready;
      return r;
    };
    const body = JSON.stringify({ function_name: 'territory_get_job_titles_by_account', args: { account_id: 'acc_5' } });
    const drive = async (t: Target) => {
      const post = { method: 'POST' as const, body, headers: { 'content-type': 'application/json' } };
      await load(`${t.crm}/accounts/?limit=20`, { connections: CONNECTIONS, amount: 500 });
      await load(`${t.registry}/functions/call`, { connections: CONNECTIONS, amount: 500, ...post });
      return {
        crm: await load(`${t.crm}/accounts/?limit=20`, { connections: CONNECTIONS, amount: REQUESTS }),
        call: await load(`${t.registry}/functions/call`, { connections: CONNECTIONS, amount: REQUESTS, ...post }),
      };
    };
    try {
      const [crmS, regS] = [await start('demo_crm', 0, ''), await start('api-registry', 0, '')];
      const sqlite = await drive({ label: 'sqlite', crm: crmS.url, registry: regS.url });
      await crmS.stop();
      await regS.stop();
      const crm = [await start('demo_crm', 1, pgUrl), await start('demo_crm', 2, pgUrl)];
      const reg = [await start('api-registry', 1, pgUrl), await start('api-registry', 2, pgUrl)];
      const one = await startHaproxy({ crm: [crm[0]!.address, crm[0]!.address], registry: [reg[0]!.address, reg[0]!.address] });
      balancers.push(one);
      const pg1 = await drive({ label: 'pg1', crm: one.url.crm, registry: one.url.registry });
      const two = await startHaproxy({ crm: [crm[0]!.address, crm[1]!.address], registry: [reg[0]!.address, reg[1]!.address] });
      balancers.push(two);
      const pg2 = await drive({ label: 'pg2', crm: two.url.crm, registry: two.url.registry });
      const failed = (r: LoadResult) => r.errors + r.non2xx;
      const rows = (what: string, key: 'crm' | 'call'): BenchRow[] => [
        {
          metric: `${what}, PostgreSQL, 1 replica behind HAProxy`,
          value: round(pg1[key].rps, 0),
          unit: 'req/s',
          baseline: { label: 'one SQLite process, direct', value: round(sqlite[key].rps, 0) },
          ratio: round(pg1[key].rps / sqlite[key].rps),
          target: 'reported (a balancer hop and a networked database on the same 2 cores)',
          met: failed(pg1[key]) === 0 && failed(sqlite[key]) === 0,
          latency: { p50: pg1[key].p50, p95: pg1[key].p95, p99: pg1[key].p99 },
          requests: REQUESTS,
          failures: failed(pg1[key]),
        },
        {
          metric: `${what}, PostgreSQL, 2 replicas behind HAProxy`,
          value: round(pg2[key].rps, 0),
          unit: 'req/s',
          baseline: { label: '1 replica behind HAProxy', value: round(pg1[key].rps, 0) },
          ratio: round(pg2[key].rps / pg1[key].rps),
          target: 'no failures; ratio reported (bounded by the cores HAProxy, PostgreSQL and the replicas share)',
          met: failed(pg2[key]) === 0,
          latency: { p50: pg2[key].p50, p95: pg2[key].p95, p99: pg2[key].p99 },
          requests: REQUESTS,
          failures: failed(pg2[key]),
        },
      ];
      return [...rows('CRM GET /accounts/?limit=20', 'crm'), ...rows('registry POST /functions/call', 'call')];
    } finally {
      for (const b of balancers) await b.stop();
      for (const r of replicas) await r.stop();
      await upstream.stop();
      home.remove();
    }
  },
};
