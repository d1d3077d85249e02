/**
 * Upstream faults against a real registry process (`agent serve api-registry`, the compiled
 * dist/): its memory under 20 oversized answers, and a healthy operation's latency while
 * 20 calls hang on another operation of the same upstream. Not part of `npm run bench`
 * (figures, not ratios): run it by hand after `npm run build`.
 *
 *   node --import tsx bench/upstream-faults.ts [--bin path/to/bin/agent.js] [--mb 50] [--rounds 3] [--hung 20]
 *
 * Prints one JSON object: RSS of the registry (MiB) before, at the peak of each round of 20
 * concurrent oversized answers, right after and 5 s after them; what those calls answered;
 * and five healthy calls' status and latency while HUNG calls hang.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, listen } from '../src/http/index.js';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const BIN = resolve(arg('bin', join(dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'agent.js')));
const ANSWER_MB = Number(arg('mb', '50'));
const CALLS = 20;
const ROUNDS = Number(arg('rounds', '3'));
const HUNG = Number(arg('hung', '20'));
const MIB = 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const op = (operationId: string) => ({
  get: { operationId, responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } } },
});
const DOC = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Faults', version: '1' },
  servers: [{ url: '/' }],
  paths: { '/big': op('big'), '/hang': op('hang'), '/ok': op('ok') },
});
const CHUNK = Buffer.from(`"${'x'.repeat(MIB - 3)}",`);
const hung: ServerResponse[] = [];

function upstream(req: IncomingMessage, res: ServerResponse): void {
  const path = new URL(req.url!, 'http://x').pathname;
  if (path === '/openapi.json') return void res.writeHead(200, { 'content-type': 'application/json' }).end(DOC);
  if (path === '/hang') return void hung.push(res);
  if (path === '/ok') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  // ANSWER_MB MiB of JSON, no Content-Length, written as fast as the reader takes it
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('[');
  let sent = 0;
  const more = () => {
    while (sent < ANSWER_MB) {
      sent++;
      if (!res.write(CHUNK)) return void res.once('drain', more);
    }
    res.end('"end"]');
  };
  res.on('close', () => (sent = ANSWER_MB));
  more();
}

const rssMiB = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};

async function startRegistry(home: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [BIN, 'serve', 'api-registry', '--port', '0', '--config', join(home, 'mcp_servers.yaml')], {
    env: { ...process.env, AGENT_HOME: home, AGENT_LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /"url":"(http:[^"]+)"/.exec(out);
      if (m) resolveUrl(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the registry exited (${code}): ${out.slice(-500)}`)));
  });
  child.stdout!.resume();
  for (let i = 0; i < 200; i++) {
    const apps = (await (await fetch(`${url}/applications`)).json()) as { status: string }[];
    if (apps.every((a) => a.status !== 'loading')) break;
    await sleep(50);
  }
  return { child, url };
}

const call = async (url: string, function_name: string) => {
  const res = await fetch(`${url}/functions/call`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ function_name, args: {} }),
  });
  const text = await res.text();
  return {
    status: res.status,
    detail: res.status === 200 ? `${(text.length / MIB).toFixed(1)} MiB` : (JSON.parse(text) as { detail: string }).detail,
  };
};

const logger = createLogger('bench', 'silent');
const up = await listen(upstream, { host: '127.0.0.1', port: 0, logger });
const home = mkdtempSync(join(tmpdir(), 'agent-upstream-faults-'));
writeFileSync(join(home, 'mcp_servers.yaml'), `services:\n  - faults: { url: "${up.url}/openapi.json" }\n`);
const { child, url } = await startRegistry(home);
const pid = child.pid!;
try {
  // memory: 20 oversized answers at once
  await call(url, 'faults_ok');
  const before = rssMiB(pid);
  const peaks: number[] = [];
  const statuses: Record<string, number> = {};
  for (let round = 0; round < ROUNDS; round++) {
    let peak = rssMiB(pid);
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 20);
    const answers = await Promise.all(Array.from({ length: CALLS }, () => call(url, 'faults_big')));
    clearInterval(sampler);
    peaks.push(Math.max(peak, rssMiB(pid)));
    for (const a of answers) statuses[`${a.status} ${a.detail}`] = (statuses[`${a.status} ${a.detail}`] ?? 0) + 1;
  }
  const right = rssMiB(pid);
  await sleep(5000);
  const later = rssMiB(pid);

  // head-of-line blocking: HUNG calls hang on one operation, then a healthy one is timed
  const pending = Array.from({ length: HUNG }, () => call(url, 'faults_hang'));
  for (let i = 0; i < 250 && hung.length < HUNG; i++) await sleep(20);
  const reached = hung.length;
  const healthy: string[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const r = await call(url, 'faults_ok');
    healthy.push(`${r.status} in ${Math.round(performance.now() - t)} ms`);
  }
  for (const res of hung.splice(0)) res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  await Promise.all(pending);
  process.stdout.write(
    `${JSON.stringify(
      {
        bin: BIN,
        oversized: {
          rounds: ROUNDS,
          calls_per_round: CALLS,
          answer_mib: ANSWER_MB,
          answered: statuses,
          rss_mib: { before, peak_per_round: peaks, right_after: right, five_s_later: later },
        },
        head_of_line: { hung_calls_at_upstream: reached, healthy_calls: healthy },
      },
      null,
      2,
    )}\n`,
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  await up.close();
  rmSync(home, { recursive: true, force: true });
}
