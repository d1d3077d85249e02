import { expect } from 'chai';
import { first, money, offlinePlanner } from './fixtures/planner/harness.js';

/**
 * Forms found by the twenty-seventh session (sealed set CI's confident mistakes and unsure
 * answers, read after its first run): a weighing of two values asked anew as a follow-up, the
 * records said first ("Among …, which ones …"), the kind counted left out of a second question,
 * a count said after a ratio ("…, by count"), a week of a month, contacts asked of an account
 * that is not the caller's own, "the N groups with the most", and "share the title" as a verb.
 * Expected answers come from the demo APIs' data.
 */
describe('offline planner: weighings asked anew, records said first, counts left out', function () {
  const { terr, crmAll, chat } = offlinePlanner(this);

  type Account = { id: string; name: string; state: string; revenue: number };
  type Contact = { id: string; name: string; account_id: string; job_title: string };
  type Deal = { close_date: string; stage: string };
  const total = (xs: Account[]) => xs.reduce((s, x) => s + x.revenue, 0);
  const thirdParty = async () => (await terr('/third-party-accounts')).accounts as Account[];
  const mine = async () => (await terr('/my-accounts')).accounts as Account[];
  const contacts = async () => (await terr('/contacts')).contacts as Contact[];
  const open = (d: Deal) => !d.stage.startsWith('closed');

  it('"and <state> versus <state>?" after a weighing of two states weighs the two named, not all four', async () => {
    const tp = await thirdParty();
    const of = (st: string) => total(tp.filter((a) => a.state === st));
    const names: Record<string, string> = {
      TX: 'Texas',
      CA: 'California',
      FL: 'Florida',
      NY: 'New York',
      IL: 'Illinois',
      WA: 'Washington',
    };
    const states = Object.keys(names).filter((s) => of(s) > 0);
    const [a, b, c, d] = states.map((s) => names[s]!) as [string, string, string, string];
    const [, , cc, dc] = states as [string, string, string, string];
    await chat(`Third-party revenue in ${a} versus ${b}?`, 'w');
    const r = await chat(`And ${c} versus ${d}?`, 'w');
    const text = String(r.response);
    expect(text).to.include(money(of(cc)));
    expect(text).to.include(money(of(dc)));
    expect(text).not.to.include(money(of(states[0]!)));
    expect(r.metadata.confidence).to.be.above(0.5);
  });

  it('"Texas against California" weighs the two as "versus" does, and "and A versus B?" after it weighs those two', async () => {
    const tp = await thirdParty();
    const of = (st: string) => total(tp.filter((a) => a.state === st));
    const b = await chat('Third-party revenue, Texas against California?', 'vs');
    expect(first(b)).to.include(money(of('TX')));
    expect(first(b)).to.include(money(of('CA')));
    expect(b.metadata.confidence).to.be.above(0.5);
    const r = await chat('And Florida versus New York?', 'vs');
    expect(first(r)).to.include(money(of('FL')));
    expect(first(r)).to.include(money(of('NY')));
  });

  it('"Among my Florida accounts, which ones have the most contacts?" ranks those accounts by their contacts', async () => {
    const fl = (await mine()).filter((a) => a.state === 'FL');
    const people = await contacts();
    const count = (a: Account) => people.filter((p) => p.account_id === a.id).length;
    const top = Math.max(...fl.map(count));
    const leaders = fl.filter((a) => count(a) === top);
    const b = await chat('Among my Florida accounts, which ones have the most contacts?');
    for (const l of leaders) expect(first(b)).to.include(l.name);
    expect(first(b)).to.include(`${top}`);
    expect(b.metadata.confidence).to.be.above(0.5);
  });

  it('"Of the third-party accounts in Texas, which one has the most people on file?" counts their contacts', async () => {
    const tx = (await thirdParty()).filter((a) => a.state === 'TX');
    const people = await contacts();
    const count = (a: Account) => people.filter((p) => p.account_id === a.id).length;
    const top = Math.max(...tx.map(count));
    const b = await chat('Of the third-party accounts in Texas, which one has the most people on file?');
    for (const l of tx.filter((a) => count(a) === top)) expect(first(b)).to.include(l.name);
    expect(b.metadata.confidence).to.be.above(0.5);
  });

  it('"how many contacts do my accounts have, and how many do the third-party ones have?" counts contacts both times', async () => {
    const people = await contacts();
    const ids = new Set((await thirdParty()).map((a) => a.id));
    const theirs = people.filter((p) => ids.has(p.account_id)).length;
    const b = await chat('How many contacts do my accounts have, and how many do the third-party accounts have?');
    expect(String(b.response)).to.include(`${theirs} contacts`);
    expect(String(b.response)).not.to.include('There are 50 third-party accounts');
  });

  it('"who has more contacts, my accounts or the third-party accounts?" counts the contacts of each list', async () => {
    const people = await contacts();
    const ids = new Set((await mine()).map((a) => a.id));
    const own = people.filter((p) => ids.has(p.account_id)).length;
    const b = await chat('which keeps more contacts on file: my accounts or the third-party accounts?');
    expect(first(b)).to.include(`${own}`);
    expect(first(b)).to.include(`${people.length - own}`);
    expect(b.metadata.confidence).to.be.above(0.5);
  });

  it('"the ratio of open deals to won deals, by count" divides two counts', async () => {
    const deals = (await crmAll('/opportunities/')).items as Deal[];
    const o = deals.filter(open).length;
    const w = deals.filter((d) => d.stage === 'closed-won').length;
    const b = await chat('ratio of open deals to won deals, by count');
    expect(first(b)).to.include((o / w).toFixed(2));
    expect(b.metadata.confidence).to.be.above(0.5);
  });

  it('"the second week of March 2026" is March 8 to 14, and "which of them are still open?" narrows those', async () => {
    const deals = (await crmAll('/opportunities/')).items as Deal[];
    const week = deals.filter((d) => d.close_date >= '2026-03-08' && d.close_date <= '2026-03-14');
    const b = await chat('how many deals close in the second week of March 2026?', 'wk');
    expect(first(b)).to.include(`${week.length} opportunities`);
    const r = await chat('which of them are still open?', 'wk');
    expect(first(r)).to.include(`${week.filter(open).length} opportunities`);
  });

  it('"my contacts at" a third-party account lists its contacts and says it is not one of the caller\'s own', async () => {
    const [acct] = await thirdParty();
    const theirs = (await contacts()).filter((p) => p.account_id === acct!.id);
    const b = await chat(`Who are my contacts at ${acct!.name}?`);
    expect(String(b.response)).to.include('not one of your own');
    for (const p of theirs) expect(String(b.response)).to.include(p.name);
    expect(b.metadata.confidence).to.be.above(0.5);
  });

  it('"how many more CRM accounts in California than my accounts there": mine against the CRM; an aside counts both lists', async () => {
    const crm = ((await crmAll('/accounts/')).items as { state: string | null }[]).filter((a) => a.state === 'CA').length;
    const own = (await mine()).filter((a) => a.state === 'CA').length;
    const all = own + (await thirdParty()).filter((a) => a.state === 'CA').length;
    const b = await chat('How many more CRM accounts are there in California than my accounts in California?');
    expect(first(b)).to.include(`${crm} against ${own}`);
    const c = await chat('how many more CRM accounts in California than territory accounts, mine and third-party together, in California?');
    expect(first(c)).to.include(`${crm} against ${all}`);
  });

  it('"the 3 states with the most accounts" ranks states, and "share the title" is no share', async () => {
    const accounts = (await crmAll('/accounts/')).items as { state: string | null }[];
    const by = new Map<string, number>();
    for (const a of accounts) if (a.state) by.set(a.state, (by.get(a.state) ?? 0) + 1);
    const [top] = [...by.entries()].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]));
    const b = await chat('the 3 states with the most CRM accounts');
    expect(first(b)).to.include(`${top![0]} has the most accounts: ${top![1]}`);
    const people = await contacts();
    const ctos = people.filter((p) => p.job_title === 'Chief Technology Officer').length;
    const s = await chat('how many contacts share the title Chief Technology Officer?');
    expect(first(s)).to.include(`${ctos} contacts`);
    expect(s.metadata.confidence).to.be.above(0.5);
  });
});
