import { expect } from 'chai';
import { createTerritoryApp } from '../src/territory/server.js';
import { JOB_TITLES, territoryData } from '../src/territory/data.js';
import { getJson, quietLogger, serveOnFreePort } from './helpers/server.js';
import type { Running } from '../src/http/index.js';

describe('territory API', () => {
  let srv: Running;
  before(async () => {
    srv = await serveOnFreePort(createTerritoryApp({ logger: quietLogger, logRequests: false }));
  });
  after(() => srv.close());

  it('/my-accounts returns the 50 odd-id accounts with coverage id and client status', async () => {
    const { status, body } = await getJson(`${srv.url}/my-accounts`);
    expect(status).to.equal(200);
    expect(body.accounts).to.have.length(50);
    expect(body.accounts.every((a: any) => Number(a.id.slice(4)) % 2 === 1 && a.is_third_party === false)).to.equal(true);
    expect(body.coverage_id).to.be.a('string');
    expect(body.client_status).to.be.a('string');
  });

  it('campaign names match in any letter case', async () => {
    for (const name of ['Tech Transformation', 'tech transformation', 'TECH TRANSFORMATION']) {
      const { body } = await getJson(`${srv.url}/third-party-accounts?campaign_name=${encodeURIComponent(name)}`);
      expect(body.accounts.length).to.be.greaterThan(0);
      expect(body.accounts.every((a: any) => a.revenue > 5_000_000 && a.is_third_party)).to.equal(true);
      const expected = territoryData().accounts.filter((a) => a.is_third_party && a.revenue > 5_000_000).length;
      expect(body.accounts).to.have.length(expected);
    }
    const { body } = await getJson(`${srv.url}/third-party-accounts?campaign_name=high%20value%20OUTREACH`);
    expect(body.accounts.length).to.be.greaterThan(0);
    expect(body.accounts.every((a: any) => ['CA', 'NY'].includes(a.state) && a.is_third_party)).to.equal(true);
  });

  it('an unknown campaign, or none, returns all 50 third-party accounts', async () => {
    for (const q of ['', '?campaign_name=Spring%20Promo', '?campaign_name=Tech%20Transformation%20X']) {
      const { status, body } = await getJson(`${srv.url}/third-party-accounts${q}`);
      expect(status).to.equal(200);
      expect(body.accounts).to.have.length(50);
    }
  });

  it('job titles are unique and sorted; unknown account gives an empty list', async () => {
    const { body } = await getJson(`${srv.url}/accounts/acc_5/job-titles`);
    const titles = body.job_titles.map((t: any) => t.title);
    expect(titles).to.deep.equal([...new Set(titles)].sort());
    const expected = [
      ...new Set(
        territoryData()
          .contacts.filter((c) => c.account_id === 'acc_5')
          .map((c) => c.job_title),
      ),
    ].sort();
    expect(titles).to.deep.equal(expected);
    const none = await getJson(`${srv.url}/accounts/acc_999/job-titles`);
    expect(none.status).to.equal(200);
    expect(none.body.job_titles).to.deep.equal([]);
  });

  it('/contacts filters by job title case-insensitively, by account, and by both', async () => {
    const all = territoryData().contacts;
    const vp = await getJson(`${srv.url}/contacts?job_title=vice%20president%20of%20SALES`);
    expect(vp.body.contacts).to.have.length(all.filter((c) => c.job_title === 'Vice President of Sales').length);
    const acc = await getJson(`${srv.url}/contacts?account_id=acc_2`);
    expect(acc.body.contacts).to.have.length(all.filter((c) => c.account_id === 'acc_2').length);
    const title = all.find((c) => c.account_id === 'acc_2')!.job_title;
    const both = await getJson(`${srv.url}/contacts?account_id=acc_2&job_title=${encodeURIComponent(title.toUpperCase())}`);
    expect(both.body.contacts.length).to.be.greaterThan(0);
    expect(both.body.contacts.every((c: any) => c.account_id === 'acc_2' && c.job_title === title)).to.equal(true);
    const none = await getJson(`${srv.url}/contacts?account_id=acc_4242`);
    expect(none.status).to.equal(200);
    expect(none.body.contacts).to.deep.equal([]);
  });

  it('the data set has the stated properties and is deterministic', () => {
    const { accounts, contacts } = territoryData();
    expect(accounts).to.have.length(100);
    expect(accounts.map((a) => a.id)).to.deep.equal(Array.from({ length: 100 }, (_, i) => `acc_${i + 1}`));
    expect(accounts.every((a) => a.revenue >= 300_000 && a.revenue <= 10_000_000)).to.equal(true);
    const high = accounts.filter((a) => a.revenue > 5_000_000).length;
    expect(high).to.be.within(25, 35);
    const byState = new Map<string, number>();
    for (const a of accounts) byState.set(a.state, (byState.get(a.state) ?? 0) + 1);
    const ranked = [...byState.entries()].sort((x, y) => y[1] - x[1]);
    expect(ranked[0]![0]).to.equal('CA');
    expect(ranked[1]![0]).to.equal('TX');
    expect(ranked[1]![1]).to.be.greaterThan(ranked[2]![1]);
    expect(accounts.filter((a) => a.is_third_party).map((a) => Number(a.id.slice(4)) % 2)).to.satisfy((xs: number[]) =>
      xs.every((x) => x === 0),
    );
    expect(contacts.length).to.be.within(170, 230);
    for (const a of accounts) expect(contacts.filter((c) => c.account_id === a.id).length).to.be.within(1, 3);
    expect(contacts.every((c) => (JOB_TITLES as readonly string[]).includes(c.job_title))).to.equal(true);
    expect(new Set(contacts.map((c) => c.id)).size).to.equal(contacts.length);
  });

  it('serves /docs, /redoc and a valid OpenAPI 3 document with readable operationIds', async () => {
    const { validate } = await import('@readme/openapi-parser');
    const { body } = await getJson(`${srv.url}/openapi.json`);
    expect(body.openapi).to.match(/^3\./);
    await validate(structuredClone(body));
    const ops = Object.values(body.paths).flatMap((p: any) => Object.values(p).map((o: any) => o.operationId));
    expect(ops).to.have.members(['get_my_accounts', 'get_third_party_accounts', 'get_job_titles_by_account', 'get_contacts']);
    for (const path of ['/docs', '/redoc', '/docs/swagger-ui-bundle.js', '/redoc/redoc.standalone.js']) {
      const res = await fetch(`${srv.url}${path}`);
      expect(res.status, path).to.equal(200);
      await res.arrayBuffer();
    }
    const root = await fetch(`${srv.url}/`, { redirect: 'manual' });
    expect([root.status, root.headers.get('location')]).to.deep.equal([302, '/docs']);
  });

  it('answers unknown routes with 404 JSON and bad query types with 422', async () => {
    const nf = await getJson(`${srv.url}/nope`);
    expect(nf.status).to.equal(404);
    expect(nf.body).to.deep.equal({ detail: 'Not Found' });
    const long = await getJson(`${srv.url}/contacts?job_title=${'x'.repeat(500)}`);
    expect(long.status).to.equal(422);
    expect(long.body.detail[0].loc).to.deep.equal(['query', 'job_title']);
  });
});
