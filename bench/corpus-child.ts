// One side of bench/corpus.bench.ts, in a process of its own (so its peak RSS is its own):
// `node --import tsx bench/corpus-child.ts <bare|registry> <file with one path per line>`
// loads each description in turn, then prints one JSON line: documents, failures, seconds,
// peak RSS, and for the registry its tools and the longest event-loop block.
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { dereference } from '@readme/openapi-parser';
import { parse as parseYaml } from 'yaml';
import { createLogger } from '../src/http/index.js';
import { OpenApiSource } from '../src/registry/sources/openapi/source.js';
import { createPoolFactory } from '../src/registry/sources/pools.js';
import { loadSettings } from '../src/settings/index.js';

const [mode, list] = process.argv.slice(2);
const files = readFileSync(list!, 'utf8').split('\n').filter(Boolean);
const settings = loadSettings({}, process.cwd()).values;
const pools = createPoolFactory(settings);
const logger = createLogger('bench', 'silent');
const delay = monitorEventLoopDelay({ resolution: 10 });
let failures = 0;
let tools = 0;
const failed: string[] = [];
const started = performance.now();
delay.enable();
for (const file of files) {
  try {
    if (mode === 'bare') {
      const text = readFileSync(file, 'utf8');
      const doc = /\.json$/.test(file) ? JSON.parse(text) : parseYaml(text);
      await dereference(doc, { dereference: { circular: true } });
    } else {
      const src = new OpenApiSource(
        { kind: 'openapi', name: 'bench', url: file, description: '' },
        { logger, settings, dataDir: '/tmp', pools },
      );
      await src.load();
      tools += src.tools().length;
      await src.close();
    }
  } catch (err) {
    failures++;
    if (failed.length < 5) failed.push(`${file.split('/').slice(-2).join('/')}: ${String((err as Error)?.message ?? err).slice(0, 120)}`);
  }
}
delay.disable();
await pools.close();
process.stdout.write(
  JSON.stringify({
    documents: files.length,
    failures,
    failed,
    seconds: (performance.now() - started) / 1000,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    tools,
    maxBlockMs: delay.max / 1e6,
  }) + '\n',
);
