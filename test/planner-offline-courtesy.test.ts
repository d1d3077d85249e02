import { expect } from 'chai';
import { first, money, offlinePlanner, sum } from './fixtures/planner/harness.js';

/**
 * Forms found by the fifteenth session's sets (BG, BH, and BC's, BD's and BE's misses): greetings,
 * reasons and thanks around a question; a follow-up weighed against the answer before it; a value
 * left out of a ranking asked again; each group's share of a measure; dates with the day first;
 * query-language wording; every list of an app; places found by a question of the other app.
 * Expected answers come from the demo APIs' data.
 */
describe('offline planner: courtesy around a question, figures weighed against the last answer', function () {
  const { terr, crmAll, chat } = offlinePlanner(this);

  type Account = { id: string; name: string; state: string; revenue: number };
  type Opp = { stage: string; value: number; close_date: string; account_id: number };
  type CrmAccount = { id: number; region: string | null; state: string | null; country: string };

  it('a greeting before the question and thanks or a reason after it say nothing of the records', async () => {
    const leads = (await crmAll('/leads/')).items as { status: string; source: string }[];
    const n = leads.filter((l) => l.status === 'qualified' && l.source === 'Referral').length;
    const b = await chat('Hello there! How many qualified leads arrived by referral? It is for a quick pipeline chat. Many thanks!');
    expect(first(b)).to.include(String(n));
    expect(b.metadata.confidence).to.be.above(0.5);
  });

  it('a follow-up weighed against the figure before it: "how much lower was it than …", "if we add …, the new total"', async () => {
    const contacts = (await terr('/contacts')).contacts as { job_title: string }[];
    const crm = (await crmAll('/contacts/')).items as { job_title: string }[];
    const cfo = 'Chief Financial Officer';
    const [t, c] = [contacts.filter((x) => x.job_title === cfo).length, crm.filter((x) => x.job_title === cfo).length];
    await chat('count the territory contacts who are CFOs', 'prev-1');
    const sum1 = await chat("ok, and if we add the CFOs among CRM contacts, what's the new total?", 'prev-1');
    expect(first(sum1)).to.include(String(t + c));
    await chat('count the territory contacts who are CFOs', 'prev-2');
    const gap = await chat('so by how much lower was it than the number of CFOs among CRM contacts?', 'prev-2');
    expect(first(gap)).to.include(String(c - t));
  });

  it('a value left out of a ranking just answered asks that ranking again without it', async () => {
    const opps = (await crmAll('/opportunities/')).items as Opp[];
    const accounts = new Map(((await crmAll('/accounts/')).items as CrmAccount[]).map((a) => [a.id, a]));
    const per = new Map<string, number>();
    for (const o of opps.filter((x) => x.stage === 'closed-won')) {
      const r = accounts.get(o.account_id)?.region;
      if (r) per.set(r, (per.get(r) ?? 0) + o.value);
    }
    const ranked = [...per].sort((x, y) => y[1] - x[1]);
    await chat('which region brought in the most closed-won value?', 'left-1');
    const b = await chat(`ok, setting ${ranked[0]![0]} aside, which region comes out on top?`, 'left-1');
    expect(first(b)).to.match(new RegExp(`^${ranked[1]![0]}`));
  });

  it("each group's part of a measure: the share of won value held by every region", async () => {
    const opps = (await crmAll('/opportunities/')).items as Opp[];
    const accounts = new Map(((await crmAll('/accounts/')).items as CrmAccount[]).map((a) => [a.id, a]));
    const won = opps.filter((x) => x.stage === 'closed-won');
    const total = sum(won.map((o) => o.value));
    const europe = sum(won.filter((o) => accounts.get(o.account_id)?.region === 'Europe').map((o) => o.value));
    const b = await chat('share of won value by region');
    expect(b.response).to.include(`${Math.round((europe / total) * 1000) / 10}%`);
    expect(b.response).to.include(money(total));
  });

  it('a day said before its month, and query-language wording ("where … is null", snake_case, "desc limit 3")', async () => {
    const opps = (await crmAll('/opportunities/')).items as Opp[];
    const n = opps.filter((o) => o.close_date >= '2025-02-03' && o.close_date <= '2025-04-20').length;
    const dated = await chat('count deals with a close date from 3 February to 20 April 2025');
    expect(first(dated)).to.include(n.toLocaleString('en-US'));
    const mine = ((await terr('/my-accounts')).accounts as Account[]).sort((x, y) => y.revenue - x.revenue);
    const listed = await chat('select my accounts order by revenue desc limit 3');
    for (const a of mine.slice(0, 3)) expect(listed.response).to.include(a.name);
    expect(listed.response).to.not.include(mine[3]!.name);
    const leads = (await crmAll('/leads/')).items as { email: string | null }[];
    const empty = await chat('number of crm leads where email is null');
    expect(first(empty)).to.match(new RegExp(`\\b${leads.filter((l) => !l.email).length}\\b|^No`));
    expect(empty.metadata.confidence).to.be.above(0.5);
  });

  it('"all <app> accounts" is every list of that kind in the app, the caller\'s own and the rest', async () => {
    const mine = (await terr('/my-accounts')).accounts as Account[];
    const theirs = (await terr('/third-party-accounts')).accounts as Account[];
    const b = await chat('what do all territory accounts bring in, summed?');
    expect(first(b)).to.include(money(sum([...mine, ...theirs].map((a) => a.revenue))));
  });

  it('states one app lacks, found by a question of the other app', async () => {
    const mine = (await terr('/my-accounts')).accounts as Account[];
    const held = new Set(mine.map((a) => a.state));
    const us = ((await crmAll('/accounts/')).items as CrmAccount[]).filter((a) => a.country === 'United States' && a.state);
    const n = us.filter((a) => !held.has(a.state!)).length;
    const b = await chat('count crm firms in the US sitting in states where I have none of my own accounts');
    expect(first(b)).to.include(String(n));
    expect(b.metadata.confidence).to.be.above(0.5);
  });
});
