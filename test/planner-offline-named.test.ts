import { expect } from 'chai';
import { first, offlinePlanner, sum } from './fixtures/planner/harness.js';

/**
 * Question classes found on the first run of set J (issue 15), asked in other words: people
 * asked right after one record; "the ones" of the previous answer; "overall by" as a ranking;
 * a phase with no kind of record named; a bare web address; "when did we last"; "outside" and
 * a negation carried over a list; a first name after "named"; a name matched from a word's
 * start. Expected answers come from the demo APIs' data.
 */
describe('offline planner: names, addresses, last times and lists negated', function () {
  const { terr, crmAll, chat } = offlinePlanner(this);

  type Account = { id: string; name: string; state: string; revenue: number };
  type Contact = { name: string; account_id: string; job_title: string };
  type Opp = { account_id: number; stage: string; value: number; close_date: string; name: string };

  it('people asked right after one record are its people; "the ones" are the previous rows', async () => {
    const mine = (await terr('/my-accounts')).accounts as Account[];
    const contacts = (await terr('/contacts')).contacts as Contact[];
    const acc = mine.find((a) => contacts.some((c) => c.account_id === a.id && c.job_title === 'Chief Executive Officer'))!;
    const ceo = contacts.find((c) => c.account_id === acc.id && c.job_title === 'Chief Executive Officer')!;
    const s = `one-${Date.now()}`;
    await chat(`pull up ${acc.name}`, s);
    expect(first(await chat('whos the ceo', s))).to.include(ceo.name);
    const crm = (await crmAll('/accounts/')).items as { id: number; name: string }[];
    const opps = (await crmAll('/opportunities/')).items as Opp[];
    const a = crm.find((x) => opps.filter((o) => o.account_id === x.id && o.stage === 'proposal').length >= 2)!;
    const t = `ones-${Date.now()}`;
    await chat(`opportunities of ${a.name}`, t);
    const total = sum(opps.filter((o) => o.account_id === a.id && o.stage === 'proposal').map((o) => o.value));
    expect(first(await chat('total up the ones in proposal', t))).to.include(`$${total.toLocaleString('en-US')}`);
  });

  it('"overall by" ranks; a phase alone routes to the records that have it', async () => {
    const all = [...((await terr('/my-accounts')).accounts as Account[]), ...((await terr('/third-party-accounts')).accounts as Account[])];
    const top = all.sort((a, b) => b.revenue - a.revenue).slice(0, 3);
    const line = first(await chat('the three biggest accounts overall by revenue, mine and third-party'));
    for (const a of top) expect(line).to.include(a.name);
    const opps = (await crmAll('/opportunities/')).items as Opp[];
    const lost = (y: string) => sum(opps.filter((o) => o.stage === 'closed-lost' && o.close_date.startsWith(y)).map((o) => o.value));
    const more = lost('2024') >= lost('2025') ? '2024' : '2025';
    expect(first(await chat('did we lose more money in 2024 or 2025?')).startsWith(more)).to.equal(true);
  });

  it('a bare web address names its record; "when did we last" is the latest by closing date', async () => {
    const crm = (await crmAll('/accounts/')).items as { id: number; name: string; website: string }[];
    const acc = crm[41]!;
    const host = acc.website.replace(/^https?:\/\//, '').replace(/^www\./, '');
    expect(first(await chat(`which company has the site ${host}`))).to.include(acc.name);
    const opps = (await crmAll('/opportunities/')).items as Opp[];
    const lostBy = crm.find((x) => opps.filter((o) => o.account_id === x.id && o.stage === 'closed-lost').length >= 2)!;
    const last = opps
      .filter((o) => o.account_id === lostBy.id && o.stage === 'closed-lost')
      .sort((a, b) => b.close_date.localeCompare(a.close_date))[0]!;
    expect(first(await chat(`when was the last time we lost a deal with ${lostBy.name}`))).to.include(last.close_date);
  });

  it('"outside" a place, and a negation carried over a list of places', async () => {
    const mine = (await terr('/my-accounts')).accounts as Account[];
    const n = mine.filter((a) => a.state !== 'FL' && a.state !== 'GA').length;
    expect(first(await chat('count my accounts outside florida and georgia'))).to.match(new RegExp(`\\b${n} accounts`));
    const k = mine.filter((a) => a.state !== 'AZ' && a.state !== 'CO').length;
    expect(first(await chat('how many of my accounts are not in AZ or CO'))).to.match(new RegExp(`\\b${k} accounts`));
  });

  it('a first name after "named", matched from the start of a word', async () => {
    const mine = new Set(((await terr('/my-accounts')).accounts as Account[]).map((a) => a.id));
    const contacts = (await terr('/contacts')).contacts as Contact[];
    const liam = [...new Set(contacts.filter((c) => mine.has(c.account_id) && c.name.split(' ')[0] === 'Liam').map((c) => c.name))];
    expect(liam.length).to.be.greaterThan(0);
    const b = await chat('contacts at my accounts named liam');
    for (const x of liam) expect(b.response).to.include(x);
    expect(b.response).not.to.include('Williams (');
  });

  it('the values of a field kept by how many rows hold them', async () => {
    const accounts = (await crmAll('/accounts/')).items as { country: string }[];
    const count = new Map<string, number>();
    for (const a of accounts) count.set(a.country, (count.get(a.country) ?? 0) + 1);
    const big = [...count].filter(([, k]) => k >= 50).map(([c]) => c);
    const line = first(await chat('which countries have at least 50 crm accounts'));
    for (const c of big) expect(line).to.include(c);
    expect(line).to.include(`${big.length} distinct country values`);
  });

  it('a share held by the top k: what % of the revenue the largest few bring', async () => {
    const tp = ((await terr('/third-party-accounts')).accounts as Account[]).map((a) => a.revenue).sort((a, b) => b - a);
    const pct = Math.round((sum(tp.slice(0, 5)) / sum(tp)) * 1000) / 10;
    expect(first(await chat('what % of third-party revenue sits in the top 5 third-party accounts'))).to.include(`${pct}%`);
  });

  it('a field named in the plural, and "email addresses of"', async () => {
    const b = first(await chat('what are the statuses of crm leads'));
    for (const v of ['new', 'contacted', 'qualified']) expect(b).to.include(v);
    const contacts = (await terr('/contacts?account_id=acc_9')).contacts as { email: string }[];
    const e = first(await chat('the email addresses for the contacts at acc_9'));
    for (const c of contacts) expect(e).to.include(c.email);
  });
});
