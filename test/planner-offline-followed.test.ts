import { expect } from 'chai';
import { first, offlinePlanner, sum } from './fixtures/planner/harness.js';

/**
 * Everyday forms found while widening the offline planner after set G (issue 15): "it" and "is
 * that in" after one record; "don't have any"; a run of days around today ("the next 30
 * days"); an amount said of the asked records in a join ("deals over 100k at …"), never of an
 * id; a field named "<thing> count" summed, not counted; people grouped by a field of the
 * accounts they belong to, groups level at the top named together; a range of stages ("thru").
 * Expected answers come from the demo APIs' data.
 */
describe('offline planner: follow-ups on one record, negations, day ranges', function () {
  const { terr, crmAll, chat } = offlinePlanner(this);

  type Account = { id: string; name: string; state: string; revenue: number };

  it('"it" and "is that in" ask about the one record of the previous answer', async () => {
    const mine = ((await terr('/my-accounts')).accounts as Account[]).sort((a, b) => a.revenue - b.revenue);
    const contacts = (await terr(`/contacts?account_id=${mine[0]!.id}`)).contacts as { name: string }[];
    const s = `it-${Date.now()}`;
    await chat('the lowest revenue account i have', s);
    expect(first(await chat('which state is that in?', s))).to.include(`state is ${mine[0]!.state}`);
    const b = await chat('and how many people does it have on file', s);
    expect(first(b)).to.match(new RegExp(`\\b${contacts.length} contact`));
  });

  it('"don\'t have any" asks for the records with none', async () => {
    const mine = (await terr('/my-accounts')).accounts as Account[];
    const cfo = new Set(
      ((await terr('/contacts?job_title=Chief%20Financial%20Officer')).contacts as { account_id: string }[]).map((c) => c.account_id),
    );
    const without = mine.filter((a) => !cfo.has(a.id)).length;
    expect(first(await chat("how many of my accounts don't have any CFO"))).to.match(new RegExp(`\\b${without} accounts`));
  });

  it('a run of days around today', async () => {
    const opps = (await crmAll('/opportunities/')).items as { close_date: string }[];
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const now = new Date();
    const today = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
    const end = new Date(today);
    end.setUTCDate(end.getUTCDate() + 14);
    const n = opps.filter((o) => o.close_date >= day(today) && o.close_date <= day(end)).length;
    expect(first(await chat('how many deals close within the next 14 days'))).to.match(
      new RegExp(`\\b${n.toLocaleString('en-US')} opportunities`),
    );
  });

  it('an amount said of the asked records bounds them, not their accounts', async () => {
    const accounts = (await crmAll('/accounts/')).items as { id: number; country: string }[];
    const fr = new Set(accounts.filter((a) => a.country === 'France').map((a) => a.id));
    const opps = (await crmAll('/opportunities/')).items as { account_id: number; value: number }[];
    const n = opps.filter((o) => fr.has(o.account_id) && o.value > 300_000).length;
    expect(first(await chat('count the opportunities above 300k at french accounts'))).to.match(new RegExp(`\\b${n} opportunities`));
  });

  it('"<thing> count" is a field to add up, not a number of rows', async () => {
    const accounts = (await crmAll('/accounts/')).items as { country: string; employee_count: number }[];
    const total = sum(accounts.filter((a) => a.country === 'Canada').map((a) => a.employee_count));
    expect(first(await chat('overall employee count across canadian crm accounts'))).to.include(total.toLocaleString('en-US'));
  });

  it('people grouped by a field of their accounts; groups level at the top share the lead', async () => {
    const mine = (await terr('/my-accounts')).accounts as Account[];
    const state = new Map(mine.map((a) => [a.id, a.state]));
    const people = ((await terr('/contacts')).contacts as { account_id: string; job_title: string }[]).filter((c) =>
      state.has(c.account_id),
    );
    const count = (rows: typeof people) => {
      const m = new Map<string, number>();
      for (const c of rows) m.set(state.get(c.account_id)!, (m.get(state.get(c.account_id)!) ?? 0) + 1);
      return [...m].sort((a, b) => b[1] - a[1]);
    };
    const all = count(people);
    const b = await chat('in which state do the most of my account contacts work');
    const top = all.filter(([, n]) => n === all[0]![1]).map(([s]) => s);
    for (const s of top) expect(first(b)).to.include(s);
    const ceo = count(people.filter((c) => c.job_title === 'Chief Executive Officer'));
    const lead = ceo.filter(([, n]) => n === ceo[0]![1]).map(([s]) => s);
    const c = await chat('which state has the most CEOs at my accounts');
    for (const s of lead) expect(first(c)).to.include(s);
    if (lead.length > 1) expect(first(c)).to.include('tie for');
  });

  it('a range of stages stands for every stage between its ends', async () => {
    const opps = (await crmAll('/opportunities/')).items as { stage: string; value: number }[];
    const open = ['qualification', 'proposal', 'negotiation'];
    const total = sum(opps.filter((o) => open.includes(o.stage)).map((o) => o.value));
    expect(first(await chat('sum the deal value for stages qualification thru negotiation'))).to.include(
      `$${total.toLocaleString('en-US')}`,
    );
  });

  it('the record at a place of the previous answer, and when one record closes', async () => {
    const mine = ((await terr('/my-accounts')).accounts as Account[]).sort((a, b) => b.revenue - a.revenue);
    const third = mine[2]!;
    const people = ((await terr(`/contacts?account_id=${third.id}`)).contacts as { name: string }[]).map((c) => c.name);
    const s = `place-${Date.now()}`;
    await chat('my 4 largest accounts by revenue', s);
    const b = first(await chat('who works at the third one', s));
    expect(b).to.include(third.name);
    for (const p of people) expect(b).to.include(p);
    const opps = (await crmAll('/opportunities/')).items as { account_id: number; value: number; close_date: string; name: string }[];
    const acc = opps[100]!.account_id;
    const biggest = opps.filter((o) => o.account_id === acc).sort((x, y) => y.value - x.value)[0]!;
    const t = `when-${Date.now()}`;
    await chat(`the largest opportunity of account ${acc}`, t);
    expect(first(await chat('when does it close?', t))).to.include(biggest.close_date);
  });

  it('"the cfo\'s phone" after a list of people: the one of them holding that title', async () => {
    const all = (await terr('/contacts')).contacts as { name: string; email: string; job_title: string; account_id: string }[];
    const ceo = all.find((c) => c.job_title === 'Chief Executive Officer' && all.filter((x) => x.account_id === c.account_id).length > 1)!;
    const account = ((await terr('/my-accounts')).accounts as Account[])
      .concat((await terr('/third-party-accounts')).accounts as Account[])
      .find((a) => a.id === ceo.account_id)!;
    const s = `owner-${Date.now()}`;
    await chat(`who works at ${account.name}`, s);
    const b = await chat("what's the ceo's e-mail?", s);
    expect(first(b)).to.include(ceo.name);
    expect(b.response).to.include(ceo.email);
  });
});
