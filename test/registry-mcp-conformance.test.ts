import { expect } from 'chai';
import { join } from 'node:path';
import { type Registry } from '../src/registry/server.js';
import type { Running } from '../src/http/index.js';
import { clientScenario, passing, serverScenarios } from './helpers/conformance.js';
import { serveOnFreePort } from './helpers/server.js';
import { tempHome } from './helpers/home.js';
import { mcpRegistry } from './helpers/mcp-registry.js';
import { startHttpServer, type RemoteServer } from './fixtures/mcp/servers.js';

/**
 * The official conformance suite's server scenarios at protocol 2025-11-25, against our
 * fixture directly and through the registry with the same fixture federated behind it
 * (over stdio), at `/mcp/apps/<app>` and at `/mcp`; and at 2026-07-28 through the registry
 * (the fixture speaks 2025-11-25 only). The lists below are the scenarios that pass: a
 * regression fails, and so does a scenario that starts passing (add it here and to the
 * README's tables).
 */
const FIXTURE = join(import.meta.dirname, 'fixtures', 'mcp', 'conformance-server.mjs');
/** The driver of the client scenarios: a registry federating the suite's server (it runs under tsx from the repository). */
const CLIENT = join(import.meta.dirname, 'fixtures', 'mcp', 'conformance-client.ts');
const ROOT = join(import.meta.dirname, '..');

/** Every scenario of the suite at 2025-11-25 (`--suite all --spec-version 2025-11-25`). */
const ALL = [
  'completion-complete',
  'dns-rebinding-protection',
  'elicitation-sep1034-defaults',
  'elicitation-sep1330-enums',
  'json-schema-2020-12',
  'logging-set-level',
  'ping',
  'prompts-get-embedded-resource',
  'prompts-get-simple',
  'prompts-get-with-args',
  'prompts-get-with-image',
  'prompts-list',
  'resources-list',
  'resources-read-binary',
  'resources-read-text',
  'resources-subscribe',
  'resources-templates-read',
  'resources-unsubscribe',
  'server-initialize',
  'server-session-lifecycle',
  'server-sse-multiple-streams',
  'server-sse-polling',
  'tools-call-audio',
  'tools-call-elicitation',
  'tools-call-embedded-resource',
  'tools-call-error',
  'tools-call-image',
  'tools-call-mixed-content',
  'tools-call-sampling',
  'tools-call-simple-text',
  'tools-call-with-logging',
  'tools-call-with-progress',
  'tools-list',
];

/**
 * Through `/mcp`, every application at once, the scenarios that pass: the others call
 * tools and prompts by their own names, which `/mcp` offers as `<service>_<name>`.
 */
const THROUGH_AGGREGATE = [
  'dns-rebinding-protection',
  'logging-set-level',
  'ping',
  'prompts-list',
  'resources-list',
  'resources-read-binary',
  'resources-read-text',
  'resources-subscribe',
  'resources-templates-read',
  'resources-unsubscribe',
  'server-initialize',
  'server-session-lifecycle',
  'server-sse-multiple-streams',
  'server-sse-polling',
  'tools-list',
];

/** Every server scenario of the suite at 2026-07-28 (`--suite all --spec-version 2026-07-28`). */
const ALL_2026 = [
  'caching',
  'completion-complete',
  'dns-rebinding-protection',
  'http-custom-header-server-validation',
  'http-header-validation',
  'input-required-result-basic-elicitation',
  'input-required-result-basic-list-roots',
  'input-required-result-basic-sampling',
  'input-required-result-capability-check',
  'input-required-result-ignore-extra-params',
  'input-required-result-missing-input-response',
  'input-required-result-multi-round',
  'input-required-result-multiple-input-requests',
  'input-required-result-non-tool-request',
  'input-required-result-request-state',
  'input-required-result-result-type',
  'input-required-result-tampered-state',
  'input-required-result-unsupported-methods',
  'input-required-result-validate-input',
  'json-schema-2020-12',
  'prompts-get-embedded-resource',
  'prompts-get-simple',
  'prompts-get-with-args',
  'prompts-get-with-image',
  'prompts-list',
  'resources-list',
  'resources-read-binary',
  'resources-read-text',
  'resources-templates-read',
  'sep-2164-resource-not-found',
  'server-sse-multiple-streams',
  'server-stateless',
  'tools-call-audio',
  'tools-call-embedded-resource',
  'tools-call-error',
  'tools-call-image',
  'tools-call-mixed-content',
  'tools-call-simple-text',
  'tools-call-with-progress',
  'tools-list',
];

/**
 * At 2026-07-28 through `/mcp`, the scenarios that pass: the others call tools and prompts by
 * their own names (two of those passing, with a warning, because an unknown tool is an error).
 */
const THROUGH_AGGREGATE_2026 = [
  'caching',
  'dns-rebinding-protection',
  'http-custom-header-server-validation',
  'http-header-validation',
  'input-required-result-ignore-extra-params',
  'input-required-result-missing-input-response',
  'input-required-result-unsupported-methods',
  'input-required-result-validate-input',
  'prompts-list',
  'resources-list',
  'resources-read-binary',
  'resources-read-text',
  'resources-templates-read',
  'sep-2164-resource-not-found',
  'server-sse-multiple-streams',
  'tools-list',
];

