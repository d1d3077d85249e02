import { expect } from 'chai';
import { startStack, type Stack } from './helpers/stack.js';

describe('every service: /docs and /redoc refuse to be framed by another site', function () {
  this.timeout(60_000);
  let stack: Stack;
  before(async () => {
    stack = await startStack({ mode: 'api', settingsOverrides: { llm: { provider: 'offline' } } });
  });
  after(async () => stack?.stop());

  it('X-Frame-Options DENY and frame-ancestors none on the docs pages of all four services', async () => {
    for (const base of [stack.registryUrl, stack.demoUrl, stack.crmUrl, stack.territoryUrl])
      for (const path of ['/docs', '/redoc']) {
        const res = await fetch(`${base}${path}`);
        expect(res.status, `${base}${path}`).to.equal(200);
        expect(res.headers.get('x-frame-options'), `${base}${path}`).to.equal('DENY');
        expect(res.headers.get('content-security-policy'), `${base}${path}`).to.include("frame-ancestors 'none'");
      }
  });
});
