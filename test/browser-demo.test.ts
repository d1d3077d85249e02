import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createDemoServer } from '../src/demo/server.js';
import { BROWSER_REFUSAL } from '../src/modes/capabilities.js';
import { territoryData } from '../src/territory/data.js';
import type { Mode } from '../src/settings/index.js';
import type { Running } from '../src/http/index.js';
import { postJson, getJson, quietLogger, serveOnFreePort } from './helpers/server.js';
import { startStack, testSettings, type SettingsOverrides, type Stack } from './helpers/stack.js';
import { startOllamaStub, type OllamaStub } from './helpers/ollama-stub.js';
import { startFixtureSite, type FixtureSite } from './fixtures/pages/site.js';
import { launchChromium } from './helpers/chromium.js';

const CHROMIUM = '/usr/bin/chromium';

/** The demo server answering natural-language browser requests, in every mode, with real Chromium. */
describe('browser tools through the demo server (modes, offline and Ollama planners)', function () {
  this.timeout(90_000);
  let stack: Stack;
  let site: FixtureSite;
  const open: { close(): Promise<void> }[] = [];

  const requestTimeoutS = 15;
  const base: SettingsOverrides = {
    llm: { provider: 'offline' },
    browser: { executable_path: CHROMIUM, headless: true },
    api_mode: { request_timeout: requestTimeoutS },
    // the fixture site is on loopback: allowed by the operator, as an intranet site would be
    registry: { allowed_hosts: ['127.0.0.1'] },
  };

  /** Another demo server on the stack's registry: its own mode, settings and browser. */
  async function demo(mode: Mode, over: SettingsOverrides = {}): Promise<string> {
    const settings = testSettings({
      ...base,
      ...over,
      llm: { ...base.llm, ...over.llm },
      browser: { ...base.browser, ...over.browser },
      api_mode: { ...base.api_mode, ...over.api_mode },
    });
    const server = await createDemoServer({
      settings,
      registryUrl: stack.registryUrl,
      mode,
      logger: quietLogger,
      dataDir: stack.dataDir,
      logsDir: stack.logsDir,
    });
    const running: Running = await serveOnFreePort(server.handler);
    open.push(running, server);
    return running.url;
  }

  // a label names a conversation: its first message starts one, the id the server issued continues it
  const conversations = new Map<string, string>();
  let fresh = 0;
  const chat = async (url: string, message: string, label = `b${++fresh}`) => {
    const issued = conversations.get(`${url} ${label}`);
    const res = await postJson(`${url}/chat`, issued ? { message, session_id: issued } : { message });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    conversations.set(`${url} ${label}`, res.body.metadata.session_id);
    return res.body as { response: string; data: { result: any; calls: { tool: string; args: any; status: string }[] }; metadata: any };
  };

  before(async () => {
    site = await startFixtureSite();
    stack = await startStack({ mode: 'hybrid', settingsOverrides: base });
  });
  after(async () => {
    for (const s of open.reverse()) await s.close().catch(() => undefined);
    await stack?.stop();
    await site?.close();
  });

  describe('hybrid mode, offline planner', () => {
    it('"open <url> and tell me the title"', async () => {
      const body = await chat(stack.demoUrl, `open ${site.url}/accounts and tell me the title`);
      expect(body.response).to.include('The page title is "Accounts Dashboard"');
      expect(body.metadata.tools_used).to.deep.equal(['browser_navigate']);
      expect(body.metadata.confidence).to.be.greaterThan(0.8);
    });

    it('"take a screenshot of <url>" saves a PNG under AGENT_HOME/data/screenshots', async () => {
      const body = await chat(stack.demoUrl, `take a screenshot of ${site.url}/accounts`);
      expect(body.metadata.tools_used).to.deep.equal(['browser_screenshot']);
      const path = body.data.result.path as string;
      expect(path.startsWith(join(stack.dataDir, 'screenshots'))).to.equal(true);
      expect(body.response).to.include(path);
      const png = readFileSync(path);
      expect(png.subarray(0, 8).toString('hex')).to.equal('89504e470d0a1a0a');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).to.deep.equal([1280, 800]);
      // the demo server serves it, for the chat page to show as an image; only screenshot names
      const image = body.data.result.image as string;
      expect(image).to.equal(`/screenshots/${basename(path)}`);
      const served = await fetch(`${stack.demoUrl}${image}`);
      expect(served.status).to.equal(200);
      expect(served.headers.get('content-type')).to.equal('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).to.equal(true);
      for (const bad of ['/screenshots/..%2Fsettings.toml', '/screenshots/audit.log', '/screenshots/screenshot-x.png']) {
        const res = await fetch(`${stack.demoUrl}${bad}`);
        expect(res.status, bad).to.equal(404);
        expect((await res.json()).detail).to.match(/^No screenshot named /);
      }
    });

    it('the chat page shows a screenshot as the image itself, not a file path', async () => {
      const browser = await launchChromium();
      try {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        await page.goto(`${stack.demoUrl}/`);
        await page.getByLabel('Message').fill(`take a screenshot of ${site.url}/accounts`);
        await page.getByLabel('Message').press('Enter');
        const img = page.locator('.msg.agent .screenshot img');
        await img.waitFor();
        await page.waitForFunction(() => (document.querySelector('.screenshot img') as HTMLImageElement | null)?.complete === true);
        expect(await img.evaluate((e: HTMLImageElement) => e.naturalWidth)).to.equal(1280);
        expect(await img.getAttribute('alt')).to.equal(`Screenshot of ${site.url}/accounts ("Accounts Dashboard")`);
      } finally {
        await browser.close();
      }
    });

    it('"read the table on <url> and tell me the account with the highest revenue"', async () => {
      const body = await chat(stack.demoUrl, `read the table on ${site.url}/accounts and tell me the account with the highest revenue`);
      expect(body.metadata.tools_used).to.deep.equal(['browser_extract_table']);
      expect(body.response).to.match(/^Globex has the highest revenue .*: \$8,400,000\.5/);
      expect(body.data.result[0]).to.include({ Account: 'Globex', Revenue: 8_400_000.5 });
    });

    it('"get my top account by revenue, then add it on <url>": reads the territory API, fills and submits the form', async () => {
      const top = territoryData()
        .accounts.filter((a) => !a.is_third_party)
        .sort((a, b) => b.revenue - a.revenue)[0]!;
      const before = site.posts.length;
      const body = await chat(stack.demoUrl, `get my top account by revenue, then add it on ${site.url}/accounts`, 'hybrid-flow');
      expect(body.metadata.tools_used).to.include.members([
        'territory_get_my_accounts',
        'browser_get_form',
        'browser_fill',
        'browser_select',
        'browser_submit',
      ]);
      expect(site.posts.slice(before)).to.deep.equal([{ name: top.name, revenue: top.revenue, state: top.state }]);
      expect(body.response).to.include(`Added ${top.name} on ${site.url}/accounts`);
      expect(body.response).to.include(`The page now shows ${top.name}`);
      expect(body.data.result.verified).to.equal(true);
      // The row is on the page: read it back in the same chat session.
      const table = await chat(stack.demoUrl, 'read the table on this page', 'hybrid-flow');
      expect(table.data.result.at(-1)).to.deep.include({ Account: top.name, State: top.state, Revenue: top.revenue });
    });

    it('browser results are never served from the result cache: a page read twice shows its new state', async () => {
      const ask = `read the table on ${site.url}/accounts`;
      const first = await chat(stack.demoUrl, ask, 'fresh');
      await chat(stack.demoUrl, `get my top account by revenue, then add it on ${site.url}/accounts`, 'fresh');
      const again = await chat(stack.demoUrl, ask, 'fresh');
      expect(again.data.calls[0]).to.include({ tool: 'browser_extract_table', status: 'ok' });
      expect(again.data.result.length).to.equal(first.data.result.length); // a fresh load: the client-side row is gone again
      const shot1 = await chat(stack.demoUrl, `take a screenshot of ${site.url}/accounts`, 'fresh');
      const shot2 = await chat(stack.demoUrl, `take a screenshot of ${site.url}/accounts`, 'fresh');
      expect(shot2.data.result.path).not.to.equal(shot1.data.result.path);
    });

    it('ordinary API questions still go to the registry tools', async () => {
      const body = await chat(stack.demoUrl, 'how many of my accounts are in Texas?');
      expect(body.metadata.tools_used).to.deep.equal(['territory_get_my_accounts']);
    });
  });

  describe('mode gating', () => {
    it('api mode refuses browser work with the exact message and runs nothing', async () => {
      const url = await demo('api');
      for (const message of [
        `open ${site.url}/accounts and tell me the title`,
        `take a screenshot of ${site.url}/accounts`,
        `scrape the accounts table from ${site.url}/accounts`,
        `fill in the Add Account form on ${site.url}/accounts`,
      ]) {
        const body = await chat(url, message);
        expect(body.response).to.equal(BROWSER_REFUSAL);
        expect(body.data.calls).to.deep.equal([]);
      }
      const st = await getJson(`${url}/status`);
      expect(st.body.browser.available).to.equal(false);
    });

    it('web mode answers with the browser only; the API half of a hybrid request is explained', async () => {
      const url = await demo('web');
      const body = await chat(url, `open ${site.url}/accounts and tell me the title`);
      expect(body.response).to.include('Accounts Dashboard');
      const before = site.posts.length;
      const hybrid = await chat(url, `get my top account by revenue, then add it on ${site.url}/accounts`);
      expect(hybrid.response).to.match(/needs the registry's API tools.*hybrid mode/);
      expect(hybrid.data.calls).to.deep.equal([]);
      expect(site.posts.length).to.equal(before);
    });

    it('without web_automation the form is not touched and the answer says why', async () => {
      const url = await demo('hybrid', { api_mode: { web_automation: false } });
      const before = site.posts.length;
      const body = await chat(url, `get my top account by revenue, then add it on ${site.url}/accounts`);
      expect(body.response).to.include('api_mode.web_automation = false');
      expect(body.data.calls).to.deep.equal([]);
      expect(site.posts.length).to.equal(before);
      expect((await chat(url, `read the table on ${site.url}/accounts and tell me the account with the lowest revenue`)).response).to.match(
        /^Initech has the lowest revenue/,
      );
    });

    it('a missing browser executable is a clear error in the chat answer, quickly', async () => {
      const url = await demo('web', { browser: { executable_path: '/nowhere/chromium' } });
      const started = Date.now();
      const body = await chat(url, `open ${site.url}/accounts and tell me the title`);
      // quickly: well before request_timeout, where a launch that hung would end; a ratio
      // to the setting, not a fixed time (the machine may be busy)
      expect((Date.now() - started) / (requestTimeoutS * 1000)).to.be.below(1 / 2);
      expect(body.response).to.include('/nowhere/chromium');
      expect(body.response).to.include('browser.executable_path');
      expect(body.data.calls[0]).to.include({ tool: 'browser_navigate', status: 'error' });
    });
  });

  describe('Ollama planner (scripted stub)', () => {
    let stub: OllamaStub;
    after(() => stub?.close());

    async function ollamaDemo(mode: Mode): Promise<string> {
      // max_tools above the catalogue: every tool is offered (shortlisting has its own tests)
      return demo(mode, { llm: { provider: 'ollama', host: stub.url, model: 'stub-model', max_tools: 64 } });
    }

    it('gets the browser tools like any other: hybrid offers both kinds, web only browser tools', async () => {
      stub = await startOllamaStub({
        models: ['stub-model'],
        script: (body) => {
          const last = body.messages.at(-1);
          if (last.role === 'tool')
            // (a tool's result is sent under `result`, beside its handle)
            return { content: `The largest account on the page is ${JSON.parse(last.content).result?.rows?.[0]?.Account ?? '?'}.` };
          return {
            tool_calls: [
              {
                function: { name: 'browser_extract_table', arguments: { url: `${site.url}/accounts`, selector: '#accounts', max_rows: 1 } },
              },
            ],
          };
        },
      });
      const hybrid = await ollamaDemo('hybrid');
      const answer = await chat(hybrid, `which account is first in the table on ${site.url}/accounts?`);
      expect(answer.metadata.planner).to.equal('ollama');
      expect(answer.metadata.tools_used).to.deep.equal(['browser_extract_table']);
      expect(answer.response).to.equal('The largest account on the page is Acme Corp.');
      const sent = (stub.chats()[0]!.body.tools as { function: { name: string; parameters: any } }[]).map((t) => t.function);
      const names = sent.map((t) => t.name);
      expect(names).to.include.members([
        'territory_get_my_accounts',
        'browser_navigate',
        'browser_extract_table',
        'browser_fill',
        'browser_submit',
      ]);
      expect(sent.find((t) => t.name === 'browser_navigate')!.parameters.required).to.deep.equal(['url']);

      const web = await ollamaDemo('web');
      const n = stub.chats().length;
      await chat(web, `which account is first in the table on ${site.url}/accounts?`);
      const webNames = (stub.chats()[n]!.body.tools as { function: { name: string } }[]).map((t) => t.function.name);
      expect(webNames.length).to.be.greaterThan(0);
      // (beside the planner's own query tool over results; no registry tool)
      expect(webNames.filter((name) => !name.startsWith('browser_') && name !== 'query')).to.deep.equal([]);
    });
  });
});
