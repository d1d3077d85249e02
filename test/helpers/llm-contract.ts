import { expect } from 'chai';
import { join } from 'node:path';
import { createDemoServer } from '../../src/demo/server.js';
import type { Running } from '../../src/http/index.js';
import { BROWSER_REFUSAL } from '../../src/modes/capabilities.js';
import { tempHome } from './home.js';
import type { Dialect } from './llm-dialects.js';
import type { ModelStub, ModelStubReply, ModelStubRequest, StubCall } from './model-stub.js';
import { getJson, postJson, quietLogger, serveOnFreePort } from './server.js';
import { startStack, testSettings, type SettingsOverrides, type Stack } from './stack.js';

export const call = (name: string, args: unknown, id?: string): ModelStubReply => ({
  calls: [{ name, arguments: args, ...(id ? { id } : {}) }],
});
export const calls = (...cs: StubCall[]): ModelStubReply => ({ calls: cs });

/** POST /chat as server-sent events: the events in order. */
export async function streamChat(url: string, message: string): Promise<{ type: string; data: any }[]> {
  const res = await fetch(`${url}/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ message }),
  });
  expect(res.headers.get('content-type')).to.match(/text\/event-stream/);
  return (await res.text())
    .split('\n\n')
    .filter((c) => c.startsWith('event: '))
    .map((chunk) => ({ type: /event: (.*)/.exec(chunk)![1]!, data: JSON.parse(/data: (.*)/.exec(chunk)![1]!) }));
}

/** Account ids found in a tool result the model was sent. */
export const idsIn = (content: string): string[] => [...content.matchAll(/"id":\s*"([^"]+)"/g)].map((m) => m[1]!);

export interface ProviderHarness {
  stack: () => Stack;
  stub(script: (body: any, n: number, req: ModelStubRequest) => ModelStubReply): Promise<ModelStub>;
  demo(stub: ModelStub | string, settings?: SettingsOverrides, env?: NodeJS.ProcessEnv, mode?: 'api' | 'hybrid'): Promise<Running>;
}

/** A demo server over the real registry and demo APIs whose model is a scripted stub of `d`'s API. */
export function providerHarness(d: Dialect, stackOpts: Parameters<typeof startStack>[0] = { noDemo: true }): ProviderHarness {
  let stack: Stack;
  const home = tempHome(`agent-llm-${d.provider}-`);
  const open: { close(): Promise<void> }[] = [];
  before(async () => {
    stack = await startStack(stackOpts);
  });
  after(async () => {
    for (const s of open.reverse()) await s.close().catch(() => undefined);
    await stack?.stop();
    home.remove();
  });
  return {
    stack: () => stack,
    async stub(script) {
      const s = await d.start(script);
      open.push(s);
      return s;
    },
    async demo(stub, settings = {}, env = { [d.keyEnv]: 'sk-test-key-1' }, mode = 'api') {
      const base = typeof stub === 'string' ? stub : d.baseUrl(stub);
      const server = await createDemoServer({
        settings: testSettings({ ...settings, llm: { provider: d.provider, base_url: base, model: 'stub-model', ...settings.llm } }),
        registryUrl: stack.registryUrl,
        mode,
        logger: quietLogger,
        dataDir: join(home.dir, 'data'),
        logsDir: join(home.dir, 'logs'),
        env,
      });
      const running = await serveOnFreePort(server.handler);
      open.push(running, server);
      return running;
    },
  };
}

/** The behaviour every hosted-model provider shows, over the real registry and demo APIs. */
export function modelProviderContract(d: Dialect): void {
  const h = providerHarness(d);

  it('one tool call (top account by revenue): shortlisted tools out, result back, metadata names model and tokens', async () => {
    const s = await h.stub((_b, n) =>
      n === 0 ? call('crm_list_accounts', { limit: 100 }) : { text: 'Your top account by revenue is shown below.' },
    );
    const srv = await h.demo(s);
    const { status, body } = await postJson(`${srv.url}/chat`, { message: 'which is my top account by revenue?' });
    expect(status).to.equal(200);
    expect(body.response).to.equal('Your top account by revenue is shown below.');
    expect(body.metadata).to.include({ planner: d.provider, model: 'stub-model', confidence: 0.9 });
    expect(body.metadata.usage.input_tokens).to.be.greaterThan(0);
    expect(body.metadata.tools_used).to.deep.equal(['crm_list_accounts']);
    expect(body.data.calls[0]).to.include({ tool: 'crm_list_accounts', status: 'ok' });
    expect(body.data.result.items).to.be.an('array').that.is.not.empty;
    const [first, second] = s.requests;
    expect(first!.body.model).to.equal('stub-model');
    expect(d.keyOf(first!)).to.equal('sk-test-key-1');
    expect(d.lastUserText(first!.body)).to.equal('which is my top account by revenue?');
    const offered = d.toolNames(first!.body);
    // 26 demo tools > llm.max_tools (20): the shortlist plus find_tools
    expect(offered.length).to.be.at.most(20);
    expect(offered).to.include.members(['crm_list_accounts', 'find_tools']);
    expect(d.toolResults(second!.body)).to.have.length(1);
    // one page of a longer list: the model is told it is one page, with the total and a handle for the query tool
    const sent = JSON.parse(d.toolResults(second!.body)[0]!.content);
    expect(sent.total).to.equal(1000);
    expect(sent.handle).to.match(/^r\d+$/);
    expect(sent.note ?? '').to.include('query');
  });

  it('a superlative over 50 rows: the whole result goes to the model, with its total (not the first ten)', async () => {
    const mine = (
      (await (await fetch(`${h.stack().territoryUrl}/my-accounts`)).json()) as { accounts: { name: string; revenue: number }[] }
    ).accounts;
    const top = [...mine].sort((a, b) => b.revenue - a.revenue)[0]!;
    const s = await h.stub((body, n) => {
      if (n === 0) return call('territory_get_my_accounts', {});
      // the scripted model answers from the rows it was sent, as a model would
      const rows = JSON.parse(d.toolResults(body)[0]!.content).result.accounts as { name: string; revenue: number }[];
      const best = [...rows].sort((a, b) => b.revenue - a.revenue)[0]!;
      return { text: `Your top account is ${best.name}.` };
    });
    const srv = await h.demo(s);
    const { body } = await postJson(`${srv.url}/chat`, { message: 'which of my accounts has the highest revenue?' });
    expect(body.response).to.equal(`Your top account is ${top.name}.`);
    const sent = JSON.parse(d.toolResults(s.requests[1]!.body)[0]!.content);
    expect(sent.total).to.equal(mine.length);
    expect(sent.result.accounts).to.have.length(mine.length);
  });

  it('an aggregate over every one of the 8,000+ opportunities through the query tool; data.plan holds it in JSON and English', async () => {
    const plan = {
      from: { tool: 'crm_list_opportunities' },
      steps: [
        { where: { field: 'stage', op: 'not_in', values: ['closed-won', 'closed-lost'] } },
        { group: { by: ['stage'], aggs: [{ op: 'sum', field: 'value', as: 'pipeline' }] } },
        { sort: [{ field: 'pipeline', dir: 'desc' }] },
      ],
    };
    const s = await h.stub((_b, n) => (n === 0 ? call('query', { plan }) : { text: 'Open pipeline by stage is shown below.' }));
    const srv = await h.demo(s);
    const { body } = await postJson(`${srv.url}/chat`, { message: 'total pipeline value by stage, excluding closed deals' });
    const opps: { stage: string; value: number }[] = [];
    for (let skip = 0; ; skip += 100) {
      const page = (await (await fetch(`${h.stack().crmUrl}/opportunities/?skip=${skip}&limit=100`)).json()) as {
        items: typeof opps;
        total: number;
      };
      opps.push(...page.items);
      if (opps.length >= page.total) break;
    }
    const open = opps.filter((o) => !o.stage.startsWith('closed'));
    const sent = JSON.parse(d.toolResults(s.requests[1]!.body)[0]!.content);
    expect(sent.computed).to.include('where stage is none of "closed-won", "closed-lost"').and.include('grouped by stage');
    const byStage = Object.fromEntries(sent.result.map((g: { stage: string; pipeline: number }) => [g.stage, g.pipeline]));
    for (const stage of new Set(open.map((o) => o.stage)))
      expect(byStage[stage]).to.be.closeTo(
        open.filter((o) => o.stage === stage).reduce((t, o) => t + o.value, 0),
        1e-6,
      );
    expect(body.data.plan[0].json).to.deep.equal(plan);
    expect(body.data.plan[0].text).to.be.a('string').and.include('every row of crm_list_opportunities');
    expect(body.data.result).to.have.length(4);
    // every page was read through the tool layer (recorded calls)
    expect(body.data.calls.filter((c: { tool: string }) => c.tool === 'crm_list_opportunities').length).to.be.at.least(
      Math.ceil(opps.length / 100),
    );
  });

  it('both APIs through the query tool: CRM accounts in the states of my territory accounts, and a follow-up on its handle', async () => {
    const plan = {
      from: { tool: 'crm_list_accounts' },
      steps: [{ intersect: { with: { tool: 'territory_get_my_accounts' }, on: { left: 'state', right: 'state' } } }],
    };
    let handle = '';
    const s = await h.stub((body, n) => {
      if (n === 0) return call('query', { plan });
      if (n === 1) {
        handle = JSON.parse(d.toolResults(body)[0]!.content).handle;
        return { text: 'Found them.' };
      }
      if (n === 2) return call('query', { plan: { from: { handle }, steps: [{ group: { by: [], aggs: [{ op: 'count' }] } }] } });
      return { text: 'Counted.' };
    });
    const srv = await h.demo(s);
    const first = await postJson(`${srv.url}/chat`, { message: 'crm accounts in the states where i have territory accounts' });
    const crm = ((await (await fetch(`${h.stack().crmUrl}/accounts/?limit=100`)).json()) as { total: number }).total;
    expect(crm).to.equal(1000);
    const mine = ((await (await fetch(`${h.stack().territoryUrl}/my-accounts`)).json()) as { accounts: { state: string }[] }).accounts;
    const states = new Set(mine.map((a) => a.state));
    const all: { state: string }[] = [];
    for (let skip = 0; skip < 1000; skip += 100)
      all.push(
        ...((await (await fetch(`${h.stack().crmUrl}/accounts/?skip=${skip}&limit=100`)).json()) as { items: { state: string }[] }).items,
      );
    const expected = all.filter((a) => states.has(a.state)).length;
    expect(first.body.data.handle).to.equal(handle);
    const second = await postJson(`${srv.url}/chat`, { message: 'how many is that?', session_id: first.body.metadata.session_id });
    const sent = JSON.parse(d.toolResults(s.requests[3]!.body)[0]!.content);
    expect(sent.result).to.deep.equal({ count: expected });
    expect(second.body.data.plan[0].text).to.include(`the rows of ${handle}`);
  });

  it('parallel tool calls, streamed: VP of Sales contacts for the Tech Transformation campaign, tokens as they arrive', async () => {
    const s = await h.stub((body, n) => {
      if (n === 0) return call('territory_get_third_party_accounts', { campaign_name: 'Tech Transformation' });
      if (n === 1) {
        const [a, b] = idsIn(d.toolResults(body)[0]!.content);
        return calls(
          { name: 'territory_get_contacts', arguments: { account_id: a, job_title: 'VP of Sales' } },
          { name: 'territory_get_contacts', arguments: { account_id: b, job_title: 'VP of Sales' } },
        );
      }
      return { text: `Found the VP of Sales contacts of ${d.toolResults(body).length - 1} campaign accounts.` };
    });
    const srv = await h.demo(s);
    const events = await streamChat(srv.url, 'VP of Sales contacts for the Tech Transformation campaign');
    const answer = events.at(-1)!;
    expect(answer.type).to.equal('answer');
    expect(answer.data.response).to.equal('Found the VP of Sales contacts of 2 campaign accounts.');
    const tokens = events.filter((e) => e.type === 'token').map((e) => e.data.text);
    expect(tokens.length).to.be.greaterThan(1);
    expect(tokens.join('')).to.equal(answer.data.response);
    const started = events.filter((e) => e.type === 'tool_call').map((e) => e.data.tool);
    expect(started).to.deep.equal(['territory_get_third_party_accounts', 'territory_get_contacts', 'territory_get_contacts']);
    expect(answer.data.data.calls.every((c: any) => c.status === 'ok')).to.equal(true);
    const last = s.requests[2]!.body;
    expect(d.toolResults(last).map((r) => r.id)).to.deep.equal(d.callIds(last));
    expect(last.stream).to.equal(true);
  });

  it('a rejected key (401) is one clear line naming the variable, in the answer and in /status, never the key', async () => {
    const s = await h.stub(() => ({ status: 401, error: 'Incorrect API key provided: sk-sec****1234.' }));
    const srv = await h.demo(s, {}, { [d.keyEnv]: 'sk-secret-1234' });
    const res = await postJson(`${srv.url}/chat`, { message: 'which is my top account by revenue?' });
    expect(res.status).to.equal(503);
    expect(res.body.detail).to.include(`rejected the key from $${d.keyEnv}`);
    const st = await getJson(`${srv.url}/status`);
    expect(st.body.planner).to.deep.include({ in_use: d.provider, key: { env: d.keyEnv, present: true } });
    expect(st.body.planner.error).to.include(`rejected the key from $${d.keyEnv}`);
    for (const text of [JSON.stringify(res.body), JSON.stringify(st.body)]) {
      expect(text).to.not.include('sk-secret');
      expect(text).to.not.include('sk-sec*');
    }
  });

  it('a 429 is retried after the Retry-After it names, then the answer arrives', async () => {
    const s = await h.stub((_b, n) =>
      n === 0 ? { status: 429, error: 'slow down', headers: { 'retry-after': '1' } } : { text: 'ok now' },
    );
    const srv = await h.demo(s);
    const { status, body } = await postJson(`${srv.url}/chat`, { message: 'hello' });
    expect(status).to.equal(200);
    expect(body.response).to.equal('ok now');
    expect(s.requests).to.have.length(2);
    expect(s.requests[1]!.at - s.requests[0]!.at).to.be.at.least(950);
  });

  it('a model slower than api_mode.request_timeout: 504 naming the setting', async () => {
    const s = await h.stub(() => ({ delayMs: 4000, reply: { text: 'late' } }));
    const srv = await h.demo(s, { api_mode: { request_timeout: 1, retry_attempts: 0 } });
    const res = await postJson(`${srv.url}/chat`, { message: 'hello' });
    expect(res.status).to.equal(504);
    expect(res.body.detail).to.include('api_mode.request_timeout');
  });

  it('malformed tool arguments go back to the model once; a second time ends the chat with a clear answer', async () => {
    const bad = d.provider === 'openai' ? '{"limit": ' : '{"limit": 5';
    const once = await h.stub((body, n) =>
      n === 0
        ? call('crm_list_accounts', bad)
        : n === 1
          ? call('crm_list_accounts', { limit: 5 })
          : { text: `recovered: ${d.toolResults(body)[0]!.content.slice(0, 60)}` },
    );
    const a = await postJson(`${(await h.demo(once)).url}/chat`, { message: 'list accounts' });
    expect(a.status).to.equal(200);
    expect(d.toolResults(once.requests[1]!.body)[0]!.content).to.match(/^Error: the arguments (are not valid JSON|must be a JSON object)/);
    expect(a.body.response).to.match(/^recovered: Error: the arguments/);
    expect(a.body.metadata.tools_used).to.deep.equal(['crm_list_accounts']);
    const twice = await h.stub(() => call('crm_list_accounts', bad));
    const b = await postJson(`${(await h.demo(twice)).url}/chat`, { message: 'list accounts' });
    expect(b.status).to.equal(200);
    expect(b.body.response).to.match(/sent tool calls that could not be used twice/);
    expect(b.body.metadata.confidence).to.equal(0.1);
    expect(twice.requests).to.have.length(2);
  });

  it('api mode refuses browser work with the usual text and never calls the model', async () => {
    const s = await h.stub(() => ({ text: 'should not be asked' }));
    const srv = await h.demo(s);
    const { body } = await postJson(`${srv.url}/chat`, { message: 'open https://example.com and take a screenshot' });
    expect(body.response).to.equal(BROWSER_REFUSAL);
    expect(body.metadata.refused).to.equal(true);
    expect(s.requests).to.have.length(0);
  });

  it('api_key_rotation: comma-separated keys rotate per request; a key answered 401 or 429 is skipped', async () => {
    const s = await h.stub((_b, _n, req) => {
      const key = d.keyOf(req);
      if (key === 'k2') return { status: 401, error: 'bad key' };
      if (key === 'k3') return { status: 429, error: 'over quota', headers: { 'retry-after': '60' } };
      return { text: 'ok' };
    });
    const srv = await h.demo(s, { api_mode: { api_key_rotation: true } }, { [d.keyEnv]: 'k1, k2, k3' });
    for (let i = 0; i < 3; i++) expect((await postJson(`${srv.url}/chat`, { message: `hi ${i}` })).status).to.equal(200);
    expect(s.requests.map((r) => d.keyOf(r))).to.deep.equal(['k1', 'k2', 'k3', 'k1', 'k1']);
  });
}
