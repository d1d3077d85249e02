// `/mcp` in front of a stdio MCP server (@modelcontextprotocol/server-everything, tool echo),
// as the peers bench runs it, with builds (or peers) taking turns in one run:
//   node --import tsx bench/profile/mcp-stdio.ts [target...]
// A target is a directory holding bin/agent.js and its dist/ (a copy of a build, e.g. the one
// before a change; default: this tree) or the key of a stdio peer of the bench (mcp-hub, ...).
// Each target serves its own upstream; ROUNDS (default 3) times each in turn gets CLIENTS (16)
// SDK clients calling for SECS (4) seconds, then SEQ (300) sequential raw JSON-RPC calls (targets
// that serve streamable HTTP); ECHO_BYTES pads each message (a larger result). Printed per round:
// throughput, the gateway process's own CPU per call (its kernel part, its read and write system
// calls), the raw calls' p50 and the clients' CPU per call; then the medians and each round's
// ratio to the first target. PROF=<dir> starts our targets under `node --cpu-prof` (profiles
// written there when they stop; cut them to the calls with bench/profile/top-frames.js).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { closeSdk, concurrent, connectSdk, rawSession, sdkCall, sequential, waitForTool, type Workload } from '../peers/clients.js';
import { installPeers } from '../peers/install.js';
import { cpuMs, startProc, stopAll, ticksPerSecond, type Proc } from '../peers/procs.js';
import { stdioTargets } from '../peers/targets.js';
import { freePort } from '../../test/helpers/ports.js';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CLIENTS = Number(process.env.CLIENTS ?? 16);
const SECS = Number(process.env.SECS ?? 4);
const SEQ = Number(process.env.SEQ ?? 300);
const PROF = process.env.PROF;

/** ECHO_BYTES: each message padded to about that many characters (a large result). */
const pad = 'x'.repeat(Number(process.env.ECHO_BYTES ?? 0));
const echo: Workload = {
  args: (i) => ({ message: `bench ${i}${pad}` }),
  verify: (i, text) => {
    if (text !== `Echo: bench ${i}${pad}`) throw new Error(`wrong answer to call ${i}: ${JSON.stringify(text)?.slice(0, 120)}`);
  },
};

interface Target {
  name: string;
  proc: Proc;
  url: string;
  tool: string;
  raw: boolean;
  clients: Client[];
  rows: { rps: number; cpuUs: number; p50: number; clientUs: number; reads: number; writes: number }[];
}

const peers = await installPeers((line) => process.stdout.write(`${line}\n`));
const upstream: [string, string[]] = [
  process.execPath,
  [peers.file('@modelcontextprotocol/server-everything', 'dist', 'index.js'), 'stdio'],
];
const home = mkdtempSync(join(tmpdir(), 'agent-mcp-stdio-'));
const names = process.argv.slice(2);

async function start(spec: string, k: number): Promise<Target> {
  const dir = join(home, `${k}`);
  mkdirSync(dir, { recursive: true });
  const peer = stdioTargets(peers).find((t) => !t.ours && t.key === spec);
  if (peer) {
    const { proc, url } = await peer.start({ peers, home: dir, upstream, territoryUrl: 'http://127.0.0.1:9' });
    const { client, tool } = await waitForTool(url, peer.wire, peer.pick, proc, Date.now() + 40_000);
    await closeSdk(client);
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => connectSdk(url, peer.wire)));
    return { name: spec, proc, url, tool, raw: peer.raw, clients, rows: [] };
  }
  const root = resolve(spec);
  const config = join(dir, 'mcp_servers.yaml');
  writeFileSync(config, `mcpServers:\n  everything: ${JSON.stringify({ command: upstream[0], args: upstream[1] })}\n`);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', AGENT_HOME: join(dir, 'agent-home') };
  delete env.NODE_OPTIONS;
  delete env.MCP_SERVERS_FILE;
  const prof = PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${PROF}`, '--cpu-prof-interval=100', `--cpu-prof-name=${k}-${basename(root)}.cpuprofile`]
    : [];
  const args = [
    ...prof,
    join(root, 'bin', 'agent.js'),
    'serve',
    'api-registry',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--config',
    config,
  ];
  const proc = startProc(`ours ${k}`, process.execPath, args, { cwd: dir, env, log: join(dir, 'output.log') });
  const url = `http://127.0.0.1:${port}/mcp`;
  const pick = (n: string[]) => n.find((x) => x === 'everything_echo');
  const { client, tool } = await waitForTool(url, 'streamable-http', pick, proc, Date.now() + 40_000);
  await closeSdk(client);
  const clients = await Promise.all(Array.from({ length: CLIENTS }, () => connectSdk(url, 'streamable-http')));
  return { name: `${k}:${spec}`, proc, url, tool, raw: true, clients, rows: [] };
}

