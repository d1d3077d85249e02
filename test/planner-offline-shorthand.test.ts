import { expect } from 'chai';
import { startStack, type Stack } from './helpers/stack.js';
import { harness, money, type Body } from './fixtures/planner/harness.js';

/**
 * Chat shorthand and a few shapes found by probing (issue 15): "gimme", "ppl", "nxt", "w/";
 * "next month" is a period, not an ordinal that makes the message a follow-up; an aggregate
 * over the top rows of a ranking; "each <field>" groups; an amount asked of every record is
 * shown beside each record's name. Expected answers come from the demo APIs' data.
 */
describe('offline planner: chat shorthand, top-k aggregates and per-record amounts', function () {
  this.timeout(180_000);
  let stack: Stack;
  const { terr, crmAll, chat } = harness(() => stack);
  before(async () => {
    stack = await startStack({ mode: 'api', settingsOverrides: { llm: { provider: 'offline' } } });
  });
  after(async () => stack?.stop());

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
});