/** The authorization client scenarios of 2025-11-25 (`list --client --spec-version 2025-11-25`, auth/*): all pass. */
const AUTH_2025 = [
  'auth/metadata-default',
  'auth/metadata-var1',
  'auth/metadata-var2',
  'auth/metadata-var3',
  'auth/basic-cimd',
  'auth/scope-from-www-authenticate',
  'auth/scope-from-scopes-supported',
  'auth/scope-omitted-when-undefined',
  'auth/scope-step-up',
  'auth/scope-retry-limit',
  'auth/token-endpoint-auth-basic',
  'auth/token-endpoint-auth-post',
  'auth/token-endpoint-auth-none',
  'auth/pre-registration',
];

/** The authorization client scenarios of 2026-07-28 (`list --client --spec-version 2026-07-28`, auth/*): all pass. */
const AUTH_2026 = [
  ...AUTH_2025,
  'auth/resource-mismatch',
  'auth/offline-access-scope',
  'auth/offline-access-not-supported',
  'auth/authorization-server-migration',
  'auth/iss-supported',
  'auth/iss-not-advertised',
  'auth/iss-supported-missing',
  'auth/iss-wrong-issuer',
  'auth/iss-unexpected',
  'auth/iss-normalized',
  'auth/metadata-issuer-mismatch',
];

describe('registry: the official MCP conformance suite at 2025-11-25 and 2026-07-28 (server scenarios; client ones)', function () {
  this.timeout(600_000);
  const home = tempHome('agent-mcp-conformance-');
  let fixture: RemoteServer;
  let registry: Registry;
  let srv: Running;

  before(async () => {
    fixture = await startHttpServer([FIXTURE, 'http'], 'mcp');
    registry = await mcpRegistry(home, { conformance: [FIXTURE] });
    srv = await serveOnFreePort(registry.handler);
  });

  after(async () => {
    await srv?.close();
    await registry?.close();
    await fixture?.kill();
    home.remove();
  });

  it('our fixture passes every scenario on its own (33 of 33)', async () => {
    const direct = await serverScenarios(fixture.url, join(home.dir, 'direct'));
    expect(passing(direct)).to.deep.equal(ALL);
  });

  it('through the registry, one application under its own names (/mcp/apps/<app>): 33 of 33', async () => {
    const through = await serverScenarios(`${srv.url}/mcp/apps/conformance`, join(home.dir, 'app'));
    expect(passing(through)).to.deep.equal(ALL);
  });

  // the registry as an MCP client of the suite's servers: every client scenario of 2025-11-25, the
  // authorization ones with the registry signed in as `agent auth login` does (the fixture plays the
  // person's browser), and the client-credentials extension
  for (const [scenario, spec] of [
    ...[
      'initialize',
      'tools_call',
      'elicitation-sep1034-client-defaults',
      'sse-retry',
      'json-schema-2020-12-preservation',
      ...AUTH_2025,
    ].map((s) => [s, '2025-11-25'] as const),
    ['auth/client-credentials-basic', null] as const,
    // at 2026-07-28, every client scenario but the authorization ones: the registry speaks 2026-07-28 to the suite's
    // server (server/discover, the request envelope, the headers, x-mcp-header mirroring, input_required rounds)
    ...[
      'tools_call',
      'request-metadata',
      'sep-2322-client-request-state',
      'http-standard-headers',
      'http-custom-headers',
      'http-invalid-tool-headers',
      'json-schema-ref-no-deref',
      'json-schema-2020-12-preservation',
    ].map((s) => [s, '2026-07-28'] as const),
    // and its 25 authorization ones, the registry speaking 2026-07-28 to an `oauth:` server: the sign-in of `agent auth
    // login` (the issuer checked in the metadata and on the callback), the stored token on server/discover, step-up
    ...AUTH_2026.map((s) => [s, '2026-07-28'] as const),
  ])
    it(`client scenario ${scenario} (${spec ?? 'extension'}): the registry federating the suite's server passes every check`, async () => {
      const command = [process.execPath, '--import', 'tsx', CLIENT];
      const out = join(home.dir, `client-${scenario.replace('/', '-')}-${spec ?? 'extension'}`);
      const outcome = await clientScenario(command, scenario, out, ROOT, spec);
      expect(outcome.failed).to.equal(0);
      expect(outcome.passed).to.be.greaterThan(0);
    });

  it('through the registry, every application (/mcp): the scenarios listed pass and no other', async () => {
    const through = await serverScenarios(`${srv.url}/mcp`, join(home.dir, 'aggregate'));
    expect([...through.keys()].sort()).to.deep.equal(ALL);
    expect(passing(through)).to.deep.equal(THROUGH_AGGREGATE);
  });

  // the roots scenarios too: the fixture's tools ask for roots during the call, which the registry relays
  it('at 2026-07-28, through the registry, one application under its own names (/mcp/apps/<app>): 40 of 40', async () => {
    const through = await serverScenarios(`${srv.url}/mcp/apps/conformance`, join(home.dir, 'app-2026'), '2026-07-28');
    expect([...through.keys()].sort()).to.deep.equal(ALL_2026);
    expect(passing(through)).to.deep.equal(ALL_2026);
  });

  it('at 2026-07-28, through the registry, every application (/mcp): the scenarios listed pass and no other', async () => {
    const through = await serverScenarios(`${srv.url}/mcp`, join(home.dir, 'aggregate-2026'), '2026-07-28');
    expect([...through.keys()].sort()).to.deep.equal(ALL_2026);
    expect(passing(through)).to.deep.equal(THROUGH_AGGREGATE_2026);
  });
});
