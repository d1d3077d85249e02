import { expect } from 'chai';
import { join } from 'node:path';
import { call } from './helpers/llm-contract.js';
import { OPENAI } from './helpers/llm-dialects.js';
import { providerHarness } from './helpers/llm-contract.js';
import { getJson, postJson } from './helpers/server.js';
import { demoRegistryYaml, startStack, type Stack } from './helpers/stack.js';
import { startTrmServer, type TrmServer } from './helpers/trm-server.js';

/**
 * Changes made from a chat run only when the message plainly asks for exactly that change;
 * otherwise nothing changes and the chat asks for a plain "yes". Kinds of sentence that must
 * never change anything, each in several wordings of our own; both planners (the offline one,
 * and a scripted model through the openai SDK that calls whatever tool it likes).
 */
const KINDS: Record<string, (id: number) => string[]> = {
  'a question': (id) => [
    `delete opportunity ${id}?`,
    `should I remove opportunity ${id}?`,
    `can you delete opportunity ${id}?`,
    `what happens if we delete opportunity ${id}`,
  ],
  'a negation': (id) => [
    `delete nothing, just show opportunity ${id}`,
    `don't delete opportunity ${id}`,
    `never remove opportunity ${id}`,
    `do not erase opportunity ${id} yet`,
  ],
  'a retraction': (id) => [
    `delete opportunity ${id}. actually, never mind`,
    `remove opportunity ${id} - wait, scratch that`,
    `delete opportunity ${id}, on second thought leave it`,
  ],
  'a condition': (id) => [
    `delete opportunity ${id} if it is in negotiation`,
    `remove opportunity ${id} unless it was won`,
    `delete opportunity ${id} when it closes`,
  ],
  'something else first': (id) => [
    `list my accounts first, then delete opportunity ${id}`,
    `before you delete opportunity ${id}, show me its value`,
    `show the pipeline and after that remove opportunity ${id}`,
  ],
  'a figure of speech': (id) => [
    `drop me a line about opportunity ${id}`,
    `mark my words, opportunity ${id} will close`,
    `set up a call about opportunity ${id}`,
  ],
};

