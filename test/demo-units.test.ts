import { expect } from 'chai';
import { classifyIntent } from '../src/demo/browser-request.js';
import { Sessions } from '../src/demo/sessions.js';
import { ResultCache } from '../src/demo/tools/cache.js';
import { redact } from '../src/demo/tools/audit.js';
import { backoffDelay, withRetry } from '../src/demo/tools/retry.js';
import { KeyRing } from '../src/demo/planner/llm/keys.js';
import { ToolNaming } from '../src/demo/planner/llm/schema.js';
import { modelConfidence } from '../src/demo/planner/llm/loop.js';
import { limitRows } from '../src/demo/result-limits.js';
import type { AgentTool } from '../src/demo/tools/types.js';

describe('demo server building blocks', () => {
  it('browser intent: browser work is recognised, look-alike business questions are not', () => {
    const yes = [
      'open https://example.com',
      'Open the website example.com',
      'navigate to the login page',
      'visit www.ibm.com',
      'click the submit button',
      'Click on "Save"',
      'fill out the contact form',
      'scrape the pricing page',
      'take a screenshot',
      'run a UI test of the login page',
      'read https://news.ycombinator.com',
      'summarize example.com',
      'read the table on http://127.0.0.1:9/accounts and tell me the account with the highest revenue',
      'what is the title of https://example.com',
    ];
    const no = [
      'show open opportunities',
      'list my accounts',
      'what is our click-through rate',
      'get contacts with email john@example.com',
      'find test accounts in California',
      'how many leads are open',
      'contacts for acc_5',
      'Show third-party accounts for the Tech Transformation campaign',
      'and the second one?',
      'list opportunities closing in November 2024 by region',
      'create an account Acme with website https://acme.example',
    ];
    for (const m of yes) expect(classifyIntent(m).browser, m).to.equal(true);
    for (const m of no) expect(classifyIntent(m).browser, m).to.equal(false);
  });

  it('sessions are bounded: least recently used sessions and oldest turns go first', async () => {
    const s = new Sessions(2, 3);
    const turn = (message: string) => ({ message, response: '', result: null, calls: [], at: '' });
    for (const m of ['a', 'b', 'c', 'd']) await s.add('one', turn(m));
    expect((await s.history('one')).map((t) => t.message)).to.deep.equal(['b', 'c', 'd']);
    await s.add('two', turn('x'));
    await s.history('one'); // touch: 'two' is now the least recently used
    await s.add('three', turn('y'));
    expect(await s.count()).to.equal(2);
    expect(await s.history('two')).to.deep.equal([]);
    expect(await s.history('one')).to.have.length(3);
  });

  it('cache: entries expire after the TTL; key ignores argument order', () => {
    let now = 0;
    const c = new ResultCache(1000, 10, () => now);
    const k = ResultCache.key('t', { a: 1, b: 2 });
    expect(ResultCache.key('t', { b: 2, a: 1 })).to.equal(k);
    c.set(k, 'v');
    expect(c.get(k)).to.deep.equal({ hit: true, value: 'v' });
    now = 1000;
    expect(c.get(k)).to.deep.equal({ hit: false });
    const zero = new ResultCache(0);
    zero.set(k, 'v');
    expect(zero.get(k).hit).to.equal(false);
  });

  it('retry: backoff doubles with jitter inside [half, full]; attempts are counted; no retry when the outcome is final', async () => {
    expect(backoffDelay(0, 100, 2000, () => 0)).to.equal(50);
    expect(backoffDelay(0, 100, 2000, () => 1)).to.equal(100);
    expect(backoffDelay(3, 100, 2000, () => 1)).to.equal(800);
    expect(backoffDelay(10, 100, 2000, () => 1)).to.equal(2000);
    let n = 0;
    const r = await withRetry(
      async () => ++n,
      (o) => 'value' in o && o.value < 3,
      { retries: 5, baseDelayMs: 1, signal: new AbortController().signal },
    );
    expect(r).to.deep.equal({ value: 3, attempts: 3 });
    n = 0;
    const capped = await withRetry(
      async () => ++n,
      () => true,
      { retries: 2, baseDelayMs: 1, signal: new AbortController().signal },
    );
    expect(capped.attempts).to.equal(3);
  });

  it('key ring: rotates per request, skips a benched key, one key without rotation', () => {
    const ring = new KeyRing('k1, k2,k3', true);
    expect([ring.next(), ring.next(), ring.next(), ring.next()]).to.deep.equal(['k1', 'k2', 'k3', 'k1']);
    ring.bench('k2');
    expect([ring.next(), ring.next(), ring.next()]).to.deep.equal(['k3', 'k1', 'k3']);
    const single = new KeyRing('k1,k2', false);
    expect([single.next(), single.next()]).to.deep.equal(['k1,k2', 'k1,k2']);
    expect(new KeyRing(undefined, true).next()).to.equal(undefined);
  });

  it('audit redaction: secret-named fields, bearer tokens and known keys are censored', () => {
    const out = redact({ args: { password: 'p', api_key: 'k', author: 'Ann', note: 'use Bearer abc.def and sk-123456' } }, [
      'sk-123456',
    ]) as any;
    expect(out.args).to.deep.equal({
      password: '[redacted]',
      api_key: '[redacted]',
      author: 'Ann',
      note: 'use Bearer [redacted] and [redacted]',
    });
  });

  it('model tool names are sanitised, unique, and map back to the real tool', () => {
    const tool = (name: string): AgentTool => ({
      name,
      app: 'a',
      kind: 'api',
      description: '',
      parameters: [],
      inputSchema: { type: 'object', properties: {} },
      readOnly: true,
    });
    const n = new ToolNaming();
    const names = [tool('crm_list-accounts'), tool('crm_list_accounts')].map((t) => n.define(t).name);
    expect(names).to.deep.equal(['crm_list_accounts', 'crm_list_accounts_2']);
    expect(n.resolve('crm_list_accounts')?.name).to.equal('crm_list-accounts');
    expect(n.resolve('crm_list_accounts_2')?.name).to.equal('crm_list_accounts');
    expect(n.resolve('nope')).to.equal(undefined);
  });

  it('model confidence and max_results trimming', () => {
    expect(modelConfidence(2, 0, true)).to.equal(0.9);
    expect(modelConfidence(1, 1, true)).to.equal(0.75);
    expect(modelConfidence(0, 0, true)).to.equal(0.4);
    expect(modelConfidence(3, 0, false)).to.equal(0.1);
    expect(limitRows({ items: [1, 2, 3], total: 3 }, 2)).to.deep.equal({ items: { showing: 2, total: 3, items: [1, 2] }, total: 3 });
  });
});
