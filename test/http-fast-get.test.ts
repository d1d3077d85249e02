import { expect } from 'chai';
import { z } from 'zod';
import { createService, HttpError, listen, type Running } from '../src/http/index.js';
import { quietLogger } from './helpers/server.js';

/**
 * GET routes marked `fast` (the CRM lists) are served before Express for the usual request;
 * every other request of the same route gets the Express route's answer, as before.
 */
describe('HTTP kit: fast GET routes', function () {
  this.timeout(30_000);
  let fast: Running;
  let plain: Running;

  const build = (isFast: boolean) => {
    const service = createService({ name: 'fast-test', logger: quietLogger, logRequests: false, info: { title: 't', version: '1' } });
    service.route(
      {
        method: 'get',
        path: '/items/',
        operationId: 'list_items',
        summary: 'Items',
        query: z.strictObject({ limit: z.coerce.number().int().min(1).max(5).default(2), name: z.string().optional() }),
        responses: { 200: { description: 'items' } },
        fast: isFast,
      },
      ({ query }) => {
        if (query.name === 'boom') throw new HttpError(409, 'boom refused');
        if (query.name === 'crash') throw new Error('internal detail');
        return { items: Array.from({ length: query.limit }, (_, i) => i), name: query.name ?? null };
      },
    );
    return service.finish();
  };

  before(async () => {
    fast = await listen(build(true), { host: '127.0.0.1', port: 0, logger: quietLogger });
    plain = await listen(build(false), { host: '127.0.0.1', port: 0, logger: quietLogger });
  });
  after(async () => {
    await fast.close();
    await plain.close();
  });

  const both = async (path: string) => {
    const [a, b] = await Promise.all([fetch(`${fast.url}${path}`), fetch(`${plain.url}${path}`)]);
    return [
      {
        status: a.status,
        type: a.headers.get('content-type'),
        nosniff: a.headers.get('x-content-type-options'),
        id: a.headers.get('x-request-id'),
        body: await a.text(),
      },
      {
        status: b.status,
        type: b.headers.get('content-type'),
        nosniff: b.headers.get('x-content-type-options'),
        id: b.headers.get('x-request-id'),
        body: await b.text(),
      },
    ];
  };

  for (const path of [
    '/items/',
    '/items/?limit=3&name=a%20b+c',
    '/items/?limit=9',
    '/items/?limit=x',
    '/items/?unknown=1',
    '/items/?name=a&name=b',
    '/items/?name[x]=1',
    '/items/?name=%E0%A4%A',
    '/items/?name=boom',
    '/items/?name=crash',
    '/items',
  ]) {
    it(`GET ${path}: the same status, headers and body as the Express route`, async () => {
      const [a, b] = await both(path);
      expect(a.status).to.equal(b.status);
      expect(a.type).to.equal(b.type);
      expect(a.nosniff).to.equal(b.nosniff);
      expect(a.id).to.be.a('string');
      expect(a.body).to.equal(b.body);
    });
  }

  it('echoes a safe X-Request-Id, as every route does', async () => {
    const res = await fetch(`${fast.url}/items/`, { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).to.equal('abc-123');
    await res.text();
  });
});
