import { expect } from 'chai';
import { first, offlinePlanner } from './fixtures/planner/harness.js';

/**
 * Forms found by the twenty-first session (practice set BY, questions tried as a user would): a
 * follow-up that says "the ones …" with a value no record of the previous answer can hold (another
 * quarter, another value of the field it pinned, another state) asks the previous question again
 * with that value in place, never narrows the previous rows to none; "are all of …" answered yes
 * only when every record meets the condition, the others named; "lack a …"; a place in an order
 * said as "last", "third on", "ranks last on" (the latest of a date, the smallest of an amount).
 * Expected answers come from the demo APIs' data.
 */
describe('offline planner: follow-ups that switch a value, "are all of", and places in an order', function () {
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

  type Account = { id: string; name: string; state: string; revenue: number };
  const mine = async () => (await terr('/my-accounts')).accounts as Account[];

  it('"are all of my accounts above $X?" is a no naming the ones that are not, a yes only when none fails', async () => {
    const all = await mine();
    const revenues = all.map((a) => a.revenue).sort((a, b) => a - b);
    const bound = revenues[Math.floor(revenues.length / 10)]!; // a tenth of them at or under it
    const under = all.filter((a) => a.revenue <= bound);
    const no = await chat(`Are all of my accounts above $${bound} in revenue?`);
    expect(no.metadata.confidence).to.be.greaterThan(0.5);
    expect(first(no)).to.match(/^No: /);
    expect(first(no)).to.include(`${under.length} of your ${all.length} accounts`);
    for (const a of under.slice(0, 10)) expect(first(no)).to.include(a.name);
    const yes = await chat(`do all my accounts have revenue over ${revenues[0]! - 1}?`);
    expect(first(yes)).to.match(/^Yes: all \d+ of your accounts/);
  });

  it('"do all leads from <source> have status <status>?" weighs every lead of that source, the status read from the rows', async () => {
    type Lead = { source: string; status: string };
    const leads = (await crmAll('/leads/')).items as Lead[];
    const source = leads[0]!.source;
    const of = leads.filter((l) => l.source === source);
    const fail = of.filter((l) => l.status !== 'qualified');
    const b = await chat(`do all leads from ${source} have status qualified?`);
    expect(first(b)).to.include(`No: ${count(fail.length)} of the ${count(of.length)} leads`);
  });

  it('"does any of my accounts lack a contact?" counts the contacts of each', async () => {
    type Contact = { account_id: string };
    const all = await mine();
    const held = new Set(((await terr('/contacts')).contacts as Contact[]).map((c) => c.account_id));
    const none = all.filter((a) => !held.has(a.id));
    const b = await chat('Does any of my accounts lack a contact on file?');
    expect(b.metadata.confidence).to.be.greaterThan(0.5);
    expect(first(b)).to.match(none.length > 0 ? /^Yes/ : /^No/);
  });

  it('"which of my accounts is last by revenue" and "ranks third on revenue" are places in that order', async () => {
    const byRevenue = [...(await mine())].sort((a, b) => b.revenue - a.revenue);
    expect(first(await chat('which of my accounts is last by revenue'))).to.include(byRevenue.at(-1)!.name);
    expect(first(await chat('which of my accounts comes last on revenue?'))).to.include(byRevenue.at(-1)!.name);
    expect(first(await chat('Which one of my accounts ranks third on revenue?'))).to.include(byRevenue[2]!.name);
  });

  it('"which opportunity is last by close date" is the latest, "first by close date" the earliest', async () => {
    const dated = (await deals())
      .filter((d) => d.close_date)
      .map((d) => d.close_date!)
      .sort();
    expect(first(await chat('which opportunity is last by close date'))).to.include(dated.at(-1)!);
    expect(first(await chat('which opportunity is first by close date'))).to.include(dated[0]!);
  });

  it('"which industry ranks last on revenue" is the industry whose accounts total least', async () => {
    type CrmAccount = { industry: string | null; annual_revenue: number | null };
    const totals = new Map<string, number>();
    for (const a of (await crmAll('/accounts/')).items as CrmAccount[])
      if (a.industry) totals.set(a.industry, (totals.get(a.industry) ?? 0) + (a.annual_revenue ?? 0));
    const least = [...totals].sort((a, b) => a[1] - b[1])[0]![0];
    const b = await chat('which industry ranks last on revenue');
    expect(first(b)).to.match(new RegExp(`^${least} `));
  });

  it('a ratio\'s bound said without its % sign ("probability above 50", "above zero") bounds the percent', async () => {
    type Opp = { stage: string; probability: number };
    const all = (await crmAll('/opportunities/')).items as Opp[];
    const over = all.filter((d) => d.probability > 0.5).length;
    expect(first(await chat('opportunities with probability above 50'))).to.include(count(over));
    const lost = all.filter((d) => d.stage === 'closed-lost' && d.probability > 0).length;
    const b = await chat('Is there any closed-lost deal still showing a probability above zero?');
    expect(b.metadata.confidence).to.be.greaterThan(0.5);
    expect(first(b)).to.match(lost > 0 ? /^Yes/ : /^No/);
  });

  it('"what about the ones that are still new?" after a ranking of lead sources ranks them among new leads', async () => {
    type Lead = { source: string; status: string };
    const counts = new Map<string, number>();
    for (const l of (await crmAll('/leads/')).items as Lead[])
      if (l.status === 'new') counts.set(l.source, (counts.get(l.source) ?? 0) + 1);
    const most = Math.max(...counts.values());
    const top = [...counts].filter(([, n]) => n === most).map(([s]) => s);
    await chat('Which lead source brings in the most leads?', 'ranked');
    const b = await chat('What about the ones that are still new?', 'ranked');
    expect(b.metadata.confidence).to.be.greaterThan(0.5);
    for (const s of top) expect(first(b)).to.include(s);
  });
});
