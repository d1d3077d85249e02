import { expect } from 'chai';
import { offlinePlanner, type Body } from './fixtures/planner/harness.js';

/**
 * Question classes added after the held-out set E (issue 15): people scoped by the records
 * they belong to. A narrowing follow-up that names another kind of record ("just the ones at
 * third-party accounts"), the commonest value counted over the people of a scope (not over a
 * list of the values), people counted at accounts picked by a field only the accounts hold
 * (in the one API whose rows hold that value), "on file" said in passing, and shares whose
 * whole is at another point of life than the part (a win rate). Expected
 * answers are computed from the demo APIs' data.
 */
describe('offline planner: people scoped by their accounts', function () {
  const { terr, crmAll, chat } = offlinePlanner(this);

  const first = (b: Body) => b.response.split('\n')[0]!;
  const n = (x: number) => x.toLocaleString('en-US');
  const territoryContacts = async () => (await terr('/contacts')).contacts as { name: string; account_id: string; job_title: string }[];
  const ids = async (path: string) => new Set(((await terr(path)).accounts as { id: string }[]).map((a) => a.id));

  it('a narrowing follow-up about where the previous people work is asked again with that condition', async () => {
    const tp = await ids('/third-party-accounts');
    const want = (await territoryContacts()).filter((c) => c.job_title === 'Software Engineer' && tp.has(c.account_id));
    const session = `scoped-${Date.now()}`;
    await chat('show every software engineer', session);
    const b = await chat('keep just the ones at third-party accounts', session);
    expect(first(b)).to.include(`${want.length} contacts`);
    for (const c of want.slice(0, 5)) expect(b.response).to.include(c.name);
  });

  it('the most frequent title among the contacts at my accounts counts those contacts', async () => {
    const mine = await ids('/my-accounts');
    const counts = new Map<string, number>();
    for (const c of await territoryContacts()) if (mine.has(c.account_id)) counts.set(c.job_title, (counts.get(c.job_title) ?? 0) + 1);
    const [top, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    const line = first(await chat('which job title occurs most often among contacts at my accounts?'));
    expect(line.startsWith(top), line).to.equal(true);
    expect(line).to.include(`${count} of ${[...counts.values()].reduce((s, x) => s + x, 0)}`);
  });

  it('people with a title at accounts picked by a field only the accounts hold: the people are counted', async () => {
    const french = new Set((await crmAll('/accounts/')).items.filter((a) => a.country === 'France').map((a) => a.id));
    const want = (await crmAll('/contacts/')).items.filter((c) => c.job_title === 'Chief Technology Officer' && french.has(c.account_id));
    expect(want.length).to.be.greaterThan(0);
    const b = await chat('count the CTOs working at French companies');
    expect(first(b)).to.include(`${n(want.length)} contacts`);
    expect(b.data.calls.every((c) => c.tool.startsWith('crm_'))).to.equal(true);
  });

  it('a value only one API holds routes the question to that API', async () => {
    const spanish = new Set((await crmAll('/accounts/')).items.filter((a) => a.country === 'Spain').map((a) => a.id));
    const want = (await crmAll('/contacts/')).items.filter((c) => spanish.has(c.account_id)).length;
    const b = await chat('how many contacts are there at accounts based in Spain');
    expect(first(b)).to.include(`${n(want)} contacts`);
    expect(b.data.calls.every((c) => c.tool.startsWith('crm_'))).to.equal(true);
  });

  it('"on file" names no record: my accounts with no CTO on file are counted', async () => {
    const mine = await ids('/my-accounts');
    const withCto = new Set((await territoryContacts()).filter((c) => c.job_title === 'Chief Technology Officer').map((c) => c.account_id));
    const want = [...mine].filter((id) => !withCto.has(id)).length;
    expect(first(await chat('count of my accounts where there is no CTO on file'))).to.include(`${want} accounts`);
  });

  const pct = (part: number, whole: number) => `${Math.round((part / whole) * 1000) / 10}%`;

  it('a win rate is the share of the closed deals that were won', async () => {
    const opps = (await crmAll('/opportunities/')).items as { stage: string; close_date: string | null }[];
    const closed = opps.filter((o) => o.stage.startsWith('closed'));
    const won = closed.filter((o) => o.stage === 'closed-won');
    expect(first(await chat("what's our win rate?"))).to.include(pct(won.length, closed.length));
  });

  it('a loss rate for a year keeps the year in the whole', async () => {
    const opps = (await crmAll('/opportunities/')).items as { stage: string; close_date: string | null }[];
    const closed = opps.filter((o) => o.stage.startsWith('closed') && (o.close_date ?? '').startsWith('2024'));
    const lost = closed.filter((o) => o.stage === 'closed-lost');
    const line = first(await chat('loss rate on deals that closed in 2024'));
    expect(line).to.include(pct(lost.length, closed.length));
    expect(line).to.include(`${n(lost.length)} of ${n(closed.length)}`);
  });
});
