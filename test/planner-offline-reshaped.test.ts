import { expect } from 'chai';
import { money, offlinePlanner, type Body } from './fixtures/planner/harness.js';

/**
 * Question classes found by probing the planner after the held-out set E (issue 15): an
 * aggregate broken down by a field ("total deal value by stage"), a field asked of the
 * previous answer's records ("what are their emails"), a follow-up that ranks the other way
 * ("what about the bottom 3"), a phase said with filler ("still open"), and the third-party
 * list called "my third-party accounts", groups "in each" state, the mean size of groups, a
 * group with no value never winning, a grouping field no API holds, two records weighed with
 * no measure named, "in total" said of a count, records with none of a related kind, a tool's
 * default bound never silently applied, and "across all accounts" read over every list.
 * Expected answers come from the demo APIs' data.
 */
describe('offline planner: aggregates by group, and follow-ups that reshape', function () {
  const { terr, crmAll, chat } = offlinePlanner(this);

  const lines = (b: Body) => b.response.split('\n');
  type Account = { id: string; name: string; state: string; revenue: number };
  const mine = async () => (await terr('/my-accounts')).accounts as Account[];

  it('an average broken down by a field gives each group its own figure', async () => {
    const by = new Map<string, number[]>();
    for (const a of await mine()) by.set(a.state, [...(by.get(a.state) ?? []), a.revenue]);
    const b = await chat('mean revenue of my accounts per state');
    for (const [state, xs] of by) {
      const avg = Math.round((xs.reduce((s, x) => s + x, 0) / xs.length) * 100) / 100;
      expect(
        lines(b).some((l) => l.startsWith(`- ${state}: ${money(avg)}`)),
        `${state} ${avg}\n${b.response}`,
      ).to.equal(true);
    }
  });

  it('a total broken down by stage', async () => {
    const opps = (await crmAll('/opportunities/')).items as { stage: string; value: number }[];
    const won = opps.filter((o) => o.stage === 'closed-won').reduce((s, o) => s + o.value, 0);
    const b = await chat('sum the opportunity values for each stage');
    expect(
      lines(b).some((l) => l.startsWith(`- closed-won: ${money(won)}`)),
      b.response,
    ).to.equal(true);
  });

  it('"what are their emails" answers from the previous rows', async () => {
    const acct = (await mine()).find((a) => a.name === 'Nova Motors Co') ?? (await mine())[2]!;
    const contacts = (await terr(`/contacts?account_id=${acct.id}`)).contacts as { email: string }[];
    await chat(`who are the contacts at ${acct.name}`, 'reshape-1');
    const b = await chat('what are their emails', 'reshape-1');
    for (const c of contacts) expect(lines(b)[0]).to.include(c.email);
    expect(b.data.calls).to.have.length(0);
  });

  it('"what about the bottom 3" after a top 3 asks the question again, ranked the other way', async () => {
    const sorted = (await mine()).sort((a, b) => a.revenue - b.revenue);
    await chat('my 3 biggest accounts', 'reshape-2');
    const b = await chat('what about the bottom 3?', 'reshape-2');
    expect(lines(b)[0]).to.include(sorted[0]!.name);
    for (const a of sorted.slice(0, 3)) expect(b.response).to.include(a.name);
  });

  it('"still open" is the open phase, not words left unexplained', async () => {
    const opps = (await crmAll('/opportunities/')).items as { stage: string; value: number }[];
    const want = opps.filter((o) => !o.stage.startsWith('closed') && o.value > 750_000).length;
    expect(lines(await chat('count the deals above 750k that are still open'))[0]).to.include(want.toLocaleString('en-US'));
  });

  it('"my third-party accounts" is the third-party list, not both lists', async () => {
    const tp = ((await terr('/third-party-accounts')).accounts as Account[]).sort((a, b) => b.revenue - a.revenue);
    const b = await chat('my 4 largest third-party accounts');
    expect(lines(b)[0]).to.include(tp[0]!.name);
    expect(b.data.calls.map((c) => c.tool)).to.deep.equal(['territory_get_third_party_accounts']);
  });

  it('"in each state" groups the rows', async () => {
    const states = new Map<string, number>();
    for (const a of await mine()) states.set(a.state, (states.get(a.state) ?? 0) + 1);
    const b = await chat('count my accounts in each state');
    for (const [state, count] of states)
      expect(
        lines(b).some((l) => l.startsWith(`- ${state}: ${count},`)),
        state,
      ).to.equal(true);
  });

  it('the mean number of rows per group', async () => {
    const opps = (await crmAll('/opportunities/')).items as { account_id: number }[];
    const accounts = new Set(opps.map((o) => o.account_id)).size;
    const avg = Math.round((opps.length / accounts) * 100) / 100;
    const line = lines(await chat('on average, how many opportunities per account?'))[0];
    expect(line).to.include(`On average ${avg} opportunities per account`);
  });

  it('rows with no value of the field form no winning group', async () => {
    const accounts = (await crmAll('/accounts/')).items as { state: string | null }[];
    const counts = new Map<string, number>();
    for (const a of accounts) if (a.state) counts.set(a.state, (counts.get(a.state) ?? 0) + 1);
    const [top] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    expect(lines(await chat('in the CRM, which state has the most accounts?'))[0]!.startsWith(top)).to.equal(true);
  });

  it('a grouping field no API holds is declined without a call', async () => {
    const b = await chat('which salesperson closed the most deals?');
    expect(b.response).to.match(/None of these tools holds "salesperson"/);
    expect(b.data.calls).to.have.length(0);
  });

  it('"which is bigger, A or B" weighs the two records by their main measure', async () => {
    const [a, b] = (await mine()).slice(0, 2) as [Account, Account];
    const [big, small] = a.revenue >= b.revenue ? [a, b] : [b, a];
    const line = lines(await chat(`which is bigger, ${a.name} or ${b.name}`))[0]!;
    expect(line.startsWith(big.name), line).to.equal(true);
    expect(line).to.include(money(big.revenue - small.revenue));
  });

  it('"in total" after "how many" is a count', async () => {
    const all = (await mine()).length + ((await terr('/third-party-accounts')).accounts as Account[]).length;
    expect(lines(await chat('how many accounts do we have in total, mine plus the third-party ones?'))[0]).to.equal(
      `There are ${all} accounts.`,
    );
  });

  it('records with none of a related kind', async () => {
    const opps = (await crmAll('/opportunities/')).items as { account_id: number }[];
    const accounts = (await crmAll('/accounts/')).items as { id: number }[];
    const withDeals = new Set(opps.map((o) => o.account_id));
    const none = accounts.filter((a) => !withDeals.has(a.id)).length;
    const line = lines(await chat('which CRM accounts have zero opportunities?'))[0]!;
    expect(line).to.include(none === 0 ? 'No accounts matched' : `${none}`);
    expect(line).to.include('0 opportunities');
  });

  it("a tool's default bound is not applied to a question that did not ask for it", async () => {
    const opps = (await crmAll('/opportunities/')).items as { close_date: string | null; value: number }[];
    const dec = opps.filter((o) => (o.close_date ?? '').startsWith('2026-12'));
    const total = dec.reduce((t, o) => t + o.value, 0);
    expect(lines(await chat('sum of the deal values closing in December 2026'))[0]).to.include(money(total));
  });

  it('"across all accounts" reads every contact, not those of one list', async () => {
    const want = ((await terr('/contacts')).contacts as { job_title: string }[]).filter((c) => c.job_title === 'Data Scientist').length;
    expect(lines(await chat('number of data scientists across all accounts'))[0]).to.include(`${want} contacts`);
  });
});
