#!/usr/bin/env node
// Summarises a V8 .cpuprofile (node --cpu-prof): the top frames by self time and by total
// (inclusive) time, as percentages of the profile's samples. Usage:
//   node bench/profile/top-frames.js <file.cpuprofile> [count]
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const [file, countArg] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: node bench/profile/top-frames.js <file.cpuprofile> [count]\n');
  process.exit(2);
}
const count = Number(countArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const hits = new Map();
for (const s of profile.samples) hits.set(s, (hits.get(s) ?? 0) + 1);
const total = profile.samples.length;
const where = (cf) => {
  const url = cf.url ? relative(process.cwd(), cf.url.replace(/^file:\/\//, '')) : '';
  return `${cf.functionName || '(anonymous)'} ${url ? `${url.replace(/^.*node_modules\//, '~/')}:${cf.lineNumber + 1}` : ''}`.trim();
};
const self = new Map();
const inclusive = new Map();
for (const [id, n] of hits) {
  const key = where(byId.get(id).callFrame);
  self.set(key, (self.get(key) ?? 0) + n);
  // count each distinct frame once per sample stack
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const k = where(byId.get(cur).callFrame);
    if (seen.has(k)) continue;
    seen.add(k);
    inclusive.set(k, (inclusive.get(k) ?? 0) + n);
  }
}
const pct = (n) => `${((100 * n) / total).toFixed(1).padStart(5)}%`;
const top = (m) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([k, n]) => `${pct(n)}  ${k}`)
    .join('\n');
const seconds = (profile.endTime - profile.startTime) / 1e6;
process.stdout.write(
  `${file}: ${total} samples over ${seconds.toFixed(1)} s\n\n## self time\n${top(self)}\n\n## total time (inclusive)\n${top(inclusive)}\n`,
);
