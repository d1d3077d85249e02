import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BIN, runCli } from './helpers/cli.js';
import { tempHome } from './helpers/home.js';
import { poller } from './helpers/until.js';
import { freePort } from './helpers/ports.js';
import { startReplica, type Replica } from './helpers/replicas.js';
import { getJson, postJson } from './helpers/server.js';

/** The MCP SDK's own example server with OAuth (its authorization server beside it), from npm. */
const SDK_OAUTH_SERVER = fileURLToPath(import.meta.resolve('@modelcontextprotocol/sdk/examples/server/simpleStreamableHttp.js'));

const until = poller(30_000, 100);

/**
 * The registry as an OAuth client of an upstream MCP server: the SDK's example server with its
 * authorization server (strict about the resource), signed in with `agent auth login`, the
 * test playing the person's browser; tokens sealed with AGENT_SECRET_KEY in the store.
 */
describe('registry: an upstream MCP server that wants OAuth, signed in with `agent auth login` (real CLI)', function () {
  this.timeout(90_000);
  const home = tempHome('agent-oauth-upstream-');
  let upstream: ChildProcess;
  let registry: Replica;
  let env: NodeJS.ProcessEnv;
  const secretKey = Buffer.alloc(32, 7).toString('base64');
  /** Sign-ins under way, ended if a test fails while one waits for its browser. */
  const children: ChildProcess[] = [];

  before(async () => {
    const [mcpPort, authPort] = [await freePort(), await freePort()];
    upstream = spawn(process.execPath, [SDK_OAUTH_SERVER, '--oauth', '--oauth-strict'], {
      env: { ...process.env, MCP_PORT: String(mcpPort), MCP_AUTH_PORT: String(authPort) },
      stdio: 'ignore',
    });
    await until('the upstream', async () =>
      (await fetch(`http://localhost:${authPort}/.well-known/oauth-authorization-server`)).ok ? true : undefined,
    );
    const config = join(home.dir, 'mcp_servers.yaml');
    writeFileSync(config, `mcpServers:\n  secure:\n    url: http://localhost:${mcpPort}/mcp\n    oauth: { grant: authorization_code }\n`);
    env = { AGENT_HOME: home.dir, MCP_SERVERS_FILE: config, AGENT_SECRET_KEY: secretKey, AGENT_REGISTRY_KEY: '' };
    registry = await startReplica('api-registry', env);
    await registry.ready;
  });

  after(async () => {
    for (const c of children) if (c.exitCode === null) c.kill();
    await registry?.stop();
    upstream?.kill();
    home.remove();
  });

  const secure = async () => ((await getJson(`${registry.url}/applications`)).body as any[]).find((a) => a.name === 'secure');

  it('before a sign-in the service says what to run; after `agent auth login` its tools are called, the token sealed at rest', async () => {
    const before = await until('the first attempt', async () => ((await secure())?.status === 'error' ? await secure() : undefined));
    expect(before.error).to.include('needs a person to authorize the registry').and.include('agent auth login secure');

    const login = spawn(process.execPath, [BIN, 'auth', 'login', 'secure', '--no-browser'], {
      env: { ...process.env, ...env, NO_COLOR: '1' },
    });
    let err = '';
    let out = '';
    login.stderr!.on('data', (c) => (err += c));
    login.stdout!.on('data', (c) => (out += c));
    const exited = new Promise<number>((r) => login.once('exit', (code) => r(code ?? 1)));
    children.push(login);
    // the person's browser: the authorization server answers at once with a redirect to the CLI's local callback
    const address = await until('the sign-in address', async () => /(http:\/\/localhost:\d+\/authorize\S*)/.exec(err)?.[1]);
    const consent = await fetch(address, { redirect: 'manual' });
    const back = consent.headers.get('location')!;
    expect(back).to.match(/^http:\/\/127\.0\.0\.1:\d+\/callback\?/);
    expect(await (await fetch(back)).text()).to.include('Signed in');
    expect(await exited, err).to.equal(0);
    expect(out).to.include('signed in to secure');

    const ready = await until('the tools of secure', async () => ((await secure())?.status === 'ok' ? await secure() : undefined));
    expect(ready.tools).to.be.above(0);
    const called = await postJson(`${registry.url}/functions/call`, { function_name: 'secure_greet', args: { name: 'Ada' } });
    expect(called.status, JSON.stringify(called.body)).to.equal(200);
    expect(JSON.stringify(called.body)).to.include('Hello, Ada');

    // nothing of the token in the clear at rest, nor in the registry's output
    const store = readFileSync(join(home.dir, 'data', 'registry.sqlite'));
    expect(store.includes(Buffer.from('access_token'))).to.equal(false);
    expect(store.includes(Buffer.from('refresh_token'))).to.equal(false);
    const listed = await runCli(['auth', 'list'], { env });
    expect(listed.stdout).to.include('secure').and.include('signed in');
  });

  it('without AGENT_SECRET_KEY the sign-in is refused with what to set; logout forgets it', async () => {
    const refused = await runCli(['auth', 'login', 'secure', '--no-browser'], { env: { ...env, AGENT_SECRET_KEY: '' } });
    expect(refused.code).to.not.equal(0);
    expect(refused.stderr).to.include('AGENT_SECRET_KEY');
    const out = await runCli(['auth', 'logout', 'secure'], { env });
    expect(out.stdout).to.include('forgot the sign-in of secure');
    const unknown = await runCli(['auth', 'login', 'nope'], { env });
    expect(unknown.stderr).to.include("no service 'nope' with oauth:");
  });
});
