#!/usr/bin/env node
// `npm run bench [name ...]`: runs bench/*.bench.ts one after another in this process
// (all of them, or those whose file name starts with one of the names), prints the
// parameters of the run and of each benchmark, each figure beside its same-run baseline
// and target, and writes the table: bench/results/latest.{md,json} for a full run,
// bench/results/partial.{md,json} for a selection. Each benchmark is bounded in time
// (its `maxSeconds`, default 90 s): one that overruns is reported as failed and the
// run goes on. Exit code 1 when a benchmark failed or overran; a target not met is
// reported in the table, not an exit code.
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import os from 'node:os';

const DEFAULT_MAX_SECONDS = 90;
const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
  .sort();
if (files.length === 0) {
  process.stderr.write(
    `no benchmark matches ${only.join(', ')}; available: ${readdirSync(here)
      .filter((f) => f.endsWith('.bench.ts'))
      .map((f) => f.replace('.bench.ts', ''))
      .join(', ')}\n`,
  );
  process.exit(2);
}

const cpus = os.cpus();
const machine =
  `${cpus.length} cores (${cpus[0]?.model?.trim() ?? 'cpu'}), ` +
  `${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}, Node ` +
  `${process.version}`;
const startedAt = new Date();
process.stdout.write(
  [
    `agent benchmarks, ${startedAt.toISOString()}`,
    `machine: ${machine}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
    `benchmarks: ${files.map((f) => f.replace('.bench.ts', '')).join(', ')} (each bounded; default limit ${DEFAULT_MAX_SECONDS} s)`,
    'all traffic on 127.0.0.1; baselines are measured in the same process, in the same run',
    '',
  ].join('\n'),
);

const fmt = (n) => (typeof n === 'number' ? (Number.isInteger(n) ? n.toLocaleString('en-US') : String(n)) : '');
const latencyText = (l) => (l ? `${l.p50} / ${l.p95} / ${l.p99} ms` : '');
const requestsText = (r) => (r.requests !== undefined ? `${fmt(r.requests)} (${fmt(r.failures ?? 0)} failed)` : '');

const rows = [];
const benches = [];
let failed = 0;
for (const file of files) {
  const started = Date.now();
  let bench;
  try {
    ({ bench } = await import(pathToFileURL(join(here, file)).href));
  } catch (err) {
    failed++;
    const name = file.replace('.bench.ts', '');
    rows.push({ bench: name, metric: 'error', value: 0, unit: '', target: 'runs', met: false, error: String(err?.stack ?? err) });
    benches.push({ name, params: '', seconds: 0, status: 'failed to load' });
    process.stdout.write(`\n## ${name}\n  FAILED TO LOAD: ${err?.stack ?? err}\n`);
    continue;
  }
  const limit = bench.maxSeconds ?? DEFAULT_MAX_SECONDS;
  process.stdout.write(`\n## ${bench.name}\nparameters: ${bench.params}\nlimit: ${limit} s\n`);
  let status = 'ok';
  let timer;
  try {
    const overran = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`did not finish within its limit of ${limit} s`)), limit * 1000);
    });
    const out = await Promise.race([bench.run(), overran]);
    for (const row of out) {
      rows.push({ bench: bench.name, ...row });
      const base = row.baseline ? `  | baseline ${row.baseline.label}: ${fmt(row.baseline.value)}` : '';
      const ratio = row.ratio !== undefined ? `  | ratio ${row.ratio}` : '';
      const lat = row.latency ? `  | p50/p95/p99 ${latencyText(row.latency)}` : '';
      const req = row.requests !== undefined ? `  | ${requestsText(row)}` : '';
      process.stdout.write(
        `  ${row.metric}: ${fmt(row.value)} ${row.unit}${base}${ratio}${lat}${req}  | target ` +
          `${row.target}: ${row.met ? 'met' : 'NOT MET'}\n`,
      );
    }
  } catch (err) {
    failed++;
    status = String(err?.message ?? err);
    rows.push({ bench: bench.name, metric: 'error', value: 0, unit: '', target: 'runs', met: false, error: String(err?.stack ?? err) });
    process.stdout.write(`  FAILED: ${err?.stack ?? err}\n`);
  } finally {
    clearTimeout(timer);
  }
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  benches.push({ name: bench.name, params: bench.params, limit_seconds: limit, seconds, status });
  process.stdout.write(`  (${seconds} s)\n`);
}

const totalSeconds = Math.round((Date.now() - startedAt.getTime()) / 100) / 10;
const met = rows.filter((r) => r.met).length;
const cell = (s) => String(s).replaceAll('|', '\\|').replaceAll('\n', ' ');
const md = [
  `Measured ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}; ` +
    `${totalSeconds} s in all; ${met} of ${rows.length} targets met.`,
  `Reproduce: \`npm run bench\` (or \`node --import tsx bench/run.js <name> ...\` for some of them).`,
  '',
  'Parameters:',
  '',
  ...benches.map((b) => `- **${b.name}** (${b.seconds} s${b.status === 'ok' ? '' : `, ${cell(b.status)}`}): ${cell(b.params)}`),
  '',
  '| benchmark | metric | value | baseline (same run) | ratio | p50 / p95 / p99 | requests (failed) | target | met |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.bench} | ${cell(r.metric)} | ${fmt(r.value)} ${r.unit} | ` +
      `${r.baseline ? `${cell(r.baseline.label)}: ${fmt(r.baseline.value)}` : ''} | ` +
      `${r.ratio ?? ''} | ${latencyText(r.latency)} | ${requestsText(r)} | ${cell(r.target)} | ` +
      `${r.met ? 'yes' : '**no**'} |`,
  ),
  '',
].join('\n');
mkdirSync(join(here, 'results'), { recursive: true });
const base = only.length === 0 ? 'latest' : 'partial';
writeFileSync(join(here, 'results', `${base}.md`), md);
writeFileSync(
  join(here, 'results', `${base}.json`),
  JSON.stringify({ date: startedAt.toISOString(), machine, seconds: totalSeconds, benches, rows }, null, 2) + '\n',
);
let written = `bench/results/${base}.md, bench/results/${base}.json`;
if (only.length === 0) {
  // a full run also refreshes the table in README.md (between the bench markers), so the README shows the last run
  const readme = join(here, '..', 'README.md');
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i >= 0 && j > i) {
    writeFileSync(readme, `${text.slice(0, i + start.length)}\n${md}\n${text.slice(j)}`);
    written += ', README.md';
  }
}
process.stdout.write(`\n${md}\nwritten: ${written}\n`);
process.exit(failed > 0 ? 1 : 0);
