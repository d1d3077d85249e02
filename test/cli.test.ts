import { expect } from 'chai';
import { parse as parseToml } from 'smol-toml';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, runCli } from './helpers/cli.js';
import { tempHome } from './helpers/home.js';

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/;
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** The one-line failure contract: non-zero exit, nothing on stdout, one `agent: error:` line on stderr. */
function expectOneLineError(r: { code: number; stdout: string; stderr: string }, code: number, ...parts: string[]): void {
  expect(r.code, r.stderr).to.equal(code);
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines, r.stderr).to.have.length(1);
  expect(lines[0]).to.match(/^agent: error: /);
  for (const p of parts) expect(lines[0], lines[0]).to.include(p);
}

describe('agent CLI', function () {
  this.timeout(30_000);
  let home: ReturnType<typeof tempHome>;
  let cwd: string;
  let n = 0;
  /** A settings file in the temp home; returns its path. */
  const settingsFile = (text: string) => {
    const f = join(home.dir, `settings-${++n}.toml`);
    writeFileSync(f, text);
    return f;
  };
  /** runCli in an empty working directory with a temp AGENT_HOME and the given settings file. */
  const agent = (args: string[], settings: string | null, env: NodeJS.ProcessEnv = {}) =>
    runCli(args, { cwd, env: { AGENT_HOME: join(home.dir, 'home'), AGENT_SETTINGS_FILE: settings ?? '', AGENT_MODE: '', ...env } });

  before(() => {
    home = tempHome('agent-cli-');
    cwd = join(home.dir, 'cwd');
    mkdirSync(cwd);
  });
  after(() => home.remove());

  it('--help lists every command; --version prints the package version', async () => {
    const [help, version] = await Promise.all([agent(['--help'], null), agent(['--version'], null)]);
    expect(help.code).to.equal(0);
    for (const cmd of ['start', 'stop', 'status', 'serve', 'mode', 'config']) expect(help.stdout).to.match(new RegExp(`^  ${cmd} `, 'm'));
    expect(version.code).to.equal(0);
    expect(version.stdout.trim()).to.match(new RegExp(`^${VERSION.replace(/\./g, '\\.')} `));
  });

  it('an unknown command or option exits non-zero and points at --help', async () => {
    const [cmd, opt] = await Promise.all([agent(['launch'], null), agent(['status', '--bogus'], null)]);
    expect(cmd.code).to.not.equal(0);
    expect(cmd.stderr).to.include("unknown command 'launch'").and.include('agent --help');
    expect(opt.code).to.not.equal(0);
    expect(opt.stderr).to.include("unknown option '--bogus'");
  });

  describe('config show', () => {
    it('prints effective values, marking which came from the file and which from the environment', async () => {
      const f = settingsFile('[demo]\nmax_results = 7\n');
      const r = await agent(['config', 'show'], f, { AGENT_DEMO_PORT: '9999' });
      expect(r.code, r.stderr).to.equal(0);
      expect(r.stdout).to.include(`# settings file: ${f}`);
      expect(r.stdout).to.match(/^max_results = 7 +# from file$/m);
      expect(r.stdout).to.match(/^port = 9999 +# from env AGENT_DEMO_PORT$/m);
      expect(r.stdout).to.match(/^mode = "api" +# default$/m);
      for (const section of ['features', 'api_mode', 'demo', 'server_ports', 'llm', 'browser']) expect(r.stdout).to.include(`[${section}]`);
      // pasted into a file, it is a settings file: valid TOML, each section once, the values shown
      const parsed = parseToml(r.stdout) as Record<string, Record<string, unknown>>;
      expect(parsed.demo!.max_results).to.equal(7);
      expect(r.stdout.match(/^\[registry\]$/gm)).to.have.length(1);
    });

    it('--section shows one section; an unknown section is a one-line error listing the known ones', async () => {
      const f = settingsFile('');
      const [one, bad] = await Promise.all([
        agent(['config', 'show', '--section', 'features'], f),
        agent(['config', 'show', '--section', 'nope'], f),
      ]);
      expect(one.code).to.equal(0);
      expect(one.stdout).to.include('[features]').and.include('mode = "api"');
      expect(one.stdout).not.to.include('[demo]');
      expectOneLineError(bad, 1, "unknown section 'nope'", 'features, api_mode, demo, server_ports, llm, browser');
    });

    it('--json gives value and source per key', async () => {
      const f = settingsFile('[llm]\nmodel = "m1"\n');
      const r = await agent(['config', 'show', '--json'], f, { AGENT_CACHE_ENABLED: 'no' });
      expect(r.code).to.equal(0);
      const body = JSON.parse(r.stdout);
      expect(body.file).to.equal(f);
      expect(body.settings.llm.model).to.deep.equal({ value: 'm1', source: 'file' });
      expect(body.settings.api_mode.cache_enabled).to.deep.equal({ value: false, source: 'env', env: 'AGENT_CACHE_ENABLED' });
      expect(body.settings.demo.port).to.deep.equal({ value: 8005, source: 'default' });
      const sectionOnly = JSON.parse((await agent(['config', 'show', '--section', 'llm', '--json'], f)).stdout);
      expect(Object.keys(sectionOnly.settings)).to.deep.equal(['llm']);
    });
  });

  describe('mode', () => {
    it('current says the mode and where it came from', async () => {
      const f = settingsFile('[features]\nmode = "hybrid"\n');
      const [fromFile, fromEnv, json] = await Promise.all([
        agent(['mode', 'current'], f),
        agent(['mode', 'current'], f, { AGENT_MODE: 'browser' }),
        agent(['mode', 'current', '--json'], f),
      ]);
      expect(fromFile.stdout.trim()).to.equal(`hybrid (from ${f})`);
      expect(fromEnv.stdout.trim()).to.equal('web (from environment variable AGENT_MODE)');
      expect(JSON.parse(json.stdout)).to.deep.equal({ mode: 'hybrid', source: 'file', from: f, running: null });
    });

    it('info <mode> shows what each mode enables and disables', async () => {
      const f = settingsFile('');
      const [api, hybrid, web, browser] = await Promise.all(['api', 'hybrid', 'web', 'browser'].map((m) => agent(['mode', 'info', m], f)));
      expect(api.stdout).to.match(/^api: /);
      expect(api.stdout).to.match(/enabled +API calls through the tool registry/);
      expect(api.stdout).to.match(/disabled +browser automation.*\(not in api mode\)/);
      expect(api.stdout).to.match(/disabled +web automation.*\(not in api mode\)/);
      expect(hybrid.stdout)
        .to.match(/enabled +API calls/)
        .and.match(/enabled +browser automation/)
        .and.match(/enabled +web automation/);
      expect(hybrid.stdout).not.to.include('disabled');
      expect(web.stdout).to.match(/^web: /);
      expect(web.stdout)
        .to.match(/disabled +API calls.*\(not in web mode\)/)
        .and.match(/enabled +browser automation/);
      expect(browser.stdout).to.equal(web.stdout);
    });

    it('info narrows the mode by api_mode.enabled, browser_enabled and web_automation', async () => {
      const noBrowser = settingsFile('[api_mode]\nbrowser_enabled = false\n');
      const readOnly = settingsFile('[api_mode]\nweb_automation = false\n');
      const noApi = settingsFile('[api_mode]\nenabled = false\n');
      const [a, b, c, d] = await Promise.all([
        agent(['mode', 'info', 'hybrid', '--json'], noBrowser),
        agent(['mode', 'info', 'web', '--json'], readOnly),
        agent(['mode', 'info', 'hybrid', '--json'], noApi),
        agent(['mode', 'info', 'hybrid'], readOnly),
      ]);
      expect(JSON.parse(a.stdout)).to.deep.include({
        mode: 'hybrid',
        enabled: ['api_tools'],
        disabledBySetting: [
          { capability: 'browser_read', setting: 'api_mode.browser_enabled' },
          { capability: 'browser_write', setting: 'api_mode.browser_enabled' },
        ],
      });
      expect(JSON.parse(b.stdout)).to.deep.include({ enabled: ['browser_read'], notInMode: ['api_tools'] });
      expect(JSON.parse(b.stdout).disabledBySetting).to.deep.equal([{ capability: 'browser_write', setting: 'api_mode.web_automation' }]);
      expect(JSON.parse(c.stdout)).to.deep.include({ enabled: ['browser_read', 'browser_write'] });
      expect(d.stdout).to.match(/disabled +web automation.*\(turned off by api_mode\.web_automation\)/);
    });

    it('hybrid / browser write features.mode into the settings file in use, keeping its comments', async () => {
      const original = '# my file\n\n[features]\n# the mode\nmode = "api" # inline\n\n[demo]\nmax_results = 3 # three\n';
      const f = settingsFile(original);
      const set = await agent(['mode', 'hybrid'], f);
      expect(set.code, set.stderr).to.equal(0);
      expect(set.stdout).to.include(`mode set to hybrid in ${f}`).and.include('Restart a running demo');
      expect(readFileSync(f, 'utf8')).to.equal(original.replace('mode = "api"', 'mode = "hybrid"'));
      expect((await agent(['mode', 'current'], f)).stdout.trim()).to.equal(`hybrid (from ${f})`);

      const web = await agent(['mode', 'browser', '--json'], f);
      expect(JSON.parse(web.stdout)).to.deep.equal({ mode: 'web', file: f });
      expect(readFileSync(f, 'utf8')).to.equal(original.replace('mode = "api"', 'mode = "web"'));
    });

    it('with only the shipped settings.toml in use, writes AGENT_HOME/settings.toml (a copy of it), never the shipped file', async () => {
      const shipped = join(ROOT, 'settings.toml');
      const before = readFileSync(shipped, 'utf8');
      const userHome = join(home.dir, 'home-shipped');
      const env = { AGENT_HOME: userHome };
      expect((await agent(['mode', 'current'], null, env)).stdout.trim()).to.equal(`api (from ${shipped})`);
      const set = await agent(['mode', 'hybrid'], null, env);
      if (readFileSync(shipped, 'utf8') !== before) writeFileSync(shipped, before); // a failing build must not leave the tree changed
      expect(set.code, set.stderr).to.equal(0);
      const mine = join(userHome, 'settings.toml');
      expect(set.stdout).to.include(`mode set to hybrid in ${mine}`);
      expect(readFileSync(shipped, 'utf8')).to.equal(before);
      expect(readFileSync(mine, 'utf8')).to.equal(before.replace(/^mode = "api"/m, 'mode = "hybrid"'));
      // read back from there by every later command
      expect((await agent(['mode', 'current'], null, env)).stdout.trim()).to.equal(`hybrid (from ${mine})`);
    });

    it('adds the [features] section to an empty settings file', async () => {
      // (Tests never let the CLI fall back to the shipped settings.toml: `agent mode` would edit it.)
      const f = join(home.dir, 'created.toml');
      writeFileSync(f, '');
      const r = await agent(['mode', 'web'], f);
      expect(r.code).to.equal(0);
      expect(readFileSync(f, 'utf8')).to.equal('[features]\nmode = "web"\n');
    });

    it('a set while AGENT_MODE is set warns that the environment wins', async () => {
      const f = settingsFile('');
      const r = await agent(['mode', 'api'], f, { AGENT_MODE: 'hybrid' });
      expect(r.code).to.equal(0);
      expect(r.stdout).to.include('AGENT_MODE=hybrid is set and overrides the file');
    });

    it('a bad mode, a missing mode for info, or an extra argument is a one-line error, file untouched', async () => {
      const original = '[features]\nmode = "api"\n';
      const f = settingsFile(original);
      const [bad, badInfo, missing, extra] = await Promise.all([
        agent(['mode', 'turbo'], f),
        agent(['mode', 'info', 'turbo'], f),
        agent(['mode', 'info'], f),
        agent(['mode', 'current', 'now'], f),
      ]);
      expectOneLineError(bad, 1, "'turbo'", 'api, hybrid, web (browser = web)');
      expectOneLineError(badInfo, 1, "unknown mode 'turbo'");
      expectOneLineError(missing, 1, 'missing mode');
      expectOneLineError(extra, 1, "unexpected argument 'now'");
      expect(readFileSync(f, 'utf8')).to.equal(original);
    });
  });

  describe('colour', () => {
    it('no ANSI codes with NO_COLOR or when not a TTY; FORCE_COLOR turns them on', async () => {
      const f = settingsFile('');
      const [noColor, plain, forced, forcedOff] = await Promise.all([
        agent(['mode', 'info', 'hybrid'], f, { NO_COLOR: '1' }),
        agent(['mode', 'info', 'hybrid'], f, { NO_COLOR: '', FORCE_COLOR: '' }),
        agent(['mode', 'info', 'hybrid'], f, { NO_COLOR: '1', FORCE_COLOR: '1' }),
        agent(['mode', 'info', 'hybrid'], f, { NO_COLOR: '', FORCE_COLOR: '0' }),
      ]);
      expect(noColor.stdout).not.to.match(ANSI);
      expect(plain.stdout).not.to.match(ANSI);
      expect(forcedOff.stdout).not.to.match(ANSI);
      expect(forced.stdout).to.match(ANSI);
      // eslint-disable-next-line no-control-regex -- the ANSI escape is what is stripped
      expect(forced.stdout.replace(/\u001b\[[0-9;]*m/g, '')).to.equal(plain.stdout);
      const errPlain = await agent(['mode', 'turbo'], f, { NO_COLOR: '', FORCE_COLOR: '' });
      expect(errPlain.stderr).not.to.match(ANSI);
    });
  });

  describe('a bad settings file', () => {
    it('makes every command exit 2 with one line naming the key, the value and what is allowed', async () => {
      const f = settingsFile('[features]\nmode = "api"\n\n[api_mode]\nrequest_timeout = "soon"\n');
      const commands = [
        ['status'],
        ['config', 'show'],
        ['mode', 'current'],
        ['mode', 'info', 'api'],
        ['mode', 'web'],
        ['start', 'demo_territory'],
        ['stop', 'all'],
      ];
      const results = await Promise.all(commands.map((args) => agent(args, f)));
      results.forEach((r, i) => {
        expectOneLineError(r, 2, `${f}:5:`, 'api_mode.request_timeout', '"soon"', 'an integer >= 1');
        expect(r.stdout, commands[i]!.join(' ')).to.equal('');
      });
      expect(readFileSync(f, 'utf8')).to.include('mode = "api"');
    });

    it('a bad environment value is reported the same way', async () => {
      const r = await agent(['status'], settingsFile(''), { AGENT_BROWSER_ENABLED: 'sometimes' });
      expectOneLineError(r, 2, 'AGENT_BROWSER_ENABLED', '"sometimes"', 'true/false/1/0/yes/no');
    });
  });
});
