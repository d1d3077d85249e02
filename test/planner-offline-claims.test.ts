import { expect } from 'chai';
import { first, money, offlinePlanner } from './fixtures/planner/harness.js';

/**
 * Forms found by the seventeenth session's sets (BI's auditor, BM's chatty user, BN's vice-president):
 * a claim put to be checked ("Is it correct that …", "I heard …. Is that so?"), sentences of context
 * before the question (naming a record the question points at, or nothing it needs), a follow-up
 * after thanks, "the next three" after a ranking, a ranking "from the smallest … to the largest" and
 * its end "at the top". Expected answers come from the demo APIs' data.
 */
describe('offline planner: claims checked, context before a question, and rankings walked on', function () {
  const { terr, crmAll, chat } = offlinePlanner(this);

  type Account = { id: string; name: string; state: string; revenue: number };
  const mine = async () => (await terr('/my-accounts')).accounts as Account[];
  const byRevenue = (a: Account, b: Account) => b.revenue - a.revenue;

  it('a claim put to be checked is answered yes or no with its figures', async () => {
    const third = (await terr('/third-party-accounts')).accounts as Account[];
    const [tx, il] = ['TX', 'IL'].map((s) => third.filter((a) => a.state === s).length) as [number, number];
    const b = await chat('Is it correct that Texas holds more third-party accounts than Illinois? Show both counts.');
    expect(first(b)).to.match(tx > il ? /^Yes/ : /^No/);
    expect(first(b)).to.include(String(tx)).and.include(String(il));
    const total = (await mine()).reduce((s, a) => s + a.revenue, 0);
    const c = await chat('I heard our accounts bring in more than 150 million in total. Is that so?');
    expect(first(c)).to.match(total > 150_000_000 ? /^Yes/ : /^No/);
    expect(first(c)).to.include(money(total));
    expect(c.metadata.confidence).to.be.above(0.5);
  });

  it('sentences of context before a question: dropped when they name nothing it needs, read when they name its record', async () => {
    const az = (await mine()).filter((a) => a.state === 'AZ').sort(byRevenue);
    const b = await chat(
      "We're lining up visits for the autumn and my director wants a short list. I keep most of my accounts out west. " +
        'Which of my Arizona accounts has the largest revenue?',
    );
    expect(first(b)).to.include(az[0]!.name);
    const accounts = (await crmAll('/accounts/')).items as { id: number; name: string }[];
    const acct = accounts.find((a) => a.name === 'Tremblay, Ortiz and Koss')!;
    const opps = (await crmAll('/opportunities/')).items as { name: string; stage: string; account_id: number }[];
    const won = opps.filter((o) => o.account_id === acct.id && o.stage === 'closed-won');
    const c = await chat(
      "I'm handling the Tremblay, Ortiz and Koss relationship from now on. My predecessor left few notes. " +
        'Which of their opportunities did we win?',
    );
    for (const o of won) expect(c.response).to.include(o.name);
    expect(c.metadata.confidence).to.be.above(0.5);
  });

  it('a follow-up after thanks ("Great, thanks. Which of those …") is asked of the records listed before', async () => {
    const or = (await mine()).filter((a) => a.state === 'OR');
    const contacts = (await terr('/contacts')).contacts as { account_id: string }[];
    const count = (a: Account) => contacts.filter((c) => c.account_id === a.id).length;
    const most = [...or].sort((a, b) => count(b) - count(a))[0]!;
    await chat('Could you pull up my accounts in Oregon?', 'or');
    const b = await chat('Great, thanks. Which of those has the most contacts?', 'or');
    expect(b.response.split('\n').slice(0, 2).join(' ')).to.include(most.name);
  });

  it('"and the next three?" after a ranking gives the rows after those shown, in order', async () => {
    const sorted = (await mine()).sort(byRevenue);
    await chat('What are my four largest accounts by revenue?', 'next');
    const b = await chat('and the next three?', 'next');
    const at = sorted.slice(4, 7).map((a) => b.response.indexOf(a.name));
    expect(at.every((i) => i > 0)).to.equal(true);
    expect(at).to.deep.equal([...at].sort((x, y) => x - y));
    expect(b.response).not.to.include(sorted[3]!.name);
  });

  it('a ranking "from the smallest … to the largest" lists them all, and "which one sits at the top" is its largest', async () => {
    const tx = (await mine()).filter((a) => a.state === 'TX').sort(byRevenue);
    const b = await chat('Rank my Texas accounts from the smallest revenue to the largest', 'rank');
    expect(first(b)).to.include(tx.at(-1)!.name);
    for (const a of tx) expect(b.response).to.include(a.name);
    const c = await chat('and which one sits at the top?', 'rank');
    expect(first(c)).to.include(tx[0]!.name);
  });

  it('two figures or both ends of a ranking asked together are both answered', async () => {
    const co = (await mine()).filter((a) => a.state === 'CO').sort(byRevenue);
    const revenues = (await mine()).map((a) => a.revenue).sort((a, b) => a - b);
    const mean = revenues.reduce((s, r) => s + r, 0) / revenues.length;
    const b = await chat('Mean and median revenue of my accounts, please.');
    expect(b.response.split('\n').slice(0, 2).join(' ')).to.include(money(Math.round(mean * 100) / 100));
    const c = await chat('Which of my Colorado accounts has the largest revenue, and which has the smallest?');
    const lines = c.response.split('\n').slice(0, 2).join(' ');
    expect(lines).to.include(co[0]!.name).and.include(co.at(-1)!.name);
  });

  it('"Is that more than …’s?" after one record’s figure weighs the two records, yes or no first', async () => {
    const third = (await terr('/third-party-accounts')).accounts as Account[];
    const [a, b] = [third.find((x) => x.name === 'Orchid Labs LLC')!, third.find((x) => x.name === 'Meridian Labs Group')!];
    await chat('How much revenue does Orchid Labs LLC have?', 'weigh');
    const r = await chat("And is that more than Meridian Labs Group's?", 'weigh');
    expect(first(r)).to.match(a.revenue > b.revenue ? /^Yes/ : /^No/);
    expect(first(r)).to.include(money(Math.abs(a.revenue - b.revenue)));
  });

  it('a follow-up read from the rows of an answer that was unsure is unsure too, and says so', async () => {
    await chat('List the opportunities closing in the week before Easter 2026.', 'doubt');
    const b = await chat('Which one of those is the largest?', 'doubt');
    expect(b.metadata.confidence).to.be.at.most(0.5);
    expect(first(b)).to.match(/not sure/);
  });

  it('asked politely ("I wonder whether …", "would you mind listing …") the question is read as asked', async () => {
    const vps = ((await terr('/contacts')).contacts as { name: string; job_title: string; account_id: string }[]).filter(
      (c) => c.job_title === 'Vice President of Sales',
    );
    const ids = new Set((await mine()).map((a) => a.id));
    const b = await chat('Would you mind listing the Vice Presidents of Sales at my accounts?');
    for (const c of vps.filter((x) => ids.has(x.account_id))) expect(b.response).to.include(c.name);
    expect(b.metadata.confidence).to.be.above(0.5);
  });
});
