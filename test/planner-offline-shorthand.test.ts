import { expect } from 'chai';
import { money, offlinePlanner, type Body } from './fixtures/planner/harness.js';

/**
 * Chat shorthand and a few shapes found by probing (issue 15): "gimme", "ppl", "nxt", "w/";
 * "next month" is a period, not an ordinal that makes the message a follow-up; an aggregate
 * over the top rows of a ranking; "each <field>" groups; an amount asked of every record is
 * shown beside each record's name; "sorted by name" and "alphabetical" order by text, A to Z
 * unless asked otherwise; "each of my accounts" groups by the account, named; "in the crm"
 * routes to that app; "rank my states by total revenue" ranks the groups. Expected answers
 * come from the demo APIs' data.
 */
describe('offline planner: chat shorthand, top-k aggregates and per-record amounts', function () {
  const { terr, crmAll, chat } = offlinePlanner(this);

  const lines = (b: Body) => b.response.split('\n');
  type Account = { id: string; name: string; state: string; revenue: number };
  const mine = async () => (await terr('/my-accounts')).accounts as Account[];

  it('"gimme" and "ppl" are read as the words they stand for', async () => {
    const contacts = (await terr('/contacts?account_id=acc_9')).contacts as { name: string }[];
    const b = await chat('gimme the ppl at acc_9');
    for (const c of contacts) expect(lines(b)[0]).to.include(c.name);
  });

  it('"next month" in a new session is a period, not a follow-up', async () => {
    const opps = (await crmAll('/opportunities/')).items as { close_date: string | null }[];
    const d = new Date();
    const next = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
    const want = opps.filter((o) => (o.close_date ?? '').startsWith(next)).length;
    const session = `period-${Date.now()}`;
    await chat('who works at acc_3', session);
    expect(lines(await chat('how many opps are closing nxt month', session))[0]).to.include(
      `${want.toLocaleString('en-US')} opportunities`,
    );
  });

  it('an aggregate over the top rows of a ranking', async () => {
    const top = (await mine()).sort((a, b) => b.revenue - a.revenue).slice(0, 4);
    const total = top.reduce((s, a) => s + a.revenue, 0);
    expect(lines(await chat('total revenue across my 4 biggest accounts'))[0]).to.include(money(total));
  });

  it('"each <field>" groups the rows', async () => {
    const leads = (await crmAll('/leads/')).items as { status: string }[];
    const won = leads.filter((l) => l.status === 'closed-won').length;
    const b = await chat('how many leads does each status have?');
    expect(
      lines(b).some((l) => l.startsWith(`- closed-won: ${won}`)),
      b.response,
    ).to.equal(true);
  });

  it('an amount asked of every record is shown beside its name', async () => {
    const first = (await mine())[0]!;
    expect(lines(await chat("what's the revenue of each of my accounts"))[0]).to.include(`${first.name}: ${money(first.revenue)}`);
  });

  it('"sorted by name" lists the rows A to Z', async () => {
    const names = (await mine())
      .filter((a) => a.state === 'TX')
      .map((a) => a.name)
      .sort((a, b) => a.localeCompare(b));
    const b = await chat('my texas accounts sorted by name');
    expect(lines(b)[0]).to.include('by name (A to Z)');
    const shown = lines(b)
      .slice(1, 1 + names.length)
      .map((l) => l.replace(/^\d+\.\s+/, '').split(' (acc_')[0]);
    expect(shown).to.deep.equal(names);
  });

  it('"each of my accounts" groups by the account, named', async () => {
    const acct = (await mine())[0]!;
    const n = ((await terr(`/contacts?account_id=${acct.id}`)).contacts as unknown[]).length;
    const b = await chat('number of contacts at each of my accounts');
    expect(lines(b)).to.include(`- ${acct.name} (${acct.id}): ${n}`);
  });

  it('"in the crm" routes to the CRM', async () => {
    const accounts = (await crmAll('/accounts/')).items as { name: string; annual_revenue: number | null }[];
    const low = accounts.filter((a) => a.annual_revenue !== null).sort((a, b) => a.annual_revenue! - b.annual_revenue!)[0]!;
    const b = await chat('the 3 smallest accounts in the crm by revenue');
    expect(lines(b)[0]).to.include(low.name);
    expect(b.data.calls.every((c) => c.tool.startsWith('crm_'))).to.equal(true);
  });

  it('"rank my states by total revenue" ranks the groups', async () => {
    const by = new Map<string, number>();
    for (const a of await mine()) by.set(a.state, (by.get(a.state) ?? 0) + a.revenue);
    const [top, total] = [...by].sort((a, b) => b[1] - a[1])[0]!;
    const line = lines(await chat('rank my states by total revenue'))[0]!;
    expect(line.startsWith(top), line).to.equal(true);
    expect(line).to.include(money(total));
  });
});
