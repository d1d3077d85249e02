import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { BIN } from '../test/helpers/cli.js';
import { tempHome } from '../test/helpers/home.js';
import { freePort } from '../test/helpers/ports.js';
import { percentile, type Bench, type BenchRow } from './lib.js';
import {
  closeSdk,
  concurrent,
  connectSdk,
  rawSession,
  sdkCall,
  sequential,
  waitForTool,
  CALL_TIMEOUT_MS,
  type Burst,
  type Call,
  type Tally,
  type Workload,
} from './peers/clients.js';
import { installPeers, peersCacheDir, pinnedVersions, type Peers } from './peers/install.js';
import { generatedServers, GENERATOR, type Generated } from './peers/generated.js';
import { cpuMs, descendants, startProc, stopAll, type Proc } from './peers/procs.js';
import { groupRows, type Outcome, type Phase } from './peers/rows.js';
import { openApiTargets, stdioTargets, type StartContext, type TargetDef } from './peers/targets.js';

const ROUNDS = 5;
const PER_ROUND = 80;
const WARMUP = 40;
const CLIENTS = 16;
const BURST_SECONDS = 4;
const BURST_ROUNDS = 4;
const WARM_BURST_SECONDS = 0.5;
const START_SECONDS = 40;
const EVERYTHING = '@modelcontextprotocol/server-everything';

// Installed when this file is loaded, before bench/run.js starts the bench's clock: the
// first run fetches the peers (a few seconds to a minute), later runs find them in the cache.
let peers: Peers | undefined;
let installError: string | undefined;
try {
  peers = await installPeers((line) => process.stdout.write(`${line}\n`));
} catch (err) {
  installError = String((err as Error).message ?? err).slice(0, 600);
}
const pins = pinnedVersions();

/** Echo: every call a different message, and the answer must be that message. */
const echo: Workload = {
  args: (i) => ({ message: `bench ${i}` }),
  verify: (i, text) => {
    if (text !== `Echo: bench ${i}`) throw new Error(`wrong answer to call ${i}: ${JSON.stringify(text)?.slice(0, 120)}`);
  },
};

