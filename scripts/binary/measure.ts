/**
 * Figures of the single executable for docs/binary.md: size, `agent --help` time, and the
 * time `agent start demo` takes until it reports all four services healthy, on a first
 * start (fresh AGENT_HOME: embedded files extracted, CRM database seeded) and on a later
 * one (same AGENT_HOME). Medians of several runs; the binary runs alone in an empty dir.
 * Usage: node --import tsx scripts/binary/measure.ts [help-runs=15] [start-runs=5] [--write]
 * (measures dist/agent, or AGENT_BINARY; build it first with npm run build:binary).
 * --write puts the figures in the README's table (between the binary:start/end markers).
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { replaceSection } from '../markers.js';
import { BUILT_BINARY, createSandbox, runFile, type Sandbox } from './sandbox.js';

const write = process.argv.includes('--write');
const numbers = process.argv.slice(2).filter((a) => a !== '--write');
const helpRuns = Number(numbers[0] ?? 15);
const startRuns = Number(numbers[1] ?? 5);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const fmt = (xs: number[]) =>
  `median ${Math.round(median(xs))} ms (min ${Math.round(Math.min(...xs))}, max ${Math.round(Math.max(...xs))}, ${xs.length} runs)`;

async function timed(sb: Sandbox, args: string[]): Promise<number> {
  const r = await sb.agent(args);
  if (r.code !== 0) throw new Error(`agent ${args.join(' ')} failed (${r.code}):\n${r.stdout}\n${r.stderr}`);
  return r.ms;
}

async function startDemo(sb: Sandbox, fresh: boolean): Promise<number> {
  if (fresh) sb.resetHome();
  const ms = await timed(sb, ['start', 'demo']);
  await timed(sb, ['stop', 'all']);
  return ms;
}

async function measure(): Promise<void> {
  const sb = await createSandbox(process.env.AGENT_BINARY || BUILT_BINARY);
  try {
    const version = (await sb.agent(['--version'])).stdout.trim();
    for (let i = 0; i < 2; i++) await timed(sb, ['--help']);
    const help: number[] = [];
    for (let i = 0; i < helpRuns; i++) help.push(await timed(sb, ['--help']));
    const bareNode: number[] = [];
    for (let i = 0; i < helpRuns; i++) bareNode.push((await runFile(process.execPath, ['-e', '0'], { cwd: sb.cwd, env: sb.env })).ms);
    const first: number[] = [];
    const later: number[] = [];
    for (let i = 0; i < startRuns; i++) {
      first.push(await startDemo(sb, true));
      later.push(await startDemo(sb, false));
    }
    const lines = [
      `agent ${version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'}), ${new Date().toISOString().slice(0, 10)}`,
      `binary size: ${(statSync(sb.binary).size / 1024 / 1024).toFixed(1)} MB`,
      `agent --help: ${fmt(help)}; baseline, bare \`node -e 0\`: ${fmt(bareNode)}`,
      `agent start demo, first start (fresh AGENT_HOME): ${fmt(first)}`,
      `agent start demo, later start (same AGENT_HOME): ${fmt(later)}`,
    ];
    process.stdout.write(lines.join('\n') + '\n');
    if (write) {
      const size = mb(statSync(sb.binary).size);
      const node = mb(statSync(process.execPath).size);
      const bare = Math.round(median(bareNode));
      const table = [
        '| figure (`node --import tsx scripts/binary/measure.ts --write`, binary alone in an empty directory) | value |',
        '|---|---|',
        `| size of \`dist/agent\` | ${size} (Node ${process.versions.node} itself is ${node}) |`,
        `| \`agent --help\`, median | ${Math.round(median(help))} ms (bare \`node -e 0\` on the same machine: ${bare} ms) |`,
        `| \`agent start demo\` until all four services are healthy, median, first start (seeds the CRM) | ${secs(median(first))} |`,
        `| the same, later starts | ${secs(median(later))} |`,
      ].join('\n');
      const readme = join(import.meta.dirname, '..', '..', 'README.md');
      writeFileSync(readme, replaceSection(readFileSync(readme, 'utf8'), 'binary', table));
      process.stdout.write('written: README.md\n');
    }
  } finally {
    await sb.remove();
  }
}

measure().catch((err: unknown) => {
  process.stderr.write(`${(err as Error)?.stack ?? String(err)}\n`);
  process.exitCode = 1;
});
