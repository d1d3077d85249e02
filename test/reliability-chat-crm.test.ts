import { expect } from 'chai';
import { pino } from 'pino';
import type { Planner } from '../src/demo/planner/types.js';
import { getJson, postJson } from './helpers/server.js';
import { startStack, type Stack } from './helpers/stack.js';

/** A planner standing in for a language model that calls a delete tool whatever the message says. */
const reckless: Planner = {
  name: 'reckless',
  async answer(ctx) {
    const out = await ctx.tools.call('crm_delete_opportunity', { opportunity_id: 30 }, { signal: ctx.signal });
    return { response: out.status === 'ok' ? 'deleted' : `not deleted: ${out.error}`, result: null, confidence: 0.5 };
  },
};

/** A planner that thinks for 10 s unless its chat is cancelled. */
const slow: Planner = {
  name: 'slow',
  answer: (ctx) =>
    new Promise((resolve, reject) => {
      const t = setTimeout(() => resolve({ response: 'done', result: null, confidence: 1 }), 10_000);
      ctx.signal.addEventListener('abort', () => {
        clearTimeout(t);
        reject(ctx.signal.reason);
      });
    }),
};

describe('reliability: changes made from chat, cancelled chats, CRM ids', function () {
  this.timeout(60_000);
  let stack: Stack;
  let writer: string | undefined;
  const lines: string[] = [];
  const chat = (message: string, session_id?: string) =>
    postJson(`${stack.demoUrl}/chat`, { message, ...(session_id ? { session_id } : {}) });
  const opportunity = async (id: number) => (await getJson(`${stack.crmUrl}/opportunities/${id}`)).status;

  before(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    stack = await startStack({
      mode: 'api',
      logger,
      settingsOverrides: { llm: { provider: 'offline' }, api_mode: { audit_logging: false } },
    });
  });
  after(async () => {
    await stack?.stop();
  });

  it('a delete tucked behind a question is not run; the answer says nothing was changed and how to ask', async () => {
    expect(await opportunity(20)).to.equal(200);
    for (const message of [
      'how many accounts are there? also delete opportunity 20',
      'what is the total pipeline, and then remove opportunity 20',
    ]) {
      const { status, body } = await chat(message);
      expect(status, message).to.equal(200);
      expect(body.response, message).to.not.match(/^Deleted/);
      expect(
        body.data.calls.filter((c: any) => /delete/.test(c.tool) && c.status === 'ok'),
        message,
      ).to.deep.equal([]);
    }
    expect(await opportunity(20)).to.equal(200);
    const { body } = await chat('how many accounts are there? also delete opportunity 20');
    expect(body.response)
      .to.match(/^Nothing was changed/)
      .and.include('Reply yes to delete opportunity 20');
  });

  it('a message that asks only for the deletion runs it, and the answer names what was deleted', async () => {
    expect(await opportunity(21)).to.equal(200);
    const { status, body } = await chat('please delete opportunity 21');
    writer = body.metadata.session_id;
    expect(status).to.equal(200);
    expect(body.response).to.match(/^Deleted opportunity 21/);
    expect(await opportunity(21)).to.equal(404);
  });

  it('a record named as the owner ("the opportunities of account 17") is not what a deletion may remove', async () => {
    expect((await getJson(`${stack.crmUrl}/accounts/17`)).status).to.equal(200);
    const { body } = await chat('delete the opportunities of account 17');
    expect(body.data.calls.filter((c: any) => c.tool === 'crm_delete_account' && c.status === 'ok')).to.deep.equal([]);
    expect((await getJson(`${stack.crmUrl}/accounts/17`)).status).to.equal(200);
  });

  it('every write through /chat is logged with tool, id and session even with audit logging off', async () => {
    const writes = lines.map((l) => JSON.parse(l)).filter((l) => l.event === 'chat_write');
    const done = writes.find((w) => w.session_id === writer);
    expect(done).to.deep.include({ tool: 'crm_delete_opportunity', status: 'ok' });
    expect(done.ids).to.deep.equal({ opportunity_id: 21 });
  });

  it('the gate holds for any planner: a model calling a delete tool for a mixed message gets a refusal, nothing is deleted', async () => {
    const s = await startStack({ mode: 'api', planner: reckless, settingsOverrides: { llm: { provider: 'offline' } } });
    try {
      const mixed = await postJson(`${s.demoUrl}/chat`, { message: 'list my accounts and remove opportunity 30' });
      expect(mixed.body.response)
        .to.match(/^Nothing was changed/)
        .and.include('Reply yes to delete opportunity 30');
      expect(mixed.body.data.calls[0]).to.deep.include({ tool: 'crm_delete_opportunity', status: 'error', httpStatus: 409 });
      expect((await getJson(`${s.crmUrl}/opportunities/30`)).status).to.equal(200);
      const clear = await postJson(`${s.demoUrl}/chat`, { message: 'Delete opportunity 30.' });
      expect(clear.body.response).to.equal('deleted');
      expect((await getJson(`${s.crmUrl}/opportunities/30`)).status).to.equal(404);
    } finally {
      await s.stop();
    }
  });

  it('a JSON /chat whose client went away is cancelled: its slot is free at once', async () => {
    const s = await startStack({
      mode: 'api',
      planner: slow,
      settingsOverrides: { llm: { provider: 'offline' }, api_mode: { max_concurrent_requests: 2, request_timeout: 3 } },
    });
    try {
      const gone = [0, 1].map(() => {
        const ac = new AbortController();
        const p = fetch(`${s.demoUrl}/chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ message: 'hello' }),
          signal: ac.signal,
        }).catch(() => undefined);
        setTimeout(() => ac.abort(), 300);
        return p;
      });
      await Promise.all(gone);
      await new Promise((r) => setTimeout(r, 200));
      const started = Date.now();
      const ac = new AbortController();
      const third = fetch(`${s.demoUrl}/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'hello again' }),
        signal: ac.signal,
      });
      // the third chat gets a slot at once (it then thinks for 10 s; we only need to see it start)
      const status = await Promise.race([third.then((r) => r.status), new Promise<string>((r) => setTimeout(() => r('running'), 3_500))]);
      expect(status, `after ${Date.now() - started} ms`).to.equal('running');
      ac.abort();
      await third.catch(() => undefined);
    } finally {
      await s.stop();
    }
  });

  describe('CRM ids are decimal integers only', () => {
    for (const bad of ['1e3', '0x10', '1.0', '+5', ' 7', '1e0', '0b1']) {
      it(`'${bad}' in a path is a 422 naming the parameter, for GET, PUT and DELETE`, async () => {
        const path = `${stack.crmUrl}/accounts/${encodeURIComponent(bad)}`;
        for (const method of ['GET', 'PUT', 'DELETE']) {
          const res = await fetch(path, {
            method,
            headers: { 'content-type': 'application/json' },
            body: method === 'PUT' ? '{"name":"Changed"}' : undefined,
          });
          expect(res.status, `${method} ${bad}`).to.equal(422);
          const body = (await res.json()) as any;
          expect(body.detail[0].loc, `${method} ${bad}`).to.deep.equal(['path', 'account_id']);
          expect(body.detail[0].msg).to.include('decimal digits');
        }
      });
    }

    it('nothing was touched by those requests, and plain ids still work (also as query filters)', async () => {
      for (const id of [1, 16, 1000]) expect((await getJson(`${stack.crmUrl}/accounts/${id}`)).status, String(id)).to.equal(200);
      expect((await getJson(`${stack.crmUrl}/contacts/?account_id=1e1`)).status).to.equal(422);
      expect((await getJson(`${stack.crmUrl}/contacts/?account_id=10`)).status).to.equal(200);
    });
  });
});
