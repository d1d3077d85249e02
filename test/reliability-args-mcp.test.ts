import { expect } from 'chai';
import { Writable } from 'node:stream';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pino } from 'pino';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Running } from '../src/http/index.js';
import { loadRegistryConfig } from '../src/registry/config/index.js';
import { createRegistry, type Registry } from '../src/registry/server.js';
import { ROOT } from './helpers/cli.js';
import { tempHome } from './helpers/home.js';
import { getJson, postJson, serveOnFreePort } from './helpers/server.js';
import { testSettings } from './helpers/stack.js';
import { startTrmServer, type TrmServer } from './helpers/trm-server.js';

const NOISY = join(ROOT, 'test', 'fixtures', 'mcp', 'noisy-server.mjs');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Figures measured over the file, printed at the end. */
const figures: string[] = [];

/** A registry logger that keeps its JSON lines in memory. */
function memoryLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n')) if (line.trim() !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

const REDOS = '^(a+)+$';
/** Takes seconds on a backtracking engine (doubling with every extra `a`). */
const EVIL = `${'a'.repeat(28)}!`;

/** An OpenAPI upstream: an order with a free-form `details` object, and a code looked up by a pattern. */
const SHOP_DOC = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Shop', version: '1.0.0' },
  servers: [{ url: '/' }],
  paths: {
    '/orders': {
      post: {
        operationId: 'create_order',
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: { type: 'object', properties: { note: { type: 'string' }, details: { type: 'object' } } } },
          },
        },
        responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
    '/codes': {
      get: {
        operationId: 'check_code',
        parameters: [{ name: 'code', in: 'query', required: true, schema: { type: 'string', pattern: REDOS } }],
        responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
  },
});

function shop(req: IncomingMessage, res: ServerResponse): void {
  const path = new URL(req.url!, 'http://x').pathname;
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    res.writeHead(path === '/openapi.json' || path === '/orders' || path === '/codes' ? 200 : 404, { 'content-type': 'application/json' });
    if (path === '/openapi.json') return void res.end(SHOP_DOC);
    if (path === '/orders') return void res.end(JSON.stringify({ order: JSON.parse(Buffer.concat(chunks).toString() || '{}') }));
    res.end(JSON.stringify({ ok: true }));
  });
}

