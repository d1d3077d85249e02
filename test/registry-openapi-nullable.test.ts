import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { postJson } from './helpers/server.js';
import { startStack, type Stack } from './helpers/stack.js';

/**
 * OpenAPI 3.0 `nullable: true` beside a `$ref` or an `allOf` (the schema has no type of its
 * own): null is allowed where the description allows it, as on a description found in the wild.
 */
const DOC = {
  openapi: '3.0.3',
  info: { title: 'Nullable', version: '1' },
  servers: [{ url: '/' }],
  components: {
    schemas: {
      Status: { type: 'string', enum: ['open', 'closed'] },
      Count: { type: 'integer', minimum: 0 },
    },
  },
  paths: {
    '/things': {
      post: {
        operationId: 'save_thing',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  status: { nullable: true, allOf: [{ $ref: '#/components/schemas/Status' }] },
                  count: { nullable: true, $ref: '#/components/schemas/Count' },
                  note: { nullable: true, description: 'free text' },
                },
              },
            },
          },
        },
        responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
  },
};

describe('registry: OpenAPI 3.0 nullable without a type of its own allows null', function () {
  this.timeout(60_000);
  let upstream: Server;
  let stack: Stack;
  const seen: unknown[] = [];
  before(async () => {
    upstream = createServer(async (req, res) => {
      if (req.url === '/openapi.json') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(DOC));
      let body = '';
      for await (const c of req) body += c;
      seen.push(JSON.parse(body));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const { port } = upstream.address() as AddressInfo;
    stack = await startStack({
      noDemo: true,
      registryConfig: `servers:\n  - { name: nul, type: openapi, spec_url: http://127.0.0.1:${port}/openapi.json }\n`,
    });
  });
  after(async () => {
    await stack?.stop();
    upstream?.close();
  });

  it('null passes where the description allows it; a wrong value is still refused naming the field', async () => {
    const ok = await postJson(`${stack.registryUrl}/functions/call`, {
      function_name: 'nul_save_thing',
      args: { status: null, count: null, note: null },
    });
    expect(ok.status, JSON.stringify(ok.body)).to.equal(200);
    expect(seen.at(-1)).to.deep.equal({ status: null, count: null, note: null });
    const bad = await postJson(`${stack.registryUrl}/functions/call`, {
      function_name: 'nul_save_thing',
      args: { status: 'maybe', count: -1 },
    });
    expect(bad.status).to.equal(422);
    expect(JSON.stringify(bad.body)).to.include('status');
  });
});