/** The read and write system calls a process has made (/proc/<pid>/io), and its CPU time in the kernel (ticks). */
function syscalls(pid: number): { r: number; w: number; sys: number } {
  const io = readFileSync(`/proc/${pid}/io`, 'utf8');
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const sys = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[12]); // field 15: stime
  return { r: Number(/syscr: (\d+)/.exec(io)?.[1]), w: Number(/syscw: (\d+)/.exec(io)?.[1]), sys };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const targets: Target[] = [];
for (const [k, spec] of (names.length > 0 ? names : ['.']).entries()) targets.push(await start(spec, k));
// warm-up: every path compiled before anything is measured
for (const t of targets)
  await concurrent(
    t.clients.map((c) => sdkCall(c, t.tool, echo)),
    Number(process.env.WARM ?? 3),
  );
for (let round = 0; round < ROUNDS; round++) {
  for (const t of targets) {
    const calls = t.clients.map((c) => sdkCall(c, t.tool, echo));
    const before = cpuMs(t.proc.pid);
    const mine = process.cpuUsage();
    const io = syscalls(t.proc.pid);
    const burst = await concurrent(calls, SECS);
    const cpuUs = ((cpuMs(t.proc.pid) - before) * 1000) / Math.max(1, burst.ok);
    const used = process.cpuUsage(mine);
    const clientUs = (used.user + used.system) / Math.max(1, burst.ok);
    const io2 = syscalls(t.proc.pid);
    const reads = (io2.r - io.r) / Math.max(1, burst.ok);
    const writes = (io2.w - io.w) / Math.max(1, burst.ok);
    const kernel = (((io2.sys - io.sys) * 1000 * 1000) / ticksPerSecond() / Math.max(1, burst.ok)).toFixed(0);
    if (burst.failed > 0) console.log(`${t.name}: ${burst.failed} calls failed: ${burst.firstError}`);
    let p50 = NaN;
    if (t.raw && SEQ > 0) {
      const raw = await rawSession(t.url, t.tool, echo);
      const tally = { ok: 0, failed: 0 };
      await sequential(30, raw.call, tally);
      p50 = median(await sequential(SEQ, raw.call, tally));
      await raw.close();
    }
    const row = { rps: burst.ok / burst.seconds, cpuUs, p50, clientUs, reads, writes };
    t.rows.push(row);
    const sys = `gateway reads ${reads.toFixed(2)}, writes ${writes.toFixed(2)} per call, ${kernel} µs of its CPU in the kernel`;
    console.log(
      `round ${round} ${t.name}: ${row.rps.toFixed(0)}/s, ${cpuUs.toFixed(0)} µs CPU per call, raw p50 ${p50.toFixed(3)} ms ` +
        `(clients: ${clientUs.toFixed(0)} µs per call; ${sys})`,
    );
  }
}
console.log('medians:');
for (const t of targets) {
  const m = (f: (r: Target['rows'][number]) => number) => median(t.rows.map(f));
  const cpu = `${m((r) => r.cpuUs).toFixed(0)} µs CPU per call`;
  console.log(`  ${t.name}: ${m((r) => r.rps).toFixed(0)}/s, ${cpu}, raw p50 ${m((r) => r.p50).toFixed(3)} ms`);
}
// each round's figures against the first target's in the same round (the load of the machine changes between rounds)
for (const t of targets.slice(1)) {
  const ratio = (f: (r: Target['rows'][number]) => number) => median(t.rows.map((r, i) => f(r) / f(targets[0]!.rows[i]!))).toFixed(2);
  const ratios = `throughput ${ratio((r) => r.rps)}, CPU per call ${ratio((r) => r.cpuUs)}, raw p50 ${ratio((r) => r.p50)}`;
  console.log(`  ${t.name} / ${targets[0]!.name}, median of the rounds' ratios: ${ratios}`);
}
for (const t of targets) for (const c of t.clients) await closeSdk(c);
await stopAll();
process.exit(0);
