#!/usr/bin/env node
// `npm run bench [name ...]`: runs bench/*.bench.ts one after another in this process,
// prints each benchmark's parameters and rows, and writes bench/results/latest.{md,json}.
import { readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import os from 'node:os';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
  .sort();

const rows = [];
for (const file of files) {
  const { bench } = await import(pathToFileURL(join(here, file)).href);
  process.stdout.write(`\n## ${bench.name}\n${bench.params}\n`);
  const started = Date.now();
  try {
    for (const row of await bench.run()) {
      rows.push({ bench: bench.name, ...row });
      const base = row.baseline ? `  (baseline ${row.baseline.label}: ${row.baseline.value})` : '';
      const ratio = row.ratio !== undefined ? `  ratio ${row.ratio}` : '';
      process.stdout.write(`  ${row.metric}: ${row.value} ${row.unit}${base}${ratio}  target ${row.target}  ${row.met ? 'met' : 'NOT MET'}\n`);
    }
  } catch (err) {
    rows.push({ bench: bench.name, metric: 'error', value: 0, unit: '', target: '', met: false, error: String(err?.stack ?? err) });
    process.stdout.write(`  FAILED: ${err?.stack ?? err}\n`);
  }
  process.stdout.write(`  (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}

const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}`;
const md = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}.`,
  '',
  '| benchmark | metric | value | baseline (same run) | ratio | target | met |',
  '|---|---|---|---|---|---|---|',
  ...rows.map((r) =>
    `| ${r.bench} | ${r.metric} | ${r.value} ${r.unit} | ${r.baseline ? `${r.baseline.label}: ${r.baseline.value}` : ''} | ${r.ratio ?? ''} | ${r.target} | ${r.met ? 'yes' : 'no'} |`,
  ),
  '',
].join('\n');
mkdirSync(join(here, 'results'), { recursive: true });
if (only.length === 0) {
  writeFileSync(join(here, 'results', 'latest.md'), md);
  writeFileSync(join(here, 'results', 'latest.json'), JSON.stringify({ machine, rows }, null, 2) + '\n');
}
process.stdout.write(`\n${md}`);
process.exit(0);
