import { expect } from 'chai';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { scrubbed } from '../../src/demo/planner/llm/describe.js';
import { modelFetch, retryAfterMs } from '../../src/demo/planner/llm/fetch.js';
import { KeyRing } from '../../src/demo/planner/llm/keys.js';
import { parseArgs } from '../../src/demo/planner/llm/loop.js';
import { providerSchema } from '../../src/demo/planner/llm/schema.js';
import { describePlannerChoice } from '../../src/settings/llm.js';
import { testSettings } from '../helpers/stack.js';

describe('model planner building blocks', () => {
  it('provider schemas: local $refs inlined, cycles cut, oneOf as anyOf, unknown keywords dropped, unsafe names renamed', () => {
    const schema = {
      type: 'object',
      $defs: { Node: { type: 'object', properties: { child: { $ref: '#/$defs/Node' }, name: { type: 'string', 'x-order': 1 } } } },
      properties: {
        tree: { $ref: '#/$defs/Node', description: 'the tree' },
        'page[limit]': { type: 'integer', nullable: true, minimum: 1 },
        kind: { oneOf: [{ type: 'string' }, { type: 'integer' }], discriminator: { propertyName: 'x' } },
      },
      required: ['page[limit]', 'missing'],
    };
    const out = providerSchema(schema) as any;
    const text = JSON.stringify(out);
    expect(text).to.not.include('$ref');
    expect(text).to.not.include('$defs');
    expect(text).to.not.include('x-order');
    expect(text).to.not.include('nullable');
    expect(out.properties.tree.description).to.equal('the tree');
    expect(out.properties.tree.properties.child).to.deep.equal({ description: 'Same shape as Node' });
    expect(out.properties.page_limit).to.deep.equal({ type: 'integer', minimum: 1 });
    expect(out.properties.kind).to.deep.equal({ anyOf: [{ type: 'string' }, { type: 'integer' }] });
    expect(out.required).to.deep.equal(['page_limit']);
    expect(providerSchema({} as any)).to.deep.equal({ type: 'object', properties: {} });
  });

  it('Retry-After: milliseconds, seconds or an HTTP date; arguments: JSON object or why not; keys scrubbed from provider words', () => {
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250' }))).to.equal(250);
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }))).to.equal(2000);
    expect(retryAfterMs(new Headers({ 'retry-after': new Date(Date.now() + 60_000).toUTCString() }))).to.be.within(58_000, 60_000);
    expect(retryAfterMs(new Headers())).to.equal(undefined);
    expect(parseArgs('{"a":1}')).to.deep.equal({ args: { a: 1 } });
    expect(parseArgs({ a: 1 })).to.deep.equal({ args: { a: 1 } });
    expect(parseArgs('')).to.deep.equal({ args: {} });
    expect(parseArgs('[1]')).to.deep.equal({ error: 'the arguments must be a JSON object' });
    expect((parseArgs('{"a":') as { error: string }).error).to.match(/^the arguments are not valid JSON/);
    expect(scrubbed('Incorrect API key provided: sk-proj-abc*****wxyz and my-secret-value', ['my-secret-value'])).to.equal(
      'Incorrect API key provided: [key] and [key]',
    );
  });

  it('the shared fetch retries 5xx with backoff up to retry_attempts, returns a 429 asking for longer than a call may wait', async () => {
    const seen: number[] = [];
    let status = [503, 503, 200];
    const server = createServer((req, res) => {
      const s = status.shift() ?? 200;
      seen.push(s);
      res.writeHead(s, s === 429 ? { 'retry-after': '120' } : {}).end('{}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const http = new Agent();
    try {
      const f = modelFetch({ http, keys: new KeyRing('k', false), auth: () => undefined, retries: 3, maxWaitMs: 30_000, baseDelayMs: 1 });
      expect((await f(url, { method: 'POST', body: '{}' })).status).to.equal(200);
      expect(seen).to.deep.equal([503, 503, 200]);
      status = [429, 200];
      expect((await f(url, { method: 'POST', body: '{}' })).status).to.equal(429);
      const none = modelFetch({ http, keys: new KeyRing('k', false), auth: () => undefined, retries: 0, maxWaitMs: 30_000 });
      status = [500];
      expect((await none(url, {})).status).to.equal(500);
    } finally {
      await http.close();
      server.close();
    }
  });

  it('agent config show explains the planner choice without a network call', () => {
    const llm = (o: object) => ({ ...testSettings().llm, ...o });
    expect(describePlannerChoice(llm({ provider: 'offline' }), {})).to.equal('offline planner (llm.provider = offline)');
    expect(describePlannerChoice(llm({ provider: 'auto' }), { ANTHROPIC_API_KEY: 'x' })).to.equal(
      'anthropic planner: claude-sonnet-4-5 at https://api.anthropic.com (llm.provider = auto; $ANTHROPIC_API_KEY is set)',
    );
    expect(describePlannerChoice(llm({ provider: 'openai', base_url: 'http://127.0.0.1:8000/v1', model: 'qwen' }), {})).to.equal(
      'openai planner: qwen at http://127.0.0.1:8000/v1 (llm.provider = openai; $OPENAI_API_KEY is not set)',
    );
    expect(describePlannerChoice(llm({ provider: 'auto' }), {})).to.match(/^llm.provider = auto and neither \$OPENAI_API_KEY nor/);
  });
});
