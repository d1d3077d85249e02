import { expect } from 'chai';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createBrowserTools, browserToolDefinitions, checkUrl, locateBrowser, type BrowserToolSet } from '../src/demo/browser/index.js';
import { loadSettings, type Settings } from '../src/settings/index.js';
import { quietLogger } from './helpers/server.js';
import { tempHome } from './helpers/home.js';
import { startFixtureSite, type FixtureSite } from './fixtures/pages/site.js';
import { failure } from './helpers/failure.js';

const CHROMIUM = '/usr/bin/chromium';

export function browserSettings(
  over: {
    web_automation?: boolean;
    browser_enabled?: boolean;
    request_timeout?: number;
    executable_path?: string;
    allowed_hosts?: string[];
  } = {},
): Settings {
  const s = structuredClone(loadSettings({}, tempHome().dir).values);
  s.api_mode.web_automation = over.web_automation ?? true;
  s.api_mode.browser_enabled = over.browser_enabled ?? true;
  s.api_mode.request_timeout = over.request_timeout ?? 15;
  s.browser.executable_path = over.executable_path ?? CHROMIUM;
  s.browser.headless = true;
  // the fixture site is on loopback: the operator allows it, as a user would for an intranet site
  s.registry.allowed_hosts = over.allowed_hosts ?? ['127.0.0.1'];
  return s;
}

const ctx = (sessionId = 's1') => ({ sessionId, signal: new AbortController().signal });

