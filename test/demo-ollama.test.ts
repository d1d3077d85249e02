import { expect } from 'chai';
import { join } from 'node:path';
import { createDemoServer } from '../src/demo/server.js';
import type { Running } from '../src/http/index.js';
import { tempHome } from './helpers/home.js';
import { startOllamaStub, type OllamaStub, type StubReply } from './helpers/ollama-stub.js';
import { getJson, postJson, quietLogger, serveOnFreePort } from './helpers/server.js';
import { startStack, testSettings, type SettingsOverrides, type Stack } from './helpers/stack.js';

const MODEL = 'qwen2.5:7b-instruct';
const call = (name: string, args: unknown) => ({ tool_calls: [{ function: { name, arguments: args } }] });
const toolMessages = (body: any) => (body.messages as any[]).filter((m) => m.role === 'tool');

describe('Ollama planner (scripted Ollama-compatible stub) over the real registry and demo APIs', function () {
  this.timeout(60_000);
  let stack: Stack;
  const home = tempHome('agent-demo-ollama-');
  const open: { close(): Promise<void> }[] = [];

  async function demo(stub: OllamaStub | string, settings: SettingsOverrides = {}, env: NodeJS.ProcessEnv = {}): Promise<Running> {
    const host = typeof stub === 'string' ? stub : stub.url;
    const server = await createDemoServer({
      settings: testSettings({ ...settings, llm: { model: MODEL, host, provider: 'auto', ...settings.llm } }),
      registryUrl: stack.registryUrl,
      mode: 'api',
      logger: quietLogger,
      dataDir: join(home.dir, 'data'),
      logsDir: join(home.dir, 'logs'),
      env,
    });
    const running = await serveOnFreePort(server.handler);
    open.push(running, server);
    return running;
  }
  async function stub(script?: (body: any, n: number) => StubReply, models = [MODEL]): Promise<OllamaStub> {
    const s = await startOllamaStub({ models, script });
    open.push(s);
    return s;
  }

  before(async () => {
    stack = await startStack({ noDemo: true });
  });
  after(async () => {
    for (const s of open.reverse()) await s.close().catch(() => undefined);
    await stack?.stop();
    home.remove();
  });

  it('auto picks Ollama when the host lists the model, else the offline planner; offline always offline', async () => {
    const withModel = await stub(undefined, [MODEL]);
    const a = await getJson(`${(await demo(withModel)).url}/status`);
    expect(a.body.planner).to.include({ provider: 'auto', in_use: 'ollama', model: MODEL });
    const without = await stub(undefined, ['llama3:latest']);
    const b = await getJson(`${(await demo(without)).url}/status`);
    expect(b.body.planner.in_use).to.equal('offline');
    expect(b.body.planner.reason).to.include(`does not have ${MODEL}`);
    const c = await getJson(`${(await demo('http://127.0.0.1:9')).url}/status`);
    expect(c.body.planner.in_use).to.equal('offline');
    expect(c.body.planner.ollama.reachable).to.equal(false);
    const d = await getJson(`${(await demo(withModel, { llm: { provider: 'offline' } })).url}/status`);
    expect(d.body.planner.in_use).to.equal('offline');
  });

  it('a two-step plan: the model calls a tool, uses its result in the next call, then answers', async () => {
    const s = await stub((body, n) => {
      if (n === 0) return call('territory_get_my_accounts', {});
      if (n === 1) {
        const first = JSON.parse(toolMessages(body)[0].content).result;
        const id = first.accounts[0].id;
        return call('territory_get_job_titles_by_account', { account_id: id });
      }
      return { content: 'acc_1 has these job titles: see the table.' };
    });
    const srv = await demo(s);
    const { status, body } = await postJson(`${srv.url}/chat`, { message: 'what job titles does my first account have?' });
    expect(status).to.equal(200);
    expect(body.response).to.equal('acc_1 has these job titles: see the table.');
    expect(body.metadata).to.include({ planner: 'ollama', confidence: 0.9 });
    expect(body.metadata.tools_used).to.deep.equal(['territory_get_my_accounts', 'territory_get_job_titles_by_account']);
    expect(body.data.calls[1].args).to.deep.equal({ account_id: 'acc_1' });
    expect(body.data.result.job_titles).to.be.an('array').that.is.not.empty;
    const chats = s.chats();
    expect(chats).to.have.length(3);
    expect(chats[0]!.body.model).to.equal(MODEL);
    expect(chats[0]!.body.tools.map((t: any) => t.function.name)).to.include('territory_get_my_accounts');
    expect(chats[0]!.body.messages.at(-1)).to.deep.include({ role: 'user', content: 'what job titles does my first account have?' });
    expect(toolMessages(chats[2]!.body)).to.have.length(2);
  });

  it('a list that fits llm.result_chars goes to the model whole with its total; demo.max_results shapes only the answer', async () => {
    const s = await stub((_b, n) => (n === 0 ? call('territory_get_my_accounts', {}) : { content: 'There are 50.' }));
    const srv = await demo(s, { demo: { max_results: 3 } });
    const { body } = await postJson(`${srv.url}/chat`, { message: 'list my accounts' });
    expect(body.metadata.max_results).to.equal(3);
    const sent = JSON.parse(toolMessages(s.chats()[1]!.body)[0].content);
    expect(sent.total).to.equal(50);
    expect(sent.result.accounts).to.have.length(50);
    expect(body.data.result.accounts).to.have.length(50);
  });

  it('a result larger than llm.result_chars goes as its count, fields, a sample and a handle the query tool reads', async () => {
    const s = await stub((body, n) => {
      if (n === 0) return call('territory_get_contacts', {});
      if (n === 1) {
        const sent = JSON.parse(toolMessages(body)[0].content);
        return call('query', { plan: { from: { handle: sent.handle }, steps: [{ group: { by: [], aggs: [{ op: 'count' }] } }] } });
      }
      return { content: 'Counted.' };
    });
    const srv = await demo(s, { llm: { result_chars: 2000 } });
    const { body } = await postJson(`${srv.url}/chat`, { message: 'how many contacts are there?' });
    const sent = JSON.parse(toolMessages(s.chats()[1]!.body)[0].content);
    const contacts = ((await (await fetch(`${stack.territoryUrl}/contacts`)).json()) as { contacts: unknown[] }).contacts;
    expect(sent).to.include({ total: contacts.length });
    expect(sent.sample).to.have.length(5);
    expect(sent.fields).to.include.members(['name', 'job_title']);
    expect(sent.note).to.include(`"handle": "${sent.handle}"`);
    expect(JSON.parse(toolMessages(s.chats()[2]!.body)[1].content).result).to.deep.equal({ count: contacts.length });
    expect(body.data.plan[0].text).to.equal(`the rows of ${sent.handle}, the number of rows`);
  });

  it('malformed tool calls (unknown tool, arguments that are not JSON) go back to the model as errors, not crashes', async () => {
    const s = await stub((body, n) => {
      if (n === 0)
        return {
          tool_calls: [
            { function: { name: 'territory_get_everything', arguments: {} } },
            { function: { name: 'territory_get_contacts', arguments: '{"job_title": ' } },
          ],
        };
      if (n === 1) return call('territory_get_contacts', { account_id: 'acc_3' });
      return { content: `done after ${toolMessages(body).length} tool messages` };
    });
    const srv = await demo(s);
    const { status, body } = await postJson(`${srv.url}/chat`, { message: 'contacts of acc_3' });
    expect(status).to.equal(200);
    const errors = toolMessages(s.chats()[1]!.body).map((m) => m.content);
    expect(errors[0]).to.match(/^Error: there is no tool named 'territory_get_everything'/);
    expect(errors[1]).to.match(/^Error: the arguments are not valid JSON/);
    expect(body.response).to.equal('done after 3 tool messages');
    expect(body.metadata.tools_used).to.deep.equal(['territory_get_contacts']);
    expect(body.metadata.confidence).to.equal(0.6);
  });

  it('the step limit ends a model that never stops calling tools, with a low confidence', async () => {
    const s = await stub(() => call('territory_get_my_accounts', {}));
    const srv = await demo(s);
    const { status, body } = await postJson(`${srv.url}/chat`, { message: 'loop' });
    expect(status).to.equal(200);
    expect(body.response).to.match(/could not finish within 8 model steps/);
    expect(body.metadata.confidence).to.equal(0.1);
    expect(s.chats()).to.have.length(8);
    expect(body.data.calls.filter((c: any) => c.cached).length).to.equal(7);
  });

  it(
    'request_timeout applies to each LLM call (504 naming the setting); an unreachable ' +
      'Ollama with provider=ollama hands the chat to the offline planner, which says so',
    async () => {
      const hangMs = 20_000;
      const s = await stub(() => ({ delayMs: hangMs, reply: { content: 'late' } }));
      const srv = await demo(s, { api_mode: { request_timeout: 1 } });
      const t0 = Date.now();
      const slow = await postJson(`${srv.url}/chat`, { message: 'hello' });
      expect(slow.status).to.equal(504);
      expect(slow.body.detail).to.include('api_mode.request_timeout');
      // ended by the 1 s limit, not by the model's late answer: a ratio to that delay (not a
      // fixed time, the machine may be busy)
      expect((Date.now() - t0) / hangMs).to.be.below(0.5);
      const down = await demo('http://127.0.0.1:9', { llm: { provider: 'ollama' } });
      const res = await postJson(`${down.url}/chat`, { message: 'list my accounts' });
      expect(res.status).to.equal(200);
      expect(res.body.metadata.planner).to.equal('offline');
      expect(res.body.response).to.include('the Ollama server at http://127.0.0.1:9 is not reachable');
      expect(res.body.response).to.include('(The offline planner answered: ');
      const st = await getJson(`${down.url}/status`);
      expect(st.body.planner.error).to.include('http://127.0.0.1:9');
      const missing = await stub(() => ({ status: 404, error: `model '${MODEL}' not found` }));
      const m = await postJson(`${(await demo(missing, { llm: { provider: 'ollama' } })).url}/chat`, { message: 'hello' });
      expect(m.status).to.equal(503);
      expect(m.body.detail).to.include(`ollama pull ${MODEL}`);
    },
  );

  it(
    'api_key_rotation: keys from the variable named by llm.api_key_env rotate per request, a ' +
      '401 key is skipped; without rotation the value is one key',
    async () => {
      const s = await startOllamaStub({
        models: [MODEL],
        script: (_b, _n, req) => (req.authorization === 'Bearer k2' ? { status: 401, error: 'bad key' } : { content: 'ok' }),
      });
      open.push(s);
      const srv = await demo(s, { api_mode: { api_key_rotation: true }, llm: { api_key_env: 'MY_LLM_KEYS' } }, { MY_LLM_KEYS: 'k1,k2,k3' });
      for (let i = 0; i < 4; i++) expect((await postJson(`${srv.url}/chat`, { message: `hi ${i}` })).status).to.equal(200);
      const used = s.chats().map((r) => r.authorization);
      expect(used).to.deep.equal(['Bearer k1', 'Bearer k2', 'Bearer k3', 'Bearer k1', 'Bearer k3']);
      const plain = await startOllamaStub({ models: [MODEL], script: () => ({ content: 'ok' }) });
      open.push(plain);
      const one = await demo(plain, { api_mode: { api_key_rotation: false } }, { OLLAMA_API_KEY: 'k1,k2' });
      await postJson(`${one.url}/chat`, { message: 'hi' });
      await postJson(`${one.url}/chat`, { message: 'hi' });
      expect(plain.chats().map((r) => r.authorization)).to.deep.equal(['Bearer k1,k2', 'Bearer k1,k2']);
    },
  );

  it('a follow-up in the same session sends the earlier turn and its data to the model', async () => {
    const s = await stub((_b, n) =>
      n === 0 ? call('territory_get_my_accounts', {}) : { content: n === 1 ? 'You have 50 accounts.' : 'The second one is acc_3.' },
    );
    const srv = await demo(s);
    const first = await postJson(`${srv.url}/chat`, { message: 'list my accounts' });
    const second = await postJson(`${srv.url}/chat`, { message: 'and the second one?', session_id: first.body.metadata.session_id });
    expect(second.status).to.equal(200);
    const msgs = s.chats()[2]!.body.messages;
    expect(msgs[1]).to.deep.include({ role: 'user', content: 'list my accounts' });
    expect(msgs[2].role).to.equal('assistant');
    expect(msgs[2].content).to.include('You have 50 accounts.');
    expect(msgs[2].content).to.include('acc_3');
    expect(msgs.at(-1)).to.deep.include({ role: 'user', content: 'and the second one?' });
  });
});