describe('reliability: writes from a chat run only when plainly asked, else wait for a yes', function () {
  this.timeout(120_000);

  describe('offline planner', () => {
    let stack: Stack;
    const chat = (message: string, session_id?: string) =>
      postJson(`${stack.demoUrl}/chat`, { message, ...(session_id ? { session_id } : {}) });
    const exists = async (kind: string, id: number) => (await getJson(`${stack.crmUrl}/${kind}/${id}`)).status === 200;

    before(async () => {
      stack = await startStack({ mode: 'api', settingsOverrides: { llm: { provider: 'offline' }, api_mode: { cache_enabled: false } } });
    });
    after(async () => stack?.stop());

    for (const [kind, wordings] of Object.entries(KINDS))
      it(`${kind}: nothing changes, whatever the wording`, async () => {
        for (const [i, message] of wordings(40 + Object.keys(KINDS).indexOf(kind)).entries()) {
          const id = 40 + Object.keys(KINDS).indexOf(kind);
          const { status, body } = await chat(message);
          expect(status, message).to.equal(200);
          const ran = body.data.calls.filter((c: any) => /_(delete|update)_/.test(c.tool) && c.status === 'ok');
          expect(ran, `${message} (${i})`).to.deep.equal([]);
          expect(await exists('opportunities', id), message).to.equal(true);
          if (body.data.calls.some((c: any) => /_(delete|update)_/.test(c.tool)))
            expect(body.response, message)
              .to.match(/^Nothing was changed/)
              .and.include('Reply yes to');
        }
      });

    it('a plain command runs at once; a held change runs after a plain yes, once, and only then', async () => {
      expect(await exists('opportunities', 60)).to.equal(true);
      const plain = await chat('please delete opportunity 60');
      expect(plain.body.response).to.match(/^Deleted opportunity 60/);
      expect(await exists('opportunities', 60)).to.equal(false);

      const asked = await chat('delete opportunity 61?');
      const session = asked.body.metadata.session_id as string;
      expect(asked.body.response)
        .to.match(/^Nothing was changed/)
        .and.include('Reply yes to delete opportunity 61');
      expect(asked.body.metadata.confidence).to.be.at.most(0.5);
      expect(await exists('opportunities', 61)).to.equal(true);
      const yes = await chat('yes', session);
      expect(yes.body.response).to.equal('Deleted opportunity 61.');
      expect(yes.body.data.calls).to.have.length(1);
      expect(yes.body.data.calls[0]).to.include({ tool: 'crm_delete_opportunity', status: 'ok' });
      expect(await exists('opportunities', 61)).to.equal(false);
      // a second yes has nothing left to confirm
      const again = await chat('yes', session);
      expect(again.body.data.calls.filter((c: any) => /delete/.test(c.tool))).to.deep.equal([]);

      // anything but a plain yes leaves it as it is
      for (const reply of ['no', 'yes but not that one', 'hmm, what is opportunity 62 worth']) {
        const held = await chat('delete opportunity 62?');
        expect(held.body.response).to.include('Reply yes to delete opportunity 62');
        await chat(reply, held.body.metadata.session_id);
        expect(await exists('opportunities', 62), reply).to.equal(true);
      }
      // a yes in another session confirms nothing
      await chat('delete opportunity 62?');
      await chat('yes');
      expect(await exists('opportunities', 62)).to.equal(true);
    });

    it('a new record that would leave out part of what was asked is held, never made short; a yes makes it as described', async () => {
      const count = async () => ((await getJson(`${stack.crmUrl}/opportunities?limit=1`)).body as { total: number }).total;
      const before = await count();
      const held = await chat('create a $90k Data Platform opportunity for account 12 closing in March');
      expect(held.body.response)
        .to.match(/^Nothing was changed/)
        .and.include('"March"')
        .and.include('Reply yes to create opportunity (account_id: 12, value: 90000, name: Data Platform)');
      expect(held.body.metadata.confidence).to.be.at.most(0.5);
      expect(await count()).to.equal(before);
      const yes = await chat('yes', held.body.metadata.session_id);
      expect(yes.body.data.calls).to.have.length(1);
      expect(yes.body.data.calls[0]).to.include({ tool: 'crm_create_opportunity', status: 'ok' });
      expect(await count()).to.equal(before + 1);
      // all of it used: made at once
      const plain = await chat('create a $90k Data Platform opportunity for account 12');
      expect(plain.body.response).to.match(/^Created opportunity \d+: Data Platform/);
      expect(await count()).to.equal(before + 2);
    });

    it("a new record right after another app's records of that kind is held: it would land in the other app", async () => {
      const count = async () => ((await getJson(`${stack.crmUrl}/accounts?limit=1`)).body as { total: number }).total;
      const before = await count();
      const shown = await chat('my accounts in Ohio');
      expect(shown.body.data.calls[0].tool).to.match(/^territory_/);
      const held = await chat('add one more: Quarry Peak Ltd, Columbus, 2 million revenue', shown.body.metadata.session_id);
      expect(held.body.response)
        .to.match(/^Nothing was changed/)
        .and.include("the records just shown are territory's");
      expect(held.body.metadata.confidence).to.be.at.most(0.5);
      expect(await count()).to.equal(before);
      // asked on its own, the same change is made at once
      const plain = await chat('add a new account: Quarry Peak Ltd, Columbus, 2 million revenue');
      expect(plain.body.response).to.match(/^Created account \d+: Quarry Peak Ltd/);
      expect(await count()).to.equal(before + 1);
    });

    it('an owner named after the verb is not what a deletion removes ("the opportunities of account 17")', async () => {
      const { body } = await chat('delete the opportunities of account 17');
      expect(body.data.calls.filter((c: any) => c.tool === 'crm_delete_account' && c.status === 'ok')).to.deep.equal([]);
      expect(await exists('accounts', 17)).to.equal(true);
    });
  });

  describe('with approvals in force for the CRM ([approvals] apps)', () => {
    let stack: Stack;
    const chat = (message: string) => postJson(`${stack.demoUrl}/chat`, { message });
    before(async () => {
      stack = await startStack({
        mode: 'api',
        settingsOverrides: { llm: { provider: 'offline' }, api_mode: { cache_enabled: false }, approvals: { apps: ['crm'] } },
      });
    });
    after(async () => stack?.stop());

    it('a plain command is held for a person: the chat says it waits, never that it was done; approved, it runs', async () => {
      const held = await chat('please delete opportunity 70');
      expect(held.body.response).to.not.match(/^Deleted/);
      expect(held.body.response).to.include("needs a person's approval");
      expect(held.body.data.calls.find((c: any) => c.tool === 'crm_delete_opportunity')).to.include({ status: 'error' });
      expect((await getJson(`${stack.crmUrl}/opportunities/70`)).status).to.equal(200);
      const id = /approval (apr_[\w-]+)/.exec(held.body.response)![1]!;
      expect((await postJson(`${stack.registryUrl}/approvals/${id}`, { decision: 'approve' })).status).to.equal(200);
      const done = await chat('please delete opportunity 70');
      expect(done.body.response).to.match(/^Deleted opportunity 70/);
      expect((await getJson(`${stack.crmUrl}/opportunities/70`)).status).to.equal(404);
    });
  });

  describe('model planner (scripted model, openai SDK): the gate reads every sign a tool gives that it destroys', () => {
    let trm: TrmServer;
    const wiped: unknown[] = [];
    const faithful = join(import.meta.dirname, 'fixtures', 'mcp', 'faithful-server.mjs');
    const h = providerHarness(OPENAI, {
      noDemo: true,
      registryConfig: `${demoRegistryYaml('{territory}', '{crm}')}mcpServers:\n  faithful: { command: node, args: ["${faithful}"] }\n`,
      settingsOverrides: { registry: { allowed_hosts: ['127.0.0.1'] }, api_mode: { cache_enabled: false } },
    });
    before(async () => {
      trm = await startTrmServer({
        tools: [
          {
            name: 'delete_everything',
            description: 'Removes every note.',
            input_schema: { type: 'object', properties: {} },
            run: (args) => (wiped.push(args), { ok: true }),
          },
        ],
      });
      const onboard = await postJson(`${h.stack().registryUrl}/functions/onboard`, {
        app_name: 'notes',
        url: trm.url,
        schemas: [{ name: 'delete_everything', description: 'Removes every note.', input_schema: { type: 'object', properties: {} } }],
      });
      expect(onboard.status, JSON.stringify(onboard.body)).to.equal(201);
    });
    after(async () => trm?.close());

    /** A model that calls `tool` with `args` for any message, then says it is done. */
    const reckless = (tool: string, args: Record<string, unknown>) =>
      h.stub((body, n) => (n % 2 === 0 ? call(tool, args) : { text: 'Done.' }));

    it('another kind of record with the same id: the message names an opportunity, the model deletes the account', async () => {
      const demo = await h.demo(await reckless('crm_delete_account', { account_id: 41 }));
      const { body } = await postJson(`${demo.url}/chat`, { message: 'delete opportunity 41' });
      expect(body.response)
        .to.match(/^Nothing was changed/)
        .and.include('Reply yes to delete account 41');
      expect(body.data.calls[0]).to.include({ tool: 'crm_delete_account', status: 'error', httpStatus: 409 });
      expect((await getJson(`${h.stack().crmUrl}/accounts/41`)).status).to.equal(200);
    });

    it('an MCP tool annotated destructiveHint, and an onboarded POST tool whose name says it deletes everything', async () => {
      const even = await h.demo(await reckless('faithful_even', { n: 8 }));
      const a = await postJson(`${even.url}/chat`, { message: 'halve 8 for me' });
      expect(a.body.data.calls[0]).to.include({ tool: 'faithful_even', status: 'error', httpStatus: 409 });
      expect(a.body.response)
        .to.match(/^Nothing was changed/)
        .and.include('Reply yes to run faithful_even');

      const notes = await h.demo(await reckless('notes_delete_everything', {}));
      const b = await postJson(`${notes.url}/chat`, { message: 'tidy up my notes' });
      expect(b.body.data.calls[0]).to.include({ tool: 'notes_delete_everything', status: 'error', httpStatus: 409 });
      expect(wiped).to.have.length(0);
      // the yes runs exactly that call, once
      const yes = await postJson(`${notes.url}/chat`, { message: 'yes, go ahead', session_id: b.body.metadata.session_id });
      expect(yes.body.data.calls).to.have.length(1);
      expect(yes.body.data.calls[0]).to.include({ tool: 'notes_delete_everything', status: 'ok' });
      expect(wiped).to.have.length(1);
    });

    it('a plain command for exactly the call the model makes runs it', async () => {
      const demo = await h.demo(await reckless('crm_delete_opportunity', { opportunity_id: 42 }));
      const { body } = await postJson(`${demo.url}/chat`, { message: 'Delete opportunity 42.' });
      expect(body.data.calls[0]).to.include({ tool: 'crm_delete_opportunity', status: 'ok' });
      expect((await getJson(`${h.stack().crmUrl}/opportunities/42`)).status).to.equal(404);
    });
  });
});
