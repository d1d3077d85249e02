import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Running } from '../src/http/index.js';
import { createKey, openKeyStore } from '../src/registry/keys/index.js';
import { createRegistry, type Registry } from '../src/registry/server.js';
import { loadRegistryConfig } from '../src/registry/config/index.js';
import { loadSettings } from '../src/settings/index.js';
import { runCli } from './helpers/cli.js';
import { tempHome } from './helpers/home.js';
import { mcpRegistry } from './helpers/mcp-registry.js';
import { databaseUrlFor, ENGINES } from './helpers/postgres.js';
import { getJson, quietLogger, serveOnFreePort } from './helpers/server.js';
import { EVERYTHING } from './fixtures/mcp/servers.js';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'mcp', 'conformance-server.mjs');
const post = (token: string, body: unknown) => ({
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const call = (token: string, name: string, args: Record<string, unknown> = {}) => post(token, { function_name: name, args });
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;

for (const engine of ENGINES)
  describe(`registry for teams [${engine}]: approval bound to the exact call, across two replicas`, function () {
    this.timeout(90_000);
    const home = tempHome('agent-approvals-');
    let a: Registry, b: Registry;
    let srvA: Running, srvB: Running;
    const tokens: Record<string, string> = {};
    let url = '';

    before(async () => {
      url = await databaseUrlFor(engine, 'approvals');
      const tweak = (s: ReturnType<typeof loadSettings>['values']) => {
        s.database.url = url;
        s.api_mode.audit_logging = true;
        s.approvals.apps = ['conformance'];
        s.approvals.tools = ['everything_echo'];
      };
      a = await mcpRegistry(home, { conformance: [FIXTURE], everything: [EVERYTHING, 'stdio'] }, tweak);
      // replica B: the same settings and database, another process's view of it
      const settings = structuredClone(loadSettings({}, home.dir).values);
      tweak(settings);
      b = await createRegistry({
        config: loadRegistryConfig(join(home.dir, 'mcp_servers.yaml')),
        settings,
        logger: quietLogger,
        dataDir: join(home.dir, 'data'),
        databaseUrl: url,
        logsDir: join(home.dir, 'logs'),
      });
      await b.catalog.settled();
      const store = await openKeyStore(join(home.dir, 'data'), url);
      for (const [name, scopes] of [
        ['caller', 'call'],
        ['other', 'call'],
        ['boss', 'approve'],
      ])
        tokens[name] = (await createKey(store, { name, scopes })).token;
      await store.close();
      await Promise.all([a.keys.reload(), b.keys.reload()]);
      srvA = await serveOnFreePort(a.handler);
      srvB = await serveOnFreePort(b.handler);
    });

    after(async () => {
      await srvA?.close();
      await srvB?.close();
      await a?.close();
      await b?.close();
      home.remove();
    });

    const decide = (id: string, decision: string, who = 'boss', base = srvA.url) =>
      getJson(`${base}/approvals/${id}`, post(tokens[who]!, { decision }));

    it('a destructive call waits (202, the approval record, Location); asking again is the same approval', async () => {
      const first = await getJson(`${srvA.url}/functions/call`, call(tokens.caller!, 'conformance_test_simple_text'));
      expect(first.status).to.equal(202);
      const approval = first.body.approval;
      expect(approval).to.include({ key: 'caller', app: 'conformance', tool: 'conformance_test_simple_text', status: 'pending' });
      expect(approval.args_digest).to.match(/^[0-9a-f]{64}$/);
      expect(first.headers.get('location')).to.equal(`/approvals/${approval.id}`);
      expect(first.body.detail).to.include(`agent approvals approve ${approval.id}`);
      const again = await getJson(`${srvB.url}/functions/call`, call(tokens.caller!, 'conformance_test_simple_text'));
      expect(again.status).to.equal(202);
      expect(again.body.approval.id).to.equal(approval.id);
      // the caller may look at it; another caller may not; only the approve scope decides
      expect((await getJson(`${srvA.url}/approvals/${approval.id}`, bearer(tokens.caller!))).status).to.equal(200);
      expect((await getJson(`${srvA.url}/approvals/${approval.id}`, bearer(tokens.other!))).status).to.equal(404);
      const self = await decide(approval.id, 'approve', 'caller');
      expect(self.status).to.equal(403);
      expect(self.body.detail).to.include("lacks the 'approve' scope");
    });

    it('approved on replica A, the exact call runs once on replica B; a replay, other arguments or another key wait again', async () => {
      const asked = await getJson(`${srvA.url}/functions/call`, call(tokens.caller!, 'everything_echo', { message: 'delete all' }));
      expect(asked.status).to.equal(202);
      const id = asked.body.approval.id;
      const pending = await getJson(`${srvA.url}/approvals?status=pending`, bearer(tokens.boss!));
      expect(pending.body.map((p: { id: string }) => p.id)).to.include(id);
      const approved = await decide(id, 'approve');
      expect(approved.status).to.equal(200);
      expect(approved.body).to.include({ status: 'approved', decided_by: 'boss' });

      const changed = await getJson(`${srvB.url}/functions/call`, call(tokens.caller!, 'everything_echo', { message: 'delete more' }));
      expect(changed.status).to.equal(202);
      expect(changed.body.approval.id).to.not.equal(id);
      const otherKey = await getJson(`${srvB.url}/functions/call`, call(tokens.other!, 'everything_echo', { message: 'delete all' }));
      expect(otherKey.status).to.equal(202);

      // the approved call, sent to both replicas at once: exactly one runs
      const [x, y] = await Promise.all([
        getJson(`${srvA.url}/functions/call`, call(tokens.caller!, 'everything_echo', { message: 'delete all' })),
        getJson(`${srvB.url}/functions/call`, call(tokens.caller!, 'everything_echo', { message: 'delete all' })),
      ]);
      expect([x.status, y.status].sort()).to.deep.equal([200, 202]);
      expect(JSON.stringify([x, y].find((r) => r.status === 200)!.body)).to.include('Echo: delete all');
      const used = await getJson(`${srvB.url}/approvals/${id}`, bearer(tokens.boss!));
      expect(used.body.status).to.equal('used');
      const replay = await getJson(`${srvA.url}/functions/call`, call(tokens.caller!, 'everything_echo', { message: 'delete all' }));
      expect(replay.status).to.equal(202);
      expect(replay.body.approval.id).to.not.equal(id);
      expect((await decide(id, 'approve')).status).to.equal(409);
    });

    it('a denied call does not run; the decision is final and audited with the request and the use', async () => {
      const asked = await getJson(`${srvB.url}/functions/call`, call(tokens.caller!, 'conformance_test_image_content'));
      const id = asked.body.approval.id;
      expect((await decide(id, 'deny', 'boss', srvB.url)).body.status).to.equal('denied');
      expect((await decide(id, 'approve', 'boss', srvB.url)).status).to.equal(409);
      const again = await getJson(`${srvB.url}/functions/call`, call(tokens.caller!, 'conformance_test_image_content'));
      expect(again.status).to.equal(202);
      expect(again.body.approval.id).to.not.equal(id);
      expect((await getJson(`${srvA.url}/approvals/apr_nope`, bearer(tokens.boss!))).status).to.equal(404);
      const audit = readFileSync(join(home.dir, 'logs', 'audit.log'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      const kinds = audit.map((l) => l.kind);
      expect(kinds).to.include.members(['approval_requested', 'approval_decided', 'approval_used', 'tool_call']);
      expect(audit.find((l) => l.kind === 'approval_decided' && l.id === id)).to.include({ decision: 'deny', by: 'boss' });
      expect(JSON.stringify(audit)).to.not.include(tokens.boss!);
    });

    it('a tool of an application without approvals runs at once', async () => {
      const sum = await getJson(`${srvA.url}/functions/call`, call(tokens.caller!, 'everything_get-sum', { a: 1, b: 2 }));
      expect(sum.status).to.equal(200);
    });

    it('through /mcp: a client that can be asked waits (elicitation, with sessions), and runs the call once approved', async () => {
      const asker = new Client({ name: 'approver-aware', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } } });
      let message = '';
      asker.setRequestHandler(ElicitRequestSchema, async (req) => {
        message = String(req.params.message);
        const id = /approval (apr_[\w-]+)/.exec(message)![1]!;
        expect((await decide(id, 'approve')).status).to.equal(200); // a person approves meanwhile
        return { action: 'accept', content: {} };
      });
      await asker.connect(new StreamableHTTPClientTransport(new URL(`${srvA.url}/mcp`), { requestInit: bearer(tokens.caller!) }));
      const echo = async () => (await asker.callTool({ name: 'everything_echo', arguments: { message: 'via mcp' } })) as CallToolResult;
      let ran = await echo();
      if (engine === 'postgres') {
        // replicas on one PostgreSQL serve /mcp without sessions: nothing can be asked of the client, it is told instead
        expect(ran.isError).to.equal(true);
        expect(message).to.equal('');
        expect((await decide(/approval (apr_[\w-]+)/.exec(text(ran))![1]!, 'approve')).status).to.equal(200);
        ran = await echo();
      } else expect(message).to.include('needs a person');
      expect(ran.isError, text(ran)).to.not.equal(true);
      expect(text(ran)).to.include('Echo: via mcp');
      await asker.close();

      const plain = new Client({ name: 'plain', version: '1.0.0' });
      await plain.connect(new StreamableHTTPClientTransport(new URL(`${srvB.url}/mcp`), { requestInit: bearer(tokens.caller!) }));
      const waits = (await plain.callTool({ name: 'everything_echo', arguments: { message: 'via mcp' } })) as CallToolResult;
      expect(waits.isError).to.equal(true);
      expect(text(waits)).to.match(/needs a person's approval before it runs \(approval apr_/);
      await plain.close();
    });

    it('agent approvals list / approve / deny work on the same store (the CLI)', async () => {
      const asked = await getJson(`${srvA.url}/functions/call`, call(tokens.other!, 'everything_echo', { message: 'from cli' }));
      const id = asked.body.approval.id;
      const env = { AGENT_HOME: home.dir, AGENT_DATABASE_URL: url };
      const list = await runCli(['approvals', 'list', '--json'], { env });
      expect(list.code, list.stderr).to.equal(0);
      expect(JSON.parse(list.stdout).map((r: { id: string }) => r.id)).to.include(id);
      const ok = await runCli(['approvals', 'approve', id], { env });
      expect(ok.code, ok.stderr).to.equal(0);
      expect(ok.stdout).to.include(`approved ${id}`);
      const ran = await getJson(`${srvB.url}/functions/call`, call(tokens.other!, 'everything_echo', { message: 'from cli' }));
      expect(ran.status).to.equal(200);
      const twice = await runCli(['approvals', 'deny', id], { env });
      expect(twice.code).to.not.equal(0);
      expect(twice.stderr).to.include('already approved and its call has run');
    });
  });
