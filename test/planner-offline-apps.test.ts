import { expect } from 'chai';
import { first, money, offlinePlanner } from './fixtures/planner/harness.js';

/**
 * Forms found by the thirteenth session's sets (AY, BA, BB, and AW's and AX's misses): a follow-up
 * naming only the caller's own list or only a value; an app named beside another without the list
 * it means (every list of that kind); two questions in one message, the second pointing at what the
 * first answers; two figures weighed as a yes-or-no question; a context opener that names a record.
 * Expected answers come from the demo APIs' data.
 */
describe('offline planner: two apps, lists said short, questions in turn', function () {
  const { terr, crmAll, chat } = offlinePlanner(this);

  type Account = { id: string; name: string; state: string; revenue: number };
  type CrmAccount = { id: number; name: string; state: string | null; country: string };
  const total = (xs: Account[]) => xs.reduce((s, a) => s + a.revenue, 0);

  it('"and for mine?" after a question of the third-party list asks it of the caller\'s own', async () => {
    const mine = (await terr('/my-accounts')).accounts as Account[];
    await chat('count the third-party accounts we have in Georgia', 'own-1');
    const b = await chat('and for mine?', 'own-1');
    expect(first(b)).to.match(new RegExp(`\\b${mine.filter((a) => a.state === 'GA').length} accounts`));
  });

  it('beside the CRM, "the territory account count" is every territory list of that kind', async () => {
    const both = [
      ...((await terr('/my-accounts')).accounts as Account[]),
      ...((await terr('/third-party-accounts')).accounts as Account[]),
    ];
    const crm = (await crmAll('/accounts/')).items as CrmAccount[];
    const gap = crm.filter((a) => a.state === 'GA').length - both.filter((a) => a.state === 'GA').length;
    const b = await chat('Georgia please: the CRM account count minus the territory account count');
    expect(first(b)).to.include(`The gap is ${Math.abs(gap)}`);
    expect(b.metadata.confidence).to.be.above(0.5);
  });

  it('a second question pointing at what the first answers is asked in turn', async () => {
    const crm = (await crmAll('/accounts/')).items as CrmAccount[];
    const counts = new Map<string, number>();
    for (const a of crm) if (a.country === 'United States' && a.state) counts.set(a.state, (counts.get(a.state) ?? 0) + 1);
    const top = [...counts].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))[0]![0];
    const mine = (await terr('/my-accounts')).accounts as Account[];
    const b = await chat('Over in the CRM, which US state has the most accounts? Then how many of my accounts are in that same state?');
    expect(b.response).to.match(new RegExp(`\\b${mine.filter((a) => a.state === top).length} accounts`));
    expect(b.response).to.include(top);
  });

  it('a follow-up that is only a value asks the previous question of it', async () => {
    const crm = (await crmAll('/accounts/')).items as CrmAccount[];
    await chat('how many accounts are based in France?', 'bare-v');
    const b = await chat('Spain?', 'bare-v');
    expect(first(b)).to.include(`${crm.filter((a) => a.country === 'Spain').length} accounts`);
  });

  it('"is one total lower than the other?" weighs both figures and answers yes or no', async () => {
    const mine = total((await terr('/my-accounts')).accounts as Account[]);
    const tp = total((await terr('/third-party-accounts')).accounts as Account[]);
    const b = await chat('is the total revenue of my accounts lower than the total revenue of the third-party accounts?');
    expect(first(b)).to.match(mine < tp ? /^Yes/ : /^No/);
    expect(first(b)).to.include(money(Math.abs(mine - tp)));
  });

  it('"after" a value named at the top of a ranking is the most of the rest', async () => {
    const crm = (await crmAll('/accounts/')).items as CrmAccount[];
    const counts = new Map<string, number>();
    for (const a of crm) counts.set(a.country, (counts.get(a.country) ?? 0) + 1);
    const [lead, second] = [...counts].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]));
    const b = await chat(`Which country holds the most CRM accounts after ${lead![0]}?`);
    expect(first(b)).to.match(new RegExp(`^${second![0]}\\b`));
  });
});
