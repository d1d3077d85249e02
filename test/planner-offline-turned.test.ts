import { expect } from 'chai';
import { first, money, offlinePlanner } from './fixtures/planner/harness.js';

/**
 * Forms found by the twelfth session's sets (AT, AU, AV) and its trial questions: a figure held to
 * a number the user gives; a follow-up that turns the previous condition round, widens it, or asks
 * the other list "in the same state" and keeps the previous figure; the group at a place ("the third
 * most"); "how much more" of an amount weighs totals; values left out together in a sum; a request
 * to merge two records declined. Expected answers come from the demo APIs' data.
 */
describe('offline planner: figures held to numbers, conditions turned round, places in a ranking', function () {
  const { terr, crmAll, chat } = offlinePlanner(this);

  type Account = { id: string; name: string; state: string; revenue: number };
  const total = (xs: Account[]) => xs.reduce((s, a) => s + a.revenue, 0);

  it('a figure held to a number is answered yes or no with the figure, not a bound on the rows', async () => {
    const leads = (await crmAll('/leads/')).items as { score: number }[];
    const mean = leads.reduce((s, l) => s + l.score, 0) / leads.length;
    const b = await chat('is the mean score of all leads above 60?');
    expect(first(b)).to.match(mean > 60 ? /^Yes/ : /^No/);
    expect(first(b)).to.include(`over ${leads.length.toLocaleString('en-US')} leads`);
    expect(b.metadata.confidence).to.be.above(0.5);
  });

  it('"and the rest?" turns the one condition of the previous question round', async () => {
    const mine = (await terr('/my-accounts')).accounts as Account[];
    await chat('count my accounts with revenue over 4 million', 'rest-1');
    const b = await chat('and the rest?', 'rest-1');
    expect(first(b)).to.match(new RegExp(`\\b${mine.filter((a) => a.revenue <= 4_000_000).length} accounts`));
  });

  it('"what if we add X to that" widens the previous question by a value of the same field', async () => {
    const mine = (await terr('/my-accounts')).accounts as Account[];
    await chat('total revenue of my accounts in Oregon', 'wide-1');
    const b = await chat('what if we add Colorado to that?', 'wide-1');
    expect(first(b)).to.include(money(total(mine.filter((a) => a.state === 'OR' || a.state === 'CO'))));
  });

  it('the other list "located in the same state" keeps the previous figure', async () => {
    const tp = (await terr('/third-party-accounts')).accounts as Account[];
    const tx = tp.filter((a) => a.state === 'TX');
    await chat('mean revenue of my accounts in Texas', 'swap-1');
    const b = await chat('and the third-party ones located in the same state?', 'swap-1');
    expect(first(b)).to.include(money(Math.round((total(tx) / tx.length) * 100) / 100));
  });

  it('the group at a place of a ranking ("the third most")', async () => {
    const leads = (await crmAll('/leads/')).items as { source: string }[];
    const counts = new Map<string, number>();
    for (const l of leads) counts.set(l.source, (counts.get(l.source) ?? 0) + 1);
    const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const b = await chat('which lead source has the third most leads?');
    expect(first(b)).to.match(new RegExp(`^${ranked[2]![0]} comes third`));
  });

  it('"how much more" of an amount weighs the totals, not the number of deals', async () => {
    const opps = (await crmAll('/opportunities/')).items as { stage: string; value: number }[];
    const of = (stage: string) => opps.filter((o) => o.stage === stage).reduce((s, o) => s + o.value, 0);
    const gap = Math.abs(of('negotiation') - of('prospecting'));
    const b = await chat('how much more pipeline sits in negotiation than in prospecting?');
    expect(first(b)).to.include(gap.toLocaleString('en-US'));
  });

  it('values left out together in a sum are one total, not two', async () => {
    const mine = (await terr('/my-accounts')).accounts as Account[];
    const b = await chat('sum of revenue for my accounts leaving out Oregon and Arizona');
    expect(first(b)).to.include(money(total(mine.filter((a) => a.state !== 'OR' && a.state !== 'AZ'))));
  });

  it('a request to merge two records into one is declined, nothing called', async () => {
    const b = await chat('fold Apex Energy Inc into Apex Systems Inc so there is only one record left');
    expect(b.metadata.confidence).to.be.at.most(0.5);
    expect((b.data?.calls ?? []).length).to.equal(0);
  });
});
