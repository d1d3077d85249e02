import { expect } from 'chai';
import { first, money, offlinePlanner, sum } from './fixtures/planner/harness.js';

/**
 * Forms found by the twenty-fifth session (sealed set CE's confident mistakes and unsure answers):
 * an average of a deal's amount "per account" is each account's total averaged over the accounts,
 * a ratio of two kinds of deals that names no quantity is a ratio of their counts, and a field of
 * the previous answer's records asked with no verb ("and their emails?"), a share of the
 * rows of the first k values of a field ("my top 3 states"), a group of job titles said by one
 * name ("the decision makers"); and from practice set CH: a value switched by a follow-up when
 * the first value is also known on another field, "zero" after "of", "nothing in the notes field", a second question opened
 * by "on top of that" whose place said "too" was the first one's as well, an app said as a
 * source ("the territory data") holding both its lists of accounts, and a guess between two apps'
 * lists of the same records said unsure. Expected answers come
 * from the demo APIs' data.
 */
describe('offline planner: figures per linked record, ratios of records', function () {
  const { terr, crmAll, chat } = offlinePlanner(this);

  type Deal = { id: number; stage: string; value: number; account_id: number; close_date: string };
  const deals = async () => (await crmAll('/opportunities/')).items as Deal[];
  const cents = (n: number) => money(Math.round(n * 100) / 100);

  it('"the mean lost amount per account in 2024" averages each account\'s total, not each deal', async () => {
    const lost = (await deals()).filter((d) => d.stage === 'closed-lost' && d.close_date.startsWith('2024'));
    const accounts = new Set(lost.map((d) => d.account_id));
    const b = await chat('In 2024 what was the mean closed-lost amount per account?');
    expect(first(b)).to.include(cents(sum(lost.map((d) => d.value)) / accounts.size));
    expect(first(b)).to.include(`${accounts.size} accounts`);
    expect(b.metadata.confidence).to.be.above(0.5);
  });

  it('an average of a field per account, asked of accounts, stays the plain average', async () => {
    const b = await chat('average annual revenue per account in the crm');
    const items = (await crmAll('/accounts/')).items as { annual_revenue: number }[];
    expect(first(b)).to.include(cents(sum(items.map((a) => a.annual_revenue)) / items.length));
  });

  it('"ratio of open deals to lost deals" divides the counts; naming the value divides the money', async () => {
    const all = await deals();
    const open = all.filter((d) => !d.stage.startsWith('closed'));
    const lost = all.filter((d) => d.stage === 'closed-lost');
    const counts = await chat('ratio of open deals to lost deals, please');
    expect(first(counts)).to.include(`${open.length.toLocaleString('en-US')} against ${lost.length.toLocaleString('en-US')}`);
    const values = await chat('ratio of open deal value to lost deal value, please');
    expect(first(values)).to.include(`${money(sum(open.map((d) => d.value)))} against ${money(sum(lost.map((d) => d.value)))}`);
  });

  it('"and their emails?" after the contacts at a named account lists those contacts\' emails', async () => {
    const accounts = (await terr('/my-accounts')).accounts as { id: string; name: string }[];
    const people = (await terr('/contacts')).contacts as { account_id: string; email: string }[];
    const at = accounts.find((a) => people.filter((p) => p.account_id === a.id).length >= 2)!;
    await chat(`who works at ${at.name}?`, 'emails');
    const then = await chat('and their emails?', 'emails');
    for (const p of people.filter((x) => x.account_id === at.id)) expect(first(then)).to.include(p.email);
  });

  it('a share of revenue from the top 3 states ranks the states by their total, not the accounts', async () => {
    const accounts = (await terr('/third-party-accounts')).accounts as { state: string; revenue: number }[];
    const byState = new Map<string, number>();
    for (const a of accounts) byState.set(a.state, (byState.get(a.state) ?? 0) + a.revenue);
    const top = [...byState].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 3);
    const all = sum(accounts.map((a) => a.revenue));
    const b = await chat('what percent of the third-party revenue do the top 3 states bring in?');
    expect(first(b)).to.include(`${Math.round((sum(top.map((s) => s[1])) / all) * 1000) / 10}%`);
    for (const [s] of top) expect(first(b)).to.include(s);
  });

  it('"c-suite" is every Chief … title, "decision makers" every Chief … and Vice President … title', async () => {
    const accounts = (await terr('/my-accounts')).accounts as { id: string; name: string }[];
    const people = (await terr('/contacts')).contacts as { name: string; account_id: string; job_title: string }[];
    const senior = (p: { job_title: string }) => /^(Chief|Vice President|President) /.test(p.job_title);
    const mine = new Set(accounts.map((a) => a.id));
    const b = await chat('how many c-suite contacts do my accounts have?');
    const chief = (p: { job_title: string }) => p.job_title.startsWith('Chief ');
    expect(first(b)).to.include(`${people.filter((p) => mine.has(p.account_id) && chief(p)).length} contacts`);
    const at = accounts.find((a) => {
      const theirs = people.filter((p) => p.account_id === a.id);
      return theirs.some((p) => senior(p) && !chief(p)) && theirs.some((p) => !senior(p));
    })!;
    const them = await chat(`list the decision-makers at ${at.name}`);
    for (const p of people.filter((x) => x.account_id === at.id)) {
      if (senior(p)) expect(them.response).to.include(p.name);
      else expect(them.response).not.to.include(p.name);
    }
  });

  it('"and in prospecting?" after a count of proposal-stage deals counts prospecting alone', async () => {
    const n = (await deals()).filter((d) => d.stage === 'prospecting').length;
    await chat('How many deals sit in the proposal stage?', 'stage');
    const b = await chat('and in prospecting?', 'stage');
    expect(first(b)).to.include(`${n.toLocaleString('en-US')} opportunities`);
  });

  it('"a score of zero" is the number 0, and "nothing in the notes field" an empty field', async () => {
    const leads = (await crmAll('/leads/')).items as { score: number; notes: string | null }[];
    const zero = await chat('count the leads with a score of zero');
    expect(first(zero)).to.include(`${leads.filter((l) => l.score === 0).length} leads`);
    const empty = await chat('how many leads have nothing in the notes field?');
    expect(first(empty)).to.include(`${leads.filter((l) => !l.notes).length.toLocaleString('en-US')} leads`);
  });

  it('"…, and on top of that how many CRM accounts in Ohio too" asks both questions of Ohio', async () => {
    const mine = ((await terr('/my-accounts')).accounts as { state: string }[]).filter((a) => a.state === 'OH').length;
    const crm = ((await crmAll('/accounts/')).items as { state: string | null }[]).filter((a) => a.state === 'OH').length;
    const b = await chat('how many of my accounts are there, and on top of that how many CRM accounts sit in Ohio too?');
    expect(b.response).to.match(new RegExp(`${mine === 0 ? 'No accounts' : `${mine} account`}[^\\n]*OH`));
    expect(b.response).to.include(`${crm} accounts (state OH)`);
  });

  it('"the territory data" said as a source holds both lists of accounts', async () => {
    const mine = (await terr('/my-accounts')).accounts as { state: string }[];
    const third = (await terr('/third-party-accounts')).accounts as { state: string }[];
    const n = [...mine, ...third].filter((a) => a.state === 'TX').length;
    const b = await chat('how many Texas accounts does the territory data hold?');
    expect(first(b)).to.include(`${n} accounts`);
  });

  it('accounts in a state, no app named: the guess between the two apps is said, and not sure of itself', async () => {
    const b = await chat('list the accounts located in Georgia');
    expect(b.metadata.confidence).to.be.at.most(0.5);
    expect(b.response).to.match(/rather than territory_get_(my|third_party)_accounts/);
    const named = await chat('list the crm accounts located in Georgia');
    expect(named.metadata.confidence).to.be.above(0.5);
  });
});
