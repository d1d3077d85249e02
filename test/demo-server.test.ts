import { expect } from 'chai';
import { pino } from 'pino';
import { createDemoServer } from '../src/demo/server.js';
import type { Planner, PlanContext } from '../src/demo/planner/types.js';
import { BROWSER_REFUSAL } from '../src/modes/capabilities.js';
import type { Mode } from '../src/settings/index.js';
import type { Running } from '../src/http/index.js';
import { tempHome } from './helpers/home.js';
import { getJson, postJson, quietLogger, serveOnFreePort } from './helpers/server.js';
import { testSettings, type SettingsOverrides } from './helpers/stack.js';

/** A URL where nothing listens (a port that was free a moment ago). */
async function deadUrl(): Promise<string> {
  const s = await serveOnFreePort((_req, res) => res.end());
  await s.close();
  return s.url;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('demo server: endpoints, gating, limits (no registry needed)', () => {
  const home = tempHome('agent-demo-');
  const open: { close(): Promise<void> }[] = [];
  let registryUrl: string;

  async function demo(o: { mode?: Mode; settings?: SettingsOverrides; planner?: Planner; logger?: any } = {}): Promise<Running> {
    const settings = testSettings(o.settings);
    const server = await createDemoServer({
      settings,
      registryUrl,
      mode: o.mode ?? 'api',
      logger: o.logger ?? quietLogger,
      dataDir: `${home.dir}/data`,
      logsDir: `${home.dir}/logs`,
      planner: o.planner,
    });
    const running = await serveOnFreePort(server.handler);
    open.push(running, server);
    return running;
  }

  before(async () => {
    registryUrl = await deadUrl();
    await import('../src/demo/browser/index.js'); // web mode loads it on the first chat: keep that out of the timings
  });
  after(async () => {
    for (const s of open.reverse()) await s.close().catch(() => undefined);
    home.remove();
  });

  it('GET /health answers {status: healthy, timestamp} (ISO 8601)', async () => {
    const srv = await demo();
    const { status, body } = await getJson(`${srv.url}/health`);
    expect(status).to.equal(200);
    expect(body.status).to.equal('healthy');
    expect(new Date(body.timestamp).toISOString()).to.equal(body.timestamp);
  });

  it('GET /openapi.json documents /chat and /status; /docs is an HTML page; unknown paths are 404 JSON', async () => {
    const srv = await demo();
    const { status, body } = await getJson(`${srv.url}/openapi.json`);
    expect(status).to.equal(200);
    expect(body.paths['/chat'].post.operationId).to.equal('chat');
    expect(body.paths['/status'].get).to.be.an('object');
    const docs = await fetch(`${srv.url}/docs`);
    expect(docs.status).to.equal(200);
    expect(docs.headers.get('content-type')).to.match(/text\/html/);
    const missing = await getJson(`${srv.url}/nope`);
    expect(missing.status).to.equal(404);
    expect(missing.body).to.deep.equal({ detail: 'Not Found' });
  });

  it('GET / is the chat page, served from our own files (no CDN), with a labelled message box', async () => {
    const srv = await demo();
    const page = await fetch(`${srv.url}/`);
    expect(page.status).to.equal(200);
    const html = await page.text();
    expect(html).to.include('<label for="message">');
    expect(html).to.include('id="message"');
    expect(html).to.not.match(/src="https?:|href="https?:/);
    for (const asset of ['/static/chat.js', '/static/chat.css']) {
      const res = await fetch(`${srv.url}${asset}`);
      expect(res.status, asset).to.equal(200);
      expect(await res.text()).to.not.match(/https?:\/\/(?!127\.)/);
    }
  });

  it('POST /chat rejects bad bodies: 422 naming the field, 400 for broken JSON, 413 for an oversized body', async () => {
    const srv = await demo();
    const missing = await postJson(`${srv.url}/chat`, {});
    expect(missing.status).to.equal(422);
    expect(missing.body.detail[0].loc).to.deep.equal(['body', 'message']);
    const empty = await postJson(`${srv.url}/chat`, { message: '   ' });
    expect(empty.status).to.equal(422);
    expect(empty.body.detail[0].msg).to.match(/must not be empty/);
    const wrongType = await postJson(`${srv.url}/chat`, { message: 42 });
    expect(wrongType.status).to.equal(422);
    const badSession = await postJson(`${srv.url}/chat`, { message: 'hi', session_id: 'a b/c' });
    expect(badSession.status).to.equal(422);
    expect(badSession.body.detail[0].loc).to.deep.equal(['body', 'session_id']);
    const broken = await getJson(`${srv.url}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"message":',
    });
    expect(broken.status).to.equal(400);
    expect(broken.body.detail).to.match(/not valid JSON/);
    const huge = await postJson(`${srv.url}/chat`, { message: 'x'.repeat(70_000) });
    expect(huge.status).to.equal(413);
  });

  it('registry down: /chat is 503 naming the registry URL and `agent start api-registry`; /status shows it', async () => {
    const srv = await demo();
    const res = await postJson(`${srv.url}/chat`, { message: 'list my accounts' });
    expect(res.status).to.equal(503);
    expect(res.body.detail).to.include(registryUrl);
    expect(res.body.detail).to.include('agent start api-registry');
    expect(res.headers.get('retry-after')).to.match(/^\d+$/);
    const st = await getJson(`${srv.url}/status`);
    expect(st.status).to.equal(200);
    expect(st.body.status).to.equal('degraded');
    expect(st.body.registry).to.include({ url: registryUrl, reachable: false, tool_count: 0 });
    expect(st.body.registry.error).to.include('agent start api-registry');
    expect(st.body).to.include.keys('mode', 'planner', 'browser', 'uptime', 'version', 'chats');
    expect(st.body.mode).to.equal('api');
    expect(st.body.browser.available).to.equal(false);
    expect(st.body.chats.total).to.equal(1);
  });

  it('api mode refuses every kind of browser request with the exact wording (200), runs nothing', async () => {
    let planned = 0;
    const planner: Planner = { name: 'spy', answer: async () => ((planned += 1), { response: 'x', result: null, confidence: 1 }) };
    const srv = await demo({ planner });
    const asks = [
      'open https://example.com',
      'navigate to the login page',
      'visit www.ibm.com and read the headline',
      'click the Submit button',
      'fill out the contact form with my details',
      'scrape the pricing page of acme.com',
      'take a screenshot of the dashboard',
      'run a UI test of the login page',
    ];
    for (const message of asks) {
      const { status, body } = await postJson(`${srv.url}/chat`, { message });
      expect(status, message).to.equal(200);
      expect(body.response, message).to.equal(BROWSER_REFUSAL);
      expect(body.metadata.tools_used).to.deep.equal([]);
      expect(body.data.calls).to.deep.equal([]);
      expect(body.metadata.refused).to.equal(true);
      expect(body.metadata.mode).to.equal('api');
    }
    expect(planned).to.equal(0);
    // Business questions that merely look similar are not refused (they reach the registry check).
    const business = await postJson(`${srv.url}/chat`, { message: 'show open opportunities and the click-through rate' });
    expect(business.status).to.equal(503);
  });

  it('web mode with api_mode.browser_enabled = false has no tools and says which setting turned them off', async () => {
    const srv = await demo({ mode: 'web', settings: { api_mode: { browser_enabled: false } } });
    const { status, body } = await postJson(`${srv.url}/chat`, { message: 'open https://example.com' });
    expect(status).to.equal(200);
    expect(body.response).to.include('api_mode.browser_enabled = false');
    expect(body.metadata.tools_used).to.deep.equal([]);
    const st = await getJson(`${srv.url}/status`);
    expect(st.body.browser).to.deep.equal({ available: false, reason: 'api_mode.browser_enabled = false' });
    expect(st.body.capabilities).to.deep.equal([]);
  });

  it('demo.default_timeout: a chat that runs too long is a clear 504, never a hung request', async () => {
    // Ignores the abort signal, then fails late: the answer must not wait for it, and the late failure must not crash anything.
    // It fails when the test lets it, after the answer (or by itself after hangMs, so a broken limit cannot hang the test).
    const hangMs = 20_000;
    let fail = () => {};
    const late = new Promise<void>((resolve) => {
      fail = resolve;
      setTimeout(resolve, hangMs).unref();
    });
    let failed = false;
    const planner: Planner = {
      name: 'slow',
      answer: () =>
        late.then(() => {
          failed = true;
          return Promise.reject(new Error('late failure'));
        }),
    };
    const limitS = 1;
    const srv = await demo({ mode: 'web', planner, settings: { demo: { default_timeout: limitS } } });
    const t0 = Date.now();
    const { status, body } = await postJson(`${srv.url}/chat`, { message: 'read the page' });
    const ms = Date.now() - t0;
    expect(status).to.equal(504);
    expect(body.detail).to.include('demo.default_timeout');
    expect(failed, 'the answer came while the planner was still running').to.equal(false);
    // not before the limit (a timer never fires early), and ended by it, not by the planner:
    // ratios to the setting and to the planner's own end, not fixed times (the machine may be busy)
    expect(ms / (limitS * 1000)).to.be.at.least(0.9);
    expect(ms / hangMs).to.be.below(0.5);
    fail();
    await late;
    await sleep(100);
    expect(failed).to.equal(true);
    expect((await getJson(`${srv.url}/status`)).body.chats).to.include({ active: 0, total: 1 });
  });

  it(
    'max_concurrent_requests: the cap holds under parallel chats, and a chat that cannot ' + 'start in time gets 503 + Retry-After',
    async () => {
      let running = 0;
      let peak = 0;
      const planner: Planner = {
        name: 'counting',
        async answer() {
          running++;
          peak = Math.max(peak, running);
          await sleep(150);
          running--;
          return { response: 'done', result: null, confidence: 1 };
        },
      };
      const srv = await demo({ mode: 'web', planner, settings: { api_mode: { max_concurrent_requests: 2, request_timeout: 10 } } });
      const all = await Promise.all(Array.from({ length: 6 }, () => postJson(`${srv.url}/chat`, { message: 'x' })));
      expect(all.map((r) => r.status)).to.deep.equal([200, 200, 200, 200, 200, 200]);
      expect(peak).to.equal(2);

      const slow: Planner = { name: 'slow', answer: async () => (await sleep(1600), { response: 'done', result: null, confidence: 1 }) };
      const tight = await demo({ mode: 'web', planner: slow, settings: { api_mode: { max_concurrent_requests: 1, request_timeout: 1 } } });
      const [a, b] = await Promise.all([
        postJson(`${tight.url}/chat`, { message: 'one' }),
        sleep(50).then(() => postJson(`${tight.url}/chat`, { message: 'two' })),
      ]);
      expect(a.status).to.equal(200);
      expect(b.status).to.equal(503);
      expect(b.body.detail).to.include('max_concurrent_requests = 1');
      expect(b.headers.get('retry-after')).to.equal('1');
    },
  );

  it('sessions: a follow-up with the same session_id gets the earlier turns (message, answer, result) as history', async () => {
    const seen: PlanContext['history'][] = [];
    const planner: Planner = {
      name: 'echo',
      async answer(ctx) {
        seen.push(ctx.history);
        return { response: `turn ${ctx.history.length + 1}`, result: [{ id: 'acc_1' }, { id: 'acc_3' }], confidence: 0.8 };
      },
    };
    const srv = await demo({ mode: 'web', planner });
    const first = await postJson(`${srv.url}/chat`, { message: 'list my accounts' });
    const id = first.body.metadata.session_id;
    expect(id).to.be.a('string');
    const second = await postJson(`${srv.url}/chat`, { message: 'and the second one?', session_id: id });
    expect(second.body.response).to.equal('turn 2');
    expect(seen[1]).to.have.length(1);
    expect(seen[1]![0]).to.include({ message: 'list my accounts', response: 'turn 1' });
    expect(seen[1]![0]!.result).to.deep.equal([{ id: 'acc_1' }, { id: 'acc_3' }]);
    const other = await postJson(`${srv.url}/chat`, { message: 'hello', session_id: 'another' });
    expect(other.body.response).to.equal('turn 1');
    expect(other.body.metadata).to.include({ planner: 'echo', mode: 'web', confidence: 0.8 });
    expect(other.body.metadata.session_id).to.not.equal('another');
  });

  it('sessions (issue 34, defect 15): server-issued ids; a client-chosen id never reads a conversation', async () => {
    const seen: PlanContext['history'][] = [];
    const planner: Planner = {
      name: 'echo',
      async answer(ctx) {
        seen.push(ctx.history);
        return { response: `secret answer ${ctx.history.length + 1}`, result: [{ secret: 42 }], confidence: 0.8 };
      },
    };
    const srv = await demo({ mode: 'web', planner });
    // the victim starts with a short id of its own choosing; the server answers under an id it issued
    const victim = await postJson(`${srv.url}/chat`, { message: 'my private question', session_id: 'a' });
    const issued = victim.body.metadata.session_id as string;
    expect(issued).to.not.equal('a');
    expect(issued).to.match(/^[0-9a-f-]{36}$/);
    // someone who guesses the short id gets a new, empty conversation, not the victim's turns
    const guesser = await postJson(`${srv.url}/chat`, { message: 'what did we talk about?', session_id: 'a' });
    expect(seen.at(-1)).to.deep.equal([]);
    expect(guesser.body.metadata.session_id).to.not.equal(issued);
    // the issued id continues the conversation
    await postJson(`${srv.url}/chat`, { message: 'and then?', session_id: issued });
    expect(seen.at(-1)!.map((t) => t.message)).to.deep.equal(['my private question']);
  });

  it('SSE: Accept: text/event-stream streams plan events and ends with the same answer body as JSON', async () => {
    const planner: Planner = {
      name: 'streamer',
      async answer(ctx) {
        ctx.emit({ type: 'plan', planner: 'streamer', text: 'step one' });
        return { response: 'streamed', result: [{ a: 1 }], confidence: 0.7 };
      },
    };
    const srv = await demo({ mode: 'web', planner });
    const res = await fetch(`${srv.url}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ message: 'go', session_id: 's1' }),
    });
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/text\/event-stream/);
    const events = (await res.text())
      .split('\n\n')
      .filter(Boolean)
      .map((chunk) => ({ type: /event: (.*)/.exec(chunk)![1], data: JSON.parse(/data: (.*)/.exec(chunk)![1]!) }));
    expect(events.map((e) => e.type)).to.deep.equal(['plan', 'plan', 'answer']);
    expect(events[1]!.data.text).to.equal('step one');
    const answer = events.at(-1)!.data;
    expect(answer.response).to.equal('streamed');
    expect(Object.keys(answer)).to.deep.equal(['response', 'data', 'metadata']);
    const json = await postJson(`${srv.url}/chat`, { message: 'go', session_id: 's2' });
    expect(Object.keys(answer.metadata).sort()).to.deep.equal(Object.keys(json.body.metadata).sort());
    expect(answer.data.result).to.deep.equal(json.body.data.result);
  });

  it('SSE: a failure arrives as an error event with status and detail', async () => {
    const srv = await demo();
    const res = await fetch(`${srv.url}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ message: 'list accounts' }),
    });
    const text = await res.text();
    expect(text).to.match(/event: error/);
    const data = JSON.parse(/event: error\ndata: (.*)/.exec(text)![1]!);
    expect(data.status).to.equal(503);
    expect(data.detail).to.include('agent start api-registry');
  });

  it('demo.enable_logging turns request log lines on and off', async () => {
    const count = async (enable: boolean) => {
      const lines: string[] = [];
      const logger = pino({ level: 'info' }, { write: (s: string) => void lines.push(s) });
      const srv = await demo({ logger, settings: { demo: { enable_logging: enable } } });
      await getJson(`${srv.url}/health`);
      await sleep(20);
      return lines.filter((l) => JSON.parse(l).msg === 'request').length;
    };
    expect(await count(true)).to.be.greaterThan(0);
    expect(await count(false)).to.equal(0);
  });
});
