import { expect } from 'chai';
import { first, money, offlinePlanner, sum } from './fixtures/planner/harness.js';

/**
 * Forms found by the twenty-fourth session (sealed sets CB's and CD's confident mistakes and
 * unsure answers): the values a field can take, a total asked again as a count, one record of
 * several picked by its place or by the largest or smallest figure, "there" and "in it" of a
 * place an answer put first, a question restated after "i.e.", "now for <state>", a state found
 * by a ranking of CRM states at a place other than the first. Expected answers come from the
 * demo APIs' data.
 */
describe('offline planner: values a field can take, picks from a list, places pointed at, restated questions', function () {
  const { terr, crmAll, chat } = offlinePlanner(this);

  type Deal = { id: number; name: string; stage: string; value: number; account_id: number; close_date: string };
  type CrmAccount = { id: number; name: string; state: string | null; country: string };
  type Account = { id: string; name: string; state: string; revenue: number };
  type Contact = { id: string; name: string; account_id: string };
  const mine = async () => (await terr('/my-accounts')).accounts as Account[];
  const third = async () => (await terr('/third-party-accounts')).accounts as Account[];
  const contacts = async () => (await terr('/contacts')).contacts as Contact[];
  const deals = async () => (await crmAll('/opportunities/')).items as Deal[];
  const open = (d: Deal) => !d.stage.startsWith('closed');
  /** The states of CRM accounts in the United States, most accounts first (ties by state). */
  const usStates = async () => {
    const n = new Map<string, number>();
    for (const a of (await crmAll('/accounts/')).items as CrmAccount[])
      if (a.country === 'United States' && a.state) n.set(a.state, (n.get(a.state) ?? 0) + 1);
    return [...n].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  };

  it('"which stages can an opportunity have?" names the stage values, not every deal', async () => {
    const stages = [...new Set((await deals()).map((d) => d.stage))];
    const b = await chat('Which stages can an opportunity have?');
    expect(first(b)).to.include(`${stages.length} distinct stage values`);
    for (const s of stages) expect(first(b)).to.include(s);
  });

  it('"same, but as a count of accounts" after a total counts the same accounts', async () => {
    const n = (await mine()).filter((a) => a.state === 'TX').length;
    await chat('What is the total revenue of my Texas accounts?', 'count');
    const b = await chat('Same, but as a count of accounts.', 'count');
    expect(first(b)).to.include(`There are ${n} accounts`);
  });

  it('"same but the number of deals" then "and for 2025?" keeps the deals open', async () => {
    const n = (await deals()).filter((d) => open(d) && d.close_date.startsWith('2025')).length;
    await chat('How much is the open pipeline worth for deals closing in 2026?', 'open');
    await chat('Same but the number of deals.', 'open');
    const b = await chat('And for 2025?', 'open');
    expect(first(b)).to.include(`There are ${n.toLocaleString('en-US')} opportunities`);
  });

  it('"list the ones there under $3 million" after the state with most third-party accounts lists them in that state', async () => {
    const all = await third();
    const counts = new Map<string, number>();
    for (const a of all) counts.set(a.state, (counts.get(a.state) ?? 0) + 1);
    const top = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
    const kept = all.filter((a) => a.state === top && a.revenue < 3_000_000);
    const smallest = [...kept].sort((a, b) => a.revenue - b.revenue)[0]!;
    const people = (await contacts()).filter((c) => c.account_id === smallest.id).map((c) => c.name);
    await chat('Which state has the most third-party accounts?', 'there');
    const b = await chat('List the ones there under $3 million.', 'there');
    expect(first(b)).to.include(`Found ${kept.length} third-party accounts`);
    const c = await chat('Who are the contacts at the smallest of them?', 'there');
    expect(first(c)).to.include(`at ${smallest.name} (the lowest revenue of the previous answer)`);
    for (const p of people) expect(c.response).to.include(p);
  });

  it('a win rate restated after "i.e." is read as its restatement, won among the finished deals', async () => {
    const all = await deals();
    const won = all.filter((d) => d.stage === 'closed-won').length;
    const done = all.filter((d) => d.stage.startsWith('closed')).length;
    const b = await chat('What is the win rate of finished deals, i.e. closed-won as a percentage of closed-won plus closed-lost deals?');
    expect(b.response).to.include(`${won.toLocaleString('en-US')} of ${done.toLocaleString('en-US')}`);
  });

  it('"which account owns the second one?" after the largest open deals names the second deal\'s account', async () => {
    const second = (await deals()).filter(open).sort((a, b) => b.value - a.value)[1]!;
    const account = ((await crmAll('/accounts/')).items as CrmAccount[]).find((a) => a.id === second.account_id)!;
    await chat('Show our five biggest open deals.', 'owns');
    const b = await chat('Which account owns the second one?', 'owns');
    expect(first(b)).to.include(account.name);
  });

  it('"how many of my accounts are in it?" after the US state with the second most CRM accounts counts mine there', async () => {
    const state = (await usStates())[1]![0];
    const n = (await mine()).filter((a) => a.state === state).length;
    await chat('Which US state has the second most accounts in the CRM?', 'in it');
    const b = await chat('How many of my accounts are in it?', 'in it');
    expect(first(b)).to.include(`There are ${n} accounts`).and.include(state);
  });

  it('"my revenue in the US state with the fewest CRM accounts" and with the second most: that state\'s', async () => {
    const ranked = await usStates();
    for (const [said, state] of [
      ['fewest', ranked.at(-1)![0]],
      ['second most', ranked[1]![0]],
    ] as const) {
      const total = sum((await mine()).filter((a) => a.state === state).map((a) => a.revenue));
      const b = await chat(`What is the total revenue of my accounts in the US state with the ${said} CRM accounts?`);
      expect(first(b), said).to.include(state).and.include(money(total));
    }
  });

  it('"now for Ohio." after a count asks the count again of Ohio', async () => {
    const n = (await third()).filter((a) => a.state === 'OH').length;
    await chat('Count the third-party accounts in Georgia.', 'now for');
    const b = await chat('Now for Ohio.', 'now for');
    expect(first(b)).to.include(`There are ${n} third-party accounts`).and.include('OH');
  });

  it('"thirdparty" typed as one word is third-party, and "line up" lists in order', async () => {
    const tx = (await third()).filter((a) => a.state === 'CA');
    const b = await chat('avg revenue thirdparty accts in california');
    expect(first(b)).to.include(money(Math.round((sum(tx.map((a) => a.revenue)) / tx.length) * 100) / 100));
    const ny = (await mine()).filter((a) => a.state === 'TX').sort((a, b) => b.revenue - a.revenue);
    const people = (await contacts()).filter((c) => c.account_id === ny[2]!.id).map((c) => c.name);
    await chat('Line up my Texas accounts from biggest to smallest revenue.', 'line');
    const c = await chat('Who are the contacts at the third one?', 'line');
    expect(first(c)).to.include(ny[2]!.name);
    for (const p of people) expect(c.response).to.include(p);
  });

  it('"and for the third-party accounts?" after a question of my territory asks it of the third-party accounts', async () => {
    const by = new Map<string, number>();
    for (const a of await third()) by.set(a.state, (by.get(a.state) ?? 0) + a.revenue);
    const [state, total] = [...by].sort((a, b) => b[1] - a[1])[0]!;
    await chat('Which state brings in the most revenue in my territory?', 'swap');
    const b = await chat('And for the third-party accounts?', 'swap');
    expect(first(b)).to.include(state).and.include(money(total));
  });

  it('"how much bigger, in revenue, is A than B" asks each side by that measure', async () => {
    const [a, b] = [Math.max(...(await mine()).map((x) => x.revenue)), Math.max(...(await third()).map((x) => x.revenue))];
    const r = await chat('How much bigger, in revenue, is my largest account than the largest third-party account?');
    expect(first(r)).to.include(`The gap is ${money(Math.abs(a - b))}`);
  });

  it('"there" in the second of two questions asked together is the state the first names', async () => {
    const total = sum((await mine()).filter((a) => a.state === 'TX').map((a) => a.revenue));
    const r = await chat('How many CRM accounts are in Texas, and how much revenue do my accounts there bring in?');
    expect(r.response).to.include(money(total));
  });

  it('"who is there then?" after a question about one account lists its contacts', async () => {
    const accounts = await mine();
    const people = await contacts();
    const account = accounts.find((a) => people.filter((c) => c.account_id === a.id).length >= 2)!;
    const names = people.filter((c) => c.account_id === account.id).map((c) => c.name);
    await chat(`Is there a CTO at ${account.name}?`, 'who');
    const b = await chat('Who is there then?', 'who');
    expect(first(b)).to.include(`Found ${names.length} contacts`);
    for (const n of names) expect(b.response).to.include(n);
  });

  it('"which of my accounts don\'t have a single contact?" is a question of accounts with none', async () => {
    const people = new Set((await contacts()).map((c) => c.account_id));
    const none = (await mine()).filter((a) => !people.has(a.id)).length;
    const b = await chat("Which of my accounts don't have a single contact?");
    expect(b.metadata.confidence).to.be.greaterThan(0.5);
    expect(first(b)).to.include(none === 0 ? 'No accounts matched' : `${none} accounts`);
  });

  it('"between Ohio and Texas, which state brings my accounts more revenue?" weighs the two states', async () => {
    const total = async (st: string) => sum((await mine()).filter((a) => a.state === st).map((a) => a.revenue));
    const [oh, tx] = [await total('OH'), await total('TX')];
    const b = await chat('Between Ohio and Texas, which state brings my accounts more total revenue?');
    expect(first(b).startsWith(oh > tx ? 'OH' : 'TX'), first(b)).to.equal(true);
  });

  it('"how much more is that than my Ohio accounts?" after a total weighs it against their total', async () => {
    const total = async (st: string) => sum((await mine()).filter((a) => a.state === st).map((a) => a.revenue));
    const gap = Math.abs((await total('TX')) - (await total('OH')));
    await chat('What do my Texas accounts add up to in revenue?', 'gap');
    const b = await chat('And how much more is that than my Ohio accounts?', 'gap');
    expect(first(b)).to.include(`The gap is ${money(gap)}`);
  });
});
