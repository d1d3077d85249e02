import { expect } from 'chai';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRegistryConfig } from '../src/registry/config/index.js';
import { createRegistry, type Registry } from '../src/registry/server.js';
import { loadSettings } from '../src/settings/index.js';
import type { Running } from '../src/http/index.js';
import { passing, serverScenarios, type ScenarioOutcome } from './helpers/conformance.js';
import { quietLogger, serveOnFreePort } from './helpers/server.js';
import { tempHome } from './helpers/home.js';
import { startHttpServer, type RemoteServer } from './fixtures/mcp/servers.js';

/**
 * The official conformance suite's server scenarios at protocol 2025-11-25, against our
 * fixture directly and through the registry with the same fixture federated behind it
 * (over stdio). The lists below are the scenarios that pass: a regression fails, and so
 * does a scenario that starts passing (add it here and to the README's table).
 */
const FIXTURE = join(import.meta.dirname, 'fixtures', 'mcp', 'conformance-server.mjs');

/** Through the registry: the scenarios that pass (the README says why the others fail). */
const THROUGH_REGISTRY = [
  'dns-rebinding-protection',
  'ping',
  'server-initialize',
  'server-session-lifecycle',
  'server-sse-multiple-streams',
  'server-sse-polling',
  'tools-list',
];

describe('registry: the official MCP conformance suite (server scenarios, 2025-11-25), direct and through the registry', function () {
  this.timeout(600_000);
  const home = tempHome('agent-mcp-conformance-');
  let fixture: RemoteServer;
  let registry: Registry;
  let srv: Running;

  before(async () => {
    fixture = await startHttpServer([FIXTURE, 'http'], 'mcp');
    const file = join(home.dir, 'mcp_servers.yaml');
    writeFileSync(
      file,
      `mcpServers:\n  conformance:\n    command: ${JSON.stringify(process.execPath)}\n    args: ${JSON.stringify([FIXTURE])}\n`,
    );
    const settings = structuredClone(loadSettings({}, home.dir).values);
    registry = await createRegistry({ config: loadRegistryConfig(file), settings, logger: quietLogger, dataDir: join(home.dir, 'data') });
    await registry.catalog.settled();
    srv = await serveOnFreePort(registry.handler);
  });

  after(async () => {
    await srv?.close();
    await registry?.close();
    await fixture?.kill();
    home.remove();
  });

  let direct: Map<string, ScenarioOutcome>;

  it('our fixture passes every scenario on its own (33 of 33)', async () => {
    direct = await serverScenarios(fixture.url, join(home.dir, 'direct'));
    expect(direct.size).to.equal(33);
    expect(passing(direct)).to.have.length(33);
  });

  it('through the registry, the scenarios listed pass and no other', async () => {
    const through = await serverScenarios(`${srv.url}/mcp`, join(home.dir, 'through'));
    expect(through.size).to.equal(33);
    expect(passing(through)).to.deep.equal(THROUGH_REGISTRY);
  });
});