/** Job titles of accounts whose answers all differ (so that a crossed answer is caught), as the API itself answers them. */
async function jobTitlesWorkload(territoryUrl: string, agent: Agent): Promise<{ work: Workload; direct: Call }> {
  const answers = new Map<string, string>();
  for (let n = 1; n <= 60 && answers.size < 12; n++) {
    const res = await request(`${territoryUrl}/accounts/acc_${n}/job-titles`, { dispatcher: agent });
    const text = JSON.stringify(await res.body.json());
    if (![...answers.values()].includes(text)) answers.set(`acc_${n}`, text);
  }
  const ids = [...answers.keys()];
  const expect = (i: number) => answers.get(ids[i % ids.length]!)!;
  const same = (i: number, text: string | undefined) => {
    let got: string | undefined;
    try {
      // openapi-mcp-generator's servers put the status before the API's body
      got = text === undefined ? undefined : JSON.stringify(JSON.parse(text.replace(/^API Response \(Status: 200\):\n/, '')));
    } catch {
      got = undefined;
    }
    if (got !== expect(i)) throw new Error(`wrong answer to call ${i}: ${text?.slice(0, 120)}`);
  };
  return {
    work: { args: (i) => ({ account_id: ids[i % ids.length] }), verify: same },
    direct: async (i) => {
      const res = await request(`${territoryUrl}/accounts/${ids[i % ids.length]}/job-titles`, {
        dispatcher: agent,
        headersTimeout: CALL_TIMEOUT_MS,
      });
      const text = await res.body.text();
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}`);
      same(i, text);
    },
  };
}

interface Running {
  outcome: Outcome;
  proc?: Proc;
  url?: string;
  tool?: string;
  client?: Client;
}

const fail = (r: Running, err: unknown) => {
  r.outcome.error ??= `${String((err as Error).message ?? err).slice(0, 300)}${r.proc ? ` | log: ${r.proc.tail(3)}` : ''}`;
};
const ok = (r: Running) => !r.outcome.error;

/** Starts every target of a group at once; each is ready when it lists the tool. */
async function startAll(defs: TargetDef[], ctx: Omit<StartContext, 'home'>, root: string): Promise<Running[]> {
  return Promise.all(
    defs.map(async (def) => {
      const tally = (): Tally => ({ ok: 0, failed: 0 });
      const r: Running = { outcome: { def, phases: { sdk: tally(), raw: tally(), burst: tally() } } };
      try {
        ({ proc: r.proc, url: r.url } = await def.start({ ...ctx, home: join(root, def.key) }));
        ({ client: r.client, tool: r.tool } = await waitForTool(r.url, def.wire, def.pick, r.proc, Date.now() + START_SECONDS * 1000));
      } catch (err) {
        fail(r, err);
      }
      return r;
    }),
  );
}

/**
 * One group, same run: sequential calls with the SDK client (rounds interleaved with the
 * direct call, so background load hits every path alike), then with a raw JSON-RPC client
 * where the target serves streamable HTTP, then CLIENTS concurrent SDK clients per target
 * for a fixed time while its own CPU time is read from /proc.
 */
async function measure(running: Running[], work: Workload, direct: Call): Promise<number> {
  const directTally: Tally = { ok: 0, failed: 0 };
  const directMs: number[] = [];
  const sdk = new Map<Running, number[]>();
  const raw = new Map<Running, { call: Call; close(): Promise<void> }>();
  const rawMs = new Map<Running, number[]>();
  // a phase that fails is recorded in its tally (and its rows); the target goes on to the next phase
  const phase = async (r: Running, which: Phase, n: number, call: Call, into?: number[]) => {
    if (!ok(r)) return;
    const tally = r.outcome.phases[which];
    try {
      const ms = await sequential(n, call, tally);
      into?.push(...ms);
    } catch (err) {
      tally.firstError ??= String((err as Error).message ?? err);
      if (r.proc?.exited()) fail(r, `stopped (${r.proc.exited()})`);
    }
  };
  await sequential(WARMUP, direct, directTally);
  for (const r of running) await phase(r, 'sdk', WARMUP, sdkCall(r.client!, r.tool!, work));
  for (let round = 0; round < ROUNDS; round++) {
    directMs.push(...(await sequential(PER_ROUND, direct, directTally)));
    for (const r of running) await phase(r, 'sdk', PER_ROUND, sdkCall(r.client!, r.tool!, work), sdk.get(r) ?? sdk.set(r, []).get(r));
  }
  for (const r of running.filter((r) => ok(r) && r.outcome.def.raw)) {
    try {
      raw.set(r, await rawSession(r.url!, r.tool!, work));
      await phase(r, 'raw', WARMUP, raw.get(r)!.call);
    } catch (err) {
      r.outcome.phases.raw.failed++;
      r.outcome.phases.raw.firstError ??= String((err as Error).message ?? err);
    }
  }
  for (let round = 0; round < ROUNDS; round++) {
    directMs.push(...(await sequential(PER_ROUND, direct, directTally)));
    for (const [r, session] of raw) await phase(r, 'raw', PER_ROUND, session.call, rawMs.get(r) ?? rawMs.set(r, []).get(r));
  }
  for (const session of raw.values()) await session.close();
  for (const r of running) {
    if (sdk.get(r)?.length) r.outcome.sdkP50 = percentile(sdk.get(r)!, 50);
    if (rawMs.get(r)?.length) r.outcome.rawP50 = percentile(rawMs.get(r)!, 50);
  }
  await bursts(running, work);
  if (directTally.failed > 0) throw new Error(`the direct baseline failed ${directTally.failed} calls: ${directTally.firstError}`);
  return percentile(directMs, 50);
}

/**
 * CLIENTS concurrent SDK clients per target (each its own session), connected and warmed up
 * first; then BURST_ROUNDS rounds of BURST_SECONDS / BURST_ROUNDS per target in turn (so
 * that background load on the machine falls on every target alike), the target's own CPU
 * time read from /proc around each.
 */
async function bursts(running: Running[], work: Workload): Promise<void> {
  const pools = new Map<Running, { clients: Client[]; calls: Call[]; cpuMs: number; burst: Burst }>();
  const failed = (r: Running, err: unknown) => {
    r.outcome.phases.burst.failed++;
    r.outcome.phases.burst.firstError ??= String((err as Error).message ?? err);
    if (r.proc?.exited()) fail(r, `stopped (${r.proc.exited()})`);
  };
  const count = (r: Running, b: Burst) => {
    const t = r.outcome.phases.burst;
    t.ok += b.ok;
    t.failed += b.failed;
    t.firstError ??= b.firstError;
  };
  for (const r of running.filter(ok)) {
    const connected = await Promise.allSettled(Array.from({ length: CLIENTS }, () => connectSdk(r.url!, r.outcome.def.wire)));
    const clients = connected.flatMap((c) => (c.status === 'fulfilled' ? [c.value] : []));
    const refused = connected.find((c): c is PromiseRejectedResult => c.status === 'rejected');
    if (refused) {
      failed(r, refused.reason);
      await Promise.all(clients.map(closeSdk));
      continue;
    }
    const calls = clients.map((c) => sdkCall(c, r.tool!, work));
    count(r, await concurrent(calls, WARM_BURST_SECONDS));
    pools.set(r, { clients, calls, cpuMs: 0, burst: { ok: 0, failed: 0, seconds: 0, latencies: [] } });
  }
  for (let round = 0; round < BURST_ROUNDS; round++) {
    for (const [r, pool] of pools) {
      if (!ok(r)) continue;
      try {
        const pids = [r.proc!.pid, ...(r.outcome.def.cpuWithChildren ? descendants(r.proc!.pid) : [])];
        const cpu = () => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
        const cpu0 = cpu();
        const b = await concurrent(pool.calls, BURST_SECONDS / BURST_ROUNDS);
        pool.cpuMs += cpu() - cpu0;
        count(r, b);
        pool.burst = {
          ok: pool.burst.ok + b.ok,
          failed: pool.burst.failed + b.failed,
          firstError: pool.burst.firstError ?? b.firstError,
          seconds: pool.burst.seconds + b.seconds,
          latencies: pool.burst.latencies.concat(b.latencies),
        };
      } catch (err) {
        failed(r, err);
      }
    }
  }
  for (const [r, pool] of pools) {
    if (ok(r) && pool.burst.seconds > 0) {
      r.outcome.burst = pool.burst;
      r.outcome.cpuPerCallUs = (pool.cpuMs * 1000) / Math.max(1, pool.burst.ok + pool.burst.failed);
    }
    await Promise.all(pool.clients.map(closeSdk));
  }
}

async function stopGroup(running: Running[]): Promise<void> {
  await Promise.all(running.map(async (r) => r.client && (await closeSdk(r.client))));
  await Promise.all(running.map(async (r) => r.proc && (await r.proc.stop())));
}

async function startTerritory(root: string): Promise<{ proc: Proc; url: string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, AGENT_HOME: join(root, 'territory'), NO_COLOR: '1' };
  delete env.NODE_OPTIONS;
  const proc = startProc('territory', process.execPath, [BIN, 'serve', 'demo_territory', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: root,
    env,
    log: join(root, 'territory.log'),
  });
  const url = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 20_000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
    if (proc.exited()) break;
    const healthy = await fetch(`${url}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) return { proc, url };
  }
  throw new Error(`the territory API did not start: ${proc.exited() ?? 'no answer in 20 s'} ${proc.tail(5)}`);
}

