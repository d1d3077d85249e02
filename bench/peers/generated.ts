import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Peers } from './install.js';

/**
 * The MCP servers that openapi-mcp-generator (pinned in bench/peers/package.json) generates
 * from the demo territory API's description, as its README says to: `openapi-mcp-generator
 * --input <description> --output <dir> --transport=<t>`, then `npm install` and the build
 * (`tsc`). Generated once per generator version and description into the peers' cache
 * directory (outside the repo), reused on later runs; the generated project's dependencies
 * are its own `^` ranges, resolved by npm at that first install (their versions are reported).
 */
const run = promisify(execFile);
export const GENERATOR = 'openapi-mcp-generator';

export interface Generated {
  /** The entry (build/index.js) of the project generated with --transport=streamable-http. */
  http: string;
  /** The same with --transport=stdio (sharing the first project's node_modules). */
  stdio: string;
  /** The version of @modelcontextprotocol/sdk that npm installed for them. */
  sdk: string;
}

const sdkVersion = (project: string) =>
  (JSON.parse(readFileSync(join(project, 'node_modules', '@modelcontextprotocol', 'sdk', 'package.json'), 'utf8')) as { version: string })
    .version;

/** Generates and builds both servers from the description at `specUrl` unless the cache has them (first time: about half a minute). */
export async function generatedServers(peers: Peers, specUrl: string, log: (line: string) => void = () => undefined): Promise<Generated> {
  const res = await fetch(specUrl);
  if (!res.ok) throw new Error(`${specUrl}: HTTP ${res.status}`);
  const spec = await res.text();
  const version = peers.versions[GENERATOR];
  const hash = createHash('sha256').update(`${version}\n${spec}`).digest('hex').slice(0, 12);
  const root = join(peers.dir, 'generated');
  const dir = join(root, hash);
  const done = (): Generated => ({
    http: join(dir, 'streamable-http', 'build', 'index.js'),
    stdio: join(dir, 'stdio', 'build', 'index.js'),
    sdk: sdkVersion(join(dir, 'streamable-http')),
  });
  if (existsSync(join(dir, '.complete'))) return done();
  mkdirSync(root, { recursive: true });
  const work = mkdtempSync(`${dir}.work-`);
  try {
    log(`generating the ${GENERATOR} ${version} servers from ${specUrl} into ${dir} (npm install and tsc) ...`);
    writeFileSync(join(work, 'openapi.json'), spec);
    const opts = { cwd: work, maxBuffer: 16 * 1024 * 1024, timeout: 10 * 60_000 };
    for (const transport of ['streamable-http', 'stdio']) {
      // the description has no `servers`: a base URL is required here; the bench sets the real one (API_BASE_URL) at run time
      await run(
        process.execPath,
        [
          peers.file(GENERATOR, 'bin', `${GENERATOR}.js`),
          ...['--input', join(work, 'openapi.json'), '--output', join(work, transport), `--transport=${transport}`],
          ...['--base-url', 'http://127.0.0.1:9', '--force'],
        ],
        opts,
      );
    }
    // its dependencies and dev dependencies (typescript), as `npm install` in the generated project installs them
    const http = join(work, 'streamable-http');
    await run('npm', ['install', '--prefix', http, '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], opts);
    // relative: the directory is renamed once complete
    symlinkSync(join('..', 'streamable-http', 'node_modules'), join(work, 'stdio', 'node_modules'), 'dir');
    for (const project of [http, join(work, 'stdio')]) {
      await run(process.execPath, [join(http, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project], opts);
    }
    writeFileSync(join(work, '.complete'), `${version}\n`);
    rmSync(dir, { recursive: true, force: true });
    renameSync(work, dir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return done();
}
