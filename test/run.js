#!/usr/bin/env node
// Runs the mocha suite (TypeScript test files through tsx) and ends with the line CI reads:
// "N passed, N failed". Exit code is non-zero when any test failed.
// Usage: node --import tsx test/run.js [file-or-dir ...] [--grep pattern] [--quick] [--count]
// --count: runs nothing; prints the number of tests of the whole suite and of --quick as JSON
// (scripts/readme-figures.ts puts them in the README).
// --quick (npm run test:quick): without the files that need Chromium, PostgreSQL, HAProxy, the
// single-executable build, the OpenAPI corpus or the Node 22 of the MCP conformance suite, for working
// on one part; `npm test` is the whole suite.
import Mocha from 'mocha';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
let grep;
let quick = false;
let count = false;
/** The files that need a browser, PostgreSQL and HAProxy, the binary build or the OpenAPI corpus. */
const SLOW = /(?:^|\/)(?:pg-[^/]*|browser[^/]*|pages-[^/]*|binary|registry-corpus|registry-mcp-conformance)\.test\.ts$/;
const targets = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--grep' || args[i] === '-g') grep = args[++i];
  else if (args[i] === '--quick') quick = true;
  else if (args[i] === '--count') count = true;
  else targets.push(args[i]);
}

function collect(path, out) {
  const st = statSync(path);
  if (st.isDirectory()) {
    for (const name of readdirSync(path).sort()) {
      if (name === 'helpers' || name === 'fixtures' || name === 'node_modules') continue;
      collect(join(path, name), out);
    }
  } else if (/\.test\.ts$/.test(path)) out.push(resolve(path));
  return out;
}

// The chat and catalogue pages are served from their built bundles (dist/pages): build them
// first (esbuild, well under a second), so a test never sees a missing or stale page.
const { buildPages } = await import('../scripts/build-pages.ts');
await buildPages();

const files = [];
for (const t of targets.length > 0 ? targets : ['test']) collect(t, files);
if (quick) files.splice(0, files.length, ...files.filter((f) => !SLOW.test(f)));

const mocha = new Mocha({ reporter: count ? 'dot' : 'spec', timeout: 60_000, slow: 2_000, grep, dryRun: count });
for (const f of files) mocha.addFile(f);
await mocha.loadFilesAsync();

if (count) {
  const tests = [];
  const walk = (suite) => {
    tests.push(...suite.tests);
    suite.suites.forEach(walk);
  };
  walk(mocha.suite);
  const all = tests.length;
  const fast = tests.filter((t) => !SLOW.test(t.file ?? '')).length;
  process.stdout.write(`${JSON.stringify({ all, quick: fast })}\n`);
  process.exit(0);
}

const runner = mocha.run();
let passed = 0;
let failed = 0;
runner.on('pass', () => passed++);
runner.on('fail', () => failed++);
runner.on('end', () => {
  const skipped = runner.stats?.pending ?? 0;
  process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
  // Servers left open by a broken test must not keep CI waiting.
  setTimeout(() => process.exit(process.exitCode), 2000).unref();
});
