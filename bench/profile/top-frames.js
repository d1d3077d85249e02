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
// self time by where the code lives: a package, a file of ours, Node's internals, native work
const byPlace = new Map();
for (const [id, n] of hits) {
  const cf = byId.get(id).callFrame;
  const url = cf.url ?? '';
  const place = url.includes('node_modules/')
    ? `package ${url
        .split('node_modules/')
        .pop()
        .split('/')
        .slice(0, url.includes('node_modules/@') ? 2 : 1)
        .join('/')}`
    : url.includes('/src/')
      ? `src/${url.split('/src/').pop()}`
      : url.includes('/dist/')
        ? `dist/${url.split('/dist/').pop()}`
        : url.startsWith('node:')
          ? 'node internals (JS)'
          : cf.functionName || '(native)';
  byPlace.set(place, (byPlace.get(place) ?? 0) + n);
}
const pct = (n) => `${((100 * n) / total).toFixed(1).padStart(5)}%`;
const top = (m) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([k, n]) => `${pct(n)}  ${k}`)
    .join('\n');
const seconds = (profile.endTime - profile.startTime) / 1e6;
const idle = [...hits].reduce((n, [id, c]) => (byId.get(id).callFrame.functionName === '(idle)' ? n + c : n), 0);
const busy = (seconds * (total - idle)) / total;
process.stdout.write(
  `${file}: ${total} samples over ${seconds.toFixed(1)} s, busy (not idle) ${busy.toFixed(2)} s\n\n` +
    `## self time\n${top(self)}\n\n## self time by place\n${top(byPlace)}\n\n` +
    `## total time (inclusive)\n${top(inclusive)}\n`,
);
