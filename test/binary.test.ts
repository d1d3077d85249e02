import { expect } from 'chai';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBinary, createSandbox, EXE, ROOT, type Sandbox } from '../scripts/binary/sandbox.js';
import { CacheError, ensureDir, ensureFile, writeTreeFile } from '../src/sea/cache.js';
import { processAlive } from '../src/supervisor/pidfile.js';
import { getJson, postJson } from './helpers/server.js';

/**
 * The single executable, alone in an empty directory: `agent start demo` brings up all four
 * services from what the binary carries, a chat is answered, and `agent stop all` leaves no
 * process. Builds dist/agent first, unless AGENT_BINARY names one already built.
 */
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** Live (not zombie) processes running this copy of the binary (Linux /proc; empty elsewhere). */
function processesOf(binary: string): number[] {
  if (!existsSync('/proc')) return [];
  const pids: number[] = [];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (readFileSync(`/proc/${d}/cmdline`, 'utf8').split('\0')[0] === binary && processAlive(Number(d))) pids.push(Number(d));
    } catch {
      /* gone meanwhile */
    }
  }
  return pids;
}

describe('single executable (dist/agent)', function () {
  this.timeout(180_000);
  let sb: Sandbox;

  before(async function () {
    this.timeout(330_000);
    sb = await createSandbox(process.env.AGENT_BINARY || (await buildBinary()));
  });

  after(async function () {
    this.timeout(60_000);
    await sb?.remove();
  });

  it('prints its version and build commit, and help, with nothing beside it', async () => {
    expect(readdirSync(sb.cwd)).to.deep.equal([EXE]);
    const version = await sb.agent(['--version']);
    expect(version.code, version.stderr).to.equal(0);
    expect(version.stdout.trim()).to.match(new RegExp(`^${VERSION.replace(/\./g, '\\.')} \\(([0-9a-f]{7,}(-dirty)?|unknown)\\)$`));
    const help = await sb.agent(['--help']);
    expect(help.code, help.stderr).to.equal(0);
    expect(help.stdout).to.include('start').and.include('stop').and.include('status');
    expect(help.stderr).to.equal('');
  });

  it('uses its shipped settings.toml when neither AGENT_SETTINGS_FILE nor ./settings.toml is there', async () => {
    const r = await sb.agent(['config', 'show', '--json'], { AGENT_SETTINGS_FILE: '' });
    expect(r.code, r.stderr).to.equal(0);
    const { file } = JSON.parse(r.stdout) as { file: string };
    expect(file).to.match(/[\\/]cache[\\/][^\\/]+[\\/]settings\.toml$/);
    expect(file.startsWith(sb.home)).to.equal(true);
  });

  it('agent mode writes AGENT_HOME/settings.toml, never the shipped file in its cache folder; later commands read it', async () => {
    const env = { AGENT_SETTINGS_FILE: '' };
    const shipped = JSON.parse((await sb.agent(['config', 'show', '--json'], env)).stdout).file as string;
    const before = readFileSync(shipped, 'utf8');
    const set = await sb.agent(['mode', 'hybrid'], env);
    expect(set.code, set.stderr).to.equal(0);
    const mine = join(sb.home, 'settings.toml');
    expect(set.stdout).to.include(`mode set to hybrid in ${mine}`);
    expect(readFileSync(shipped, 'utf8')).to.equal(before);
    expect((await sb.agent(['mode', 'current'], env)).stdout.trim()).to.equal(`hybrid (from ${mine})`);
    rmSync(mine);
  });

  it('start demo brings up all four services; each answers health; /chat answers; status lists them', async () => {
    const start = await sb.agent(['start', 'demo']);
    expect(start.code, `${start.stdout}\n${start.stderr}`).to.equal(0);

    const territory = await getJson(sb.url(sb.ports.territory, '/health'));
    expect(territory.body.status).to.equal('healthy');
    const crm = await getJson(sb.url(sb.ports.crm, '/health'));
    expect(crm.body.status).to.equal('healthy');
    const registry = await getJson(sb.url(sb.ports.registry, '/'));
    expect(registry.body.status).to.equal('ok');
    // the OpenAPI descriptions (territory, crm) loaded in a load worker started from the embedded bundle
    const registryLog = readFileSync(join(sb.home, 'logs', 'api-registry.log'), 'utf8');
    expect(registryLog).to.include('OpenAPI load worker started');
    expect(registryLog).not.to.include('loads on the serving thread');
    const demo = await getJson(sb.url(sb.ports.demo, '/health'));
    expect(demo.body.status).to.equal('healthy');

    // Embedded assets: the chat page and the docs UI; the CRM's SQLite through the extracted addon.
    const page = await fetch(sb.url(sb.ports.demo, '/'));
    expect(page.status).to.equal(200);
    expect(await page.text()).to.match(/<html/i);
    const swagger = await fetch(sb.url(sb.ports.territory, '/docs/swagger-ui-bundle.js'));
    expect(swagger.status).to.equal(200);
    expect((await swagger.arrayBuffer()).byteLength).to.be.greaterThan(100_000);
    const accounts = await getJson(sb.url(sb.ports.crm, '/accounts/?limit=1'));
    expect(accounts.status).to.equal(200);
    expect(accounts.body.total).to.equal(1000);

    const chat = await postJson(sb.url(sb.ports.demo, '/chat'), { message: 'Show my accounts' });
    expect(chat.status, JSON.stringify(chat.body)).to.equal(200);
    expect(chat.body.response).to.be.a('string').and.not.equal('');
    expect(chat.body.metadata.tools_used).to.include('territory_get_my_accounts');

    const status = await sb.agent(['status', '--json']);
    expect(status.code, status.stderr).to.equal(0);
    const rows = JSON.parse(status.stdout) as { target: string; state: string }[];
    expect(rows.map((r) => `${r.target}:${r.state}`).sort()).to.deep.equal([
      'api-registry:running',
      'demo:running',
      'demo_crm:running',
      'demo_territory:running',
    ]);
  });

  it('drives a browser through the playwright-core it carries (hybrid mode, when a Chromium is installed)', async function () {
    const stop = await sb.agent(['stop', 'demo']);
    expect(stop.code, stop.stderr).to.equal(0);
    // the probe page is on loopback: allowed as an operator would allow an intranet site (the browser's outbound guard)
    const start = await sb.agent(['start', 'demo', '--mode', 'hybrid'], { AGENT_REGISTRY_ALLOWED_HOSTS: '127.0.0.1' });
    expect(start.code, `${start.stdout}\n${start.stderr}`).to.equal(0);
    const status = await getJson(sb.url(sb.ports.demo, '/status'));
    // the setting still says api: mode current says what the running demo uses
    expect((await sb.agent(['mode', 'current'])).stdout).to.include('uses hybrid: restart it to apply the setting');
    if (!status.body.browser?.available) this.skip(); // no Chromium on this machine: nothing to drive
    const page = createServer((_req, res) =>
      res.end('<html><head><title>Binary probe</title></head><body><h1>Served to the binary</h1></body></html>'),
    );
    await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    try {
      const pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}/`;
      const chat = await postJson(sb.url(sb.ports.demo, '/chat'), { message: `open ${pageUrl} and read the heading` });
      expect(chat.status, JSON.stringify(chat.body)).to.equal(200);
      expect(chat.body.response, JSON.stringify(chat.body)).to.include('Served to the binary');
    } finally {
      page.close();
    }
  });

  it('stop all stops every service and leaves no process', async () => {
    const status = await sb.agent(['status', '--json']);
    const pids = (JSON.parse(status.stdout) as { pid?: number }[]).map((r) => r.pid).filter((p): p is number => typeof p === 'number');
    expect(pids).to.have.length(4);
    const stop = await sb.agent(['stop', 'all']);
    expect(stop.code, stop.stderr).to.equal(0);
    for (const pid of pids) expect(processAlive(pid), `pid ${pid} still running`).to.equal(false);
    expect(processesOf(sb.binary)).to.deep.equal([]);
    expect(readdirSync(join(sb.home, 'run')).filter((f) => f.endsWith('.pid'))).to.deep.equal([]);
  });
});

describe('single executable: files extracted to the cache directory', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'agent-cache-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('ensureFile writes once, through a temporary name, and leaves an existing file alone', () => {
    const file = join(dir, 'a', 'addon.node');
    let calls = 0;
    const data = () => (calls++, Buffer.from('one'));
    expect(ensureFile(file, data)).to.equal(file);
    expect(ensureFile(file, () => Buffer.from('two'))).to.equal(file);
    expect(readFileSync(file, 'utf8')).to.equal('one');
    expect(calls).to.equal(1);
    expect(readdirSync(join(dir, 'a'))).to.deep.equal(['addon.node']);
  });

  it('ensureDir keeps the copy of a process that won the race and removes its own', () => {
    const target = join(dir, 'node_modules', 'pkg');
    const result = ensureDir(target, (tmp) => {
      writeTreeFile(tmp, 'lib/x.js', Buffer.from('mine'), 0o644);
      writeTreeFile(target, 'lib/x.js', Buffer.from('winner'), 0o644); // another process finished first
    });
    expect(result).to.equal(target);
    expect(readFileSync(join(target, 'lib', 'x.js'), 'utf8')).to.equal('winner');
    expect(readdirSync(join(dir, 'node_modules'))).to.deep.equal(['pkg']);
  });

  it('a cache that cannot be written fails with one message naming AGENT_HOME', () => {
    const blocker = join(dir, 'file');
    writeFileSync(blocker, '');
    expect(() => ensureFile(join(blocker, 'x', 'settings.toml'), () => Buffer.from(''))).to.throw(
      CacheError,
      /AGENT_HOME .* must be writable/,
    );
    expect(() => ensureDir(join(blocker, 'pkg'), () => undefined)).to.throw(CacheError, /cannot write/);
  });
});
