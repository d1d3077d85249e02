import { expect } from 'chai';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from './helpers/cli.js';
import { tempHome } from './helpers/home.js';
import { freePort } from './helpers/ports.js';
import { getJson, postJson } from './helpers/server.js';

/**
 * `agent start demo` through the real CLI (built dist/): territory, CRM, registry and the
 * demo server in order, on free ports from a temp settings file, the registry configured
 * by MCP_SERVERS_FILE to find the demo APIs on those ports; then status, a chat, --mode,
 * auto_start = false, and stop all.
 */
describe('agent start demo (real CLI, temp AGENT_HOME, free ports)', function () {
  this.timeout(120_000);
  const home = tempHome('agent-demo-cli-');
  const agentHome = join(home.dir, 'home');
  const cwd = join(home.dir, 'cwd');
  const settingsFile = join(home.dir, 'settings.toml');
  const registryFile = join(home.dir, 'mcp_servers.yaml');
  let ports: { territory: number; crm: number; registry: number; demo: number };
  const env = (extra: NodeJS.ProcessEnv = {}) => ({
    AGENT_HOME: agentHome,
    AGENT_SETTINGS_FILE: settingsFile,
    MCP_SERVERS_FILE: registryFile,
    AGENT_LLM_PROVIDER: 'offline',
    ...extra,
  });
  const agent = (args: string[], extra: NodeJS.ProcessEnv = {}) => runCli(args, { cwd, env: env(extra) });
  const writeSettings = (extra = '') =>
    writeFileSync(
      settingsFile,
      `[demo]\nport = ${ports.demo}\napi_registry_port = ` +
        `${ports.registry}\n${extra}\n[server_ports]\ncrm_api = ${ports.crm}\nterritory_api = ` +
        `${ports.territory}\n`,
    );
  const demoUrl = () => `http://127.0.0.1:${ports.demo}`;

  before(async () => {
    mkdirSync(cwd, { recursive: true });
    ports = { territory: await freePort(), crm: await freePort(), registry: await freePort(), demo: await freePort() };
    writeSettings();
    writeFileSync(
      registryFile,
      `servers:\n  - { name: territory, type: openapi, spec_url: http://127.0.0.1:${ports.territory}/openapi.json }\n  - { name: crm, type: openapi, spec_url: http://127.0.0.1:${ports.crm}/openapi.json }\n`,
    );
  });
  after(async () => {
    await agent(['stop', 'all']);
    home.remove();
  });

  it('brings up territory, CRM, registry and demo in order and prints their URLs; status shows them; a chat works', async () => {
    const res = await agent(['start', 'demo']);
    expect(res.code, res.stderr).to.equal(0);
    const lines = res.stdout.split('\n').filter((l) => /started|already running/.test(l));
    expect(lines.map((l) => /\((\S+)\)/.exec(l)![1])).to.deep.equal(['demo_territory', 'demo_crm', 'api-registry', 'demo']);
    for (const p of Object.values(ports)) expect(res.stdout).to.include(`http://127.0.0.1:${p}`);

    const status = await agent(['status', '--json']);
    const rows = JSON.parse(status.stdout) as { target: string; state: string }[];
    expect(
      rows
        .filter((r) => r.state === 'running')
        .map((r) => r.target)
        .sort(),
    ).to.deep.equal(['api-registry', 'demo', 'demo_crm', 'demo_territory']);

    const st = await getJson(`${demoUrl()}/status`);
    expect(st.body.mode).to.equal('api');
    expect(st.body.planner.in_use).to.equal('offline');
    // The registry may still be fetching the demo APIs' documents: wait until it lists their tools.
    for (let i = 0; i < 100 && (await getJson(`${demoUrl()}/status`)).body.registry.tool_count < 10; i++)
      await new Promise((r) => setTimeout(r, 100));
    const chat = await postJson(`${demoUrl()}/chat`, { message: 'list my accounts' });
    expect(chat.status).to.equal(200);
    expect(chat.body.metadata.planner).to.equal('offline');
    expect(chat.body.metadata.tools_used.length).to.be.greaterThan(0);
    const refused = await postJson(`${demoUrl()}/chat`, { message: 'open https://example.com' });
    expect(refused.body.response).to.equal('Browser operations not available in API mode');
  });

  it('--mode applies to that run only; services already running are left alone', async () => {
    expect((await agent(['stop', 'demo'])).code).to.equal(0);
    const res = await agent(['start', 'demo', '--mode', 'hybrid']);
    expect(res.code, res.stderr).to.equal(0);
    expect(res.stdout.match(/already running/g)).to.have.length(3);
    expect((await getJson(`${demoUrl()}/status`)).body.mode).to.equal('hybrid');
    // the setting says api; the running demo uses hybrid, and mode current says both
    const current = await agent(['mode', 'current']);
    expect(current.stdout).to.match(/^api \(from /);
    expect(current.stdout).to.include(`the running demo (${demoUrl()}) uses hybrid: restart it to apply the setting`);
    expect(JSON.parse((await agent(['mode', 'current', '--json'])).stdout).running).to.deep.equal({ mode: 'hybrid', url: demoUrl() });
  });

  it('every port moved through the settings file and the environment: the shipped registry configuration follows them', async () => {
    expect((await agent(['stop', 'all'])).code).to.equal(0);
    const moved = { territory: await freePort(), crm: await freePort(), registry: await freePort(), demo: await freePort() };
    // (a folder of its own: no mcp_servers.yaml beside it)
    mkdirSync(join(home.dir, 'moved'), { recursive: true });
    const file = join(home.dir, 'moved', 'settings.toml');
    writeFileSync(file, `[demo]\nport = ${moved.demo}\n[server_ports]\ncrm_api = ${moved.crm}\n`);
    // no MCP_SERVERS_FILE: the shipped mcp_servers.yaml, whose ports come from the settings in use
    const env2 = {
      AGENT_SETTINGS_FILE: file,
      MCP_SERVERS_FILE: '',
      AGENT_TERRITORY_PORT: String(moved.territory),
      AGENT_API_REGISTRY_PORT: String(moved.registry),
    };
    const res = await agent(['start', 'demo'], env2);
    try {
      expect(res.code, res.stdout + res.stderr).to.equal(0);
      expect(res.stdout).to.include('catalogue: 2 of 2 services loaded');
      for (const p of Object.values(moved)) expect(res.stdout).to.include(`http://127.0.0.1:${p}`);
      expect(res.stdout).to.include(`Open the chat: http://127.0.0.1:${moved.demo}/`);
      expect(res.stdout).to.include(`http://127.0.0.1:${moved.registry}/ui`);
      const chat = await postJson(`http://127.0.0.1:${moved.demo}/chat`, { message: 'how many accounts are in the crm' });
      expect(chat.status).to.equal(200);
      expect(chat.body.metadata.tools_used).to.include('crm_list_accounts');
    } finally {
      await agent(['stop', 'all'], env2);
    }
  });

  it('a configured service that cannot load: start demo ends non-zero with one line naming it (issue 35)', async () => {
    const dead = await freePort();
    const file = join(home.dir, 'with-dead.yaml');
    writeFileSync(
      file,
      `servers:\n  - { name: territory, type: openapi, spec_url: http://127.0.0.1:${ports.territory}/openapi.json }\n` +
        `  - { name: crm, type: openapi, spec_url: http://127.0.0.1:${ports.crm}/openapi.json }\n` +
        `  - { name: billing, type: openapi, spec_url: http://127.0.0.1:${dead}/openapi.json }\n`,
    );
    const res = await agent(['start', 'demo'], { MCP_SERVERS_FILE: file });
    try {
      expect(res.code).to.equal(1);
      // (progress lines go to stderr too; the error is its one last line)
      const last = res.stderr.trim().split('\n').at(-1)!;
      expect(last).to.match(/the tool registry loaded 2 of 3 configured services; billing failed/);
      expect(res.stderr.match(/configured services/g)).to.have.length(1);
      expect(res.stdout).to.match(/billing: /);
    } finally {
      await agent(['stop', 'all']);
    }
  });

  it('demo.auto_start = false starts only the demo server, which then needs the registry (503 naming it)', async () => {
    expect((await agent(['stop', 'all'])).code).to.equal(0);
    writeSettings('auto_start = false');
    const res = await agent(['start', 'demo']);
    expect(res.code, res.stderr).to.equal(0);
    const rows = JSON.parse((await agent(['status', '--json'])).stdout) as { target: string; state: string }[];
    expect(rows.filter((r) => r.state === 'running').map((r) => r.target)).to.deep.equal(['demo']);
    const chat = await postJson(`${demoUrl()}/chat`, { message: 'list my accounts' });
    expect(chat.status).to.equal(503);
    expect(chat.body.detail).to.include(`http://127.0.0.1:${ports.registry}`);
    expect(chat.body.detail).to.include('agent start api-registry');
    const stop = await agent(['stop', 'all']);
    expect(stop.code).to.equal(0);
    expect(JSON.parse((await agent(['status', '--json'])).stdout).every((r: { state: string }) => r.state !== 'running')).to.equal(true);
  });

  it('the first API key: `keys create` says the running demo needs one, and `status` shows the demo unhealthy with why', async () => {
    writeSettings();
    const start = await agent(['start', 'demo']);
    expect(start.code, start.stdout + start.stderr).to.equal(0);
    expect(JSON.parse((await agent(['status', '--json'])).stdout).find((r: { target: string }) => r.target === 'demo').state).to.equal(
      'running',
    );
    const created = await agent(['keys', 'create', 'first', '--scopes', 'admin']);
    expect(created.code, created.stderr).to.equal(0);
    expect(created.stderr).to.match(/this is the first key: .*the running demo server included .*AGENT_REGISTRY_KEY/);
    // the registry reads its keys again within a second
    let demo: { state: string; reason?: string } | undefined;
    for (let i = 0; i < 50; i++) {
      demo = JSON.parse((await agent(['status', '--json'])).stdout).find((r: { target: string }) => r.target === 'demo');
      if (demo?.state === 'unhealthy') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(demo?.state).to.equal('unhealthy');
    expect(demo?.reason).to.match(/^registry: The tool registry at .* refused the demo server's key \(401.*AGENT_REGISTRY_KEY/);
    const table = await agent(['status']);
    expect(table.stdout).to.match(/^demo: registry: The tool registry/m);
    await agent(['stop', 'all']);
  });
});
