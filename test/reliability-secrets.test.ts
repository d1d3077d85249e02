import { expect } from 'chai';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino } from 'pino';
import { REDACT_PATHS, type Running } from '../src/http/index.js';
import { EDGE } from './fixtures/mcp/servers.js';
import { startStack, type Stack } from './helpers/stack.js';
import { startTrmServer, type TrmServer } from './helpers/trm-server.js';
import { getJson, postJson, serveOnFreePort } from './helpers/server.js';

// Secrets in every form the registry config takes them: a literal auth value, auth values
// from environment variables (bearer and X-API-Key), a variable in an MCP server's args
// and env, an onboarded app's auth, and the LLM key of the demo server.
const LITERAL = 'literal-SECRET-7a1f';
const ENV_BEARER = 'envbearer-SECRET-2b2c';
const ENV_TRM = 'envtrm-SECRET-3c3d';
const ENV_ARG = 'envarg-SECRET-4d4e';
const ONBOARD = 'onboard-SECRET-5e5f';
const LLM_KEY = 'llmkey-SECRET-6f60';
const EDGE_ROOT = '/srv/edge-root';
const SECRETS = [LITERAL, ENV_BEARER, ENV_TRM, ENV_ARG, ONBOARD, LLM_KEY];
const ENV = { REL_BEARER: ENV_BEARER, REL_TRM: ENV_TRM, REL_ARG: ENV_ARG, OLLAMA_API_KEY: LLM_KEY };

const DOC = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Leaky', version: '1.0.0' },
  servers: [{ url: '/' }],
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  security: [{ bearer: [] }],
  paths: Object.fromEntries(
    ['denied', 'crash', 'notjson', 'ok', 'encoded'].map((id) => [
      `/${id}`,
      {
        get: {
          operationId: id,
          parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }],
          responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
        },
      },
    ]),
  ),
});

/** An upstream that repeats the credentials it received in every error it gives. */
function leaky(req: IncomingMessage, res: ServerResponse): void {
  const path = new URL(req.url!, 'http://x').pathname;
  const cred = `${req.headers.authorization ?? ''} ${req.headers['x-api-key'] ?? ''}`;
  const send = (status: number, body: string, type = 'application/json') => {
    res.writeHead(status, { 'content-type': type, 'www-authenticate': `Bearer error="${cred}"` });
    res.end(body);
  };
  if (path === '/openapi.json') return send(200, DOC);
  if (path === '/denied' || path === '/api/v1/tools/denied/run')
    return send(401, JSON.stringify({ detail: `token ${cred} is not valid here` }));
  if (path === '/crash') return send(500, `stack trace... Authorization: ${cred}`, 'text/plain');
  if (path === '/notjson') return send(200, `<html>${cred}</html>`, 'application/json');
  // the credential as upstreams echo it: upper-cased, base64, hex, URL-encoded, partly masked
  if (path === '/encoded') {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const forms = [
      token.toUpperCase(),
      Buffer.from(token).toString('base64'),
      Buffer.from(token).toString('hex'),
      encodeURIComponent(`x ${token}`),
      `${token.slice(0, 12)}****`,
    ];
    return send(403, JSON.stringify({ detail: `refused: ${forms.join(' | ')}` }));
  }
  send(200, JSON.stringify({ ok: true }));
}

