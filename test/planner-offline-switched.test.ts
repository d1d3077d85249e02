import { expect } from 'chai';
import { first, offlinePlanner } from './fixtures/planner/harness.js';

/**
 * Forms found by the twenty-first session: a follow-up that says "the ones …" with a value no
 * record of the previous answer can hold (another quarter, another value of the field it pinned,
 * another state) asks the previous question again with that value in place; it never narrows the
 * previous rows to none and says so with confidence.
 * Expected answers come from the demo APIs' data.
 */
describe('offline planner: follow-ups that switch a value the previous question pinned', function () {
  const { terr, crmAll, chat } = offlinePlanner(this);

  type Deal = { id: number; stage: string; close_date: string | null };
  const deals = async () => (await crmAll('/opportunities/')).items as Deal[];
  const count = (n: number) => n.toLocaleString('en-US');

  it('"and the ones closing in <another quarter>?" after a quarter\'s deals lists that quarter\'s', async () => {
    const q3 = (await deals()).filter((d) => d.close_date && d.close_date >= '2026-07-01' && d.close_date < '2026-10-01');
    await chat('Show me the opportunities closing in Q1 2026', 'quarter');
    const b = await chat('And the ones closing in Q3 2026?', 'quarter');
    expect(b.metadata.confidence).to.be.greaterThan(0.5);
    expect(first(b)).to.include(count(q3.length));
    expect(b.response).to.not.include('previous answer');
  });

  it('"and the ones in <another stage>?" after one stage\'s deals lists that stage\'s alone', async () => {
    const all = await deals();
    const negotiation = all.filter((d) => d.stage === 'negotiation').length;
    await chat('list the opportunities in the proposal stage', 'stage');
    const b = await chat('and the ones in negotiation?', 'stage');
    expect(first(b)).to.include(count(negotiation));
    expect(first(b)).to.not.include('proposal');
  });

  it('"and the ones in <another state>?" after my accounts in a state asks of that state', async () => {
    type Account = { id: string; name: string; state: string };
    const mine = (await terr('/my-accounts')).accounts as Account[];
    const [a, b] = [...new Set(mine.map((x) => x.state))];
    const other = mine.filter((x) => x.state === b);
    await chat(`list my accounts in ${a}`, 'state');
    const r = await chat(`and the ones in ${b}?`, 'state');
    expect(r.metadata.confidence).to.be.greaterThan(0.5);
    for (const x of other) expect(r.response).to.include(x.name);
    expect(r.response).to.not.include('previous answer');
  });

  it('"only the ones closing in <a month of it>" after a quarter still narrows the previous rows', async () => {
    const feb = (await deals()).filter((d) => d.close_date && d.close_date >= '2026-02-01' && d.close_date < '2026-03-01');
    await chat('Show me the opportunities closing in Q1 2026', 'month');
    const b = await chat('only the ones closing in February 2026', 'month');
    expect(first(b)).to.include(count(feb.length));
    expect(b.response).to.include('previous answer');
  });
});
