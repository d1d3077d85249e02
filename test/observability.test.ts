import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Running } from '../src/http/index.js';
import { createTerritoryApp } from '../src/territory/server.js';
import { BIN, runCli } from './helpers/cli.js';
import { tempHome } from './helpers/home.js';
import { freePort } from './helpers/ports.js';
import { getJson, postJson, quietLogger, serveOnFreePort } from './helpers/server.js';
import { startStack, type Stack } from './helpers/stack.js';

/** Prometheus text format -> one entry per sample: `name{a="x",b="y"}` -> value. */
function parseProm(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!m) throw new Error(`not Prometheus text: ${line}`);
    const labels = [...(m[3] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)]
      .map(([, k, v]) => [k!, v!] as const)
      .filter(([k]) => k !== 'service')
      .sort(([a], [b]) => a.localeCompare(b));
    samples.set(`${m[1]}{${labels.map(([k, v]) => `${k}="${v}"`).join(',')}}`, Number(m[4]));
  }
  return samples;
}

async function scrape(url: string): Promise<Map<string, number>> {
  const res = await fetch(`${url}/metrics`);
  expect(res.status).to.equal(200);
  expect(res.headers.get('content-type')).to.include('text/plain');
  return parseProm(await res.text());
}

describe('observability: GET /metrics on every service (Prometheus text)', function () {
  this.timeout(60_000);
  let stack: Stack;
  before(async () => {
    stack = await startStack({ settingsOverrides: { llm: { provider: 'offline' } } });
  });
  after(() => stack?.stop());

  it('the registry counts requests by route template and status, tool calls by app, tool and outcome, and source status', async () => {
    const before = await scrape(stack.registryUrl);
    for (let i = 0; i < 3; i++)
      expect(
        (await postJson(`${stack.registryUrl}/functions/call`, { function_name: 'territory_get_my_accounts', args: {} })).status,
      ).to.equal(200);
    expect((await postJson(`${stack.registryUrl}/functions/call`, { function_name: 'territory_nope', args: {} })).status).to.equal(404);
    await getJson(`${stack.registryUrl}/applications/territory/apis`);
    const after = await scrape(stack.registryUrl);
    const moved = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);
    expect(moved('registry_tool_calls_total{app="territory",outcome="ok",tool="get_my_accounts"}')).to.equal(3);
    expect(moved('http_requests_total{method="POST",route="/functions/call",status="200"}')).to.equal(3);
    expect(moved('http_requests_total{method="POST",route="/functions/call",status="404"}')).to.equal(1);
    expect(moved('http_requests_total{method="GET",route="/applications/:app/apis",status="200"}')).to.equal(1);
    expect(moved('registry_upstream_duration_seconds_count{app="territory",kind="openapi"}')).to.be.at.least(3);
    expect(after.get('registry_source_status{app="territory",kind="openapi",status="ok"}')).to.equal(1);
    expect(after.get('registry_source_status{app="crm",kind="openapi",status="ok"}')).to.equal(1);
    expect([...after.keys()].some((k) => k.startsWith('process_cpu_user_seconds_total'))).to.equal(true);
    // labels stay bounded: raw paths never become label values
    expect([...after.keys()].filter((k) => k.includes('/applications/territory'))).to.deep.equal([]);
  });

  it('the demo counts chats by planner and outcome; the demo APIs serve /metrics too', async () => {
    const before = await scrape(stack.demoUrl);
    expect((await postJson(`${stack.demoUrl}/chat`, { message: 'list my accounts' })).status).to.equal(200);
    const after = await scrape(stack.demoUrl);
    const key = 'demo_chats_total{outcome="ok",planner="offline"}';
    expect((after.get(key) ?? 0) - (before.get(key) ?? 0)).to.equal(1);
    expect(after.get('http_requests_total{method="POST",route="/chat",status="200"}')).to.be.at.least(1);
    expect((await scrape(stack.territoryUrl)).size).to.be.above(10);
    expect((await scrape(stack.crmUrl)).size).to.be.above(10);
  });
});

describe('observability: observability.metrics = false turns /metrics off', function () {
  it('answers 404 on /metrics', async () => {
    const stack = await startStack({ noDemo: true, settingsOverrides: { observability: { metrics: false } } });
    try {
      expect((await fetch(`${stack.registryUrl}/metrics`)).status).to.equal(404);
    } finally {
      await stack.stop();
    }
  });
});

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  service: string;
}

/** An OTLP/HTTP receiver (JSON, as @opentelemetry/exporter-trace-otlp-http sends it). */
function otlpReceiver(): Promise<{ server: Server; url: string; spans: OtlpSpan[] }> {
  const spans: OtlpSpan[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(text) as {
          resourceSpans: {
            resource: { attributes: { key: string; value: { stringValue?: string } }[] };
            scopeSpans: { spans: Omit<OtlpSpan, 'service'>[] }[];
          }[];
        };
        for (const rs of body.resourceSpans) {
          const service = rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
          for (const ss of rs.scopeSpans) for (const s of ss.spans) spans.push({ ...s, service });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans })),
  );
}