/** `depth` arrays nested in one another, as JSON text (no recursion needed to build it). */
const nestedJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** A minimal MCP client over raw HTTP, so that a test can send JSON that JSON.stringify could not produce. */
async function rawMcpSession(base: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  const init = await fetch(`${base}/mcp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
    }),
  });
  expect(init.status).to.equal(200);
  const session = init.headers.get('mcp-session-id')!;
  const version = ((await init.json()) as any).result.protocolVersion as string;
  Object.assign(headers, { 'mcp-session-id': session, 'mcp-protocol-version': version });
  await fetch(`${base}/mcp`, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) });
  let id = 1;
  return {
    /** tools/call with `argsJson` (JSON text) as the arguments; the JSON-RPC answer. */
    async call(name: string, argsJson: string): Promise<any> {
      const body = `{"jsonrpc":"2.0","id":${id++},"method":"tools/call","params":{"name":${JSON.stringify(name)},"arguments":${argsJson}}}`;
      const res = await fetch(`${base}/mcp`, { method: 'POST', headers, body });
      expect(res.status).to.equal(200);
      return res.json();
    },
  };
}

describe('reliability: argument bounds, noisy MCP servers, linear-time patterns', function () {
  this.timeout(120_000);
  const home = tempHome('agent-args-mcp-');
  const log = memoryLogger();
  let up: Running;
  let trm: TrmServer;
  let registry: Registry;
  let srv: Running;
  const call = (function_name: string, args: unknown) => postJson(`${srv.url}/functions/call`, { function_name, args });
  const callRaw = (function_name: string, argsJson: string) =>
    getJson(`${srv.url}/functions/call`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"function_name":${JSON.stringify(function_name)},"args":${argsJson}}`,
    });
  const noisyPid = async () => ((await call('noisy_pid', {})).body as { pid: number }).pid;

  before(async () => {
    up = await serveOnFreePort(shop);
    trm = await startTrmServer();
    const file = join(home.dir, 'mcp_servers.yaml');
    writeFileSync(
      file,
      [
        'services:',
        `  - shop: { url: "${up.url}/openapi.json" }`,
        'mcpServers:',
        '  noisy:',
        `    command: ${JSON.stringify(process.execPath)}`,
        `    args: [${JSON.stringify(NOISY)}]`,
        'trmServices:',
        '  runtime:',
        `    url: ${trm.url}`,
        '    tools: [word_count]',
        '',
      ].join('\n'),
    );
    registry = await createRegistry({
      config: loadRegistryConfig(file, {}),
      settings: testSettings({ api_mode: { request_timeout: 20 } }),
      logger: log.logger,
      dataDir: home.dir,
      logRequests: false,
    });
    srv = await serveOnFreePort(registry.handler);
    await registry.catalog.settled();
    const onboard = await postJson(`${srv.url}/functions/onboard`, {
      app_name: 'board',
      schemas: [
        { name: 'anything', input_schema: { type: 'object', properties: { payload: {} } } },
        { name: 'code', input_schema: { type: 'object', properties: { code: { type: 'string', pattern: REDOS } }, required: ['code'] } },
        {
          name: 'zip',
          input_schema: {
            type: 'object',
            properties: { zip: { type: 'string', pattern: '^\\d{5}$' }, initials: { type: 'string', pattern: '^[\\u0041-\\u005A]+$' } },
          },
        },
        {
          name: 'twin',
          input_schema: {
            type: 'object',
            properties: { pair: { type: 'string', pattern: '^(.)\\1$' }, n: { type: 'integer' } },
            required: ['pair'],
          },
        },
      ],
    });
    expect(onboard.status, JSON.stringify(onboard.body)).to.equal(201);
    expect(
      (await getJson(`${srv.url}/applications`)).body.map((a: { name: string; status: string }) => `${a.name}:${a.status}`),
    ).to.deep.equal(['shop:ok', 'noisy:ok', 'runtime:ok', 'board:ok']);
  });

  after(async () => {
    process.stdout.write(`      (${figures.join('; ')})\n`);
    await srv?.close();
    await registry?.close();
    await trm?.close();
    await up?.close();
    home.remove();
  });

  describe('arguments nested too deeply, too large, or with a __proto__ key: 422 at the edge', () => {
    const tooDeep = (detail: unknown) => {
      expect(detail).to.be.an('array');
      const issue = (detail as { loc: unknown[]; msg: string }[])[0]!;
      expect(issue.loc.slice(0, 2)).to.deep.equal(['body', 'args']);
      expect(issue.msg).to.match(/nested more than 32 levels deep.*limit/);
    };

    it('args nested 10,000 deep get 422 naming the limit, for every kind of tool (OpenAPI, MCP, TRM, onboarded)', async () => {
      const deep = nestedJson(10_000);
      for (const [tool, args] of [
        ['shop_create_order', `{"details":{"x":${deep}}}`],
        ['noisy_echo', `{"payload":${deep}}`],
        ['runtime_word_count', `{"text":"a b","options":{"unique":${deep}}}`],
        ['board_anything', `{"payload":${deep}}`],
      ] as const) {
        const res = await callRaw(tool, args);
        expect(res.status, `${tool}: ${JSON.stringify(res.body).slice(0, 300)}`).to.equal(422);
        tooDeep(res.body.detail);
      }
    });

    it('args nested exactly 32 deep (the limit) still go through', async () => {
      // the args object itself is level 1: payload adds 31 more
      const res = await callRaw('noisy_echo', `{"payload":${nestedJson(31)}}`);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect((await callRaw('noisy_echo', `{"payload":${nestedJson(32)}}`)).status).to.equal(422);
    });

    it('deep args from one client neither restart the MCP server nor fail the calls of another client', async () => {
      const pid = await noisyPid();
      const deep = `{"payload":${nestedJson(10_000)}}`;
      const innocent = Array.from({ length: 60 }, (_, i) => call('noisy_echo', { payload: { n: i } }));
      const attacks = Array.from({ length: 20 }, () => callRaw('noisy_echo', deep));
      const [good, bad] = await Promise.all([Promise.all(innocent), Promise.all(attacks)]);
      expect(bad.map((r) => r.status)).to.deep.equal(Array(20).fill(422));
      expect(good.filter((r) => r.status !== 200).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).to.deep.equal([]);
      expect(await noisyPid()).to.equal(pid);
    });

    it('through /mcp tools/call: an MCP tool error naming the limit, and the MCP server keeps running', async () => {
      const pid = await noisyPid();
      const mcp = await rawMcpSession(srv.url);
      const answer = await mcp.call('noisy_echo', `{"payload":${nestedJson(10_000)}}`);
      expect(answer.result?.isError, JSON.stringify(answer).slice(0, 300)).to.equal(true);
      expect(answer.result.content[0].text)
        .to.match(/^422: /)
        .and.match(/nested more than 32 levels deep/);
      const deepOpenApi = await mcp.call('shop_create_order', `{"details":${nestedJson(10_000)}}`);
      expect(deepOpenApi.result.content[0].text).to.match(/^422: .*\n.*nested more than 32 levels deep/);
      const ok = await mcp.call('noisy_echo', '{"payload":[1]}');
      expect(ok.result.isError ?? false).to.equal(false);
      expect(await noisyPid()).to.equal(pid);
    });

    it('args larger than the size limit get 422 naming it', async () => {
      const big = 'x'.repeat(1024 * 1024 + 1);
      for (const tool of ['noisy_echo', 'shop_create_order', 'board_anything']) {
        const res = await call(tool, tool === 'shop_create_order' ? { note: big } : { payload: big });
        expect(res.status, tool).to.equal(422);
        expect(res.body.detail[0].loc).to.deep.equal(['body', 'args']);
        expect(res.body.detail[0].msg).to.equal('is larger than 1,048,576 bytes (1 MiB) as JSON, the limit for tool arguments');
      }
      // just under the limit passes
      const fits = await call('board_anything', { payload: 'x'.repeat(1024 * 1024 - 100) });
      expect(fits.status).to.equal(501); // validated, then: an onboarded tool without an endpoint
    });

    it('a __proto__ key anywhere in args is refused with 422 (not dropped silently)', async () => {
      const top = await callRaw('noisy_echo', '{"__proto__":{"admin":true},"payload":1}');
      expect(top.status, JSON.stringify(top.body)).to.equal(422);
      expect(top.body.detail[0]).to.deep.include({ loc: ['body', 'args', '__proto__'] });
      expect(top.body.detail[0].msg).to.match(/__proto__.*not allowed/);
      const nested = await callRaw('shop_create_order', '{"details":{"items":[{"__proto__":{"admin":true}}]}}');
      expect(nested.status).to.equal(422);
      expect(nested.body.detail[0].loc).to.deep.equal(['body', 'args', 'details', 'items', 0, '__proto__']);
      const mcp = await rawMcpSession(srv.url);
      const answer = await mcp.call('noisy_echo', '{"__proto__":{"admin":true},"payload":1}');
      expect(answer.result?.isError, JSON.stringify(answer)).to.equal(true);
      expect(answer.result.content[0].text).to.match(/^422: .*\n- __proto__: .*not allowed/);
    });
  });

  describe('schema patterns run on a linear-time engine', () => {
    /** Calls, and checks the registry answered fast and stayed responsive meanwhile. */
    async function timed(tool: string, args: unknown) {
      const started = Date.now();
      const [res, root] = await Promise.all([call(tool, args), sleep(5).then(() => getJson(`${srv.url}/`))]);
      const ms = Date.now() - started;
      expect(root.status).to.equal(200);
      return { res, ms };
    }

    it('a catastrophic pattern in an onboarded schema answers 422 at once', async () => {
      const { res, ms } = await timed('board_code', { code: EVIL });
      expect(res.status).to.equal(422);
      expect(res.body.detail[0]).to.deep.include({ loc: ['body', 'args', 'code'], msg: `must match pattern "${REDOS}"` });
      expect(ms, `took ${ms} ms`).to.be.below(1000);
      figures.push(`onboarded pattern ${REDOS} on ${EVIL.length} characters: ${ms} ms`);
      expect((await call('board_code', { code: 'aaa' })).status).to.equal(501);
    });

    it('the same pattern in an OpenAPI schema answers 422 at once', async () => {
      const { res, ms } = await timed('shop_check_code', { code: EVIL });
      expect(res.status).to.equal(422);
      expect(ms, `took ${ms} ms`).to.be.below(1000);
      expect((await call('shop_check_code', { code: 'aaaa' })).body).to.deep.equal({ ok: true });
    });

    it('ordinary patterns keep their meaning (JavaScript escapes such as \\d and \\uXXXX included)', async () => {
      expect((await call('board_zip', { zip: '75001', initials: 'AB' })).status).to.equal(501);
      const bad = await call('board_zip', { zip: '7500', initials: 'ab' });
      expect(bad.status).to.equal(422);
      expect(bad.body.detail.map((d: { loc: unknown[] }) => d.loc.at(-1))).to.deep.equal(['zip', 'initials']);
    });

    it(
      'a pattern the linear-time engine cannot run (a backreference) is not enforced, says so ' +
        'in the record, and the rest of the schema still is',
      async () => {
        const record = (await getJson(`${srv.url}/applications/board/apis`)).body.board_twin;
        const pair = record.parameters.find((p: { name: string }) => p.name === 'pair');
        expect(pair.constraints).to.deep.equal([
          'matches pattern: ^(.)\\1$ (not checked by the registry: backreferences and lookaround need a backtracking regex engine)',
        ]);
        expect((await call('board_twin', { pair: 'xy' })).status).to.equal(501);
        const wrongType = await call('board_twin', { pair: 'aa', n: 'two' });
        expect(wrongType.status).to.equal(422);
        expect(wrongType.body.detail[0].loc).to.deep.equal(['body', 'args', 'n']);
      },
    );
  });

  describe('an MCP server that writes log lines to its stdout', () => {
    /** Samples GET / every 20 ms and the event-loop delay while `work` runs. */
    async function measure<T>(work: () => Promise<T>) {
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      let done = false;
      const latencies: number[] = [];
      const sampler = (async () => {
        while (!done) {
          const t = performance.now();
          const r = await getJson(`${srv.url}/`);
          expect(r.status).to.equal(200);
          latencies.push(performance.now() - t);
          await sleep(20);
        }
      })();
      const started = performance.now();
      const result = await work();
      const ms = performance.now() - started;
      done = true;
      await sampler;
      delay.disable();
      latencies.sort((a, b) => a - b);
      return {
        result,
        ms,
        maxGet: latencies.at(-1) ?? 0,
        medianGet: latencies[latencies.length >> 1] ?? 0,
        maxDelay: delay.max / 1e6,
        samples: latencies.length,
      };
    }

    it(
      '4 MB of stdout lines are skipped cheaply: GET / and other tools stay fast; the server ' +
        'is marked noisy; the log gets a bounded sample',
      async () => {
        const before = log.lines.length;
        const bytes = 4 * 1024 * 1024;
        const m = await measure(async () => {
          const [flood, others] = await Promise.all([
            call('noisy_flood', { bytes }),
            (async () => {
              await sleep(50);
              const out = [];
              for (let i = 0; i < 5; i++) {
                out.push(await call('runtime_word_count', { text: 'one two' }), await call('shop_create_order', { note: 'n' }));
                await sleep(20);
              }
              return out;
            })(),
          ]);
          return { flood, others };
        });
        expect(m.result.flood.status, JSON.stringify(m.result.flood.body)).to.equal(200);
        expect(m.result.others.map((r) => r.status)).to.deep.equal(Array(10).fill(200));
        figures.push(
          `noisy MCP server: ${(bytes / 1024 / 1024).toFixed(0)} MB of stdout lines handled in ` +
            `${m.ms.toFixed(0)} ms; GET / median ${m.medianGet.toFixed(1)} ms, max ` +
            `${m.maxGet.toFixed(1)} ms over ${m.samples} samples; event-loop delay max ` +
            `${m.maxDelay.toFixed(1)} ms`,
        );
        // (a ratio to the flood's own time in this run: no GET / waited for the flood)
        expect(m.maxGet / m.ms, 'slowest GET / during the flood, as a share of the flood').to.be.below(0.5);

        const row = (await getJson(`${srv.url}/applications`)).body.find((a: { name: string }) => a.name === 'noisy');
        expect(row.status).to.equal('ok');
        expect(row.warnings?.[0]).to.match(/^noisy: [\d,]+ lines \([\d.]+ MB\) on stdout that are not MCP protocol messages were skipped/);
        const noiseLogs = log.lines.slice(before).filter((l) => /stdout/.test(String(l.msg)));
        expect(noiseLogs.length).to.be.within(1, 20);
        expect(await noisyPid()).to.be.a('number');
      },
    );

    it('an answer longer than one stdio message fails that call at once (502 naming the limit); the server keeps serving', async () => {
      const pid = await noisyPid();
      const big = await call('noisy_huge', { chars: 11 * 1024 * 1024 });
      expect(big.status).to.equal(502);
      expect(big.body.detail).to.include('larger than the 10485760 bytes one message may have');
      expect((await call('noisy_echo', { payload: 'after' })).status).to.equal(200);
      expect(await noisyPid()).to.equal(pid);
    });

    it('a server that floods stdout while starting: the registry stays responsive and the server loads', async () => {
      // NOISE_START_MB=210 reproduces the start-up flood of the issue (the default keeps the test short)
      const mb = Number(process.env.NOISE_START_MB ?? 32);
      const file = join(home.dir, 'loud.yaml');
      writeFileSync(
        file,
        [
          'mcpServers:',
          '  loud:',
          `    command: ${JSON.stringify(process.execPath)}`,
          `    args: [${JSON.stringify(NOISY)}]`,
          `    env: { NOISE_AT_START: "${mb * 1024 * 1024}" }`,
          '',
        ].join('\n'),
      );
      const quiet = memoryLogger();
      const loud = await createRegistry({
        config: loadRegistryConfig(file, {}),
        settings: testSettings({ api_mode: { request_timeout: 20 } }),
        logger: quiet.logger,
        dataDir: join(home.dir, 'loud'),
        logRequests: false,
      });
      const loudSrv = await serveOnFreePort(loud.handler);
      try {
        const m = await measure(async () => {
          for (;;) {
            const row = (await getJson(`${loudSrv.url}/applications`)).body[0];
            if (row.status !== 'loading') return row;
            await sleep(20);
          }
        });
        figures.push(
          `MCP server writing ${mb} MB to stdout at start-up: loaded in ${m.ms.toFixed(0)} ms; GET ` +
            `/ median ${m.medianGet.toFixed(1)} ms, max ${m.maxGet.toFixed(1)} ms over ${m.samples} ` +
            `samples; event-loop delay max ${m.maxDelay.toFixed(1)} ms`,
        );
        expect(m.result.status, JSON.stringify(m.result)).to.equal('ok');
        expect(m.result.warnings?.[0]).to.match(/^noisy: /);
        expect(m.maxGet / m.ms, 'slowest GET / while the server starts, as a share of its start').to.be.below(0.5);
        expect(quiet.lines.filter((l) => /stdout/.test(String(l.msg))).length).to.be.within(1, 20);
      } finally {
        await loudSrv.close();
        await loud.close();
      }
    });
  });
});