describe('reliability: secrets never leave the process', function () {
  this.timeout(60_000);
  const lines: string[] = [];
  let up: Running;
  let trm: TrmServer;
  let s: Stack;
  const saved: Record<string, string | undefined> = {};
  const texts: { where: string; text: string }[] = [];
  const record = (where: string, body: unknown) => texts.push({ where, text: typeof body === 'string' ? body : JSON.stringify(body) });

  before(async () => {
    up = await serveOnFreePort(leaky);
    trm = await startTrmServer({ auth: { header: 'x-api-key', value: 'not-this-one' } }); // every call is a 401 that the registry reports
    for (const [k, v] of Object.entries(ENV)) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
    const logger = pino(
      { level: 'trace', redact: { paths: REDACT_PATHS, censor: '[redacted]' } },
      { write: (line: string) => void lines.push(line) },
    );
    s = await startStack({
      logger,
      settingsOverrides: {
        llm: { provider: 'offline' },
        api_mode: { audit_logging: true, cache_enabled: false, retry_attempts: 0 },
        demo: { enable_logging: true },
        registry: { allowed_hosts: ['127.0.0.1'] },
      },
      registryConfig: [
        'servers:',
        '  - { name: territory, type: openapi, spec_url: "{territory}/openapi.json" }',
        'services:',
        '  - literal:',
        `      url: ${up.url}/openapi.json`,
        `      auth: { type: bearer, value: "${LITERAL}" }`,
        '  - fromenv:',
        `      url: ${up.url}/openapi.json`,
        '      auth: { type: bearer, value: "Bearer ${REL_BEARER}" }',
        '  - gone:',
        '      url: http://127.0.0.1:1/openapi.json',
        '      auth: { type: X-API-Key, value: "${REL_TRM}" }',
        'mcpServers:',
        '  edge:',
        `    command: ${JSON.stringify(process.execPath)}`,
        `    args: [${JSON.stringify(EDGE)}, "--token=\${REL_ARG}"]`,
        `    env: { EDGE_TOKEN: "\${REL_ARG}", EDGE_ROOT: "${EDGE_ROOT}" }`,
        'trmServices:',
        '  runtime:',
        `    url: ${trm.url}`,
        '    tools: [convert_currency]',
        '    auth: { type: X-API-Key, value: "${REL_TRM}" }',
        '',
      ].join('\n'),
    });
    const onboard = await postJson(`${s.registryUrl}/functions/onboard`, {
      app_name: 'onboarded',
      url: `${up.url}`,
      auth: { type: 'X-API-Key', value: ONBOARD },
      schemas: [{ name: 'denied', description: 'A tool behind a key', input_schema: { type: 'object', properties: {} } }],
    });
    expect(onboard.status, JSON.stringify(onboard.body)).to.equal(201);
    record('POST /functions/onboard', onboard.body);
  });
  after(async () => {
    await s?.stop();
    await trm?.close();
    await up?.close();
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  const call = async (function_name: string, args: Record<string, unknown> = {}) => {
    const res = await postJson(`${s.registryUrl}/functions/call`, { function_name, args });
    record(`POST /functions/call ${function_name} (${res.status})`, res.body);
    return res;
  };

  it('the secrets were used: the upstreams received them', async () => {
    const ok = await call('literal_ok');
    expect(ok.status).to.equal(200);
    // a stdio server that prints a credential-named variable it was given: the value is scrubbed
    const env = await call('edge_env', { name: 'EDGE_TOKEN' });
    expect(env.status).to.equal(200);
    expect(JSON.stringify(env.body)).to.include('[redacted]');
    // a variable that is a setting, not a credential, is the tool's to report
    const setting = await call('edge_env', { name: 'EDGE_ROOT' });
    expect(JSON.stringify(setting.body)).to.include(EDGE_ROOT);
  });

  it('error bodies: upstream 4xx/5xx/garbage that echo the credentials, unreachable and refused upstreams', async () => {
    for (const app of ['literal', 'fromenv']) {
      const denied = await call(`${app}_denied`);
      expect(denied.status).to.equal(401);
      expect(denied.body.detail, 'the upstream echoed the token; the registry scrubbed it').to.match(/^token (Bearer )?\[redacted\]/);
      const crash = await call(`${app}_crash`);
      expect(crash.status).to.equal(502);
      const garbage = await call(`${app}_notjson`);
      expect(garbage.status).to.equal(502);
    }
    expect((await call('gone_anything')).status).to.equal(503);
    expect((await call('runtime_convert_currency', { amount: 1, from: 'USD', to: 'EUR' })).status).to.be.within(400, 599);
    expect((await call('onboarded_denied')).status).to.equal(401);
    expect((await call('literal_ok', { q: 42 })).status).to.equal(422);
  });

  it('an upstream that echoes the credential encoded, upper-cased or partly masked: every form is scrubbed', async () => {
    const res = await call('literal_encoded');
    expect(res.status).to.equal(403);
    const text = JSON.stringify(res.body);
    const forms = [
      LITERAL.toUpperCase(),
      Buffer.from(LITERAL).toString('base64').replace(/=+$/, ''),
      Buffer.from(LITERAL).toString('hex'),
      LITERAL.slice(0, 12),
    ];
    for (const f of forms) expect(text, f).to.not.include(f);
    expect(text).to.include('[redacted]');
  });

  it('listings: /applications, /apis, /applications/{app}/apis, /openapi.json', async () => {
    for (const path of [
      '/applications',
      '/apis',
      '/applications/literal/apis',
      '/applications/fromenv/apis',
      '/applications/edge/apis',
      '/applications/runtime/apis',
      '/applications/onboarded/apis',
      '/openapi.json',
    ]) {
      const res = await getJson(`${s.registryUrl}${path}`);
      expect(res.status, path).to.equal(200);
      record(`GET ${path}`, res.body);
    }
    const apps = (await getJson(`${s.registryUrl}/applications`)).body as { name: string; url: string; status: string; error?: string }[];
    expect(apps.find((a) => a.name === 'gone')!.status).to.equal('error');
    expect(apps.find((a) => a.name === 'edge')!.url).to.match(/--token=\[redacted\]$/);
  });

  it('the demo server: /status, chats that fail on the leaky tools, and the audit log', async () => {
    const status = await getJson(`${s.demoUrl}/status`);
    record('GET /status (demo)', status.body);
    for (const message of [
      'list my accounts',
      'show the third-party accounts for the Tech Transformation campaign',
      `my token is wrong, use literal denied`,
    ]) {
      const res = await postJson(`${s.demoUrl}/chat`, { message });
      expect(res.status).to.be.below(500);
      record(`POST /chat ${message}`, res.body);
    }
    const audit = join(s.logsDir, 'audit.log');
    expect(existsSync(audit), 'api_mode.audit_logging writes logs/audit.log').to.equal(true);
    const text = readFileSync(audit, 'utf8');
    expect(text.split('\n').filter(Boolean).length).to.be.at.least(4);
    record('logs/audit.log', text);
  });

  it('none of the secrets appears in any body, listing, log line or audit line', () => {
    record('logs (trace level)', lines.join('\n'));
    expect(lines.length).to.be.greaterThan(10);
    expect(lines.join('\n')).to.include('tool call failed');
    const leaks = texts.flatMap(({ where, text }) =>
      SECRETS.filter((x) => text.includes(x)).map(
        (x) => `${where}: ${x} in ${text.slice(Math.max(0, text.indexOf(x) - 120), text.indexOf(x) + 40)}`,
      ),
    );
    expect(leaks).to.deep.equal([]);
  });
});
