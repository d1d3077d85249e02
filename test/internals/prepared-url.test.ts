import { expect } from 'chai';
import { buildRequest, prepareUrl } from '../../src/registry/sources/openapi/request.js';
import type { ArgPlan, OperationPlan } from '../../src/registry/sources/openapi/operations.js';

const plan = (base: string, path: string, args: ArgPlan[]): OperationPlan => ({
  method: 'GET',
  path,
  base: { url: base },
  args,
  bodyForm: false,
  expectJson: true,
});

/** The call's URL as parts, or the error it is refused with. */
function target(p: OperationPlan, args: Record<string, unknown>, prepared: boolean) {
  const base = (p.base as { url: string }).url;
  try {
    const { url } = buildRequest(p, base, args, {}, 'tool', { prepared: prepared ? prepareUrl(p, base) : null });
    return { origin: url.origin, host: url.host, pathname: url.pathname, search: url.search };
  } catch (err) {
    return { error: (err as Error).message };
  }
}

const BASES = ['http://127.0.0.1:8080', 'http://api.example.com/v1', 'https://api.example.com:443/v1/', 'http://h'];
const TEMPLATES = ['/a/{p}', '/a/{p}/b', '/{p}', '/a.{p}/{q}', '/a/{p}{q}', '/a/{p}/{q}/c', '/files/{p}.json', '/x/{unfilled}/{p}'];
const STYLES = [undefined, 'simple', 'label', 'matrix'];
const VALUES: unknown[] = [
  'acc_5',
  '',
  '.',
  '..',
  '.x',
  'a b',
  'a/b',
  'a?b#c',
  '%2e',
  '%2e%2e',
  '\\',
  'é€😀',
  '\'"<>`{}^|',
  '\u0000\n',
  ';,=',
  0,
  -1.5,
  true,
  null,
  ['a', 'b c'],
  [],
  { k: 'v', 'x y': 1 },
];

describe("an operation's prepared URL: the same request as parsing its URL, without parsing", () => {
  it('prepares a plain base and template, and not what the URL parser would change', () => {
    expect(prepareUrl(plan('http://127.0.0.1:8080', '/accounts/{id}/job-titles', []), 'http://127.0.0.1:8080')).to.deep.equal({
      origin: 'http://127.0.0.1:8080',
      host: '127.0.0.1:8080',
    });
    for (const [base, path] of [
      ['HTTP://Example.com', '/a'],
      ['http://example.com:80', '/a'],
      ['http://user:pw@example.com', '/a'],
      ['http://example.com/v1?key=1', '/a'],
      ['http://example.com', '/a/../b'],
      ['http://example.com', '/a/%2e%2e/b'],
      ['http://example.com', '/a b'],
      ['http://example.com', '/a\\b'],
      ['http://example', '{host}/a'],
      ['http://example.com', '{p}/a'],
    ])
      expect(prepareUrl(plan(base!, path!, []), base!), `${base}${path}`).to.equal(null);
  });

  it('gives every call the origin, host, path and query that parsing its URL gives (or the same refusal)', () => {
    let prepared = 0;
    for (const base of BASES)
      for (const path of TEMPLATES)
        for (const style of STYLES)
          for (const explode of [false, true]) {
            const args: ArgPlan[] = [
              { arg: 'p', wire: 'p', in: 'path', style, explode },
              { arg: 'q', wire: 'q', in: 'path', style, explode },
              { arg: 'r', wire: 'r', in: 'query', explode },
            ];
            const p = plan(base, path, args);
            if (prepareUrl(p, base)) prepared++;
            for (const v of VALUES)
              for (const w of ['x', '..', '']) {
                const call = { p: v, q: w, ...(typeof v === 'string' ? { r: [v, w] } : {}) };
                expect(target(p, call, true), `${base} ${path} ${style} ${JSON.stringify(call)}`).to.deep.equal(target(p, call, false));
              }
          }
    expect(prepared).to.be.above(100);
  });

  it('a query auth still parses the URL and sets its parameter', () => {
    const p = plan('http://h', '/a/{p}', [{ arg: 'p', wire: 'p', in: 'path' }]);
    const { url } = buildRequest(p, 'http://h', { p: 'x' }, {}, 'tool', { authQuery: ['api_key', 's e'] });
    expect(url).to.be.instanceOf(URL);
    expect(url.pathname + url.search).to.equal('/a/x?api_key=s+e');
  });
});
