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

/** One side (bare parser or registry) over a list of files, in a child process of its own. */
async function side(mode: 'bare' | 'registry', files: string[]): Promise<Side> {
  const dir = mkdtempSync(join(tmpdir(), 'agent-corpus-bench-'));
  try {
    const list = join(dir, 'files.txt');
    writeFileSync(list, files.join('\n'));
    const { stdout } = await run(
      process.execPath,
      ['--max-old-space-size=8192', '--import', 'tsx', join(import.meta.dirname, 'corpus-child.ts'), mode, list],
      { maxBuffer: 16 * 1024 * 1024, timeout: 60 * 60_000 },
    );
    return JSON.parse(stdout.trim().split('\n').pop()!) as Side;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
    `process of its own (peak RSS = that process's maxRSS)`,
  async run() {
    const api = await openApiDirectory();
    const all = listDescriptions(api).map((d) => join(api, d.file));
    const graph = join(api, GRAPH);
    const out: BenchRow[] = [];
    out.push(...rows('Microsoft Graph beta', await side('bare', [graph]), await side('registry', [graph])));
    const rest = all.filter((f) => f !== graph);
    out.push(...rows(`${DIRECTORY_PACKAGE} (all but Graph beta)`, await side('bare', rest), await side('registry', rest)));
    return out;
  },
};
