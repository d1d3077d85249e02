import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { BIN, ROOT, runCli } from './helpers/cli.js';
import { tempHome } from './helpers/home.js';
import { freePort } from './helpers/ports.js';
import { getJson } from './helpers/server.js';
import { processAlive } from '../src/supervisor/pidfile.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Running (a zombie waiting to be reaped counts as gone). */
const alive = processAlive;

async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const v = await probe();
    if (v !== undefined && v !== false) return v;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A foreground child whose output is collected, for `agent serve`. */
class Foreground {
  stdout = '';
  stderr = '';
  exit: Promise<number | null>;
  constructor(readonly child: ChildProcess) {
    child.stdout!.on('data', (d) => (this.stdout += String(d)));
    child.stderr!.on('data', (d) => (this.stderr += String(d)));
    this.exit = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }
  /** URLs from the services' "listening" log lines, in order. */
  listening(): string[] {
    return this.stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg?: string; url?: string })
      .filter((l) => l.msg?.endsWith('listening') && l.url)
      .map((l) => l.url!);
  }
}

describe('supervisor: start / stop / status / serve through the real CLI', function () {
  this.timeout(60_000);
  let home: ReturnType<typeof tempHome>;
  let agentHome: string;
  let cwd: string;
  let settings: string;
  let port: number;
  const started: number[] = [];
  const pidFile = () => join(agentHome, 'run', 'demo_territory.pid');
  const env = (extra: NodeJS.ProcessEnv = {}) => ({ AGENT_HOME: agentHome, AGENT_SETTINGS_FILE: settings, ...extra });
  const agent = (args: string[], extra: NodeJS.ProcessEnv = {}) => runCli(args, { cwd, env: env(extra) });
  const writePid = (pid: number, target = 'demo_territory') => {
    mkdirSync(join(agentHome, 'run'), { recursive: true });
    writeFileSync(
      join(agentHome, 'run', `${target}.pid`),
      JSON.stringify({
        pid,
        target,
        host: '127.0.0.1',
        port,
        startedAt: new Date().toISOString(),
        log: join(agentHome, 'logs', `${target}.log`),
      }) + '\n',
    );
  };
  const foreground = (args: string[], bin = BIN) =>
    new Foreground(
      spawn(process.execPath, [bin, ...args], { cwd, env: { ...process.env, ...env(), NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] }),
    );

  before(async () => {
    home = tempHome('agent-sup-');
    agentHome = join(home.dir, 'home');
    cwd = join(home.dir, 'cwd');
    mkdirSync(cwd);
    port = await freePort();
    settings = join(home.dir, 'settings.toml');
    writeFileSync(settings, `[server_ports]\nterritory_api = ${port}\n`);
  });

  after(async () => {
    await runCli(['stop', 'all'], { cwd, env: env() });
    for (const pid of started) if (alive(pid)) process.kill(pid, 'SIGKILL');
    home.remove();
  });

  it('start, status, start again, stop all: the whole life of a service', async () => {
    const start = await agent(['start', 'demo_territory']);
    expect(start.code, start.stderr).to.equal(0);
    const m = /demo_territory\) started at (http:\/\/127\.0\.0\.1:(\d+))\s+pid (\d+)/.exec(start.stdout);
    expect(m, start.stdout).to.not.equal(null);
    expect(Number(m![2])).to.equal(port);
    const pid = Number(m![3]);
    started.push(pid);
    expect(start.stderr)
      .to.include(`starting demo_territory at http://127.0.0.1:${port}`)
      .and.include(join(agentHome, 'logs', 'demo_territory.log'));

    const accounts = await getJson(`http://127.0.0.1:${port}/my-accounts`);
    expect(accounts.status).to.equal(200);
    expect(accounts.body.accounts).to.have.length(50);
    expect(JSON.parse(readFileSync(pidFile(), 'utf8'))).to.include({ pid, target: 'demo_territory', port });
    expect(existsSync(join(agentHome, 'logs', 'demo_territory.log'))).to.equal(true);

    const status = await agent(['status']);
    expect(status.code).to.equal(0);
    expect(status.stdout).to.match(new RegExp(`^demo_territory +running +http://127\\.0\\.0\\.1:${port} +${pid}$`, 'm'));
    const json = JSON.parse((await agent(['status', '--json'])).stdout) as any[];
    expect(json.find((r) => r.target === 'demo_territory')).to.include({ state: 'running', url: `http://127.0.0.1:${port}`, pid });

    const again = await agent(['start', 'demo_territory']);
    expect(again.code).to.equal(0);
    expect(again.stdout).to.include('already running').and.include(`pid ${pid}`);
    const againJson = JSON.parse((await agent(['start', 'demo_territory', '--json'])).stdout);
    expect(againJson).to.deep.equal([{ target: 'demo_territory', status: 'already-running', url: `http://127.0.0.1:${port}`, pid }]);
    expect(alive(pid)).to.equal(true);
    expect((await getJson(`http://127.0.0.1:${port}/health`)).status).to.equal(200);

    const stop = await agent(['stop', 'all']);
    expect(stop.code, stop.stderr).to.equal(0);
    expect(stop.stdout).to.include('demo_territory: stopped');
    await waitFor('the process to be gone (reaped)', () => !alive(pid) || undefined);
    expect(existsSync(pidFile()), 'PID file removed').to.equal(false);
    expect((await agent(['status'])).stdout).to.match(/^demo_territory +stopped /m);

    const twice = await agent(['stop', 'demo_territory', '--json']);
    expect(twice.code).to.equal(0);
    expect(JSON.parse(twice.stdout)).to.deep.equal([{ target: 'demo_territory', status: 'not-running' }]);
  });

  it('a stale PID file (dead pid, unrelated live pid, damaged file) is cleaned by status and by start', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((r) => gone.once('exit', r));
    for (const write of [() => writePid(gone.pid!), () => writePid(process.pid), () => writeFileSync(pidFile(), 'not json')]) {
      write();
      const status = JSON.parse((await agent(['status', '--json'])).stdout) as any[];
      expect(status.find((r) => r.target === 'demo_territory')).to.include({ state: 'stopped', pid: null });
      expect(existsSync(pidFile())).to.equal(false);
    }
    expect(alive(process.pid)).to.equal(true); // the unrelated process was not signalled

    writePid(process.pid);
    const start = await agent(['start', 'demo_territory', '--json']);
    expect(start.code, start.stderr).to.equal(0);
    const [res] = JSON.parse(start.stdout);
    started.push(res.pid);
    expect(res).to.include({ status: 'started' });
    expect(res.pid).to.not.equal(process.pid);
    expect(JSON.parse(readFileSync(pidFile(), 'utf8')).pid).to.equal(res.pid);
    expect((await agent(['stop', 'demo_territory'])).stdout).to.include('demo_territory: stopped');
    expect(alive(process.pid)).to.equal(true);
  });

  it('a port already taken by another server is a clear error naming the port', async () => {
    const other: Server = createServer((_req, res) => res.end('other'));
    await new Promise<void>((r) => other.listen(port, '127.0.0.1', r));
    try {
      const r = await agent(['start', 'demo_territory']);
      expect(r.code).to.equal(1);
      expect(r.stderr.trimEnd().split('\n')).to.have.length(1);
      expect(r.stderr).to.include(`port ${port}`).and.include('already in use');
      expect(existsSync(pidFile())).to.equal(false);
      const fg = foreground(['serve', 'demo_territory']);
      expect(await fg.exit).to.equal(1);
      expect(fg.stderr).to.include(`port ${port} on 127.0.0.1 is already in use`);
    } finally {
      await new Promise((r) => other.close(r));
    }
  });

  it('a start waits while another start of the same service holds its lock; a stale lock is taken over', async () => {
    const lock = join(agentHome, 'run', 'demo_territory.lock');
    mkdirSync(join(agentHome, 'run'), { recursive: true });
    writeFileSync(lock, String(process.pid)); // a live starter holds it
    const pending = agent(['start', 'demo_territory', '--json']);
    await sleep(1500);
    expect((await getJson(`http://127.0.0.1:${port}/health`).catch(() => ({ status: 0 }))).status, 'started despite the lock').to.equal(0);
    writeFileSync(lock, '999999999'); // the holder is gone: a stale lock
    const r = await pending;
    expect(r.code, r.stderr).to.equal(0);
    const [res] = JSON.parse(r.stdout) as { status: string; pid: number }[];
    expect(res!.status).to.equal('started');
    started.push(res!.pid);
    expect(existsSync(lock)).to.equal(false);
    const second = JSON.parse((await agent(['start', 'demo_territory', '--json'])).stdout)[0];
    expect(second).to.include({ status: 'already-running', pid: res!.pid });
    expect((await agent(['stop', 'demo_territory'])).code).to.equal(0);
  });

  it('a service that fails to start is reported with its exit code and log path', async () => {
    // The child inherits the environment; an unknown AGENT_LOG_LEVEL makes the service exit 2 at start-up.
    const r = await agent(['start', 'demo_territory'], { AGENT_LOG_LEVEL: 'chatty' });
    expect(r.code).to.equal(1);
    const log = join(agentHome, 'logs', 'demo_territory.log');
    const error = r.stderr.split('\n').find((l) => l.startsWith('agent: error:'));
    expect(error, r.stderr).to.include('demo_territory failed to start: it exited with code 2').and.include(`see ${log}`);
    expect(r.stderr).to.include('chatty'); // the last lines of this run's log follow
    expect(r.stderr).not.to.include('listening'); // not the lines of earlier runs
    expect(readFileSync(log, 'utf8')).to.include('chatty');
    expect(existsSync(pidFile())).to.equal(false);
  });

  it('bad arguments are one-line errors', async () => {
    const [unknown, badPort, badHost, badStop, badGrace] = await Promise.all([
      agent(['start', 'nope']),
      agent(['start', 'demo_territory', '--port', 'http']),
      agent(['start', 'demo_territory', '--host', '203.0.113.7']),
      agent(['stop', 'nope']),
      agent(['stop', 'all'], { AGENT_STOP_GRACE_MS: 'soon' }),
    ]);
    const cases = [
      [unknown, "unknown service 'nope'; known: "],
      [badPort, "--port must be an integer from 0 to 65535, got 'http'"],
      [badHost, `cannot listen on 203.0.113.7:${port} (EADDRNOTAVAIL)`],
      [badStop, "unknown service 'nope'"],
      [badGrace, 'AGENT_STOP_GRACE_MS'],
    ] as const;
    for (const [r, text] of cases) {
      expect(r.code).to.equal(1);
      expect(r.stderr.trimEnd().split('\n')).to.have.length(1);
      expect(r.stderr).to.include(text);
    }
  });

  it('stop sends SIGKILL to a service that ignores SIGTERM after the grace period (AGENT_STOP_GRACE_MS)', async () => {
    // A stand-in whose command line reads like ours (`serve demo_territory`) but that ignores SIGTERM.
    const stubborn = spawn(
      process.execPath,
      ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); console.log('ready')", 'serve', 'demo_territory'],
      {
        detached: true,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    started.push(stubborn.pid!);
    await new Promise((r) => stubborn.stdout!.once('data', r));
    writePid(stubborn.pid!);
    const graceMs = 2500;
    // the same command with nothing to wait for (demo_crm is not running): what a CLI run takes on this machine now
    const b0 = Date.now();
    expect((await agent(['stop', 'demo_crm'], { AGENT_STOP_GRACE_MS: String(graceMs) })).code).to.equal(0);
    const baseMs = Date.now() - b0;
    const t0 = Date.now();
    const r = await agent(['stop', 'demo_territory'], { AGENT_STOP_GRACE_MS: String(graceMs) });
    const ms = Date.now() - t0;
    expect(r.code, r.stderr).to.equal(0);
    expect(r.stderr).to.match(new RegExp(`waiting for demo_territory \\(pid ${stubborn.pid}\\) to finish its requests; SIGKILL in [12] s`));
    expect(r.stdout).to.include('demo_territory: killed (did not stop in time)');
    // the wait beyond a plain CLI run ended with the grace period, not the 10 s default nor
    // never: a ratio to the grace and a baseline from this run, not a fixed time
    expect((ms - baseMs) / graceMs, `stop took ${ms} ms, a run with nothing to wait for ${baseMs} ms`).to.be.below(2);
    await waitFor('the process to be gone', () => !alive(stubborn.pid!) || undefined);
    expect(existsSync(pidFile())).to.equal(false);
  });

  it('serve runs in the foreground, answers, and exits 0 on SIGTERM', async () => {
    const fg = foreground(['serve', 'demo_territory', '--port', '0']);
    const [url] = await waitFor('listening', () => (fg.listening().length > 0 ? fg.listening() : undefined));
    expect(url).to.match(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(url).to.not.equal(`http://127.0.0.1:${port}`);
    expect((await getJson(`${url}/my-accounts`)).body.accounts).to.have.length(50);
    fg.child.kill('SIGTERM');
    expect(await fg.exit).to.equal(0);
    expect(fg.stdout).to.include('shutting down');
  });

  it('serve --reload restarts the service when a file under dist/ changes (in a copy of the program)', async () => {
    const pkg = join(home.dir, 'pkg');
    mkdirSync(join(pkg, 'bin'), { recursive: true });
    cpSync(join(ROOT, 'bin', 'agent.js'), join(pkg, 'bin', 'agent.js'));
    cpSync(join(ROOT, 'package.json'), join(pkg, 'package.json'));
    cpSync(join(ROOT, 'dist'), join(pkg, 'dist'), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(pkg, 'node_modules'), 'dir');
    const reloadPort = await freePort();

    const fg = foreground(['serve', 'demo_territory', '--port', String(reloadPort), '--reload'], join(pkg, 'bin', 'agent.js'));
    started.push(fg.child.pid!);
    await waitFor('first start', () => fg.listening().length === 1 || undefined);
    appendFileSync(join(pkg, 'dist', 'territory', 'data.js'), '\n// touched by the reload test\n');
    await waitFor('restart', () => fg.listening().length === 2 || undefined);
    expect(fg.stderr).to.match(/change in .*data\.js: restarting/);
    expect(fg.listening()).to.deep.equal([`http://127.0.0.1:${reloadPort}`, `http://127.0.0.1:${reloadPort}`]);
    expect((await getJson(`http://127.0.0.1:${reloadPort}/my-accounts`)).body.accounts).to.have.length(50);

    fg.child.kill('SIGTERM');
    expect(await fg.exit).to.equal(0);
    await waitFor('port released', async () => {
      try {
        await fetch(`http://127.0.0.1:${reloadPort}/health`);
        return undefined;
      } catch {
        return true;
      }
    });
  });
});
