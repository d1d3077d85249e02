import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DIRECTORY_PACKAGE, DIRECTORY_VERSION, listDescriptions, openApiDirectory } from '../test/helpers/corpus.js';
import { round, type Bench, type BenchRow } from './lib.js';

const run = promisify(execFile);
const GRAPH = 'microsoft.com/graph-beta.json';

interface Side {
  documents: number;
  failures: number;
  failed: string[];
  seconds: number;
  peakRssMb: number;
  tools: number;
  maxBlockMs: number;
}

/** A script of this folder run over a list of files in a child process of its own: the JSON of its last line. */
async function child<T>(script: string, arg: string, files: string[]): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'agent-corpus-bench-'));
  try {
    const list = join(dir, 'files.txt');
    writeFileSync(list, files.join('\n'));
    const { stdout } = await run(
      process.execPath,
      ['--max-old-space-size=8192', '--import', 'tsx', join(import.meta.dirname, script), arg, list],
      { maxBuffer: 16 * 1024 * 1024, timeout: 60 * 60_000 },
    );
    return JSON.parse(stdout.trim().split('\n').pop()!) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One side (bare parser or registry) over a list of files. */
const side = (mode: 'bare' | 'registry', files: string[]) => child<Side>('corpus-child.ts', mode, files);

interface Latency {
  n: number;
  p50: number;
  p99: number;
}

/** What bench/corpus-serve.ts prints: a registry serving while descriptions load. */
interface Serving {
  workers: number;
  documents: number;
  failures: number;
  tools: number;
  seconds: number;
  maxBlockMs: number;
  idleMaxBlockMs: number;
  idle: { root: Latency; call: Latency };
  load: { root: Latency; call: Latency };
}

const serving = (workers: number, files: string[]) => child<Serving>('corpus-serve.ts', String(workers), files);

/** GET / and a call while loading against the same process idle, and the longest block: with load workers, or on the serving thread. */
function servingRows(what: string, s: Serving): BenchRow[] {
  const how = s.workers > 0 ? `load_workers ${s.workers}` : 'load_workers 0, on the serving thread (as before)';
  const goal = s.workers > 0;
  const latency = (label: string, idle: Latency, load: Latency): BenchRow => {
    const ratio = round(load.p99 / idle.p99);
    return {
      metric: `${what}, ${how}: ${label} p99 while loading (${load.n} requests; idle: ${idle.n})`,
      value: round(load.p99, 1),
      unit: 'ms',
      baseline: {
        label: `idle p99, same process (p50 ${round(idle.p50, 2)} ms; loading p50 ${round(load.p50, 2)} ms)`,
        value: round(idle.p99, 1),
      },
      ratio,
      target: goal ? 'ratio <= 2' : 'reported (before)',
      met: goal ? ratio <= 2 : true,
    };
  };
  return [
    latency('GET /', s.idle.root, s.load.root),
    latency('call of a loaded tool', s.idle.call, s.load.call),
    {
      metric:
        `${what}, ${how}: longest event-loop block while loading (${s.documents - s.failures} documents, ` +
        `${s.tools.toLocaleString('en-US')} tools in ${round(s.seconds, 1)} s)`,
      value: round(s.maxBlockMs, 0),
      unit: 'ms',
      baseline: { label: 'longest block while idle, same process', value: round(s.idleMaxBlockMs, 0) },
      target: goal ? '< 50 ms' : 'reported (before)',
      met: goal ? s.maxBlockMs < 50 : true,
    },
  ];
}

function rows(what: string, bare: Side, ours: Side): BenchRow[] {
  const time = round(ours.seconds / bare.seconds);
  const rss = round(ours.peakRssMb / bare.peakRssMb);
  const failures = ours.failures > 0 ? `; ${ours.failures} failed to load (${ours.failed.join('; ')})` : '';
  return [
    {
      metric:
        `${what}: load time (${ours.documents - ours.failures} documents, ${ours.tools.toLocaleString('en-US')} tools${failures}; ` +
        `longest event-loop block ${round(ours.maxBlockMs, 0)} ms)`,
      value: round(ours.seconds, 1),
      unit: 's',
      baseline: { label: `bare parser: read + parse + dereference (${bare.failures} failed)`, value: round(bare.seconds, 1) },
      ratio: time,
      target: 'ratio <= 3',
      met: time <= 3 && ours.failures === 0,
    },
    {
      metric: `${what}: peak RSS`,
      value: round(ours.peakRssMb, 0),
      unit: 'MB',
      baseline: { label: 'bare parser, same documents', value: round(bare.peakRssMb, 0) },
      ratio: rss,
      target: 'ratio <= 2',
      met: rss <= 2,
    },
  ];
}

export const bench: Bench = {
  name: 'corpus',
  maxSeconds: 3600,
  params:
    `every description of ${DIRECTORY_PACKAGE}@${DIRECTORY_VERSION} (fetched once into the corpus cache, test/helpers/corpus.ts) ` +
    `loaded one after another by the registry's OpenAPI source (records, graph schemas, validators) vs the bare ` +
    `@readme/openapi-parser dereference of the same documents; Microsoft Graph beta (47 MB) alone the same way; each side in a ` +
    `process of its own (peak RSS = that process's maxRSS). Then, in a process of its own each (bench/corpus-serve.ts), a ` +
    `registry serving while the same descriptions are added one after another (each removed once loaded): GET / and a call ` +
    `of an already loaded OpenAPI tool (its upstream on another thread) from a client on its own thread, 1,500 of each idle ` +
    `first, then throughout the load; p99 while loading against idle p99, and the longest event-loop block; with ` +
    `registry.load_workers 1 and with 0 (loads on the serving thread, as before)`,
  async run() {
    const api = await openApiDirectory();
    const all = listDescriptions(api).map((d) => join(api, d.file));
    const graph = join(api, GRAPH);
    const out: BenchRow[] = [];
    out.push(...rows('Microsoft Graph beta', await side('bare', [graph]), await side('registry', [graph])));
    const rest = all.filter((f) => f !== graph);
    const directory = `${DIRECTORY_PACKAGE} (all but Graph beta)`;
    out.push(...rows(directory, await side('bare', rest), await side('registry', rest)));
    for (const workers of [1, 0]) {
      out.push(...servingRows('Microsoft Graph beta', await serving(workers, [graph])));
      out.push(...servingRows(directory, await serving(workers, rest)));
    }
    return out;
  },
};
