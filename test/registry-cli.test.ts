import { expect } from 'chai';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRegistry, type Registry } from '../src/registry/server.js';
import { parseRegistryConfig } from '../src/registry/config/index.js';
import type { Running } from '../src/http/index.js';
import { createTerritoryApp } from '../src/territory/server.js';
import { loadSettings } from '../src/settings/index.js';
import { quietLogger, serveOnFreePort } from './helpers/server.js';
import { runCli } from './helpers/cli.js';
import { tempHome } from './helpers/home.js';
import { freePort } from './helpers/ports.js';

describe('CLI: agent tools list, agent apis test', function () {
  this.timeout(120_000);
  const home = tempHome();
  let territory: Running;
  let env: NodeJS.ProcessEnv;
  let configFile: string;

  before(async () => {
    territory = await serveOnFreePort(createTerritoryApp({ logger: quietLogger, logRequests: false }));
    const port = await freePort();
    const settingsFile = join(home.dir, 'settings.toml');
    writeFileSync(settingsFile, `[demo]\napi_registry_port = ${port}\n`);
    configFile = join(home.dir, 'mcp_servers.yaml');
    writeFileSync(configFile, `servers:\n  - { name: territory, type: openapi, spec_url: ${territory.url}/openapi.json }\n`);
    env = { AGENT_HOME: home.dir, AGENT_SETTINGS_FILE: settingsFile, MCP_SERVERS_FILE: configFile };
  });
  after(async () => {
    await territory.close();
    home.remove();
  });

  it('tools list says how to start the registry when it is not running', async () => {
    const r = await runCli(['tools', 'list'], { env });
    expect(r.code).to.not.equal(0);
    expect(r.stderr).to.match(/the tool registry is not running at http:\/\/127\.0\.0\.1:\d+; start it with: agent start api-registry/);
    const explicit = await runCli(['tools', 'list', '--type', 'api'], { env });
    expect(explicit.code).to.equal(1);
    expect(explicit.stderr).to.match(/start it with: agent start api-registry/);
    const bad = await runCli(['tools', 'list', '--type', 'nope'], { env });
    expect(bad.code).to.not.equal(0);
    expect(bad.stderr).to.match(/unknown tool type 'nope'; allowed: api/);
  });

  it('apis test without a running registry checks the configuration in-process', async () => {
    const r = await runCli(['apis', 'test', '--json'], { env });
    expect(r.code, r.stderr).to.equal(0);
    const out = JSON.parse(r.stdout);
    expect(out.ok).to.equal(true);
    expect(out.services[0]).to.deep.include({ name: 'territory', status: 'ok', tools: 4, ok: true });
    expect(out.services[0].smoke).to.deep.include({ tool: 'territory_get_my_accounts', status: 200, ok: true });
  });

  describe('with a running registry', () => {
    let registry: Registry;
    let srv: Running;
    before(async () => {
      const settings = loadSettings(env, home.dir);
      const config = parseRegistryConfig(
        `servers:\n  - { name: territory, type: openapi, spec_url: ${territory.url}/openapi.json }\n  - { name: down, type: openapi, spec_url: http://127.0.0.1:1/openapi.json }\n`,
        configFile,
      );
      registry = await createRegistry({
        config,
        settings: settings.values,
        logger: quietLogger,
        dataDir: join(home.dir, 'data'),
        retry: { initialMs: 60_000, maxMs: 60_000 },
      });
      await registry.catalog.settled();
      const { listen } = await import('../src/http/index.js');
      srv = await listen(registry.handler, { host: '127.0.0.1', port: settings.values.demo.api_registry_port, logger: quietLogger });
    });
    after(async () => {
      await srv.close();
      await registry.close();
    });

    it('tools list shows the registry tools (table and --json)', async () => {
      const json = await runCli(['tools', 'list', '--type', 'api', '--json'], { env });
      expect(json.code, json.stderr).to.equal(0);
      const rows = JSON.parse(json.stdout);
      expect(rows.map((r: any) => r.name)).to.have.members([
        'territory_get_my_accounts',
        'territory_get_third_party_accounts',
        'territory_get_job_titles_by_account',
        'territory_get_contacts',
      ]);
      expect(rows[0]).to.include.keys('name', 'type', 'app', 'description', 'parameters');
      const table = await runCli(['tools', 'list', '--type', 'api'], { env });
      expect(table.code).to.equal(0);
      expect(table.stdout).to.match(/territory_get_contacts\s+api\s+territory/);
      expect(table.stdout).to.include('4 tools');
    });

    it('apis test reports each service and exits non-zero when one fails', async () => {
      const r = await runCli(['apis', 'test'], { env });
      expect(r.code).to.equal(1);
      expect(r.stdout).to.match(/territory\s+openapi\s+loaded\s+4\s+0\s+200 territory_get_my_accounts\s+[\d.]+ ms/);
      expect(r.stdout).to.match(/down\s+openapi\s+error\s+0/);
      expect(r.stdout).to.include('down: Failed to fetch OpenAPI schema from http://127.0.0.1:1/openapi.json');
      expect(r.stdout).to.include('1 of 2 services failed');
    });
  });

  it('serve api-registry stops with file:line when the top level of the configuration is unusable', async () => {
    const broken = join(home.dir, 'broken.yaml');
    writeFileSync(broken, 'services:\n  - a: { url: http://x }\nmcpServers: [oops]\n');
    const r = await runCli(['serve', 'api-registry', '--port', '0'], { env: { ...env, MCP_SERVERS_FILE: broken }, timeoutMs: 30_000 });
    expect(r.code).to.not.equal(0);
    expect(r.stderr).to.include(`${broken}:3: mcpServers: must be a map of name -> settings, got a list`);
  });
});
