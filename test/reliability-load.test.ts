import { expect } from 'chai';
import { load, type LoadResult } from '../bench/lib.js';
import { hotPaths, startFullStack, type FullStack } from './helpers/reliability.js';
import { getJson } from './helpers/server.js';

const CONNECTIONS = 64;
const REQUESTS = 600;
const CHAT_REQUESTS = 300;

/** Requests served under load with zero errors, summed over the file (docs/reliability.md). */
export const served = { requests: 0 };

const summary = (r: LoadResult) =>
  `${r.requests} answered, ${r.errors} errors, statuses ${JSON.stringify(r.statuses)}, ` +
  `${r.unanswered} unanswered${r.stoppedByTime ? ', stopped by the time bound' : ''}`;

/**
 * Sustained concurrency 64 on the hot path of every service, on loopback, bounded in
 * count and time: every request answered, every answer 2xx (no 5xx, no errors, no
 * timeouts), and the services still answer correctly afterwards.
 */
describe('reliability: load (64 connections on every hot path)', function () {
  this.timeout(120_000);
  let s: FullStack;

  before(async () => {
    s = await startFullStack({ settingsOverrides: { api_mode: { cache_enabled: false } } });
  });
  after(async () => {
    await s?.stop();
  });

  it('checks the hot paths answer 200 before the load', async () => {
    for (const p of hotPaths(s)) {
      for (const body of p.bodies ?? [undefined]) {
        const res = await getJson(p.url, { method: p.method, headers: body ? { 'content-type': 'application/json' } : {}, body });
        expect(res.status, `${p.name}: ${JSON.stringify(res.body).slice(0, 300)}`).to.equal(200);
      }
    }
  });

  for (const service of ['territory', 'crm', 'registry', 'demo'] as const) {
    it(`${service}: zero errors and zero non-2xx at concurrency ${CONNECTIONS}`, async () => {
      for (const p of hotPaths(s).filter((h) => h.service === service)) {
        const amount = service === 'demo' ? CHAT_REQUESTS : REQUESTS;
        const r = await load(p.url, { method: p.method, bodies: p.bodies, connections: CONNECTIONS, amount, maxSeconds: 40 });
        const what = `${p.name}: ${summary(r)}`;
        expect(r.stoppedByTime, what).to.equal(false);
        expect(r.requests, what).to.equal(amount);
        expect(r.errors, what).to.equal(0);
        expect(r.status5xx, what).to.equal(0);
        expect(r.non2xx, what).to.equal(0);
        served.requests += r.requests;
      }
    });
  }

  it('every service answers correctly after the load', async () => {
    expect((await getJson(`${s.territoryUrl}/my-accounts`)).body.accounts).to.have.length(50);
    const crm = await getJson(`${s.crmUrl}/accounts/?limit=1`);
    expect(crm.body.total).to.equal(1000);
    const apps = (await getJson(`${s.registryUrl}/applications`)).body as { name: string; status: string }[];
    expect(apps.map((a) => `${a.name}:${a.status}`).sort()).to.deep.equal(['crm:ok', 'edge:ok', 'runtime:ok', 'territory:ok']);
    const chat = await getJson(`${s.demoUrl}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'list my accounts in California' }),
    });
    expect(chat.status).to.equal(200);
    expect(chat.body.metadata.tools_used).to.deep.equal(['territory_get_my_accounts']);
    const status = await getJson(`${s.demoUrl}/status`);
    expect(status.body.chats.active).to.equal(0);
    expect(served.requests).to.equal(3 * REQUESTS + 3 * REQUESTS + 4 * REQUESTS + CHAT_REQUESTS);
    process.stdout.write(`      (${served.requests} requests served under load, 0 errors, 0 non-2xx)\n`);
  });
});
