import { expect } from 'chai';
import { join } from 'node:path';
import { createDemoServer } from '../src/demo/server.js';
import type { Running } from '../src/http/index.js';
import { tempHome } from './helpers/home.js';
import { ASKING_YAML, chatStream } from './helpers/mcp-input.js';
import { getJson, postJson, quietLogger, serveOnFreePort } from './helpers/server.js';
import { startStack, testSettings, type SettingsOverrides, type Stack } from './helpers/stack.js';

/**
 * Issue 31 over HTTP: a real MCP server (test/fixtures/mcp/asking-server.mjs, over stdio)
 * federated by a real registry, the demo server in front with the offline planner. The
 * tools' questions reach the chat through the registry's /mcp: a form becomes an
 * `elicitation` event answered with POST /chat/{session}/elicitations/{id}; a model
 * completion cannot be given by the offline planner. (The form on the page: pages-chat-elicit;
 * sampling with a model: demo-mcp-sampling.)
 */
const answerForm = (url: string, session: string, id: string, body: unknown) =>
  postJson(`${url}/chat/${encodeURIComponent(session)}/elicitations/${encodeURIComponent(id)}`, body);
const FILLED = { topic: 'Quarterly plan', minutes: 45, room: 'borealis', invite: false };
const CREATED = 'Created the meeting "Quarterly plan" in borealis for 45 minutes; invitations not sent.';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('chat: what an MCP tool asks during a call reaches the chat through /mcp (issue 31)', function () {
  this.timeout(60_000);
  let stack: Stack;
  const home = tempHome('agent-mcp-input-');
  const open: { close(): Promise<void> }[] = [];
  const OFFLINE: SettingsOverrides = { llm: { provider: 'offline' }, approvals: { tools: ['asking_list_rooms'] } };

  /** Another demo server in front of the same registry, with its own settings. */
  async function demo(overrides: SettingsOverrides): Promise<Running> {
    const server = await createDemoServer({
      settings: testSettings({ ...OFFLINE, ...overrides, llm: { provider: 'offline' } }),
      registryUrl: stack.registryUrl,
      logger: quietLogger,
      dataDir: join(home.dir, 'data'),
      logsDir: join(home.dir, 'logs'),
    });
    const running = await serveOnFreePort(server.handler);
    open.push(running, server);
    return running;
  }

  before(async () => {
    stack = await startStack({ registryConfig: ASKING_YAML, settingsOverrides: OFFLINE });
  });
  after(async () => {
    for (const o of open.reverse()) await o.close().catch(() => undefined);
    await stack?.stop();
    home.remove();
  });

  it("a form: an event with its message and schema; the answer resumes the call and the chat reports the tool's result", async () => {
    let asked: any;
    const chat = await chatStream(stack.demoUrl, 'create a meeting', async (e) => {
      if (e.type !== 'elicitation') return;
      asked = e.data;
      const ok = await answerForm(stack.demoUrl, e.data.session_id, e.data.id, { action: 'accept', content: FILLED });
      expect(ok.status).to.equal(200);
      expect(ok.body).to.deep.equal({ id: e.data.id, action: 'accept' });
    });
    expect(asked).to.include({ tool: 'asking_create_meeting', message: 'Which meeting should I create?' });
    expect(asked.schema.required).to.deep.equal(['topic', 'room']);
    expect(asked.schema.properties.room.enum).to.deep.equal(['atlas', 'borealis', 'cirrus']);
    expect(Date.parse(asked.expires)).to.be.greaterThan(Date.now());
    expect(chat.types.filter((t) => t !== 'plan')).to.deep.equal(['tool_call', 'elicitation', 'elicitation_done', 'tool_result', 'answer']);
    expect(chat.events.find((e) => e.type === 'elicitation_done')!.data).to.deep.equal({
      type: 'elicitation_done',
      id: asked.id,
      outcome: 'accept',
    });
    expect(chat.answer.response).to.include(CREATED);
    expect(chat.answer.metadata.session_id).to.equal(asked.session_id);
    const [call] = chat.answer.data.calls;
    expect(call).to.include({ tool: 'asking_create_meeting', status: 'ok', httpStatus: 200 });
    expect(call.asked).to.deep.equal([{ kind: 'elicitation', outcome: 'accept', message: 'Which meeting should I create?' }]);
  });

  it('decline: the call goes on without the answer and the chat says so first', async () => {
    const chat = await chatStream(stack.demoUrl, 'create a meeting', async (e) => {
      if (e.type === 'elicitation')
        expect((await answerForm(stack.demoUrl, e.data.session_id, e.data.id, { action: 'decline' })).status).to.equal(200);
    });
    const lines = chat.answer.response.split('\n');
    expect(lines[0]).to.equal('You declined the form asking_create_meeting asked for ("Which meeting should I create?").');
    expect(chat.answer.response).to.include('No meeting was created: the form was declined');
    expect(chat.answer.data.calls[0].asked[0]).to.include({ kind: 'elicitation', outcome: 'decline' });
    expect(chat.events.find((e) => e.type === 'elicitation_done')!.data.outcome).to.equal('decline');
  });

  it('only the calling session can answer (another: 404); a bad answer is a 400 saying where, what, what is allowed', async () => {
    const other = (await postJson(`${stack.demoUrl}/chat`, { message: 'list the rooms' })).body.metadata.session_id as string;
    const seen: Record<string, { status: number; body: any }> = {};
    const chat = await chatStream(stack.demoUrl, 'create a meeting', async (e) => {
      if (e.type !== 'elicitation') return;
      const { session_id: session, id } = e.data;
      seen.otherSession = await answerForm(stack.demoUrl, other, id, { action: 'accept', content: FILLED });
      seen.unknownId = await answerForm(stack.demoUrl, session, '00000000-0000-4000-8000-000000000000', { action: 'decline' });
      seen.notJson = await getJson(`${stack.demoUrl}/chat/${session}/elicitations/${id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"action": ',
      });
      seen.noBody = await getJson(`${stack.demoUrl}/chat/${session}/elicitations/${id}`, { method: 'POST' });
      seen.action = await answerForm(stack.demoUrl, session, id, { action: 'maybe' });
      seen.content = await answerForm(stack.demoUrl, session, id, {
        action: 'accept',
        content: { topic: '', minutes: 5.5, room: 'attic', extra: 1 },
      });
      seen.required = await answerForm(stack.demoUrl, session, id, { action: 'accept', content: { minutes: 30 } });
      seen.declineWithContent = await answerForm(stack.demoUrl, session, id, { action: 'decline', content: FILLED });
      seen.ok = await answerForm(stack.demoUrl, session, id, { action: 'accept', content: FILLED });
      seen.again = await answerForm(stack.demoUrl, session, id, { action: 'accept', content: FILLED });
    });
    expect(seen.otherSession!.status).to.equal(404);
    expect(seen.otherSession!.body.detail).to.include('waits for an answer in this chat session');
    expect(seen.unknownId!.status).to.equal(404);
    expect(seen.notJson!.status).to.equal(400);
    expect(seen.noBody!.status).to.equal(400);
    expect(seen.noBody!.body.detail[0]).to.include({ type: 'type_error' }).and.have.deep.property('loc', ['body']);
    expect(seen.action!.status).to.equal(400);
    expect(seen.action!.body.detail).to.deep.equal([
      { loc: ['body', 'action'], msg: 'action is not one of the three', type: 'enum', allowed: ['accept', 'decline', 'cancel'] },
    ]);
    expect(seen.content!.status).to.equal(400);
    const by = Object.fromEntries((seen.content!.body.detail as any[]).map((i) => [i.loc.join('.'), i]));
    expect(by['body.content.extra'])
      .to.include({ type: 'extra_forbidden' })
      .and.have.deep.property('allowed', ['topic', 'minutes', 'room', 'invite']);
    expect(by['body.content.topic']).to.include({ msg: 'Topic has 0 characters', allowed: 'text from 1 to 80 characters long' });
    expect(by['body.content.minutes']).to.include({
      msg: 'Length in minutes must be a whole number',
      allowed: 'a whole number from 15 to 240',
    });
    expect(by['body.content.room'])
      .to.include({ msg: 'Room is not one of the choices' })
      .and.have.deep.property('allowed', ['atlas', 'borealis', 'cirrus']);
    expect(seen.required!.body.detail.map((i: any) => i.msg)).to.deep.equal(['Topic is required', 'Room is required']);
    expect(seen.declineWithContent!.status).to.equal(400);
    expect(seen.ok!.status).to.equal(200);
    expect(seen.again!.status).to.equal(404);
    expect(chat.answer.response).to.include(CREATED);
  });

  it("while a form waits the chat's limit stands still; nobody answering cancels it after api_mode.progress_timeout", async () => {
    const srv = await demo({ demo: { default_timeout: 2 }, api_mode: { progress_timeout: 4 } });
    // answered after the chat's 2 s would have run out: the chat still answers
    const late = await chatStream(srv.url, 'create a meeting', async (e) => {
      if (e.type !== 'elicitation') return;
      await sleep(2500);
      expect((await answerForm(srv.url, e.data.session_id, e.data.id, { action: 'accept', content: FILLED })).status).to.equal(200);
    });
    expect(late.types).to.not.include('error');
    expect(late.answer.response).to.include(CREATED);
    // never answered: cancelled when the call's 4 s are up, and the answer says so
    let form: any;
    const ignored = await chatStream(srv.url, 'create a meeting', (e) => {
      if (e.type === 'elicitation') form = e.data;
    });
    expect(ignored.events.find((e) => e.type === 'elicitation_done')!.data.outcome).to.equal('timeout');
    expect(ignored.answer.response.split('\n')[0]).to.equal(
      'Nobody answered the form asking_create_meeting asked for ("Which meeting should I create?") within 4 s ' +
        '(api_mode.progress_timeout), so it was cancelled.',
    );
    expect(ignored.answer.response).to.include('No meeting was created: the form was cancelled');
    expect(ignored.answer.data.calls[0].asked[0].outcome).to.equal('timeout');
    expect((await answerForm(srv.url, form.session_id, form.id, { action: 'decline' })).status).to.equal(404);
  });

  it('a JSON chat has nobody to show a form to: the call ends saying what the tool asked for', async () => {
    const { status, body } = await postJson(`${stack.demoUrl}/chat`, { message: 'create a meeting' });
    expect(status).to.equal(200);
    expect(body.data.calls[0]).to.include({ tool: 'asking_create_meeting', status: 'error', httpStatus: 409 });
    expect(body.response).to.include(
      "'asking_create_meeting' asked for input from the user (elicitation/create), which only a chat that streams its events can ask for",
    );
  });

  it('sampling with the offline planner: refused, and the answer says the tool asked for a model completion it cannot give', async () => {
    const chat = await chatStream(stack.demoUrl, 'write a tagline');
    const [call] = chat.answer.data.calls;
    expect(call).to.include({ tool: 'asking_write_tagline', status: 'error', httpStatus: 409 });
    expect(call.error).to.equal(
      "'asking_write_tagline' asked for a model completion (sampling/createMessage), which the offline planner cannot give: it has no " +
        'language model (configure one with llm.provider to let tools ask it)',
    );
    expect(chat.answer.response).to.include('asked for a model completion (sampling/createMessage), which the offline planner cannot give');
    expect(chat.types).to.not.include('elicitation');
  });

  it('approvals stay as they were: a call held for a person is a 202 with its approval, then runs once approved', async () => {
    const held = await chatStream(stack.demoUrl, 'list the rooms');
    expect(held.types).to.not.include('elicitation');
    const [call] = held.answer.data.calls;
    expect(call).to.include({ tool: 'asking_list_rooms', status: 'error', httpStatus: 202 });
    expect(call.approval).to.include({ tool: 'asking_list_rooms' });
    expect(held.answer.response).to.match(/^Not done yet/);
    expect((await postJson(`${stack.registryUrl}/approvals/${call.approval.id}`, { decision: 'approve' })).status).to.equal(200);
    const ran = await chatStream(stack.demoUrl, 'list the rooms');
    expect(ran.answer.data.calls[0]).to.include({ tool: 'asking_list_rooms', status: 'ok', httpStatus: 200 });
    expect(ran.answer.data.result).to.deep.equal([
      { name: 'atlas', seats: 4 },
      { name: 'borealis', seats: 8 },
      { name: 'cirrus', seats: 12 },
    ]);
  });
});
