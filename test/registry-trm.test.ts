import { expect } from 'chai';
import { TrmSource } from '../src/registry/sources/trm.js';
import { createPoolFactory, type PoolFactory } from '../src/registry/sources/pools.js';
import type { TrmServiceConfig } from '../src/registry/config/types.js';
import { loadSettings } from '../src/settings/index.js';
import { quietLogger } from './helpers/server.js';
import { tempHome } from './helpers/home.js';
import { DEFAULT_TRM_TOOLS, startTrmServer, type TrmServer } from './helpers/trm-server.js';
import { freePort } from './fixtures/mcp/servers.js';
import { failure } from './helpers/failure.js';

describe('registry TRM source (reference TRM server)', () => {
  let home: ReturnType<typeof tempHome>;
  let pools: PoolFactory;
  let trm: TrmServer;
  const cfg = (extra: Partial<TrmServiceConfig> = {}): TrmServiceConfig => ({
    kind: 'trm',
    name: 'rt',
    description: 'runtime',
    url: trm.url,
    tools: ['convert_currency', 'word_count'],
    ...extra,
  });
  // a limit for calls to the local reference server that no test means to reach: generous, as
  // the machine may be busy (the test of a too-slow call sets its own short one)
  const LIMIT_MS = 10_000;
  const source = (c: TrmServiceConfig) => new TrmSource(c, { logger: quietLogger, pools, requestTimeoutMs: LIMIT_MS });

  before(async () => {
    home = tempHome('agent-trm-');
    pools = createPoolFactory(loadSettings({}, home.dir).values);
    trm = await startTrmServer({
      tools: [
        ...DEFAULT_TRM_TOOLS,
        {
          name: 'reject',
          description: 'Always fails (500).',
          input_schema: { type: 'object' },
          run: () => Promise.reject(new Error('boom')),
        },
        {
          name: 'conflict',
          description: 'Always answers 409.',
          input_schema: { type: 'object' },
          run: () => Promise.reject(Object.assign(new Error('already exists'), { status: 409 })),
        },
      ],
      auth: { header: 'authorization', value: 'Bearer tok-1234' },
    });
  });
  after(async () => {
    await trm.close();
    await pools?.close();
    home?.remove();
  });

  it('registers only the configured tools, with records from their schemas', async () => {
    const s = source(cfg({ auth: { type: 'bearer', value: 'tok-1234' } }));
    await s.load();
    expect(s.health()).to.deep.equal({ status: 'ok' });
    expect(s.tools().map((t) => t.name)).to.deep.equal(['convert_currency', 'word_count']);
    const conv = s.tools()[0]!;
    expect(conv.readOnly).to.equal(true);
    expect(conv.outputSchema).to.deep.include({ type: 'object' });
    expect(conv.record).to.deep.include({ method: 'POST', path: '/api/v1/tools/convert_currency/run', secure: true });
    const amount = conv.record.parameters.find((p) => p.name === 'amount')!;
    expect(amount).to.deep.include({ type: 'number', required: true, description: 'amount to convert' });
    expect(amount.constraints).to.include('>= 0');
    const options = s.tools()[1]!.record.parameters.find((p) => p.name === 'options')!;
    expect(options.type).to.equal('object');
    expect(trm.requests.at(-1)).to.deep.include({ method: 'GET', path: '/api/v1/tools/', auth: 'Bearer tok-1234' });
  });

  it('calls POST /api/v1/tools/{name}/run with the JSON args and the auth header', async () => {
    const s = source(cfg({ auth: { type: 'bearer', value: 'Bearer tok-1234' } }));
    await s.load();
    const counted = await s.call('word_count', { text: 'one two two', options: { unique: true } }, { timeoutMs: LIMIT_MS });
    expect(counted).to.deep.equal({ words: 2 });
    expect(trm.requests.at(-1)).to.deep.include({ method: 'POST', path: '/api/v1/tools/word_count/run', auth: 'Bearer tok-1234' });
    expect(trm.requests.at(-1)!.body).to.deep.equal({ text: 'one two two', options: { unique: true } });
  });

  it('a configured tool the service does not offer is a warning, not a failure', async () => {
    const s = source(cfg({ tools: ['word_count', 'missing_one'], auth: { type: 'bearer', value: 'tok-1234' } }));
    await s.load();
    expect(s.health().status).to.equal('ok');
    expect(s.health().warnings).to.deep.equal([
      "configured tool 'missing_one' is not offered by the service (it offers: convert_currency, word_count, sleep, reject, conflict)",
    ]);
    const err = await failure(s.call('missing_one', {}, { timeoutMs: LIMIT_MS }));
    expect(err.status).to.equal(404);
  });

  it('none of the configured tools offered: status error naming what is offered', async () => {
    const s = source(cfg({ tools: ['a', 'b'], auth: { type: 'bearer', value: 'tok-1234' } }));
    const err = await s.load().then(
      () => null,
      (e: Error) => e,
    );
    expect(err?.message).to.equal(
      `TRM service at ${trm.url} offers none of the configured tools (a, b); it offers: ` +
        `convert_currency, word_count, sleep, reject, conflict`,
    );
    expect(s.health()).to.deep.equal({ status: 'error', error: err!.message });
    expect((await failure(s.call('a', {}, { timeoutMs: LIMIT_MS }))).status).to.equal(503);
  });

  it('wrong credentials and an unreachable service fail the load with a clear message', async () => {
    const denied = source(cfg({ auth: { type: 'bearer', value: 'wrong-token' } }));
    const e1 = await denied.load().then(
      () => null,
      (e: Error) => e,
    );
    expect(e1?.message).to.match(new RegExp(`^Failed to fetch the tool list of TRM service at ${trm.url}/api/v1/tools/: .*401`));
    expect(e1?.message).to.not.contain('wrong-token');
    const port = await freePort();
    const down = source(cfg({ url: `http://127.0.0.1:${port}` }));
    const e2 = await down.load().then(
      () => null,
      (e: Error) => e,
    );
    expect(e2?.message).to.match(
      /^Failed to fetch the tool list of TRM service at http:\/\/127\.0\.0\.1:\d+\/api\/v1\/tools\/: .*connection refused/,
    );
    expect(down.health().status).to.equal('error');
  });

  it('upstream failures: 5xx -> 502, 4xx passed through with its body, too slow -> 504', async () => {
    const s = source(cfg({ tools: ['reject', 'conflict', 'sleep'], auth: { type: 'bearer', value: 'tok-1234' } }));
    await s.load();
    const e = await failure(s.call('reject', {}, { timeoutMs: LIMIT_MS }));
    expect(e.status).to.equal(502);
    expect(e.message).to.contain('500');
    const c = await failure(s.call('conflict', {}, { timeoutMs: LIMIT_MS }));
    expect(c.status).to.equal(409);
    expect(c.upstreamBody).to.deep.equal({ detail: 'already exists' });
    const slow = await failure(s.call('sleep', { ms: 2000 }, { timeoutMs: 200 }));
    expect(slow.status).to.equal(504);
  });
});
