import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { corpusCacheDir } from './corpus.js';

/**
 * The official MCP conformance suite (`@modelcontextprotocol/conformance`, a pinned
 * devDependency) run as a new user runs it. It imports `fs.globSync`, which Node 22 has
 * and Node 20 does not, so it runs under a Node 22 taken from the npm registry (the
 * `node-<platform>-<arch>` package that `npm i node@22` installs): fetched once with
 * `npm pack` into the corpus cache ($AGENT_CORPUS_DIR, else ~/.cache/agent-corpus) and
 * reused on later runs, like the OpenAPI directory (corpus.ts).
 */
export const NODE22_VERSION = '22.23.3';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const SUITE = join(dirname(require.resolve('@modelcontextprotocol/conformance/package.json')), 'dist', 'index.js');

/** The Node 22 binary, fetched on first use. */
export async function node22(): Promise<string> {
  const pkg = `node-${process.platform}-${process.arch}`;
  const dir = join(corpusCacheDir(), `${pkg}-${NODE22_VERSION}`);
  const bin = join(dir, 'package', 'bin', 'node');
  if (existsSync(join(dir, '.complete'))) return bin;
  mkdirSync(corpusCacheDir(), { recursive: true });
  const work = mkdtempSync(join(corpusCacheDir(), '.fetch-'));
  try {
    await run('npm', ['pack', `${pkg}@${NODE22_VERSION}`, '--pack-destination', work, '--silent'], { timeout: 10 * 60_000 });
    const tgz = readdirSync(work).find((f) => f.endsWith('.tgz'));
    if (!tgz) throw new Error(`npm pack ${pkg}@${NODE22_VERSION} produced no tarball in ${work}`);
    const unpacked = join(work, 'unpacked');
    mkdirSync(unpacked);
    await run('tar', ['xzf', join(work, tgz), '-C', unpacked], { timeout: 5 * 60_000 });
    rmSync(dir, { recursive: true, force: true });
    renameSync(unpacked, dir);
    writeFileSync(join(dir, '.complete'), `${pkg}@${NODE22_VERSION}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return bin;
}

export interface ScenarioOutcome {
  passed: number;
  failed: number;
}

/**
 * Runs the suite's server scenarios of a protocol revision (`--suite all --spec-version`)
 * against `url`; the outcome of each scenario by name, read from the summary it prints.
 */
export async function serverScenarios(url: string, outDir: string, specVersion = '2025-11-25'): Promise<Map<string, ScenarioOutcome>> {
  const node = await node22();
  const args = [SUITE, 'server', '--url', url, '--suite', 'all', '--spec-version', specVersion, '-o', outDir];
  // the suite exits 1 when a scenario fails: its summary says which
  const out = await run(node, args, { timeout: 10 * 60_000, maxBuffer: 64 * 1024 * 1024 }).catch(
    (err: { stdout?: string; stderr?: string }) => {
      if (!err.stdout?.includes('=== SUMMARY ===')) throw err;
      return { stdout: err.stdout };
    },
  );
  const results = new Map<string, ScenarioOutcome>();
  const summary = out.stdout.slice(out.stdout.indexOf('=== SUMMARY ==='));
  for (const m of summary.matchAll(/^[✓✗] (\S+): (\d+) passed, (\d+) failed/gmu))
    results.set(m[1]!, { passed: Number(m[2]), failed: Number(m[3]) });
  if (results.size === 0) throw new Error(`no scenario results in the suite's output:\n${out.stdout.slice(-2000)}`);
  return results;
}

/**
 * Runs one client scenario: the suite starts its server and runs `command` (the suite runs
 * it through a shell, with the server's URL appended); the checks passed and failed.
 */
export async function clientScenario(
  command: string[],
  scenario: string,
  outDir: string,
  cwd: string,
  /** The revision to run it at; null for an extension scenario (off the spec timeline). */
  spec: string | null = '2025-11-25',
): Promise<ScenarioOutcome> {
  const node = await node22();
  const args = [
    SUITE,
    'client',
    '--command',
    command.join(' '),
    '--scenario',
    scenario,
    ...(spec ? ['--spec-version', spec] : []),
    '-o',
    outDir,
  ];
  // it prints its summary on stderr, and exits 1 when a check failed
  const out = await run(node, args, { cwd, timeout: 5 * 60_000, maxBuffer: 64 * 1024 * 1024 }).catch(
    (err: { stdout?: string; stderr?: string }) => ({ stdout: err.stdout ?? '', stderr: err.stderr ?? '' }),
  );
  const text = `${out.stdout}${out.stderr}`;
  const m = /Passed: (\d+)\/(\d+), (\d+) failed/.exec(text);
  if (!m) throw new Error(`no result in the suite's output:\n${text.slice(-2000)}`);
  return { passed: Number(m[1]), failed: Number(m[3]) };
}

/** The names of the scenarios without a failed check, sorted. */
export const passing = (results: Map<string, ScenarioOutcome>) =>
  [...results]
    .filter(([, r]) => r.failed === 0)
    .map(([name]) => name)
    .sort();