describe('observability: one OpenTelemetry trace from /chat through the registry to the upstream', function () {
  this.timeout(90_000);
  const home = tempHome();
  const children: ChildProcess[] = [];
  let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
  let territory: Running;
  const upstreamHeaders: IncomingHttpHeaders[] = [];

  before(async () => {
    receiver = await otlpReceiver();
    const app = createTerritoryApp({ logger: quietLogger, logRequests: false });
    territory = await serveOnFreePort((req, res) => {
      upstreamHeaders.push(req.headers);
      app(req, res);
    });
  });
  after(async () => {
    for (const c of children) {
      c.kill('SIGTERM');
      await new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)));
    }
    await territory?.close();
    receiver?.server.close();
    home.remove();
  });

  it('demo -> registry -> upstream share one trace id; the upstream sees traceparent; the demo sends AGENT_REGISTRY_KEY', async () => {
    const [registryPort, demoPort] = [await freePort(), await freePort()];
    const settingsFile = join(home.dir, 'settings.toml');
    writeFileSync(settingsFile, `[demo]\napi_registry_port = ${registryPort}\nport = ${demoPort}\n\n[llm]\nprovider = "offline"\n`);
    writeFileSync(
      join(home.dir, 'mcp_servers.yaml'),
      `servers:\n  - { name: territory, type: openapi, spec_url: ${territory.url}/openapi.json }\n`,
    );
    const env = {
      ...process.env,
      AGENT_HOME: home.dir,
      AGENT_SETTINGS_FILE: settingsFile,
      MCP_SERVERS_FILE: join(home.dir, 'mcp_servers.yaml'),
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
    const created = await runCli(['keys', 'create', 'demo', '--scopes', 'call', '--json'], { env });
    expect(created.code, created.stderr).to.equal(0);
    const token = JSON.parse(created.stdout).token as string;
    const serve = (name: string, port: number, extra: NodeJS.ProcessEnv = {}) => {
      const c = spawn(process.execPath, [BIN, 'serve', name, '--port', String(port)], { env: { ...env, ...extra }, stdio: 'ignore' });
      children.push(c);
    };
    serve('api-registry', registryPort);
    serve('demo', demoPort, { AGENT_REGISTRY_KEY: token });
    const registryUrl = `http://127.0.0.1:${registryPort}`;
    const demoUrl = `http://127.0.0.1:${demoPort}`;
    for (let i = 0; ; i++) {
      const ok = await getJson(`${registryUrl}/applications`, { headers: { authorization: `Bearer ${token}` } }).catch(() => null);
      const demo = await getJson(`${demoUrl}/health`).catch(() => null);
      if (ok?.body?.[0]?.status === 'ok' && demo?.status === 200) break;
      if (i > 300) throw new Error('the registry and demo did not start');
      await new Promise((r) => setTimeout(r, 100));
    }

    const chat = await postJson(`${demoUrl}/chat`, { message: 'list my accounts' });
    expect(chat.status, JSON.stringify(chat.body)).to.equal(200);
    expect(chat.body.data.calls.map((c: { tool: string; status: string }) => `${c.tool} ${c.status}`)).to.include(
      'territory_get_my_accounts ok',
    );

    const seen = upstreamHeaders.filter((h) => h.traceparent);
    expect(seen.length, 'the upstream received a traceparent').to.be.at.least(1);
    const traceId = String(seen.at(-1)!.traceparent).split('-')[1]!;
    let spans: OtlpSpan[] = [];
    for (let i = 0; i < 300; i++) {
      spans = receiver.spans.filter((s) => s.traceId === traceId);
      // spans arrive in batches as they end; the chat's own span ends last, after its answer is sent
      const has = (service: string, name: string) => spans.some((s) => s.service === service && s.name === name);
      const done =
        has('demo', 'POST /chat') &&
        has('api-registry', 'POST /functions/call') &&
        has('api-registry', 'tool territory_get_my_accounts') &&
        spans.some((s) => s.service === 'api-registry' && s.kind === 3);
      if (done) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const names = spans.map((s) => `${s.service}: ${s.name}`);
    expect(names).to.include('demo: POST /chat');
    expect(names.some((n) => n.startsWith('demo: registry call territory_get_my_accounts'))).to.equal(true, names.join('\n'));
    expect(names).to.include('api-registry: POST /functions/call');
    expect(names).to.include('api-registry: tool territory_get_my_accounts');
    expect(names.some((n) => /^api-registry: GET 127\.0\.0\.1:\d+$/.test(n))).to.equal(true, names.join('\n'));
    // one tree: every span but the chat's has its parent in the trace
    const ids = new Set(spans.map((s) => s.spanId));
    const roots = spans.filter((s) => !s.parentSpanId || !ids.has(s.parentSpanId));
    expect(roots.map((s) => s.name)).to.deep.equal(['POST /chat']);
    // the upstream's traceparent names the registry's client span
    const upstreamParent = String(seen.at(-1)!.traceparent).split('-')[2];
    expect(spans.find((s) => s.spanId === upstreamParent)?.service).to.equal('api-registry');
  });
});