describe('browser tools (Debian Chromium)', function () {
  this.timeout(60_000);
  let site: FixtureSite;
  let home: ReturnType<typeof tempHome>;
  let browser: BrowserToolSet;
  const call = (name: string, args: Record<string, unknown>, session = 's1') => browser.call(name, args, ctx(session)) as Promise<any>;

  before(async () => {
    site = await startFixtureSite();
    home = tempHome();
    browser = createBrowserTools({ settings: browserSettings(), dataDir: join(home.dir, 'data'), logger: quietLogger });
  });
  after(async () => {
    await browser?.close();
    await site?.close();
    home?.remove();
  });

  describe('the outbound guard (issue 34, defect 5): the same as onboarded tools, with the same allow list', () => {
    it('internal addresses are refused before a page opens; an allowed host opens', async () => {
      const strict = createBrowserTools({
        settings: browserSettings({ allowed_hosts: [] }),
        dataDir: join(home.dir, 'data'),
        logger: quietLogger,
      });
      try {
        for (const url of [
          `${site.url}/accounts`,
          'http://169.254.169.254/latest/meta-data/',
          'http://[::ffff:127.0.0.1]/',
          'http://localhost:9/',
        ]) {
          const refused = await strict.call('browser_navigate', { url }, ctx('g1')).catch((e: { status: number; message: string }) => e);
          expect((refused as { status: number }).status, url).to.equal(403);
          expect((refused as Error).message).to.match(/Refused to open .*registry\.allowed_hosts/);
        }
      } finally {
        await strict.close();
      }
      expect((await call('browser_navigate', { url: `${site.url}/accounts` }, 'g2')).title).to.be.a('string');
    });

    it('a redirect, an image and a fetch from an allowed page to an internal name never reach it', async () => {
      const port = new URL(site.url).port;
      const internal = `http://localhost:${port}/secret`;
      const before = site.hosts.length;
      const redirected = await call('browser_navigate', { url: `${site.url}/to?url=${encodeURIComponent(internal)}` }, 'g3').catch(
        (e: Error) => e,
      );
      if (!(redirected instanceof Error)) expect(redirected.title).to.not.equal('Secret');
      await call('browser_navigate', { url: `${site.url}/embeds?src=${encodeURIComponent(internal)}` }, 'g4');
      await new Promise((r) => setTimeout(r, 500));
      const text = await call('browser_get_text', {}, 'g4');
      expect(JSON.stringify(text)).to.not.include('internal secret');
      expect(site.hosts.slice(before).filter((h) => h.startsWith('localhost'))).to.deep.equal([]);
    });
  });

  describe('definitions', () => {
    it('lists every tool with a JSON input schema, kind browser and app browser', () => {
      const tools = browser.tools();
      expect(tools.map((t) => t.name)).to.deep.equal([
        'browser_navigate',
        'browser_get_text',
        'browser_extract_table',
        'browser_screenshot',
        'browser_get_form',
        'browser_click',
        'browser_fill',
        'browser_submit',
        'browser_select',
      ]);
      for (const t of tools) {
        expect(t.kind).to.equal('browser');
        expect(t.app).to.equal('browser');
        expect(t.inputSchema.type).to.equal('object');
        expect(t.description.length).to.be.greaterThan(40);
      }
      const nav = tools.find((t) => t.name === 'browser_navigate')!;
      expect(nav.parameters).to.deep.include({
        name: 'url',
        type: 'string',
        required: true,
        description: nav.parameters[0]!.description,
        constraints: ['length >= 1', 'length <= 2048'],
        schema: (nav.inputSchema.properties as any).url,
      });
      expect(tools.filter((t) => !t.readOnly).map((t) => t.name)).to.deep.equal([
        'browser_click',
        'browser_fill',
        'browser_submit',
        'browser_select',
      ]);
    });

    it('browserToolDefinitions() marks the write tools', () => {
      const defs = browserToolDefinitions();
      expect(defs).to.have.length(9);
      expect(defs.filter((d) => d.write).map((d) => d.name)).to.deep.equal([
        'browser_click',
        'browser_fill',
        'browser_submit',
        'browser_select',
      ]);
    });

    it('invalid arguments are a 422 naming the field, before any browser work', async () => {
      expect((await failure(call('browser_navigate', {}))).message).to.match(/url: is required/);
      expect((await failure(call('browser_navigate', { url: 'http://x', extra: 1 }))).message).to.match(/extra: unknown argument/);
      const click = await failure(call('browser_click', {}));
      expect(click.status).to.equal(422);
      expect(click.message).to.match(/give one of: selector, text/);
      expect((await failure(call('browser_nope', {}))).status).to.equal(404);
    });
  });

  describe('URLs', () => {
    it('only http(s) URLs are opened; file:, chrome:, javascript:, data: are refused', async () => {
      for (const url of ['file:///etc/passwd', 'chrome://settings', 'javascript:alert(1)', 'data:text/html,<h1>x</h1>', 'about:blank']) {
        const err = await failure(call('browser_navigate', { url }));
        expect(err.status).to.equal(422);
        expect(err.message).to.match(/only http and https URLs/);
        expect(err.message).to.include(`'${url.split(':')[0]}:'`);
      }
      expect(checkUrl('127.0.0.1:8080/page')).to.equal('http://127.0.0.1:8080/page');
      expect(checkUrl('localhost:3000')).to.equal('http://localhost:3000/');
      expect(checkUrl('example.com/x')).to.equal('http://example.com/x');
    });
  });

  describe('read tools', () => {
    it('browser_navigate returns title, final URL after redirects and status', async () => {
      const out = await call('browser_navigate', { url: `${site.url}/redirect` });
      expect(out).to.deep.equal({ url: `${site.url}/accounts`, title: 'Accounts Dashboard', status: 200, ok: true });
      const missing = await call('browser_navigate', { url: `${site.url}/nothing` });
      expect(missing).to.include({ status: 404, ok: false, title: 'Not Found' });
    });

    it('browser_navigate to a closed port is a clear 502', async () => {
      const err = await failure(call('browser_navigate', { url: 'http://127.0.0.1:9/' }));
      expect(err.status).to.equal(502);
      expect(err.message).to.match(/Could not open http:\/\/127\.0\.0\.1:9\/: net::ERR_/);
    });

    it('browser_get_text reads the page, a selector, and bounds the length', async () => {
      const page = await call('browser_get_text', { url: `${site.url}/accounts` });
      expect(page.title).to.equal('Accounts Dashboard');
      expect(page.text).to.include('Accounts in your territory');
      expect(page.text).to.include('Globex');
      expect(page.text).not.to.include('Details are visible'); // hidden text is not visible text
      const part = await call('browser_get_text', { selector: '#summary' });
      expect(part.text).to.equal('Accounts in your territory, largest first.');
      const short = await call('browser_get_text', { max_chars: 10 });
      expect(short.text).to.have.length(10);
      expect(short.truncated).to.equal(true);
      expect(short.length).to.be.greaterThan(10);
      const none = await failure(call('browser_get_text', { selector: '#does-not-exist' }));
      expect(none.status).to.equal(404);
      expect(none.message).to.include('No element matches selector "#does-not-exist"');
      const bad = await failure(call('browser_get_text', { selector: '[[[' }));
      expect(bad.status).to.equal(422);
    });

    it('browser_extract_table gives rows keyed by header with numbers parsed', async () => {
      const out = await call('browser_extract_table', { url: `${site.url}/accounts` });
      expect(out.table_count).to.equal(2);
      expect(out.caption).to.equal('Accounts');
      expect(out.headers).to.deep.equal(['Account', 'State', 'Revenue', 'Growth']);
      expect(out.row_count).to.equal(4);
      expect(out.rows[0]).to.deep.equal({ Account: 'Acme Corp', State: 'CA', Revenue: 1_250_000, Growth: 12.5 });
      expect(out.rows[1]).to.deep.equal({ Account: 'Globex', State: 'TX', Revenue: 8_400_000.5, Growth: -3 });
      const regions = await call('browser_extract_table', { index: 1 });
      expect(regions.rows).to.deep.equal([
        { Region: 'West', Accounts: 2 },
        { Region: 'South', Accounts: 1 },
      ]);
      const bySelector = await call('browser_extract_table', { selector: '#regions' });
      expect(bySelector.headers).to.deep.equal(['Region', 'Accounts']);
      const limited = await call('browser_extract_table', { max_rows: 2 });
      expect(limited.rows).to.have.length(2);
      expect(limited).to.include({ row_count: 4, truncated: true });
      const out3 = await failure(call('browser_extract_table', { index: 5 }));
      expect(out3.status).to.equal(404);
      expect(out3.message).to.match(/Table index 5 is out of range: 2 table\(s\)/);
    });

    it('browser_get_form lists the fields with labels, types, options and selectors', async () => {
      const out = await call('browser_get_form', { url: `${site.url}/accounts` });
      expect(out.forms).to.have.length(1);
      const form = out.forms[0];
      expect(form).to.include({ selector: '#add-account', id: 'add-account', method: 'POST', action: `${site.url}/api/accounts` });
      expect(form.submit).to.deep.equal(['Add Account']);
      expect(form.fields.map((f: any) => [f.label, f.name, f.type, f.required, f.selector])).to.deep.equal([
        ['Account name', 'name', 'text', true, '#name'],
        ['Revenue', 'revenue', 'number', true, '#revenue'],
        ['State', 'state', 'select', false, '#state'],
      ]);
      expect(form.fields[2].options[1]).to.deep.equal({ value: 'CA', label: 'California' });
      expect((await failure(call('browser_get_form', { url: `${site.url}/long` }))).message).to.match(/No form on /);
    });

    it('a fresh chat session has no page yet: tools without url say so', async () => {
      const err = await failure(call('browser_get_text', {}, 'fresh-session'));
      expect(err.status).to.equal(422);
      expect(err.message).to.match(/No page is open in this chat session yet/);
    });

    it('each chat session has its own page', async () => {
      await call('browser_navigate', { url: `${site.url}/accounts` }, 'a');
      await call('browser_navigate', { url: `${site.url}/long` }, 'b');
      expect((await call('browser_get_text', {}, 'a')).title).to.equal('Accounts Dashboard');
      expect((await call('browser_get_text', {}, 'b')).title).to.equal('Long page');
    });

    it('browser_screenshot saves a valid PNG of the page under AGENT_HOME/data/screenshots', async () => {
      const shot = await call('browser_screenshot', { url: `${site.url}/accounts` });
      expect(dirname(shot.path)).to.equal(join(home.dir, 'data', 'screenshots'));
      expect(shot.path).to.match(/screenshot-[0-9T-]+Z-[0-9a-f]{8}\.png$/);
      const png = readFileSync(shot.path);
      expect(png.subarray(0, 8).toString('hex')).to.equal('89504e470d0a1a0a');
      expect(png.toString('latin1', 12, 16)).to.equal('IHDR');
      expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).to.deep.equal({ width: 1280, height: 800 });
      expect(shot).to.include({ width: 1280, height: 800, bytes: statSync(shot.path).size, title: 'Accounts Dashboard' });
      expect(png.length).to.be.greaterThan(5000); // a rendered page, not an empty image

      const full = await call('browser_screenshot', { url: `${site.url}/long`, full_page: true });
      expect(full.width).to.equal(1280);
      expect(full.height).to.be.greaterThan(3000);
      expect(readFileSync(full.path).readUInt32BE(20)).to.equal(full.height);
      expect(full.path).not.to.equal(shot.path);
    });
  });

  describe('write tools', () => {
    it('fill by label and selector, select, submit: the row appears and the server got the POST', async () => {
      await call('browser_navigate', { url: `${site.url}/accounts` }, 'w');
      expect(await call('browser_fill', { label: 'Account name', value: 'Wayne Enterprises' }, 'w')).to.include({
        filled: 'Account name',
        value: 'Wayne Enterprises',
      });
      await call('browser_fill', { selector: '#revenue', value: 9_900_000 }, 'w');
      expect((await call('browser_select', { selector: '#state', value: 'New York' }, 'w')).selected).to.deep.equal(['NY']);
      const bad = await failure(call('browser_select', { selector: '#state', value: 'Mars' }, 'w'));
      expect(bad.message).to.match(/"Mars" is not an option of #state; options: \(none\), California/);
      const before = site.posts.length;
      const sub = await call('browser_submit', {}, 'w');
      expect(sub).to.include({ submitted: true, form: 'add-account', method: 'POST', navigated: false });
      expect(site.posts.slice(before)).to.deep.equal([{ name: 'Wayne Enterprises', revenue: 9_900_000, state: 'NY' }]);
      const table = await call('browser_extract_table', { selector: '#accounts' }, 'w');
      expect(table.rows.at(-1)).to.deep.include({ Account: 'Wayne Enterprises', State: 'NY', Revenue: 9_900_000 });
      expect((await call('browser_get_text', { selector: '#status' }, 'w')).text).to.equal('Added Wayne Enterprises');
    });

    it('browser_submit refuses a form the page would reject, naming the fields', async () => {
      await call('browser_navigate', { url: `${site.url}/accounts` }, 'w2');
      const err = await failure(call('browser_submit', { selector: '#add-account' }, 'w2'));
      expect(err.status).to.equal(422);
      expect(err.message).to.match(/The form was not submitted; fields the page rejects: name: /);
    });

    it('browser_click by text and by selector', async () => {
      await call('browser_navigate', { url: `${site.url}/accounts` }, 'c');
      await call('browser_click', { text: 'Show details' }, 'c');
      expect((await call('browser_get_text', { selector: '#details' }, 'c')).text).to.equal('Details are visible.');
      await call('browser_click', { selector: '#toggle' }, 'c');
      expect((await call('browser_get_text', {}, 'c')).text).not.to.include('Details are visible.');
      const none = await failure(call('browser_click', { text: 'No such button' }, 'c'));
      expect(none.status).to.equal(404);
      expect(none.message).to.include('No element matches text "No such button"');
    });

    it('without web_automation the write tools are not listed and are refused', async () => {
      const readOnly = createBrowserTools({
        settings: browserSettings({ web_automation: false }),
        dataDir: join(home.dir, 'data'),
        logger: quietLogger,
      });
      try {
        expect(readOnly.tools().map((t) => t.name)).to.deep.equal([
          'browser_navigate',
          'browser_get_text',
          'browser_extract_table',
          'browser_screenshot',
          'browser_get_form',
        ]);
        for (const [name, args] of [
          ['browser_click', { text: 'x' }],
          ['browser_fill', { label: 'x', value: 'y' }],
          ['browser_submit', {}],
          ['browser_select', { selector: 's', value: 'v' }],
        ] as const) {
          const err = await failure(readOnly.call(name, args, ctx()));
          expect(err.status).to.equal(403);
          expect(err.message).to.include('api_mode.web_automation = false');
        }
        expect(readOnly.status().running).to.equal(false); // refused before any browser was started
      } finally {
        await readOnly.close();
      }
    });

    it('with browser_enabled off nothing is listed and calls are refused', async () => {
      const off = createBrowserTools({
        settings: browserSettings({ browser_enabled: false }),
        dataDir: join(home.dir, 'data'),
        logger: quietLogger,
      });
      expect(off.tools()).to.deep.equal([]);
      expect((await failure(off.call('browser_navigate', { url: site.url }, ctx()))).message).to.include(
        'api_mode.browser_enabled = false',
      );
      await off.close();
    });
  });

  describe('lifecycle and failures', () => {
    it('a killed browser is relaunched on the next call', async () => {
      await call('browser_navigate', { url: `${site.url}/accounts` }, 'k');
      const { pid, launches } = browser.status();
      expect(pid).to.be.a('number');
      process.kill(pid!, 'SIGKILL'); // no waiting: the next call may still see the old connection
      const out = await call('browser_navigate', { url: `${site.url}/accounts` }, 'k');
      expect(out.title).to.equal('Accounts Dashboard');
      const after = browser.status();
      expect(after.launches).to.equal(launches + 1);
      expect(after.pid).to.not.equal(pid);
    });

    it('a missing executable is a clear error naming it and the setting, at once', async () => {
      const settings = browserSettings({ executable_path: '/nowhere/chrome' });
      const missing = createBrowserTools({
        settings,
        dataDir: join(home.dir, 'data'),
        logger: quietLogger,
      });
      const started = Date.now();
      const err = await failure(missing.call('browser_navigate', { url: site.url }, ctx()));
      // at once: a small part of request_timeout (15 s here), where a launch that hung would
      // end; a ratio to the setting, not a fixed time (the machine may be busy)
      expect((Date.now() - started) / (settings.api_mode.request_timeout * 1000)).to.be.below(1 / 3);
      expect(err.status).to.equal(503);
      expect(err.message).to.include('"/nowhere/chrome"');
      expect(err.message).to.include('browser.executable_path');
      expect(err.message).to.include('AGENT_BROWSER_PATH');
      expect(missing.status().error).to.include('/nowhere/chrome');
      await missing.close();
    });

    it('auto-detection finds the installed Chromium; an explicit path wins', () => {
      expect(locateBrowser('', { PATH: '' })).to.equal(CHROMIUM);
      expect(locateBrowser(CHROMIUM)).to.equal(CHROMIUM);
      expect(() => locateBrowser(join(process.cwd(), 'package.json'))).to.throw(/not an executable file/);
    });

    it('a page that never answers ends at request_timeout, not a hung call', async () => {
      const timeoutS = 1;
      const quick = createBrowserTools({
        settings: browserSettings({ request_timeout: timeoutS }),
        dataDir: join(home.dir, 'data'),
        logger: quietLogger,
      });
      try {
        const started = Date.now();
        const err = await failure(quick.call('browser_navigate', { url: `${site.url}/hang` }, ctx('t')));
        // /hang never answers: the call ends at its own limit (request_timeout and the 1 s hard
        // stop after it), then recovers the page; a ratio to that limit, with room for the
        // recovery on a busy machine, never the wait for the page
        const hardStopMs = (timeoutS + 1) * 1000;
        expect((Date.now() - started) / hardStopMs).to.be.below(5);
        expect(err.status).to.equal(504);
        expect(err.message).to.match(/browser_navigate timed out after 1s \(api_mode.request_timeout\)/);
        // The session gets a fresh page and keeps working. On a busy machine the fresh page (or a
        // relaunch) can take longer than this 1 s limit: it goes on in the background, so a call
        // made again gets it, as a user's next message would.
        let title: unknown;
        for (let attempt = 0; attempt < 5 && title === undefined; attempt++)
          title = await quick.call('browser_navigate', { url: `${site.url}/accounts` }, ctx('t')).then(
            (r) => (r as { title: string }).title,
            (e: { status?: number }) => {
              if (e.status !== 504) throw e;
              return undefined;
            },
          );
        expect(title).to.equal('Accounts Dashboard');
      } finally {
        await quick.close();
      }
    });

    it('a cancelled chat stops the call', async () => {
      const ac = new AbortController();
      const pending = browser.call('browser_navigate', { url: `${site.url}/hang` }, { sessionId: 'x', signal: ac.signal });
      setTimeout(() => ac.abort(), 200);
      const err = await failure(pending);
      expect(err.status).to.equal(504);
      expect(err.message).to.match(/was stopped/);
    });

    it('idle pages and then the idle browser are closed; close() ends everything', async () => {
      const idle = createBrowserTools({ settings: browserSettings(), dataDir: join(home.dir, 'data'), logger: quietLogger, idleMs: 300 });
      try {
        await idle.call('browser_navigate', { url: `${site.url}/accounts` }, ctx('i'));
        const { pid } = idle.status();
        expect(idle.status()).to.include({ running: true, sessions: 1 });
        // waits for the idle shutdown to happen at all (liveness), generously: the machine may be busy
        const deadline = Date.now() + 20_000;
        while (idle.status().running && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        expect(idle.status()).to.include({ running: false, sessions: 0 });
        const gone = () => {
          try {
            process.kill(pid!, 0);
            return false;
          } catch {
            return true;
          }
        };
        while (!gone() && Date.now() < deadline + 10_000) await new Promise((r) => setTimeout(r, 100));
        expect(gone(), 'the browser process has exited').to.equal(true);
        // and it comes back on demand
        expect(((await idle.call('browser_get_text', { url: `${site.url}/accounts`, selector: 'h1' }, ctx('i'))) as any).text).to.equal(
          'Accounts Dashboard',
        );
      } finally {
        await idle.close();
      }
      expect(idle.status().running).to.equal(false);
      expect((await failure(idle.call('browser_navigate', { url: site.url }, ctx()))).status).to.equal(503);
    });
  });
});
