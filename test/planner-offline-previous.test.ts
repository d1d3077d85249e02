import { expect } from 'chai';
import { first, money, offlinePlanner } from './fixtures/planner/harness.js';

/**
 * Forms found by the eighteenth session's sets (BQ's and BO's misses, practice set BS): a follow-up
 * asking the exact figure of a ranking, the other end "overall" or "at the very bottom", the part of
 * a figure from some records, the state one record is in, a month said without a year, two sets
 * weighed by how many each holds, the person of a list "who's a …", and a list named only one app
 * keeps, said of another app's records, reported as not used. Expected answers come from the demo
 * APIs' data.
 */
describe('offline planner: follow-ups on the previous figure, two sets by size, months without a year', function () {
  const { terr, crmAll, chat } = offlinePlanner(this);

  type Account = { id: string; name: string; state: string; revenue: number };
  type CrmAccount = { id: number; name: string; state: string | null; country: string; region: string; annual_revenue: number };
  type Deal = { name: string; stage: string; value: number; close_date: string; account_id: number };
  const mine = async () => (await terr('/my-accounts')).accounts as Account[];
  const third = async () => (await terr('/third-party-accounts')).accounts as Account[];
  const crm = async () => (await crmAll('/accounts/')).items as CrmAccount[];
  const deals = async () => (await crmAll('/opportunities/')).items as Deal[];
  const isOpen = (d: Deal) => !d.stage.startsWith('closed');

  it('"ok, exactly how many?" after a ranking of groups gives the first group’s count', async () => {
    const counts = new Map<string, number>();
    for (const a of await crm()) if (a.country !== 'United States') counts.set(a.country, (counts.get(a.country) ?? 0) + 1);
    const [top, n] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    await chat('Leaving the United States out, which country has the largest number of CRM accounts?', 'exact');
    const b = await chat('ok, exactly how many?', 'exact');
    expect(first(b)).to.include(top).and.include(String(n));
  });

  it('"the smallest one overall?" after a top three ranks every record; "at the very bottom" turns a ranking of groups', async () => {
    const all = (await mine()).sort((a, b) => a.revenue - b.revenue);
    await chat('my three largest accounts by revenue', 'overall');
    const b = await chat('and the smallest one overall?', 'overall');
    expect(first(b)).to.include(all[0]!.name);
    const totals = new Map<string, number>();
    for (const a of all) totals.set(a.state, (totals.get(a.state) ?? 0) + a.revenue);
    const bottom = [...totals].sort((a, b) => a[1] - b[1])[0]![0];
    await chat('Rank the states by the combined revenue of my accounts, largest first.', 'bottom');
    const c = await chat('Which state sits at the very bottom of that list?', 'bottom');
    expect(first(c)).to.include(bottom);
  });

  it('"find the state where my smallest account is located: …" asks of that record’s state', async () => {
    const smallest = (await mine()).sort((a, b) => a.revenue - b.revenue)[0]!;
    const n = (await crm()).filter((a) => a.country === 'United States' && a.state === smallest.state).length;
    const b = await chat('Find the state where my smallest account is located: how many CRM accounts are in that state?');
    expect(first(b)).to.include(smallest.state).and.include(String(n));
  });

  it('"how much of that is from …" after a total asks the same total of those records', async () => {
    const byId = new Map((await crm()).map((a) => [a.id, a]));
    const europe = (await deals()).filter((d) => isOpen(d) && byId.get(d.account_id)?.region === 'Europe');
    await chat('What is the total value of all open opportunities?', 'part');
    const b = await chat('How much of it is from European accounts?', 'part');
    expect(first(b)).to.include(money(europe.reduce((s, d) => s + d.value, 0)));
  });

  it('a month said without a year is the nearest one: this December, or the next one once it has passed', async () => {
    const now = new Date();
    const year = now.getUTCFullYear() + (12 < now.getUTCMonth() + 1 ? 1 : 0);
    const n = (await deals()).filter((d) => d.close_date.startsWith(`${year}-12`)).length;
    const b = await chat('How many opportunities are due to close in December?');
    expect(first(b)).to.include(`December ${year}`).and.include(String(n));
  });

  it('two sets weighed by how many each holds: "which group is larger, and by how many?", "do … outnumber …?"', async () => {
    const co = (await mine()).filter((a) => a.state === 'CO').length;
    const crmCo = (await crm()).filter((a) => a.country === 'United States' && a.state === 'CO').length;
    const b = await chat('my Colorado accounts vs the CRM accounts in Colorado: which group is larger, and by how many?');
    expect(first(b)).to.include(String(Math.abs(crmCo - co)));
    const c = await chat('Do the CRM accounts in Colorado outnumber my own accounts in Colorado?');
    expect(first(c)).to.match(crmCo > co ? /^Yes/ : /^No/);
  });

  it('"the one who’s a …" after the people of an account is the one of them with that title', async () => {
    const account =
      (await third()).find((a) => a.name === 'Cedar Software Corp') ?? (await mine()).find((a) => a.name === 'Cedar Software Corp');
    const people = ((await terr('/contacts')).contacts as { name: string; job_title: string; email: string; account_id: string }[]).filter(
      (c) => c.account_id === account!.id,
    );
    const one = people.find((p) => people.filter((q) => q.job_title === p.job_title).length === 1)!;
    await chat('Who works at Cedar Software Corp?', 'who');
    const b = await chat(`And the email of the person who is the ${one.job_title}?`, 'who');
    expect(first(b)).to.include(one.email);
  });

  it('a list only one app keeps ("third-party"), said of a plan that reads another app, is reported as not used', async () => {
    const b = await chat('Third-party accounts region by region: which region has the largest total revenue?');
    expect(b.metadata.confidence).to.be.at.most(0.5);
    expect(first(b)).to.include('third party');
  });
});
