/**
 * Regenerates the test counts the README quotes (npm run readme:figures): the number of tests
 * of `npm test` and of `npm run test:quick`, counted by mocha without running them.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { replaceSection } from './markers.js';

const root = join(import.meta.dirname, '..');
const out = execFileSync(process.execPath, ['--import', 'tsx', 'test/run.js', '--count'], { cwd: root, encoding: 'utf8' });
const { all, quick } = JSON.parse(out.trim().split('\n').pop()!) as { all: number; quick: number };
const readme = join(root, 'README.md');
const text =
  `The whole suite (${all.toLocaleString('en-US')} tests) takes about 24 minutes on 2 cores. For working on one part,\n` +
  `\`npm run test:quick\` (${quick.toLocaleString('en-US')} tests, about 10 minutes) leaves out the files that need Chromium,\n` +
  'PostgreSQL and HAProxy, the single-executable build, the OpenAPI corpus and the MCP\n' +
  'conformance suite; one file:\n' +
  '`node --import tsx test/run.js test/crm.test.ts`.';
writeFileSync(readme, replaceSection(readFileSync(readme, 'utf8'), 'tests', text));
process.stdout.write(`README.md: ${all} tests, ${quick} in test:quick\n`);
