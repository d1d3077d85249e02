import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Running } from '../src/http/index.js';
import { parseRegistryConfig, RegistryConfigError } from '../src/registry/config/index.js';
import { globMatches } from '../src/registry/tool-sets.js';
import { createTerritoryApp } from '../src/territory/server.js';
import { EDGE } from './fixtures/mcp/servers.js';
import { BIN, runCli } from './helpers/cli.js';
import { tempHome } from './helpers/home.js';
import { freePort } from './helpers/ports.js';
import { getJson, quietLogger, serveOnFreePort } from './helpers/server.js';
import { poller } from './helpers/until.js';

const until = poller(20_000, 50);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const texts = (r: { content?: unknown }) => JSON.stringify(r.content);

describe('named tool sets: toolSets in the registry configuration, /mcp/sets/<name>, GET /sets, keys limited to sets', function () {
  this.timeout(90_000);

  describe('the configuration', () => {
    it('reads toolSets as patterns of tool or application names; a glob matches any run of characters, nothing else', () => {
      const cfg = parseRegistryConfig(
        'servers:\n  - { name: crm, spec_url: http://x/openapi.json }\ntoolSets:\n  sales: [crm_list_*, territory]\n  one: crm_get_account\n',
        'reg.yaml',
      );
      expect(cfg.toolSets).to.deep.equal({ sales: ['crm_list_*', 'territory'], one: ['crm_get_account'] });
      expect(globMatches('crm_list_*', 'crm_list_accounts')).to.equal(true);
      expect(globMatches('crm_list_*', 'crm_get_account')).to.equal(false);
      expect(globMatches('*_get_*s', 'territory_get_my_accounts')).to.equal(true);
      expect(globMatches('crm.list', 'crmxlist')).to.equal(false);
    });

    it('a wrong set is said with file, line, field and what is allowed', () => {
      let err: unknown;
      try {
        parseRegistryConfig('toolSets:\n  "bad name": [a]\n  empty: []\n  spaced: ["crm list"]\n  ok: [crm]\n', 'reg.yaml');
      } catch (e) {
        err = e;
      }
      expect(err).to.be.instanceOf(RegistryConfigError);
      const text = (err as Error).message;
      expect(text).to.include('reg.yaml:2: toolSets."bad name"').and.include('letters, digits');
      expect(text).to.include('reg.yaml:3: toolSets.empty: must be a list of tool or application names');
      expect(text).to.include("reg.yaml:4: toolSets.spaced[0]: 'crm list' is not a pattern");
    });
  });

  describe('a running registry (real CLI)', () => {
    const home = tempHome();
    let territory: Running;
    let url: string;
    let child: ChildProcess;
    let env: NodeJS.ProcessEnv;
    const connect = async (path: string, token?: string) => {
      const client = new Client({ name: 'test', version: '1.0.0' });
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`${url}${path}`), { requestInit: { headers: token ? bearer(token) : {} } }),
      );
      return client;
    };

    before(async () => {
      territory = await serveOnFreePort(createTerritoryApp({ logger: quietLogger, logRequests: false }));
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      const config = join(home.dir, 'mcp_servers.yaml');
      writeFileSync(
        config,
        [
          'servers:',
          `  - { name: territory, type: openapi, spec_url: ${territory.url}/openapi.json }`,
          'mcpServers:',
          `  edge: { command: ${JSON.stringify(process.execPath)}, args: [${JSON.stringify(EDGE)}], description: Edge cases }`,
          'toolSets:',
          '  accounts: [territory_get_my_accounts, territory_get_third_party_*]',
          '  edgy: edge',
          '',
        ].join('\n'),
      );
      const settings = join(home.dir, 'settings.toml');
      writeFileSync(settings, `[demo]\napi_registry_port = ${port}\n`);
      env = { AGENT_HOME: home.dir, AGENT_SETTINGS_FILE: settings, MCP_SERVERS_FILE: config, AGENT_REGISTRY_KEY: '', NO_COLOR: '1' };
      child = spawn(process.execPath, [BIN, 'serve', 'api-registry', '--port', String(port)], {
        env: { ...process.env, ...env },
        stdio: 'ignore',
      });
      await until('both services', async () => {
        const apps = (await getJson(`${url}/applications`).catch(() => ({ body: [] }))).body as { status: string }[];
        return apps.length === 2 && apps.every((a) => a.status === 'ok') ? true : undefined;
      });
    });
    after(async () => {
      child?.kill('SIGTERM');
      await territory?.close();
      home.remove();
    });

    it('GET /sets lists each set with its endpoint, its patterns and the tools it holds now', async () => {
      const { status, body } = await getJson(`${url}/sets`);
      expect(status).to.equal(200);
      const byName = Object.fromEntries((body as { name: string; mcp: string; tools: string[] }[]).map((s) => [s.name, s]));
      expect(byName.accounts!.mcp).to.equal('/mcp/sets/accounts');
      expect(byName.accounts!.tools).to.have.members(['territory_get_my_accounts', 'territory_get_third_party_accounts']);
      expect(byName.edgy!.tools.length).to.be.greaterThan(1);
      expect(byName.edgy!.tools.every((t) => t.startsWith('edge_'))).to.equal(true);
    });

    it('/mcp/sets/<name>: lists and calls only its tools; another tool is not found there; an unknown set is 404', async () => {
      const client = await connect('/mcp/sets/accounts');
      const names = (await client.listTools()).tools.map((t) => t.name);
      expect(names).to.have.members(['territory_get_my_accounts', 'territory_get_third_party_accounts']);
      const ok = await client.callTool({ name: 'territory_get_my_accounts', arguments: {} });
      expect(ok.isError ?? false).to.equal(false);
      const outside = await client.callTool({ name: 'territory_get_contacts', arguments: { account_id: 'acc_1' } }).catch((e: Error) => e);
      expect(String(outside)).to.include("is not in the tool set 'accounts'");
      await client.close();
      let failed: unknown;
      await connect('/mcp/sets/nope').catch((e) => (failed = e));
      expect(String(failed)).to.include("Tool set 'nope' not found").and.include('GET /sets');
    });

    it("a set's session cannot be used on /mcp (it would reach every tool), and ?tools=search searches the set only", async () => {
      const client = await connect('/mcp/sets/accounts');
      const sid = (client.transport as StreamableHTTPClientTransport).sessionId!;
      const res = await fetch(`${url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': sid },
        body: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/call', params: { name: 'edge_text', arguments: { name: 'x' } } }),
      });
      expect(res.status).to.equal(404);
      await client.close();
      const searching = await connect('/mcp/sets/accounts?tools=search');
      expect((await searching.listTools()).tools.map((t) => t.name)).to.include('search_tools');
      const found = await searching.callTool({ name: 'search_tools', arguments: { query: 'contacts of an account' } });
      const hits =
        (found.structuredContent as { tools: { name: string }[] } | undefined)?.tools ??
        JSON.parse((found.content as { text: string }[])[0]!.text).tools;
      expect(hits.length).to.be.greaterThan(0);
      for (const h of hits as { name: string }[])
        expect(['territory_get_my_accounts', 'territory_get_third_party_accounts']).to.include(h.name);
      await searching.close();
    });

    it('a key limited to a set: sees, finds and calls only its tools anywhere (HTTP, /mcp, search); other sets are 403', async () => {
      const made = await runCli(['keys', 'create', 'setkey', '--scopes', 'call', '--sets', 'accounts', '--json'], { env });
      expect(made.code, made.stderr).to.equal(0);
      const token = (JSON.parse(made.stdout) as { token: string; sets: string[] }).token;
      const list = await runCli(['keys', 'list'], { env });
      expect(list.stdout).to.include('SETS').and.include('accounts');
      const h = bearer(token);
      const call = (function_name: string, args = {}) =>
        getJson(`${url}/functions/call`, {
          method: 'POST',
          headers: { ...h, 'content-type': 'application/json' },
          body: JSON.stringify({ function_name, args }),
        });
      await until('the key in force', async () => ((await getJson(`${url}/apis`)).status === 401 ? true : undefined));
      expect((await call('territory_get_my_accounts')).status).to.equal(200);
      const denied = await call('territory_get_contacts', { account_id: 'acc_1' });
      expect(denied.status).to.equal(403);
      expect(denied.body.detail).to.include("may not use tool 'territory_get_contacts'").and.include('tool sets: accounts');
      expect((await call('edge_text', { name: 'x' })).status).to.equal(403);
      const listing = (await getJson(`${url}/apis`, { headers: h })).body as Record<string, Record<string, unknown>>;
      expect(Object.keys(listing)).to.deep.equal(['territory']);
      expect(Object.keys(listing.territory!)).to.have.members(['territory_get_my_accounts', 'territory_get_third_party_accounts']);
      const search = (await getJson(`${url}/apis?q=${encodeURIComponent('contacts at an account')}`, { headers: h })).body as {
        results: { name: string }[];
      };
      expect(search.results.length).to.be.greaterThan(0);
      for (const r of search.results) expect(r.name).to.match(/^territory_get_(my|third_party)_accounts$/);
      expect(((await getJson(`${url}/sets`, { headers: h })).body as { name: string }[]).map((s) => s.name)).to.deep.equal(['accounts']);
      const all = await connect('/mcp', token);
      expect((await all.listTools()).tools.map((t) => t.name)).to.have.members([
        'territory_get_my_accounts',
        'territory_get_third_party_accounts',
      ]);
      const refused = await all.callTool({ name: 'territory_get_contacts', arguments: { account_id: 'acc_1' } });
      expect(texts(refused)).to.include('403');
      // tools only: no MCP server's resources, prompts or logging reach a key limited to sets
      const caps = all.getServerCapabilities() ?? {};
      expect(caps.resources ?? caps.prompts ?? caps.logging).to.equal(undefined);
      await all.close();
      // an application's own endpoint lists only the set's tools of it
      const own = await connect('/mcp/apps/territory', token);
      expect((await own.listTools()).tools.map((t) => t.name)).to.have.members(['get_my_accounts', 'get_third_party_accounts']);
      await own.close();
      let failed: unknown;
      await connect('/mcp/sets/edgy', token).catch((e) => (failed = e));
      expect(String(failed)).to.include("may not use the tool set 'edgy'");
    });
  });
});