const versionsText = Object.entries(pins)
  .map(([n, v]) => `${n}@${v}`)
  .join(', ');

export const bench: Bench = {
  name: 'peers',
  params:
    `our registry's /mcp (\`agent serve api-registry --config\`, a child process) beside the MCP gateways a user would pick ` +
    `instead, pinned in bench/peers/package.json (${versionsText}) and installed on first use into ${peersCacheDir()}; ` +
    `every gateway a child process on 127.0.0.1 with its default settings and logging (output to a file), each spawning ` +
    `its own upstream, all on Node ${process.version}. stdio upstream: ${EVERYTHING} tool echo (supergateway ` +
    `--outputTransport streamableHttp --stateful, one upstream per session; mcp-proxy streamable HTTP; mcp-hub serves only ` +
    `SSE, so no raw row for it). OpenAPI upstream: the demo territory API (agent serve demo_territory), tool ` +
    `get_job_titles_by_account over 12 accounts, ours federating its description vs @ivotoby/openapi-mcp-server --transport ` +
    `http, the same in stdio (its default) behind mcp-proxy and behind mcp-hub, and the servers ${GENERATOR} generates from ` +
    `the description (--transport=streamable-http as its README says, and --transport=stdio behind the same two; generated, ` +
    `installed and built once into the cache); behind a gateway, "gateway" CPU is that of the gateway and the OpenAPI server ` +
    `together. ` +
    `Per target, same run: ${ROUNDS}x${PER_ROUND} sequential SDK-client calls after ${WARMUP} warm-up, rounds ` +
    `interleaved with the same call made without a gateway (SDK client over stdio; undici GET for OpenAPI); the same with ` +
    `raw JSON-RPC POSTs over undici (one session); then ${CLIENTS} SDK clients per target calling for ${BURST_SECONDS} s ` +
    `(${BURST_ROUNDS} rounds, targets in turn) after ${WARM_BURST_SECONDS} s warm-up: throughput of right answers and the ` +
    `gateway process's own CPU (utime+stime of its pid in /proc, upstream children excluded) per call. Every answer is ` +
    `checked (each call echoes its own text or gets its own account's titles); a peer with any failed or wrong answer ` +
    `is reported as failed and left out of "best peer"` +
    (installError ? `. PEERS NOT INSTALLED: ${installError}` : ''),
  maxSeconds: 300, // the first run also generates and builds openapi-mcp-generator's servers
  async run(): Promise<BenchRow[]> {
    if (!peers) {
      return [{ metric: `peers not installed (${installError})`, value: 0, unit: '', target: 'peers installed and run', met: false }];
    }
    const home = tempHome('agent-bench-peers-');
    const agent = new Agent({ connections: 1, keepAliveTimeout: 30_000 });
    const rows: BenchRow[] = [];
    let direct: Client | undefined;
    try {
      const upstream: [string, string[]] = [process.execPath, [peers.file(EVERYTHING, 'dist', 'index.js'), 'stdio']];
      const territory = await startTerritory(home.dir);
      // before any measuring: the first run generates and builds them (npm install, tsc)
      const generated: Generated | string = await generatedServers(peers, `${territory.url}/openapi.json`, (line) =>
        process.stdout.write(`${line}\n`),
      ).catch((err: Error) => String(err.message ?? err).slice(0, 600));
      if (typeof generated === 'object') process.stdout.write(`${GENERATOR}'s servers: @modelcontextprotocol/sdk ${generated.sdk}\n`);
      const ctx = { peers, upstream, territoryUrl: territory.url, generated };

      // stdio upstream
      direct = new Client({ name: 'agent-bench-peers-direct', version: '1.0.0' });
      await direct.connect(new StdioClientTransport({ command: upstream[0], args: upstream[1], stderr: 'ignore' }));
      const viaStdio = sdkCall(direct, 'echo', echo);
      const stdio = await startAll(stdioTargets(peers), ctx, join(home.dir, 'stdio'));
      try {
        const p50 = await measure(stdio, echo, viaStdio);
        rows.push(
          ...groupRows(
            'stdio',
            stdio.map((r) => r.outcome),
            p50,
            'SDK client over stdio',
            CLIENTS,
          ),
        );
      } finally {
        await stopGroup(stdio);
      }

      // OpenAPI upstream
      const { work, direct: viaHttp } = await jobTitlesWorkload(territory.url, agent);
      const openapi = await startAll(openApiTargets(peers), ctx, join(home.dir, 'openapi'));
      try {
        const p50 = await measure(openapi, work, viaHttp);
        rows.push(
          ...groupRows(
            'OpenAPI',
            openapi.map((r) => r.outcome),
            p50,
            'undici GET to the API',
            CLIENTS,
          ),
        );
      } finally {
        await stopGroup(openapi);
      }
      return rows;
    } finally {
      if (direct) await closeSdk(direct);
      await agent.close();
      await stopAll();
      home.remove();
    }
  },
};
